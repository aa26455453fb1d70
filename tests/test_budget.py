"""tests/budget.py's ``each_system``: one value per test by default, rotating within a
module so that a module with as many tests as values covers them all; every value with
``--long``."""

from tests.budget import LONG_FLAG, each_system


def _values_of(function) -> list:
    (mark,) = [m for m in function.pytestmark if m.name == "parametrize"]
    return list(mark.args[1])


def _declare(module: str, count: int, values) -> list[list]:
    chosen = []
    for _ in range(count):

        def test():  # a fresh function each time, as each test is
            pass

        test.__module__ = module
        chosen.append(_values_of(each_system(values)(test)))
    return chosen


def test_default_run_rotates_one_value_per_test(monkeypatch):
    monkeypatch.setenv(LONG_FLAG, "0")
    values = ["a", "b", "c", "d"]
    chosen = _declare("tests.fake_module_one", 8, values)
    assert all(len(one) == 1 for one in chosen)
    picked = [one[0] for one in chosen]
    assert sorted(picked[:4]) == values and picked[4:] == picked[:4]


def test_long_run_takes_every_value(monkeypatch):
    monkeypatch.setenv(LONG_FLAG, "1")
    assert _declare("tests.fake_module_two", 2, ["a", "b", "c"]) == [["a", "b", "c"]] * 2


def test_the_default_values_are_the_registered_systems(monkeypatch):
    from tests.systems import SYSTEMS

    monkeypatch.setenv(LONG_FLAG, "1")
    assert _declare("tests.fake_module_three", 1, None) == [list(SYSTEMS)]
