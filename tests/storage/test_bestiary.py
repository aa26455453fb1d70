"""The bestiary file (issue 23): read entry by entry (a bad entry is a line naming the file
and the field, the rest load), never rewritten by a load, and saving an entry keeps every
other one (a bad one and the comments too). Plus ``gmconsole bestiary import`` / ``list``."""

import io
import shutil
from pathlib import Path

import pytest

from gmconsole.bestiary import (
    BestiaryError,
    bestiary_path,
    entry_data,
    load_bestiary,
    remove_entry,
    save_entry,
)
from gmconsole.bestiary_cli import bestiary_command
from gmconsole.cli import main
from gmconsole.storage import load_party
from tests.conftest import SAMPLES, SYSTEMS

BROKEN = Path(__file__).parent / "broken_bestiary"
CASES = sorted(p.stem for p in BROKEN.glob("*.toml"))


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def test_every_broken_bestiary_has_its_expected_lines():
    assert CASES == sorted(p.stem for p in BROKEN.glob("*.expected"))
    assert len(CASES) >= 10


@pytest.mark.parametrize("name", CASES)
def test_broken_bestiary_lines_and_what_still_loads(name):
    *lines, loads = (BROKEN / f"{name}.expected").read_text("utf-8").splitlines()
    path = bestiary_path("ryf")
    path.parent.mkdir(parents=True)
    shutil.copy(BROKEN / f"{name}.toml", path)
    before = path.read_bytes()
    bestiary = load_bestiary("ryf")
    assert bestiary.problems == lines
    assert loads == "loads: " + ", ".join(e.id for e in bestiary.entries)
    assert path.read_bytes() == before


def test_a_missing_bestiary_is_empty_and_is_not_created():
    bestiary = load_bestiary("ezd6")
    assert bestiary.entries == [] and bestiary.problems == []
    assert not bestiary_path("ezd6").exists()


@pytest.mark.parametrize("system", SYSTEMS)
def test_save_adds_then_replaces_keeping_the_bad_entry_and_the_comments(system):
    party = load_party(SAMPLES / f"{system}.toml")
    first, second = party.roster[0], party.roster[1]
    assert save_entry(system, entry_data(first, first.id, first.name)) is False
    path = bestiary_path(system)
    path.write_text(
        "# mis criaturas\n" + path.read_text("utf-8") + '\n[[roster]]\nid = "roto"\ncount = 0\n',
        "utf-8",
    )
    assert save_entry(system, entry_data(second, second.id, second.name, 3)) is False
    text = path.read_text("utf-8")
    assert text.startswith("# mis criaturas\n") and 'id = "roto"' in text
    bestiary = load_bestiary(system)
    assert [e.id for e in bestiary.entries] == [first.id, second.id]
    assert bestiary.entries[1].count == 3
    assert bestiary.problems and all("roster[1]" in line for line in bestiary.problems)
    assert save_entry(system, entry_data(second, first.id, "Otro nombre")) is True
    bestiary = load_bestiary(system)
    assert [(e.id, e.name) for e in bestiary.entries] == [
        (first.id, "Otro nombre"),
        (second.id, second.name),
    ]
    assert 'id = "roto"' in path.read_text("utf-8")  # the bad entry is still there
    assert path.with_name(path.name + ".bak").exists()


def test_a_bestiary_that_is_not_toml_is_never_overwritten():
    party = load_party(SAMPLES / "ryf.toml")
    path = bestiary_path("ryf")
    path.parent.mkdir(parents=True)
    path.write_text('system = "ryf"\n[[roster]\n', "utf-8")
    with pytest.raises(BestiaryError) as caught:
        save_entry("ryf", entry_data(party.roster[0], "orco", "Orco"))
    assert caught.value.lines[0] == "bestiary/ryf.toml: not saved: fix the file first"
    assert path.read_text("utf-8") == 'system = "ryf"\n[[roster]\n'


