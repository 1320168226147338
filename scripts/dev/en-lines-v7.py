#!/usr/bin/env python3
"""Draw the v7 English ingredient lines (issue 33, round seven).

  en-lines-v7.py extract > pool.tsv
      Every English ingredient string of sites that no committed set names,
      from two bare git mirrors (under /work/.mirror, or given by RS and
      RECIPYA in the environment):
      - hhursev/recipe-scrapers (MIT): tests/test_data/SITE/*.json of every
        commit, not only HEAD, so that pages of sites since removed count;
      - reaper47/recipya (GPL-3.0): the expected Ingredients of
        internal/scraper/*_test.go.
      A site is new when no SOURCE column of any Fixtures/ingredient-lines
      set and no saved page of Tests/WebPages names it; a line is new when no
      committed set holds it (ignoring case and runs of blanks). Headings,
      lines in other scripts and the bbc, cookstr, tastecooking and
      cookinglight sites are left out. Prints LINE SITE REGION ORIGIN.

  en-lines-v7.py select pool.tsv > chosen.tsv
      Sites with at least four lines: every British, Irish, Australian, New
      Zealand, Indian and South African site (up to eight lines each), and
      then other sites drawn with random.Random(77) (three lines each), until
      340 lines are taken; each site's lines shuffled with
      random.Random(SITE + "77"). A site is English when a third of its
      lines hold a common English word of recipes.

  en-lines-v7.py split labelled.tsv OUTDIR
      Shuffles the labelled rows with random.Random(77): the first half
      (rounded up) to v7-en-holdout.tsv, the rest to v7-en-tune.tsv.
"""
import collections, html, json, os, random, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
PAGES = ROOT / "Tests/WebPages"
MIRROR = Path("/work/.mirror")
RS = os.environ.get("RS", str(MIRROR / "hhursev+recipe-scrapers/repo"))
RECIPYA = os.environ.get("RECIPYA", str(MIRROR / "reaper47+recipya/repo"))
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang"
EXCLUDED = ("bbc", "cookstr", "tastecooking", "cookinglight")
# Brewing sites list malts and hops, not a cook's shopping.
NOT_FOOD = ("brewersfriend.com", "homebrewanswers.com", "web.archive.org")
OTHER_LANGUAGE_TLDS = (".nl", ".se", ".dk", ".no", ".pl", ".hu", ".br", ".pt", ".sk", ".de", ".be", ".fr", ".it",
                       ".es", ".at", ".ch")
# Sites of these regions whose address does not say so.
REGION_OF = {
    "uk": "britishbakels.co.uk cookedandloved.com delicious.com hellofresh.co.uk jamieoliver.com "
          "kitchensanctuary.com lovefoodhateswaste.com mobkitchen.co.uk nigella.com olivemagazine.com "
          "redonline.co.uk riverford.co.uk sainsburysmagazine.co.uk tesco.com waitrose.com "
          "thehappyfoodie.co.uk goodhousekeeping.co.uk gousto.co.uk hairybikers.com "
          "everylastbite.com lazycatkitchen.com nickyscookingadventures.com "
          "recipesfromapantry.com rachelphipps.com thecookingfoodie.com bakingmad.com "
          "mummypages.ie simply-delicious-food.com gazoakleychef.com goodto.com streetkitchen.co",
    "au": "bestrecipes.com.au chefjackovens.com donnahay.com.au recipetineats.com taste.com.au "
          "womensweeklyfood.com.au wholefoodsimply.com myfoodbook.com.au coles.com.au "
          "woolworths.com.au kitchenstories.com marionskitchen.com hungryhealthyhappy.com "
          "delicious.com.au sbs.com.au cafedelites.com thebigmansworld.com ditchthecarbs.com",
    "in": "archanaskitchen.com bongeats.com hassanchef.com indianhealthyrecipes.com "
          "recipes.timesofindia.com vegrecipesofindia.com ministryofcurry.com veganricha.com "
          "cookwithmanali.com hebbarskitchen.com indianveggiedelight.com spiceupthecurry.com "
          "whiskaffair.com myfoodstory.com cookingcarnival.com pipingpotcurry.com "
          "teaforturmeric.com sanjeevkapoor.com tarladalal.com ruchiskitchen.com "
          "yummytummyaarthi.com aromaticessence.com mygingergarlickitchen.com spicecravings.com foodviva.com",
}
TLD_REGION = ((".co.uk", "uk"), (".uk", "uk"), (".ie", "uk"), (".com.au", "au"), (".au", "au"),
              (".co.nz", "au"), (".nz", "au"), (".in", "in"), (".co.za", "za"), (".za", "za"))
# A site is taken as English when most of its lines hold one of these words.
ENGLISH = re.compile(r"\b(cups?|tablespoons?|teaspoons?|tbsp|tsp|oz|ounces?|pounds?|lbs?|grams?|and|or|of|"
                     r"chopped|sliced|minced|fresh|salt|pepper|large|small|water|to taste|for|whole)\b", re.I)
HEADING = re.compile(r"^(for (the )?.*|.*:|[A-Z &]+|ingredients?|to serve|garnish|optional)$", re.I)


def git(gitdir, *args, partial=False):
    r = subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 or partial else None


def domain(url):
    host = re.sub(r"^https?://", "", url or "").split("/")[0]
    return re.sub(r"^(www\.|mobile\.|m\.)", "", host).lower()


def clean(s):
    s = html.unescape(s)
    return re.sub(r"[ \t\r\n]+", " ", s).strip()


def fold(s):
    return " ".join(s.lower().split())


