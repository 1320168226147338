#!/usr/bin/env python3
"""Draw the held-out pages of round twenty-one (fresh21) and the tune pages of round
twenty-two (tune22) of issue 33, in one run.

Usage:
    scripts/dev/fresh-pages-v21.py MIRRORS HELD_OUT_DIR TUNE_DIR > draft.tsv
    scripts/dev/fresh-pages-v21.py --count MIRRORS
    scripts/dev/fresh-pages-v21.py --fresh MIRRORS HELD_OUT_DIR > draft.tsv

`--fresh` is the held-out draw the lead decided on after the run below found no page;
its rule and code are in fresh-pages-v21-fresh.py. The first two forms are kept as they
drew tune22.

MIRRORS is a folder holding bare clones named OWNER+NAME/... (as the `fetch` tool
leaves them). The pools are round nineteen's (`POOLS` of fresh-pages-v19.py, read at
the same pinned commits with every page their history deleted; the brief names
borschtapp/testdata, waysidekoi/tychus, schollz/ingredients and
ckoenig673/recipe-clipper among them) and NEW_POOLS below (onetsp/RecipeParser).

Round nineteen's rule "no line of the page is in any line set" left five pages: the
common lines (`2 eggs`, `1 tsp baking powder`) are in some set. This round's brief
relaxes that one rule for the held-out pages. A page is eligible for fresh21 when

  * no name of its site is the site of a saved page (Tests/WebPages/manifest.tsv) or
    of any page set (every folder under Tests/WebPages with a pages.tsv but fresh21
    and tune22; only the SITE column read), compared on the host, its registrable
    domain and its first label; never a BBC site, cookstr or TasteCooking (as round
    nineteen);
  * no name of its site is the SOURCE site of a row of a line set (any .tsv of the
    ingredient-line fixtures), compared as above (round nineteen allowed these sites;
    the brief does not);
  * RELAXED: a line it may show (every form `checked_lines` reads) may be, normalised,
    the LINE of a line set's row only when that same normalised line is in rows drawn
    from at least OTHER_SITES SOURCE sites other than the page's own (a common phrase,
    not this page's text); a row with no SOURCE counts for no site. The lines so
    shared are listed per page (`shared_lines`);
  * no such line of four words or more shares three quarters of its words with a
    line a line set drew from the same site (round eighteen's check);
  * it passes round thirteen's other rules (English, German, French, Spanish or
    Italian; a method; at most 25 lines; a cook's recipe from a real site), its
    lines counted as round nineteen counts them, and is not in SKIPPED.

OUTCOME: no page is eligible for fresh21 but makeitperfectly.com, SKIPPED since round
nineteen. The line sets hold each line once (a set drew no line an earlier set held),
so of their 13,203 normalised lines only 158 come from two SOURCE sites or more: the
relaxed rule lets almost nothing through. `--count` lists, as `reserved`, the pages
that would be eligible if one other site were enough; they are kept out of tune22 so
that a held-out draw under such a rule, if the lead decides on one, still has them.

A page is eligible for tune22 by round twenty's rules (tune-pages-v20.py): the same
site rule (fresh21's drawn sites included), round thirteen's rules, and no line of a
HELD-OUT line set (nor one of four words or more sharing three quarters of its words
with a held-out line of its site). Every earlier page set has been declared tune
(each test measures it with `tune: true`), so the only held-out page set is fresh21:
a tune page must also show no line that a drawn fresh21 page shows. A page RESERVED
above is not taken.

The lines a page may show are round nineteen's (`wider_lines`) and, new here, the
whole text of each element marked as an ingredient (microdata or an `ingredient`
class), whatever elements and source line breaks it holds: Betty Crocker's pages set
the amount and the rest of a line in a <dt> and a <dd> on separate source lines, and
round nineteen's reader saw `1 1/2` and `teaspoons baking soda` apart.

One page a site, the first eligible one in pool order. The eligible sites are
shuffled once with SEED. fresh21 takes up to HELD_OUT_WANTED in that order, a page of
a kind already taken PER_KIND times waiting for a second pass (round nineteen's
rule). From the sites left (none a fresh21 site under round eleven's comparison),
tune22 takes up to TUNE_WANTED by round twenty's shares of kinds. Each page is shrunk
with shrink-pages.py into its folder as SITE.html; a draft of each pages.tsv goes to
standard output. The labels were written by hand from the pages.
"""
import collections
import importlib.util
import os
import random
import re
import sys
from html import unescape

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


