#!/usr/bin/env python3
"""Draw the v10 English ingredient lines (issue 33, round ten).

  en-lines-v10.py extract > pool.tsv
      Round seven's extraction (en-lines-v7.py extract) run against the sets
      committed now: every English ingredient string of recipe-scrapers' test
      pages (every commit) and recipya's scraper tests whose site no committed
      set and no saved page names, each line in no committed set (ignoring
      case and runs of blanks). With the v9 sets committed, their 80 sites are
      no longer new.

  en-lines-v10.py select pool.tsv > chosen.tsv
      Of the sites with at least five lines, 52 drawn with
      random.Random(1010), four lines of each (each site's lines shuffled
      with random.Random(SITE + "1010")): 208 lines. STYLE is `metric` when
      most of a site's pool lines weigh in grams or millilitres, else
      `american`.

  en-lines-v10.py split labelled.tsv OUTDIR
      Shuffles the labelled rows with random.Random(1010): the first half
      (rounded up) to v10-en-holdout.tsv, the rest to v10-en-tune.tsv.
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


# Round nine's draw with this round's count and seed.
V9 = load("en_lines_v9", "en-lines-v9.py")
SITES, SEED = 52, 1010

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V9.V7.extract()
    elif cmd == "select":
        V9.select(sys.argv[2], sites=SITES, seed=SEED)
    elif cmd == "split":
        V9.split(sys.argv[2], sys.argv[3], seed=SEED, prefix="v10")
