#!/usr/bin/env python3
"""Write the tiny test images in Tests/WebPages/images/.

The PNG is written by hand (zlib + struct), so it needs nothing but
Python. The JPEG and WebP need Pillow (pip install pillow); without it
those two are skipped and the ones already in the folder stay.
Each image is 8x8 pixels of one tomato-red colour.
"""

import os
import struct
import sys
import zlib

SIZE = 8
RGB = (200, 60, 40)
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "WebPages", "images")


def png_bytes():
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)  # 8-bit RGB
    rows = b"".join(b"\x00" + bytes(RGB) * SIZE for _ in range(SIZE))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def main():
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "tiny.png"), "wb") as f:
        f.write(png_bytes())
    try:
        from PIL import Image
    except ImportError:
        print("Pillow is missing: tiny.jpg and tiny.webp not rewritten", file=sys.stderr)
        return 0
    image = Image.new("RGB", (SIZE, SIZE), RGB)
    image.save(os.path.join(OUT, "tiny.jpg"), "JPEG", quality=75)
    image.save(os.path.join(OUT, "tiny.webp"), "WEBP", quality=75)
    return 0


if __name__ == "__main__":
    sys.exit(main())
