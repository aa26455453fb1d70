"""Every i18n test starts and ends in English, with no user config file and no Spanish
locale, so the rest of the suite (same xdist worker) keeps running in English."""

import pytest

from gmconsole import i18n
from rules import language


@pytest.fixture(autouse=True)
def english_and_private_config(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    i18n.set_language("en")
    language.set_language("en")
    yield
    i18n.set_language("en")
    language.set_language("en")
