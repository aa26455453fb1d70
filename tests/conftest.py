from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_parties"
SYSTEMS = ("fids", "ryf", "eclipse_phase", "ezd6")


@pytest.fixture
def sample_copy(tmp_path):
    """Copy a sample party into a temp folder and return its path."""

    def copy(system: str) -> Path:
        target = tmp_path / f"{system}.toml"
        target.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
        return target

    return copy


def pytest_addoption(parser):
    parser.addoption(
        "--long",
        action="store_true",
        default=False,
        help="hardening tests run 10x more key presses, kills and examples",
    )


@pytest.fixture
def long_run(request) -> bool:
    return bool(request.config.getoption("--long"))
