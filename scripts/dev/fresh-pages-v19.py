#!/usr/bin/env python3
"""Draw the held-out page set of round nineteen (issue 33).

Usage:
    scripts/dev/fresh-pages-v19.py MIRRORS OUT_DIR > draft.tsv

MIRRORS is a folder holding bare clones named OWNER+NAME/... (as the `fetch`
tool leaves them). Every file is read at the commit pinned in POOLS, whatever
the clone's HEAD is, and every page a pool's history deleted is read at the
parent of the commit that deleted it.

Every pool the earlier rounds read is spent, so this round reads pools no
round had read (Tests/WebPages/fresh19/README.md names every repository
checked):

  * waysidekoi/tychus, a Ruby recipe parser whose tests replay saved HTTP
    answers (VCR cassettes, 2014): the HTML body of each answer is a page;
    its saved spec/fixtures/*.html too;
  * JerrySievert/recipe-scrapers, a JavaScript scraper's two test pages;
  * borschtapp/testdata, the saved pages of krip (a Go recipe scraper), one
    a site (websites/SITE.html);
  * plate0/recipe-parser, a JavaScript parser's test pages (test/HOST/...);
  * dvidbruhm/simple-recipe-manager, a recipe manager's import fixtures;
  * schollz/ingredients, a Go ingredient reader whose tests keep whole
    saved pages under testing/sites/HOST/PATH;
  * ckoenig673/recipe-clipper, a recipe clipper whose tests keep one saved
    page a recipe (backend/tests/fixtures/NAME/page.html);
  * Kotatsun/Recipe-Clipper, an iOS clipper's extractor fixtures (Japanese
    pages and hand-made snippets; the rules below leave every one out).

A page is eligible when

  * no name of its site (its canonical link or og:url, the host of the
    address it was fetched from or the folder it is saved under) is the site
    of a saved page (Tests/WebPages/manifest.tsv) or of any page set (every
    folder under Tests/WebPages with a pages.tsv but this one, only the SITE
    column read); compared on the host, its registrable domain and its first
    label as round eleven does; never a BBC site, cookstr or TasteCooking.
    A site an ingredient-line set drew from is allowed, as in round
    seventeen, because of the next rule;
  * no line it may show as an ingredient is, normalised, the LINE of any row
    of any .tsv of the ingredient-line fixtures (round seventeen's check:
    every line of text on the page, JSON-LD lines also from a block that does
    not parse, microdata and hRecipe elements), widened to lines set in blocks
    (<div>), in table rows left open and parted by the source's line breaks;
  * no such line of four words or more shares three quarters of its words with
    a line a line set drew from the same site (round eighteen's check for the
    same recipe saved in another version of its page);
  * it passes round thirteen's other rules: English, German, French, Spanish
    or Italian by its `lang` and its words, a method, at most 25 ingredient
    lines, a cook's recipe from a real site. A page with no recipe data has
    its lines counted after its `Ingredients` heading as round eleven does;
    where those lines are neither list items nor paragraphs of their own
    (2014 blogs write them as one paragraph parted by <br>), each
    <br>-parted piece with text up to the method's heading is a line.

One page a site, the first eligible one in pool order. The eligible sites
are shuffled in one order with seed 19 and taken in that order up to twelve,
a page of a kind already taken twice waiting for a second pass. A page named
in SKIPPED is left out by hand when the draw reaches it. Each page is shrunk
with shrink-pages.py into OUT_DIR/SITE.html. A draft of pages.tsv goes to
standard output; the labels were written by hand from the pages. Every page
is held out.
"""
import base64
import collections
import importlib.util
import os
import random
import re
import subprocess
import sys
from html import unescape
from urllib.parse import urlparse

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v17", os.path.join(HERE, "fresh-pages-v17.py"))
v17 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v17)
v15, v13, v11 = v17.v15, v17.v13, v17.v11
_spec = importlib.util.spec_from_file_location("tune_pages_v18", os.path.join(HERE, "tune-pages-v18.py"))
v18 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v18)

