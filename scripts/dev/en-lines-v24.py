#!/usr/bin/env python3
"""Draw the v24 English ingredient lines (issue 33): a held-out set only.

The pool is the one of v13 to v21: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v21.py (and
through it the scripts of v13 to v20) and runs their functions; it changes
only what they are read against, which sites it may draw, the seed and the
file written.

  en-lines-v24.py extract > pool.tsv
      v19's extract (v13's filters on lines and sites, every third of the
      sites, the sites that v16 to v18 found to be no recipe publisher's
      left out, the regions placed by hand in v15 to v19), read against
      every set committed before v23 and v24 were drawn: round seven's
      known() reads the SOURCE column and the lines of every .tsv of the
      fixtures (v21-en-holdout.tsv among them) but the two files of
      DRAWN_TOGETHER, the saved pages (Tests/WebPages/manifest.tsv), the
      sites and lines of every page set (PAGE_SETS: every folder of
      Tests/WebPages with a pages.tsv when this set was drawn, fresh21 and
      tune22 among them) and the held-out site list. Of the sites left, all
      of them sorted by name, only those at odd positions (0-based) are
      kept. Prints LINE SITE REGION ORIGIN.

  en-lines-v24.py select pool.tsv > chosen.tsv
      v21's select (v13's, with no regional quota), done here with seed
      2424 so that v23 can be passed over: sites with at least five lines,
      all drawn together in the order of random.Random(2424), 70 of them;
      four lines a site in the order of
      random.Random(SITE + "2424"), the next four printed as spares (RANK 5
      to 8) and three reserve sites (RANK reserve-N), used as in v13. v23,
      committed first, is an earlier set here: a site it drew from is passed
      over in the drawn order (the next site taken, as v13 passes over a
      site of LATER_PAGE_SETS), and so is a line it holds in a site's order
      (the next line taken). STYLE is v13's rule, but that of STYLE_BY_HAND
      for the sites it names.

  en-lines-v24.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v24-en-holdout.tsv, in the order of
      random.Random(2424).

Why v23 is passed over in select and not left out by extract: v23 was
drawn at the same time from the same pool, and the two were meant to
split it by position in a list sorted by name, v23 the even places and
this set the odd ones. But v23's list holds only the sites with five pool
lines or more and this set's holds every site, so the two lists are not
the same and the halves overlapped: the first draw of this set shared
three sites with v23 (premeditatedleftovers.com, brokepedia.com,
cookiemonstercooking.com) and five lines, all of those sites. Leaving
v23's lines and sites out in extract would change the sorted list and so
every position; the positions are therefore still taken from the list
of the first draw (v23's and this set's files not read), and v23's sites
and lines are passed over afterwards. The three shared sites gave way to
the next sites of the drawn order (simpleveganblog.com, happyolks.com and
diamondinteriors.org; see the fixtures' README). Since extract reads neither file of
the pair, a rerun gives the same rows until another set is committed here
(whose sites would change the sorted list).
"""
import collections
import importlib.util
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V21 = load("en_lines_v21", "en-lines-v21.py")
V19, V15, V13, V7 = V21.V19, V21.V15, V21.V13, V21.V7
SEED, NAME = 2424, "v24-en-holdout.tsv"
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16", "fresh17",
                 "tune18", "fresh19", "tune20", "fresh21", "tune22")
V13.LATER_PAGE_SETS = ()
# The positions (0-based) of the sorted list of every site extract prints
# that this set may draw from: odd here (v23 meant to take the even ones of
# its own, shorter list; see above).
PARITY = 1
# The two sets drawn at the same time: extract reads neither, so that the
# sorted list is the one of the first draw.
EARLIER_AT_ONCE = "v23-en-holdout.tsv"
DRAWN_TOGETHER = (EARLIER_AT_ONCE, NAME)
# v21's settings otherwise (70 sites, three reserves, no regional quota),
# with this set's seed and name.
V21.SEED, V21.NAME = SEED, NAME
V21.STYLE_BY_HAND = {}


class Folder:
    """The fixtures' folder as round seven's known() lists it, less some
    files."""

    def __init__(self, path, without):
        self.path, self.without = path, without

    def iterdir(self):
        return (p for p in self.path.iterdir() if p.name not in self.without)


def extract():
    """v19's extract, read against the sets committed before the pair,
    keeping the sites at this set's positions of the sorted list of every
    site it prints."""
    rows = []
    real_print, real_folder = print, V7.HERE
    V19.print = rows.append
    V7.HERE = Folder(real_folder, DRAWN_TOGETHER)
    try:
        V19.extract()
    finally:
        V19.print, V7.HERE = real_print, real_folder
    sites = sorted({text.split("\t")[1] for text in rows if not text.startswith("#")})
    mine = {site for position, site in enumerate(sites) if position % 2 == PARITY}
    for text in rows:
        if text.startswith("#") or text.split("\t")[1] in mine:
            print(text)
    print(f"# {len(sites)} eligible sites, {len(mine)} kept (positions % 2 == {PARITY})", file=sys.stderr)


def earlier_at_once():
    """The sites (lowercased) and lines (folded) of v23."""
    rows = V7.rows_of(V7.HERE / EARLIER_AT_ONCE)
    return {r[5].split(":", 1)[1].lower() for r in rows}, {V7.fold(V7.clean(r[0])) for r in rows}


def select(pool):
    """v21's select (v13's, with no regional quota) on the pool as drawn,
    passing over v23's sites in the drawn order and v23's lines in each
    site's order."""
    their_sites, their_lines = earlier_at_once()
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    drawn = sorted(s for s, v in by_site.items() if len(v) >= V13.MIN_LINES)
    random.Random(SEED).shuffle(drawn)
    order = [s for s in drawn if not V13.used(s, their_sites)]
    chosen, reserve = order[:V13.SITES], order[V13.SITES:V13.SITES + V13.RESERVE]
    last = drawn.index(reserve[-1])
    passed = [s for s in drawn[:last] if V13.used(s, their_sites)]
    print(f"# passed over as v23's sites: {', '.join(passed)}", file=sys.stderr)
    print("# line\tsite\tstyle\torigin\trank")
    for s in chosen + reserve:
        v = list(by_site[s])
        metric = sum(1 for r in v if V13.V9.METRIC.search(r[0])) * 2 > len(v)
        style = V21.STYLE_BY_HAND.get(s) or V13.STYLE_OF.get(v[0][2]) or ("metric" if metric else "american")
        random.Random(s + str(SEED)).shuffle(v)
        skipped = [r[0] for r in v[:V13.PER_SITE + V13.SPARES] if V7.fold(V7.clean(r[0])) in their_lines]
        if skipped:
            print(f"# {s}: passed over as v23's lines: {skipped}", file=sys.stderr)
        v = [r for r in v if V7.fold(V7.clean(r[0])) not in their_lines]
        for rank, r in enumerate(v[:V13.PER_SITE + V13.SPARES], start=1):
            mark = "reserve-" if s in reserve else ""
            print("\t".join((r[0], s, style, r[3], mark + str(rank))))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        V21.write(sys.argv[2], sys.argv[3])
