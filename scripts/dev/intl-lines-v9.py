#!/usr/bin/env python3
"""Draw the v9 German and French ingredient lines (issue 33, round nine).

  intl-lines-v9.py draw > candidates.tsv
      Reads six bare mirrors under /work/.mirror (the `fetch` tool's
      copies; MIRRORS below names each repository and commit) and prints
      LANG SOURCE LINE for the lines drawn:

      de  notebook:afdia-chowdown     afdia/chowdown, _recipes/*.md and
          _components/*.md: an Austrian family's recipes, the YAML list
          under "ingredients:" ("- 140g Butter (kalt!)");
      de  notebook:skoenig-kochbuch   skoenig/kochbuch, content/rezepte/**.md:
          a personal Hugo cookbook, the "- " items under "## Zutaten";
      de  notebook:beas-kochbuch      BeasKochbuch/BeasKochbuch.github.io,
          _recipes/**.md: one line an ingredient under "## Zutaten";
      fr  notebook:nosrecettes        algritz/nosrecettes, src/recipes/*.ts:
          a Quebec family's recipes, the strings of "ingredients: [...]";
      fr  notebook:nlhomme            nlhomme/recettes-de-cuisine, **/*.md:
          the "- " items under "Ingrédients";
      fr  notebook:mamie-mone         thomalexandre/RecettesMamieMone,
          Data/database.json: a grandmother's recipes, the "• " items of
          each recipe's "ingredients" text.

      A line in any committed set (ignoring case and runs of blanks), a line
      met twice (also in an earlier source of the list), a heading (ending in ":"), a line with no letter and a line
      of more than 120 characters are dropped. Each source's lines are
      shuffled with random.Random(99) and the first TAKE[source] kept.

  intl-lines-v9.py split labelled.tsv OUTDIR
      Shuffles each language's labelled rows with random.Random(99) and puts
      the first half (rounded up) in v9-intl-holdout.tsv, the rest in
      v9-intl-tune.tsv.
"""
import json, random, re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang\n"
MIRROR = Path("/work/.mirror")
MIRRORS = {
    "notebook:afdia-chowdown": ("afdia+chowdown", "c5c1e8f9dcfe19422836ec6a3990aff3e09a4b32"),
    "notebook:skoenig-kochbuch": ("skoenig+kochbuch", "b4df68a6047ab68ca7efafddad213f9b5c454384"),
    "notebook:beas-kochbuch": ("BeasKochbuch+BeasKochbuch.github.io", "30ecdabc5aa5be7077b496f793b4678800c97901"),
    "notebook:nosrecettes": ("algritz+nosrecettes", "4081c40bec766219227ecd437e2ddb576dac10f2"),
    "notebook:nlhomme": ("nlhomme+recettes-de-cuisine", "50a27501dab020dd1d084749e043a850e47de28b"),
    "notebook:mamie-mone": ("thomalexandre+RecettesMamieMone", "37bfc358c36d3022f39aaf10ffbd780fecce49fc"),
}
TAKE = {"notebook:afdia-chowdown": 90, "notebook:skoenig-kochbuch": 90, "notebook:beas-kochbuch": 50,
        "notebook:nosrecettes": 140, "notebook:nlhomme": 45, "notebook:mamie-mone": 45}
LANG = {source: ("fr" if source in ("notebook:nosrecettes", "notebook:nlhomme", "notebook:mamie-mone") else "de")
        for source in MIRRORS}


def fold(text):
    return " ".join(text.lower().split())


def committed():
    seen = set()
    for path in HERE.glob("*.tsv"):
        if path.name.startswith("v9-"):
            continue
        for row in path.read_text(encoding="utf-8").splitlines():
            if not row.startswith("#"):
                seen.add(fold(row.split("\t")[0]))
    for path in HERE.glob("*.txt"):
        for row in path.read_text(encoding="utf-8").splitlines():
            if row and not row.startswith("#"):
                seen.add(fold(row.split("\t")[0].split("|")[0]))
    return seen


def gitdir(source):
    repo = MIRROR / MIRRORS[source][0] / "repo"
    return repo / ".git" if (repo / ".git").is_dir() else repo


def git(source, *args):
    return subprocess.run(["git", "--git-dir", str(gitdir(source)), *args],
                          check=True, capture_output=True, text=True).stdout


def files(source, prefix, suffix):
    names = git(source, "ls-tree", "-r", "-z", "--name-only", MIRRORS[source][1], "--", prefix or ".").split("\0")
    return sorted(n for n in names if n.endswith(suffix))


def show(source, path):
    return git(source, "show", f"{MIRRORS[source][1]}:{path}")


