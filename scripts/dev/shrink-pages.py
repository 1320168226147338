#!/usr/bin/env python3
"""Shrink saved recipe web pages without changing what a recipe reader sees.

Usage:
    scripts/dev/shrink-pages.py IN.html OUT.html      shrink one page
    scripts/dev/shrink-pages.py --check IN OUT         only compare two pages

What is removed:
  * <!-- comments -->
  * every <script> that is not type="application/ld+json" (inline or src)
  * <style> blocks, <svg> drawings, <noscript>, <iframe>, <template>
  * <link> tags other than rel=canonical / alternate / amphtml, unless
    they carry microdata (<link itemprop="image" href=...>)
  * <nav>, <footer>, <aside> and <form> blocks, and <header> blocks that
    hold no <h1> -- only when none of them holds schema.org microdata
    (itemprop / itemscope), a <meta> tag, or the recipe card
  * whitespace-only runs between tags (collapsed to one newline)

What is kept byte for byte: every application/ld+json script, every
<meta> tag (charset, og:*, twitter:*, description ...), the <title>, the
canonical link, and every element carrying itemprop / itemscope / itemtype.

The page is handled as bytes through latin-1, which maps each byte to one
character and back, so a page in any encoding keeps its bytes as they were.

After shrinking, the script checks that the ld+json blocks, the <title>,
the <meta> tags, the canonical link and the microdata (itemprop name and
text) are the same before and after; it exits non-zero when they are not.
"""

import re
import sys
from html.parser import HTMLParser

SCRIPT_STYLE_COMMENT = re.compile(
    r"<!--.*?-->"
    r"|<script\b([^>]*)>(.*?)</script\s*>"
    r"|<style\b[^>]*>.*?</style\s*>",
    re.S | re.I,
)
LD_JSON = re.compile(r"""type\s*=\s*["']?application/ld\+json""", re.I)
MICRODATA = re.compile(r"\bitem(prop|scope|type)\b", re.I)
KEEP_LINK = re.compile(r"""\brel\s*=\s*["']?(canonical|alternate|amphtml)\b""", re.I)
RECIPE_CARD = re.compile(r"wprm-recipe|tasty-recipes|mv-create|recipe-card|ingredient", re.I)


def strip_scripts_styles_comments(text):
    def repl(m):
        whole = m.group(0)
        if whole.startswith("<!--"):
            return ""
        if whole[:7].lower() == "<script":
            if LD_JSON.search(m.group(1) or ""):
                return whole
            return ""
        return ""  # <style>
    return SCRIPT_STYLE_COMMENT.sub(repl, text)


def find_block_end(text, tag, start):
    """Index just past the element <tag ...> that opens at `start`,
    counting nested elements of the same tag. None if unbalanced."""
    pattern = re.compile(r"<(/?)%s\b[^>]*>" % tag, re.I)
    open_tag = pattern.match(text, start)
    if open_tag is None:
        return None
    if open_tag.group(0).endswith("/>"):
        return open_tag.end()
    depth = 0
    for m in pattern.finditer(text, start):
        if m.group(1):
            depth -= 1
        elif not m.group(0).endswith("/>"):
            depth += 1
        if depth == 0:
            return m.end()
    return None


def remove_blocks(text, tag, keep_if=None):
    out = []
    pos = 0
    opener = re.compile(r"<%s\b" % tag, re.I)
    while True:
        m = opener.search(text, pos)
        if m is None:
            out.append(text[pos:])
            break
        end = find_block_end(text, tag, m.start())
        if end is None:
            out.append(text[pos:])
            break
        block = text[m.start():end]
        out.append(text[pos:m.start()])
        if keep_if is not None and keep_if(block):
            out.append(block)
        pos = end
    return "".join(out)


def holds_recipe(block):
    return bool(MICRODATA.search(block) or LD_JSON.search(block)
                or RECIPE_CARD.search(block) or re.search(r"<meta\b", block, re.I))


def keep_link(tag):
    return bool(KEEP_LINK.search(tag) or MICRODATA.search(tag))


