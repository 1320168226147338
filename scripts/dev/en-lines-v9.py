#!/usr/bin/env python3
"""Draw the v9 English ingredient lines (issue 33, round nine).

  en-lines-v9.py extract > pool.tsv
      The pool of round seven's script (en-lines-v7.py extract), run against
      the sets committed now: every English ingredient string of
      recipe-scrapers' test pages (every commit) and recipya's scraper tests
      whose site no committed set and no saved page names, each line in no
      committed set (ignoring case and runs of blanks). Since the v7 sets are
      committed, their 91 sites are no longer new.

  en-lines-v9.py select pool.tsv > chosen.tsv
      Of the sites with at least five lines, 80 drawn with random.Random(99),
      four lines of each (each site's lines shuffled with
      random.Random(SITE + "99")): 320 lines. STYLE is `metric` when most of a
      site's pool lines weigh in grams or millilitres, else `american`.

  en-lines-v9.py split labelled.tsv OUTDIR
      Shuffles the labelled rows with random.Random(99): the first half
      (rounded up) to v9-en-holdout.tsv, the rest to v9-en-tune.tsv.
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

SITES, PER_SITE, MIN_LINES, SEED = 80, 4, 5, 99
METRIC = re.compile(r"\d\s*(g|gr|grams?|ml|kg|l)\b", re.I)


def select(pool, sites=SITES, seed=SEED):
    """Print `sites` sites' lines drawn from the pool; en-lines-v10.py calls
    this with its own count and seed."""
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    eligible = sorted(s for s, v in by_site.items() if len(v) >= MIN_LINES)
    random.Random(seed).shuffle(eligible)
    print("# line\tsite\tstyle\torigin")
    for s in eligible[:sites]:
        v = list(by_site[s])
        metric = sum(1 for r in v if METRIC.search(r[0])) * 2 > len(v)
        random.Random(s + str(seed)).shuffle(v)
        for r in v[:PER_SITE]:
            print("\t".join((r[0], s, "metric" if metric else "american", r[3])))


def split(labelled, outdir, seed=SEED, prefix="v9"):
    rows = V7.rows_of(labelled)
    random.Random(seed).shuffle(rows)
    k = (len(rows) + 1) // 2
    for name, part in ((prefix + "-en-holdout.tsv", rows[:k]), (prefix + "-en-tune.tsv", rows[k:])):
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
