#!/usr/bin/env python3
"""Draw the v23 English ingredient lines (issue 33): a held-out set only.

The pool is the one of v13 to v21: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v21.py (and
through it the scripts of v13 to v20) and runs their functions; it changes
only what they are read against, which sites may be drawn, the seed and the
file written.

  en-lines-v23.py extract > pool.tsv
      v19's extract (v13's filters on lines and sites, every third of the
      sites, the sites that v16 to v18 found to be no recipe publisher's
      left out, the regions placed by hand in v15 to v19), read against
      every set committed here now: round seven's known() reads the SOURCE
      column and the lines of every .tsv of the fixtures (v21-en-holdout.tsv
      among them), the saved pages (Tests/WebPages/manifest.tsv), the sites
      and lines of every page set (PAGE_SETS: every folder of Tests/WebPages
      with a pages.tsv when this set was drawn, fresh21 and tune22 among
      them) and the held-out site list. Prints LINE SITE REGION ORIGIN.

  en-lines-v23.py select pool.tsv > chosen.tsv
      The eligible sites (v13's: at least MIN_LINES, five, pool lines) are
      sorted by name, and only those at even positions (0, 2, 4 ... of that
      sorted list) are kept: v24, drawn at the same time from the same
      pool by another hand, keeps the odd ones, so that the two sets share
      no site. Then v13's select with seed 2323 and no regional quota, as
      v20's and v21's: the kept sites drawn together in the order of
      random.Random(2323), 70 of them; four lines a site in the order of
      random.Random(SITE + "2323"), the next four printed as spares (RANK 5
      to 8) and four reserve sites (RANK reserve-N), used as in v13. STYLE
      is v13's, but that of STYLE_BY_HAND for the sites it names.

  en-lines-v23.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v23-en-holdout.tsv, in the order of
      random.Random(2323).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set then names.
"""
import collections
import importlib.util
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V21 = load("en_lines_v21", "en-lines-v21.py")
V19, V15, V13, V7 = V21.V19, V21.V15, V21.V13, V21.V7
SEED, SITES, NAME = 2323, 70, "v23-en-holdout.tsv"
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16", "fresh17",
                 "tune18", "fresh19", "tune20", "fresh21", "tune22")
V13.LATER_PAGE_SETS = ()
V13.SITES = SITES
# Four reserve sites: four of the sites first drawn gave way (see the
# README), one more than v21's three.
V13.RESERVE = 4
V13.REGION_QUOTA = {}
# v23 takes the eligible sites at even positions of the list sorted by name;
# v24 takes those at odd positions.
PARITY = 0
# STYLE set by hand where v13's rule would be wrong (see the README).
STYLE_BY_HAND = {}


def own_sites(rows):
    """The eligible sites (v13's MIN_LINES) at this set's positions of the
    list sorted by name."""
    count = collections.Counter(r[1] for r in rows)
    eligible = sorted(s for s, n in count.items() if n >= V13.MIN_LINES)
    return set(eligible[PARITY::2])


def select(pool):
    """v13's select with this set's seed, run on the pool's rows of this
    set's half of the eligible sites, and STYLE_BY_HAND."""
    rows = V7.rows_of(pool)
    mine = own_sites(rows)
    kept = [r for r in rows if r[1] in mine]
    with tempfile.NamedTemporaryFile("w", suffix=".tsv") as f:
        f.write("".join("\t".join(r) + "\n" for r in kept))
        f.flush()
        texts = V15.captured(lambda: V13.select(f.name, seed=SEED))
    for text in texts:
        if text.startswith("#"):
            print(text)
            continue
        r = text.split("\t")
        r[2] = STYLE_BY_HAND.get(r[1], r[2])
        print("\t".join(r))


def write(labelled, outdir):
    rows = V7.rows_of(labelled)
    random.Random(SEED).shuffle(rows)
    Path(outdir, NAME).write_text(V7.HEADER + "\n" + "".join("\t".join(r) + "\n" for r in rows))
    print(NAME, len(rows), len({r[5] for r in rows}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V19.extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