def shrink(text):
    text = strip_scripts_styles_comments(text)
    for tag in ("svg", "noscript", "iframe", "template"):
        text = remove_blocks(text, tag, keep_if=lambda b: bool(MICRODATA.search(b)))
    for tag in ("nav", "footer", "aside", "form"):
        text = remove_blocks(text, tag, keep_if=holds_recipe)
    text = remove_blocks(
        text, "header",
        keep_if=lambda b: holds_recipe(b) or re.search(r"<h1\b", b, re.I) is not None)
    text = re.sub(r"<link\b[^>]*>", lambda m: m.group(0) if keep_link(m.group(0)) else "", text, flags=re.I)
    text = re.sub(r">\s{2,}<", ">\n<", text)
    return text


class Facts(HTMLParser):
    """What a recipe reader takes from a page."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
            "meta", "param", "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.meta = []
        self.links = []
        self.title = []
        self.ld = []
        self.micro = []
        self._stack = []   # [tag, itemprop or None, text parts]
        self._in_title = False
        self._ld = None
        self._svg = 0       # text inside an <svg> drawing is not page text

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "svg":
            self._svg += 1
        if tag == "meta":
            self.meta.append(tuple(sorted((k, v or "") for k, v in attrs)))
        if tag == "link" and (a.get("rel") or "").lower() == "canonical":
            self.links.append(a.get("href"))
        if tag == "title" and not self._svg and not self.title:
            self._in_title = True
        if tag == "script" and "ld+json" in (a.get("type") or "").lower():
            self._ld = []
        prop = a.get("itemprop")
        if prop is not None or "itemscope" in a or "itemtype" in a:
            self.micro.append(("start", prop, a.get("itemtype"),
                               a.get("content"), a.get("src"), a.get("href")))
        if tag not in self.VOID:
            self._stack.append([tag, prop, []])
        elif prop is not None:
            self.micro.append(("text", prop, ""))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag == "svg" and self._svg:
            self._svg -= 1
        if tag == "title":
            self._in_title = False
        if tag == "script" and self._ld is not None:
            self.ld.append("".join(self._ld))
            self._ld = None
        for i in range(len(self._stack) - 1, -1, -1):
            if self._stack[i][0] == tag:
                closed = self._stack[i:]
                del self._stack[i:]
                for entry in reversed(closed):
                    text = " ".join("".join(entry[2]).split())
                    if entry[1] is not None:
                        self.micro.append(("text", entry[1], text))
                    if self._stack:
                        self._stack[-1][2].append(" " + text + " ")
                break

    def handle_data(self, data):
        if self._in_title:
            self.title.append(data)
        if self._ld is not None:
            self._ld.append(data)
        if self._svg:
            return
        if self._stack and self._stack[-1][0] not in ("script", "style"):
            self._stack[-1][2].append(data)


def facts(text):
    p = Facts()
    p.feed(text)
    p.close()
    return {
        "meta": sorted(p.meta),
        "canonical": p.links,
        "title": " ".join("".join(p.title).split()),
        "ld+json": p.ld,
        "microdata": p.micro,
    }


def compare(before, after):
    a, b = facts(before), facts(after)
    bad = [k for k in a if a[k] != b[k]]
    return bad


def main(argv):
    if len(argv) == 4 and argv[1] == "--check":
        before = open(argv[2], "rb").read().decode("latin-1")
        after = open(argv[3], "rb").read().decode("latin-1")
        bad = compare(before, after)
        print("differ in: " + ", ".join(bad) if bad else "same")
        return 1 if bad else 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    raw = open(argv[1], "rb").read()
    text = raw.decode("latin-1")
    small = shrink(text)
    bad = compare(text, small)
    if bad:
        print("%s: shrinking changed %s; not written" % (argv[1], ", ".join(bad)), file=sys.stderr)
        return 1
    open(argv[2], "wb").write(small.encode("latin-1"))
    print("%s: %d -> %d bytes" % (argv[2], len(raw), len(small.encode("latin-1"))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
