#!/usr/bin/env python3
"""Draw the v20 English ingredient lines (issue 33): a tune set in two parts.

The pool is the one of v13 to v19: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v19.py (and
through it the scripts of v13 to v18) and runs their functions; it changes
only what they are read against, the quotas, the number of sites and the
seed, and it splits the draw into two files.

  en-lines-v20.py extract > pool.tsv
      v19's extract (v13's filters on lines and sites, every third of the
      sites, the sites that v16 to v18 found to be no recipe publisher's
      left out, the regions placed by hand in v15 to v19), read against
      every set committed here now: round seven's known() reads the SOURCE
      column and the lines of every .tsv of the fixtures (v19-en-holdout.tsv
      among them, matched by the script only), the saved pages
      (Tests/WebPages/manifest.tsv), and the sites and lines of every page
      set (PAGE_SETS: every folder of Tests/WebPages with a pages.tsv when
      this set was drawn, fresh19 among them), and the held-out site list.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v20.py select pool.tsv > chosen.tsv
      v13's select with seed 2020 and no regional quota: sites with at
      least five lines, all drawn together in the order of
      random.Random(2020), 100 of them; four lines a site in the order of
      random.Random(SITE + "2020"), the next four printed as spares (RANK 5
      to 8) and two reserve sites (RANK reserve-N), used as in v13. STYLE is
      v13's (`british` for a British or Irish site, `metric` for an
      Australian, New Zealand, Indian or South African one, else `metric`
      when most of the site's pool lines weigh in grams or millilitres,
      else `american`), but that of STYLE_BY_HAND for the sites it names.
      A column PART is added: 0 for the first 50 sites of the draw, 1 for
      the next 50 (a reserve takes the part of the site it stands in for).

  en-lines-v20.py write labelled.tsv OUTDIR
      The labelled rows (the eight columns of the sets, then PART) to
      OUTDIR/v20-en-tune-0.tsv and OUTDIR/v20-en-tune-1.tsv by PART, each in
      the order of random.Random(2020).

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


V19 = load("en_lines_v19", "en-lines-v19.py")
V15, V13, V7 = V19.V15, V19.V13, V19.V7
SEED, SITES, PART_SITES = 2020, 100, 50
NAMES = ("v20-en-tune-0.tsv", "v20-en-tune-1.tsv")
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16", "fresh17",
                 "tune18", "fresh19")
V13.LATER_PAGE_SETS = ()
V13.SITES = SITES
# Sites at random, of any region: no regional group is drawn first.
V13.REGION_QUOTA = {}
# STYLE set by hand where v13's rule would be wrong (see the README).
STYLE_BY_HAND = {}


def select(pool):
    """v13's select with this set's seed, all sites in one group, and a PART
    column: the draw's first PART_SITES sites are part 0."""
    texts = V15.captured(lambda: V13.select(pool, seed=SEED))
    order = []
    for text in texts:
        if not text.startswith("#"):
            site = text.split("\t")[1]
            if site not in order:
                order.append(site)
    for text in texts:
        if text.startswith("#"):
            print(text + "\tpart")
            continue
        r = text.split("\t")
        r[2] = STYLE_BY_HAND.get(r[1], r[2])
        index = order.index(r[1])
        part = 0 if index < PART_SITES else 1
        if r[4].startswith("reserve"):
            part = -1
        print("\t".join(r + [str(part)]))


def write(labelled, outdir):
    rows = V7.rows_of(labelled)
    for part, name in enumerate(NAMES):
        mine = [r[:8] for r in rows if r[8] == str(part)]
        random.Random(SEED).shuffle(mine)
        Path(outdir, name).write_text(V7.HEADER + "\n" + "".join("\t".join(r) + "\n" for r in mine))
        print(name, len(mine), len({r[5] for r in mine}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V19.extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
