#!/usr/bin/env python3
"""Draw the v15 English ingredient lines (issue 33): a held-out set only.

The pool is v13's and v14's: the ingredient lines that users of a recipe
clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v13.py and runs
its functions; it changes only what they are read against, the quotas and
the seed, and names by hand a few sites whose region the address hides.

  en-lines-v15.py extract > pool.tsv
      v13's extract, read against every set committed here now (round
      seven's known() reads the SOURCE column of every .tsv of the fixtures,
      so v13-en-holdout.tsv and both v14 tune parts are among them), the
      saved pages, the sites and lines of every page set (PAGE_SETS: every
      folder of Tests/WebPages with a pages.tsv when this set was drawn,
      tune14 among them) and the held-out site list when it is there. Both
      md5 halves of the sites are kept: v14's split into two parts does not
      apply here. The REGION column is round seven's, but a site named in
      REGION_BY_HAND has the region given there.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v15.py select pool.tsv > chosen.tsv
      v13's select with seed 1515: sites with at least five lines, 15
      British or Irish, 10 Australian or New Zealand, 8 Indian and 3 South
      African (REGION_QUOTA; only 4 Indian and 2 South African are found), then other sites to 60, each group in the
      order of random.Random(1515); four lines a site in the order of
      random.Random(SITE + "1515"), the next four printed as spares (RANK 5
      to 8) and two reserve sites (RANK reserve-N), used as in v13. STYLE is
      v13's, but that of STYLE_BY_HAND for the sites it names.

  en-lines-v15.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v15-en-holdout.tsv, in the order of
      random.Random(1515).

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


V13 = load("en_lines_v13", "en-lines-v13.py")
V7 = V13.V7
SEED, NAME = 1515, "v15-en-holdout.tsv"
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14")
V13.LATER_PAGE_SETS = ()
V13.SITES = 60
V13.REGION_QUOTA = {"uk": 15, "au": 10, "in": 8, "za": 3}
# Round seven's regions know a site's region by its address (or a short
# list of well-known sites), which finds only 4 British, 3 Australian and 1
# South African site of five lines or more, and no Indian one, among the
# unused sites. These sites on a .com, .net or the like were set by hand:
# found by reading the pool's sites whose lines weigh in grams or hold
# regional pantry words (caster sugar, courgette, tin; capsicum, thickened
# cream; masala, ghee, dal, curry leaves), each kept only when who writes
# it and from where is known. Indian and South African sites are few: the
# groups have 4 and 2 sites, not 8 and 3, and the other sites fill the 60.
REGION_BY_HAND = {
    **dict.fromkeys(("neilshealthymeals.com", "properfoodie.com", "the5-2dietbook.com", "itv.com", "ocado.com",
                     "nevenmaguire.com", "bascofinefoods.com", "cookingonabootstrap.com", "hintofhelen.com",
                     "gordonramsay.com", "greatcurryrecipes.net", "shelinacooks.com", "netmums.com",
                     "rivercottage.net", "lavenderandlovage.com"), "uk"),
    **dict.fromkeys(("bakeplaysmile.com", "heneedsfood.com", "chopstickchronicles.com", "rachelskitchennz.com",
                     "annabel-langbein.com", "notquitenigella.com", "deliciouseveryday.com",
                     "vegeyum.wordpress.com"), "au"),
    **dict.fromkeys(("kannammacooks.com", "rachnas-kitchen.com", "mariasmenu.com", "indiaphile.info"), "in"),
    "tandysinclair.com": "za",
}
# STYLE set by hand where v13's rule (by region, else by grams) would be
# wrong: an Indian cook writing from the United States in cups is
# `american`, as Ministry of Curry in the v3 sets.
STYLE_BY_HAND = {"indiaphile.info": "american"}


def region(site, by_address):
    return REGION_BY_HAND.get(site, by_address)


def captured(run):
    """What one of v13's commands prints, as a list of rows."""
    rows = []
    real_print = print
    V13.print = rows.append
    try:
        run()
    finally:
        V13.print = real_print
    return rows


def extract():
    """v13's extract over both halves, with the hand-named regions."""
    for text in captured(V13.extract):
        if text.startswith("#"):
            print(text)
            continue
        line, site, by_address, origin = text.split("\t")
        print("\t".join((line, site, region(site, by_address), origin)))


def select(pool):
    """v13's select with this set's seed and quotas, and STYLE_BY_HAND."""
    for text in captured(lambda: V13.select(pool, seed=SEED)):
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
