#!/usr/bin/env python3
"""Draw the held-out page set of round seventeen (issue 33).

Usage:
    scripts/dev/fresh-pages-v17.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the `fetch`
tool leaves them). The pool is recipe-scrapers' test pages
(hhursev/recipe-scrapers): those of its snapshot at NEWEST
(tests/test_data/SITE/NAME.testhtml), then every test page its history up to
NEWEST deleted, read at the parent of the commit that deleted it. Every file
is read at a commit fixed by NEWEST, whatever the clone's HEAD is.

The sites no set used are spent (fresh-pages-v15.py --count). What is left
are the sites that were left out only because an ingredient-line set drew
lines from them; a page of such a site is a fair held-out page as long as
none of its ingredient lines is in a line set. So a page is eligible when

  * its site is one that only a line set used: not the site of a saved page
    (Tests/WebPages/manifest.tsv) or of any page set under Tests/WebPages
    (every folder with a pages.tsv, fresh15 and tune16 too; only the SITE
    column is read), but a SOURCE site of an ingredient-line set; compared on
    the host, its registrable domain and its first label as round eleven
    does; never a BBC site, cookstr or TasteCooking;
  * its site falls to this set's half of the pool: int(md5(site), 16) is
    even (a tune set is drawn from the odd half at the same time);
  * no line it may show as an ingredient (every line of text on the page,
    JSON-LD lines also from a block that does not parse, microdata or
    hRecipe elements, and the `ingredients` of recipe-scrapers' expected
    .json beside it) is, once
    normalised (`normalised` below: case, blanks and punctuation), the LINE
    of a row of any .tsv of the ingredient-line fixtures;
  * it passes round thirteen's other rules (fresh-pages-v13.py, whose
    functions are used, with round eleven's under them): English, German,
    French, Spanish or Italian by its `lang` and its words, a method, at most
    25 ingredient lines, a cook's recipe from a real site.

One page a site: the snapshot's first eligible file in path order, else the
first deleted one. The eligible sites are shuffled in one order with seed 17.
Pages in German or French are taken first (at most FOREIGN), then pages of the kinds short of
QUOTA (as round thirteen's functions read kinds), then any kind, up to
twelve. A page whose list as shown is longer than 25 lines, or that is not a
cook's recipe, is named in SKIPPED by hand when the draw reaches it. Each page
is shrunk with shrink-pages.py into OUT_DIR/SITE.html. A draft of pages.tsv
goes to standard output; the labels were written by hand from the pages.
Every page is held out.
"""
import collections
import hashlib
import importlib.util
import json
import os
import random
import re
import subprocess
import sys
from html import unescape
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v15", os.path.join(HERE, "fresh-pages-v15.py"))
v15 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v15)
v13 = v15.v13
v11 = v15.v11

REPO = "hhursev+recipe-scrapers"
# recipe-scrapers' snapshot as mirrored ("Adds suport for simplyscratch (#2052)").
NEWEST = "d08ddd0240ee0ff73dd9d705e43077a821944716"
SNAPSHOT = re.compile(r"^tests/test_data/[^/]+/[^/]+\.testhtml$")
DELETED = re.compile(r"^tests/test_data/.+\.testhtml$")
THIS_SET = "fresh17"
QUOTA = {"groups": 2, "microdata": 3, "none": 3, "jsonld": 3}
FOREIGN = 2
WANTED = 12
SEED = 17
# Sites the draw reached whose page is skipped by hand: (site, why).
SKIPPED = {
    # Saved as recipe-scrapers' `tastykitchen` page: a Tasty Kitchen recipe (tune14's site) whose
    # canonical link names The Pioneer Woman, the blog that ran Tasty Kitchen.
    "thepioneerwoman.com": "a Tasty Kitchen page",
}


def normalised(line):
    """A line as it is compared with the line sets: lower case, every character that is not a
    letter or a digit a blank, runs of blanks one (the Swift test does the same)."""
    kept = "".join(c if c.isalnum() else " " for c in line.lower())
    return " ".join(kept.split())


def line_set_lines(root):
    """The normalised LINE (first column) of every row of every .tsv of the line fixtures."""
    fixtures = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    lines = set()
    for name in sorted(os.listdir(fixtures)):
        if name.endswith(".tsv"):
            for row in open(os.path.join(fixtures, name), encoding="utf-8"):
                if not row.startswith("#") and row.strip():
                    lines.add(normalised(row.split("\t")[0]))
    return lines - {""}


def page_sites(root):
    """The sites of the saved pages and of every page set but this one (fresh15's too), only
    their SITE column read; the BBC's, cookstr and TasteCooking."""
    sites = set(v13.NEVER)
    folder = os.path.join(root, "Tests/WebPages")
    tables = ["manifest.tsv"] + [f"{f}/pages.tsv" for f in sorted(os.listdir(folder)) if f != THIS_SET]
    for table in tables:
        path = os.path.join(folder, table)
        if os.path.exists(path):
            for row in open(path, encoding="utf-8"):
                if not row.startswith("#") and "\t" in row:
                    sites.add(v11.bare(row.split("\t")[1]))
    return sites


def our_half(site):
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 2 == 0


