"""Turn a Textual SVG screenshot into a PNG for looking at (swaps the font so columns line up).

Usage: uv run --with cairosvg python scripts/svg_to_png.py IN.svg OUT.png
"""

import sys

import cairosvg  # type: ignore[import-not-found]

svg = open(sys.argv[1], encoding="utf-8").read().replace("Fira Code", "DejaVu Sans Mono")
cairosvg.svg2png(bytestring=svg.encode(), write_to=sys.argv[2], output_width=1400)
