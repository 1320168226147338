#!/usr/bin/env python3
"""Draw the v18 English tune lines, part 1 (issue 33): a tune set only.

The pool is the one of v13 to v16: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v16-0.py (and
through it en-lines-v15.py and en-lines-v13.py) and runs their functions;
it changes what they are read against, which third of the sites it keeps,
the quotas, the seed and the sites placed in a region by hand.

  en-lines-v18-1.py extract > pool.tsv
      v13's extract (all its filters on lines and sites), read against
      every set committed here now (round seven's known() reads the SOURCE
      column and the lines of every .tsv of the fixtures, both v16 parts
      among them), the saved pages, the sites and lines of every page set
      (PAGE_SETS, tune16 among them) and the held-out site list. Only this
      part's third of the sites is kept: those whose
      int(md5(site).hexdigest(), 16) % 3 == PART. The held-out set v17
      takes the sites of 0 and part 0 of this set those of 1, all drawn at
      the same time by other hands, so no two share a site. The REGION
      column is round seven's, but a site named in v15's, v16-0's or this
      script's REGION_BY_HAND has the region given there.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v18-1.py select pool.tsv > chosen.tsv
      v16-0's select with this part's seed (181) and quotas: sites with at
      least five lines and not in NOT_RECIPE_SITES, the most pool lines
      first (a tie in the order of random.Random(181)): 15 British or
      Irish, 10 Australian or New Zealand and 5 Indian (REGION_QUOTA), then
      other sites to 75. Four lines a site in the order of
      random.Random(SITE + "181"), the next four printed as spares (RANK 5
      to 8), and the next two other sites as reserves (RANK reserve-N),
      used as in v13. STYLE is v13's (by region, else `metric` when most of
      a site's lines weigh in grams or millilitres), but that of
      STYLE_BY_HAND for the sites it names.

  en-lines-v18-1.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v18-en-tune-1.tsv, in the order of
      random.Random(181).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set then names.
"""
import hashlib
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V16 = load("en_lines_v16_0", "en-lines-v16-0.py")
V15, V13 = V16.V15, V16.V13
PART, PARTS = 2, 3
SEED = 181
V16.SEED, V16.NAME = SEED, "v18-en-tune-1.tsv"
V16.REGION_QUOTA = {"uk": 15, "au": 10, "in": 5}
# Every page set committed when this part was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16")
V13.LATER_PAGE_SETS = ()
# Round seven's regions know a site by its address or a short list, and
# v15's and v16's hand-named regions add a few: in this third they find no
# British, Australian, New Zealand or Indian site of five lines or more
# (eatsamazing.co.uk, thegingerpig.co.uk, quirkycooking.com.au and
# edmondscooking.co.nz have three or four). These sites on a .com or the
# like were placed by hand: found by reading the lines of the third's sites
# that weigh in grams or use a region's words (caster sugar, plain flour,
# bicarbonate of soda, tin, chilli, coriander; tbs, capsicum; masala, ghee,
# dal), each kept only when who writes it and from where is known: the
# British food-waste campaign's site, Marks & Spencer's recipe site, a
# British family magazine, a British raw-food chef, two British food
# writers (larderlove.com, which v16-1 placed, and twochubbycubs.com), and
# the Australian jonoandjules.com, which v16-1 placed. Sites whose lines
# read British, Australian or Indian but whose writer could not be placed
# (lighterplaneofbeing.wordpress.com, teffyperk.com, southerninlaw.com,
# happyveggiekitchen.com, lovefrenchfood.com, sitaruab.com, gordonrumsay.com,
# foodrecipes.cc, lovefoodies.com, free-from.com) are left to the other
# sites. So the groups have 6, 1 and 0 sites, not 15, 10 and 5.
REGION_BY_HAND = {
    **dict.fromkeys(("england.lovefoodhatewaste.com", "cookwithmands.com", "mybaba.com", "therawchef.com",
                     "larderlove.com", "twochubbycubs.com"), "uk"),
    "jonoandjules.com": "au",
}
V16.REGION_BY_HAND = {**V16.REGION_BY_HAND, **REGION_BY_HAND}
# STYLE set by hand where v13's rule would be wrong: the Singapore food
# channel of Asia (a metric country), whose lines mix spoons with grams and
# millilitres, as v16-0 set a Malaysian newspaper.
V16.STYLE_BY_HAND = {**V16.STYLE_BY_HAND, "asianfoodchannel.com": "metric"}
# Sites of many lines that are no recipe publisher's: quincesandlemons.com,
# whose lines v13 drew and dropped because the clipper broke them at the
# page's wraps; and recipe keepers, organisers and a mail host whose lines
# their users typed (mastercook.com, cozi.com, snapguide.com, pages02.net).
V16.NOT_RECIPE_SITES = V16.NOT_RECIPE_SITES + ("quincesandlemons.com", "mastercook.com", "cozi.com",
                                               "snapguide.com", "pages02.net")


def in_part(site):
    """This part's third of the sites, by a hash that does not depend on
    the order of the pool."""
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % PARTS == PART


V16.in_part = in_part

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V16.extract()
    elif cmd == "select":
        V16.select(sys.argv[2], seed=SEED)
    elif cmd == "write":
        V16.write(sys.argv[2], sys.argv[3], seed=SEED)
