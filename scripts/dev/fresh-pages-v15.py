#!/usr/bin/env python3
"""Draw the fresh page set of round fifteen (issue 33).

Usage:
    scripts/dev/fresh-pages-v15.py MIRRORS OUT_DIR > draft.tsv
    scripts/dev/fresh-pages-v15.py --count MIRRORS

`--count` prints how many of the sites recipe-scrapers' test pages have ever
had (its site folders at its newest snapshot and the sites of every page it
deleted, read at the parent of the deleting commit) a page set or saved page
holds, how many are left out only because an ingredient-line set drew from
them, and how many are new to every set.

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the
`fetch` tool leaves them) of the repositories in PINNED; every file is read
at the commit pinned there, whatever the clone's HEAD is.

The current snapshots of the earlier pools are used up, so this round reads
their history. The saved pages that recipe-scrapers deleted when it dropped
its generic ("wild mode") tests and some scrapers (commit 4fc3bb33, November
2023) are read at that commit's parent; pages that the recipe managers
Mealie, Tandoor, Recipya and Nextcloud Cookbook deleted were read too, and
none is from a new site in a language the reader is meant for, so no manager
is a pool here. Three more pools come after recipe-scrapers' history: an old
fork of recipe-scrapers (dehlen, 2021: only its pages upstream's pinned
snapshot does not hold by name, since the others are older copies of the same
test pages), the saved pages of the Open Recipes scrapers (fictive-kin), and
the saved pages of recipe-scrapers' TypeScript port.

A page is eligible, as in round thirteen (fresh-pages-v13.py, whose functions
this script imports, with round eleven's under them), when

  * its site is new: not one of the saved pages' sites
    (Tests/WebPages/manifest.tsv), not the site of any page set under
    Tests/WebPages (fresh and tune), and not a site any ingredient-line set
    drew lines from (their SOURCE column); compared on the host, its
    registrable domain and its first label; never a BBC site, cookstr or
    tastecooking;
  * it is in English, German, French, Spanish or Italian, both by its
    `lang` and by the words of its recipe;
  * it holds a recipe with at most 25 ingredient lines and a method;
  * it is a cook's recipe from a real site.

A site is named as round thirteen names it (canonical link or og:url, else a
host in the file's name, else the host the page links to most). Two sites
saved under an old name are the site of its new name (SAME_SITE), and both
new names are ones the sets hold, so they are left out.

The eligible sites of all pools are shuffled in one order with seed 15, one
page a site (the first pool's, then its first eligible file in path order).
Pages in German, French, Spanish or Italian are taken first (the pools hold
few), then pages of the kinds short of QUOTA, then any kind, up to twelve.
Each page is shrunk with shrink-pages.py into OUT_DIR/SITE.html. A draft of
pages.tsv and lines.tsv goes to standard output; the committed labels were
written by hand from the pages. Every page is held out.
"""
import collections
import importlib.util
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v13", os.path.join(HERE, "fresh-pages-v13.py"))
v13 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v13)
v11 = v13.v11

PINNED = {
    # The parent of 4fc3bb33b45a19a6e9ceded611c9ac663852889f ("Data driven tests refactor"),
    # the last commit that holds the generic tests' saved pages.
    "hhursev+recipe-scrapers": "4e0cfc6af91420da42d8648d9a00f84a61076231",
    "dehlen+recipe-scrapers": "c3cbe757b0b39b399721c37d488c77125593eb2d",
    "fictive-kin+openrecipes": "82b5c080168439b328f76a115aa2011fa4601384",
    "recipe-scrapers+recipe-scrapers": "4f13abf33f3e5e434b8f20ab4a641244d66cc56c",
}
POOLS = {
    "hhursev+recipe-scrapers": r"^tests/test_data/[^/]+\.testhtml$",
    "dehlen+recipe-scrapers": r"^tests/test_data/[^/]+\.testhtml$",
    "fictive-kin+openrecipes": r"^scrapy_proj/tests/html_data/.+\.html$",
    "recipe-scrapers+recipe-scrapers": r"^test-data/.+\.testhtml$",
}
# The fork's pages that upstream's pinned snapshot holds under the same name are older copies
# of upstream's test pages (some saved after the blog moved to a new name): upstream's is read.
FORK_OF = {"dehlen+recipe-scrapers": "hhursev+recipe-scrapers"}
QUOTA = {"groups": 2, "microdata": 4, "none": 3, "jsonld": 3}
WANTED = 12
SEED = 15
# Sites saved under an old name: King Arthur Flour is King Arthur Baking, and wfm.com is Whole
# Foods Market's short name (a line set drew from wholefoodsmarket.co.uk).
SAME_SITE = {"kingarthurflour.com": "kingarthurbaking.com", "wfm.com": "wholefoodsmarket.com"}


