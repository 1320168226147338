#!/usr/bin/env python3
"""Draw the fresh page set of round eleven (issue 33).

Usage:
    scripts/dev/fresh-pages-v11.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the
`fetch` tool leaves them): mealie-recipes+mealie, TandoorRecipes+recipes,
jt196+vanilla-cookbook and hhursev+recipe-scrapers. Every file is read at
the commit pinned below, whatever the clone's HEAD is.

The measure after this round is real pages from other open-source recipe
managers' test data, so those come first: the saved pages of the test
suites of Mealie, Tandoor and Vanilla Cookbook. A page is eligible when

  * its site is new: not one of the saved pages' sites
    (Tests/WebPages/manifest.tsv), not a site of fresh9 or fresh10, and
    not a site any ingredient-line set drew lines from (their SOURCE
    column); compared on the host without `www.`, on its registrable
    domain and on the host's first label, as round ten did;
  * it is in English, German, French, Spanish or Italian (the languages
    the reader is meant for; Swedish, Danish, Norwegian, Dutch, Polish,
    Hungarian, Turkish and Portuguese pages are left out);
  * it holds a recipe with at most 25 ingredient lines and a method (a
    saved snippet with a list and no steps is no page a cook follows);
  * it is a cook's recipe (brewersfriend.com's grain bills are left out,
    as round four's line draw left that brewing site out).

The recipe managers' eligible pages are taken in an order shuffled with
seed 11, one a site. The set is then filled up to twelve from the test
pages of recipe-scrapers (tests/test_data/SITE/NAME.testhtml, its sites
shuffled with seed 11, checked the same way plus English only as round
ten did), first asking for the kinds the managers' pages left short of
round ten's quotas (groups 4, microdata 2, none 2, jsonld 4), then any
kind. Each page is shrunk with shrink-pages.py into OUT_DIR/SITE.html.
A draft of pages.tsv and lines.tsv goes to standard output; the committed
labels were written by hand from the pages. Every page is held out.
"""
import collections
import json
import os
import random
import re
import subprocess
import sys

PINNED = {
    "mealie-recipes+mealie": "b5643a9399465d8b4ea339e7a6639df2d697741b",
    "TandoorRecipes+recipes": "d206eddbd32bd3c40feff70ad780b0f91f325eaa",
    "jt196+vanilla-cookbook": "44d570481d76c6f557eb21e8b821460e529fd9af",
    "hhursev+recipe-scrapers": "d08ddd0240ee0ff73dd9d705e43077a821944716",
}
MANAGER_PAGES = {
    "mealie-recipes+mealie": ["tests/data/html/"],
    "TandoorRecipes+recipes": ["cookbook/tests/other/test_data/", "cookbook/tests/resources/websites/"],
    "jt196+vanilla-cookbook": ["src/lib/data/recipe_html/"],
}
LANGUAGES = {"en", "de", "fr", "es", "it"}
QUOTA = {"groups": 4, "microdata": 2, "none": 2, "jsonld": 4}
WANTED = 12
MOST_LINES = 25
SEED = 11
# Sites whose pages are no cook's recipe list, left out as round four's line draw left
# them out (a brewing site's grain bill and hops).
NOT_COOKING = {"brewersfriend.com"}
ENGLISH_TLDS = {"com", "org", "net", "uk", "au", "in", "ca", "ie", "nz", "us", "eu", "tv", "co"}
# Hosts that any page links to and that never name the recipe's site.
NOT_A_SITE = re.compile(
    r"schema\.org|w3\.org|facebook|twitter|pinterest|instagram|google|gravatar|amazon|youtube|wp\.com"
    r"|cloudfront|data-vocabulary|gstatic|jsdelivr|cloudflare|doubleclick|wordpress\.org|ogp\.me|x\.com$")
# Second-level labels under a country code (recipes.co.uk, receitas.com.br).
SHARED_SECOND = {"co", "com", "org", "net", "gov", "ac"}
TOP_LABELS = {"com", "de", "co", "uk", "it", "fr", "es", "net", "org", "info", "nl", "se", "dk", "no", "pl", "hu",
              "br", "pt", "at", "ch", "in", "be", "au"}
