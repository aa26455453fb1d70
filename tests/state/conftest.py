"""Fixtures the state tests share."""

import pytest

from gmconsole import i18n
from rules import language


@pytest.fixture
def spanish():
    """The console and the rules in Spanish for one test, English again after it."""
    i18n.set_language("es")
    language.set_language("es")
    yield
    i18n.set_language("en")
    language.set_language("en")
