"""The console installed like a real program: build the wheel, install it in a fresh
venv, and run the installed `gmconsole` from outside the checkout.

Needs uv (it builds and installs); skipped with the reason when uv is not on PATH.
The packages come from uv's cache when they are there; otherwise uv downloads them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.conftest import ROOT, SYSTEMS

UV = shutil.which("uv")
pytestmark = pytest.mark.skipif(
    UV is None, reason="uv is not on PATH: this test builds the wheel and installs it with uv"
)
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
VERSION = PROJECT["version"]


def run(*args: str | Path, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A fresh venv with the wheel built from this checkout; (its bin folder, env)."""
    assert UV is not None
    base = tmp_path_factory.mktemp("installed")
    # Nothing of the checkout's environment leaks in: no VIRTUAL_ENV, no PYTHONPATH.
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME"} and not key.startswith("UV_")
    }
    env["XDG_DATA_HOME"] = str(base / "data")
    env["XDG_STATE_HOME"] = str(base / "state")
    wheels = base / "dist"
    built = run(UV, "build", "--wheel", "--out-dir", wheels, ROOT, cwd=base, env=env)
    assert built.returncode == 0, built.stderr
    (wheel,) = wheels.glob("gmconsole-*.whl")
    venv = base / "venv"
    made = run(UV, "venv", "--python", sys.executable, venv, cwd=base, env=env)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    added = run(UV, "pip", "install", "--python", python, wheel, cwd=base, env=env)
    assert added.returncode == 0, added.stderr
    return venv / "bin", env


def test_version_is_the_projects(installed):
    bin_folder, env = installed
    result = run(bin_folder / "gmconsole", "--version", cwd=bin_folder.parent, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"gmconsole {VERSION}"


def test_installed_console_finds_the_four_samples_inside_the_package(installed):
    bin_folder, env = installed
    venv = bin_folder.parent
    script = (
        "import json, gmconsole.samples as s, gmconsole.screens.start_screen as screen; "
        "print(json.dumps({'folder': str(s.SAMPLES), 'screen': str(screen.SAMPLES), "
        "'samples': {k: str(v) for k, v in s.sample_paths().items()}}))"
    )
    result = run(bin_folder / "python", "-c", script, cwd=venv, env=env)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    folder = Path(found["folder"])
    assert folder.is_relative_to(venv), "the installed copy, not the checkout's"
    assert folder.name == "sample_parties" and folder.parent.name == "gmconsole"
    assert found["screen"] == found["folder"]
    assert sorted(found["samples"]) == sorted(SYSTEMS)
    for system, path in found["samples"].items():
        shipped = ROOT / "sample_parties" / f"{system}.toml"
        assert Path(path).read_bytes() == shipped.read_bytes()


def test_installed_check_passes_on_each_installed_sample_and_fails_on_a_broken_file(
    installed, tmp_path
):
    bin_folder, env = installed
    venv = bin_folder.parent
    listed = run(
        bin_folder / "python",
        "-c",
        "import gmconsole.samples as s; print('\\n'.join(map(str, s.sample_paths().values())))",
        cwd=venv,
        env=env,
    )
    paths = listed.stdout.split()
    assert len(paths) == len(SYSTEMS)
    result = run(bin_folder / "gmconsole", "check", *paths, cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert [line.split(":")[0] for line in result.stdout.splitlines()] == [
        f"OK {path}" for path in paths
    ]
    broken = tmp_path / "broken.toml"
    broken.write_text('system = "ryf"\nname "x"\n', encoding="utf-8")
    result = run(bin_folder / "gmconsole", "check", broken, cwd=tmp_path, env=env)
    assert result.returncode == 1
    assert f"{broken}:2:6: TOML syntax: Expected '=' after a key in a key/value pair" in (
        result.stdout
    )
