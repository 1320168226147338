#!/usr/bin/env python3
"""Draw the fresh page set of round nine (issue 33) from recipe-scrapers.

Usage:
    scripts/dev/fresh-pages-v9.py MIRROR OUT_DIR

MIRROR is a bare clone of hhursev/recipe-scrapers; its HEAD's
tests/test_data/SITE/NAME.testhtml pages are the pool. A site is left out
when it is one of the 33 saved pages' sites (Tests/WebPages/manifest.tsv)
or when any ingredient-line fixture set already drew lines from it (their
SOURCE column), so no page comes from a site the reader was tuned on.
Pages whose expectations have no ingredients are skipped.

The sites are shuffled with a fixed seed (9) and taken in that order, one
page a site, until there are 18 English pages and two German ones (one
each of French, Spanish and Italian was asked for too). No unused site is
in those four languages, so their pages may come from sites a set drew
lines from, but only a page of which at most a third of the lines are in
a set: at recipe-scrapers' HEAD two German pages pass and no French,
Spanish or Italian one does (every line of theirs is in a set). Each page is shrunk with
shrink-pages.py into OUT_DIR/SITE.html. The script prints a draft of
pages.tsv and lines.tsv (recipe-scrapers' expected values) on standard
output; the labels of the committed files were then written by hand.
The split (tune / held-out) is made the same way, seed 9, half each.
"""
import json
import os
import random
import subprocess
import sys

WANT = {"en": 18, "de": 2, "fr": 1, "es": 1, "it": 1}


def git(mirror, *args):
    return subprocess.run(["git", "--git-dir", mirror, *args], check=True, capture_output=True).stdout


def main():
    mirror, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    saved = set()
    for line in open(os.path.join(root, "Tests/WebPages/manifest.tsv"), encoding="utf-8"):
        if not line.startswith("#"):
            saved.add(line.split("\t")[1].removeprefix("www."))
    used = set(saved)
    labelled = set()
    fixtures = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    for name in sorted(os.listdir(fixtures)):
        if not name.endswith(".tsv"):
            continue
        for line in open(os.path.join(fixtures, name), encoding="utf-8"):
            cells = line.rstrip("\n").split("\t")
            labelled.add(" ".join(cells[0].split()))
            if len(cells) > 5 and ":" in cells[5]:
                used.add(cells[5].split(":", 1)[1].removeprefix("www."))
    files = git(mirror, "ls-tree", "-r", "--name-only", "HEAD", "tests/test_data").decode().split("\n")
    pages = {}
    for path in sorted(files):
        if not path.endswith(".testhtml"):
            continue
        site = path.split("/")[2]
        if site.removeprefix("www.") in saved:
            continue
        pages.setdefault(site, []).append(path)
    # First the sites no set drew from, then (for the four other languages
    # only, which every such site lacks) the others, each in seeded order.
    fresh = sorted(s for s in pages if s.removeprefix("www.") not in used)
    seen = sorted(s for s in pages if s.removeprefix("www.") in used)
    random.Random(9).shuffle(fresh)
    random.Random(9).shuffle(seen)
    sites = [(s, True) for s in fresh] + [(s, False) for s in seen]
    taken = {k: 0 for k in WANT}
    chosen = []
    for site, unused in sites:
        for path in pages[site]:
            try:
                expected = json.loads(git(mirror, "show", "HEAD:" + path[: -len(".testhtml")] + ".json"))
            except Exception:
                continue
            lang = (expected.get("language") or "en")[:2].lower()
            if lang not in WANT or taken[lang] >= WANT[lang] or not expected.get("ingredients"):
                break
            # From a site a set drew from: at most a third of the page's lines in a set.
            known = sum(" ".join(l.split()) in labelled for l in expected["ingredients"])
            if not unused and (lang == "en" or 3 * known > len(expected["ingredients"])):
                continue
            # A page whose lines are not in Latin letters (an Urdu page marked `en`) is no page of these languages.
            text = "".join(expected["ingredients"])
            if sum(c.isalpha() and ord(c) > 0x24F for c in text) * 2 > sum(c.isalpha() for c in text):
                break
            html = git(mirror, "show", "HEAD:" + path)
            if b"application/ld+json" not in html and b"schema.org/Recipe" not in html:
                continue
            taken[lang] += 1
            chosen.append((site, path, lang, expected, html))
            break
    os.makedirs(out, exist_ok=True)
    order = [c[0] for c in chosen]
    random.Random(9).shuffle(order)
    held = set(order[: len(order) // 2])
    print("# file\tsite\tlang\tsplit\ttitle\tservings\tprep\tcook\tsteps")
    for site, path, lang, expected, html in chosen:
        raw = os.path.join(out, site + ".raw.html")
        with open(raw, "wb") as handle:
            handle.write(html)
        subprocess.run([os.path.join(root, "scripts/dev/shrink-pages.py"), raw, os.path.join(out, site + ".html")], check=True)
        os.remove(raw)
        print("\t".join([
            site + ".html", site, lang, "holdout" if site in held else "tune", expected.get("title", ""),
            str(expected.get("yields", "")), str(expected.get("prep_time", "")), str(expected.get("cook_time", "")),
            str(len(expected.get("instructions_list", [])))]))
    print("# file\tline\tquantity\tunit\tname")
    for site, path, lang, expected, html in chosen:
        for line in expected["ingredients"]:
            print(f"{site}.html\t{' '.join(line.split())}\t\t\t")


if __name__ == "__main__":
    main()
