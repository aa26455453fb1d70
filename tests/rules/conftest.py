"""Fixtures the rules tests share."""

import pytest

from rules.language import set_language


@pytest.fixture(params=["en", "es"])
def language(request):
    """Each test once in English and once in Spanish (English again after it)."""
    set_language(request.param)
    yield request.param
    set_language("en")