# A few common words of each language, to tell a page's language when it does not say.
STOPWORDS = {
    "en": {"the", "and", "with", "of", "to", "until", "minutes", "into", "cup", "add"},
    "de": {"und", "mit", "der", "die", "das", "den", "minuten", "in", "zugeben", "etwas"},
    "fr": {"et", "les", "avec", "la", "le", "des", "dans", "minutes", "ajouter", "du"},
    "es": {"y", "con", "los", "las", "el", "la", "minutos", "en", "añadir", "del"},
    "it": {"e", "con", "il", "la", "di", "della", "minuti", "aggiungere", "nel", "gli"},
    # Languages the draw leaves out, so that their pages are not taken for one of the above.
    "nl": {"en", "het", "een", "met", "van", "de", "minuten", "toe", "voeg"},
    "nordic": {"og", "med", "i", "til", "minutter", "och", "att", "på", "af", "som", "en", "et"},
    "pl": {"i", "z", "w", "na", "się", "minut", "do", "oraz"},
    "hu": {"és", "a", "az", "perc", "egy", "hogy", "meg"},
    "pt": {"e", "com", "de", "os", "as", "minutos", "em", "até", "uma", "ao"},
    "tr": {"ve", "bir", "ile", "dakika", "için"},
}


def git(mirrors, repo, *args):
    gitdir = os.path.join(mirrors, repo, "repo")
    return subprocess.run(["git", "--git-dir", gitdir, *args], check=True, capture_output=True).stdout


def show(mirrors, repo, path):
    return git(mirrors, repo, "show", PINNED[repo] + ":" + path)


def listing(mirrors, repo):
    return git(mirrors, repo, "ls-tree", "-r", "--name-only", PINNED[repo]).decode().split("\n")


def bare(host):
    return host.strip().lower().removeprefix("www.")


def registrable(host):
    labels = bare(host).split(".")
    if len(labels) >= 3 and labels[-2] in SHARED_SECOND and len(labels[-1]) == 2:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def used_sites(root):
    used = set()
    for table in ["Tests/WebPages/manifest.tsv", "Tests/WebPages/fresh9/pages.tsv", "Tests/WebPages/fresh10/pages.tsv"]:
        for line in open(os.path.join(root, table), encoding="utf-8"):
            if not line.startswith("#") and "\t" in line:
                used.add(bare(line.split("\t")[1]))
    fixtures = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    for name in sorted(os.listdir(fixtures)):
        if name.endswith(".tsv"):
            for line in open(os.path.join(fixtures, name), encoding="utf-8"):
                cells = line.rstrip("\n").split("\t")
                if len(cells) > 5 and ":" in cells[5]:
                    used.add(bare(cells[5].split(":", 1)[1]))
    return used


def is_new(site, used):
    stems = {u.split(".")[0] for u in used}
    domains = {registrable(u) for u in used if "." in u}
    return bare(site) not in used and registrable(site) not in domains and bare(site).split(".")[0] not in stems


def site_of(html):
    """The page's own host from its canonical link or og:url; None when it has neither
    (the caller then reads the file name, or the host the page links to most)."""
    for pattern in [
        r"<link[^>]*rel=[\"']canonical[\"'][^>]*href=[\"']https?://([^/\"']+)",
        r"<link[^>]*href=[\"']https?://([^/\"']+)[^>]*rel=[\"']canonical[\"']",
        r"property=[\"']og:url[\"'][^>]*content=[\"']https?://([^/\"']+)",
        r"content=[\"']https?://([^/\"']+)[^>]*property=[\"']og:url[\"']",
    ]:
        found = re.search(pattern, html)
        if found and not NOT_A_SITE.search(found.group(1)):
            return bare(found.group(1))
    return None


def most_linked(html):
    """The registrable domain the page links to most, as a list of one (none when it links nowhere)."""
    hosts = collections.Counter(
        registrable(h) for h in re.findall(r"https?:\\?/\\?/([a-zA-Z0-9.-]+\.[a-zA-Z]{2,})", html) if not NOT_A_SITE.search(h))
    return [hosts.most_common(1)[0][0]] if hosts else []


def spelled_sites(path):
    """The hosts a Vanilla Cookbook file name can spell: it is the page's address with
    every `.`, `-` and `/` written `_` (`im_worthy_com_best_...html`), so each `_`
    before the top-level label may have been a dot or a hyphen."""
    tokens = path.rsplit("/", 1)[-1].lower().split("_")
    for end in range(1, len(tokens)):
        if tokens[end] not in TOP_LABELS:
            continue
        top = [tokens[end]]
        if tokens[end] in SHARED_SECOND and end + 1 < len(tokens) and tokens[end + 1] in {"uk", "br", "au"}:
            top.append(tokens[end + 1])
        variants = [tokens[0]]
        for label in tokens[1:end]:
            variants = [v + joiner + label for v in variants for joiner in (".", "-")]
        return [bare(v + "." + ".".join(top)) for v in variants]
    return []