def used_sites(root):
    """Every page set's site (each folder under Tests/WebPages with a pages.tsv, only its SITE
    column read), the saved pages', the line sets' SOURCE sites and the kept measures'."""
    used = v11.used_sites(root) | v13.NEVER
    pages = os.path.join(root, "Tests/WebPages")
    for folder in sorted(os.listdir(pages)):
        table = os.path.join(pages, folder, "pages.tsv")
        if folder == "fresh15" or not os.path.exists(table):
            continue
        for line in open(table, encoding="utf-8"):
            if not line.startswith("#") and "\t" in line:
                used.add(v11.bare(line.split("\t")[1]))
    return used


def page_sites(root):
    """The sites of the saved pages and of every page set, without the line sets'."""
    sites = set(v13.NEVER)
    pages = os.path.join(root, "Tests/WebPages")
    tables = ["manifest.tsv"] + [f"{f}/pages.tsv" for f in sorted(os.listdir(pages)) if f != "fresh15"]
    for table in tables:
        path = os.path.join(pages, table)
        if os.path.exists(path):
            for line in open(path, encoding="utf-8"):
                if not line.startswith("#") and "\t" in line:
                    sites.add(v11.bare(line.split("\t")[1]))
    return sites


def count(mirrors, root):
    repo = "hhursev+recipe-scrapers"
    newest = v11.git(mirrors, repo, "rev-parse", "HEAD").decode().strip()
    names = set()
    for path in v11.git(mirrors, repo, "ls-tree", "-r", "--name-only", newest).decode().split("\n"):
        parts = path.split("/")
        if len(parts) >= 4 and parts[:2] == ["tests", "test_data"]:
            names.add(v11.bare(parts[2]))
    log = v11.git(mirrors, repo, "log", "--no-renames", "--diff-filter=D", "--name-only", "--format=@%H", newest)
    deleting = None
    for line in log.decode().split("\n"):
        if line.startswith("@"):
            deleting = line[1:]
        elif re.search(r"(testhtml|\.html?)$", line):
            try:
                raw = v11.git(mirrors, repo, "show", deleting + "^:" + line)
            except subprocess.CalledProcessError:
                continue
            names.update(v13.names_of(raw.decode("utf-8", "replace"), line))
    pages = page_sites(root)
    by_page = {n for n in names if not v11.is_new(n, pages)}
    by_lines_only = {n for n in names - by_page if not v11.is_new(n, used_sites(root))}
    print(f"{len(names)} sites: {len(by_page)} of a page set or saved page, "
          f"{len(by_lines_only)} only of a line set, {len(names) - len(by_page) - len(by_lines_only)} new")


def main():
    if sys.argv[1] == "--count":
        count(sys.argv[2], os.path.dirname(os.path.dirname(HERE)))
        return
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    v11.PINNED.update(PINNED)
    v13.SAME_SITE.update(SAME_SITE)
    used = used_sites(root)
    os.makedirs(out, exist_ok=True)

    offers = {}
    for repo, pattern in POOLS.items():
        upstream = FORK_OF.get(repo)
        held = {path.rsplit("/", 1)[-1] for path in v11.listing(mirrors, upstream)} if upstream else set()
        for site, pages in v13.offers_of(mirrors, {repo: pattern}, used).items():
            pages = [p for p in pages if p[2].rsplit("/", 1)[-1] not in held]
            if pages and site not in offers:
                offers[site] = pages
    order = sorted(offers)
    random.Random(SEED).shuffle(order)

    chosen = []
    taken = set()
    counted = collections.Counter()
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order] + [(2, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken):
            continue
        pick = offers[site][0]
        if rnd == 0 and pick[4] == "en":
            continue
        if rnd == 1 and counted[pick[3]] >= QUOTA[pick[3]]:
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append(pick)

    print(f"# eligible sites: {len(order)}: " + " ".join(order))
    print("# file\tsite\tlang\tkind\tsource")
    for site, repo, path, kind, lang, raw, draft in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + PINNED[repo][:10] + ":" + path]))
    print("# file\tline\tquantity\tunit\tname")
    for site, repo, path, kind, lang, raw, draft in chosen:
        for line in draft:
            print(f"{site}.html\t{line}\t\t\t")


if __name__ == "__main__":
    main()
