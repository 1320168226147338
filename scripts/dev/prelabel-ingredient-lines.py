#!/usr/bin/env python3
"""Pre-fill labels for candidate lines (output of extract-ingredient-lines.py).

A rough first guess only: every label in v3-en-*.tsv was then read and, where
wrong, corrected by hand. Reads SITE<TAB>REGION<TAB>STYLE<TAB>LINE on stdin and
writes LINE, QUANTITY, UNIT, NAME, NOTES, SOURCE, STYLE, LANG, REGION.
"""
import re,sys,json
FR={'½':.5,'¼':.25,'¾':.75,'⅓':.333,'⅔':.667,'⅛':.125,'⅜':.375,'⅝':.625,'⅞':.875,'⅕':.2,'⅖':.4,'⅗':.6,'⅙':.167}
WORDS={'a':1,'an':1,'one':1,'two':2,'three':3,'four':4,'five':5,'six':6,'seven':7,'eight':8,'nine':9,'ten':10,'eleven':11,'twelve':12,'half':.5,'a half':.5,'half a':.5,'dozen':12,'a dozen':12}
U={}
def add(sym,*names):
    for n in names: U[n]=sym
add('g','g','gm','gms','gr','gram','grams','g.','gm.','grms')
add('kg','kg','kgs','kilo','kilos','kilogram','kilograms','kg.')
add('mg','mg')
add('ml','ml','mls','millilitre','millilitres','milliliter','milliliters','ml.','mL')
add('l','l','litre','litres','liter','liters','ltr')
add('cl','cl'); add('dl','dl')
add('tsp','tsp','tsps','teaspoon','teaspoons','t','tsp.','tspn','teasp','ts')
add('tbsp','tbsp','tbsps','tablespoon','tablespoons','tbs','tbl','tbl.','tbsp.','tbs.','tblsp','tblspn','T','Tb','tbspn')
add('cup','cup','cups','c','c.','cup.')
add('oz','oz','ounce','ounces','oz.','ozs')
add('fl oz','fl oz','fl. oz.','fl. oz','fluid ounce','fluid ounces','fl.oz','floz','fl oz.')
add('lb','lb','lbs','pound','pounds','lb.','lbs.')
add('pint','pint','pints','pt'); add('quart','quart','quarts','qt','qt.')
add('clove','clove','cloves'); add('can','can','cans'); add('tin','tin','tins')
add('pack','pack','packs','packet','packets','package','packages','pkg','pkg.','pk')
add('stick','stick','sticks'); add('sprig','sprig','sprigs'); add('bunch','bunch','bunches')
add('head','head','heads'); add('bulb','bulb','bulbs'); add('rack','rack','racks'); add('ear','ear','ears')
add('stem','stem','stems'); add('slab','slab','slabs'); add('slice','slice','slices'); add('piece','piece','pieces','pc','pcs')
add('pinch','pinch','pinches'); add('dash','dash','dashes'); add('handful','handful','handfuls'); add('jar','jar','jars')
add('bag','bag','bags'); add('box','box','boxes'); add('bottle','bottle','bottles'); add('recipe','recipe','recipes'); add('batch','batch','batches')
add('stalk','stalk','stalks'); add('rib','rib','ribs'); add('sheet','sheet','sheets'); add('sachet','sachet','sachets'); add('punnet','punnet','punnets')
add('tub','tub','tubs'); add('knob','knob','knobs'); add('splash','splash'); add('sprinkle','sprinkle'); add('drop','drop','drops')
add('fillet','fillet','fillets','filet','filets'); add('leaf','leaf','leaves'); add('envelope','envelope','envelopes'); add('pack','carton','cartons','envelope','envelopes'); add('tub','container','containers','tub','tubs')
add('pkt','pkt'); U['pkt']='pack'; U['tb']='tbsp'; U['tbsp']='tbsp'
AFTER={'clove','stick','sprig','stalk','rib','fillet','bulb','head','sheet','slice','piece','ear'}  # count units written after the food
SIZES=r'(?:small-to-medium|medium to large|medium-to-large|extra[- ]large|extra[- ]small|large|small|medium|med\.?|lg\.?|sm\.?|big|heaping|heaped|level|rounded|generous|scant|good|thin|thick|medium-sized|large-sized|small-sized|jumbo)'
NUM=r'(?:\d+\s*[½¼¾⅓⅔⅛⅜⅝⅞⅕]|\d+\s+\d+/\d+|\d+-\d+/\d+|\d+/\d+|\d*\.\d+|\d+|[½¼¾⅓⅔⅛⅜⅝⅞⅕])'
def val(s):
    s=s.strip()
    m=re.fullmatch(r'(\d+)\s*([½¼¾⅓⅔⅛⅜⅝⅞⅕])',s)
    if m: return int(m[1])+FR[m[2]]
    m=re.fullmatch(r'(\d+)[\s-]+(\d+)/(\d+)',s)
    if m: return int(m[1])+int(m[2])/int(m[3])
    m=re.fullmatch(r'(\d+)/(\d+)',s)
    if m: return int(m[1])/int(m[2])
    if s in FR: return FR[s]
    return float(s)
