#!/usr/bin/env python3
"""Draw the fresh page set of round ten (issue 33) from recipe-scrapers.

Usage:
    scripts/dev/fresh-pages-v10.py MIRROR OUT_DIR > draft.tsv

MIRROR is a bare clone of hhursev/recipe-scrapers; its HEAD's
tests/test_data/SITE/NAME.testhtml pages are the pool. A site is left out
when it is one of the 33 saved pages' sites (Tests/WebPages/manifest.tsv),
one of round nine's fresh sites (Tests/WebPages/fresh9/pages.tsv), or a
site any ingredient-line fixture set drew lines from (their SOURCE
column), matched on the domain and on its first label, so that no page
comes from a site the reader was tuned on. Only English pages are drawn
(marked `en` and on a top-level domain of ENGLISH_TLDS): no unused site
at HEAD is in German, French, Spanish or Italian.

Real users meet more than clean JSON-LD, so the draw asks for kinds:
pages whose ingredient list has groups (recipe-scrapers' expected
ingredient_groups hold more than one group or a named one), pages whose
recipe is only in microdata, pages with no structured recipe at all, and
plain JSON-LD pages. The sites are shuffled with a fixed seed (10) and
taken in that order, one page a site (for the groups kind, the site's
first page that has groups), until each kind has its quota; a page of
more than 25 ingredient lines is skipped (one page of the pool has 293,
a scrape gone wrong). Each page is shrunk with shrink-pages.py into
OUT_DIR/SITE.html. The script prints a draft of pages.tsv and lines.tsv
from recipe-scrapers' expected values on standard output; the committed
labels were then written by hand. Every page is held out: the set is a
measure only, made before the reader changed.
"""
import json
import os
import random
import re
import subprocess
import sys

QUOTA = {"groups": 4, "microdata": 2, "none": 2, "jsonld": 4}
MOST_LINES = 25
# A page marked `en` from a site of another country is often not English
# (vegetarbloggen.no's Norwegian page): only these top-level domains.
ENGLISH_TLDS = {"com", "org", "net", "uk", "au", "in", "ca", "ie", "nz", "us", "eu", "tv", "co"}


def git(mirror, *args):
    return subprocess.run(["git", "--git-dir", mirror, *args], check=True, capture_output=True).stdout


def bare(site):
    return site.removeprefix("www.")


def kind_of(html, expected):
    blocks = re.findall(r"<script[^>]*application/ld\+json[^>]*>(.*?)</script>", html, re.S)
    groups = expected.get("ingredient_groups") or []
    if len(groups) > 1 or any(g.get("purpose") for g in groups):
        return "groups"
    if any("Recipe" in block for block in blocks):
        return "jsonld"
    if re.search(r'itemtype="https?://schema\.org/Recipe"', html):
        return "microdata"
    return "none"


def main():
    mirror, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    used = set()
    for table in ["Tests/WebPages/manifest.tsv", "Tests/WebPages/fresh9/pages.tsv"]:
        for line in open(os.path.join(root, table), encoding="utf-8"):
            if not line.startswith("#"):
                used.add(bare(line.split("\t")[1]))
    fixtures = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    for name in sorted(os.listdir(fixtures)):
        if name.endswith(".tsv"):
            for line in open(os.path.join(fixtures, name), encoding="utf-8"):
                cells = line.rstrip("\n").split("\t")
                if len(cells) > 5 and ":" in cells[5]:
                    used.add(bare(cells[5].split(":", 1)[1]))
    stems = {u.split(".")[0] for u in used}
    files = git(mirror, "ls-tree", "-r", "--name-only", "HEAD", "tests/test_data").decode().split("\n")
    pages = {}
    for path in sorted(files):
        if path.endswith(".testhtml"):
            pages.setdefault(path.split("/")[2], []).append(path)
    sites = sorted(s for s in pages if bare(s) not in used and bare(s).split(".")[0] not in stems)
    random.Random(10).shuffle(sites)
    taken = {k: 0 for k in QUOTA}
    chosen = []
    # First pass: each kind up to its quota; second pass: fill up to the
    # quotas' sum with any kind, in the same order (the pool holds too few
    # English microdata and no-data pages to meet theirs).
    for round, site in [(0, s) for s in sites] + [(1, s) for s in sites]:
        if sum(taken.values()) >= sum(QUOTA.values()):
            break
        if site in [c[0] for c in chosen]:
            continue
        candidates = []
        for path in pages[site]:
            try:
                expected = json.loads(git(mirror, "show", "HEAD:" + path[: -len(".testhtml")] + ".json"))
            except Exception:
                continue
            if not (expected.get("language") or "").lower().startswith("en") or site.split(".")[-1] not in ENGLISH_TLDS:
                continue
            if not expected.get("ingredients") or len(expected["ingredients"]) > MOST_LINES:
                continue
            # A page whose lines are not in Latin letters (mykitchen101's Chinese page marked `en`) is not English.
            text = "".join(expected["ingredients"])
            if sum(c.isalpha() and ord(c) > 0x24F for c in text) * 2 > sum(c.isalpha() for c in text):
                continue
            html = git(mirror, "show", "HEAD:" + path)
            candidates.append((path, expected, html, kind_of(html.decode("utf-8", "replace"), expected)))
        if not candidates:
            continue
        grouped = [c for c in candidates if c[3] == "groups"]
        path, expected, html, kind = (grouped or candidates)[0]
        if round == 0 and taken[kind] >= QUOTA[kind]:
            continue
        taken[kind] += 1
        chosen.append((site, path, kind, expected, html))
    os.makedirs(out, exist_ok=True)
    print("# file\tsite\tkind\tsplit\ttitle\tservings\tprep\tcook\tsteps")
    for site, path, kind, expected, html in chosen:
        raw = os.path.join(out, site + ".raw.html")
        with open(raw, "wb") as handle:
            handle.write(html)
        subprocess.run([os.path.join(root, "scripts/dev/shrink-pages.py"), raw, os.path.join(out, site + ".html")], check=True)
        os.remove(raw)
        print("\t".join([
            site + ".html", site, kind, "holdout", expected.get("title", ""), str(expected.get("yields", "")),
            str(expected.get("prep_time", "")), str(expected.get("cook_time", "")),
            str(len(expected.get("instructions_list", []))), path]))
    print("# file\tline\tquantity\tunit\tname")
    for site, path, kind, expected, html in chosen:
        for group in expected.get("ingredient_groups") or [{"ingredients": expected["ingredients"]}]:
            if group.get("purpose"):
                print(f"# {site}.html heading: {group['purpose']}")
            for line in group["ingredients"]:
                print(f"{site}.html\t{' '.join(line.split())}\t\t\t")


if __name__ == "__main__":
    main()
