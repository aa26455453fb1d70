"""The public view of the sample parties: what players see, and what they never see."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.model.party import Condition, LogEntry
from gmconsole.players.public_log import attribute_line, public_log
from gmconsole.players.view import build_view
from gmconsole.storage import load_party
from tests.conftest import SYSTEMS
from tests.edit import edit, edit_character, edit_combatant, edits
from tests.systems import support


@pytest.fixture
def party(sample_copy, request):
    return load_party(sample_copy(request.param))


def by_name(view, name):
    return next(c for c in view["order"] if c["name"] == name)


def enemies(party):
    return list(party.encounter.enemies)


def test_view_is_json_and_names_the_party(sample_copy):
    for system in SYSTEMS:
        party = load_party(sample_copy(system))
        view = build_view(party, lang="es")
        assert json.loads(json.dumps(view)) == view
        assert view["party"] == party.name
        assert view["system"] == system
        assert view["round"] == 1
        assert view["labels"]["round"] == "Ronda"
        assert [m["name"] for m in view["members"]] == [m.name for m in party.members]
        assert len(view["order"]) == len(party.encounter.combatants)


def test_turn_next_and_order_follow_the_encounter(sample_copy):
    view = build_view(load_party(sample_copy("eclipse_phase")))
    assert view["turn"]["name"] == "Exsurgente 1"
    assert view["next"]["name"] == "Twitch"
    assert [c["name"] for c in view["order"]][:3] == ["Exsurgente 1", "Twitch", "Okonkwo-9"]
    assert [c["current"] for c in view["order"]].count(True) == 1
    assert by_name(view, "Exsurgente 1")["side"] == "enemy"
    assert by_name(view, "Twitch")["side"] == "party"


def test_next_skips_down_dead_and_delaying(sample_copy):
    party = load_party(sample_copy("ryf"))
    # ruisenor, fred, nerea, bruno, ...
    party = edit(party, "encounter.combatants[1].delayed", True)
    party = edit(party, "members[2].hp", 0)  # nerea unconscious
    party = edit(party, "encounter.combatants[3].dead", True)
    view = build_view(party)
    assert view["next"]["name"] == "El Tuerto, cabecilla"
    assert by_name(view, "Nerea la Sabia")["health"] == "down"
    assert by_name(view, 'Bruno "Puño" Arrieta')["health_label"] == "muerto"


def test_members_show_numbers_and_resources_per_system(sample_copy):
    ryf = build_view(load_party(sample_copy("ryf")), lang="en")
    fred = next(m for m in ryf["members"] if m["name"] == "Fred")
    assert fred["bar"] == {"label": "HP", "value": 36, "max": 36, "kind": "remaining"}
    assert {"label": "Balas", "value": 6, "max": 6} in fred["resources"]

    ezd6 = build_view(load_party(sample_copy("ezd6")), lang="es")
    elena = next(m for m in ezd6["members"] if m["name"] == "Sor Elena")
    assert elena["bar"]["value"] == 3 and elena["bar"]["max"] == 4
    assert {"label": "Karma", "value": 3, "max": None} in elena["resources"]
    assert {"label": "Dados de héroe", "value": 2, "max": None} in elena["resources"]
    assert elena["health_label"] == "herido"
    pip = next(m for m in ezd6["members"] if m["name"] == "Pip Cuchillos")
    assert pip["zone"] == "far" and pip["zone_label"] == "lejos"
    assert by_name(ezd6, "Ghoul 1")["zone_label"] == "lejos"

    fids = build_view(load_party(sample_copy("fids")), lang="es")
    donny = fids["members"][0]
    assert donny["bar"] is None
    assert {"label": "Energía", "value": 5, "max": 6} in donny["resources"]
    assert fids["pools"] == [{"label": "Infortunio (DJ)", "value": 8, "max": 15}]

    ep = build_view(load_party(sample_copy("eclipse_phase")), lang="es")
    twitch = ep["members"][0]
    assert twitch["bar"] == {"label": "Daño", "value": 0, "max": 40, "kind": "harm"}
    assert {"label": "Heridas", "value": 0, "max": 5} in twitch["resources"]
    assert {"label": "Moxie", "value": 3, "max": 4} in twitch["resources"]
    assert all(r["label"] != "Daño" for r in twitch["resources"])
    assert ep["pools"] == []


def test_conditions_with_rounds_left(sample_copy):
    party = load_party(sample_copy("fids"))
    conditions = [Condition(name="Aturdido", rounds=2), Condition(name="Sangrando")]
    party = edit(party, "encounter.combatants[0].conditions", conditions)
    donny = build_view(party)["members"][0]
    assert donny["conditions"] == [
        {"name": "Aturdido", "rounds": 2, "left": "2 rondas"},
        {"name": "Sangrando", "rounds": None, "left": "hasta que se quite"},
    ]


def test_a_hidden_combatant_whose_turn_ends_a_condition_is_not_named(sample_copy):
    party = load_party(sample_copy("ryf"))
    bandit = enemies(party)[1]
    party = edit_combatant(party, bandit.id, hidden=True)
    conditions = [
        Condition(name="Hechizado", until="turn_end", of=bandit.id),
        Condition(name="Bendito", until="round_end"),
    ]
    party = edit(party, "encounter.combatants[0].conditions", conditions)
    first = party.encounter.combatants[0].id
    index = [m.id for m in party.members].index(first)
    member = next(m for m in build_view(party, lang="en")["members"] if m["key"] == f"m{index}")
    left = [c["left"] for c in member["conditions"]]
    assert left == ["until the end of someone's next turn", "until the end of the round"]
    assert bandit.name not in str(build_view(party, lang="es"))


def test_enemy_health_words_follow_the_rules(sample_copy):
    party = load_party(sample_copy("ryf"))
    for enemy, hp in zip(enemies(party), (31, 10, -20), strict=True):
        party = edit_character(party, enemy.id, hp=hp)
    view = build_view(party, lang="es")
    assert by_name(view, "El Tuerto, cabecilla")["health_label"] == "herido"
    assert by_name(view, "Bandido 1")["health_label"] == "malherido"
    assert by_name(view, "Bandido 2")["health_label"] == "muerto"

    party = load_party(sample_copy("eclipse_phase"))
    party = edit(party, "encounter.enemies[0].counters[0].value", 20)  # half of Durability 40
    assert by_name(build_view(party, lang="en"), "Exsurgente 1")["health"] == "badly_hurt"


def test_a_hidden_combatant_is_nowhere(sample_copy):
    party = load_party(sample_copy("ryf"))
    party = edit_character(party, enemies(party)[0].id, name="Sombra Oculta")
    party = edit(party, "encounter.turn", 4)  # the hidden one's turn
    lines = [
        LogEntry(round=1, text="Sombra Oculta attacks Fred: 1o3d10 = 17"),
        LogEntry(round=1, text="Fred: the shadow Sombra Oculta is near"),
    ]
    party = edit(party, "log", [*party.log, *lines])
    for open_rolls in (False, True):
        view = build_view(party, hidden={"cabecilla-1"}, open_rolls=open_rolls)
        assert "Sombra Oculta" not in json.dumps(view, ensure_ascii=False)
        assert len(view["order"]) == 6
    # Shown again once the GM reveals it.
    assert by_name(build_view(party), "Sombra Oculta")["current"]


def test_a_hidden_turn_shows_the_last_visible_turn_holder(sample_copy):
    """RULINGS, third pass: no blank, no new-turn marker while a hidden one acts."""
    party = load_party(sample_copy("ryf"))
    hidden = {party.encounter.combatants[4].id}
    party = edit(party, "encounter.turn", 3)
    before = build_view(party, hidden=hidden)
    holder = before["turn"]
    assert holder is not None and holder["name"] == 'Bruno "Puño" Arrieta'
    # the console ends Bruno's turn; the hidden one's begins
    party = edit(party, "encounter.combatants[3].acted", True)
    party = edit(party, "encounter.turn", 4)
    during = build_view(party, hidden=hidden)
    assert during["turn"] == holder and during["next"] == before["next"]
    assert during["round"] == before["round"] and during["order"] == before["order"]


def test_a_hidden_first_turn_shows_the_real_round(sample_copy):
    """RULINGS, fourth pass: the last visible turn holder stays, the round is the real
    one, and whoever is next has not acted yet."""
    party = load_party(sample_copy("ryf"))
    fighting = party.encounter.combatants
    hidden = {fighting[0].id}
    acted = [c.model_copy(update={"acted": True}) for c in fighting[:-1]]
    party = edit(party, "encounter", edits(party.encounter, turn=len(fighting) - 1, round=2))
    party = edit(party, "encounter.combatants", [*acted, fighting[-1]])
    before = build_view(party, hidden=hidden)
    # a new round: the console clears the marks
    party = edit(party, "encounter", edits(party.encounter, round=3, turn=0, combatants=fighting))
    during = build_view(party, hidden=hidden)
    assert during["turn"] == before["turn"] and during["round"] == 3
    assert during["next"]["name"] == "Fred"
    assert not any(entry["acted"] for entry in during["order"])
    # In the very first round nobody visible has had a turn (play-test: the page said "no
    # fight"): the fight, its round and its visible order show, no one's turn yet.
    party = edit(party, "encounter.round", 1)
    first = build_view(party, hidden=hidden)
    assert first["active"] is True and first["round"] == 1 and first["turn"] is None
    assert [e["name"] for e in first["order"]] == [e["name"] for e in during["order"]]
    assert first["next"]["name"] == during["order"][0]["name"]


def test_whoever_is_next_is_not_also_acted(sample_copy):
    """Play-test 3: while a hidden enemy closed round 3, Brunhilda's row read "Next ·
    acted": she acted this round, and is next in the new one."""
    party = load_party(sample_copy("ryf"))
    fighting = party.encounter.combatants
    acted = [c.model_copy(update={"acted": True}) for c in fighting[:-1]]
    party = edit(party, "encounter", edits(party.encounter, turn=len(fighting) - 1, round=3))
    party = edit(party, "encounter.combatants", [*acted, fighting[-1]])
    view = build_view(party, hidden={fighting[-1].id})
    [following] = [entry for entry in view["order"] if entry["next"]]
    assert not following["acted"]
    assert sum(entry["acted"] for entry in view["order"]) == len(view["order"]) - 2


