#!/usr/bin/env python3
"""Read the unlabelled lines of the clipper pool's unused sites and list
readings that are plainly broken (issue 33, round seventeen).

  python3 scripts/dev/en-lines-v23.py extract > /tmp/pool.tsv
  python3 scripts/dev/pool-audit.py /tmp/pool.tsv [CLIPCOOK]

The pool printed by extract leaves out every site of a committed set (the
held-out sets among them), so nothing here is a held-out line. Each line is
imported through `clipcook convert --from jsonld` as a page's line would
be; a line the importer drops is marked DROPPED. Printed: the line, the
amount, the name and the notes of every reading whose name opens with a
unit or a joining word, or of a line that opens with a number and got no
amount. No label is involved: these are shapes a cook would call broken.
"""
import json
import re
import subprocess
import sys

UNITS = set("cup cups tbsp tsp tablespoon tablespoons teaspoon teaspoons oz ounce ounces lb lbs pound pounds "
            "g grams gram kg ml can cans clove cloves pinch slice slices package packages stick sticks".split())
JOINS = {"of", "and", "or", "a", "the", "with", "for", "to", "x"}


def read(lines, tool):
    """The importer's reading of each line (amount, name, notes), split further where it drops a line."""
    doc = {"@context": "https://schema.org", "@type": "Recipe", "name": "T", "recipeYield": "2",
           "recipeIngredient": lines, "recipeInstructions": "Mix."}
    with open("/tmp/pool-audit.json", "w") as f:
        json.dump(doc, f)
    run = subprocess.run([tool, "convert", "/tmp/pool-audit.json", "--from", "jsonld", "--to", "json"],
                         capture_output=True, text=True)
    try:
        found = json.loads(run.stdout)["ingredients"]
    except (ValueError, KeyError):
        found = []
    if len(found) == len(lines):
        return [(i.get("amount", ""), i.get("name", ""), i.get("notes") or "") for i in found]
    if len(lines) == 1:
        return [("DROPPED", "", "")]
    step = max(1, len(lines) // 10)
    return [r for k in range(0, len(lines), step) for r in read(lines[k:k + step], tool)]


def main():
    tool = sys.argv[2] if len(sys.argv) > 2 else ".build/debug/clipcook"
    rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip() and not l.startswith("#")]
    lines = [r[0] for r in rows]
    readings = [r for k in range(0, len(lines), 400) for r in read(lines[k:k + 400], tool)]
    for line, (amount, name, notes) in zip(lines, readings):
        words = name.lower().split()
        broken = (words and (words[0] in UNITS or words[0] in JOINS)) or (
            re.match(r"^\s*[\d½¼¾⅓⅔]", line) and not amount)
        if broken or amount == "DROPPED":
            print(f"{line}\t{amount}\t{name}\t{notes}")


if __name__ == "__main__":
    main()
