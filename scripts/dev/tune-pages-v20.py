#!/usr/bin/env python3
"""Draw the tune pages of round twenty (issue 33) from round nineteen's pools.

Usage:
    scripts/dev/tune-pages-v20.py MIRRORS OUT_DIR > draft.tsv
    scripts/dev/tune-pages-v20.py --count MIRRORS

MIRRORS is a folder holding bare clones named OWNER+NAME/... (as the `fetch`
tool leaves them). The pools are exactly round nineteen's (`POOLS` of
fresh-pages-v19.py, read at the same pinned commits, with every page their
history deleted): waysidekoi/tychus' cassettes and saved pages,
JerrySievert/recipe-scrapers, borschtapp/testdata, plate0/recipe-parser,
dvidbruhm/simple-recipe-manager, schollz/ingredients,
ckoenig673/recipe-clipper and Kotatsun/Recipe-Clipper.

Round nineteen's held-out set (fresh19) took every page of those pools that
held no line of a line set. These are TUNE pages, so that rule is narrowed:
a page whose lines a TUNE line set holds, or whose site a line set drew
from, is eligible here; a page holding a line of a HELD-OUT line set is not
(its misses are printed, and no one may tune on a held-out line). What
stays:

  * no name of its site (canonical link or og:url, the host it was fetched
    from or saved under) is the site of a saved page (Tests/WebPages/manifest.tsv)
    or of any page set (every folder under Tests/WebPages with a pages.tsv but
    this one, fresh19 among them; only the SITE column read), compared on the
    host, its registrable domain and its first label; never a BBC site,
    cookstr or TasteCooking;
  * round thirteen's other rules: English, German, French, Spanish or Italian
    by its `lang` and its words, a method, at most 25 ingredient lines, a
    cook's recipe from a real site; a page with no recipe data has its lines
    counted as round nineteen counts them (after its `Ingredients` heading,
    <br>-parted pieces where there is no list);
  * none of its lines (every form round nineteen's check reads) is, normalised
    as round seventeen does, the LINE of a row of a held-out file of the line
    fixtures (a name with `holdout` or `held-out`, also those a later round
    declared tune), and no such line of four words or more shares three
    quarters of its words with a held-out line drawn from the same site;
  * not named in SKIPPED (read by hand: a hand-made snippet, a page with no
    method, or one the draw reached that is not a cook's recipe or shows more
    than 25 lines).

One page a site, the first eligible one in pool order (as round nineteen).
The mix of kinds follows the pools: each kind the script reads (`jsonld`,
`microdata`, `groups`, `none`) that has an eligible site gets one page, and
the rest of the twelve go in proportion to its eligible sites, SKIPPED ones
set aside (largest remainders, ties to the kind named first in KINDS). The
eligible sites are shuffled in one order with seed 20 and each is taken
while its kind's share is short; a second pass fills what is still short
(a kind whose pages run out or that shrink-pages.py refuses) from any kind. Each page is shrunk with
shrink-pages.py into OUT_DIR/SITE.html; a draft of pages.tsv goes to
standard output. The labels were written by hand from the pages.
"""
import collections
import importlib.util
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fresh_pages_v19", os.path.join(HERE, "fresh-pages-v19.py"))
v19 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v19)
v17, v15, v13, v11, v18 = v19.v17, v19.v15, v19.v13, v19.v11, v19.v18

THIS_SET = "tune20"
WANTED = 12
SEED = 20
KINDS = ["jsonld", "none", "groups", "microdata"]
# Sites whose page is left out by hand: (site, why). They keep their place in the shuffled order
# (so adding one moves no other site) but count in no kind's share.
SKIPPED = {
    # dvidbruhm/simple-recipe-manager's hand-made blog snippet: no real site.
    "example.com": "a hand-made snippet",
    # Round nineteen's reason: a kitchen scale maker's page of weights whose "Directions" tell you
    # to connect the scale and its app, so the page shows no method to cook by.
    "makeitperfectly.com": "no method on the page",
}


HELD_OUT = re.compile(r"holdout|held-out")


