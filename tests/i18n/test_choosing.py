"""How the language is chosen: --lang, else the config file, else the locale, else
English; and the CLI sets it in gmconsole.i18n and rules.language."""

from fractions import Fraction

import pytest

from gmconsole import cli, i18n, registry
from gmconsole.i18n import choose_language, configured_language, percent, save_language
from rules import language
from tests.conftest import SAMPLES


def test_default_is_english():
    assert choose_language() == "en"


def test_locale_es_means_spanish(monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert choose_language() == "es"
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # LC_ALL comes first
    assert choose_language() == "en"
    monkeypatch.delenv("LC_ALL")
    monkeypatch.setenv("LC_MESSAGES", "C.UTF-8")
    assert choose_language() == "en"


def test_config_beats_locale_and_flag_beats_config(monkeypatch):
    monkeypatch.setenv("LANG", "es_AR.UTF-8")
    path = save_language("en")
    assert path.read_text(encoding="utf-8").strip() == 'language = "en"'
    assert configured_language() == "en"
    assert choose_language() == "en"
    assert choose_language("es") == "es"


def test_save_keeps_other_keys_and_a_bad_config_is_ignored():
    path = i18n.config_path()
    path.parent.mkdir(parents=True)
    path.write_text('theme = "nord"\nlanguage = "fr"\n', encoding="utf-8")
    assert configured_language() is None and choose_language() == "en"
    save_language("es")
    text = path.read_text(encoding="utf-8")
    assert 'theme = "nord"' in text and 'language = "es"' in text
    path.write_text("not toml [", encoding="utf-8")
    assert choose_language() == "en"


def test_numbers_as_each_language_writes_them():
    assert percent(Fraction(3, 8)) == "37.5%"
    assert i18n.number(2.25, 2) == "2.25"
    i18n.set_language("es")
    assert percent(Fraction(3, 8)) == "37,5 %"
    assert percent(Fraction(1, 1)) == "100,0 %"
    assert i18n.number(2.25, 2) == "2,25"


def test_help_in_spanish_with_the_flag(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--lang", "es", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("uso: gmconsole")
    assert "opciones:" in out and "muestra esta ayuda y termina" in out
    *rest, last = registry.SYSTEMS.values()
    assert f"Dirige combates de {', '.join(rest)} y {last}." in " ".join(out.split())


def test_help_names_every_registered_system(capsys, monkeypatch):
    """The help lists the registry's systems, not a sentence written by hand."""
    monkeypatch.setattr("gmconsole.registry.SYSTEMS", {"fids": "FIDS", "toy": "Toy"})
    with pytest.raises(SystemExit):
        cli.main(["--lang", "en", "--help"])
    assert "Run combat for FIDS and Toy." in " ".join(capsys.readouterr().out.split())


def test_check_in_spanish_and_the_language_is_restored(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    path = tmp_path / "bad.toml"
    path.write_text('system = "ryf"\nname = "x"\nmembers = 3\n', encoding="utf-8")
    seen = {}
    real = cli._main

    def spy(args, pause):
        seen["i18n"], seen["rules"] = i18n.language(), language.language()
        return real(args, pause)

    monkeypatch.setattr(cli, "_main", spy)
    assert cli.main(["check", str(path)]) == 1
    assert seen == {"i18n": "es", "rules": "es"}
    assert capsys.readouterr().out.startswith(f"FALLO {path}:")
    # An in-process run (as tests do) leaves the next test in the language it found.
    assert i18n.language() == "en" and language.language() == "en"


def test_english_flag_beats_a_spanish_locale(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    with pytest.raises(SystemExit):
        cli.main(["check", "--lang", "en", "--help"])
    assert capsys.readouterr().out.startswith("usage: gmconsole check")


def test_lang_before_check_and_a_wrong_lang(tmp_path, capsys):
    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    assert cli.main(["--lang", "es", "check", str(path)]) == 0
    assert "miembros" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main(["--lang", "xx"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err