THIS_SET = "fresh19"
# (repository, commit, pattern of its saved pages, how a file holds its pages), in the order read
POOLS = [
    ("waysidekoi+tychus", "ba9bf64dbba30cb8b2d868a99f335dc39c3d3d11",
     r"^spec/fixtures/cassettes/.+\.ya?ml$", "vcr"),
    ("waysidekoi+tychus", "ba9bf64dbba30cb8b2d868a99f335dc39c3d3d11",
     r"^spec/fixtures/[^/]+\.html$", "html"),
    ("JerrySievert+recipe-scrapers", "41bd48c92b32fd530f5fb4461d8d6052c6c59064",
     r"^test/fixtures/[^/]+\.html$", "html"),
    ("borschtapp+testdata", "e12278632d8bc57ed673ec8ce6a2dc295cc9925c",
     r"^websites/[^/]+\.html$", "html"),
    ("plate0+recipe-parser", "7f607e328dd6ffa7a03f5f2802b8c13e2f813153",
     r"^test/.+\.html$", "html"),
    ("dvidbruhm+simple-recipe-manager", "7250116f8c120cd9b2c9710403a958cb9ddc063f",
     r"^tests/fixtures/[^/]+\.html$", "html"),
    ("schollz+ingredients", "fe0a62d180a53db0afd6374b54db499b727dcc43",
     r"^testing/sites/[^/]+\.[^/]+/.+", "html"),
    ("ckoenig673+recipe-clipper", "96d5f515b64df89ad73deb4fcd259ba377ed035e",
     r"^backend/tests/fixtures/[^/]+/page\.html$", "html"),
    ("Kotatsun+Recipe-Clipper", "e3cd8b6a2a542100ce0298f426feac0fc6e78b86",
     r"^Tests/Fixtures/RecipeTextExtractor/.+\.html$", "html"),
]
WANTED = 12
SEED = 19
PER_KIND = 2
# Sites the draw reached whose page is skipped by hand: (site, why).
SKIPPED = {
    # A kitchen scale maker's page: weights only, and its "Directions" tell you to connect the
    # scale and its app to get the recipe, so the page shows no method to cook by.
    "makeitperfectly.com": "no method on the page",
}


class _CassetteLoader(yaml.SafeLoader):
    """A YAML reader that turns VCR's `!binary` bodies (base64) into bytes."""


_CassetteLoader.add_constructor("!binary", lambda loader, node: base64.b64decode(loader.construct_scalar(node)))


def repo_dir(mirrors, repo):
    """The bare git directory of a mirror (the fetch tool leaves repo or repo/.git)."""
    for sub in ["repo/.git", "repo"]:
        path = os.path.join(mirrors, repo, sub)
        if os.path.exists(os.path.join(path, "HEAD")):
            return path
    raise FileNotFoundError(repo)


def git(mirrors, repo, *args):
    return subprocess.check_output(["git", "--git-dir", repo_dir(mirrors, repo), *args])


def files(mirrors, repo, commit, pattern):
    """(commit, path) of every saved page file: the pinned snapshot's, then every file of the
    pattern the history up to it deleted, at the parent of the deleting commit."""
    listed = git(mirrors, repo, "ls-tree", "-r", "--name-only", commit).decode().split("\n")
    found = [(commit, p) for p in sorted(listed) if re.search(pattern, p)]
    deleting = None
    log = git(mirrors, repo, "log", "--no-renames", "--diff-filter=D", "--name-only", "--format=@%H", commit)
    for line in log.decode().split("\n"):
        if line.startswith("@"):
            deleting = line[1:]
        elif re.search(pattern, line):
            found.append((git(mirrors, repo, "rev-parse", deleting + "^").decode().strip(), line))
    return found


def pages_in(mirrors, repo, commit, path, form):
    """(raw page, name path, source) of each page a file holds. The name path is what round
    thirteen reads a host from: the address a cassette fetched, or the file's own path."""
    try:
        raw = git(mirrors, repo, "show", commit + ":" + path)
    except subprocess.CalledProcessError:
        return []  # listed in the history but absent from the snapshot
    if form == "html":
        return [(raw, path, path)]
    found = []
    for number, answer in enumerate(yaml.load(raw, Loader=_CassetteLoader).get("http_interactions") or []):
        body = answer["response"]["body"].get("string") or b""
        body = body.encode("utf-8") if isinstance(body, str) else body
        if b"<" in body[:2000]:
            uri = answer["request"]["uri"]
            found.append((body, urlparse(uri).netloc + "/page.html", f"{path}#{number} {uri}"))
    return found


