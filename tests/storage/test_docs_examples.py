"""The examples in docs/party-format.md load."""

import re

import pytest

from gmconsole.storage import parse_party
from tests.conftest import ROOT

DOC = (ROOT / "docs" / "party-format.md").read_text(encoding="utf-8")
EXAMPLES = re.findall(r"```toml\n(.*?)```", DOC, re.S)


def test_there_is_an_example_per_system():
    systems = {re.search(r'system = "(\w+)"', e)[1] for e in EXAMPLES}
    assert systems == {"fids", "ryf", "eclipse_phase", "ezd6"}


@pytest.mark.parametrize("example", EXAMPLES)
def test_example_loads(example):
    assert parse_party(example.encode()).members