def section_items(text, heading, bullet="- "):
    """The bullet items of the section whose heading matches, up to the next heading."""
    inside = False
    for row in text.splitlines():
        stripped = row.strip()
        if re.match(heading, stripped, re.I):
            inside = True
            continue
        if inside and (stripped.startswith("#") or re.match(r"^[A-Za-zÀ-ÿ ]+ ?:$", stripped) and not bullet):
            if stripped.startswith("#"):
                inside = False
            continue
        if inside and stripped.startswith(bullet):
            yield stripped[len(bullet):]


def chowdown():
    source = "notebook:afdia-chowdown"
    for path in files(source, "_recipes", ".md") + files(source, "_components", ".md"):
        text = show(source, path)
        match = re.search(r"^ingredients:\s*\n((?:[ \t]*-.*\n|[ \t]*\n)+)", text, re.M)
        if match:
            for row in match.group(1).splitlines():
                row = row.strip()
                if row.startswith("- "):
                    yield row[2:].strip().strip('"')


def skoenig():
    source = "notebook:skoenig-kochbuch"
    for path in files(source, "content/rezepte", ".md"):
        yield from section_items(show(source, path), r"^#+\s*Zutaten")


def beas():
    source = "notebook:beas-kochbuch"
    for path in files(source, "_recipes", ".md"):
        inside = False
        for row in show(source, path).splitlines():
            row = row.strip()
            if row.startswith("#"):
                inside = bool(re.match(r"#+\s*Zutaten", row))
                continue
            if inside and row:
                yield row.lstrip("-*• ").strip()


def nosrecettes():
    source = "notebook:nosrecettes"
    for path in files(source, "src/recipes", ".ts"):
        text = show(source, path)
        block = re.search(r"ingredients:\s*\[(.*?)\n\s*\],", text, re.S)
        if not block:
            continue
        for single, double in re.findall(r"'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\"", block.group(1)):
            item = (single or double).replace("\\'", "'").replace('\\"', '"')
            if item and not item.startswith(("title", "name")):
                yield item


def nlhomme():
    source = "notebook:nlhomme"
    for path in files(source, "", ".md"):
        if path.endswith("README.md"):
            continue
        yield from section_items(show(source, path), r"^(#+\s*)?\**Ingr[ée]dients")


def mamie_mone():
    source = "notebook:mamie-mone"
    data = json.loads(show(source, "Data/database.json"))
    for recipe in data.get("recipes", {}).get("details", data.get("details", {})).values():
        for row in str(recipe.get("ingredients", "")).splitlines():
            row = row.strip()
            if row.startswith("•"):
                yield row.lstrip("• ").strip()


READERS = {"notebook:afdia-chowdown": chowdown, "notebook:skoenig-kochbuch": skoenig,
           "notebook:beas-kochbuch": beas,
           "notebook:nosrecettes": nosrecettes, "notebook:nlhomme": nlhomme, "notebook:mamie-mone": mamie_mone}


def pool(source, seen):
    lines, met = [], set()
    for line in READERS[source]():
        line = " ".join(line.split())
        key = fold(line)
        if (not line or key in met or key in seen or line.endswith(":") or len(line) > 120
                or not re.search(r"[^\W\d_]", line)):
            continue
        met.add(key)
        lines.append(line)
    return lines


def draw():
    seen = committed()
    taken = set()
    for source in READERS:
        lines = pool(source, seen)
        random.Random(99).shuffle(lines)
        kept = [line for line in lines if fold(line) not in taken][:TAKE[source]]
        taken.update(fold(line) for line in kept)
        for line in kept:
            print(f"{LANG[source]}\t{source}\t{line}")


def count():
    seen = committed()
    for source in READERS:
        print(source, len(pool(source, seen)), file=sys.stderr)


def split(labelled, out):
    rows = [r for r in Path(labelled).read_text(encoding="utf-8").splitlines() if r and not r.startswith("#")]
    held, tune = [], []
    for lang in ("de", "fr"):
        mine = [r for r in rows if r.split("\t")[7] == lang]
        random.Random(99).shuffle(mine)
        half = (len(mine) + 1) // 2
        held += mine[:half]
        tune += mine[half:]
    Path(out, "v9-intl-holdout.tsv").write_text(HEADER + "\n".join(held) + "\n", encoding="utf-8")
    Path(out, "v9-intl-tune.tsv").write_text(HEADER + "\n".join(tune) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["draw"]:
        draw()
    elif sys.argv[1:2] == ["count"]:
        count()
    elif sys.argv[1:2] == ["split"] and len(sys.argv) == 4:
        split(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
