#!/usr/bin/env python3
"""Draw the v14 English tune lines, part 1 (issue 33): a tune set only.

The pool is v13's: the ingredient lines that users of a recipe clipper saved
from the web, kept as the training data of kriserickson/recipe-parser
(Apache-2.0) at the commit en-lines-v13.py pins. This script reuses v13's
functions; what it changes is which sites it may take.

  en-lines-v14-1.py extract > pool.tsv
      v13's extract, read against every set committed here now (which
      includes v13-en-holdout.tsv, so that none of its sites or lines can
      come back), the saved pages and the page sets named in PAGE_SETS
      (fresh13 now among them), and the held-out site list when it is
      there. Of what is left, only the sites of this part's half
      (PART): int(md5(site), 16) % 2 == PART. Another hand draws the
      other half at the same time, so the two parts share no site.

  en-lines-v14-1.py select pool.tsv > chosen.tsv
      v13's select with seed 1414 and other quotas: sites with at least
      five lines, 15 British or Irish, 10 Australian or New Zealand and 8
      Indian (REGION_QUOTA, round seven's regions, with INDIAN_SITES
      as Indian: only seven are found), then other sites to 75
      in all, each group in the order of random.Random(1414); four lines a
      site in the order of random.Random(SITE + "1414"), the next four
      printed as spares (RANK 5 to 8) and two reserve sites, as v13. STYLE
      as v13.

  en-lines-v14-1.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v14-en-tune-1.tsv, in the order of
      random.Random(1414).
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
V7 = V13.V7
SEED, PART, NAME = 1414, 1, "v14-en-tune-1.tsv"
# The page sets committed when this part was drawn, named, not globbed, so
# that a later page set does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13")
V13.LATER_PAGE_SETS = ()
V13.SITES = 75
V13.REGION_QUOTA = {"uk": 15, "au": 10, "in": 8}
# Round seven's regions find no Indian site of five lines or more in this
# half (they know Indian sites by their domain). These are Indian cooks'
# sites on a .com, found by hand among the half's sites whose lines hold
# Indian pantry words (masala, dal, ghee, curry leaves...) and read to
# confirm who writes them; there are seven, so the Indian group has seven.
INDIAN_SITES = {"sailusfood.com", "mysouthernflavours.com", "cookingandme.com", "thasneen.com",
                "abcdsofcooking.com", "kirantarun.com", "binjalsvegkitchen.com"}
# STYLE set by hand: Indian cooks writing from the United States in cups
# are `american`, as Ministry of Curry in the v3 sets and cookwithmanali.com
# in v13.
STYLE_BY_HAND = {"abcdsofcooking.com": "american", "kirantarun.com": "american",
                 "binjalsvegkitchen.com": "american"}


def in_part(site, part=PART):
    """This part's half of the sites, by a hash that does not depend on
    the order of the pool."""
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 2 == part


def extract():
    """v13's extract, keeping only the rows of this part's sites."""
    real_print = print
    rows = []

    def collect(text):
        rows.append(text)

    V13.print = collect
    try:
        V13.extract()
    finally:
        V13.print = real_print
    for text in rows:
        if text.startswith("#") or in_part(text.split("\t")[1]):
            real_print(text)


def region(row):
    """Round seven's region of the row's site, or `in` for a site of
    INDIAN_SITES."""
    return "in" if row[1] in INDIAN_SITES else row[2]


def select(pool, seed=SEED):
    """v13's select, with INDIAN_SITES in the Indian group and the STYLE
    of STYLE_BY_HAND."""
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    eligible = [s for s, v in by_site.items() if len(v) >= V13.MIN_LINES]
    later = V13.later_sites()
    chosen = []
    for group_region, quota in V13.REGION_QUOTA.items():
        group = sorted(s for s in eligible if region(by_site[s][0]) == group_region)
        random.Random(seed).shuffle(group)
        chosen += [s for s in group if not V13.used(s, later)][:quota]
    rest = sorted(s for s in eligible if region(by_site[s][0]) not in V13.REGION_QUOTA)
    random.Random(seed).shuffle(rest)
    rest = [s for s in rest if not V13.used(s, later)]
    sites, reserve_count = V13.SITES, V13.RESERVE
    reserve = rest[sites - len(chosen):sites - len(chosen) + reserve_count]
    chosen += rest[:sites - len(chosen)]
    print("# line\tsite\tstyle\torigin\trank")
    for s in chosen + reserve:
        v = list(by_site[s])
        metric = sum(1 for r in v if V13.V9.METRIC.search(r[0])) * 2 > len(v)
        style = (STYLE_BY_HAND.get(s) or V13.STYLE_OF.get(region(v[0]))
                 or ("metric" if metric else "american"))
        random.Random(s + str(seed)).shuffle(v)
        for rank, r in enumerate(v[:V13.PER_SITE + V13.SPARES], start=1):
            mark = "reserve-" if s in reserve else ""
            print("\t".join((r[0], s, style, r[3], mark + str(rank))))


def write(labelled, outdir):
    rows = V7.rows_of(labelled)
    random.Random(SEED).shuffle(rows)
    Path(outdir, NAME).write_text(V7.HEADER + "\n" + "".join("\t".join(r) + "\n" for r in rows))
    print(NAME, len(rows), len({r[5] for r in rows}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
