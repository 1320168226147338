#!/usr/bin/env python3
"""Draw the tune pages of round twelve (issue 33).

Usage:
    scripts/dev/tune-pages-v12.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/repo (as the
`fetch` tool leaves them) of four open-source recipe managers: Mealie,
Tandoor, Vanilla Cookbook and Recipya. Their test suites' saved pages are
the pool, each read at the commit pinned in MANAGERS. These are TUNE
pages: the importer may be changed by reading them, so unlike a held-out
draw a site used before may come again. A page is left out when

  * its site is one of the held-out sites (/work/prompts/excluded-sites.txt
    when present, else EXCLUDED below), or the site of a page already
    saved in Tests/WebPages (by file name in every folder, and by the
    manifest's SITE column), so that no held-out page is read;
  * its site is a BBC site (the ingredient-parser project's BBC set is a
    measure used after this round);
  * it is not in English, German, French, Spanish or Italian;
  * its JSON-LD recipe has more than 20 ingredient lines (kept small so
    that each page can be labelled by hand).

Real users meet more than clean JSON-LD, so the draw asks, in an order
shuffled with seed 12, for kinds: a page with no recipe data (`none`),
microdata only (`microdata`), steps in HowToSection groups (`sections`),
several recipes on a page (`several`), one page in each of German,
French, Spanish and Italian (`de`, `fr`, `es`, `it`), and plain JSON-LD
(`jsonld`), one page a site, then fills up to TOTAL in the same order.
Each page is shrunk with shrink-pages.py into OUT_DIR/SITE.html; a draft
of pages.tsv goes to standard output. The labels were written by hand.
"""
import json
import os
import random
import re
import subprocess
import sys

MANAGERS = {
    "mealie-recipes+mealie": ("b5643a9399465d8b4ea339e7a6639df2d697741b", r"^tests/data/html/.*\.html$"),
    "TandoorRecipes+recipes": ("d206eddbd32bd3c40feff70ad780b0f91f325eaa", r"^cookbook/tests/(other/test_data|resources/websites)/.*\.html$"),
    "jt196+vanilla-cookbook": ("44d570481d76c6f557eb21e8b821460e529fd9af", r"^src/lib/data/recipe_html/.*\.html$"),
    "reaper47+recipya": ("b8630d2532287ae033206199f61cab1517d24c5d", r"^internal/scraper/testdata/.*\.html$"),
}
QUOTA = {"none": 1, "microdata": 2, "sections": 2, "several": 1, "de": 1, "fr": 1, "es": 1, "it": 1, "jsonld": 2}
TOTAL = 10
MOST_LINES = 20
LANGS = {"en", "de", "fr", "es", "it"}


def git(mirror, *args):
    return subprocess.run(["git", "--git-dir", mirror, *args], check=True, capture_output=True).stdout


def host(url):
    match = re.match(r"https?://([^/]+)", url or "")
    return match.group(1).lower().removeprefix("www.") if match else ""


def site_of(html):
    for pattern in [r'<link[^>]+rel="canonical"[^>]+href="([^"]+)"', r'<link[^>]+href="([^"]+)"[^>]+rel="canonical"',
                    r'<meta[^>]+property="og:url"[^>]+content="([^"]+)"', r'<meta[^>]+content="([^"]+)"[^>]+property="og:url"']:
        match = re.search(pattern, html, re.I)
        if match and host(match.group(1)):
            return host(match.group(1))
    return ""


def recipes(node):
    if isinstance(node, list):
        for item in node:
            yield from recipes(item)
    elif isinstance(node, dict):
        kind = node.get("@type")
        kinds = kind if isinstance(kind, list) else [kind]
        if "Recipe" in kinds:
            yield node
        for key in ("@graph", "itemListElement", "item", "mainEntity"):
            if key in node:
                yield from recipes(node[key])


