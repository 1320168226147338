#!/usr/bin/env python3
"""Draw the tune pages of round fourteen (issue 33).

Usage:
    scripts/dev/tune-pages-v14.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the
`fetch` tool leaves them). The pool is the one round thirteen's held-out
pages came from (fresh-pages-v13.py, whose functions and pinned commits this
script uses): the saved pages of Recipya and Nextcloud Cookbook (recipe
managers), and of the recipe reading libraries hangry (two copies) and
ssnepenthe's recipe-scraper.

These are TUNE pages: the importer may be changed by reading them. So a
site an ingredient-line set drew from may come, but a page is left out when

  * its site is one of fresh13's (read from the SITE column of its
    pages.tsv, and nothing else of that folder), or of fresh9, fresh10,
    fresh11 or tune12, or of a saved page (Tests/WebPages/manifest.tsv);
    compared on the host, its registrable domain and its first label; never
    a BBC site, cookstr or tastecooking;
  * it fails round thirteen's other rules: English, German, French, Spanish
    or Italian by its `lang` and its words, a method, at most 25 ingredient
    lines, a cook's recipe from a real site; a page whose list as shown is
    longer than 25 lines although its data counts fewer is left out by hand
    (LONGER_THAN_COUNTED).

The eligible sites are shuffled with seed 14 (managers and libraries in one
order, one page a site, the first eligible file in path order) and taken
first for the kinds short of QUOTA (fresh13's kinds: pages with only an
hRecipe microformat or no recipe data, microdata, ingredient groups), then
any kind, up to ten. Each page is shrunk with shrink-pages.py into
OUT_DIR/SITE.html. A draft of pages.tsv goes to standard output; the labels
were written by hand from the pages.
"""
import collections
import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v13", os.path.join(HERE, "fresh-pages-v13.py"))
v13 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v13)
v11 = v13.v11

POOLS = {
    "reaper47+recipya": v13.MANAGERS["reaper47+recipya"],
    "nextcloud+cookbook": v13.MANAGERS["nextcloud+cookbook"],
    "lukeasrodgers+hangry": v13.LIBRARIES["lukeasrodgers+hangry"],
    "iancanderson+hangry": v13.LIBRARIES["iancanderson+hangry"],
    "ssnepenthe+recipe-scraper": v13.LIBRARIES["ssnepenthe+recipe-scraper"],
}
QUOTA = {"none": 3, "microdata": 3, "groups": 2, "jsonld": 2}
WANTED = 10
SEED = 14
# Pages whose list, as the page shows it, is longer than 25 lines although their data counts
# fewer: ninjatestkitchen.eu's microdata holds one list, the page shows four groups (35 lines).
LONGER_THAN_COUNTED = {"ninjatestkitchen.eu"}


def used_sites(root):
    """The sites no tune page may come from: the page sets' and the saved pages'."""
    used = set(v13.NEVER)
    tables = ["manifest.tsv"] + [f"{folder}/pages.tsv" for folder in ["fresh9", "fresh10", "fresh11", "fresh13", "tune12"]]
    for table in tables:
        # Only the SITE column is read: fresh13 is held out.
        for line in open(os.path.join(root, "Tests/WebPages", table), encoding="utf-8"):
            if not line.startswith("#") and "\t" in line:
                used.add(v11.bare(line.split("\t")[1]))
    return used


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    v11.PINNED.update(v13.PINNED)
    used = used_sites(root)
    os.makedirs(out, exist_ok=True)
    offers = v13.offers_of(mirrors, POOLS, used)
    order = sorted(offers)
    random.Random(SEED).shuffle(order)
    chosen, taken = [], set()
    counted = collections.Counter()
    for second, site in [(False, s) for s in order] + [(True, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken):
            continue
        if site in LONGER_THAN_COUNTED:
            continue
        pick = offers[site][0]
        if not second and counted[pick[3]] >= QUOTA.get(pick[3], 0):
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append(pick)

    print("# file\tsite\tlang\tkind\tsource")
    for site, repo, path, kind, lang, raw, draft in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + v13.PINNED[repo][:10] + ":" + path]))
    print(f"# {len(offers)} eligible sites")


if __name__ == "__main__":
    main()