class IngredientText(HTMLParser):
    """The text of every element marked as an ingredient line: microdata `recipeIngredient` or
    `ingredients`, or an hRecipe `ingredient` class (its `<br>`s part lines)."""

    VOID = {"br", "img", "meta", "link", "input", "hr", "source", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.parts = []
        self.lines = []

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            if tag == "br" and self.depth:
                self.parts.append("\n")
            return
        values = dict(attrs)
        marked = (values.get("itemprop") or "") in {"recipeIngredient", "ingredients"} or "ingredient" in (
            values.get("class") or "").split()
        if self.depth:
            self.depth += 1
        elif marked:
            self.depth = 1
            self.parts = []

    def handle_endtag(self, tag):
        if tag in self.VOID or not self.depth:
            return
        self.depth -= 1
        if not self.depth:
            self.lines += "".join(self.parts).split("\n")

    def handle_data(self, data):
        if self.depth:
            self.parts.append(data)


LINE_END = re.compile(r"<br\s*/?>|</(?:li|p|tr|dd|dt|h[1-6])\s*>", re.I)


def shown_lines(html):
    """Every line of text the page shows: each list item, paragraph, table row, heading or
    `<br>`-parted piece, anywhere on the page (a page with no recipe data shows its list only
    so, and a shopping list or a print box may repeat it)."""
    text = re.sub(r"<(script|style)\b.*?</\1\s*>", " ", html, flags=re.S | re.I)
    return [unescape(re.sub(r"<[^>]+>", " ", piece)) for piece in LINE_END.split(text)]


def page_lines(html, expected):
    """Every ingredient line the page shows or its data or expected output holds, as written:
    every line of text it shows, the recipe data's lines (also from a JSON-LD block that does
    not parse), the marked elements' text, and recipe-scrapers' expected `ingredients`."""
    lines = shown_lines(html)
    for listed in re.findall(r"\"recipeIngredient\"\s*:\s*\[(.*?)\]", html, re.S):
        lines += [unescape(text) for text in re.findall(r"\"((?:[^\"\\]|\\.)*)\"", listed)]
    for block in v11.recipe_blocks(html):
        found = block.get("recipeIngredient") or block.get("ingredients") or []
        lines += [str(line) for line in found] if isinstance(found, list) else [str(found)]
    reader = IngredientText()
    try:
        reader.feed(html)
        lines += reader.lines
    except (AssertionError, ValueError):
        pass
    if expected:
        lines += [str(line) for line in expected.get("ingredients") or []]
        for group in expected.get("ingredient_groups") or []:
            lines += [str(line) for line in group.get("ingredients") or []]
    return [line for line in lines if line.strip()]


def pages(mirrors):
    """(commit, path) of every test page: the snapshot's in path order, then the deleted ones
    in the order the history names them (newest first), each at its deleting commit's parent."""
    found = [(NEWEST, p) for p in sorted(v11.git(mirrors, REPO, "ls-tree", "-r", "--name-only", NEWEST).decode().split("\n"))
             if SNAPSHOT.match(p)]
    log = v11.git(mirrors, REPO, "log", "--no-renames", "--diff-filter=D", "--name-only", "--format=@%H", NEWEST)
    deleting = None
    for line in log.decode().split("\n"):
        if line.startswith("@"):
            deleting = line[1:]
        elif DELETED.match(line):
            parent = v11.git(mirrors, REPO, "rev-parse", deleting + "^").decode().strip()
            found.append((parent, line))
    return found


def expected_of(mirrors, commit, path):
    try:
        return json.loads(v11.git(mirrors, REPO, "show", commit + ":" + path[: -len(".testhtml")] + ".json"))
    except (subprocess.CalledProcessError, ValueError):
        return None


def offers(mirrors, root):
    """site -> (offer, commit) of its first eligible page, and counts of why pages were left out."""
    sites_of_pages = page_sites(root)
    used = sites_of_pages | v15.used_sites(root)
    in_sets = line_set_lines(root)
    found, left = {}, collections.Counter()
    for commit, path in pages(mirrors):
        try:
            raw = v11.git(mirrors, REPO, "show", commit + ":" + path)
        except subprocess.CalledProcessError:
            continue
        html = raw.decode("utf-8", "replace")
        names = v13.names_of(html, path)
        if not names or any(not v11.is_new(n, sites_of_pages) for n in names):
            left["a page set's site"] += 1
            continue
        if all(v11.is_new(n, used) for n in names):
            left["new to every set (that pool is spent)"] += 1
            continue
        site = names[0]
        if site in found:
            continue
        if not our_half(site):
            left["the other half"] += 1
            continue
        offer = v13.page_offer(REPO, path, raw, sites_of_pages)
        if offer is None:
            left["round thirteen's rules"] += 1
            continue
        if any(normalised(line) in in_sets for line in page_lines(html, expected_of(mirrors, commit, path))):
            left["a line in a line set"] += 1
            continue
        found[site] = (offer, commit)
    return found, left


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    v13.SAME_SITE.update(v15.SAME_SITE)
    os.makedirs(out, exist_ok=True)
    offered, left = offers(mirrors, root)
    order = sorted(offered)
    random.Random(SEED).shuffle(order)

    chosen, taken = [], set()
    counted = collections.Counter()
    foreign = 0
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order] + [(2, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken) or site in SKIPPED:
            continue
        pick, commit = offered[site]
        if rnd == 0 and (pick[4] not in {"de", "fr"} or foreign >= FOREIGN):
            continue
        if rnd == 1 and counted[pick[3]] >= QUOTA.get(pick[3], 0):
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            print(f"# not shrunk: {site}")
            continue
        counted[pick[3]] += 1
        foreign += pick[4] in {"de", "fr"}
        taken.add(site)
        chosen.append((pick, commit))

    print("# left out: " + ", ".join(f"{why} {n}" for why, n in sorted(left.items())))
    languages = collections.Counter(offered[s][0][4] for s in order)
    print(f"# {len(order)} eligible sites ({dict(sorted(languages.items()))}): " + " ".join(order))
    print("# file\tsite\tlang\tkind\tsource")
    for (site, repo, path, kind, lang, raw, draft), commit in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + commit[:10] + ":" + path]))


if __name__ == "__main__":
    main()
