#!/usr/bin/env python3
"""Draw the v11 French ingredient lines (issue 33, a held-out set only).

  intl-lines-v11.py draw > candidates.tsv
      Reads three bare mirrors under /work/.mirror (the `fetch` tool's copies;
      MIRRORS names each repository and commit) and prints LANG SOURCE LINE
      for the lines drawn:

      fr  notebook:brignogan   brignogan/brignogan.github.io, _posts/*.md: a
          Breton family's Jekyll cookbook (recipes of the family, of friends,
          of Brittany, Austria and Morocco), the "* " items under
          "### Ingrédients" up to the next "### " heading;
      fr  notebook:phlered     phlered/recettes, _recettes/*.md: a French
          household's Jekyll cookbook, the "- " items under a "## " heading
          that names the ingredients ("## Ingrédients", "## Ingrédients (4
          personnes)"), sub-headings ("### Pour la pâte :") included, up to
          the next "## " heading. Recipes whose front matter names
          marmiton.org as their source are left out: Marmiton assembles its
          lines from quantity, unit and name fields, so no cook wrote them;
      fr  notebook:noxgamingqc NoxGamingQC/Website,
          resources/views/pages/premium/cookbook/old/recipe/**.blade.php: a
          Quebec family's recipes (most of them a grandmother's) on a
          personal Laravel site, the bare <li> items of the ingredient lists
          (the steps are <li class="text-justify">); the one recipe credited
          to Ricardo, a magazine cook, is left out.

      A line in any committed set or in the saved pages' lines (ignoring
      case and runs of blanks), a line met twice, a heading (ending in ":"),
      a line with no letter and a line of more than 120 characters are
      dropped. Each source's lines are shuffled with random.Random(1111) and
      the first TAKE[source] kept.

  intl-lines-v11.py count
      Prints how many lines each source has left after the dropping.

All drawn lines go to one held-out file, v11-fr-holdout.tsv (no tune part).
"""
import html, random, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "Tests/ClipCookKitTests/Fixtures/ingredient-lines"
PAGES = ROOT / "Tests/WebPages/page-lines.tsv"
MIRROR = Path("/work/.mirror")
MIRRORS = {
    "notebook:brignogan": ("brignogan+brignogan.github.io", "ac6482848cf4c782af8e19f8e718a9ad4ed4eab2"),
    "notebook:phlered": ("phlered+recettes", "2f427a8af88251345602725b3a5e10ef837e6417"),
    "notebook:noxgamingqc": ("NoxGamingQC+Website", "c97baa51038c6d5bfa84b0486b31603f1eb159f9"),
}
TAKE = {"notebook:brignogan": 100, "notebook:phlered": 60, "notebook:noxgamingqc": 45}


def fold(text):
    return " ".join(text.lower().split())


def committed():
    seen = set()
    for path in HERE.glob("*.tsv"):
        if path.name.startswith("v11-fr-") or path.name in ("food-words.tsv",):
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


def files(source, folder, suffix=".md"):
    names = git(source, "ls-tree", "-r", "-z", "--name-only", MIRRORS[source][1], "--", folder).split("\0")
    for name in sorted(n for n in names if n.endswith(suffix)):
        yield git(source, "show", f"{MIRRORS[source][1]}:{name}")


def brignogan():
    for text in files("notebook:brignogan", "_posts"):
        inside = False
        for row in text.splitlines():
            if row.startswith("### "):
                inside = row[4:].strip().lower().startswith("ingrédients")
            elif inside and row.startswith("* "):
                yield row[2:]


def phlered():
    for text in files("notebook:phlered", "_recettes"):
        front = text.split("\n---", 1)[0]
        if re.search(r"^source:.*marmiton\.org", front, re.M):
            continue
        inside = False
        for row in text.splitlines():
            if row.startswith("## "):
                inside = "ingrédients" in row.lower()
            elif inside and row.startswith("- "):
                yield row[2:]


def noxgamingqc():
    folder = "resources/views/pages/premium/cookbook/old/recipe"
    for text in files("notebook:noxgamingqc", folder, ".blade.php"):
        if re.search(r"@section\('author', 'Ricardo'\)", text):
            continue
        for item in re.findall(r"<li>(.*?)</li>", text, re.S):
            yield html.unescape(re.sub(r"<[^>]+>", "", item))


READERS = {"notebook:brignogan": brignogan, "notebook:phlered": phlered, "notebook:noxgamingqc": noxgamingqc}


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
        random.Random(1111).shuffle(lines)
        kept = [line for line in lines if fold(line) not in taken][:TAKE[source]]
        taken.update(fold(line) for line in kept)
        for line in kept:
            print(f"fr\t{source}\t{line}")


def count():
    seen = committed()
    for source in READERS:
        print(source, len(pool(source, seen)), file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:2] == ["draw"]:
        draw()
    elif sys.argv[1:2] == ["count"]:
        count()
    else:
        sys.exit(__doc__)
