#!/usr/bin/env python3
"""Train the ingredient-line tagger (a linear-chain CRF) and export it.

A development script, never shipped: it needs python-crfsuite
(`pip install python-crfsuite`). It reads the English tune lines of
Tests/ClipCookKitTests/Fixtures/ingredient-lines (never a held-out set),
gives every token of a line one label from its hand label (Q quantity,
U unit, N name, O other), trains a CRF on the features below and writes

  scripts/dev/ingredient-tagger.tsv                      the model
  Tests/ClipCookKitTests/Fixtures/ingredient-lines/tagger-sample.tsv
                                                        labels this
                                                        tagger gives a
                                                        sample of lines

Sources/ClipCookBench/IngredientTagger.swift reads the model and must compute exactly the same
tokens and features as `tokens` and `features` here: the sample is the
test that it does.

  scripts/dev/train-ingredient-tagger.py            train on every tune line and export
  scripts/dev/train-ingredient-tagger.py --folds 5  cross-validate on the tune lines only
  scripts/dev/train-ingredient-tagger.py --evaluate SET.tsv [--rules NAMES.tsv]
      train on every tune line and print the share of SET's names the
      tagger gets right, alone and where it is sure (least marginal at
      least 0.99) over the rules' names in NAMES.tsv (LINE<TAB>NAME, as the
      reader reads them); only the figures are printed, never a line
"""

import argparse
import os
import random
import sys

import pycrfsuite

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
MODEL = os.path.join(ROOT, "scripts/dev/ingredient-tagger.tsv")
SAMPLE = os.path.join(FIXTURES, "tagger-sample.tsv")
TUNE_TSV = ["real-tune.tsv", "v3-en-tune.tsv", "v5-en-tune.tsv"]
TUNE_TXT = ["labelled.txt"]
LABELS = ["Q", "U", "N", "O"]

# Word lists the features test for. They are written into the model file,
# so that the Swift side reads the same lists.
LEXICONS = {
    "unit": "tsp tsps teaspoon teaspoons t tbsp tbsps tbs tbl tbls tb tablespoon tablespoons cup cups c g gr gm gms gram grams "
    "kg kgs kilo kilos kilogram kilograms ml mls millilitre millilitres milliliter milliliters l litre litres liter liters "
    "oz ounce ounces lb lbs pound pounds clove cloves can cans tin tins pack packs package packages packet packets pkt pkts "
    "envelope envelopes sachet sachets stick sticks sprig sprigs bunch bunches pinch pinches handful handfuls slice slices "
    "rasher rashers piece pieces head heads fillet fillets filet filets dash dashes tub tubs container containers pot pots "
    "stalk stalks sheet sheets rib ribs box boxes pint pints leaf leaves jar jars bag bags stem stems splash splashes quart "
    "quarts punnet punnets knob knobs ear ears drop drops bottle bottles batch batches bar bars cube cubes pod pods cl dl "
    "fl qt pt bulb bulbs rack racks slab slabs recipe",
    "size": "small medium large lg sm med big extra-large jumbo thin thick heaped heaping level scant generous good little "
    "mini giant whole",
    "prep": "chopped minced diced sliced grated melted softened crushed peeled beaten drained rinsed halved quartered shredded "
    "toasted cubed mashed trimmed deseeded seeded finely roughly thinly coarsely freshly lightly cut torn juiced zested "
    "picked packed sifted divided cooked boiled soaked cored separated removed crumbled whisked pitted julienned blanched "
    "warmed thawed cooled optional taste serve serving garnish needed required washed cleaned deveined slit broken "
    "ground crumbled squeezed pressed stemmed hulled shelled skinned boneless skinless",
    "temp": "cold warm hot boiling lukewarm room chilled iced tepid",
    "num": "a an one two three four five six seven eight nine ten twelve half quarter dozen couple few several some",
    "link": "of or and to for plus x about approximately approx each such as with in into from at",
}

FRACTIONS = set(chr(c) for c in list(range(0xBC, 0xBF)) + list(range(0x2150, 0x215F)))
SPLITTERS = set("(),;:[]")


def lower(text):
    """ASCII letters only, so that Swift lowers the same way."""
    return "".join(chr(ord(ch) + 32) if "A" <= ch <= "Z" else ch for ch in text)


