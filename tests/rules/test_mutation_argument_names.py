"""A refused argument is named in the message, as the GM typed it (found by mutation
testing, docs/mutation-score.md: a misspelt name in a check survived every test)."""

import re

import pytest

from rules.errors import RulesError
from tests.rules.test_bad_arguments import VALID, _bad_cases, _call

# Where the message uses the name the GM knows rather than the Python parameter's.
SHOWN_AS = {
    ("eclipse_phase.opposed_test", "modifiers_a"): "modifiers",
    ("eclipse_phase.opposed_test", "modifiers_b"): "modifiers",
    ("eclipse_phase.success_test", "failed_tries"): "failures",
    ("fids.settle_energy", "test"): "result",
    ("ryf.damage_roll", "expression"): "damage",
    ("ryf.parse_damage", "expression"): "damage",
    ("ryf.raise_cost", "current"): "skill",
    ("ryf.raise_skill", "current"): "skill",
}

# Values no argument of rules accepts (an object of no known type, a NaN).
GARBAGE = (object(), float("nan"))


@pytest.mark.parametrize("name, parameter", _bad_cases())
def test_the_message_names_the_refused_argument(name, parameter):
    for bad in GARBAGE:
        with pytest.raises(RulesError) as refused:
            _call(name, {**VALID[name], parameter: bad})
        message = str(refused.value)
        shown = SHOWN_AS.get((name, parameter), parameter)
        if name.startswith("errors.") and parameter == "value":
            shown = VALID[name]["name"]  # the checks name the value as their caller says
        assert re.search(rf"(?<![A-Za-z_]){re.escape(shown)}(?![A-Za-z_])", message), (
            f"{name}({parameter}={bad!r}): {message}"
        )