def recipe_blocks(html):
    blocks = []
    for text in re.findall(r"<script[^>]*application/ld\+json[^>]*>(.*?)</script>", html, re.S):
        try:
            data = json.loads(text)
        except ValueError:
            continue
        stack = [data]
        while stack:
            item = stack.pop()
            if isinstance(item, list):
                stack.extend(item)
            elif isinstance(item, dict):
                kind = item.get("@type")
                if kind == "Recipe" or (isinstance(kind, list) and "Recipe" in kind):
                    blocks.append(item)
                stack.extend(v for v in item.values() if isinstance(v, (list, dict)))
    return blocks


def language_of(html, blocks):
    said = re.search(r"<html[^>]*\blang=[\"']?([A-Za-z]{2})", html)
    if said:
        return said.group(1).lower()
    for block in blocks:
        if isinstance(block.get("inLanguage"), str):
            return block["inLanguage"][:2].lower()
    text = json.dumps(blocks, ensure_ascii=False) if blocks else re.sub(r"<[^>]+>", " ", html)
    words = re.findall(r"[^\W\d_]+", text.lower())
    scores = {lang: sum(w in common for w in words) for lang, common in STOPWORDS.items()}
    return max(scores, key=scores.get)


INGREDIENTS_HEADING = re.compile(r">\s*(?:ingredients|zutaten|ingrédients|ingredientes|ingredienti)\s*[:-]?\s*<", re.I)
METHOD_HEADING = re.compile(
    r">\s*(?:method|directions|instructions|preparation|zubereitung|préparation|preparación|procedimento)\s*[:-]?\s*<",
    re.I)


def listed_lines(html):
    """For a page with no recipe data: the lines after its `Ingredients` heading, up to
    the next heading or the method's; None when it has no such heading or no method
    heading. A line is a list item or, where the page has no list there (a Squarespace
    blog's post), a paragraph."""
    heading = INGREDIENTS_HEADING.search(html)
    if heading is None or METHOD_HEADING.search(html) is None:
        return None
    rest = html[heading.end():]
    stop = re.search(r"<h[1-6]\b|" + METHOD_HEADING.pattern, rest, re.I)
    listed = rest[: stop.start() if stop else len(rest)]
    count = len(re.findall(r"<li\b", listed, re.I)) or len(re.findall(r"<p\b[^>]*>\s*[^<\s]", listed, re.I))
    return count or None


def has_steps(html):
    for block in recipe_blocks(html):
        if block.get("recipeInstructions"):
            return True
    if not recipe_blocks(html) and listed_lines(html):
        return True
    return re.search(r"itemprop=[\"']recipeInstructions[\"']", html) is not None


def shrunk(root, out, site, raw):
    """Shrinks the page into OUT/SITE.html; False when shrink-pages.py refuses it."""
    temporary = os.path.join(out, site + ".raw.html")
    with open(temporary, "wb") as handle:
        handle.write(raw)
    done = subprocess.run([os.path.join(root, "scripts/dev/shrink-pages.py"), temporary, os.path.join(out, site + ".html")])
    os.remove(temporary)
    return done.returncode == 0


def has_groups(html):
    """True when the ingredient list (not the method) has a named group."""
    heading = (
        r"class=[\"'][^\"']*(?:wprm-recipe-ingredient-group|ingredient-group|ingredients-group|ingredient-section)"
        r"[^\"']*[\"'][^>]*>\s*<h[2-6][^>]*>\s*[^<\s]"
        r"|class=[\"'][^\"']*(?:tasty-recipes-ingredients-header|ingredient-group-name|ingredients-group-title)"
        r"[^\"']*[\"'][^>]*>\s*[^<\s]")
    return re.search(heading, html) is not None


def manager_page(html):
    """(kind, lines) of a recipe manager's test page; lines is None when no recipe is found."""
    blocks = recipe_blocks(html)
    lines = None
    kind = "none"
    for block in blocks:
        ingredients = block.get("recipeIngredient") or block.get("ingredients")
        if isinstance(ingredients, list):
            lines, kind = len(ingredients), "jsonld"
            break
    if lines is None and re.search(r"itemtype=[\"']https?://schema\.org/Recipe", html):
        count = len(re.findall(r"itemprop=[\"'](?:recipeIngredient|ingredients)[\"']", html))
        lines, kind = (count or None), "microdata"
    if lines is None and not blocks:
        lines = listed_lines(html)
    if lines is not None and has_groups(html):
        kind = "groups"
    return kind, lines, blocks