def fmt(x):
    if abs(x-round(x))<1e-9: return str(int(round(x)))
    for d,t in ((1/3,'0.333'),(2/3,'0.667'),(1/6,'0.167'),(5/6,'0.833')):
        pass
    s=('%.3f'%x).rstrip('0').rstrip('.')
    return s
PREP=r'(?:(?:very )?cold(?= (?:water|milk|butter|coffee|heavy))|(?:boiling|warm|lukewarm|hot)(?= (?:water|milk|coffee|stock|broth|chicken stock|vegetable stock))|fresh[ -]ground|fresh[ -]cracked|(?:finely |roughly |coarsely |thinly |freshly |lightly |firmly |loosely |well |very |tightly |fresh-?ly )?(?:chopped|minced|diced|grated|melted|softened|sliced|ground|packed|shredded|beaten|peeled|sifted|cubed|crumbled|halved|quartered|julienned|toasted|cooked|uncooked|cracked|squeezed|trimmed|rinsed|drained|mashed|zested|juiced|torn|pitted|deseeded|seeded|cored|skinned|boneless|crushed))'
def label(line):
    notes=[]; t=line.strip().replace('\u2044','/').replace('\u200d','')
    t=re.sub(r'^(\d+) and (\d+/\d+)',r'\1 \2',t)
    t=re.sub(r'^[▢•*\-–]\s*','',t)
    q='';u=''
    m=re.match(r'^(optional:?|about|approx\.?|approximately|scant|generous|heaped|heaping|good|a good|large|small|big|a big|roughly)\s+',t,re.I)
    lead=None
    if m and not re.match(r'^(large|small|big)\s+(egg|onion)',t,re.I):
        lead=m[1]; t=t[m.end():]
    # juice/zest of
    m=re.match(r'^((?:finely )?(?:grated )?(?:zest|juice|zest and juice|juice and zest|juice and finely grated zest|finely grated zest and juice)) (?:of|from) (.*)$',t,re.I)
    part=None
    if m: part=m[1]; t=m[2]
    # quantity
    m=re.match(r'^('+NUM+r')(?:\s*(?:-|–|—|to|or)\s*('+NUM+r'))?(?=[^\d/]|$)\s*',t)
    if m:
        a=val(m[1]); q=fmt(a)
        if m[2]: q=q+'-'+fmt(val(m[2]))
        t=t[m.end():]
    else:
        m=re.match(r'^(a half|half a|a dozen|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half)\s+',t,re.I)
        if m and not re.match(r'^(a|an)\s+(few|little|bit|couple|handful of)',t,re.I) or (m and re.match(r'^(a|an)\s+handful',t,re.I)):
            q=fmt(WORDS[m[1].lower()]); t=t[m.end():]
    # x
    t=re.sub(r'^x\s+','',t)
    # parenthesised size
    m=re.match(r'^\(([^)]*)\)\s*',t)
    if m and q: notes.append(m[1]); t=t[m.end():]
    # glued/size like 14-ounce or 400g before unit
    m=re.match(r'^(\d[\d.,/ ]*-?\s*(?:ounce|oz|g|gram|ml|pound|lb|inch|cm)s?\.?)(?:\s+|-)(?=[a-zA-Z])',t)
    if m and q:
        # size before a container word
        rest=t[m.end():]
        w=rest.split()[0].lower().strip('.,') if rest.split() else ''
        if w in U and U[w] in ('can','tin','pack','jar','bag','box','bottle','sachet','tub','carton','container','envelope','stick','piece','slab','punnet'):
            notes.append(m[1]); t=rest
    # size words
    while True:
        m=re.match(r'^('+SIZES+r')\b[ ,]*',t,re.I)
        if m and q!='' : notes.append(m[1]); t=t[m.end():]; continue
        break
    # unit
    m=re.match(r'^(fl\.? ?oz\.?|fluid ounces?)\b\.?\s*',t,re.I)
    if m: u='fl oz'; t=t[m.end():]
    else:
        m=re.match(r'^([A-Za-z]+\.?)(?=[\s,(/]|$)\s*',t)
        if m and q!='':
            w=m[1]
            key = w if w in ('T','Tb') else w.lower()
            if key in U and not (key in ('c','t') and False):
                if U[key] not in AFTER or True:
                    u=U[key]; t=t[m.end():]
            elif key.rstrip('.') in U:
                u=U[key.rstrip('.')]; t=t[m.end():]
        elif m and q=='':
            key=m[1].lower()
            if key in ('pinch','dash','handful','splash','drizzle','knob','sprinkle','bunch','squeeze'):
                if key in U: u=U[key]
                t=t[m.end():]
    m=re.match(r'^(cm|inch|-inch|")?\s*(can|cans|tin|tins|pack|packet|jar|bag|box|bottle|sachet|tub|punnet|piece|container)\b\s*(?:of\s+)?',t)
    if m and q and re.fullmatch(r'[\d.]+',q) and (m[1] or u in ('g','kg','ml','l','oz','lb')) :
        notes.append(q+(u or m[1] or '')); q='1'; u=U.get(m[2],m[2]); t=t[m.end():]
    # glued metric 400g
    m=re.match(r'^(\d[\d.]*\s*(?:g|kg|ml|l|oz|cm|-gram|-ounce)\.?)\s+(can|cans|tin|tins|pack|packet|jar|bag|box|bottle|sachet|tub|carton|piece|punnet|block|container)\b\s*(?:of\s+)?',t)
    if m and not q and not u:
        q='1'; u=U.get(m[2],m[2]); notes.append(m[1]); t=t[m.end():]
        if u=='block': u=''; notes.append('block')
    if not u:
        m=re.match(r'^(\d[\d.]*)\s*(g|kg|ml|l|oz|lb)\b\s*',t)
        if m and not q: q=m[1]; u=m[2]; t=t[m.end():]
    if q=='' and not u:
        m=re.match(r'^('+NUM+r')\s*(g|kg|ml|l|gm|gms|gr)\b\.?\s*',t)
    # size after a unit
    while True:
        m=re.match(r'^('+SIZES+r')\b[ ,]*',t,re.I)
        if m and q!='': notes.append(m[1]); t=t[m.end():]; continue
        break
    m=re.match(r'^\(([^)]*)\)\s*',t)
    if m and u: notes.append(m[1]); t=t[m.end():]
    t=re.sub(r'^(of|/)\s+','',t,flags=re.I)
    m=re.match(r'^\s*/\s*(\d[\d.,/ ]*\s*(?:grams|g|ml|milliliters|oz|ounces|kg)\b\.?)\s*',t)
    if m: notes.append(m[1]); t=t[m.end():]
    t=re.sub(r'^[-–]\s+','',t)
    t=re.sub(r'^(of)\s+','',t,flags=re.I)
    # split name from rest
    m=re.search(r'\s*(,|\(|;| - | – |\*| to taste| as required| as needed| at room temperature| room temperature| for (?:serving|garnish|frying|dusting|greasing|the|drizzling|topping))',t)
    name=t[:m.start()] if m else t
    rest=t[m.start():] if m else ''
    rest=rest.strip().lstrip(',;-– ').strip()
    # prep words at start of name
    pre=[]
    while True:
        m=re.match(r'^('+PREP+r')\s+',name,re.I)
        if m and not re.match(r'^(crushed red pepper|crushed tomatoes|ground (beef|pork|turkey|chicken|lamb|cinnamon|cumin|coriander|ginger|nutmeg|black|white|pepper|cloves|allspice|cardamom|turmeric|almonds|flax|paprika|chipotle|cayenne|mustard|sumac|fennel|mace|red|spices?)|chopped tomatoes|diced tomatoes|sliced almonds|toasted sesame|shredded coconut|desiccated)',name,re.I):
            pre.append(m[1]); name=name[m.end():]; continue
        break
    name=name.strip()
    m=re.search(r'\s+((?:at )?room temp(?:erature|\.)?|packed|melted|softened|cold|chopped|minced|diced|sliced|grated)$',name)
    if m: notes.insert(0,m[1]); name=name[:m.start()]
    # count unit after the food
    if q and not u:
        m=re.match(r'^(.*?)\s+([A-Za-z]+)$',name)
        if m and m[2].lower() in U and U[m[2].lower()] in AFTER:
            u=U[m[2].lower()]; name=m[1]
    # or
    m=re.match(r'^(.*?)\s+(or|/)\s+(.*)$',name)
    if m:
        a,b=m[1],m[3]
        if len(a.split())==1 and len(b.split())>1 and a.lower() not in ('butter','oil','water','milk','sugar','honey'):
            pass
        else:
            name=a; pre.append(m[2]+' '+b)
    if lead: notes.insert(0,lead)
    if part: notes.insert(0,part)
    notes+=pre
    if rest: notes.append(rest)
    def tidy(n):
        n=n.strip().strip(',;').strip()
        while n.startswith('(') and n.endswith(')') and n.count('(')==n.count(')'):
            inner=n[1:-1]
            if inner.count('(')!=inner.count(')') or inner.find(')')<inner.find('(') : break
            n=inner.strip()
        n=re.sub(r'^\(\s*,?\s*(.*?)\s*\)$',r'\1',n) if n.startswith('(,') else n
        return n.strip().strip(',').strip()
    return q,u,name.strip(),', '.join(tidy(n) for n in notes if tidy(n))
if __name__=='__main__':
    for l in sys.stdin:
        site,region,style,line=l.rstrip('\n').split('\t')
        q,u,n,no=label(line)
        print('\t'.join([line,q,u,n,no,'jsonld:'+site,style,'en',region]))
