#!/usr/bin/env python3
"""Draw the v21 English ingredient lines (issue 33): a held-out set only.

The pool is the one of v13 to v20: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v20.py (and
through it the scripts of v13 to v19) and runs their functions; it changes
only what they are read against, the number of sites, the seed and the
file written.

  en-lines-v21.py extract > pool.tsv
      v19's extract (v13's filters on lines and sites, every third of the
      sites, the sites that v16 to v18 found to be no recipe publisher's
      left out, the regions placed by hand in v15 to v19), read against
      every set committed here now: round seven's known() reads the SOURCE
      column and the lines of every .tsv of the fixtures (v19-en-holdout.tsv
      and both v20 parts among them, matched by the script only), the saved
      pages (Tests/WebPages/manifest.tsv), the sites and lines of every page
      set (PAGE_SETS: every folder of Tests/WebPages with a pages.tsv when
      this set was drawn, fresh19 and tune20 among them) and the held-out
      site list. Prints LINE SITE REGION ORIGIN.

  en-lines-v21.py select pool.tsv > chosen.tsv
      v13's select with seed 2121 and, as v20's, no regional quota: sites
      with at least five lines, all drawn together in the order of
      random.Random(2121), 70 of them; four lines a site in the order of
      random.Random(SITE + "2121"), the next four printed as spares (RANK 5
      to 8) and three reserve sites (RANK reserve-N), used as in v13. STYLE
      is v13's (`british` for a British or Irish site, `metric` for an
      Australian, New Zealand, Indian or South African one, else `metric`
      when most of the site's pool lines weigh in grams or millilitres,
      else `american`), but that of STYLE_BY_HAND for the sites it names.

  en-lines-v21.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v21-en-holdout.tsv, in the order of
      random.Random(2121).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set then names.
"""
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


V20 = load("en_lines_v20", "en-lines-v20.py")
V19 = V20.V19
V15, V13, V7 = V19.V15, V19.V13, V19.V7
SEED, SITES, NAME = 2121, 70, "v21-en-holdout.tsv"
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16", "fresh17",
                 "tune18", "fresh19", "tune20")
V13.LATER_PAGE_SETS = ()
V13.SITES = SITES
# Three reserve sites, not v13's two: three of the sites first drawn lost
# every line to the clipper (an amount row apart from its food row, or a
# table's row number run into the line) and gave way (see the README).
V13.RESERVE = 3
# Sites at random, of any region, as v20's: v19 and v20 found no British,
# Irish, Australian, New Zealand, Indian or South African site of five
# lines or more left unused in the pool, so no regional group is drawn first.
V13.REGION_QUOTA = {}
# STYLE set by hand where v13's rule would be wrong (see the README).
STYLE_BY_HAND = {}


def select(pool):
    """v13's select with this set's seed, all sites in one group, and
    STYLE_BY_HAND."""
    for text in V15.captured(lambda: V13.select(pool, seed=SEED)):
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
