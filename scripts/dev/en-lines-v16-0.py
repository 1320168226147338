#!/usr/bin/env python3
"""Draw the v16 English ingredient lines, part 0 (issue 33): a tune set.

The pool is v13's, v14's and v15's: the ingredient lines that users of a
recipe clipper saved from the web, kept as the training data of
kriserickson/recipe-parser (Apache-2.0) at the commit en-lines-v13.py pins
(`data/potential_labels/*.json`). This script loads en-lines-v15.py (and
through it en-lines-v13.py) and runs their functions; what it changes is
what they are read against, which half of the sites it keeps, and how the
sites are chosen: the sites with the most lines in the pool first, where
v13 to v15 drew them at random.

  en-lines-v16-0.py extract > pool.tsv
      v13's extract (all its filters on lines and sites), with v15's
      hand-named regions and this set's REGION_BY_HAND, read against every set committed here now
      (round seven's known() reads the SOURCE column and the lines of every
      .tsv of the fixtures, so v15-en-holdout.tsv's sites and lines are left
      out with every other set's), the saved pages, the sites and lines of
      every page set (PAGE_SETS, fresh15 among them) and the held-out site
      list. Only this part's sites are kept: those whose
      int(md5(site).hexdigest(), 16) % 2 == PART. Part 1 takes the other
      half, so the two parts share no site. Prints LINE SITE REGION ORIGIN.

  en-lines-v16-0.py select pool.tsv > chosen.tsv
      Sites with at least five lines and not in NOT_RECIPE_SITES, taken by
      the number of their lines in the pool, most first (a tie in the order
      of random.Random(160)): 15 British or Irish, 10 Australian or New
      Zealand (REGION_QUOTA), then other sites to 75. Four lines a site in
      the order of random.Random(SITE + "160"), the next four printed as
      spares (RANK 5 to 8), and the next two other sites as reserves (RANK
      reserve-N), used as in v13. STYLE is v13's (by region, else `metric`
      when most of a site's lines weigh in grams or millilitres), but that
      of STYLE_BY_HAND for the sites it names. Also prints, as comments,
      each chosen site's region and number of lines.

  en-lines-v16-0.py write labelled.tsv OUTDIR
      Every labelled row to OUTDIR/v16-en-tune-0.tsv, in the order of
      random.Random(160).

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


V15 = load("en_lines_v15", "en-lines-v15.py")
V13, V7, V9 = V15.V13, V15.V7, V15.V13.V9
PART = 0
SEED, SITES, PER_SITE, SPARES, RESERVE, MIN_LINES = 160, 75, 4, 4, 2, 5
NAME = f"v16-en-tune-{PART}.tsv"
REGION_QUOTA = {"uk": 15, "au": 10}
# Every page set committed when this set was drawn, named, not globbed, so
# that a page set committed later does not change the pool.
V13.PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12", "fresh13", "tune14", "fresh15")
V13.LATER_PAGE_SETS = ()
# Round seven's regions know a site by its address or a short list, and
# v15's REGION_BY_HAND names a few more (rivercottage.net, ocado.com and
# lavenderandlovage.com are of this half): among this half's unused sites
# of five lines or more that finds 3 British and 1 Australian site (and
# jusrol.co.uk, left out below). These sites on a .com or the like were
# placed by hand: found by reading the lines of the half's sites that weigh
# in grams or use a region's words (caster sugar, double cream, courgette,
# tin, chilli; capsicum, bicarb soda, brown onion, plain flour), each kept
# only when who writes it and from where is known: a British or Irish
# magazine, chef, shop, brewery or food writer; an Australian food writer.
# Sites whose writer could not be placed (cooked.com, a publisher's
# aggregator of several countries' cookbooks; circusgardener.com,
# livingalifeincolour.com, mattersofthebelly.com, lovefoodies.com) and an
# Aussie writing from abroad for North America (thefreshaussie.com), like
# the New Zealand lamb board's North American site (nzspringlamb.com), are
# left to the other sites. So the groups have 12 and 7 sites, not 15 and 10.
REGION_BY_HAND = {
    **dict.fromkeys(("foodandtravel.com", "amuse-your-bouche.com", "rickstein.com", "thelondoner.me", "uyenluu.com",
                     "bristol247.com", "wallflowerkitchen.com", "guinness-storehouse.com", "agirlcalledjack.com"),
                    "uk"),
    **dict.fromkeys(("recipe30.com", "souvlakiforthesoul.com", "irenamacri.com", "thehungrymum.com",
                     "thestonesoup.com", "anaussiewithcrohns.com"), "au"),
}
# STYLE set by hand where v13's rule would be wrong: a Malaysian newspaper
# (a metric country) whose lines weigh in grams a little under half the time.
STYLE_BY_HAND = {"thestar.com.my": "metric"}
# Sites of many lines that are no recipe publisher's: two sites where users
# build their own cookbooks from recipes they type or paste (like the
# recipe keepers v13 leaves out), and jusrol.co.uk, which v15 drew and
# dropped because the clipper kept its amounts and lost its foods.
NOT_RECIPE_SITES = ("tastebook.com", "mycookbook-online.net", "jusrol.co.uk")


def in_part(site):
    return int(hashlib.md5(site.encode()).hexdigest(), 16) % 2 == PART


def extract():
    """v13's extract with v15's hand-named regions and this set's, keeping
    only this part's sites."""
    for text in V15.captured(V13.extract):
        if text.startswith("#"):
            print(text)
            continue
        line, site, by_address, origin = text.split("\t")
        if in_part(site):
            print("\t".join((line, site, REGION_BY_HAND.get(site, V15.region(site, by_address)), origin)))


def select(pool, seed=SEED):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        if in_part(r[1]):
            by_site.setdefault(r[1], []).append(r)
    eligible = sorted(s for s, v in by_site.items() if len(v) >= MIN_LINES and s not in NOT_RECIPE_SITES)
    random.Random(seed).shuffle(eligible)
    # Most lines first; sorted() is stable, so a tie keeps the seeded order.
    eligible.sort(key=lambda s: -len(by_site[s]))

    def region(s):
        return REGION_BY_HAND.get(s, by_site[s][0][2])

    chosen = []
    for region_name, quota in REGION_QUOTA.items():
        chosen += [s for s in eligible if region(s) == region_name][:quota]
    rest = [s for s in eligible if region(s) not in REGION_QUOTA]
    reserve = rest[SITES - len(chosen):SITES - len(chosen) + RESERVE]
    chosen += rest[:SITES - len(chosen)]
    for s in chosen + reserve:
        print(f"## {s}\t{region(s)}\t{len(by_site[s])}")
    print("# line\tsite\tstyle\torigin\trank")
    for s in chosen + reserve:
        v = list(by_site[s])
        metric = sum(1 for r in v if V9.METRIC.search(r[0])) * 2 > len(v)
        style = STYLE_BY_HAND.get(s) or V13.STYLE_OF.get(region(s)) or ("metric" if metric else "american")
        random.Random(s + str(seed)).shuffle(v)
        for rank, r in enumerate(v[:PER_SITE + SPARES], start=1):
            mark = "reserve-" if s in reserve else ""
            print("\t".join((r[0], s, style, r[3], mark + str(rank))))


def write(labelled, outdir, seed=SEED):
    rows = V7.rows_of(labelled)
    random.Random(seed).shuffle(rows)
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