def test_hidden_flag_on_the_model_is_honoured(sample_copy):
    party = load_party(sample_copy("ezd6"))
    party = edit(party, "encounter.combatants[-1].hidden", True)
    names = [c["name"] for c in build_view(party)["order"]]
    assert "Ghoul 1" not in names


def test_a_groups_turn_is_not_also_next(sample_copy):
    """Play-test: on the Exsurgente group's turn the page said "Next: Exsurgente ×2"."""
    party = load_party(sample_copy("ryf"))
    order = [c.id for c in party.encounter.combatants]
    bandits = [i for i, cid in enumerate(order) if cid.startswith("bandido")]
    party = edit(party, "encounter.turn", bandits[0])
    for i in bandits:
        party = edit(party, f"encounter.combatants[{i}].group", "bandidos")
    view = build_view(party)
    assert view["turn"]["name"] == view["order"][bandits[0]]["name"]
    assert view["next"]["name"] != view["turn"]["name"]
    assert not any(entry["current"] and entry["next"] for entry in view["order"])


def test_no_fight_no_order(sample_copy):
    party = edit(load_party(sample_copy("fids")), "encounter.active", False)
    view = build_view(party)
    assert view["active"] is False
    assert view["order"] == [] and view["turn"] is None and view["round"] is None
    assert len(view["members"]) == 4


