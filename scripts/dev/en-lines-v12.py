#!/usr/bin/env python3
"""Draw the v12 English ingredient lines (issue 33, round twelve): a tune set.

Earlier rounds drew only sites that no committed set named, and those are
nearly used up; many lines of the sites they did use were never taken. This
round draws those: lines of sites a committed set or saved page already
names, but no line that any committed set or saved page holds.

  en-lines-v12.py extract > pool.tsv
      The lines of rounds seven and eleven's sources (recipe-scrapers' test
      pages of every commit, recipya's scraper tests, and round eleven's
      second source of saved pages), with round eleven's filters on the
      line (not in a committed set or a saved page's lines, ignoring case
      and runs of blanks; English; no heading) but keeping only sites that
      ARE known, and none named in the held-out site list
      (/work/prompts/excluded-sites.txt, or EXCLUDED_SITES in the
      environment) nor bbc, cookstr, tastecooking or cookinglight.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v12.py select pool.tsv > chosen.tsv
      Sites with at least three lines: the British, Australian, Indian and
      other non-American sites first, then the American ones, each group in
      the order of random.Random(1212); three lines a site (each site's
      lines shuffled with random.Random(SITE + "1212")) until 240 lines.
      A line that is a method step (two sentences or more) is left out.
      STYLE is `metric` when most of a site's pool lines weigh in grams or
      millilitres, `british` for a British site that does not, else
      `american`.
"""
import collections
import importlib.util
import os
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V11 = load("en_lines_v11", "en-lines-v11.py")
V9, V7 = V11.V9, V11.V7
TOTAL, PER_SITE, SEED = 240, 3, 1212
# A method step kept among a page's ingredients (two sentences or more).
STEP = re.compile(r"^.{60,}[.!]\s+[A-Z].*\.$")
HELD_OUT_SITES = Path(os.environ.get("EXCLUDED_SITES", "/work/prompts/excluded-sites.txt"))


def held_out_sites():
    return {s.strip().lower() for s in HELD_OUT_SITES.read_text().split() if s.strip()}


def extract():
    lines, sites = V11.known()
    held = held_out_sites()
    done = set()
    kept = collections.OrderedDict()
    sources = [*V7.from_recipe_scrapers(), *V7.from_recipya(), *V11.other_sources()]
    for line, site, origin in sources:
        key = V7.fold(line)
        if (len(line) < 3 or key in done or key in lines or not V7.english(line) or V7.HEADING.match(line)
                or not re.search(r"[a-z]", line) or any(x in site for x in V7.EXCLUDED)
                or not V7.site_known(site, sites) or V7.site_known(site, held) or "." not in site
                or site.endswith(V7.OTHER_LANGUAGE_TLDS) or site in V7.NOT_FOOD or site in V11.NOT_RECIPES):
            continue
        done.add(key)
        kept.setdefault(site, []).append((line, origin))
    print("# line\tsite\tregion\torigin")
    for site, rows in kept.items():
        if sum(1 for line, _ in rows if V7.ENGLISH.search(line)) * 3 < len(rows):
            continue
        for line, origin in rows:
            print(f"{line}\t{site}\t{V7.region(site)}\t{origin}")


def select(pool, total=TOTAL, per_site=PER_SITE, seed=SEED):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        if not STEP.match(r[0]):
            by_site.setdefault(r[1], []).append(r)
    eligible = [s for s, v in by_site.items() if len(v) >= per_site]
    first = sorted(s for s in eligible if by_site[s][0][2] != "us")
    rest = sorted(s for s in eligible if by_site[s][0][2] == "us")
    random.Random(seed).shuffle(first)
    random.Random(seed).shuffle(rest)
    print("# line\tsite\tstyle\torigin")
    taken = 0
    for s in first + rest:
        if taken >= total:
            break
        v = list(by_site[s])
        metric = sum(1 for r in v if V9.METRIC.search(r[0])) * 2 > len(v)
        style = "metric" if metric else ("british" if v[0][2] == "uk" else "american")
        random.Random(s + str(seed)).shuffle(v)
        for r in v[:per_site]:
            print("\t".join((r[0], s, style, r[3])))
        taken += per_site


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        select(sys.argv[2])
