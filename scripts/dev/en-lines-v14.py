#!/usr/bin/env python3
"""Draw the v14 English ingredient lines, part 0 (issue 33): a tune set.

Same pool as v13 (the lines users of a recipe clipper saved, the training
data of kriserickson/recipe-parser, Apache-2.0, at the commit en-lines-v13.py
pins), read by v13's functions, with two changes:

- every site a committed set, saved page or page set names is left out,
  v13-en-holdout.tsv's sites included (round seven's known() reads every
  .tsv here), and now fresh13's too (PAGE_SETS below);
- only the sites of this part are taken: those whose
  int(md5(site).hexdigest(), 16) % 2 == PART. Part 1 (the other half) is
  drawn by another hand from the same pool, so the two parts share no site.

  en-lines-v14.py extract > pool.tsv
      v13's extract with the page sets below, keeping this part's sites only.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v14.py select pool.tsv > chosen.tsv
      Sites with at least five lines: 15 British or Irish, 10 Australian or
      New Zealand, 8 Indian (REGION_QUOTA), then other sites to 75, each
      group in the order of random.Random(1414); four lines a site in the
      order of random.Random(SITE + "1414"), the next four printed as spares
      (RANK 5 to 8) and two reserve sites (RANK reserve-N), used as in v13.
      STYLE as in v13.

  en-lines-v14.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v14-en-tune-PART.tsv, in the order of
      random.Random(1414).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set now names.
"""
import collections
import hashlib
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


V13 = load("en_lines_v13", "en-lines-v13.py")
V7, V9 = V13.V7, V13.V9
PART = 0
SEED, SITES, PER_SITE, SPARES, RESERVE, MIN_LINES = 1414, 75, 4, 4, 2, 5
REGION_QUOTA = {"uk": 15, "au": 10, "in": 8}
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13")
V13.LATER_PAGE_SETS = ()
# Round seven's regions go by the address, which finds one Indian site of
# this part (riascollection.blogspot.in). These are Indian cooks' sites on
# a .com or .net, found by reading the pool's sites with Indian pantry words
# (masala, ghee, jeera, urad, besan...) and set by hand: three write from
# India (STYLE metric, as the v3 sets' Indian sites), three from the United
# States (STYLE by v13's rule, as Ministry of Curry in the v3 sets).
INDIAN_IN_INDIA = ("nishamadhulika.com", "vahrehvah.com", "carveyourcraving.com")
INDIAN_ABROAD = ("holycowvegan.net", "myheartbeets.com", "ecurry.com")


def in_part(site):
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 2 == PART


def extract():
    """v13's extract, keeping only this part's sites."""
    rows = []
    real_print = print

    def keep(text, *args, **kwargs):
        rows.append(text)

    V13.print = keep
    try:
        V13.extract()
    finally:
        V13.print = real_print
    for text in rows:
        if text.startswith("#") or in_part(text.split("\t")[1]):
            real_print(text)


def select(pool, seed=SEED):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        if in_part(r[1]):
            by_site.setdefault(r[1], []).append(r)
    eligible = [s for s, v in by_site.items() if len(v) >= MIN_LINES]

    def region(s):
        return "in" if s in INDIAN_IN_INDIA + INDIAN_ABROAD else by_site[s][0][2]

    chosen = []
    for region_name, quota in REGION_QUOTA.items():
        group = sorted(s for s in eligible if region(s) == region_name)
        random.Random(seed).shuffle(group)
        chosen += group[:quota]
    rest = sorted(s for s in eligible if s not in chosen)
    random.Random(seed).shuffle(rest)
    reserve = rest[SITES - len(chosen):SITES - len(chosen) + RESERVE]
    chosen += rest[:SITES - len(chosen)]
    print("# line\tsite\tstyle\torigin\trank")
    for s in chosen + reserve:
        v = list(by_site[s])
        metric = sum(1 for r in v if V9.METRIC.search(r[0])) * 2 > len(v)
        style = V13.STYLE_OF.get(v[0][2] if s not in INDIAN_IN_INDIA else "in") or ("metric" if metric else "american")
        random.Random(s + str(seed)).shuffle(v)
        for rank, r in enumerate(v[:PER_SITE + SPARES], start=1):
            mark = "reserve-" if s in reserve else ""
            print("\t".join((r[0], s, style, r[3], mark + str(rank))))


def write(labelled, outdir, seed=SEED):
    rows = V7.rows_of(labelled)
    random.Random(seed).shuffle(rows)
    name = f"v14-en-tune-{PART}.tsv"
    Path(outdir, name).write_text(V7.HEADER + "\n" + "".join("\t".join(r) + "\n" for r in rows))
    print(name, len(rows), len({r[5] for r in rows}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