v20 = _load("tune_pages_v20", "tune-pages-v20.py")
v19, v18, v17, v15, v13, v11 = v20.v19, v20.v18, v20.v17, v20.v15, v20.v13, v20.v11

HELD_OUT_SET = "fresh21"
TUNE_SET = "tune22"
# New pools found this round: (repository, commit, pattern of its saved pages, form).
NEW_POOLS = [
    # onetsp/RecipeParser, a PHP recipe parser whose tests keep pages saved in 2013-2019
    # (tests/data/HOST_NAME_curl.html), MIT.
    ("onetsp+RecipeParser", "12fcb7d35a8d5b740aad7c1396d98fe2ac606438", r"^tests/data/[^/]+\.html$", "html"),
]
POOLS = v19.POOLS + NEW_POOLS
SEED = 21
HELD_OUT_WANTED = 10
TUNE_WANTED = 12
PER_KIND = 2
# At least this many SOURCE sites other than the page's own must hold a line the page shares
# with a line set.
OTHER_SITES = 2
# Sites whose page is left out by hand when the draw reaches it: (site, why).
SKIPPED = dict(v20.SKIPPED)
SKIPPED.update({
    # A Top Chef winner's dish (onetsp/RecipeParser): its list as shown is 36 lines in eight
    # groups, more than 25; the script counts only its 20 microdata lines.
    "bravotv.com": "more than 25 lines as shown",
    # A whiskey cocktail ("Mix well and drink responsibly"): a drink is no cook's recipe, as round
    # thirteen left the cocktail sites out.
    "thedailymeal.com": "a cocktail",
})


# The opening tag of an element marked as an ingredient line: microdata `recipeIngredient` or
# `ingredients`, or an `ingredient` class.
MARKED = re.compile(
    r"<(\w+)\b[^>]*(?:itemprop=[\"'](?:recipeIngredient|ingredients)[\"']|class=[\"'](?:[^\"']*\s)?ingredient"
    r"(?:\s[^\"']*)?[\"'])[^>]*>", re.I)


def element_inside(html, opened):
    """What an element holds, from its opening tag's match to its own closing tag (elements of
    the same name inside it counted), or to the end of the page when it is never closed."""
    depth = 1
    for tag in re.finditer(r"<(/?)" + opened.group(1) + r"\b[^>]*>", html[opened.end():], re.I):
        depth += -1 if tag.group(1) else 1
        if not depth:
            return html[opened.end():opened.end() + tag.start()]
    return html[opened.end():]


def checked_lines(html):
    """Every line round nineteen's widened check reads, and the whole text of each marked element
    whatever line breaks or elements its source has inside it (only a <br> parts it): a page that
    sets a line's amount and the rest in two elements on two source lines
    (`<dt>1 1/2</dt><dd>teaspoons baking soda</dd>`) is then compared as the cook reads it."""
    whole = []
    for opened in MARKED.finditer(html):
        for piece in v19.BREAK.split(element_inside(html, opened)):
            whole.append(" ".join(unescape(re.sub(r"<[^>]+>", " ", piece)).split()))
    return v19.wider_lines(html) + [line for line in whole if line]


def page_sites(root):
    """Every page set's site but fresh21's and tune22's, the saved pages', and NEVER."""
    v17.THIS_SET = HELD_OUT_SET
    without_held_out = v17.page_sites(root)
    v17.THIS_SET = TUNE_SET
    without_tune = v17.page_sites(root)
    return without_held_out & without_tune


