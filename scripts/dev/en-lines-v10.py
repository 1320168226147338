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
import collections
import importlib.util
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = importlib.util.spec_from_file_location("en_lines_v7", HERE / "en-lines-v7.py")
V7 = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(V7)

SITES, PER_SITE, MIN_LINES, SEED = 52, 4, 5, 1010
METRIC = re.compile(r"\d\s*(g|gr|grams?|ml|kg|l)\b", re.I)


def select(pool):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    eligible = sorted(s for s, v in by_site.items() if len(v) >= MIN_LINES)
    random.Random(SEED).shuffle(eligible)
    print("# line\tsite\tstyle\torigin")
    for s in eligible[:SITES]:
        v = list(by_site[s])
        metric = sum(1 for r in v if METRIC.search(r[0])) * 2 > len(v)
        random.Random(s + str(SEED)).shuffle(v)
        for r in v[:PER_SITE]:
            print("\t".join((r[0], s, "metric" if metric else "american", r[3])))


def split(labelled, outdir):
    rows = V7.rows_of(labelled)
    random.Random(SEED).shuffle(rows)
    k = (len(rows) + 1) // 2
    for name, part in (("v10-en-holdout.tsv", rows[:k]), ("v10-en-tune.tsv", rows[k:])):
        Path(outdir, name).write_text(V7.HEADER + "\n" + "".join("\t".join(r) + "\n" for r in part))
        print(name, len(part), len({r[5] for r in part}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V7.extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "split":
        split(sys.argv[2], sys.argv[3])
