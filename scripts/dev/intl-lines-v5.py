#!/usr/bin/env python3
"""Draw the v5 German/Spanish/French/Italian ingredient lines (issue 33).

  intl-lines-v5.py extract > pool.tsv
      Every real ingredient string of the four languages that is in none of
      the committed sets, from three git mirrors (bare, under /work/.mirror
      or given by RS, RECIPYA and TANDOOR in the environment):
      - hhursev/recipe-scrapers (MIT): tests/test_data/SITE/*.json of every
        commit, not only HEAD, so that pages of sites since removed count;
      - reaper47/recipya (GPL-3.0): the expected Ingredients of
        internal/scraper/*_test.go, sites of the four languages;
      - TandoorRecipes/recipes (AGPL-3.0): the recipeIngredient of the saved
        pages in cookbook/tests/other/test_data/.
      Prints LINE SOURCE LANG NEWSITE ORIGIN; NEWSITE is 1 for a site that
      none of the v3-intl rows names.

  intl-lines-v5.py select pool.tsv > chosen.tsv
      Up to 150 lines a language: every line of a new site first, then the
      rest round-robin over the sites, each site's lines shuffled with
      random.Random(55).

  intl-lines-v5.py split labelled.tsv OUTDIR
      Shuffles each language's rows with random.Random(55): the first half
      (rounded up) to v5-intl-holdout.tsv, the rest to v5-intl-tune.tsv.
"""
import collections, html, json, os, random, re, subprocess, sys
from pathlib import Path

LANGS = ("de", "es", "fr", "it")
HERE = Path(__file__).resolve().parents[2] / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
MIRROR = Path("/work/.mirror")
RS = os.environ.get("RS", str(MIRROR / "hhursev+recipe-scrapers/repo"))
RECIPYA = os.environ.get("RECIPYA", str(MIRROR / "reaper47+recipya/repo"))
TANDOOR = os.environ.get("TANDOOR", str(MIRROR / "TandoorRecipes+recipes/repo"))
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang"
EXCLUDED = ("bbc", "cookstr", "tastecooking")
RECIPYA_SITES = {
    "de": "bettybossi.ch chefkoch.de emmikochteinfach.de felix.kitchen franzoesischkochen.de gesund-aktiv.com "
          "gutekueche.at kitchenstories.com kochbar.de lecker.de lidl-kochen.de ploetzblog.de reishunger.de "
          "rezeptwelt.de sallys-blog.de simply-cookit.com zeit.de",
    "fr": "750g.com atelierdeschefs.fr briceletbaklava.ch cestmafournee.com chefnini.com cuisineaz.com "
          "grandfrais.com latelierderoxane.com marmiton.org moulinex.fr quitoque.fr radiofrance.fr "
          "recettes.qc.ca vegan-pratique.fr yumelise.fr",
    "it": "blog.giallozafferano.it cucchiaio.it fattoincasadabenedetta.it misya.info ricetta.it "
          "ricetteperbimby.it vegolosi.it",
}
TANDOOR_PAGES = {"chefkoch.html": ("de", "chefkoch.de"), "chefkoch2.html": ("de", "chefkoch.de"),
                 "madamedessert.json": ("de", "madamedessert.de"),
                 "giallozafferano.html": ("it", "ricette.giallozafferano.it"),
                 "journaldesfemmes.html": ("fr", "cuisine.journaldesfemmes.fr"),
                 "marmiton.html": ("fr", "marmiton.org")}
HEADING = re.compile(r"^(ingrédients?|ingredienti|zutaten|ingredientes|für (den|die|das) .*:|per (la|il) .*:|"
                     r"para (la|el) .*:|pour (la|le) .*:|[A-ZÄÖÜ ]+:?)$", re.I)


def git(gitdir, *args, partial=False):
    """A git command's output; None when it fails, unless partial output is
    wanted (the mirror of recipe-scrapers lacks a few old objects)."""
    r = subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 or partial else None


def domain(url):
    host = re.sub(r"^https?://", "", url or "").split("/")[0]
    return re.sub(r"^(www\.|mobile\.|m\.)", "", host)


def clean(s):
    s = html.unescape(s).replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip()


def rows_of(path):
    return [r.split("\t") for r in Path(path).read_text().splitlines() if r and not r.startswith("#")]


def known():
    seen = set()
    for p in HERE.iterdir():
        if p.suffix in (".tsv", ".txt"):
            for r in rows_of(p):
                seen.add(clean(r[0]).casefold())
    return seen


def v3_sites():
    return {r[5].split(":", 1)[1] for n in ("v3-intl-tune.tsv", "v3-intl-holdout.tsv") for r in rows_of(HERE / n)}


