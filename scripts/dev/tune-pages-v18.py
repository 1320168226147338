#!/usr/bin/env python3
"""Draw the tune pages of round eighteen (issue 33).

Usage:
    scripts/dev/tune-pages-v18.py MIRRORS OUT_DIR > draft.tsv
    scripts/dev/tune-pages-v18.py --count MIRRORS

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the `fetch`
tool leaves them); only hhursev+recipe-scrapers is read. The pool is its saved
test pages: every page of its newest snapshot (read at NEWEST) and every page
its history deleted (read at the parent of the commit that deleted it, the
latest such commit when a path was deleted more than once).

Earlier rounds left out every site an ingredient-line set drew lines from
(about 490 of recipe-scrapers' sites). This round's pool is exactly those
sites: a page's site must be the SOURCE site of some line set, and not the
site of any page set (each folder under Tests/WebPages with a pages.tsv, only
its SITE column read) nor of a saved page (Tests/WebPages/manifest.tsv),
compared as round eleven compares (host, registrable domain, first label).
Never a BBC site, cookstr or tastecooking.

Two helpers draw from this pool at once, a held-out set (fresh17) and this
tune set; they split it by site. A page is taken here only when every name
its site has (canonical link or og:url, the folder it is saved in, as round
thirteen names sites) is odd under
`int(hashlib.md5(site.encode()).hexdigest(), 16) % 2`, so no site can reach
both sets whichever name the other helper reads.

The line sets drew from these very pages, so a page is left out when any of
its ingredient lines, normalised (tags dropped, NFKC, case folded, marks
made blanks), is the LINE of any row of any .tsv in
Tests/ClipCookKitTests/Fixtures/ingredient-lines (only that first column is
read). Its lines are read in every form the page has: its JSON-LD
recipeIngredient, its microdata and hRecipe ingredient elements,
recipe-scrapers' expected `ingredients` beside it, and what the page shows
as lines (list items, and text between block tags or `<br>`, when it has a
digit or three words). The shown lines matter: a page saved earlier than
the one a line set drew from can hide the same list behind other JSON-LD.
A page is also left out when one of its lines of four words or more shares
three quarters of its words with a line a line set drew from the same site
(the same recipe reworded in another version of its page).

The other rules are round thirteen's (fresh-pages-v13.py, imported with
round eleven's functions under it): English, German, French, Spanish or
Italian by `lang` and by the recipe's words, a method, at most 25 ingredient
lines, a cook's recipe from a real site.

The eligible sites are shuffled in one order with seed 18, one page a site
(its first eligible page: the newest snapshot's in path order, then the
deleted ones). German, French, Spanish or Italian pages are taken first, at
most FOREIGN; then pages of the kinds short of QUOTA (groups, microdata, and
`none`: an hRecipe microformat or no recipe data); then any kind, up to
twelve. Each page is shrunk with shrink-pages.py into OUT_DIR/SITE.html; when
it refuses a page, the site's next eligible page is tried. A draft of
pages.tsv goes to standard output; the labels were written by hand from the
pages.
"""
import collections
import hashlib
import html as htmllib
import importlib.util
import json
import os
import random
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v13", os.path.join(HERE, "fresh-pages-v13.py"))
v13 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v13)
v11 = v13.v11

REPO = "hhursev+recipe-scrapers"
NEWEST = "d08ddd0240ee0ff73dd9d705e43077a821944716"
PAGE = re.compile(r"^tests/test_data/.+\.testhtml$")
QUOTA = {"groups": 2, "microdata": 2, "none": 2, "jsonld": 1}
FOREIGN = 2
WANTED = 12
SEED = 18
PARITY = 1
THIS_SET = "tune18"


def git(mirrors, *args):
    return subprocess.run(["git", "--git-dir", os.path.join(mirrors, REPO, "repo"), *args],
                          check=True, capture_output=True).stdout


def parity(site):
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 2


def normalised(line):
    """The line's words: tags dropped, NFKC, case folded, every mark but `/` and `.` between digits
    a blank."""
    text = unicodedata.normalize("NFKC", htmllib.unescape(re.sub(r"<[^>]*>", " ", line))).casefold()
    text = re.sub(r"(?<!\d)[./]|[./](?!\d)|[^\w./]|_", " ", text)
    return " ".join(text.split())


