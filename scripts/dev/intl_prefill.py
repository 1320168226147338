"""First guess at QUANTITY UNIT NAME NOTES for intl-lines.py prefill.

Only a draft: every row it makes was reviewed and corrected by hand.
"""
import re

UNITS = {
    # symbol: spellings (casefolded; a trailing dot is ignored)
    "g": "g gr gramm gramos gramo grammes gramme grammi grammo grs",
    "kg": "kg kilo kilos kilogramm",
    "mg": "mg",
    "ml": "ml mililitros millilitres millilitri",
    "l": "l liter litro litros litre litres litri",
    "cl": "cl",
    "dl": "dl",
    "tsp": "tl teel teelöffel teelöffel teelöffeln tlf cucharadita cucharaditas cdta cdtas c.c c.à.c càc cac cc cuillère_à_café cuillères_à_café c._à_café c._à_c. c.à_café cuillère_à_thé cuillères_à_thé c._à_thé cucchiaino cucchiaini cucchiaino_raso",
    "tbsp": "el eßl essl esslöffel esslöffeln cucharada cucharadas cda cdas c.s c.à.s càs cas cs cuillère_à_soupe cuillères_à_soupe c._à_soupe c._à_s. c.à_soupe cuillère_à_table cuillères_à_table c._à_table cucchiaio cucchiai",
    "cup": "tasse tassen taza tazas tasse tazza tazze vaso vasos verre verres bicchiere bicchieri",
    "clove": "zehe zehen zehe(n) zehe/n knoblauchzehe knoblauchzehen diente dientes gousse gousses spicchio spicchi",
    "pinch": "prise prisen prise(n) msp messerspitze messerspitzen pizca pizcas pincée pincées pizzico pizzichi",
    "bunch": "bund bd bunde manojo manojos botte bottes bouquet mazzetto mazzetti mazzo ciuffo ciuffetto",
    "can": "dose dosen lata latas boîte boîtes boite scatola scatole lattina lattine barattolo",
    "pack": "pck päckchen päckchen pkg packung packungen beutel sachet sachets sobre sobres bustina bustine confezione confezioni paquete paquet pack",
    "piece": "stück stk stck pièce pièces pièce(s) pezzo pezzi unidad unidades",
    "slice": "scheibe scheiben rodaja rodajas loncha lonchas tranche tranches fetta fette",
    "sprig": "zweig zweige rama ramas ramita ramitas brin brins rametto rametti rametto",
    "leaf": "blatt blätter hoja hojas feuille feuilles foglia foglie",
    "handful": "handvoll puñado puñados poignée poignées manciata",
    "dash": "schuss spritzer chorrito chorro trait filo goccio",
    "cube": "würfel",
    "stick": "stange stangen",
    "head": "kopf köpfe cabeza",
    "jar": "glas gläser bote tarro pot bocal vasetto",
    "bag": "tüte",
    "bottle": "flasche botella bouteille bottiglia",
    "cup_tub": "becher",
}
TABLE = {}
for sym, spellings in UNITS.items():
    for sp in spellings.split():
        TABLE[sp.replace("_", " ")] = "pack" if sym == "cup_tub" else sym

WORDNUM = {"ein": 1, "eine": 1, "einen": 1, "einem": 1, "un": 1, "une": 1, "una": 1, "uno": 1, "un'": 1,
           "zwei": 2, "deux": 2, "dos": 2, "due": 2, "drei": 3, "trois": 3, "tres": 3, "tre": 3,
           "mezzo": 0.5, "mezza": 0.5, "medio": 0.5, "media": 0.5, "demi": 0.5, "demie": 0.5, "halbe": 0.5, "halber": 0.5, "halbes": 0.5}
