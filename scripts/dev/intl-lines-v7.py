#!/usr/bin/env python3
"""Draw the v7 Italian and Spanish ingredient lines (issue 33, round seven).

  intl-lines-v7.py draw > candidates.tsv
      Reads four bare mirrors under /work/.mirror (the `fetch` tool's copies;
      MIRRORS below names each repository, file and commit) and prints
      LANG SOURCE LINE for the lines drawn:

      it  dataset:dbricette.it      fello62/ricette28k, sql/ricette000.sql to
          ricette009.sql: Giorgio Musilli's DBRICETTE archive, one INSERT a
          recipe, the lines joined by ",\\n" (drinks left out: their lines
          are shares of a glass, "3/10 Gin");
      it  dataset:cucinabotanica.com  JessicaVitanza/try-vegan, recipes.js:
          the ingredients of 27 cucinabotanica.com recipes (one of
          salepepe.it), joined by ", ", a section head ("Ripieno:") before
          some;
      it  notebook:ortenzi          pierluigiortenzi/ricette, index.md: a
          family's handwritten recipe book typed up, one "- " item a line;
      es  notebook:quemar-cocinas   kua-as-exe/instructuvo-para-quemar-cocinas,
          src/data/dishes.js: the 25 recipes of four Mexican cooks that the
          site "Instructivo para quemar cocinas" publishes, each recipe's
          "## Ingredientes" list in Markdown, one "- " item a line.

      A line in any committed set (ignoring case and runs of blanks), a
      line met twice, a heading (ending in ":") and a line with no letter
      are dropped. Each source's lines are shuffled with random.Random(77)
      and the first TAKE[source] kept.

  intl-lines-v7.py split labelled.tsv OUTDIR
      Shuffles each language's labelled rows with random.Random(77) and puts
      the first half (rounded up) in v7-intl-holdout.tsv, the rest in
      v7-intl-tune.tsv.
"""
import random, re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang\n"
MIRROR = Path("/work/.mirror")
MIRRORS = {
    "dataset:dbricette.it": ("fello62+ricette28k", "3ede8e7a45455281c5c6db15760718ec7edcbf8c"),
    "dataset:cucinabotanica.com": ("JessicaVitanza+try-vegan", "5b328769f1cd2132494e1085031ceaef28005350"),
    "notebook:ortenzi": ("pierluigiortenzi+ricette", "0506fe2e09499fc84c51acec78e245b440735598"),
    "notebook:quemar-cocinas": ("kua-as-exe+instructuvo-para-quemar-cocinas",
                                "e4a1b38db2540ec5d9518923e8f52cc65667bf7c"),
}
TAKE = {"dataset:dbricette.it": 133, "dataset:cucinabotanica.com": 110,
        "notebook:ortenzi": 60, "notebook:quemar-cocinas": 130}
LANG = {"notebook:quemar-cocinas": "es"}


def fold(text):
    return " ".join(text.lower().split())


def committed():
    seen = set()
    for path in HERE.glob("*.tsv"):
        if path.name.startswith("v7-"):
            continue
        for row in path.read_text(encoding="utf-8").splitlines():
            if not row.startswith("#"):
                seen.add(fold(row.split("\t")[0]))
    return seen


def show(source, path):
    repo, commit = MIRRORS[source]
    return subprocess.run(["git", "-C", str(MIRROR / repo / "repo"), "show", f"{commit}:{path}"],
                          check=True, capture_output=True, text=True).stdout


def sql_strings(row):
    """The quoted fields of one INSERT row, '' read as one quote."""
    return [s.replace("''", "'") for s in re.findall(r"'((?:[^']|'')*)'", row)]


def dbricette():
    for number in range(10):
        text = show("dataset:dbricette.it", f"sql/ricette{number:03d}.sql")
        for row in text.split("INSERT INTO ")[1:]:
            fields = sql_strings(row)
            if len(fields) < 5 or fields[1] == "Bevande":
                continue
            yield from fields[4].split(",\n")


def cucinabotanica():
    text = show("dataset:cucinabotanica.com", "recipes.js")
    for joined in re.findall(r'"ingredients":\s*"((?:[^"\\]|\\.)*)"', text):
        for part in re.split(r",\s*|\.\s+(?=[A-Z][\w ]*:)", joined):
            yield re.sub(r"^[A-Z][\w ]*:\s*", "", part).rstrip(".")


def ortenzi():
    for row in show("notebook:ortenzi", "index.md").splitlines():
        if row.startswith("- ") and "](#" not in row:
            yield row[2:]


def quemar_cocinas():
    text = show("notebook:quemar-cocinas", "src/data/dishes.js")
    for block in re.findall(r"## Ingredientes(.*?)(?:## |\")", text, re.S):
        for item in block.split("\\n- ")[1:]:
            yield item.split("\\n")[0]


def draw():
    seen = committed()
    sources = {"dataset:dbricette.it": dbricette, "dataset:cucinabotanica.com": cucinabotanica,
               "notebook:ortenzi": ortenzi, "notebook:quemar-cocinas": quemar_cocinas}
    for source, reader in sources.items():
        lines, met = [], set()
        for line in reader():
            line = " ".join(line.split())
            key = fold(line)
            if not line or key in met or key in seen or line.endswith(":") or not re.search(r"[^\W\d_]", line):
                continue
            met.add(key)
            lines.append(line)
        random.Random(77).shuffle(lines)
        for line in lines[:TAKE[source]]:
            print(f"{LANG.get(source, 'it')}\t{source}\t{line}")


def split(labelled, out):
    rows = [r for r in Path(labelled).read_text(encoding="utf-8").splitlines() if r and not r.startswith("#")]
    held, tune = [], []
    for lang in ("it", "es"):
        mine = [r for r in rows if r.split("\t")[7] == lang]
        random.Random(77).shuffle(mine)
        half = (len(mine) + 1) // 2
        held += mine[:half]
        tune += mine[half:]
    Path(out, "v7-intl-holdout.tsv").write_text(HEADER + "\n".join(held) + "\n", encoding="utf-8")
    Path(out, "v7-intl-tune.tsv").write_text(HEADER + "\n".join(tune) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["draw"]:
        draw()
    elif sys.argv[1:2] == ["split"] and len(sys.argv) == 4:
        split(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