def page_sites(root):
    """Every page set's site and every saved page's (only the SITE column read), and NEVER."""
    sites = set(v13.NEVER)
    pages = os.path.join(root, "Tests/WebPages")
    tables = ["manifest.tsv"] + [f"{f}/pages.tsv" for f in sorted(os.listdir(pages)) if f != THIS_SET]
    for table in tables:
        path = os.path.join(pages, table)
        if os.path.exists(path):
            for line in open(path, encoding="utf-8"):
                if not line.startswith("#") and "\t" in line:
                    sites.add(v11.bare(line.split("\t")[1]))
    return sites


def fixture_lines(root):
    """(the SOURCE sites, the normalised LINE column, and the words of each line of four words or
    more by its SOURCE's registrable domain) of every .tsv of the line fixtures."""
    folder = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    sites, lines, worded = set(), set(), collections.defaultdict(list)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".tsv"):
            continue
        for row in open(os.path.join(folder, name), encoding="utf-8"):
            cells = row.rstrip("\n").split("\t")
            if row.startswith("#") or not cells[0].strip():
                continue
            lines.add(normalised(cells[0]))
            if len(cells) > 5 and ":" in cells[5]:
                sites.add(v11.bare(cells[5].split(":", 1)[1]))
                words = set(normalised(cells[0]).split())
                if len(words) >= 4:
                    worded[v11.registrable(cells[5].split(":", 1)[1])].append(words)
    return sites, lines, worded


def reworded(line, site, worded):
    """True when a line has most of its words in common with a line of four words or more that a
    line set drew from the same site: the same recipe saved in another version of its page."""
    words = set(normalised(line).split())
    return len(words) >= 4 and any(len(words & w) >= 0.75 * len(words | w) for w in worded[v11.registrable(site)])


def is_line_site(name, line_sites):
    domains = {v11.registrable(s) for s in line_sites if "." in s}
    return v11.bare(name) in line_sites or v11.registrable(name) in domains


def element_texts(html, pattern):
    """The text of every element whose opening tag matches PATTERN (up to its tag's first close)."""
    texts = []
    for found in re.finditer(r"<([a-zA-Z0-9]+)\b[^>]*" + pattern + r"[^>]*>", html):
        end = html.find("</" + found.group(1), found.end())
        inner = html[found.end(): end if end >= 0 else found.end()]
        text = " ".join(re.sub(r"<[^>]+>", " ", inner).split())
        if text:
            texts.append(text)
    return texts


def visible_lines(html):
    """What the page shows as lines: each list item whole, and each run of text between block
    tags or `<br>` (a line of a paragraph that holds a list, as old hRecipe blogs have it). The
    structured lines hide the list a page shows when they differ from it (a version of the page
    saved later, one JSON-LD string for the whole list), so these count too."""
    shown = re.sub(r"<(script|style)\b.*?</\1\s*>", " ", html, flags=re.S | re.I)
    items = [m.group(1) for m in re.finditer(r"<li\b[^>]*>(.*?)</li\s*>", shown, re.S | re.I)]
    runs = re.split(r"<(?:br|/?p|/?li|/?ul|/?ol|/?div|/?h[1-6]|/?tr|/?td)\b[^>]*>", shown, flags=re.I)
    texts = (" ".join(re.sub(r"<[^>]*>", " ", x).split()) for x in items + runs)
    # A menu's one or two words (`Bread`, `Pasta`) are no ingredient line: a shown line counts when
    # it has a digit or three words.
    return [t for t in texts if re.search(r"\d|½|¼|¾|⅓|⅔|&frac", t) or len(t.split()) >= 3]


def page_lines(html, expected):
    """Every ingredient line the page or its expected output holds, in any of its forms."""
    lines = []
    for block in v11.recipe_blocks(html):
        found = block.get("recipeIngredient") or block.get("ingredients") or []
        lines += [str(x) for x in found] if isinstance(found, list) else [str(found)]
    lines += element_texts(html, r"itemprop=[\"'](?:recipeIngredient|ingredients)[\"']")
    lines += element_texts(html, r"class=[\"'](?:[^\"']*\s)?ingredient(?:\s[^\"']*)?[\"']")
    lines += visible_lines(html)
    if isinstance(expected, dict):
        lines += [str(x) for x in expected.get("ingredients") or []]
        for group in expected.get("ingredient_groups") or []:
            lines += [str(x) for x in group.get("ingredients") or []]
    return [line for line in lines if line.strip()]


