#!/usr/bin/env python3
"""Draw the v18 English ingredient lines, part 0 (issue 33): a tune set.

The pool is the one of v13 to v16: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v16-0.py (and
through it en-lines-v15.py and en-lines-v13.py) and runs its extract,
select and write; what it changes is what they are read against, which
third of the sites it keeps, the quotas, the seed and the hand-named
regions.

  en-lines-v18-0.py extract > pool.tsv
      v16-0's extract (v13's filters on lines and sites, v15's hand-named
      regions), read against every set committed here now (round seven's
      known() reads the SOURCE column and the lines of every .tsv of the
      fixtures, both v16 parts among them), the saved pages, the sites and
      lines of every page set (PAGE_SETS, tune16 among them) and the
      held-out site list. Only this part's third of the sites is kept:
      those whose int(md5(site).hexdigest(), 16) % 3 == THIRD. The held-out
      set v17 takes the third 0 and the other tune part the third 2, drawn
      at the same time by other hands, so the three share no site; and
      since extract keeps each line once, at its first site in the pool,
      they share no line either. The REGION column is round seven's, but
      that of REGION_BY_HAND (or v15's) for the sites it names.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v18-0.py select pool.tsv > chosen.tsv
      v16-0's select with seed 180: sites with at least five lines and not
      in NOT_RECIPE_SITES, the sites with the most pool lines first (a tie
      in the order of random.Random(180)); 15 British or Irish, 10
      Australian or New Zealand and 5 Indian (REGION_QUOTA), then other
      sites to 75. Four lines a site in the order of random.Random(SITE +
      "180"), the next four printed as spares (RANK 5 to 8), and the next
      two other sites as reserves (RANK reserve-N), used as in v13. STYLE is
      v13's (`british` for a British or Irish site, `metric` for an
      Australian, New Zealand or Indian one, else `metric` when most of the
      site's pool lines weigh in grams or millilitres, else `american`),
      but that of STYLE_BY_HAND for the sites it names.

  en-lines-v18-0.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v18-en-tune-0.tsv, in the order of
      random.Random(180).

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
V13 = V16.V13
THIRD, SEED = 1, 180
V16.NAME = "v18-en-tune-0.tsv"
V16.SITES = 75
V16.REGION_QUOTA = {"uk": 15, "au": 10, "in": 5}
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15", "tune16")
V13.LATER_PAGE_SETS = ()
# Round seven's regions (by the address) find in this third one British
# site of five lines or more (slimmingworld.co.uk; jusrol.co.uk is left out
# below) and no Australian, New Zealand or Indian one. The sites below, on a
# .com, were placed by hand: found by reading the lines of the third's
# sites that weigh in grams or use a region's words (caster or castor
# sugar, icing sugar, mince, tin; capsicum, tbs; masala, methi, ghee), each
# kept only when who writes it and from where is known: Nicko's Kitchen is
# Rob Nixon's, a cook of Perth; The Orgasmic Chef is Maureen Shaw's, an
# American writing from Queensland's Sunshine Coast; harpalssokhi.com is
# the Indian television chef Harpal Singh Sokhi's, but the clipper split
# each of its lines into an amount row and a food row (`1 teaspoon`, `Red
# chile powder`), so that, like jusrol.co.uk, it is passed over below. Sites whose lines read
# British, Australian or South Asian but whose writer could not be placed
# here (cookitsimply.com, as in v16-1; mattersofthebelly.com, as in v16-0;
# cristinasfoodblog.com, messywitchen.com, thermomates.wordpress.com,
# thespicespoon.com, rookno17.com) are left to the other sites. So the
# groups have 1, 2 and 0 sites, not 15, 10 and 5, and the other sites fill
# the 75.
REGION_BY_HAND = {"nickoskitchen.com": "au", "orgasmicchef.com": "au", "harpalssokhi.com": "in"}
# STYLE set by hand where v13's rule would be wrong: an American cook in
# Australia who writes in cups, spoons and ounces.
STYLE_BY_HAND = {"orgasmicchef.com": "american"}
# v16-0's, and sites of many lines that are no recipe publisher's: a recipe
# API's copies (spoonacular.com, which v13 passed over as an aggregator)
# and a family organiser where users type their recipes (my.cozi.com, like
# the recipe keepers v13 leaves out), and harpalssokhi.com, whose lines the
# clipper split from their amounts.
NOT_RECIPE_SITES = V16.NOT_RECIPE_SITES + ("spoonacular.com", "my.cozi.com", "harpalssokhi.com")


def in_part(site):
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 3 == THIRD


V16.in_part = in_part
V16.REGION_BY_HAND = REGION_BY_HAND
V16.STYLE_BY_HAND = STYLE_BY_HAND
V16.NOT_RECIPE_SITES = NOT_RECIPE_SITES

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        V16.extract()
    elif cmd == "select":
        V16.select(sys.argv[2], seed=SEED)
    elif cmd == "write":
        V16.write(sys.argv[2], sys.argv[3], seed=SEED)
