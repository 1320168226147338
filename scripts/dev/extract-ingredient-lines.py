#!/usr/bin/env python3
"""Pick candidate English ingredient lines from recipe-scrapers' test data.

recipe-scrapers (github.com/hhursev/recipe-scrapers, MIT licence) keeps, for
each site it reads, test pages and the output it expects from them in
tests/test_data/SITE/*.json. Their "ingredients" lists are the strings as the
sites wrote them. This script reads those files straight out of a git
directory (a bare mirror is enough), keeps English pages of the sites listed
below, drops section headings and lines already in real-tune.tsv or
real-holdout.tsv, and takes at most CAP lines per site, drawn with a fixed
seed. It writes one candidate per line: SITE<TAB>REGION<TAB>STYLE<TAB>LINE.

The candidates are then labelled by hand; this script does no labelling.

Usage: extract-ingredient-lines.py GIT_DIR > candidates.tsv
"""
import json
import random
import re
import subprocess
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[2] / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
SEED = 33

# Sites that are someone else's measure: never take a line from them.
EXCLUDED = re.compile(r"bbc|cookstr|tastecooking")

# site -> (region, style). Region is where the site is written from (or, for
# the Indian group, whose cooking it is, see README); style is how it measures.
BRITISH = "british"
SITES = {}
for s in """bakels.co.uk books.ottolenghi.co.uk deliciouslyella.com foodnetwork.co.uk
goodhousekeeping.com greatbritishchefs.com jamieoliver.com kitchensanctuary.com
kennymcgovern.com lazycatkitchen.com lovefood.com mob.co.uk nhs.uk poppycooks.com
realfood.tesco.com schoolofwok.co.uk scrummylane.com theguardian.com
thehappyfoodie.co.uk theloopywhisk.com tofoo.co.uk vegansociety.com waitrose.com
ninjatestkitchen.eu""".split():
    SITES[s] = ("UK", "british")
for s in "donalskehan.com irishcentral.com".split():
    SITES[s] = ("Ireland", "british")
for s in """andy-cooks.com bestrecipes.com.au chefjackovens.com donnahay.com.au
gourmettraveller.com.au juliegoodwin.com.au kitchenaid.com.au taste.com.au
womensweeklyfood.com.au recipetineats.com aldi.com.au bakels.com.au
simplehomeedit.com""".split():
    SITES[s] = ("Australia", "metric")
for s in "dish.co.nz woop.co.nz alittlebityummy.com".split():
    SITES[s] = ("New Zealand", "metric")
for s in "drizzleanddip.com bitsofcarey.com".split():
    SITES[s] = ("South Africa", "metric")
for s in """indianhealthyrecipes.com vegrecipesofindia.com archanaskitchen.com
recipes.timesofindia.com hassanchef.com bongeats.com ministryofcurry.com
veganricha.com""".split():
    SITES[s] = ("India", "metric")
# Indian cooking written from the US, in US cups, ounces and pounds.
for s in "ministryofcurry.com veganricha.com".split():
    SITES[s] = ("India", "american")
