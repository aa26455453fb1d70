"""The record says what happened (issue 36, fourth-pass rulings "The record"), read in the
recap's text as a GM would paste it: resources net over the fight, gains listed; an
opposed test's critical failure on the side that rolled it; the players' copy names
nothing the players could not see, and keeps every line they could; a fight in which
nothing happened is no fight."""

from gmconsole.i18n import set_language
from gmconsole.recap import render
from gmconsole.state import operations as ops
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import RandomDice, ScriptedDice
from tests.conftest import SAMPLES


def engine_for(system, dice=None):
    engine = Engine(load_party(SAMPLES / f"{system}.toml"), dice or ScriptedDice([]))
    engine.adapter.load_operations()
    return engine


def section(text, title):
    """The lines of one ``### title`` section of the recap."""
    lines = text.splitlines()
    start = lines.index(f"### {title}") + 2
    found = []
    for line in lines[start:]:
        if not line:
            break
        found.append(line)
    return found


def row(text, name):
    """A combatant's row of the table, as cells."""
    line = next(line for line in text.splitlines() if line.startswith(f"| {name} |"))
    return [cell.strip() for cell in line.strip("|").split("|")][1:]


def test_resources_spent_are_net_and_pools_that_rose_are_listed():
    """Fred fires 3 of his 6 bullets, the GM corrects one back: 6 -> 4, not "Balas 3" (nor
    "Balas 7" after a reload); the GM's Misfortune rose 8 -> 10 and is listed."""
    engine = engine_for("ryf")
    for delta in (-1, -1, -1, +1):
        engine.execute(ops.Adjust(cid="fred", key="counter:0", delta=delta))
    text = render(engine.party)
    assert section(text, "Resources spent") == ["- Fred: Balas 2 (6 -> 4)"]
    assert "### Resources gained" not in text

    fids = engine_for("fids")
    fids.execute(ops.AdjustParty(key="misfortune", delta=+1))
    fids.execute(ops.AdjustParty(key="misfortune", delta=+1))
    fids.execute(ops.Adjust(cid="donny", key="energy", delta=-2))
    text = render(fids.party)
    assert section(text, "Resources gained") == ["- Misfortune (GM) 2 (8 -> 10)"]
    assert section(text, "Resources spent") == ["- Donny: Energy 2 (5 -> 3)"]


def test_a_reload_never_makes_more_spent_than_there_was():
    engine = engine_for("ryf")
    for _ in range(6):
        engine.execute(ops.Adjust(cid="fred", key="counter:0", delta=-1))
    engine.execute(ops.Adjust(cid="fred", key="counter:0", delta=+6))  # reloaded
    engine.execute(ops.Adjust(cid="fred", key="counter:0", delta=-1))
    assert section(render(engine.party), "Resources spent") == ["- Fred: Balas 1 (6 -> 5)"]


def test_an_opposed_test_credits_a_critical_failure_to_the_side_that_rolled_it():
    """The exsurgent (A) rolls 45, Toljek (B) 99: Toljek's critical failure, not A's."""
    from gmconsole.systems.eclipse_phase.operations import EpOpposed, TestSpec

    engine = engine_for("eclipse_phase")
    opposed = EpOpposed(
        cid="exsurgente-1",
        spec=TestSpec(skill="Percepción"),
        other="toljek",
        other_spec=TestSpec(skill="Percepción"),
    )
    outcome = engine.execute(opposed, ScriptedDice([4, 5, 9, 9]))
    assert "critical failure" in outcome.log[1]
    text = render(engine.party, gm=True)
    assert row(text, "Toljek")[-2:] == ["0", "1"]  # criticals, fumbles
    assert row(text, "Exsurgente 1")[-2:] == ["0", "0"]

    # The same in RyF: B's three 1s are B's fumble.
    from gmconsole.systems.ryf.operations.rolls import RyfOpposed

    ryf = engine_for("ryf")
    ryf.execute(
        RyfOpposed(cid="ruisenor", skill="notice", other="bandido-1", other_skill="notice"),
        ScriptedDice([5, 5, 5, 1, 1, 1]),
    )
    text = render(ryf.party, gm=True)
    assert row(text, "Bandido 1")[-1] == "1"
    assert row(text, "Ruiseñor")[-1] == "0"


