#!/usr/bin/env python3
"""Draw the v10 French ingredient lines (issue 33, round ten).

  intl-lines-v10.py draw > candidates.tsv
      Reads two bare mirrors under /work/.mirror (the `fetch` tool's copies;
      MIRRORS names each repository and commit) and prints LANG SOURCE LINE
      for the lines drawn:

      fr  notebook:quentinboyer   QuentinB1530/quentinboyer.github.io,
          recettes/pages/recettes/**/*.php: a family's recipe pages, the
          <li> items of each page's <ul> lists (not the lists of recipe
          names, and not the index pages whose name opens with "_");
      fr  notebook:evy            evelyne-phich/les-bonnes-recettes-d-evy,
          data/create_db.sql: a family's French and Indochinese recipes, the
          items of each recipe's "ingredients" array (the first of the two
          arrays of each row).

      A line in any committed set or in the saved pages' lines (ignoring
      case and runs of blanks), a line met twice, a heading (ending in ":"),
      a line with no letter and a line of more than 120 characters are
      dropped. Each source's lines are shuffled with random.Random(1010) and
      the first TAKE[source] kept.

  intl-lines-v10.py split labelled.tsv OUTDIR
      Shuffles the labelled rows with random.Random(1010) and puts the first
      half (rounded up) in v10-fr-holdout.tsv, the rest in v10-fr-tune.tsv.
"""
import html, random, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
PAGES = ROOT / "Tests/WebPages/page-lines.tsv"
HEADER = "# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang\n"
MIRROR = Path("/work/.mirror")
MIRRORS = {
    "notebook:quentinboyer": ("QuentinB1530+quentinboyer.github.io", "7ed824d1ae03db24857517331ea9a11555a846bf"),
    "notebook:evy": ("evelyne-phich+les-bonnes-recettes-d-evy", "91f6888566388e4635ad2a263c2e8ac116fb65c4"),
}
TAKE = {"notebook:quentinboyer": 150, "notebook:evy": 90}


def fold(text):
    return " ".join(text.lower().split())


def committed():
    seen = set()
    for path in HERE.glob("*.tsv"):
        if path.name.startswith("v10-fr-") or path.name in ("food-words.tsv",):
            continue
        for row in path.read_text(encoding="utf-8").splitlines():
            if not row.startswith("#"):
                seen.add(fold(row.split("\t")[0]))
    for path in HERE.glob("*.txt"):
        for row in path.read_text(encoding="utf-8").splitlines():
            if row and not row.startswith("#"):
                seen.add(fold(row.split("\t")[0].split("|")[0]))
    for row in PAGES.read_text(encoding="utf-8").splitlines():
        if not row.startswith("#") and "\t" in row:
            seen.add(fold(row.split("\t")[1]))
    return seen


def gitdir(source):
    repo = MIRROR / MIRRORS[source][0] / "repo"
    return repo / ".git" if (repo / ".git").is_dir() else repo


def git(source, *args):
    return subprocess.run(["git", "--git-dir", str(gitdir(source)), *args],
                          check=True, capture_output=True, text=True).stdout


def quentinboyer():
    source = "notebook:quentinboyer"
    names = git(source, "ls-tree", "-r", "-z", "--name-only", MIRRORS[source][1], "--",
                "recettes/pages/recettes").split("\0")
    for name in sorted(n for n in names if n.endswith(".php") and not n.rsplit("/", 1)[-1].startswith("_")):
        text = git(source, "show", f"{MIRRORS[source][1]}:{name}")
        for block in re.findall(r"<ul(?![^>]*noms-recettes)[^>]*>(.*?)</ul>", text, re.S):
            for item in re.findall(r"<li[^>]*>(.*?)</li>", block, re.S):
                yield html.unescape(re.sub(r"<[^>]+>", "", item))


def sql_items(array):
    """The items of a Postgres text[] literal body: commas split, `\\,` does not."""
    item, out, i = [], [], 0
    while i < len(array):
        c = array[i]
        if c == "\\" and i + 1 < len(array):
            item.append(array[i + 1])
            i += 2
            continue
        if c == ",":
            out.append("".join(item))
            item = []
        else:
            item.append(c)
        i += 1
    out.append("".join(item))
    return [x.strip() for x in out]


def evy():
    source = "notebook:evy"
    text = git(source, "show", f"{MIRRORS[source][1]}:data/create_db.sql")
    arrays = re.findall(r"'\{((?:[^']|'')*)\}'", text)
    for ingredients in arrays[0::2]:
        yield from sql_items(ingredients.replace("''", "'"))


READERS = {"notebook:quentinboyer": quentinboyer, "notebook:evy": evy}


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
        random.Random(1010).shuffle(lines)
        kept = [line for line in lines if fold(line) not in taken][:TAKE[source]]
        taken.update(fold(line) for line in kept)
        for line in kept:
            print(f"fr\t{source}\t{line}")


def count():
    seen = committed()
    for source in READERS:
        print(source, len(pool(source, seen)), file=sys.stderr)


def split(labelled, out):
    rows = [r for r in Path(labelled).read_text(encoding="utf-8").splitlines() if r and not r.startswith("#")]
    random.Random(1010).shuffle(rows)
    half = (len(rows) + 1) // 2
    Path(out, "v10-fr-holdout.tsv").write_text(HEADER + "\n".join(rows[:half]) + "\n", encoding="utf-8")
    Path(out, "v10-fr-tune.tsv").write_text(HEADER + "\n".join(rows[half:]) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["draw"]:
        draw()
    elif sys.argv[1:2] == ["count"]:
        count()
    elif sys.argv[1:2] == ["split"] and len(sys.argv) == 4:
        split(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