def scrapers_kind(html, expected):
    groups = expected.get("ingredient_groups") or []
    if len(groups) > 1 or any(g.get("purpose") for g in groups):
        return "groups"
    if recipe_blocks(html):
        return "jsonld"
    if re.search(r'itemtype="https?://schema\.org/Recipe"', html):
        return "microdata"
    return "none"


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    used = used_sites(root)
    chosen = []  # (site, repo, path, kind, lang, html bytes, draft lines)
    taken_sites = set()

    offers = {}
    for repo, prefixes in MANAGER_PAGES.items():
        for path in sorted(listing(mirrors, repo)):
            if not path.endswith(".html") or not any(path.startswith(p) for p in prefixes):
                continue
            try:
                raw = show(mirrors, repo, path)
            except subprocess.CalledProcessError:
                continue  # listed in the tree but absent from the snapshot
            html = raw.decode("utf-8", "replace")
            site = site_of(html)
            # A saved snippet has no canonical link: Vanilla Cookbook names its file after
            # the address; Tandoor's snippets only link to their site.
            names = [site] if site else spelled_sites(path) or most_linked(html)
            if not names or not all(is_new(name, used) for name in names):
                continue
            site = next((name for name in names if name in html.lower()), names[-1])
            if not has_steps(html):
                continue  # a snippet with a list and no method is no page a cook follows
            kind, lines, blocks = manager_page(html)
            lang = language_of(html, blocks)
            if lines is None or lines > MOST_LINES or lang not in LANGUAGES:
                continue
            draft = []
            for block in blocks:
                draft = [" ".join(str(line).split()) for line in block.get("recipeIngredient") or []]
                if draft:
                    break
            offers.setdefault(site, []).append((site, repo, path, kind, lang, raw, draft))
    order = sorted(offers)
    random.Random(SEED).shuffle(order)
    os.makedirs(out, exist_ok=True)
    for site in order:
        if len(chosen) < WANTED and shrunk(root, out, site, offers[site][0][5]):
            chosen.append(offers[site][0])
            taken_sites.add(site)

    # Fill up from recipe-scrapers: the kinds still short first, then any.
    repo = "hhursev+recipe-scrapers"
    pages = {}
    for path in sorted(listing(mirrors, repo)):
        if path.startswith("tests/test_data/") and path.endswith(".testhtml"):
            pages.setdefault(path.split("/")[2], []).append(path)
    sites = sorted(s for s in pages if is_new(s, used) and bare(s) not in taken_sites)
    random.Random(SEED).shuffle(sites)
    taken = collections.Counter(c[3] for c in chosen)
    for rnd, site in [(0, s) for s in sites] + [(1, s) for s in sites]:
        if len(chosen) >= WANTED:
            break
        if bare(site) in taken_sites or bare(site) in NOT_COOKING or site.split(".")[-1] not in ENGLISH_TLDS:
            continue
        candidates = []
        for path in pages[site]:
            try:
                expected = json.loads(show(mirrors, repo, path[: -len(".testhtml")] + ".json"))
            except (subprocess.CalledProcessError, ValueError):
                continue
            if not (expected.get("language") or "").lower().startswith("en"):
                continue
            if not expected.get("ingredients") or len(expected["ingredients"]) > MOST_LINES:
                continue
            text = "".join(expected["ingredients"])
            if sum(c.isalpha() and ord(c) > 0x24F for c in text) * 2 > sum(c.isalpha() for c in text):
                continue
            raw = show(mirrors, repo, path)
            kind = scrapers_kind(raw.decode("utf-8", "replace"), expected)
            draft = [" ".join(line.split()) for line in expected["ingredients"]]
            candidates.append((bare(site), repo, path, kind, "en", raw, draft))
        if not candidates:
            continue
        grouped = [c for c in candidates if c[3] == "groups"]
        pick = (grouped or candidates)[0]
        if rnd == 0 and taken[pick[3]] >= QUOTA[pick[3]]:
            continue
        if not shrunk(root, out, bare(site), pick[5]):
            continue
        taken[pick[3]] += 1
        taken_sites.add(bare(site))
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