FRAC = {"½": .5, "¼": .25, "¾": .75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": .125}
TASTE = re.compile(r"\b(q\.?\s?b\.?|quanto basta|a piacere|al gusto|a gusto|nach belieben|nach geschmack|selon (le|votre) goût|à volonté|au goût|etwas|un peu)\b\.?", re.I)
PREP = {
    "de": "gehackt gehackte gehackter fein grob gewürfelt gewürfelte gerieben geriebene geriebener geschält geschälte gepresst zerlassen weich weiche weicher kalt kalte warme warm lauwarm klein kleine kleiner kleines groß große großer großes mittelgroß mittelgroße gestr. gestrichen gehäuft geschnitten halbiert entkernt",
    "es": "picado picada picados picadas pelado pelada pelados peladas grande grandes pequeño pequeña pequeños pequeñas mediano mediana medianos medianas rallado rallada troceado troceada fundida fundido",
    "fr": "haché hachée hachés hachées émincé émincée émincés émincées gros grosse grosses petit petite petits petites moyen moyenne moyens moyennes fondu fondue râpé râpée pelé pelée coupé coupée",
    "it": "tritato tritata tritati tritate grande grandi piccolo piccola piccoli piccole medio media medi medie grattugiato grattugiata sbucciato sbucciata tagliato tagliata",
}
LINK = {
    "de": r"",
    "es": r"^(de\s+la|de\s+los|de\s+las|del|de)\s+",
    "fr": r"^((de\s+la|des|du|de)\s+|(de\s+l|d)['’]\s*)",
    "it": r"^((della|dello|delle|degli|dei|del|di)\s+|d['’]\s*)",
}
NUM = r"(\d+\s+\d+/\d+|\d+/\d+|\d+\s*[½¼¾⅓⅔⅛]|\d+(?:[.,]\d+)?|[½¼¾⅓⅔⅛])"


def num(s):
    s = s.strip().replace(",", ".")
    total = 0.0
    for part in s.split():
        m = re.match(r"^(\d*)([½¼¾⅓⅔⅛])$", part)
        if m:
            total += (int(m.group(1)) if m.group(1) else 0) + FRAC[m.group(2)]
        elif "/" in part:
            a, b = part.split("/")
            total += int(a) / int(b)
        else:
            total += float(part)
    return total


def fmt(x):
    x = round(x, 3)
    return str(int(x)) if x == int(x) else str(x)


def unit_at(text):
    """Longest unit spelling at the start of text -> (symbol, rest)."""
    low = text.casefold()
    best = None
    for sp, sym in TABLE.items():
        for cand in (sp, sp + "."):
            if low.startswith(cand) and (len(low) == len(cand) or not low[len(cand)].isalpha()):
                if best is None or len(cand) > len(best[0]):
                    best = (cand, sym)
    if best:
        return best[1], text[len(best[0]):].strip()
    return "", text


def guess(line, lang):
    text, notes, q, u = line, [], "", ""
    m = TASTE.search(text)
    if m:
        notes.append(m.group(0))
        text = (text[:m.start()] + text[m.end():]).strip(" ,:")
        text = TASTE.sub("", text).strip(" ,:")
    # parentheses -> notes
    for par in re.findall(r"\(([^()]*)\)", text):
        if not re.fullmatch(r"n|s|e|er|en|se|es|n\)|nen|s\)", par):
            notes.append(par)
    text = re.sub(r"\((n|s|e|er|en|se|es|nen)\)|/n\b|/s\b", "", text)
    text = re.sub(r"\([^()]*\)", "", text).strip()
    m = re.match(NUM + r"(?:\s*(?:-|–|bis|à|a|o|ou|oder|y)\s*" + NUM + r")?\s*", text)
    if m:
        q = fmt(num(m.group(1))) + (("-" + fmt(num(m.group(2)))) if m.group(2) else "")
        text = text[m.end():]
    else:
        w = text.split(" ", 1)
        if w[0].casefold() in WORDNUM and len(w) > 1:
            q, text = fmt(WORDNUM[w[0].casefold()]), w[1]
        elif text.casefold().startswith("un'"):
            q, text = "1", text[3:]
    text = re.sub(r"^x\s*", "", text)
    u, text = unit_at(text)
    if u:
        u2, rest = unit_at(text)
        if u2 == u:
            text = rest
        if "knoblauchzehe" in line.casefold() and not text:
            text = "Knoblauch"
    if not q:  # trailing quantity: "Spaghetti 320 g", "Salz Prise"
        m = re.search(r"\s*[\s:,-]\s*" + NUM + r"\s*(\D*?)\s*$", text)
        if m and (not m.group(2) or not unit_at(m.group(2).replace("(s)", ""))[1]):
            q, u = fmt(num(m.group(1))), unit_at(m.group(2).replace("(s)", ""))[0] if m.group(2) else ""
            text = text[:m.start()]
    text = re.sub(LINK[lang], "", text, flags=re.I) if LINK[lang] else text
    if "," in text:
        text, rest = text.split(",", 1)
        notes.insert(0, rest.strip())
    words = text.split()
    prep = set(PREP[lang].split())
    keep = [w for w in words if w.casefold() not in prep]
    notes = [" ".join(w for w in words if w.casefold() in prep)] + notes
    name = " ".join(keep).strip(" ,:;-")
    return q, u, name, ", ".join(n for n in notes if n)


def prefill(rows):
    print("# line\tquantity\tunit\tname\tnotes\tsource\tstyle\tlang")
    for line, source, lang, _origin in rows:
        q, u, name, notes = guess(line, lang)
        print("\t".join([line, q, u, name, notes, source, "metric", lang]))
