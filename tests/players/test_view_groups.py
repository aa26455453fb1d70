"""The players' view of a group of enemies (issue 23): one entry, ``Bandido ×3``, with
each visible member's health word and no member's name or the group's id; its turn is
the group's. Per system, from the registry."""

import json

import pytest

from gmconsole.players.view import build_view
from gmconsole.state import operations as ops
from gmconsole.state.encounter_ops import Spawn, StartPrepared
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.live import live
from tests.systems import SYSTEMS


def fight_with_group(sample_copy, system):
    engine = Engine(load_party(sample_copy(system)), RandomDice(3))
    creature = engine.party.roster[0].model_dump(mode="json", exclude_none=True)
    spawn = Spawn(creature=creature, count=3, group=True, hidden=False)
    engine.execute(StartPrepared(name="Emboscada", spawns=(spawn,)))
    members = [c for c in engine.party.encounter.combatants if c.group is not None]
    return engine, members


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_group_is_one_entry_with_its_members_health_words(system, sample_copy):
    engine, members = fight_with_group(sample_copy, system)
    party = live(lambda: engine.party)
    names = {e.id: e.name for e in party.encounter.enemies}
    engine.execute(ops.Damage(cid=members[0].id, amount=1))
    view = build_view(party, lang="en")
    entries = [c for c in view["order"] if c.get("members")]
    assert len(entries) == 1
    entry = entries[0]
    assert entry["name"].endswith(" ×3") and entry["side"] == "enemy"
    words = [m["health"] for m in entry["members"]]
    assert len(words) == 3 and words.count("unhurt") == 2  # the one hit (it may have sunk)
    text = json.dumps(view, ensure_ascii=False)
    assert members[0].group not in text
    assert not any(names[c.id] in [e["name"] for e in view["order"]] for c in members)
    # Its turn is the group's, by the group's name.
    encounter = live(lambda: engine.party.encounter)
    while encounter.combatants[encounter.turn].group is None:
        engine.execute(ops.NextTurn())
    view = build_view(party, lang="es")
    assert view["turn"]["name"] == entry["name"]
    assert next(c for c in view["order"] if c.get("members"))["current"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_hidden_members_stay_out_of_the_group_entry(system, sample_copy):
    engine, members = fight_with_group(sample_copy, system)
    engine.execute(ops.ToggleFlag(cid=members[0].id, flag="hidden"))
    entry = next(c for c in build_view(engine.party)["order"] if c.get("members"))
    assert entry["name"].endswith(" ×2") and len(entry["members"]) == 2
    engine.execute(ops.ToggleFlag(cid=members[1].id, flag="hidden"))
    assert not any(c.get("members") for c in build_view(engine.party)["order"])


def test_a_hidden_group_s_turn_stays_off_the_page_even_with_open_rolls(sample_copy):
    """Three bandits come in as a hidden group: "Turn: Bandido ×3" names none of its
    members, and still names what the players cannot see."""
    engine = Engine(load_party(sample_copy("ryf")), RandomDice(3))
    engine.execute(ops.AddFromRoster(roster_id="bandido", count=3, group=True))
    encounter = live(lambda: engine.party.encounter)
    assert all(c.hidden for c in encounter.combatants if c.group is not None)
    while encounter.combatants[encounter.turn].group is None:
        engine.execute(ops.NextTurn())
    assert engine.party.log[-1].text == "Turn: Bandido ×3"
    for lang in ("en", "es"):
        shown = [
            line["text"] for line in build_view(engine.party, open_rolls=True, lang=lang)["log"]
        ]
        assert not any("Bandido ×3" in text for text in shown), shown
        assert any(text.startswith("Turn: ") for text in shown)  # the visible turns are there