def line_sources(root):
    """normalised LINE -> the registrable domains of the SOURCE sites of the line-set rows
    that hold it (every .tsv of the line fixtures; a row with no SOURCE adds none)."""
    folder = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    sources = collections.defaultdict(set)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".tsv"):
            continue
        for row in open(os.path.join(folder, name), encoding="utf-8"):
            cells = row.rstrip("\n").split("\t")
            if row.startswith("#") or not cells[0].strip():
                continue
            line = v17.normalised(cells[0])
            sources[line]  # a row without a source still puts its line in a set
            if len(cells) > 5 and ":" in cells[5]:
                sources[line].add(v11.registrable(cells[5].split(":", 1)[1]))
    sources.pop("", None)
    return sources


def shared_lines(lines, names, sources, least=OTHER_SITES):
    """(the page's normalised lines that are a line set's, those of them that are not common):
    a shared line is common when rows of at least `least` SOURCE sites other than the page's
    own hold it."""
    own = {v11.registrable(n) for n in names}
    shared = sorted({v17.normalised(line) for line in lines} & set(sources))
    return shared, [line for line in shared if len(sources[line] - own) < least]


def pool_pages(mirrors):
    """(html, raw, names, commit, source) of every page of the pools, in pool order."""
    for repo, pinned, pattern, form in POOLS:
        for commit, path in v19.files(mirrors, repo, pinned, pattern):
            for raw, named, source in v19.pages_in(mirrors, repo, commit, path, form):
                html = raw.decode("utf-8", "replace")
                yield html, raw, named, repo, commit, source


def offers(mirrors, root):
    """(site -> (offer, commit, source, shared lines) of its first page eligible for fresh21,
    site -> (offer, commit, source, lines) of its first page eligible for tune22, and why
    pages were left out of each)."""
    v13.SAME_SITE.update(v15.SAME_SITE)
    v11.listed_lines = v19.listed_lines
    sites_of_pages = page_sites(root)
    line_sites, _, worded = v18.fixture_lines(root)
    sources = line_sources(root)
    held, held_worded = v20.held_out_lines(root)
    fresh, tune, reserved = {}, {}, {}
    left = {"fresh21": collections.Counter(), "tune22": collections.Counter()}
    for html, raw, named, repo, commit, source in pool_pages(mirrors):
        names = v13.names_of(html, named)
        if not names or any(not v11.is_new(n, sites_of_pages) for n in names):
            for counts in left.values():
                counts["a page set's site or no site"] += 1
            continue
        site = names[0]
        if site in fresh and site in tune:
            continue
        offer = v13.page_offer(repo, named, raw, sites_of_pages)
        if offer is None:
            for counts in left.values():
                counts["round thirteen's rules"] += 1
            continue
        lines = checked_lines(html)
        if site not in fresh:
            shared, uncommon = shared_lines(lines, names, sources)
            new_site = all(v11.is_new(n, line_sites) for n in names)
            if new_site and not shared_lines(lines, names, sources, 1)[1] and not any(
                    v18.reworded(line, n, worded) for n in names for line in lines):
                reserved[site] = (offer, commit, source)
            if not new_site:
                left["fresh21"]["a line set's SOURCE site"] += 1
            elif uncommon:
                left["fresh21"]["a line of a line set held by fewer than two other sites"] += 1
            elif any(v18.reworded(line, n, worded) for n in names for line in lines):
                left["fresh21"]["a line reworded from a line set's line of its site"] += 1
            else:
                fresh[site] = (offer, commit, source, shared)
        if site not in tune:
            if any(v17.normalised(line) in held for line in lines):
                left["tune22"]["a line of a held-out line set"] += 1
            elif any(v18.reworded(line, n, held_worded) for n in names for line in lines):
                left["tune22"]["a line reworded from a held-out line of its site"] += 1
            else:
                tune[site] = (offer, commit, source, {v17.normalised(line) for line in lines})
    return fresh, tune, reserved, left