def tokens(line):
    """(start, end) code-point offsets of the tokens of a line: runs of
    non-blank characters, each of ( ) , ; : [ ] a token of its own."""
    spans = []
    start = None
    for i, ch in enumerate(line):
        if ch in (" ", "\t", "\n", "\r", "\u00a0"):
            if start is not None:
                spans.append((start, i))
                start = None
        elif ch in SPLITTERS:
            if start is not None:
                spans.append((start, i))
                start = None
            spans.append((i, i + 1))
        elif start is None:
            start = i
    if start is not None:
        spans.append((start, len(line)))
    return spans


def key(token):
    word = lower(token)
    while len(word) > 1 and word[-1] in ".*":
        word = word[:-1]
    while len(word) > 1 and word[0] == "*":
        word = word[1:]
    return word


def shape(token):
    out = []
    for ch in token:
        if "0" <= ch <= "9" or ch in FRACTIONS:
            c = "d"
        elif "A" <= ch <= "Z":
            c = "A"
        elif "a" <= ch <= "z":
            c = "a"
        elif ch in "-/.'%&+":
            c = ch
        else:
            c = "x"
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def lexicon_of(word, lexicons):
    return [name for name in sorted(lexicons) if word in lexicons[name]]


def features(line, lexicons):
    """The attribute strings of each token of a line."""
    spans = tokens(line)
    texts = [line[s:e] for s, e in spans]
    keys = [key(t) for t in texts]
    shapes = [shape(t) for t in texts]
    lexes = [lexicon_of(k, lexicons) for k in keys]
    n = len(texts)
    out = []
    depth = 0
    comma = False
    for i in range(n):
        t, k = texts[i], keys[i]
        if t == "(" or t == "[":
            depth += 1
        f = ["b", "w=" + k, "sh=" + shapes[i], "p=" + str(min(i, 4)), "e=" + str(min(n - 1 - i, 4))]
        if len(k) > 3:
            f.append("s3=" + k[-3:])
            f.append("p3=" + k[:3])
        if len(k) > 2:
            f.append("s2=" + k[-2:])
        if any("0" <= ch <= "9" or ch in FRACTIONS for ch in t):
            f.append("num")
        if "A" <= t[0] <= "Z":
            f.append("cap")
        for name in lexes[i]:
            f.append("l=" + name)
        if depth > 0:
            f.append("par")
        if comma:
            f.append("com")
        for d, tag in ((-2, "-2"), (-1, "-1"), (1, "+1"), (2, "+2")):
            j = i + d
            if j < 0:
                f.append("w" + tag + "=BOS")
            elif j >= n:
                f.append("w" + tag + "=EOS")
            else:
                f.append("w" + tag + "=" + keys[j])
                if d in (-1, 1):
                    f.append("sh" + tag + "=" + shapes[j])
                    for name in lexes[j]:
                        f.append("l" + tag + "=" + name)
        if i > 0 and i + 1 < n:
            f.append("w-1+1=" + keys[i - 1] + "|" + keys[i + 1])
        out.append(f)
        if (t == ")" or t == "]") and depth > 0:
            depth -= 1
        if t == "," and depth == 0:
            comma = True
    return out


# --- Labels from the hand labels

def load_tsv(name):
    rows = []
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        for raw in handle:
            raw = raw.rstrip("\n")
            if not raw or raw.startswith("#"):
                continue
            cells = raw.split("\t")
            if len(cells) == 8 and cells[7] != "en":
                continue
            rows.append((cells[0], cells[1], cells[2], cells[3]))
    return rows


def load_txt(name):
    rows = []
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        for raw in handle:
            raw = raw.rstrip("\n")
            if not raw.strip() or raw.startswith("#"):
                continue
            cells = [c.strip() for c in raw.split("|")]
            if len(cells) < 5:
                continue
            rows.append((cells[0], cells[1], cells[3], cells[4]))
    return rows


