"""Every registered system has its test module with what the shared tests ask of it, and
nothing here is left over from a system that is gone."""

from pathlib import Path

import pytest

from tests.systems import REQUIRED, SYSTEMS, support

HERE = Path(__file__).parent


@pytest.mark.parametrize("system", SYSTEMS)
def test_each_system_has_its_test_module(system):
    assert (HERE / f"{system}.py").is_file(), (
        f"tests/systems/{system}.py is missing (docs/adding-a-system.md)"
    )
    module = support(system)
    missing = [name for name in REQUIRED if not hasattr(module, name)]
    assert missing == [], f"tests/systems/{system}.py lacks {missing}"


def test_no_module_for_a_system_that_is_not_registered():
    modules = {p.stem for p in HERE.glob("*.py")} - {"__init__", "test_support"}
    assert modules <= set(SYSTEMS), sorted(modules - set(SYSTEMS))
