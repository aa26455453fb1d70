"""The URL's QR code as text, and that the console pays for aiohttp only on start."""

import subprocess
import sys

import segno

from gmconsole.players.qr import qr_lines

URL = "http://192.168.1.23:8000/?token=" + "A" * 32


def decode(lines, ink="dark"):
    """Back from half blocks to modules (True = dark)."""
    upper = {"█": True, "▀": True, "▄": False, " ": False}
    lower = {"█": True, "▀": False, "▄": True, " ": False}
    rows = []
    for line in lines:
        rows.append([upper[ch] for ch in line])
        rows.append([lower[ch] for ch in line])
    if ink == "light":
        rows = [[not m for m in row] for row in rows]
    return rows


def test_lines_are_the_code_two_rows_a_line():
    lines = qr_lines(URL)
    code = segno.make(URL, error="m", micro=False)
    matrix = [[bool(m) for m in row] for row in code.matrix_iter(border=2)]
    assert len({len(line) for line in lines}) == 1
    assert len(lines[0]) == len(matrix)
    assert len(lines) == (len(matrix) + 1) // 2 <= 30
    assert decode(lines)[: len(matrix)] == matrix
    assert decode(qr_lines(URL, ink="light"), ink="light")[: len(matrix)] == matrix


def test_importing_the_seam_does_not_load_the_server():
    code = (
        "import sys; import gmconsole.players.service, gmconsole.players.view; "
        "print('aiohttp' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
