#!/usr/bin/env python3
"""Gather and split the v3 German/Spanish/French/Italian ingredient lines.

  intl-lines.py extract RS_GIT RECIPYA_GIT > raw.tsv
      Reads the real ingredient strings out of two git mirrors:
      - hhursev/recipe-scrapers (MIT): tests/test_data/SITE/*.json, the
        "ingredients" list of every test page whose "language" is de, es,
        fr or it (kochbucher.com is German but tagged en-us; taken too);
      - reaper47/recipya (GPL-3.0): the expected Ingredients of the test
        cases in internal/scraper/*_test.go, for a few Italian and French
        sites only (recipe-scrapers has too few distinct lines of these).
      Prints LINE SOURCE LANG ORIGIN, one row per distinct line and
      language, in a fixed order. Headings and lines already in
      real-tune.tsv / real-holdout.tsv are left out.

  intl-lines.py select raw.tsv > chosen.tsv
      Caps each language at 300 lines, picked round-robin over its sites
      (each site's lines shuffled with random.Random(33) first) so that
      every site is represented.

  intl-lines.py prefill chosen.tsv > draft.tsv
      A rough first guess at QUANTITY UNIT NAME NOTES; every row was then
      reviewed and corrected by hand (the committed TSVs are the result).

  intl-lines.py split labelled.tsv OUTDIR
      Shuffles each language's rows with random.Random(33), puts the first
      third of each in v3-intl-holdout.tsv and the rest in v3-intl-tune.tsv.
"""
import collections, html, json, random, re, subprocess, sys
from pathlib import Path

LANGS = ("de", "es", "fr", "it")
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang"
HERE = Path(__file__).resolve().parents[2] / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
EXCLUDED_SITES = ("bbc", "cookstr", "tastecooking")
# Sites of recipya's tests taken, by language (recipe-scrapers has too few
# distinct Italian and French lines).
RECIPYA = {"cucchiaio.it": "it", "fattoincasadabenedetta.it": "it", "giallozafferano.it": "it",
           "misya.info": "it", "ricetta.it": "it", "ricetteperbimby.it": "it", "vegolosi.it": "it",
           "cestmafournee.com": "fr", "radiofrance.fr": "fr", "recettes.qc.ca": "fr",
           "vegan-pratique.fr": "fr", "yumelise.fr": "fr"}
HEADING = re.compile(r"^(ingrédients?|ingredienti|zutaten|ingredientes|recette pour .*|für (den|die|das) .*:|per (la|il) .*:|para (la|el) .*:)$", re.I)


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], check=True,
                          capture_output=True, text=True).stdout


def domain(url):
    host = re.sub(r"^https?://", "", url).split("/")[0]
    return re.sub(r"^(www\.|mobile\.)", "", host)


def clean(s):
    s = html.unescape(s).replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip()


def known_lines():
    seen = set()
    for name in ("real-tune.tsv", "real-holdout.tsv"):
        p = HERE / name
        if p.exists():
            for row in p.read_text().splitlines():
                if row and not row.startswith("#"):
                    seen.add(row.split("\t")[0].casefold())
    return seen


def from_recipe_scrapers(gitdir):
    files = git(gitdir, "ls-tree", "-r", "--name-only", "HEAD", "tests/test_data").split()
    for f in sorted(files):
        if not f.endswith(".json"):
            continue
        site = f.split("/")[2]
        d = json.loads(git(gitdir, "show", "HEAD:" + f))
        lang = (d.get("language") or "")[:2].lower()
        if site == "kochbucher.com":
            lang = "de"
        if lang not in LANGS:
            continue
        dom = domain(d.get("canonical_url") or "") or site
        if site.startswith("thermomix"):  # one scraper, three blogs
            dom = site
        for line in d.get("ingredients", []):
            yield clean(line), dom, lang, "recipe-scrapers:" + f


def from_recipya(gitdir):
    files = git(gitdir, "ls-tree", "-r", "--name-only", "HEAD", "internal/scraper").split()
    for f in sorted(files):
        if not f.endswith("_test.go"):
            continue
        src = git(gitdir, "show", "HEAD:" + f)
        for block in re.split(r"\n\t\t\{\n\t\t\tname:\s*", src)[1:]:
            m = re.search(r'in:\s*"([^"]+)"', block)
            url = m.group(1) if m else ""
            lang = next((l for s, l in RECIPYA.items() if domain(url).endswith(s)), None)
            if lang is None:
                continue
            m = re.search(r"Ingredients:\s*&?models\.Ingredients\{\s*Values:\s*\[\]string\{(.*?)\n\t*\},\n", block, re.S)
            if not m:
                continue
            for lit in re.findall(r'("(?:[^"\\]|\\.)*"(?:\s*\+\s*"(?:[^"\\]|\\.)*")*)', m.group(1)):
                parts = re.findall(r'"(?:[^"\\]|\\.)*"', lit)
                yield clean("".join(json.loads(p, strict=False) for p in parts)), domain(url), lang, "recipya:" + f


def extract(rs_git, recipya_git):
    seen = known_lines()
    done = set()
    print("# line\tsource\tlang\torigin")
    for line, dom, lang, origin in [*from_recipe_scrapers(rs_git), *from_recipya(recipya_git)]:
        key = (line.casefold(), lang)
        if (not line or key in done or line.casefold() in seen or HEADING.match(line)
                or any(x in dom for x in EXCLUDED_SITES)):
            continue
        done.add(key)
        print(f"{line}\tjsonld:{dom}\t{lang}\t{origin}")


def read_rows(path):
    return [r.split("\t") for r in Path(path).read_text().splitlines() if r and not r.startswith("#")]


def select(raw, cap=300):
    rows = read_rows(raw)
    print("# line\tsource\tlang\torigin")
    for lang in LANGS:
        by_site = collections.OrderedDict()
        for r in rows:
            if r[2] == lang:
                by_site.setdefault(r[1], []).append(r)
        rng = random.Random(33)
        for v in by_site.values():
            rng.shuffle(v)
        picked = []
        while len(picked) < cap and any(by_site.values()):
            for v in by_site.values():
                if v and len(picked) < cap:
                    picked.append(v.pop(0))
        for r in picked:
            print("\t".join(r))


def split(labelled, outdir):
    rows = read_rows(labelled)
    tune, hold = [], []
    for lang in LANGS:
        part = [r for r in rows if r[7] == lang]
        random.Random(33).shuffle(part)
        k = len(part) // 3
        hold += part[:k]
        tune += part[k:]
    for name, part in (("v3-intl-tune.tsv", tune), ("v3-intl-holdout.tsv", hold)):
        Path(outdir, name).write_text(HEADER + "\n" + "".join("\t".join(r) + "\n" for r in part))
        print(name, len(part), collections.Counter(r[7] for r in part))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "extract":
        extract(sys.argv[2], sys.argv[3])
    elif cmd == "select":
        select(sys.argv[2])
    elif cmd == "prefill":
        from importlib import import_module  # noqa: F401
        sys.path.insert(0, str(Path(__file__).parent))
        prefill = __import__("intl_prefill").prefill
        prefill(read_rows(sys.argv[2]))
    elif cmd == "split":
        split(sys.argv[2], sys.argv[3])
