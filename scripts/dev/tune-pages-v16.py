#!/usr/bin/env python3
"""Draw the tune pages of round sixteen (issue 33).

Usage:
    scripts/dev/tune-pages-v16.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the
`fetch` tool leaves them). The pools are the ones round fifteen's held-out
pages came from, read at the commits fresh-pages-v15.py pins (its tables and
round thirteen's functions are used here): recipe-scrapers' saved test pages
at the parent of the commit that deleted them, first; then the pages of its
2021 fork (dehlen) that upstream did not hold by name, the Open Recipes
scrapers' saved pages (fictive-kin) and the TypeScript port's test pages.

These are TUNE pages: the importer may be changed by reading them. So a site
a tune part of the ingredient-line sets drew lines from may come, but a page
is left out when

  * its site is one of fresh15's (only the SITE column of its pages.tsv is
    read, nothing else of that held-out folder), or the site of any other
    folder under Tests/WebPages with a pages.tsv, or of a saved page
    (Tests/WebPages/manifest.tsv); compared on the host, its registrable
    domain and its first label; never a BBC site, cookstr or tastecooking;
  * its site is a SOURCE of a held-out part of the ingredient-line sets (a
    `*holdout*.tsv` not declared a tune part): the line sets drew from
    recipe-scrapers' test pages, so such a page often holds the very lines a
    held-out part holds, and its printed misses would show them;
  * it fails round thirteen's other rules: English, German, French, Spanish
    or Italian by its `lang` and its words, a method, at most 25 ingredient
    lines, a cook's recipe from a real site; a page whose list as shown is
    longer than 25 lines although its data counts fewer is left out by hand
    (LONGER_THAN_COUNTED).

The eligible sites are shuffled in one order with seed 16, one page a site
(the first pool's, then its first eligible file in path order). Pages in
German, French, Spanish or Italian are taken first, at most FOREIGN of them;
then pages of the kinds short of QUOTA (the kinds fresh15 has: pages with
only an hRecipe microformat or no recipe data, microdata, ingredient groups);
then any kind, up to twelve. Each page is shrunk with shrink-pages.py into
OUT_DIR/SITE.html. A draft of pages.tsv goes to standard output; the labels
were written by hand from the pages.
"""
import collections
import importlib.util
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v15", os.path.join(HERE, "fresh-pages-v15.py"))
v15 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v15)
v13 = v15.v13
v11 = v15.v11

QUOTA = {"none": 4, "microdata": 3, "groups": 2, "jsonld": 1}
FOREIGN = 2
WANTED = 12
SEED = 16
THIS_SET = "tune16"
# Pages whose list, as the page shows it, is longer than 25 lines although their data counts
# fewer (filled in by hand when the draw reaches one).
LONGER_THAN_COUNTED = set()


def used_sites(root):
    """The sites no tune page may come from: every page set's (each folder's pages.tsv, only its
    SITE column read; fresh15 is held out) and the saved pages'. Not the line sets'."""
    used = set(v13.NEVER)
    pages = os.path.join(root, "Tests/WebPages")
    tables = ["manifest.tsv"] + [f"{f}/pages.tsv" for f in sorted(os.listdir(pages)) if f != THIS_SET]
    for table in tables:
        path = os.path.join(pages, table)
        if not os.path.exists(path):
            continue
        for line in open(path, encoding="utf-8"):
            if not line.startswith("#") and "\t" in line:
                used.add(v11.bare(line.split("\t")[1]))
    return used


def held_out_line_sites(root):
    """The SOURCE sites of every held-out part of the ingredient-line sets: each `*holdout*.tsv`
    but those RealIngredientLinesTests.declaredTune lists (read from the test, so that the two
    agree). Only the SOURCE column is read."""
    tests = os.path.join(root, "Tests/ClipCookKitTests/Units/RealIngredientLinesTests.swift")
    declared = re.search(r"declaredTune: Set<String> = \[(.*?)\]", open(tests, encoding="utf-8").read(), re.S)
    tune = set(re.findall(r"\"([^\"]+)\"", declared.group(1)))
    fixtures = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    sites = set()
    for name in sorted(os.listdir(fixtures)):
        if not name.endswith(".tsv") or "holdout" not in name or name in tune:
            continue
        for line in open(os.path.join(fixtures, name), encoding="utf-8"):
            cells = line.rstrip("\n").split("\t")
            if len(cells) > 5 and ":" in cells[5]:
                sites.add(v11.bare(cells[5].split(":", 1)[1]))
    return sites


def offers(mirrors, used):
    """Every eligible site's pages, the first pool's first (as fresh-pages-v15.py reads them)."""
    found = {}
    for repo, pattern in v15.POOLS.items():
        upstream = v15.FORK_OF.get(repo)
        held = {path.rsplit("/", 1)[-1] for path in v11.listing(mirrors, upstream)} if upstream else set()
        for site, pages in v13.offers_of(mirrors, {repo: pattern}, used).items():
            pages = [p for p in pages if p[2].rsplit("/", 1)[-1] not in held]
            if pages and site not in found:
                found[site] = pages
    return found


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    v11.PINNED.update(v15.PINNED)
    v13.SAME_SITE.update(v15.SAME_SITE)
    used = used_sites(root) | held_out_line_sites(root)
    os.makedirs(out, exist_ok=True)
    offered = offers(mirrors, used)
    order = sorted(offered)
    random.Random(SEED).shuffle(order)

    chosen, taken = [], set()
    counted = collections.Counter()
    foreign = 0
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order] + [(2, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken) or site in LONGER_THAN_COUNTED:
            continue
        pick = offered[site][0]
        if rnd == 0 and (pick[4] == "en" or foreign >= FOREIGN):
            continue
        if rnd == 1 and counted[pick[3]] >= QUOTA.get(pick[3], 0):
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            continue
        counted[pick[3]] += 1
        foreign += pick[4] != "en"
        taken.add(site)
        chosen.append(pick)

    print(f"# {len(order)} eligible sites: " + " ".join(order))
    print("# file\tsite\tlang\tkind\tsource")
    for site, repo, path, kind, lang, raw, draft in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + v15.PINNED[repo][:10] + ":" + path]))


if __name__ == "__main__":
    main()