def rows_of(path):
    return [r.split("\t") for r in Path(path).read_text().splitlines() if r and not r.startswith("#")]


def known():
    """Every committed line (folded) and every site a set or a saved page names."""
    lines, sites = set(), set()
    for p in HERE.iterdir():
        if p.suffix in (".tsv", ".txt"):
            for r in rows_of(p):
                lines.add(fold(clean(r[0])))
                if p.suffix == ".tsv" and len(r) > 5 and ":" in r[5]:
                    sites.add(r[5].split(":", 1)[1].lower())
    for r in rows_of(PAGES / "page-lines.tsv"):
        lines.add(fold(clean(r[1])))
    for p in PAGES.iterdir():
        stem = re.sub(r"(_\d+)?\.(html|json)$", "", p.name).lower()
        sites.add(stem)
    return lines, sites


def site_known(site, sites):
    base = site.split(".")[0]
    return site in sites or base in sites or any(s.split(".")[0] == base for s in sites if "." in s)


def region(site):
    for reg, names in REGION_OF.items():
        if site in names.split():
            return reg
    for tld, reg in TLD_REGION:
        if site.endswith(tld):
            return reg
    return "us"


def english(line):
    return not re.search(r"[^\x00-\u024f\u2000-\u215f\u00bc-\u00be\u2189]", line)


def from_recipe_scrapers():
    log = git(RS, "log", "--all", "--format=C %H", "--name-status", "--", "tests/test_data", partial=True)
    newest, commit = {}, None
    for line in log.splitlines():
        if line.startswith("C "):
            commit = line[2:]
        elif line.strip() and line.split()[-1].endswith(".json"):
            status, path = line.split()[0], line.split()[-1]
            newest.setdefault(path, commit + "^" if status.startswith("D") else commit)
    for path in sorted(newest):
        try:
            d = json.loads(git(RS, "show", f"{newest[path]}:{path}") or "")
        except ValueError:
            continue
        if not isinstance(d, dict):
            continue
        lang = (d.get("language") or "en")[:2].lower()
        if lang != "en":
            continue
        site = domain(d.get("canonical_url")) or path.split("/")[2]
        for line in d.get("ingredients") or []:
            if isinstance(line, str):
                yield clean(line), site, f"recipe-scrapers:{newest[path][:10]}:{path}"


def from_recipya():
    files = (git(RECIPYA, "ls-tree", "-r", "--name-only", "HEAD", "internal/scraper") or "").split()
    for f in sorted(x for x in files if x.endswith("_test.go")):
        src = git(RECIPYA, "show", "HEAD:" + f) or ""
        for block in re.split(r"\n\t\t\{\n\t\t\tname:\s*", src)[1:]:
            m = re.search(r'in:\s*"([^"]+)"', block)
            site = domain(m.group(1) if m else "")
            m = re.search(r"Ingredients:\s*&?models\.Ingredients\{\s*Values:\s*\[\]string\{(.*?)\n\t*\},\n", block, re.S)
            if not site or not m:
                continue
            for lit in re.findall(r'("(?:[^"\\]|\\.)*"(?:\s*\+\s*"(?:[^"\\]|\\.)*")*)', m.group(1)):
                parts = re.findall(r'"(?:[^"\\]|\\.)*"', lit)
                yield clean("".join(json.loads(p, strict=False) for p in parts)), site, "recipya:" + f


def extract():
    lines, sites = known()
    done = set()
    kept = collections.OrderedDict()
    for line, site, origin in [*from_recipe_scrapers(), *from_recipya()]:
        key = fold(line)
        if (len(line) < 3 or key in done or key in lines or not english(line) or HEADING.match(line)
                or not re.search(r"[a-z]", line) or any(x in site for x in EXCLUDED) or site_known(site, sites)
                or "." not in site or site in NOT_FOOD or site.endswith(OTHER_LANGUAGE_TLDS)):
            continue
        done.add(key)
        kept.setdefault(site, []).append((line, origin))
    print("# line\tsite\tregion\torigin")
    for site, rows in kept.items():
        if sum(1 for line, _ in rows if ENGLISH.search(line)) * 3 < len(rows):
            continue
        for line, origin in rows:
            print(f"{line}\t{site}\t{region(site)}\t{origin}")


def select(pool, total=340, per_site=3, per_region_site=8):
    by_site = collections.OrderedDict()
    for r in rows_of(pool):
        by_site.setdefault(r[1], []).append(r)
    eligible = [s for s, v in by_site.items() if len(v) >= 4]
    first = sorted(s for s in eligible if by_site[s][0][2] != "us")
    rest = sorted(s for s in eligible if by_site[s][0][2] == "us")
    random.Random(77).shuffle(rest)
    print("# line\tsite\tregion\torigin")
    taken = 0
    for s in first + rest:
        if taken >= total:
            break
        v = list(by_site[s])
        random.Random(s + "77").shuffle(v)
        take = per_region_site if v[0][2] != "us" else per_site
        for r in v[:take]:
            print("\t".join(r))
        taken += min(take, len(v))


def split(labelled, outdir):
    rows = rows_of(labelled)
    random.Random(77).shuffle(rows)
    k = (len(rows) + 1) // 2
    for name, part in (("v7-en-holdout.tsv", rows[:k]), ("v7-en-tune.tsv", rows[k:])):
        Path(outdir, name).write_text(HEADER + "\n" + "".join("\t".join(r) + "\n" for r in part))
        print(name, len(part), len({r[5] for r in part}), "sites")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "split":
        split(sys.argv[2], sys.argv[3])