UNIT_WORDS = {
    "tsp": "t tsp tsps teaspoon teaspoons", "tbsp": "t tbsp tbsps tbs tbl tbls tb tablespoon tablespoons",
    "cup": "c cup cups", "g": "g gr gm gms gram grams", "kg": "kg kgs kilo kilos kilogram kilograms",
    "ml": "ml mls millilitre millilitres milliliter milliliters", "l": "l litre litres liter liters",
    "oz": "oz ounce ounces", "lb": "lb lbs pound pounds 1b", "fl oz": "fl", "pack": "pack packs package packages packet "
    "packets pkt pkts envelope envelopes sachet sachets", "slice": "slice slices rasher rashers", "fillet": "fillet "
    "fillets filet filets", "tub": "tub tubs container containers", "leaf": "leaf leaves", "pint": "pint pints pt",
    "quart": "quart quarts qt",
}


def unit_words(symbol):
    if symbol in UNIT_WORDS:
        return set(UNIT_WORDS[symbol].split())
    return {symbol, symbol + "s", symbol + "es"}


def label_line(line, quantity, unit, name):
    """The token labels of a line, or None when its name is not a run of its tokens."""
    spans = tokens(line)
    texts = [line[s:e] for s, e in spans]
    lowered = [t.lower() for t in texts]
    labels = ["O"] * len(texts)
    target = [name[s:e].lower() for s, e in tokens(name)] if name else []
    found = None
    if target:
        for i in range(len(texts) - len(target) + 1):
            if lowered[i:i + len(target)] == target:
                found = i
                break
        if found is None:
            return None
        for i in range(found, found + len(target)):
            labels[i] = "N"
    if unit:
        words = unit_words(unit)
        for i, k in enumerate(key(t) for t in texts):
            if labels[i] == "O" and k.lower() in words:
                labels[i] = "U"
                break
    if quantity:
        for i, t in enumerate(texts):
            if labels[i] != "O":
                break
            k = key(t).lower()
            if any(ch.isdigit() or ch in FRACTIONS for ch in t) or k in LEXICONS["num"].split() or (
                    k in ("-", "to", "and") and i > 0 and labels[i - 1] == "Q"):
                labels[i] = "Q"
            elif i > 0 and labels[i - 1] == "Q" and k in ("x", "×"):
                continue
            else:
                break
    return labels


def training_rows():
    rows = []
    for name in TUNE_TSV:
        rows += load_tsv(name)
    for name in TUNE_TXT:
        rows += load_txt(name)
    out = []
    skipped = 0
    for line, quantity, unit, name in rows:
        if line.lstrip().startswith("@"):
            continue  # Cooklang: the reader reads it by its own rule
        labels = label_line(line, quantity, unit, name)
        if labels is None or not labels:
            skipped += 1
            continue
        out.append((line, labels, name))
    print(f"{len(out)} training lines ({skipped} skipped: the name is not a run of the line's tokens)", file=sys.stderr)
    return out


def lexicon_sets():
    return {name: set(words.split()) for name, words in LEXICONS.items()}


C1, C2 = 0.05, 0.01


def train(rows, path, lexicons):
    trainer = pycrfsuite.Trainer(verbose=False)
    for line, labels, _ in rows:
        trainer.append(features(line, lexicons), labels)
    trainer.set_params({"c1": C1, "c2": C2, "max_iterations": 200, "feature.possible_transitions": True})
    trainer.train(path)


def name_of(line, labels):
    """The first run of N tokens, as the line writes it."""
    spans = tokens(line)
    run = [i for i, label in enumerate(labels) if label == "N"]
    if not run:
        return ""
    first = run[0]
    last = first
    while last + 1 < len(labels) and labels[last + 1] == "N":
        last += 1
    return line[spans[first][0]:spans[last][1]]


def folded(text):
    return " ".join(text.lower().split())


def cross_validate(rows, folds, lexicons):
    order = list(range(len(rows)))
    random.Random(33).shuffle(order)
    right = 0
    found = []
    for fold in range(folds):
        test = [rows[i] for i in order[fold::folds]]
        train_rows = [rows[i] for n, i in enumerate(order) if n % folds != fold]
        path = f"/tmp/ingredient-tagger-fold{fold}.crfsuite"
        train(train_rows, path, lexicons)
        tagger = pycrfsuite.Tagger()
        tagger.open(path)
        for line, _, name in test:
            labels = tagger.tag(features(line, lexicons))
            got = name_of(line, labels)
            confidence = min((tagger.marginal(label, i) for i, label in enumerate(labels)), default=1.0)
            right += folded(got) == folded(name)
            found.append((line, got, name, confidence))
    print(f"cross-validated name right: {right} of {len(rows)} ({100 * right / len(rows):.1f}%)")
    with open("/tmp/ingredient-tagger-cv.tsv", "w", encoding="utf-8") as out:
        for line, got, name, confidence in found:
            out.write(f"{line}\t{got}\t{name}\t{confidence:.4f}\n")


