"""What a save re-does and what it reuses, and load errors the GM can act on, written from
the survivors of a mutation sample of gmconsole/storage.py (docs/mutation/storage.md).

A refusal names the piece that would not read back the same; a save killed between writing
and renaming with a party smaller than the write buffer (issue 16) loses nothing."""

import errno
import io
import os

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

from gmconsole import storage
from gmconsole.storage import PartyFileError, dump_party, load_party, save_party
from gmconsole.validation_messages import validation_lines
from tests.conftest import SAMPLES


def fids(tmp_path, name="fids.toml"):
    path = tmp_path / name
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    return path, load_party(path)


def test_a_path_through_a_file_cannot_be_read(tmp_path):
    (tmp_path / "a.toml").write_bytes(b"")
    path = tmp_path / "a.toml" / "b.toml"
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.path == path
    assert caught.value.lines == [f"{path}: cannot read (Not a directory)"]


def test_unknown_keys_inside_lists_of_tables_list_the_keys_allowed_there():
    text = (SAMPLES / "ryf.toml").read_text(encoding="utf-8")
    assert "\n[[members.weapons]]\n" in text
    bad = text.replace("\n[[members.weapons]]\n", "\n[[members.weapons]]\nbogus = 1\n", 1)
    with pytest.raises(PartyFileError) as caught:
        storage.parse_party(bad.encode("utf-8"), "p.toml")
    [line] = caught.value.lines
    assert line == (
        "members[1].weapons[0].bogus: unknown key"
        " (allowed: name, damage, precision, skill, bands, ammo)"
    )
    text = (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    bad = text.replace("\n[[encounter.combatants]]\n", "\n[[encounter.combatants]]\nbogus = 1\n", 1)
    with pytest.raises(PartyFileError) as caught:
        storage.parse_party(bad.encode("utf-8"), "p.toml")
    [line] = caught.value.lines
    assert line == (
        "encounter.combatants[0].bogus: unknown key (allowed: id, side, initiative, tiebreak,"
        " conditions, acted, delayed, down, dead, hidden, notes, group, extra)"
    )


def test_without_a_model_an_unknown_key_has_no_hint():
    class Strict(BaseModel):
        model_config = ConfigDict(extra="forbid")
        name: str

    with pytest.raises(ValidationError) as caught:
        Strict.model_validate({"name": "x", "bogus": 1})
    assert validation_lines(caught.value) == ["bogus: unknown key"]


# --- A save killed between writing and renaming (issue 16) ----------------------------------


def test_a_small_save_killed_before_the_rename_loses_nothing_and_the_next_save_works(tmp_path):
    path, party = fids(tmp_path)
    original = path.read_bytes()
    party.pools.misfortune = (party.pools.misfortune + 1) % 3
    new = dump_party(party)
    assert len(new) < io.DEFAULT_BUFFER_SIZE  # smaller than the write buffer
    seen = []

    def killed(temp):
        seen.append(temp.read_bytes())  # what a reader after the crash would find
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        save_party(party, path, _before_replace=killed)
    assert seen == [new]  # written and flushed in full before the rename was due
    assert path.read_bytes() == original
    backup = tmp_path / "fids.toml.bak"
    assert backup.read_bytes() == original and os.path.samefile(backup, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fids.toml", "fids.toml.bak"]
    save_party(party, path)
    assert path.read_bytes() == new
    assert backup.read_bytes() == original and not os.path.samefile(backup, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fids.toml", "fids.toml.bak"]


# --- Found by the sample at the translated HEAD (second round) ---------------------------------


@pytest.mark.parametrize(
    "key",
    [
        "bo[gus",
        "gus]",
        "functions",
        "dice[2]",
    ],
)
def test_an_unknown_key_that_looks_like_a_marker_is_still_named(key):
    """pydantic's inner markers ('function-after[...]', '[key]') are dropped from a path;
    a key the GM typed that merely contains a bracket is not."""
    text = (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    bad = text.replace("[pools]\nmisfortune = 8", f'[pools]\nmisfortune = 8\n"{key}" = 1', 1)
    with pytest.raises(PartyFileError) as caught:
        storage.parse_party(bad.encode("utf-8"), "p.toml")
    assert caught.value.lines == [f"pools.{key}: unknown key (allowed: misfortune)"]


def test_the_encounter_chunk_that_would_not_read_back_the_same_is_named(tmp_path, monkeypatch):
    path, party = fids(tmp_path)
    before = path.read_bytes()
    real = storage.tomli_w.dumps

    class Faulty:
        @staticmethod
        def dumps(obj):
            text = real(obj)
            return text.replace("active = true", "active = false") if "encounter" in obj else text

    monkeypatch.setattr(storage, "tomli_w", Faulty)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "encounter: its TOML would not read back the same",
    ]
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("strerror", "shown"),
    [("Permission denied", "Permission denied"), ("Zugriff verweigert", "Zugriff verweigert")],
)
def test_a_reason_is_translated_only_when_the_system_gave_the_known_words(
    tmp_path, monkeypatch, strerror, shown
):
    path, _ = fids(tmp_path)

    def denied(self):
        raise PermissionError(errno.EACCES, strerror)

    monkeypatch.setattr(storage.Path, "read_bytes", denied)
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.lines == [f"{path}: cannot read ({shown})"]


def test_a_symlink_loop_cannot_be_read(tmp_path):
    (tmp_path / "a.toml").symlink_to(tmp_path / "b.toml")
    (tmp_path / "b.toml").symlink_to(tmp_path / "a.toml")
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path / "a.toml")
    assert caught.value.lines == [
        f"{tmp_path / 'a.toml'}: cannot read (Too many levels of symbolic links)"
    ]


@pytest.mark.filterwarnings("ignore::UserWarning")  # pydantic: a list where notes are text
def test_a_value_too_deeply_nested_to_write_is_refused_not_a_crash(tmp_path):
    path, party = fids(tmp_path)
    before = path.read_bytes()
    value = 1
    for _ in range(250):  # under pydantic's serialization limit (254), over tomli-w's
        value = [value]
    party.members[0].notes = value
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines[0] == "refusing to save: the party cannot be written as TOML"
    assert path.read_bytes() == before


# --- Found by the hold-out sample (seed 17) --------------------------------------------------


def test_a_party_between_fights_saves_and_loads_back(tmp_path):
    """After a fight ends the encounter keeps only defaults of its own (not active, round 1,
    turn 0): the file has no [encounter] table, only the members' [[encounter.combatants]]."""
    path, party = fids(tmp_path)
    encounter = party.encounter
    encounter.active = False
    encounter.enemies = []
    encounter.combatants = [c for c in encounter.combatants if c.side == "party"]
    assert (encounter.round, encounter.turn, encounter.surprise) == (1, 0, None)
    save_party(party, path)
    text = path.read_text(encoding="utf-8")
    assert "\n[encounter]\n" not in text and "\n[[encounter.combatants]]\n" in text
    assert load_party(path) == party


def test_the_head_chunk_that_would_not_read_back_the_same_is_named(tmp_path, monkeypatch):
    path, party = fids(tmp_path)
    before = path.read_bytes()
    real = storage.tomli_w.dumps

    class Faulty:
        @staticmethod
        def dumps(obj):
            text = real(obj)
            return text.replace("misfortune = 8", "misfortune = 7") if "system" in obj else text

    monkeypatch.setattr(storage, "tomli_w", Faulty)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "the party's own keys: its TOML would not read back the same",
    ]
    assert path.read_bytes() == before