def candidates(mirrors):
    """(commit, path) of every saved page: the newest snapshot's, then the deleted ones'."""
    found = [(NEWEST, p) for p in sorted(git(mirrors, "ls-tree", "-r", "--name-only", NEWEST).decode().split("\n"))
             if PAGE.search(p)]
    deleted = {}
    log = git(mirrors, "log", "--no-renames", "--diff-filter=D", "--name-only", "--format=@%H", NEWEST)
    commit = None
    for line in log.decode().split("\n"):
        if line.startswith("@"):
            commit = line[1:]
        elif PAGE.search(line) and line not in deleted:
            deleted[line] = commit + "^"  # the log runs newest first: the latest deletion wins
    now = {p for _, p in found}
    return found + [(deleted[p], p) for p in sorted(deleted) if p not in now]


def offers(mirrors, root):
    used = page_sites(root)
    line_sites, lines, worded = fixture_lines(root)
    by_site = collections.defaultdict(list)
    counts = collections.Counter()
    for commit, path in candidates(mirrors):
        named = v13.host_in_path(path)
        if named and (parity(named) != PARITY or not v11.is_new(named, used)):
            continue  # quick: the folder's name alone rules the page out
        try:
            raw = git(mirrors, "show", commit + ":" + path)
        except subprocess.CalledProcessError:
            continue
        html = raw.decode("utf-8", "replace")
        names = v13.names_of(html, path)
        if not names or any(parity(v11.bare(n)) != PARITY for n in names):
            continue
        if not any(is_line_site(n, line_sites) for n in names):
            continue
        counts["pool"] += 1
        offer = v13.page_offer(REPO, path, raw, used)
        if offer is None:
            continue
        counts["round thirteen's rules"] += 1
        try:
            expected = json.loads(git(mirrors, "show", commit + ":" + path[: -len(".testhtml")] + ".json"))
        except (subprocess.CalledProcessError, ValueError):
            expected = None
        shown = page_lines(html, expected)
        if any(normalised(x) in lines for x in shown):
            continue
        counts["no line in a fixture"] += 1
        if any(reworded(x, n, worded) for x in shown for n in names):
            continue
        counts["no line reworded from the same site"] += 1
        by_site[offer[0]].append(offer + (commit,))
    return by_site, counts


def main():
    if sys.argv[1] == "--count":
        by_site, counts = offers(sys.argv[2], os.path.dirname(os.path.dirname(HERE)))
        print(dict(counts), len(by_site), "sites:", " ".join(sorted(by_site)))
        return
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    os.makedirs(out, exist_ok=True)
    offered, counts = offers(mirrors, root)
    order = sorted(offered)
    random.Random(SEED).shuffle(order)

    chosen, taken = [], set()
    counted = collections.Counter()
    foreign = 0
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order] + [(2, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken):
            continue
        pick = offered[site][0]
        if rnd == 0 and (pick[4] == "en" or foreign >= FOREIGN):
            continue
        if rnd == 1 and counted[pick[3]] >= QUOTA.get(pick[3], 0):
            continue
        # The site's first page that shrink-pages.py shrinks (a later copy may have other markup).
        pick = next((p for p in offered[site] if v11.shrunk(root, out, site, p[5])), None)
        if pick is None:
            continue
        counted[pick[3]] += 1
        foreign += pick[4] != "en"
        taken.add(site)
        chosen.append(pick)

    print(f"# {dict(counts)}")
    print(f"# {len(order)} eligible sites: " + " ".join(order))
    print("# file\tsite\tlang\tkind\tsource")
    for site, repo, path, kind, lang, raw, draft, commit in chosen:
        at = NEWEST if commit == NEWEST else git(mirrors, "rev-parse", commit).decode().strip()
        print("\t".join([site + ".html", site, lang, kind, "hhursev/recipe-scrapers@" + at[:10] + ":" + path]))


if __name__ == "__main__":
    main()