for s in """177milkstreet.com 40aprons.com abeautifulmess.com acouplecooks.com
acozykitchen.com addapinch.com afarmgirlsdabbles.com alexandracooks.com
alisoneroman.com altonbrown.com amazingribs.com ambitiouskitchen.com
americastestkitchen.com averiecooks.com bakerbynature.com barefootcontessa.com
bettycrocker.com bigoven.com blueapron.com bowlofdelicious.com budgetbytes.com
cakemehometonight.com carlsbadcravings.com chefsavvy.com cookieandkate.com
cooking.nytimes.com cookingclassy.com copykat.com sugarhero.com simplyscratch.com
countryliving.com crazyforcrust.com culinaryhill.com damndelicious.net
delish.com dinnerthendessert.com downshiftology.com eatingwell.com
epicurious.com feastingathome.com fifteenspatulas.com food52.com
foodandwine.com gimmesomeoven.com girlversusdough.com halfbakedharvest.com
handletheheat.com houseofnasheats.com inspiredtaste.net iowagirleats.com
joythebaker.com justonecookbook.com kingarthurbaking.com
kristineskitchenblog.com leitesculinaria.com littlespicejar.com
loveandlemons.com marthastewart.com melskitchencafe.com minimalistbaker.com
modernhoney.com mollybaz.com natashaskitchen.com noracooks.com
onceuponachef.com ohsweetbasil.com pauladeen.com pinchofyum.com
preppykitchen.com rainbowplantlife.com recipegirl.com
sallysbakingaddiction.com seriouseats.com simplyrecipes.com skinnytaste.com
smalltownwoman.com southernliving.com sugarspunrun.com tasteofhome.com
tastesbetterfromscratch.com thekitchn.com themediterraneandish.com
themodernproper.com thepioneerwoman.com therecipecritic.com thewoksoflife.com
twopeasandtheirpod.com wellplated.com whatsgabycooking.com williams-sonoma.com
toriavey.com thespruceeats.com saveur.com tasty.co bonappetit.com
allrecipes.com food.com myrecipes.com realsimple.com rickbayless.com
lidiasitaly.com davidlebovitz.com thefoodcharlatan.com ourbestbites.com
mybakingaddiction.com bellyfull.net thecookierookie.com laurenslatest.com
lecremedelacrumb.com tastesoflizzyt.com southernbite.com
spicysouthernkitchen.com thecountrycook.net momontimeout.com
garnishandglaze.com iambaker.net lanascooking.com chewoutloud.com kalejunkie.com
sipandfeast.com""".split():
    SITES[s] = ("USA", "american")

CAP = {"USA": 13, "India": 28}
DEFAULT_CAP = 25


def norm(s):
    return " ".join(s.split()).casefold()


def is_heading(line):
    s = line.strip()
    if not s:
        return True
    if s.endswith(":"):
        return True
    if re.fullmatch(r"(for|to) (the )?[^0-9]{0,40}", s, re.I) and not re.search(r"\d", s):
        # "For the glaze" without a colon
        return s.lower().startswith("for ")
    if s.isupper() and not re.search(r"\d", s) and len(s.split()) > 1:
        return True
    return False


def read_pages(git_dir):
    out = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "HEAD", "tests/test_data"],
                         capture_output=True, text=True, check=True).stdout
    rows = [l.split("\t") for l in out.splitlines() if l.endswith(".json")]
    shas = [(r[0].split()[2], r[1]) for r in rows]
    blob = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                          input=("\n".join(s for s, _ in shas) + "\n").encode(),
                          capture_output=True, check=True).stdout
    pos = 0
    for _, path in shas:
        nl = blob.index(b"\n", pos)
        size = int(blob[pos:nl].split()[2])
        yield path, json.loads(blob[nl + 1:nl + 1 + size])
        pos = nl + 1 + size + 1


def main():
    git_dir = sys.argv[1]
    seen = set()
    for name in ("real-tune.tsv", "real-holdout.tsv"):
        for l in (FIXTURES / name).read_text().splitlines():
            if not l.startswith("#"):
                seen.add(norm(l.split("\t")[0]))
    by_site = {}
    for path, page in sorted(read_pages(git_dir)):
        site = path.split("/")[2]
        if EXCLUDED.search(site) or site not in SITES:
            continue
        if not str(page.get("language") or "en").lower().startswith("en"):
            continue
        for line in page.get("ingredients") or []:
            line = " ".join(line.split())
            if is_heading(line) or norm(line) in seen:
                continue
            seen.add(norm(line))
            by_site.setdefault(site, []).append(line)
    rng = random.Random(SEED)
    for site in sorted(by_site):
        region, style = SITES[site]
        lines = by_site[site]
        cap = CAP.get(region, DEFAULT_CAP)
        picked = set(rng.sample(range(len(lines)), min(cap, len(lines))))
        for i, line in enumerate(lines):
            if i in picked:
                print(f"{site}\t{region}\t{style}\t{line}")


if __name__ == "__main__":
    main()