def describe(html):
    found = []
    for block in re.findall(r"<script[^>]*application/ld\+json[^>]*>(.*?)</script>", html, re.S | re.I):
        try:
            found.extend(recipes(json.loads(block)))
        except ValueError:
            continue
    micro = re.search(r'itemtype="https?://schema\.org/Recipe"', html) is not None
    lang = (re.search(r'<html[^>]*\blang="([a-zA-Z]{2})', html) or [None, ""])[1].lower()
    if not found:
        return ("microdata" if micro else "none"), lang, 0
    lines = max(len(r.get("recipeIngredient") or r.get("ingredients") or []) for r in found)
    if len(found) > 1:
        return "several", lang, lines
    steps = found[0].get("recipeInstructions")
    if isinstance(steps, list) and any(isinstance(s, dict) and s.get("@type") == "HowToSection" for s in steps):
        return "sections", lang, lines
    return "jsonld", lang, lines


def shrink(root, out, site, raw):
    os.makedirs(out, exist_ok=True)
    temp = os.path.join(out, site + ".raw.html")
    with open(temp, "wb") as handle:
        handle.write(raw)
    done = subprocess.run([os.path.join(root, "scripts/dev/shrink-pages.py"), temp, os.path.join(out, site + ".html")])
    os.remove(temp)
    return done.returncode == 0


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    excluded_path = "/work/prompts/excluded-sites.txt"
    used = set()
    if os.path.exists(excluded_path):
        used |= {line.strip() for line in open(excluded_path, encoding="utf-8") if line.strip()}
    pages_root = os.path.join(root, "Tests/WebPages")
    for line in open(os.path.join(pages_root, "manifest.tsv"), encoding="utf-8"):
        if not line.startswith("#") and "\t" in line:
            used.add(line.split("\t")[1].removeprefix("www."))
    # Names only: no file of a held-out folder is opened.
    for folder in os.listdir(pages_root):
        if os.path.isdir(os.path.join(pages_root, folder)):
            for name in os.listdir(os.path.join(pages_root, folder)):
                if name.endswith(".html"):
                    used.add(name[: -len(".html")].removeprefix("www."))
    stems = {u.split(".")[0] for u in used}
    pool = []
    for repo, (commit, pattern) in MANAGERS.items():
        mirror = os.path.join(mirrors, repo, "repo")
        for path in git(mirror, "ls-tree", "-r", "--name-only", commit).decode().split("\n"):
            if not re.match(pattern, path):
                continue
            try:
                raw = git(mirror, "show", f"{commit}:{path}")
            except subprocess.CalledProcessError:
                continue  # a large file the snapshot lists but does not hold
            html = raw.decode("utf-8", "replace")
            site = site_of(html)
            # BBC's pages are left out: the BBC line set is a measure used after us.
            if not site or site in used or site.split(".")[0] in stems or "bbc" in site:
                continue
            kind, lang, lines = describe(html)
            if lang not in LANGS or lines > MOST_LINES:
                continue
            if lang != "en" and kind in ("jsonld", "sections"):
                kind = lang
            pool.append((site, repo, commit, path, kind, lang, raw))
    pool.sort(key=lambda p: (p[0], p[1], p[3]))
    random.Random(12).shuffle(pool)
    taken = {k: 0 for k in QUOTA}
    chosen, sites = [], set()
    for second in (False, True):
        for entry in pool:
            site, kind = entry[0], entry[4]
            if len(chosen) >= TOTAL or site in sites:
                continue
            if not second and taken[kind] >= QUOTA[kind]:
                continue
            if not shrink(root, out, site, entry[6]):
                continue  # shrink-pages.py could not keep its microdata: skip the page
            taken[kind] += 1
            sites.add(site)
            chosen.append(entry)
    print("# file\tsite\tlang\tkind\trepo\tcommit\tpath")
    for site, repo, commit, path, kind, lang, raw in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo, commit, path]))


if __name__ == "__main__":
    main()
