#!/usr/bin/env python3
"""Draw the v19 English ingredient lines (issue 33): a held-out set only.

The pool is the one of v13 to v18: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v17.py (and
through it en-lines-v15.py, en-lines-v13.py and both v16 scripts) and both
v18 scripts, and runs their functions; it changes only what they are read
against, the quotas, the seed and the sites placed in a region by hand.

  en-lines-v19.py extract > pool.tsv
      v13's extract (all its filters on lines and sites), read against every
      set committed here now: round seven's known() reads the SOURCE column
      and the lines of every .tsv of the fixtures (v17-en-holdout.tsv and
      both v18 parts among them, matched by the script only), the saved
      pages, the sites and lines of every page set (PAGE_SETS: every folder
      of Tests/WebPages with a pages.tsv when this set was drawn, fresh17
      and tune18 among them) and the held-out site list. Unlike v17 and
      v18, every third of the sites is kept: the thirds only kept three
      hands apart. The sites that v16 and v18 found to be no recipe
      publisher's (NOT_RECIPE_SITES) are left out. The REGION column is
      round seven's (the address), but a site placed by hand in v15, v16,
      v17, v18 or here (REGION_BY_HAND) has the region given there.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v19.py select pool.tsv > chosen.tsv
      v13's select with seed 1919: sites with at least five lines (four
      for a British, Irish, Australian, New Zealand, Indian or South
      African one, whose four are then taken with no spare), drawn at
      random, 14 British or Irish, 10 Australian or New Zealand, 6 Indian
      and 2 South African (REGION_QUOTA), then other sites to 70, each group
      in the order of random.Random(1919); four lines a site in the order
      of random.Random(SITE + "1919"), the next four printed as spares (RANK
      5 to 8) and two reserve sites (RANK reserve-N), used as in v13. STYLE
      is v13's (by region, else `metric` when most of a site's pool lines
      weigh in grams or millilitres, else `american`), but that of
      STYLE_BY_HAND for the sites it names.

  en-lines-v19.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v19-en-holdout.tsv, in the order of
      random.Random(1919).

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


V17 = load("en_lines_v17", "en-lines-v17.py")
V18_0 = load("en_lines_v18_0", "en-lines-v18-0.py")
V18_1 = load("en_lines_v18_1", "en-lines-v18-1.py")
V15, V13, V7 = V17.V15, V17.V13, V17.V7
SEED, NAME = 1919, "v19-en-holdout.tsv"
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16", "fresh17",
                 "tune18")
V13.LATER_PAGE_SETS = ()
V13.SITES = 70
V13.REGION_QUOTA = {"uk": 14, "au": 10, "in": 6, "za": 2}
NOT_RECIPE_SITES = tuple(dict.fromkeys(V17.NOT_RECIPE_SITES + V18_0.NOT_RECIPE_SITES
                                       + V18_1.V16.NOT_RECIPE_SITES))
# Round seven's regions (the address) find among the unused sites of five
# lines or more no British, Irish, Australian, New Zealand, Indian or South
# African one: the earlier rounds took them all, and the lists of v15 to v18
# place no unused site either. Among the sites of four lines, the address
# finds eatsamazing.co.uk and essentialkids.com.au. The sites below, on a
# .com or .tv, are placed by hand: found by reading the lines of the unused
# sites of four lines or more that weigh in grams or use a region's words
# (caster sugar, golden syrup, tin, litre; capsicum, tbs; masala, ghee;
# Tbs with cake flour), each kept only when who writes it and from where is
# known: Japan Centre, a London shop of Japanese food; the Irish Times, a
# Dublin newspaper; BOSH!, two London vegan cooks; A Cottage Smallholder, a
# Suffolk blog; Healthista, a London health magazine; Food24, a South
# African food site of Media24 (Cape Town). Sites whose lines read British,
# Australian, Indian or South African but whose writer could not be placed
# here (thismummy.com, bantingdiaries.com, superkitchenmachine.com,
# kitchenking.ebhasin.com, sonisfood.com, and the earlier rounds'
# cooked.com, cookitsimply.com, livingalifeincolour.com, lovefoodies.com,
# zaiqa.com, ayeshahaq.com, the4blades.com) stay in the other group. Sites
# of three lines or fewer (britishlarder.co.uk, sarahraven.com,
# cookrepublic.com, edmondscooking.co.nz and the like) cannot give four
# lines and are not drawn. So the groups have 6, 1, 0 and 1 sites, not the
# 14, 10, 6 and 2 asked for; the other sites fill the 70.
REGION_BY_HAND = {
    **dict.fromkeys(("japancentre.com", "irishtimes.com", "bosh.tv", "cottagesmallholder.com", "healthista.com"),
                    "uk"),
    "food24.com": "za",
}
# A regional site may give its four lines with no spare (MIN_LINES 4), since
# the regional sites left have few lines; any other site needs five, as in
# v13, so that it has a spare.
REGIONAL_MIN_LINES = 4
# STYLE set by hand where v13's rule would be wrong.
STYLE_BY_HAND = {}
EARLIER_BY_HAND = (V17.REGION_BY_HAND, V17.V16_0.REGION_BY_HAND, V17.V16_1.REGION_BY_HAND,
                   V18_0.REGION_BY_HAND, V18_1.REGION_BY_HAND)


def region(site, by_address):
    for named in (REGION_BY_HAND, *EARLIER_BY_HAND):
        if site in named:
            return named[site]
    return V15.region(site, by_address)


def extract():
    """v13's extract over every third, with the hand-named regions."""
    for text in V15.captured(V13.extract):
        if text.startswith("#"):
            print(text)
            continue
        line, site, by_address, origin = text.split("\t")
        if site not in NOT_RECIPE_SITES:
            print("\t".join((line, site, region(site, by_address), origin)))


def select(pool):
    """v13's select with this set's seed and quotas, and STYLE_BY_HAND, run
    on the pool less the other sites of fewer than v13's MIN_LINES lines,
    with MIN_LINES lowered to REGIONAL_MIN_LINES for the regional ones."""
    rows = V7.rows_of(pool)
    count = collections.Counter(r[1] for r in rows)
    kept = [r for r in rows if r[2] in V13.REGION_QUOTA or count[r[1]] >= V13.MIN_LINES]
    with tempfile.NamedTemporaryFile("w", suffix=".tsv") as f:
        f.write("".join("\t".join(r) + "\n" for r in kept))
        f.flush()
        V13.MIN_LINES = REGIONAL_MIN_LINES
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
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
