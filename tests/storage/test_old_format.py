"""Files of the first format (each system's state as keys of the generic combatant and
encounter) still load, and the console saves them in today's shape (docs/party-format.md,
"Older files"): what it saves loads back to the same party."""

import tomllib
from pathlib import Path

import pytest

from gmconsole.storage import PartyFileError, dump_party, load_party, parse_party, save_party
from gmconsole.systems.eclipse_phase.model import Retry
from gmconsole.systems.ezd6.model import ActionsUsed, Ezd6CombatantState
from tests.conftest import SAMPLES

OLD = Path(__file__).parent / "old_format"


def combatant(party, cid):
    return next(c for c in party.encounter.combatants if c.id == cid)


def test_the_old_ezd6_sample_loads_as_the_new_one_and_saves_in_the_new_shape(tmp_path):
    old = OLD / "ezd6_sample.toml"
    assert 'zone = "far"' in old.read_text("utf-8")  # the first format: a key of its own
    party = load_party(old)
    assert party == load_party(SAMPLES / "ezd6.toml")
    assert combatant(party, "pip").extra == Ezd6CombatantState(zone="far")
    path = tmp_path / "ezd6.toml"
    path.write_bytes(old.read_bytes())
    save_party(party, path)
    assert path.read_bytes() == (SAMPLES / "ezd6.toml").read_bytes()
    assert load_party(path) == party


def test_every_old_ezd6_key_moves_into_extra_and_saves_as_a_table_of_its_own():
    source = (OLD / "ezd6_sample.toml").read_text("utf-8")
    old = source.replace(
        'id = "brunhilda"\nside = "party"\n',
        'id = "brunhilda"\nside = "party"\nused = { action = true, dash = true }\n'
        "loses_next_action = true\n",
    )
    party = parse_party(old.encode("utf-8"), "old.toml")
    assert combatant(party, "brunhilda").extra == Ezd6CombatantState(
        used=ActionsUsed(action=True, dash=True), loses_next_action=True
    )
    text = dump_party(party).decode("utf-8")
    assert "\nused" not in text.replace("[encounter.combatants.extra.used]", "")
    data = tomllib.loads(text)
    assert data["encounter"]["combatants"][0] == {
        "id": "brunhilda",
        "side": "party",
        "extra": {"used": {"action": True, "dash": True}, "loses_next_action": True},
    }
    assert parse_party(text.encode("utf-8")) == party


def test_old_eclipse_phase_retries_move_into_the_fights_extra():
    source = (SAMPLES / "eclipse_phase.toml").read_text("utf-8")
    old = source.replace(
        "[encounter]\n",
        '[encounter]\nretries = [{ combatant = "twitch", skill = "Fray", failures = 2 }]\n',
        1,
    )
    party = parse_party(old.encode("utf-8"), "old.toml")
    assert party.encounter.extra.retries == [Retry(combatant="twitch", skill="Fray", failures=2)]
    text = dump_party(party).decode("utf-8")
    assert "[encounter.extra]\nretries = [" in text
    assert tomllib.loads(text)["encounter"]["extra"] == {
        "retries": [{"combatant": "twitch", "skill": "Fray", "failures": 2}]
    }
    assert parse_party(text.encode("utf-8")) == party


@pytest.mark.parametrize("system", ["fids", "ryf"])
def test_old_keys_at_their_defaults_in_a_system_without_them_are_dropped(system):
    """A hand-made file may spell out the old defaults: they meant nothing there."""
    source = (SAMPLES / f"{system}.toml").read_text("utf-8")
    old = source.replace(
        "[[encounter.combatants]]\n",
        "[[encounter.combatants]]\n"
        'zone = "near"\nused = { action = false }\nloses_next_action = false\n',
    ).replace("[encounter]\n", "[encounter]\nretries = []\n", 1)
    assert old.count('zone = "near"') >= 2 and "retries = []" in old
    party = parse_party(old.encode("utf-8"), "old.toml")
    assert party == load_party(SAMPLES / f"{system}.toml")
    assert dump_party(party) == (SAMPLES / f"{system}.toml").read_bytes()


def test_a_kept_key_has_no_default_to_drop_in_a_system_without_it():
    """Not silently lost: a zone other than the old default is named as an unknown key."""
    source = (SAMPLES / "fids.toml").read_text("utf-8")
    old = source.replace(
        "[[encounter.combatants]]\n", '[[encounter.combatants]]\nzone = "far"\n', 1
    )
    with pytest.raises(PartyFileError) as caught:
        parse_party(old.encode("utf-8"), "old.toml")
    assert caught.value.lines[0].startswith("encounter.combatants[0].zone: unknown key (allowed:")


def test_the_tiebreak_of_an_initiative_roll_stays_where_it_was():
    """Every system's roll gives one (RyF D + P, Eclipse Phase (INT + REF) / 5): generic."""
    source = (SAMPLES / "ryf.toml").read_text("utf-8")
    old = source.replace(
        "[[encounter.combatants]]\n", "[[encounter.combatants]]\ninitiative = 9\ntiebreak = 7\n", 1
    )
    party = parse_party(old.encode("utf-8"), "old.toml")
    assert party.encounter.combatants[0].tiebreak == 7
    assert "\ntiebreak = 7\n" in dump_party(party).decode("utf-8")


def test_an_empty_players_wording_of_older_files_loads_as_a_gms_roll():
    """Before ``gm_roll`` a log line said "a GM's roll" with an empty ``players``: it still
    loads with that meaning (the page shows it only with the GM's rolls open) and saves
    as ``gm_roll = true``."""
    from gmconsole.players.view import build_view

    source = (OLD / "ezd6_sample.toml").read_text("utf-8")
    line = "Esqueleto 1: initiative 4"
    old = source + f'\n[[log]]\nround = 1\ntext = "{line}"\nplayers = ""\n'
    party = parse_party(old.encode("utf-8"), "old.toml")
    assert party.log[-1].gm_roll and party.log[-1].players is None
    assert line not in [entry["text"] for entry in build_view(party, lang="en")["log"]]
    shown = build_view(party, lang="en", open_rolls=True)["log"]
    assert line in [entry["text"] for entry in shown]
    text = dump_party(party).decode("utf-8")
    assert "gm_roll = true" in text and "players" not in text.split("[[log]]")[-1]
    assert parse_party(text.encode("utf-8"), "new.toml") == party