def test_remove_takes_one_entry_out_and_keeps_the_bad_one_a_broken_file_is_untouched():
    party = load_party(SAMPLES / "ryf.toml")
    save_entry("ryf", entry_data(party.roster[0], "orco", "Orco"))
    save_entry("ryf", entry_data(party.roster[0], "lobo", "Lobo"))
    path = bestiary_path("ryf")
    path.write_text(path.read_text("utf-8") + '[[roster]]\nid = "roto"\ncount = 0\n', "utf-8")
    remove_entry("ryf", "orco")
    bestiary = load_bestiary("ryf")
    assert [e.id for e in bestiary.entries] == ["lobo"] and bestiary.ids == {"lobo", "roto"}
    assert path.with_name("ryf.toml.bak").read_text("utf-8").count("[[roster]]") == 3
    with pytest.raises(BestiaryError) as caught:
        remove_entry("ryf", "orco")
    assert caught.value.lines == ["bestiary/ryf.toml: no entry with id 'orco'"]
    path.write_text('system = "ryf"\n[[roster]\n', "utf-8")
    with pytest.raises(BestiaryError):
        remove_entry("ryf", "lobo")
    assert path.read_text("utf-8") == 'system = "ryf"\n[[roster]\n'


def test_an_inline_roster_takes_a_new_entry_by_a_rewrite():
    party = load_party(SAMPLES / "ryf.toml")
    path = bestiary_path("ryf")
    path.parent.mkdir(parents=True)
    path.write_text('system = "ryf"\nroster = [{ id = "roto", count = 0 }]\n', "utf-8")
    save_entry("ryf", entry_data(party.roster[0], "orco", "Orco"))
    bestiary = load_bestiary("ryf")
    assert [e.id for e in bestiary.entries] == ["orco"]
    assert bestiary.problems and bestiary.problems[0].startswith("bestiary/ryf.toml: roster[0]")


@pytest.mark.parametrize("system", SYSTEMS)
def test_cli_import_reports_added_and_skipped_then_list(system, capsys):
    party_file = SAMPLES / f"{system}.toml"
    roster = load_party(party_file).roster
    assert main(["bestiary", "import", str(party_file)]) == 0
    out = capsys.readouterr().out
    count = len(roster)
    assert out.splitlines()[0] == f"bestiary/{system}.toml: {count} creatures added"
    assert main(["bestiary", "import", str(party_file)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == f"bestiary/{system}.toml: 0 creatures added"
    assert out.count("the bestiary has this id already") == count
    assert main(["bestiary", "list", system]) == 0
    out = capsys.readouterr().out
    assert f"{count} creatures" in out.splitlines()[0]
    assert all(entry.id in out for entry in roster)


def test_cli_list_with_an_empty_bestiary_says_how_to_fill_it():
    out = io.StringIO()
    assert bestiary_command(["list"], out, io.StringIO()) == 0
    assert "gmconsole bestiary import" in out.getvalue()


def test_cli_list_reports_a_bad_entry_and_exits_1(capsys):
    path = bestiary_path("ryf")
    path.parent.mkdir(parents=True)
    shutil.copy(BROKEN / "bad_hp_in_the_middle.toml", path)
    assert main(["bestiary", "list"]) == 1
    out = capsys.readouterr().out
    # The check against the creature's own maximum, not hp's static range (play-test 30).
    said = "roster[1].hp: must be <= the maximum (resistance x 4, or max_hp) = 20 (got 50)"
    assert f"bestiary/ryf.toml: {said}" in out
    assert "orco" in out and "lobo " in out


def test_cli_import_of_a_broken_party_file_names_its_lines(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('system = "ryf"\n', "utf-8")
    assert main(["bestiary", "import", str(bad)]) == 1
    assert "name: required key is missing" in capsys.readouterr().err


def test_cli_import_in_spanish(capsys):
    assert main(["--lang", "es", "bestiary", "import", str(SAMPLES / "ryf.toml")]) == 0
    assert "criaturas añadidas" in capsys.readouterr().out
