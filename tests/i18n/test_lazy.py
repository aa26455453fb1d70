"""Texts defined at import time are translated when shown: a lazy text, and the main
screen's key table (help and palette), follow the language chosen after the import."""

import gmconsole.systems.fids  # noqa: F401  (importing a system adds its domain: "FIDS test")
from gmconsole import i18n
from gmconsole.i18n import lazy_t


def test_a_lazy_text_is_translated_when_shown():
    title = lazy_t("FIDS test")  # defined in English, as at import time
    assert str(title) == "FIDS test"
    i18n.set_language("es")
    assert str(title) == "Prueba de FIDS"
    assert f"[{title}]" == "[Prueba de FIDS]"
    assert title == lazy_t("FIDS test") and title != lazy_t("Panel")
    assert str(lazy_t("Round {number}", number=3)) == "Ronda 3"  # values are filled in


def test_the_panel_title_follows_the_language_of_the_moment():
    from gmconsole.systems.fids.panel import FidsPanel

    i18n.set_language("es")
    assert str(FidsPanel.title_text) == "Prueba de FIDS"
    i18n.set_language("en")
    assert str(FidsPanel.title_text) == "FIDS test"


def test_the_key_table_is_translated_when_shown():
    """KEYS keeps English message ids; the help and the palette read it through
    placed_keys, in the language of the moment (the screen's bindings are Textual's: a
    Binding's description must be a str when the class is made)."""
    from gmconsole.screens.main_keys import KEYS, placed_keys

    assert ("f1", "help", "Help", "this help", True) in KEYS
    i18n.set_language("es")
    help_row = next(row for row in placed_keys({}) if row[1] == "help")
    assert help_row[2:4] == (i18n.t("Help"), i18n.t("this help"))
    assert help_row[3] != "this help"
    i18n.set_language("en")
    assert next(row for row in placed_keys({}) if row[1] == "help")[3] == "this help"
