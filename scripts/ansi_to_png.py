#!/usr/bin/env python3
"""Renders a terminal capture with ANSI colours (tmux `capture-pane -e -p`) as a PNG.

Usage: ansi_to_png.py CAPTURE.ans OUT.png [COLS ROWS]

Handles the SGR codes a full-screen editor uses: 16/256/true colours for foreground and
background, bold, reverse, and underline (plain or curly, drawn as a line). Needs Pillow
(Debian: python3-pil) and the DejaVu Sans Mono font (fonts-dejavu-core).
"""
import re
import sys

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
BASE16 = [
    (0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205), (229, 229, 229),
    (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255),
]
DEFAULT_FG, DEFAULT_BG = (220, 220, 220), (30, 30, 30)


def colour256(n):
    if n < 16:
        return BASE16[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    v = 8 + 10 * (n - 232)
    return (v, v, v)


def parse(text):
    """Rows of cells (char, fg, bg, bold, underline)."""
    rows = []
    fg, bg, bold, under, rev = None, None, False, False, False
    for line in text.split("\n"):
        row = []
        for part in re.split(r"(\x1b\[[0-9;:]*m)", line):
            m = re.fullmatch(r"\x1b\[([0-9;:]*)m", part)
            if not m:
                for ch in part:
                    f, b = (fg or DEFAULT_FG), (bg or DEFAULT_BG)
                    if rev:
                        f, b = b, f
                    row.append((ch, f, b, bold, under))
                continue
            codes = m.group(1).split(";") if m.group(1) else ["0"]
            i = 0
            while i < len(codes):
                c = codes[i]
                if c in ("0", ""):
                    fg, bg, bold, under, rev = None, None, False, False, False
                elif c == "1":
                    bold = True
                elif c == "22":
                    bold = False
                elif c == "4" or c.startswith("4:"):
                    under = c != "4:0"
                elif c == "24":
                    under = False
                elif c == "7":
                    rev = True
                elif c == "27":
                    rev = False
                elif c in ("38", "48", "58") and i + 1 < len(codes):
                    if codes[i + 1] == "5" and i + 2 < len(codes):
                        col = colour256(int(codes[i + 2]))
                        i += 2
                    elif codes[i + 1] == "2" and i + 4 < len(codes):
                        col = tuple(int(x) for x in codes[i + 2:i + 5])
                        i += 4
                    else:
                        col = None
                    if c == "38":
                        fg = col
                    elif c == "48":
                        bg = col
                    # 58: the underline's colour (underlines are drawn red).
                elif c == "39":
                    fg = None
                elif c == "49":
                    bg = None
                elif c.isdigit() and 30 <= int(c) <= 37:
                    fg = BASE16[int(c) - 30]
                elif c.isdigit() and 90 <= int(c) <= 97:
                    fg = BASE16[int(c) - 90 + 8]
                elif c.isdigit() and 40 <= int(c) <= 47:
                    bg = BASE16[int(c) - 40]
                elif c.isdigit() and 100 <= int(c) <= 107:
                    bg = BASE16[int(c) - 100 + 8]
                i += 1
        rows.append(row)
    return rows


def main():
    src, out = sys.argv[1], sys.argv[2]
    cols = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    nrows = int(sys.argv[4]) if len(sys.argv) > 4 else 30
    rows = parse(open(src, encoding="utf-8", errors="replace").read())[:nrows]
    font, bold_font = ImageFont.truetype(FONT, 16), ImageFont.truetype(BOLD, 16)
    left, top, right, bottom = font.getbbox("M")
    cw, ch = int(font.getlength("M")), 20
    img = Image.new("RGB", (cols * cw + 16, nrows * ch + 16), DEFAULT_BG)
    draw = ImageDraw.Draw(img)
    for y, row in enumerate(rows):
        for x, (c, fg, bg, bold, under) in enumerate(row[:cols]):
            px, py = 8 + x * cw, 8 + y * ch
            draw.rectangle([px, py, px + cw - 1, py + ch - 1], fill=bg)
            if c != " ":
                draw.text((px, py + 1), c, font=bold_font if bold else font, fill=fg)
            if under:
                draw.line([px, py + ch - 2, px + cw - 1, py + ch - 2], fill=(241, 76, 76), width=2)
    img.save(out)


if __name__ == "__main__":
    main()
