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
      every set committed here now: round seven's known() reads the SOURCE
      column and the lines of every .tsv of the fixtures (v21-en-holdout.tsv
      among them), the saved pages (Tests/WebPages/manifest.tsv), the sites
      and lines of every page set (PAGE_SETS: every folder of Tests/WebPages
      with a pages.tsv when this set was drawn, fresh21 and tune22 among
      them) and the held-out site list. Of the sites left, sorted by name,
      only those at odd positions (0-based) are kept: the v23 set is drawn
      at the same time from the same pool and keeps the even positions, so
      that the two sets share no site. Prints LINE SITE REGION ORIGIN.

  en-lines-v24.py select pool.tsv > chosen.tsv
      v21's select with seed 2424 and no regional quota: sites with at
      least five lines, all drawn together in the order of
      random.Random(2424), 70 of them; four lines a site in the order of
      random.Random(SITE + "2424"), the next four printed as spares (RANK 5
      to 8) and three reserve sites (RANK reserve-N), used as in v13. STYLE
      is v13's rule, but that of STYLE_BY_HAND for the sites it names.

  en-lines-v24.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v24-en-holdout.tsv, in the order of
      random.Random(2424).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set then names; and once v23 is committed, the sorted
list and so the odd positions change, so the draw is made again only from
the commit that added this script.
"""
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V21 = load("en_lines_v21", "en-lines-v21.py")
V19, V15, V13 = V21.V19, V21.V15, V21.V13
SEED, NAME = 2424, "v24-en-holdout.tsv"
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16", "fresh17",
                 "tune18", "fresh19", "tune20", "fresh21", "tune22")
V13.LATER_PAGE_SETS = ()
# The positions (0-based) of the sorted list of eligible sites this set may
# draw from: odd here, even for v23.
PARITY = 1
# v21's settings otherwise (70 sites, three reserves, no regional quota),
# with this set's seed and name.
V21.SEED, V21.NAME = SEED, NAME
V21.STYLE_BY_HAND = {}


def extract():
    """v19's extract, keeping the sites at this set's positions of the
    sorted list of every site it prints."""
    rows = []
    real_print = print
    V19.print = rows.append
    try:
        V19.extract()
    finally:
        V19.print = real_print
    sites = sorted({text.split("\t")[1] for text in rows if not text.startswith("#")})
    mine = {site for position, site in enumerate(sites) if position % 2 == PARITY}
    for text in rows:
        if text.startswith("#") or text.split("\t")[1] in mine:
            print(text)
    print(f"# {len(sites)} eligible sites, {len(mine)} kept (positions % 2 == {PARITY})", file=sys.stderr)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        V21.select(sys.argv[2])
    elif cmd == "write":
        V21.write(sys.argv[2], sys.argv[3])