def test_the_players_copy_names_nothing_hidden_until_shown_and_keeps_every_visible_line():
    """RyF: El Tuerto hidden; a group of three harbour guards comes in hidden; initiative
    for all; Fred attacks the hidden leader; the turn passes over hidden turns with n;
    then the leader is shown."""
    from gmconsole.systems.ryf.operations.attack import RyfAttack

    engine = engine_for("ryf", RandomDice(7))
    engine.execute(ops.ToggleFlag(cid="cabecilla-1", flag="hidden"))
    engine.execute(ops.AddFromRoster(roster_id="bandido", count=3, group=True))
    engine.execute(ops.RollInitiative())
    order = [c.id for c in engine.party.encounter.combatants]
    engine.execute(ops.SetTurn(cid="fred"))
    engine.execute(RyfAttack(cid="fred", defender="cabecilla-1"), ScriptedDice([9, 9, 9, 4]))
    # Round after round, n from every combatant to the next: hidden turns pass too.
    for _ in range(len(order) + 1):
        engine.execute(ops.NextTurn())
    log = [entry.text for entry in engine.party.log]
    players = render(engine.party)
    gm = render(engine.party, gm=True)
    hidden_names = ["El Tuerto", "Bandido 3", "Bandido 4", "Bandido 5", "Bandido ×3"]
    for name in hidden_names:
        assert any(name in line for line in log), name
        assert name not in players, name
        assert name in gm, name
    assert "Fred attacks an unseen enemy with" in players
    assert "D 7 + Melee weapons 6" not in players  # nothing of its sheet
    assert "D 7 + Melee weapons 6" in gm
    assert "Fred attacks El Tuerto, cabecilla with" in gm
    # Every turn line of a visible combatant is there, also right after a hidden turn.
    turns = [line for line in log if line.startswith("Turn: ")]
    visible = [line for line in turns if not any(name in line for name in hidden_names)]
    assert len(visible) < len(turns)
    for line in visible:
        assert f"- {line}" in players
    # The order is told without the hidden (a list loses its hidden names, not the line).
    shown_order = [c for c in order if c not in ("cabecilla-1", "bandido-3", "bandido-4")]
    shown_order = [c for c in shown_order if c != "bandido-5"]
    names = {c.id: c.name for c in [*engine.party.members, *engine.party.encounter.enemies]}
    told = "Initiative order: " + ", ".join(names[c] for c in shown_order)
    assert f"- {told}" in players

    engine.execute(ops.ToggleFlag(cid="cabecilla-1", flag="hidden"))  # shown now
    engine.execute(ops.Damage(cid="cabecilla-1", amount=3))
    players = render(engine.party)
    assert "Now in view: El Tuerto, cabecilla" in players
    assert "El Tuerto, cabecilla: HP" not in players  # a visible enemy's HP: a word on the page
    assert "Fred attacks El Tuerto" not in players  # before it was shown: still unseen
    # The GM's typed 3 is a number the page never showed (play-test: "Dron | 0 | 25" gave
    # away its Durability): the players' copy counts it nowhere, the GM's does.
    assert "| El Tuerto, cabecilla | 0 | - |" in players
    assert row(render(engine.party, gm=True), "El Tuerto, cabecilla")[1] == "7"  # 4 unseen + 3


def test_a_fight_with_no_action_is_no_fight():
    engine = engine_for("ezd6")
    engine.execute(ops.EndFight())  # an E while preparing
    ended, zones = (entry.text for entry in engine.party.log[-2:])
    assert ended == "The fight ends before anyone acted: enemies leave, members stay"
    assert zones.startswith("Zones reset for the next fight: everyone near")  # Pip, Aldric
    assert "## Fight" not in render(engine.party, gm=True)
    engine.execute(ops.AddFromRoster(roster_id=engine.party.roster[0].id, count=1))
    engine.execute(ops.NextTurn())
    engine.execute(ops.EndFight())
    assert engine.party.log[-1].text.startswith("The fight ends after 1 round:")
    text = render(engine.party, gm=True)
    assert "## Fight 1 (round 1, ended)" in text
    assert "## Fight 2" not in text


def test_the_recap_speaks_spanish_for_the_gm_and_the_unseen():
    set_language("es")
    try:
        engine = engine_for("fids")
        engine.execute(ops.ToggleFlag(cid="guardia-1", flag="hidden"))
        engine.execute(ops.Damage(cid="donny", amount=1))
        engine.execute(ops.AdjustParty(key="misfortune", delta=+2))
        text = render(engine.party)
        assert "| DJ (a mano) | 1 |" in text
        assert "### Recursos ganados" in text
        assert "Guardia del puerto 1" not in text
    finally:
        set_language("en")


def test_a_visible_enemy_s_secret_roll_keeps_the_harm_a_member_took_in_the_players_copy():
    """El Tuerto (visible) hits Bruno: the roll is the GM's secret, the players' page showed
    Bruno's HP line, so their copy keeps it; the roll itself stays in the GM's copy."""
    from gmconsole.systems.ryf.operations.attack import RyfAttack

    engine = engine_for("ryf")
    engine.execute(ops.SetTurn(cid="cabecilla-1"))
    outcome = engine.execute(
        RyfAttack(cid="cabecilla-1", defender="bruno"), ScriptedDice([9, 9, 9, 6])
    )
    harm = next(line for line in outcome.log if line.startswith('Bruno "Puño" Arrieta: HP'))
    roll = next(line for line in outcome.log if line.startswith("El Tuerto, cabecilla attacks"))
    players, gm = render(engine.party), render(engine.party, gm=True)
    assert f"- {harm}" in players and f"- {harm}" in gm
    assert roll not in players and roll in gm


def test_an_enemys_roll_not_applied_stays_the_gms_as_its_roll_would():
    """Play-test: the players' copy showed "Roll not applied: Exsurgente 1: ..." though it
    leaves the enemy's applied rolls out. A member's stays in both copies."""
    engine = engine_for("ryf")
    engine.execute(ops.Damage(cid="fred", amount=1))  # the fight is played
    engine.execute(ops.RollNotApplied(text="Bandido 1: 15 vs 14: success", cid="bandido-1"))
    engine.execute(ops.RollNotApplied(text="Fred: 12 vs 15: failure", cid="fred"))
    players, gm = render(engine.party), render(engine.party, gm=True)
    assert "Roll not applied: Bandido 1" not in players
    assert "Roll not applied: Bandido 1" in gm
    assert "Roll not applied: Fred: 12 vs 15: failure" in players