def test_page_labels_in_both_languages(sample_copy):
    party = load_party(sample_copy("ezd6"))
    es, en = build_view(party, lang="es"), build_view(party, lang="en")
    assert es["labels"].keys() == en["labels"].keys()
    assert en["labels"]["next"] == "Next" and es["labels"]["next"] == "Siguiente"
    assert build_view(party, lang="xx")["lang"] == "en"


# --- the log -------------------------------------------------------------------------------


def add_log(party, *lines):
    """The party with these lines at the end of its log."""
    return edit(party, "log", [*party.log, *(LogEntry(round=1, text=line) for line in lines)])


def test_closed_rolls_show_the_partys_own_lines_whoever_they_target(sample_copy):
    party = load_party(sample_copy("ryf"))
    party = add_log(
        party,
        "Round 1 begins",
        "Fred: initiative D 8 + P 7 + 1o3d10 [2, 5, 9] median 5 = 20",
        "El Tuerto, cabecilla attacks Fred with Sable (defence ...): 19 hit",
        "Fred: HP 36 -> 29",
        "Fred attacks Bandido 1 with Hacha (defence D 6 + Armas 3 + 5 = 14): 17 hit",
        "Bandido 1 takes 1d10 [7] = 7 damage",
        "Bandido 1: HP 20 -> 13",
    )
    lines = [line["text"] for line in build_view(party)["log"]]
    assert lines == [
        "Fred: initiative D 8 + P 7 + 1o3d10 [2, 5, 9] median 5 = 20",
        "Fred: HP 36 -> 29",
        "Fred attacks Bandido 1 with Hacha (defence D 6 + Armas 3 + 5 = 14): 17 hit",
    ]


