"""Every broken file of the storage corpus, opened with `gmconsole FILE`, shows its error
lines and exits 1 with no traceback; the file's bytes are unchanged."""

import subprocess
import sys
from pathlib import Path

import pytest

from gmconsole.cli import main
from tests.systems import registry_words

BROKEN = Path(__file__).resolve().parent.parent / "storage" / "broken"
CASES = sorted(BROKEN.glob("*.toml"))


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_console_refuses_broken_file(path, capsys):
    before = path.read_bytes()
    expected = (path.with_suffix(".expected")).read_text(encoding="utf-8").splitlines()
    assert main([str(path)]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[0] == f"gmconsole: cannot open {path}:"
    shown = [registry_words(line).replace("{file}", str(path)) for line in expected]
    assert err.splitlines()[1:] == [f"  {line}" for line in shown]
    assert "Traceback" not in err
    assert path.read_bytes() == before


@pytest.mark.parametrize("name", ["not_utf8", "ryf_attribute_too_high"])
def test_console_refuses_broken_file_as_a_real_process(name):
    """``python -m gmconsole.cli FILE``: exit 1, the same lines, no traceback."""
    path = BROKEN / f"{name}.toml"
    before = path.read_bytes()
    expected = (path.with_suffix(".expected")).read_text(encoding="utf-8").splitlines()
    result = subprocess.run(
        [sys.executable, "-m", "gmconsole.cli", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    shown = [registry_words(line).replace("{file}", str(path)) for line in expected]
    assert result.stderr.splitlines() == [
        f"gmconsole: cannot open {path}:",
        *(f"  {line}" for line in shown),
    ]
    assert path.read_bytes() == before