def from_recipe_scrapers():
    log = git(RS, "log", "--all", "--format=C %H", "--name-status", "--", "tests/test_data", partial=True)
    newest = {}
    commit = None
    for line in log.splitlines():
        if line.startswith("C "):
            commit = line[2:]
        elif line.strip() and line.split()[-1].endswith(".json"):
            status, path = line.split()[0], line.split()[-1]
            newest.setdefault(path, commit + "^" if status.startswith("D") else commit)
    for path in sorted(newest):
        text = git(RS, "show", f"{newest[path]}:{path}")
        try:
            d = json.loads(text or "")
        except ValueError:
            continue
        if not isinstance(d, dict):
            continue
        site = path.split("/")[2]
        lang = "de" if site == "kochbucher.com" else (d.get("language") or "")[:2].lower()
        if lang in LANGS:
            dom = site if site.startswith("thermomix") else (domain(d.get("canonical_url")) or site)
            for line in d.get("ingredients") or []:
                yield clean(line), dom, lang, f"recipe-scrapers:{newest[path][:10]}:{path}"


def from_recipya():
    files = (git(RECIPYA, "ls-tree", "-r", "--name-only", "HEAD", "internal/scraper") or "").split()
    site_lang = {s: lang for lang, sites in RECIPYA_SITES.items() for s in sites.split()}
    for f in sorted(x for x in files if x.endswith("_test.go")):
        src = git(RECIPYA, "show", "HEAD:" + f) or ""
        for block in re.split(r"\n\t\t\{\n\t\t\tname:\s*", src)[1:]:
            m = re.search(r'in:\s*"([^"]+)"', block)
            dom = domain(m.group(1) if m else "")
            lang = site_lang.get(dom)
            m = re.search(r"Ingredients:\s*&?models\.Ingredients\{\s*Values:\s*\[\]string\{(.*?)\n\t*\},\n", block, re.S)
            if lang is None or not m:
                continue
            for lit in re.findall(r'("(?:[^"\\]|\\.)*"(?:\s*\+\s*"(?:[^"\\]|\\.)*")*)', m.group(1)):
                parts = re.findall(r'"(?:[^"\\]|\\.)*"', lit)
                yield clean("".join(json.loads(p, strict=False) for p in parts)), dom, lang, "recipya:" + f


def from_tandoor():
    for name, (lang, dom) in TANDOOR_PAGES.items():
        text = git(TANDOOR, "show", "HEAD:cookbook/tests/other/test_data/" + name) or ""
        m = re.search(r'"recipeIngredient"\s*:\s*(\[[^\]]*\])', text)
        for line in json.loads(m.group(1)) if m else []:
            yield clean(line), dom, lang, "tandoor:cookbook/tests/other/test_data/" + name


def extract():
    seen, done, old = known(), set(), v3_sites()
    print("# line\tsource\tlang\tnewsite\torigin")
    for line, dom, lang, origin in [*from_recipe_scrapers(), *from_recipya(), *from_tandoor()]:
        key = line.casefold()
        if (not line or key in done or key in seen or HEADING.match(line) or len(line) < 2
                or any(x in dom for x in EXCLUDED)):
            continue
        done.add(key)
        print(f"{line}\tjsonld:{dom}\t{lang}\t{0 if dom in old else 1}\t{origin}")


def select(pool, cap=150):
    rows = rows_of(pool)
    print("# line\tsource\tlang\tnewsite\torigin")
    for lang in LANGS:
        mine = [r for r in rows if r[2] == lang]
        picked = [r for r in mine if r[3] == "1"][:cap]
        by_site = collections.OrderedDict()
        for r in mine:
            if r[3] == "0":
                by_site.setdefault(r[1], []).append(r)
        rng = random.Random(55)
        for v in by_site.values():
            rng.shuffle(v)
        while len(picked) < cap and any(by_site.values()):
            for v in by_site.values():
                if v and len(picked) < cap:
                    picked.append(v.pop(0))
        for r in picked:
            print("\t".join(r))


def split(labelled, outdir):
    rows = rows_of(labelled)
    tune, hold = [], []
    for lang in LANGS:
        part = [r for r in rows if r[7] == lang]
        random.Random(55).shuffle(part)
        k = (len(part) + 1) // 2
        hold += part[:k]
        tune += part[k:]
    for name, part in (("v5-intl-tune.tsv", tune), ("v5-intl-holdout.tsv", hold)):
        Path(outdir, name).write_text(HEADER + "\n" + "".join("\t".join(r) + "\n" for r in part))
        print(name, len(part), collections.Counter(r[7] for r in part))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract()
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "split":
        split(sys.argv[2], sys.argv[3])