@pytest.mark.parametrize(
    ("lang", "unseen"), [("en", "an unseen enemy"), ("es", "un enemigo oculto")]
)
@pytest.mark.parametrize("open_rolls", [False, True])
def test_a_members_roll_against_a_hidden_enemy_shows_it_as_unseen(
    sample_copy, lang, unseen, open_rolls
):
    """RULINGS, fourth pass: the party's roll shows whoever it targets; a hidden target is
    "an unseen enemy". The enemy's own lines stay out, and so does a line about it that
    is not the party's."""
    party = load_party(sample_copy("ryf"))
    party = add_log(
        party,
        "Fred attacks El Tuerto, cabecilla with Hacha (defence D 7 + Armas 6 + 5 = 18): 19 hit",
        "El Tuerto, cabecilla: HP 32 -> 25",
        "El Tuerto, cabecilla attacks Fred with Sable: 20 hit",
        "Nerea la Sabia: HP 24 -> 20",
    )
    view = build_view(party, lang=lang, hidden={"cabecilla-1"}, open_rolls=open_rolls)
    lines = [line["text"] for line in view["log"]]
    assert lines == [  # nothing of the unseen enemy's sheet (its defence's sum)
        f"Fred attacks {unseen} with Hacha: 19 hit",
        "Nerea la Sabia: HP 24 -> 20",
    ]
    assert "Tuerto" not in json.dumps(view, ensure_ascii=False)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_fids_test_against_an_enemy_shows_with_closed_rolls(sample_copy, lang):
    """RULINGS, third pass: the party's roll shows whoever it targets (FIDS "against")."""
    from gmconsole import i18n
    from gmconsole.state.engine import Engine
    from gmconsole.systems.fids.operations import FidsTest
    from rules.dice import ScriptedDice

    party = load_party(sample_copy("fids"))
    member = party.members[0]
    enemy = party.encounter.enemies[0]
    was = i18n.language()
    i18n.set_language(lang)
    try:
        engine = Engine(party, dice=ScriptedDice([4, 5, 6, 3, 2, 1] * 4))
        engine.execute(
            FidsTest(cid=member.id, attribute="strength", stance="neutral", against=enemy.id)
        )
    finally:
        i18n.set_language(was)
    party = engine.party
    log = build_view(party)["log"]
    assert log and log[0]["text"].startswith(f"{member.name}, ")
    assert enemy.name in log[0]["text"] and log[0]["who"] == "party"
    # The enemy's own rolls still wait for open rolls.
    party = add_log(party, f"{enemy.name} attacks {member.name}: 12")
    assert build_view(party)["log"][-1]["text"] != f"{enemy.name} attacks {member.name}: 12"
    assert build_view(party, open_rolls=True)["log"][-1]["who"] == "gm"


def test_open_rolls_add_the_gms_lines_but_never_an_enemys_numbers(sample_copy):
    party = load_party(sample_copy("ryf"))
    party = add_log(
        party,
        "El Tuerto, cabecilla attacks Fred with Sable: 19 hit",
        "Fred attacks Bandido 1 with Hacha: 17 hit",
        "Bandido 1 takes 1d10 [7] = 7 damage",
        "Bandido 1: HP 20 -> 13 (wounded)",
        "Round 2 begins",
    )
    log = build_view(party, open_rolls=True)["log"]
    assert [line["text"] for line in log] == [
        "El Tuerto, cabecilla attacks Fred with Sable: 19 hit",
        "Fred attacks Bandido 1 with Hacha: 17 hit",
        "Bandido 1 takes 1d10 [7] = 7 damage",
        "Round 2 begins",
    ]
    assert [line["who"] for line in log] == ["gm", "party", "gm", "gm"]


