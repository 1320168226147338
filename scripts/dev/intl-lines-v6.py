#!/usr/bin/env python3
"""Draw the v6 Spanish ingredient lines (issue 33, Spanish from a new source).

  intl-lines-v6.py draw [GIT_DIR] > chosen.tsv
      Reads lib/testing/data.dart of a bare mirror of michcomdev/javier2
      (default /work/.mirror/michcomdev+javier2/repo): 639 recipes of
      recetasgratis.net's starters ("Aperitivos y tapas"), each with the
      page's ingredient lines joined by commas. A line is cut at a comma
      followed by a non-blank (the join); a comma inside a line is followed
      by a blank and stays. Lines already in a committed set other than the v6
      files (ignoring case and runs of blanks) are dropped; the recipes are shuffled with
      random.Random(66) and one line of each of the first 200 is taken, so
      that no recipe gives two. Prints INDEX RECIPE-ID LINE.

  intl-lines-v6.py split labelled.tsv OUTDIR
      Shuffles the labelled rows with random.Random(66): the first half to
      v6-es-holdout.tsv, the rest to v6-es-tune.tsv.
"""
import collections, random, re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang\n"


def fold(text):
    return " ".join(text.lower().split())


def committed():
    seen = set()
    for path in HERE.glob("*.tsv"):
        if path.name.startswith("v6-"):
            continue
        for row in path.read_text(encoding="utf-8").splitlines():
            if not row.startswith("#"):
                seen.add(fold(row.split("\t")[0]))
    return seen


def draw(git_dir):
    text = subprocess.run(["git", "-C", git_dir, "show", "HEAD:lib/testing/data.dart"],
                          check=True, capture_output=True, text=True).stdout
    pattern = r'"Id":\s*(\d+),.*?"Ingredientes":\s*"((?:[^"\\]|\\.)*)"'
    seen, first = committed(), set()
    by_recipe = collections.OrderedDict()
    for recipe, joined in re.findall(pattern, text, re.S):
        for line in re.split(r",(?=\S)", joined):
            line = line.strip()
            if not line or fold(line) in first:
                continue
            first.add(fold(line))
            if fold(line) not in seen:
                by_recipe.setdefault(recipe, []).append(line)
    rng = random.Random(66)
    recipes = list(by_recipe)
    rng.shuffle(recipes)
    for index, recipe in enumerate(recipes[:200]):
        print(f"{index}\t{recipe}\t{rng.choice(by_recipe[recipe])}")


def split(labelled, out):
    rows = [r for r in Path(labelled).read_text(encoding="utf-8").splitlines() if r and not r.startswith("#")]
    random.Random(66).shuffle(rows)
    half = len(rows) // 2
    Path(out, "v6-es-holdout.tsv").write_text(HEADER + "\n".join(rows[:half]) + "\n", encoding="utf-8")
    Path(out, "v6-es-tune.tsv").write_text(HEADER + "\n".join(rows[half:]) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["draw"]:
        draw(sys.argv[2] if len(sys.argv) > 2 else "/work/.mirror/michcomdev+javier2/repo")
    elif sys.argv[1:2] == ["split"] and len(sys.argv) == 4:
        split(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