def draw_held_out(root, out, fresh, order):
    """fresh21's pages: round nineteen's pass over the seeded order."""
    chosen, taken = [], set()
    counted = collections.Counter()
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order]:
        if len(chosen) >= HELD_OUT_WANTED:
            break
        if site not in fresh or site in taken or not v11.is_new(site, taken) or site in SKIPPED:
            continue
        pick, commit, source, shared = fresh[site]
        if rnd == 0 and counted[pick[3]] >= PER_KIND:
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            print(f"# not shrunk: {site}")
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append((pick, commit, source, shared))
    return chosen, taken


def draw_tune(root, out, tune, order, held_taken, held_lines, reserved):
    """tune22's pages: round twenty's shares of kinds over the sites fresh21 left, none
    showing a line a fresh21 page shows and none RESERVED for a held-out draw."""
    offered = {site: (offer, commit, source) for site, (offer, commit, source, lines) in tune.items()
               if v11.is_new(site, held_taken) and not lines & held_lines and site not in reserved}
    v20.SKIPPED, v20.WANTED = SKIPPED, TUNE_WANTED
    share, counts = v20.shares(offered)
    chosen, taken = [], set()
    counted = collections.Counter()
    for rnd, site in [(0, s) for s in order] + [(1, s) for s in order]:
        if len(chosen) >= TUNE_WANTED:
            break
        if site not in offered or site in taken or not v11.is_new(site, taken) or site in SKIPPED:
            continue
        pick, commit, source = offered[site]
        if rnd == 0 and counted[pick[3]] >= share[pick[3]]:
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            print(f"# not shrunk: {site}")
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append((pick, commit, source, []))
    return chosen, offered, share, counts


def report(name, chosen):
    print(f"# {name}: file\tsite\tlang\tkind\tsource\tshared lines")
    for (site, repo, path, kind, lang, raw, draft), commit, source, shared in chosen:
        where = repo.replace("+", "/") + "@" + commit[:10] + ":" + source
        print("\t".join([site + ".html", site, lang, kind, where, " | ".join(shared)]))


def main():
    root = os.path.dirname(os.path.dirname(HERE))
    if sys.argv[1] == "--fresh":
        _load("fresh_pages_v21_fresh", "fresh-pages-v21-fresh.py").draw_fresh(sys.modules[__name__], *sys.argv[2:4])
        return
    if sys.argv[1] == "--count":
        fresh, tune, reserved, left = offers(sys.argv[2], root)
        print({k: dict(v) for k, v in left.items()})
        for site in sorted(set(fresh) | set(tune) | set(reserved)):
            offer, commit, source = (fresh.get(site) or tune.get(site) or reserved[site])[:3]
            print(site, "fresh" if site in fresh else "-", "reserved" if site in reserved else "-",
                  "tune" if site in tune else "-", offer[3], offer[4], source, sep="\t")
        return
    mirrors, held_out_dir, tune_dir = sys.argv[1:4]
    os.makedirs(held_out_dir, exist_ok=True)
    os.makedirs(tune_dir, exist_ok=True)
    fresh, tune, reserved, left = offers(mirrors, root)
    order = sorted(set(fresh) | set(tune))
    random.Random(SEED).shuffle(order)
    held, held_taken = draw_held_out(root, held_out_dir, fresh, order)
    held_lines = set()
    for pick, commit, source, shared in held:
        held_lines |= {v17.normalised(line) for line in checked_lines(pick[5].decode("utf-8", "replace"))}
    held_lines.discard("")
    tuned, offered, share, counts = draw_tune(root, tune_dir, tune, order, held_taken, held_lines, reserved)
    for name, counted in left.items():
        print(f"# {name} left out: " + ", ".join(f"{why} {n}" for why, n in sorted(counted.items())))
    print(f"# {len(order)} sites in drawing order (seed {SEED}): " + " ".join(order))
    print(f"# fresh21 eligible: {len(fresh)}; reserved ({len(reserved)}): " + " ".join(sorted(reserved)))
    print(f"# tune22 eligible after fresh21: {len(offered)} by kind {dict(counts)}; shares {share}")
    report(HELD_OUT_SET, held)
    report(TUNE_SET, tuned)


if __name__ == "__main__":
    main()