# --- Found by a fresh sample (seed 29, issue 21) ----------------------------------------------


def _faulty(monkeypatch, fault):
    """tomli-w with a fault on the tables ``fault(obj, text)`` changes."""
    real = storage.tomli_w.dumps

    class Faulty:
        @staticmethod
        def dumps(obj):
            return fault(obj, real(obj))

    monkeypatch.setattr(storage, "tomli_w", Faulty)


def test_a_syntax_error_in_the_encounter_table_names_the_encounter(tmp_path, monkeypatch):
    path, party = fids(tmp_path)
    before = path.read_bytes()

    def broken(obj, text):
        return text.replace("active = true", "active = tru") if "encounter" in obj else text

    _faulty(monkeypatch, broken)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "encounter: TOML syntax: Invalid value",
    ]
    assert path.read_bytes() == before


def test_a_value_left_open_to_the_end_of_the_file_names_the_last_piece(tmp_path, monkeypatch):
    """tomllib says "at end of document" (no line) for a value still open when the file
    ends: the refusal names the last piece written, not the first (the party's own keys)."""
    path, party = fids(tmp_path)

    def left_open(obj, text):
        return text + "x = [\n" if obj.get("id") == "guardia-2" and "side" in obj else text

    _faulty(monkeypatch, left_open)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "encounter.combatants[6]: TOML syntax: Invalid value",
    ]


def test_a_party_with_no_fight_at_all_names_its_own_keys(tmp_path, monkeypatch):
    """Nobody in the fight and nothing of it kept: the file has no encounter at all, and a
    difference in the party's own keys is named as such (not "encounter")."""
    path, party = fids(tmp_path)
    party.encounter.active = False
    party.encounter.enemies = []
    party.encounter.combatants = []
    save_party(party, path)
    assert "encounter" not in path.read_text(encoding="utf-8")

    def head_changed(obj, text):
        return text.replace("misfortune = 8", "misfortune = 7") if "system" in obj else text

    _faulty(monkeypatch, head_changed)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "the party's own keys: its TOML would not read back the same",
    ]


def test_a_known_reason_is_said_in_the_console_s_language(tmp_path, monkeypatch):
    from gmconsole import i18n

    path, _ = fids(tmp_path)

    def denied(self):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage.Path, "read_bytes", denied)
    i18n.set_language("es")
    try:
        with pytest.raises(PartyFileError) as caught:
            load_party(path)
    finally:
        i18n.set_language("en")
    assert caught.value.lines[0].endswith("(permiso denegado)")


def test_text_that_is_not_unicode_is_refused_with_the_encoder_s_reason(tmp_path):
    path, party = fids(tmp_path)
    party.members[0].name = "lone \ud800 surrogate"  # assignment is not validated
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    first, reason = caught.value.lines
    assert first == "refusing to save: the party cannot be written as TOML"
    assert reason.startswith("'utf-8' codec can't encode character '\\ud800' in position ")
    assert reason.endswith(": surrogates not allowed")


def test_a_file_too_deeply_nested_to_read_back_is_refused(tmp_path, monkeypatch):
    """A writer whose text nests deeper than tomllib can read (its recursion ends first)."""
    path, party = fids(tmp_path)
    before = path.read_bytes()

    def too_deep(obj, text):
        return text + "x = " + "[" * 3000 + "]" * 3000 + "\n" if "system" in obj else text

    _faulty(monkeypatch, too_deep)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "nested too deeply to read back",
    ]
    assert path.read_bytes() == before