def held_out_lines(root):
    """(normalised LINE of every row, words of each line of four words or more by its SOURCE's
    registrable domain) of every held-out file of the line fixtures: every file named `holdout`
    or `held-out`, also those a later round declared tune."""
    folder = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    lines, worded = set(), collections.defaultdict(list)
    for name in sorted(os.listdir(folder)):
        if not HELD_OUT.search(name) or not name.endswith((".tsv", ".txt")):
            continue
        for row in open(os.path.join(folder, name), encoding="utf-8"):
            # A .tsv parts its columns by tabs; the hand-written .txt sets by ` | `.
            cells = row.rstrip("\n").split("\t" if name.endswith(".tsv") else "|")
            if row.startswith("#") or not cells[0].strip():
                continue
            lines.add(v17.normalised(cells[0]))
            words = set(v17.normalised(cells[0]).split())
            if len(cells) > 5 and ":" in cells[5] and len(words) >= 4:
                worded[v11.registrable(cells[5].split(":", 1)[1])].append(words)
    return lines - {""}, worded


def offers(mirrors, root):
    """site -> (offer, commit, source) of its first eligible page, and why pages were left out."""
    v17.THIS_SET = THIS_SET
    v13.SAME_SITE.update(v15.SAME_SITE)
    v11.listed_lines = v19.listed_lines
    sites_of_pages = v17.page_sites(root)
    held, worded = held_out_lines(root)
    found, left = {}, collections.Counter()
    for repo, pinned, pattern, form in v19.POOLS:
        for commit, path in v19.files(mirrors, repo, pinned, pattern):
            for raw, named, source in v19.pages_in(mirrors, repo, commit, path, form):
                html = raw.decode("utf-8", "replace")
                names = v13.names_of(html, named)
                if not names or any(not v11.is_new(n, sites_of_pages) for n in names):
                    left["a page set's site or no site"] += 1
                    continue
                site = names[0]
                if site in found:
                    left["a second page of a site"] += 1
                    continue
                offer = v13.page_offer(repo, named, raw, sites_of_pages)
                if offer is None:
                    left["round thirteen's rules"] += 1
                    continue
                lines = v19.wider_lines(html)
                if any(v17.normalised(line) in held for line in lines):
                    left["a line of a held-out line set"] += 1
                    continue
                if any(v18.reworded(line, name, worded) for name in names for line in lines):
                    left["a line reworded from a held-out line of its site"] += 1
                    continue
                found[site] = (offer, commit, source)
    return found, left


def shares(offered):
    """How many of the WANTED pages each kind gets: one for each kind the pools offer, the rest in
    proportion to its eligible sites (largest remainders, ties to the kind first in KINDS)."""
    counts = collections.Counter(offer[3] for site, (offer, _, _) in offered.items() if site not in SKIPPED)
    total = sum(counts.values())
    share = {kind: int(counts[kind] > 0) for kind in KINDS}
    rest = WANTED - sum(share.values())
    exact = {kind: rest * counts[kind] / total for kind in KINDS}
    for kind in KINDS:
        share[kind] += int(exact[kind])
    by_remainder = sorted(KINDS, key=lambda kind: (-(exact[kind] - int(exact[kind])), KINDS.index(kind)))
    for kind in by_remainder[: WANTED - sum(share.values())]:
        share[kind] += 1
    return share, counts


def main():
    if sys.argv[1] == "--count":
        offered, left = offers(sys.argv[2], os.path.dirname(os.path.dirname(HERE)))
        share, counts = shares(offered)
        print(dict(left), dict(counts), share)
        for site in sorted(offered):
            offer, commit, source = offered[site]
            print(site, offer[3], offer[4], offer[1], source, sep="\t")
        return
    mirrors, out = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(HERE))
    os.makedirs(out, exist_ok=True)
    offered, left = offers(mirrors, root)
    share, counts = shares(offered)
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
        if rnd == 0 and counted[pick[3]] >= share[pick[3]]:
            continue
        if not v11.shrunk(root, out, site, pick[5]):
            print(f"# not shrunk: {site}")
            continue
        counted[pick[3]] += 1
        taken.add(site)
        chosen.append((pick, commit, source))

    print("# left out: " + ", ".join(f"{why} {n}" for why, n in sorted(left.items())))
    print(f"# eligible sites by kind: {dict(counts)}; shares of {WANTED}: {share}")
    print(f"# {len(order)} eligible sites in drawing order: " + " ".join(order))
    print("# file\tsite\tlang\tkind\tsource")
    for (site, repo, path, kind, lang, raw, draft), commit, source in chosen:
        print("\t".join([site + ".html", site, lang, kind, repo.replace("+", "/") + "@" + commit[:10] + ":" + source]))


if __name__ == "__main__":
    main()