BREAK = re.compile(r"<br\s*/?>", re.I)


def listed_lines(html):
    """Round eleven's count of a plain page's lines, or, when it finds none, the <br>-parted
    pieces with text between the `Ingredients` heading and the method's heading."""
    counted = _round_eleven_lines(html)
    if counted is not None:
        return counted
    heading = v11.INGREDIENTS_HEADING.search(html)
    method = v11.METHOD_HEADING.search(html, heading.end()) if heading else None
    if heading is None or method is None:
        return None
    pieces = [re.sub(r"<[^>]+>", " ", p) for p in BREAK.split(html[heading.end():method.start()])]
    return sum(1 for p in pieces if p.strip()) or None


_round_eleven_lines = v11.listed_lines

# Where a shown line may also end: round seventeen's ends, and blocks (a blog that sets each line
# in a <div>), the start of a table row (a table whose rows are not closed) and a line break in the
# page's source.
WIDER_END = re.compile(r"<br\s*/?>|</?(?:li|p|tr|dd|dt|h[1-6]|div|table|ul|ol)\b[^>]*>", re.I)


def wider_lines(html):
    """Round seventeen's lines, and every line the wider ends part (each piece also parted at
    its source's line breaks), so that a page whose list is set in blocks or in a table is
    compared line by line too."""
    lines = v17.page_lines(html, None)
    text = re.sub(r"<(script|style)\b.*?</\1\s*>", " ", html, flags=re.S | re.I)
    for piece in WIDER_END.split(text):
        shown = unescape(re.sub(r"<[^>]+>", " ", piece))
        lines += [shown] + shown.split("\n")
    return [line for line in lines if line.strip()]


def offers(mirrors, root):
    """site -> (offer, commit, source) of its first eligible page, and why pages were left out."""
    v17.THIS_SET = THIS_SET
    sites_of_pages = v17.page_sites(root)
    in_sets = v17.line_set_lines(root)
    worded = v18.fixture_lines(root)[2]
    found, left = {}, collections.Counter()
    for repo, pinned, pattern, form in POOLS:
        for commit, path in files(mirrors, repo, pinned, pattern):
            for raw, named, source in pages_in(mirrors, repo, commit, path, form):
                html = raw.decode("utf-8", "replace")
                names = v13.names_of(html, named)
                if not names or any(not v11.is_new(n, sites_of_pages) for n in names):
                    left["a page set's site or no site"] += 1
                    continue
                site = names[0]
                if site in found:
                    continue
                offer = v13.page_offer(repo, named, raw, sites_of_pages)
                if offer is None:
                    left["round thirteen's rules"] += 1
                    continue
                lines = wider_lines(html)
                if any(v17.normalised(line) in in_sets for line in lines):
                    left["a line in a line set"] += 1
                    continue
                if any(v18.reworded(line, name, worded) for name in names for line in lines):
                    left["a line reworded from a line set's line of its site"] += 1
                    continue
                found[site] = (offer, commit, source)
    return found, left


def main():
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    v13.SAME_SITE.update(v15.SAME_SITE)
    v11.listed_lines = listed_lines
    os.makedirs(out, exist_ok=True)
    offered, left = offers(mirrors, root)
    order = sorted(offered)
    random.Random(SEED).shuffle(order)

    chosen, taken = [], set()
    counted = collections.Counter()
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order]:
        if len(chosen) >= WANTED:
            break
        if site in taken or not v11.is_new(site, taken) or site in SKIPPED:
            continue
        pick, commit, source = offered[site]
        if rnd == 0 and counted[pick[3]] >= PER_KIND:
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            print(f"# not shrunk: {site}")
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append((pick, commit, source))

    print("# left out: " + ", ".join(f"{why} {n}" for why, n in sorted(left.items())))
    print(f"# {len(order)} eligible sites: " + " ".join(order))
    print("# file\tsite\tlang\tkind\tsource")
    for (site, repo, path, kind, lang, raw, draft), commit, source in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + commit[:10] + ":" + source]))


if __name__ == "__main__":
    main()
