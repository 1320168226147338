#!/usr/bin/env python3
"""Draw the v16 English tune lines, part 1 (issue 33): a tune set only.

The pool is the one of v13, v14 and v15: the ingredient lines that users of
a recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v13.py and
runs its extract; it changes what extract is read against, keeps one half
of the sites, and orders the sites by how many lines they have in the pool
instead of at random, so that the set leans to the big, mainstream sites
(publishers, magazines, cookbook authors) whose lines readers meet most.

  en-lines-v16-1.py extract > pool.tsv
      v13's extract, read against every set committed here now (round
      seven's known() reads the SOURCE column of every .tsv of the fixtures:
      v13-en-holdout.tsv, both v14 parts and v15-en-holdout.tsv among them,
      whose lines are never opened here, only matched), the saved pages, the
      sites and lines of every page set (PAGE_SETS: every folder of
      Tests/WebPages with a pages.tsv when this part was drawn, fresh15
      among them) and the held-out site list when it is there. Of what is
      left, only the sites of this part's half (PART):
      int(md5(site), 16) % 2 == 1. Another hand draws the other half at the
      same time, so the two parts share no site. The REGION column is round
      seven's, but a site named in REGION_BY_HAND has the region given
      there. Prints LINE SITE REGION ORIGIN.

  en-lines-v16-1.py select pool.tsv > chosen.tsv
      Sites with at least five lines; 15 British or Irish and 10 Australian
      or New Zealand (REGION_QUOTA), then other sites to 75. Within each
      group the sites with the most pool lines come first; sites with as
      many lines are in the order of random.Random(161). Four lines a site
      in the order of random.Random(SITE + "161"), the next four printed as
      spares (RANK 5 to 8), which stand in, in order, for a taken line that
      labelling drops as no ingredient, and two reserve sites (RANK
      reserve-N), the next two of the other group, for a site left with no
      ingredient line. STYLE as v13 (`british` for a British or Irish
      site, `metric` for an Australian, New Zealand, Indian or South
      African one, else `metric` when most of the site's pool lines weigh
      in grams or millilitres, else `american`), but that of STYLE_BY_HAND
      for the sites it names.

  en-lines-v16-1.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v16-en-tune-1.tsv, in the order of
      random.Random(161).

Rerun after this set is committed, extract leaves out its lines and sites,
which a committed set then names.
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
SEED, PART, NAME = 161, 1, "v16-en-tune-1.tsv"
SITES = 75
REGION_QUOTA = {"uk": 15, "au": 10}
# Every page set committed when this part was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15")
V13.LATER_PAGE_SETS = ()
# Round seven's regions know a site's region by its address (or a short
# list of well-known sites), which finds in this half no British site and
# no Australian or New Zealand one of five lines or more. These sites on a
# .com, .net or the like were set by hand: found by reading the half's
# sites whose lines weigh in grams or hold regional words (caster sugar,
# bicarbonate of soda, tin, stock pot; tbs, capsicum, eggplant with
# coriander, rice bran oil), each kept only when who writes it and from
# where is known. Sites whose lines look British or Australian but whose
# writer could not be placed (cookitsimply.com, free-from.com,
# mygoodnesskitchen.com, padaek.com) are left to the other group.
REGION_BY_HAND = {
    **dict.fromkeys(("studentrecipes.com", "slimmingeats.com", "womanandhome.com", "harrietemily.com",
                     "energiseforlife.com", "bakewithstork.com", "gordonramsay.com", "aglugofoil.com", "tilda.com",
                     "simonhopkinson.tv", "greatitalianchefs.com", "aslimmingjourney.com", "ameliafreer.com",
                     "england.lovefoodhatewaste.com", "vikalinka.com", "totalwomenscycling.com", "larderlove.com"),
                    "uk"),
    **dict.fromkeys(("kaylaitsines.com", "hungryandfussy.com", "slowcookercentral.com", "wholesome-cook.com",
                     "iquitsugar.com", "tenina.com", "thehealthychef.com", "thecookspyjamas.com", "jonoandjules.com",
                     "angsarap.net", "mydarlinglemonthyme.com"), "au"),
}
# STYLE set by hand where v13's rule (by region, else by grams) would be
# wrong: none in this part.
STYLE_BY_HAND = {}
# Addresses that are no recipe publisher, left out of select: a paste
# site, an image host and a lyrics site, whose lines their users typed.
NOT_RECIPE_SITES = ("pastebin.com", "imgur.com", "genius.com")


def in_part(site, part=PART):
    """This part's half of the sites, by a hash that does not depend on the
    order of the pool."""
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 2 == part


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
    """v13's extract, this part's half only, with the hand-named regions."""
    for text in captured(V13.extract):
        if text.startswith("#"):
            print(text)
            continue
        line, site, by_address, origin = text.split("\t")
        if in_part(site):
            print("\t".join((line, site, REGION_BY_HAND.get(site, by_address), origin)))


def by_size(sites, by_site, seed):
    """The sites with the most pool lines first; ties in a seeded order."""
    order = sorted(sites)
    random.Random(seed).shuffle(order)
    return sorted(order, key=lambda s: -len(by_site[s]))


def select(pool, seed=SEED):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    eligible = [s for s, v in by_site.items() if len(v) >= V13.MIN_LINES and s not in NOT_RECIPE_SITES]
    chosen = []
    for region, quota in REGION_QUOTA.items():
        group = [s for s in eligible if by_site[s][0][2] == region]
        chosen += by_size(group, by_site, seed)[:quota]
    rest = by_size([s for s in eligible if by_site[s][0][2] not in REGION_QUOTA], by_site, seed)
    reserve = rest[SITES - len(chosen):SITES - len(chosen) + V13.RESERVE]
    chosen += rest[:SITES - len(chosen)]
    print("# line\tsite\tstyle\torigin\trank\tpool_lines")
    for s in chosen + reserve:
        v = list(by_site[s])
        metric = sum(1 for r in v if V13.V9.METRIC.search(r[0])) * 2 > len(v)
        style = STYLE_BY_HAND.get(s) or V13.STYLE_OF.get(v[0][2]) or ("metric" if metric else "american")
        random.Random(s + str(seed)).shuffle(v)
        for rank, r in enumerate(v[:V13.PER_SITE + V13.SPARES], start=1):
            mark = "reserve-" if s in reserve else ""
            print("\t".join((r[0], s, style, r[3], mark + str(rank), str(len(by_site[s])))))


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
