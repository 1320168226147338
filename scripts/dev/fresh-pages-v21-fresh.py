#!/usr/bin/env python3
"""The held-out draw of round twenty-one (fresh21) under the lead's rule, run as

    scripts/dev/fresh-pages-v21.py --fresh MIRRORS HELD_OUT_DIR > draft.tsv

fresh-pages-v21.py's first run (its other two forms, which drew tune22) found no page
for fresh21: its brief barred every line set's SOURCE site and asked two other sites
to hold a shared line. The lead then set this rule, round nineteen's but for its line
rule:

  * the site is no saved page's and no page set's (tune22 included; only the SITE column
    read), compared on the host, its registrable domain and its first label; never a BBC
    site, cookstr or TasteCooking. A site that line sets drew lines from is ALLOWED, as
    in round nineteen;
  * a line the page may show (fresh-pages-v21.py's `checked_lines`) may be, normalised,
    the LINE of a line set's row only when no row holding that line has the page's own
    site as its SOURCE (compared on the registrable domain of every name the page has):
    a phrase met on another site (`2 eggs`), not this page's own text. A row with no
    SOURCE (the hand-written .txt sets, the tagger's sample) is no row of the page's
    site. The lines so shared are listed per page;
  * no line of four words or more shares three quarters of its words with a line a set
    drew from the same site (round eighteen's check, as round nineteen);
  * round thirteen's other rules (language, method, at most 25 lines, a cook's recipe),
    lines counted as round nineteen counts them; SKIPPED of fresh-pages-v21.py and
    FRESH_SKIPPED below by hand.

The pools are fresh-pages-v21.py's (round nineteen's and onetsp/RecipeParser). One page
a site, the first eligible one in pool order. The eligible sites are shuffled with SEED
(21) and taken in that order up to HELD_OUT_WANTED (10), a kind already taken PER_KIND
times waiting for a second pass (round nineteen's rule, `draw_held_out`). Each page is
shrunk with shrink-pages.py into HELD_OUT_DIR/SITE.html; a draft of pages.tsv with each
page's shared lines goes to standard output. The labels were written by hand.
"""
import collections
import os
import random

# Left out of the fresh draw by hand besides fresh-pages-v21.py's SKIPPED: (site, why).
FRESH_SKIPPED = {
    # onetsp/RecipeParser's page of cookingchanneltv.com (tune22's site) with no canonical link,
    # named after the site it links to most.
    "foodterms.com": "a page of cookingchanneltv.com, tune22's site",
}


def all_line_sources(v21, root):
    """fresh-pages-v21.py's `line_sources`, and the LINE of every row of the hand-written .txt
    sets (no SOURCE)."""
    sources = v21.line_sources(root)
    folder = os.path.join(root, "Tests/ClipCookKitTests/Fixtures/ingredient-lines")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".txt"):
            for row in open(os.path.join(folder, name), encoding="utf-8"):
                line = v21.v17.normalised(row.split("|")[0])
                if not row.startswith("#") and line:
                    sources[line]
    return sources


def own_site_lines(v21, lines, names, sources):
    """(the page's normalised lines that are a line set's, those of them that a row drawn from
    the page's own site holds)."""
    own = {v21.v11.registrable(n) for n in names}
    shared = sorted({v21.v17.normalised(line) for line in lines} & set(sources))
    return shared, [line for line in shared if sources[line] & own]


def fresh_offers(v21, mirrors, root):
    """site -> (offer, commit, source, shared lines) of its first eligible page, and why pages
    were left out."""
    v11, v13, v17, v18 = v21.v11, v21.v13, v21.v17, v21.v18
    v13.SAME_SITE.update(v21.v15.SAME_SITE)
    v11.listed_lines = v21.v19.listed_lines
    v17.THIS_SET = v21.HELD_OUT_SET
    sites_of_pages = v17.page_sites(root)
    worded = v18.fixture_lines(root)[2]
    sources = all_line_sources(v21, root)
    found, left = {}, collections.Counter()
    for html, raw, named, repo, commit, source in v21.pool_pages(mirrors):
        names = v13.names_of(html, named)
        if not names or any(not v11.is_new(n, sites_of_pages) for n in names):
            left["a page set's site or no site"] += 1
            continue
        site = names[0]
        if site in found:
            continue
        offer = v13.page_offer(repo, named, raw, sites_of_pages)
        if offer is None:
            left["round thirteen's rules"] += 1
            continue
        lines = v21.checked_lines(html)
        shared, own = own_site_lines(v21, lines, names, sources)
        if own:
            left["a line of a line set drawn from its own site"] += 1
        elif any(v18.reworded(line, n, worded) for n in names for line in lines):
            left["a line reworded from a line set's line of its site"] += 1
        else:
            found[site] = (offer, commit, source, shared)
    return found, left


def draw_fresh(v21, mirrors, out):
    """The draw into OUT with fresh-pages-v21.py's functions (`v21`, the module that calls)."""
    root = os.path.dirname(os.path.dirname(v21.HERE))
    os.makedirs(out, exist_ok=True)
    found, left = fresh_offers(v21, mirrors, root)
    order = sorted(found)
    random.Random(v21.SEED).shuffle(order)
    v21.SKIPPED.update(FRESH_SKIPPED)
    chosen, taken = v21.draw_held_out(root, out, found, order)
    print("# left out: " + ", ".join(f"{why} {n}" for why, n in sorted(left.items())))
    print(f"# {len(order)} eligible sites in drawing order (seed {v21.SEED}): " + " ".join(order))
    v21.report(v21.HELD_OUT_SET, chosen)