def evaluate(rows, name, rules_file, lexicons):
    """Figures only: the tagger's names on a set it was not trained on, alone and where sure over the rules'."""
    path = "/tmp/ingredient-tagger-evaluate.crfsuite"
    train(rows, path, lexicons)
    tagger = pycrfsuite.Tagger()
    tagger.open(path)
    rules = {}
    if rules_file:
        with open(rules_file, encoding="utf-8") as handle:
            for raw in handle:
                cells = raw.rstrip("\n").split("\t")
                if len(cells) == 2:
                    rules[cells[0]] = cells[1]
    lines = load_tsv(name)
    alone = sure = by_rules = 0
    for line, _, _, want in lines:
        labels = tagger.tag(features(line, lexicons))
        got = name_of(line, labels)
        confidence = min((tagger.marginal(label, i) for i, label in enumerate(labels)), default=1.0)
        alone += folded(got) == folded(want)
        rule = rules.get(line, "")
        by_rules += folded(rule) == folded(want)
        chosen = got if confidence >= 0.99 and got else rule
        sure += folded(chosen) == folded(want)
    total = max(1, len(lines))
    print(f"{name}: {len(lines)} lines; name right: tagger alone {100 * alone / total:.1f}%", end="")
    if rules:
        print(f", rules {100 * by_rules / total:.1f}%, tagger where sure {100 * sure / total:.1f}%")
    else:
        print()


def export(path, lexicons, rows):
    tagger = pycrfsuite.Tagger()
    tagger.open(path)
    info = tagger.info()
    weights = {}
    for (attribute, label), weight in info.state_features.items():
        if weight != 0:
            weights.setdefault(attribute, [0.0] * len(LABELS))[LABELS.index(label)] = weight
    with open(MODEL, "w", encoding="utf-8") as out:
        out.write("# ingredient-line tagger: a linear-chain CRF made by scripts/dev/train-ingredient-tagger.py\n")
        out.write("labels\t" + "\t".join(LABELS) + "\n")
        for name in sorted(LEXICONS):
            out.write("lexicon\t" + name + "\t" + " ".join(sorted(lexicons[name])) + "\n")
        for a in LABELS:
            out.write("transition\t" + a + "\t" + "\t".join(repr(info.transitions.get((a, b), 0.0)) for b in LABELS) + "\n")
        for attribute in sorted(weights):
            out.write("state\t" + attribute + "\t" + "\t".join(repr(w) for w in weights[attribute]) + "\n")
    print(f"{len(weights)} attributes, {os.path.getsize(MODEL)} bytes", file=sys.stderr)
    sample = rows[::9][:200]
    with open(SAMPLE, "w", encoding="utf-8") as out:
        out.write("# line\tlabels the Python tagger gives its tokens\tleast marginal (scripts/dev/train-ingredient-tagger.py)\n")
        for line, _, _ in sample:
            labels = tagger.tag(features(line, lexicons))
            confidence = min(tagger.marginal(label, i) for i, label in enumerate(labels))
            out.write(line + "\t" + " ".join(labels) + "\t" + repr(confidence) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folds", type=int, default=0)
    parser.add_argument("--c1", type=float, default=C1)
    parser.add_argument("--c2", type=float, default=C2)
    parser.add_argument("--evaluate", default="")
    parser.add_argument("--rules", default="")
    args = parser.parse_args()
    globals()["C1"], globals()["C2"] = args.c1, args.c2
    lexicons = lexicon_sets()
    rows = training_rows()
    if args.folds:
        cross_validate(rows, args.folds, lexicons)
        return
    if args.evaluate:
        evaluate(rows, args.evaluate, args.rules, lexicons)
        return
    path = "/tmp/ingredient-tagger.crfsuite"
    train(rows, path, lexicons)
    export(path, lexicons, rows)


if __name__ == "__main__":
    main()
