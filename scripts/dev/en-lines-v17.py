#!/usr/bin/env python3
"""Draw the v17 English ingredient lines (issue 33): a held-out set only.

The pool is the one of v13 to v16: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v15.py (and
through it en-lines-v13.py) and the two v16 scripts, and runs their
functions; it changes only what they are read against, which third of the
sites it keeps, the quotas and the seed, and names by hand a few more sites
whose region the address hides.

  en-lines-v17.py extract > pool.tsv
      v13's extract (all its filters on lines and sites), read against every
      set committed here now: round seven's known() reads the SOURCE column
      and the lines of every .tsv of the fixtures (v15-en-holdout.tsv and
      both v16 parts among them, matched by the script only), the saved
      pages, the sites and lines of every page set (PAGE_SETS: every folder
      of Tests/WebPages with a pages.tsv when this set was drawn, tune16
      among them) and the held-out site list. Of what is left, only this
      set's third of the sites: int(md5(site).hexdigest(), 16) % 3 == 0
      (two tune sets are drawn at the same time from the other two thirds,
      so no site is shared). The sites that v16 found to be no recipe
      publisher's (NOT_RECIPE_SITES of both parts) are left out. The REGION
      column is round seven's, but a site named by hand (v15's, both v16
      parts' and this set's REGION_BY_HAND) has the region given there.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v17.py select pool.tsv > chosen.tsv
      v13's select with seed 1717: sites with at least five lines, drawn at
      random, 14 British or Irish, 10 Australian or New Zealand, 6 Indian
      and 2 South African (REGION_QUOTA), then other sites to 60, each group
      in the order of random.Random(1717); four lines a site in the order
      of random.Random(SITE + "1717"), the next four printed as spares (RANK
      5 to 8) and two reserve sites (RANK reserve-N), used as in v13. STYLE
      is v13's (by region, else `metric` when most of a site's pool lines
      weigh in grams or millilitres, else `american`), but that of
      STYLE_BY_HAND for the sites it names.

  en-lines-v17.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v17-en-holdout.tsv, in the order of
      random.Random(1717).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set then names.
"""
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


V15 = load("en_lines_v15", "en-lines-v15.py")
V16_0 = load("en_lines_v16_0", "en-lines-v16-0.py")
V16_1 = load("en_lines_v16_1", "en-lines-v16-1.py")
V13, V7 = V15.V13, V15.V7
SEED, NAME, THIRD = 1717, "v17-en-holdout.tsv", 0
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16")
V13.LATER_PAGE_SETS = ()
V13.SITES = 60
V13.REGION_QUOTA = {"uk": 14, "au": 10, "in": 6, "za": 2}
NOT_RECIPE_SITES = V16_0.NOT_RECIPE_SITES + V16_1.NOT_RECIPE_SITES
# Sites of this third on a .com, .net or the like whose region the address
# hides, placed by hand as v15 and v16 did: found by reading the lines of
# the third's sites of five lines or more that weigh in grams or use a
# region's words (caster sugar, chilli, tins, cornflour; capsicum, tbs,
# metric cup; masala, ghee, curry leaves), each kept only when who writes
# it and from where is known. The address finds no British, Indian or South
# African site in this third and two Australian or New Zealand ones
# (mumcentral.com.au, chelseawinter.co.nz). Placed here: the Dumpling
# Sisters, New Zealand-raised sisters who write from London; Cooking with
# Plants, an Australian vegan cook (capsicum, tbs, metric cups); Bake for
# Happy Kids, a Singaporean baker who writes from Melbourne. Sites whose
# lines look regional but whose writer could not be placed (cooked.com and
# circusgardener.com, left out by v16 too; the4blades.com, a Thermomix
# site; ayeshahaq.com, food4yourmood.wordpress.com, danceofsaucepans.com,
# zaiqa.com) stay in the other group, as do Singaporean, Greek and Israeli
# sites. So the groups have 1, 4, 0 and 0 sites, not 14, 10, 6 and 2; the
# other sites fill the 60.
REGION_BY_HAND = {
    "thedumplingsisters.com": "uk",
    **dict.fromkeys(("cookingwithplants.com", "bakeforhappykids.com"), "au"),
}
# STYLE set by hand where v13's rule would be wrong.
STYLE_BY_HAND = {}


def in_third(site):
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 3 == THIRD


def region(site, by_address):
    for named in (REGION_BY_HAND, V16_0.REGION_BY_HAND, V16_1.REGION_BY_HAND):
        if site in named:
            return named[site]
    return V15.region(site, by_address)


def extract():
    """v13's extract, this set's third only, with the hand-named regions."""
    for text in V15.captured(V13.extract):
        if text.startswith("#"):
            print(text)
            continue
        line, site, by_address, origin = text.split("\t")
        if in_third(site) and site not in NOT_RECIPE_SITES:
            print("\t".join((line, site, region(site, by_address), origin)))


def select(pool):
    """v13's select with this set's seed and quotas, and STYLE_BY_HAND."""
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
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "write":
        write(sys.argv[2], sys.argv[3])