def test_log_keeps_the_last_lines(sample_copy):
    party = load_party(sample_copy("fids"))
    party = add_log(party, *(f"Donny: line {i}" for i in range(30)))
    log = public_log(party, limit=5)
    assert [line["text"] for line in log] == [f"Donny: line {i}" for i in range(25, 30)]


def test_attribution_takes_the_longest_name():
    assert attribute_line("Fred's twin: HP 3 -> 1", ["Fred"], ["Fred's twin"]) == "gm"
    assert attribute_line("Fred: HP 3 -> 1", ["Fred"], ["Fred's twin"]) == "party"
    assert attribute_line("Fredo: HP 3 -> 1", ["Fred"], []) == "gm"


# --- secrets -------------------------------------------------------------------------------

SECRET = "SECRETO-DEL-DJ"


def plant_secrets(party):
    """Notes everywhere, roster entries renamed, enemy value lines in the log."""
    party = edit(party, "notes", SECRET)
    for character in [*party.members, *party.roster, *party.encounter.enemies]:
        party = edit_character(party, character.id, notes=SECRET)
    for combatant in party.encounter.combatants:
        party = edit_combatant(party, combatant.id, notes=SECRET)
    for i, entry in enumerate(party.roster):
        party = edit_character(party, entry.id, name=f"{SECRET}-ROSTER-{i}")
    for enemy in party.encounter.enemies:
        party = add_log(party, f"{enemy.name}: HP 20 -> 987654", f"{enemy.name}: Daño 0 -> 987653")
    return party


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("open_rolls", [False, True])
def test_no_note_roster_entry_or_enemy_value_line_leaves(sample_copy, system, open_rolls):
    party = load_party(sample_copy(system))
    party = plant_secrets(party)
    view = build_view(party, open_rolls=open_rolls)
    text = json.dumps(view, ensure_ascii=False)
    assert SECRET not in text
    assert "98765" not in text
    del view["labels"]  # the page's words: "hp" there is the label "PV"
    text = json.dumps(view)
    for key in ("id", "notes", "initiative", "attributes", "hp", "strikes", "counters"):
        assert f'"{key}"' not in text


def enemy_entries(view):
    return [c for c in view["order"] if c["side"] == "enemy"]


def without_enemy_health(view):
    view = json.loads(json.dumps(view))
    for entry in enemy_entries(view):
        del entry["health"], entry["health_label"]
    return view


@pytest.mark.parametrize("system", SYSTEMS)
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_enemy_numbers_never_change_the_view(sample_copy, system, data):
    """Any change to an enemy's numbers changes at most its health word: no number leaks."""
    party = load_party(sample_copy(system))
    before = build_view(party, open_rolls=True)
    assert all(
        set(e)
        <= {
            "key",
            "name",
            "side",
            "health",
            "health_label",
            "current",
            "next",
            "acted",
            "passed",
            "delayed",
            "zone",
            "zone_label",
        }
        for e in enemy_entries(before)
    )
    for enemy in party.encounter.enemies:
        counters = []
        for counter in enemy.counters:
            top = data.draw(st.integers(1, 10_000))
            counters.append(
                counter.model_copy(update={"max": top, "value": data.draw(st.integers(0, top))})
            )
        enemy = support(system).scramble_enemy(
            enemy.model_copy(update={"counters": counters}), data
        )
        party = edit_character(party, enemy.id, **dict(enemy))
    for combatant in party.encounter.combatants:
        if combatant.side == "enemy":
            party = edit_combatant(
                party,
                combatant.id,
                initiative=data.draw(st.integers(-99, 999)),
                tiebreak=data.draw(st.integers(-99, 999)),
            )
    after = build_view(party, open_rolls=True)
    assert without_enemy_health(after) == without_enemy_health(before)


def test_log_search_is_bounded_to_the_newest_lines(sample_copy):
    from gmconsole.players.public_log import LOG_SCAN

    party = load_party(sample_copy("fids"))
    party = add_log(party, "Donny: old line", *(["Guardia del puerto 1 attacks"] * LOG_SCAN))
    assert public_log(party) == []
    party = add_log(party, "Donny: new line")
    assert [line["text"] for line in public_log(party)] == ["Donny: new line"]
