"""The examples in docs/party-format.md load."""

import re

import pytest

from gmconsole.storage import parse_party
from tests.conftest import ROOT, SYSTEMS

DOC = (ROOT / "docs" / "party-format.md").read_text(encoding="utf-8")
EXAMPLES = [
    block
    for block in re.findall(r"```toml\n(.*?)```", DOC, re.S)
    if re.search(r'^system = "', block, re.M)  # whole parties; fragments show one key
]


def test_there_is_an_example_per_system():
    systems = {re.search(r'system = "(\w+)"', e)[1] for e in EXAMPLES}
    assert systems == set(SYSTEMS)


@pytest.mark.parametrize("example", EXAMPLES)
def test_example_loads_and_saves_back_the_same(example):
    """A documented example is a real party: it loads, names its system and members as
    written, and what the console would save of it loads back equal."""
    from gmconsole.storage import dump_party

    party = parse_party(example.encode())
    names = re.findall(r'^name = "([^"]*)"', example, re.M)
    assert party.system == re.search(r'system = "(\w+)"', example)[1]
    assert [m.name for m in party.members] == [
        n for n in names[1:] if n in {m.name for m in party.members}
    ]
    assert parse_party(dump_party(party)) == party
