"""The session recap (issue 24): its numbers come from the operations applied (the fight
journal), per system; the players' recap never shows secret rolls or hidden combatants;
the command line and the console key."""

import pytest

from gmconsole.cli import main
from gmconsole.recap import compute, recap_path, render
from gmconsole.state import operations as ops
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party, save_party
from gmconsole.systems import SYSTEMS, adapter_for
from rules.dice import RandomDice, ScriptedDice
from tests.budget import each_system
from tests.conftest import SAMPLES
from tests.live import live
from tests.systems import support


def engine_for(system):
    return Engine(load_party(SAMPLES / f"{system}.toml"), RandomDice(5))


def holder(engine):
    encounter = live(lambda: engine.party.encounter)
    return encounter.combatants[encounter.turn].id


def name(engine, cid):
    from gmconsole.state.context import character_index

    return character_index(engine.party)[cid].name


def spendable(engine, cid):
    """A number resource of ``cid`` that is not health and can go down by one."""
    adapter = adapter_for(engine.party.system)
    character = next(m for m in engine.party.members if m.id == cid)
    for resource in adapter.resources(engine.party, character):
        if resource.kind != "number" or resource.key in ("hp", "strikes", "xp"):
            continue
        if resource.key.startswith("counter:") or resource.key.endswith("_max"):
            continue
        if resource.number:
            return resource
    return None


def sturdy(engine, actor):
    """Someone other than ``actor`` whom one point of damage harms in full."""
    adapter = adapter_for(engine.party.system)
    for combatant in engine.party.encounter.combatants:
        if combatant.id == actor or combatant.down or combatant.dead:
            continue
        health = adapter.health(name_index(engine)[combatant.id], combatant)
        if health.current is None or health.current >= 2:
            return combatant.id
    raise AssertionError("nobody can take a hit")


def name_index(engine):
    from gmconsole.state.context import character_index

    return character_index(engine.party)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_totals_match_the_operations_applied(system):
    engine = engine_for(system)
    party = live(lambda: engine.party)
    members = [c.id for c in party.encounter.combatants if c.side == "party"]
    enemies = [c.id for c in party.encounter.combatants if c.side == "enemy"]
    expected = {}

    def add(cid, key, amount):
        row = expected.setdefault(name(engine, cid), {"dealt": 0, "taken": 0, "healed": 0})
        row[key] += amount

    # The GM types damage with d on someone who can take it, turn after turn: the GM's,
    # credited to nobody (fourth pass), whoever has the turn.
    typed = 0
    for _ in range(3):
        target = sturdy(engine, holder(engine))
        engine.execute(ops.Damage(cid=target, amount=1))
        typed += 1
        add(target, "taken", 1)
        engine.execute(ops.NextTurn())
    hurt = sturdy(engine, None)
    engine.execute(ops.Damage(cid=hurt, amount=1))
    typed += 1
    add(hurt, "taken", 1)
    engine.execute(ops.Heal(cid=hurt, amount=1))
    add(hurt, "healed", 1)
    resource = spendable(engine, members[1])
    if resource is not None:
        engine.execute(ops.Adjust(cid=members[1], key=resource.key, delta=-1))
    engine.execute(ops.ToggleFlag(cid=enemies[-1], flag="down"))
    fights = compute(party, gm=True)
    (fight,) = fights
    got = {
        line.name: {"dealt": line.dealt, "taken": line.taken, "healed": line.healed}
        for line in fight.lines.values()
        if line.dealt or line.taken or line.healed
    }
    assert got == expected
    assert fight.gm_dealt == typed
    fall = fight.falls[-1]
    assert (fall.name, fall.how, fall.round) == (
        name(engine, enemies[-1]),
        "down",
        party.encounter.round,
    )
    assert (fall.by, fall.gm) == ("", "mark")  # f is the GM's mark, not the turn holder's
    if resource is not None:
        assert fight.resources[name(engine, members[1])][resource.label].change == -1
    text = render(party, gm=True)
    assert "| Combatant | Damage dealt | Damage taken |" in text
    assert "#### Round 1" in text


def test_an_attack_credits_the_attacker_and_counts_the_critical():
    from gmconsole.systems.ryf.operations.attack import RyfAttack

    engine = engine_for("ryf")
    engine.adapter.load_operations()
    fred = engine.party.members[1].id
    # 10 + 10 + 5 (two explosions) + 10 = 35: a critical hit, damage 6 x2 = 12.
    dice = ScriptedDice([10, 10, 10, 10, 10, 10, 5, 5, 5, 6])
    engine.execute(RyfAttack(cid=fred, defender="bandido-1"), dice)
    # 10 + 9 + 10 = 29: a plain hit, damage 5.
    engine.execute(
        RyfAttack(cid=fred, defender="bandido-2"), ScriptedDice([10, 10, 10, 9, 9, 9, 5])
    )
    (fight,) = compute(engine.party, gm=True)
    attacker = fight.lines[fred]
    assert (attacker.criticals, attacker.fumbles) == (1, 0)
    assert (fight.lines["bandido-1"].taken, fight.lines["bandido-2"].taken) == (12, 5)
    assert attacker.dealt == 17


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_hidden_combatants_are_only_in_the_gm_s_recap(system):
    engine = engine_for(system)
    enemies = [c.id for c in engine.party.encounter.combatants if c.side == "enemy"]
    secret = enemies[0]
    engine.execute(ops.ToggleFlag(cid=secret, flag="hidden"))
    engine.execute(ops.Damage(cid=secret, amount=1))
    players = render(engine.party)
    gm = render(engine.party, gm=True)
    assert name(engine, secret) not in players
    assert name(engine, secret) in gm


def test_an_enemy_s_roll_is_only_in_the_gm_s_recap():
    from gmconsole.systems.ryf.operations.attack import RyfAttack

    engine = engine_for("ryf")
    engine.adapter.load_operations()
    engine.execute(ops.SetTurn(cid="bandido-1"))
    engine.execute(RyfAttack(cid="bandido-1", defender="fred"), ScriptedDice([5, 5, 5, 5, 5]))
    attack_lines = [e.text for e in engine.party.log if "attacks" in e.text]
    assert attack_lines
    players = render(engine.party)
    for line in attack_lines:
        assert line not in players
        assert " ".join(line.split()) in render(engine.party, gm=True)


def test_fights_are_numbered_by_their_end_and_one_can_be_chosen():
    engine = engine_for("ezd6")
    engine.execute(ops.Damage(cid="esqueleto-1", amount=1))
    engine.execute(ops.EndFight())
    engine.execute(ops.AddFromRoster(roster_id=engine.party.roster[0].id, count=1))
    engine.execute(ops.NextTurn())
    fights = compute(engine.party, gm=True)
    assert [f.number for f in fights] == [1, 2]
    assert fights[0].ended and not fights[1].ended
    assert "## Fight 2" in render(engine.party, 2, gm=True)
    assert "## Fight 1" not in render(engine.party, 2, gm=True)
    with pytest.raises(ValueError, match="no fight 3"):
        render(engine.party, 3)


def test_the_recap_survives_undo_and_the_save(tmp_path):
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    engine = Engine(load_party(path), RandomDice(1))
    engine.execute(ops.Damage(cid="guardia-1", amount=2))
    engine.execute(ops.Damage(cid="guardia-1", amount=3))
    engine.undo()
    (fight,) = compute(engine.party, gm=True)
    assert fight.lines["guardia-1"].taken == 2
    save_party(engine.party, path)
    assert render(load_party(path), gm=True) == render(engine.party, gm=True)


def test_the_command_prints_the_recap_in_spanish(tmp_path, capsys):
    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    engine = Engine(load_party(path), RandomDice(1))
    engine.execute(ops.Damage(cid="bandido-1", amount=4))
    save_party(engine.party, path)
    assert main(["recap", str(path), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# Resumen: ")
    assert "## Combate 1 (ronda 1, en curso)" in out
    assert "| Combatiente | Daño hecho | Daño recibido |" in out
    assert main(["recap", str(path), "--fight", "4"]) == 1
    assert "no fight 4" in capsys.readouterr().out


async def test_R_writes_the_recap_next_to_the_party_file_and_asks_before_replacing(tmp_path):
    from gmconsole.app import GMConsole

    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("d", "3", "enter")
        await pilot.pause()
        await pilot.press("R", "1", "enter")  # the players' copy
        await pilot.pause()
        target = recap_path(path)
        assert target == tmp_path / "ryf.recap.md"
        first = target.read_text(encoding="utf-8")
        assert first == render(app.engine.party)
        await pilot.press("n")  # another turn, then R again: asked first
        await pilot.pause()
        await pilot.press("R", "1", "enter")
        await pilot.pause()
        await pilot.press("n")  # no: the file stays
        await pilot.pause()
        assert target.read_text(encoding="utf-8") == first
        await pilot.press("R", "1", "enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert target.read_text(encoding="utf-8") == render(app.engine.party) != first


def test_harm_on_a_harm_counter_is_harm_not_a_resource_spent():
    """Eclipse Phase counts harm on each character's Daño counter: damage is harm taken
    and dealt; only the Moxie point is a resource spent (found by mutation testing: the
    harm counter also counted as a resource change)."""
    engine = Engine(load_party(SAMPLES / "eclipse_phase.toml"), ScriptedDice([]))
    assert holder(engine) == "exsurgente-1"
    engine.execute(ops.Damage(cid="twitch", amount=3))
    engine.execute(ops.Adjust(cid="twitch", key="counter:0", delta=-1))  # Moxie 3 -> 2
    damage, moxie = engine.party.journal
    hit = next(effect for effect in damage.effects if effect.id == "twitch")
    assert (hit.harm, hit.resources) == (3, [])
    assert [(e.id, e.harm, [(r.label, r.change) for r in e.resources]) for e in moxie.effects] == [
        ("twitch", 0, [("Moxie", -1)])
    ]
    (fight,) = compute(engine.party, gm=True)
    assert (fight.lines["twitch"].taken, fight.gm_dealt) == (3, 3)  # d is the GM's
    assert fight.lines["exsurgente-1"].dealt == 0  # the turn holder dealt nothing
    assert [(r.change, r.first, r.last) for r in fight.resources["Twitch"].values()] == [
        (-1, "3", "2")
    ]


def test_a_fumbled_roll_counts_as_its_roller_s_fumble():
    from gmconsole.systems.ryf.operations.rolls import RyfSkill

    engine = Engine(load_party(SAMPLES / "ryf.toml"), ScriptedDice([]))
    engine.adapter.load_operations()
    engine.execute(RyfSkill(cid="ruisenor", skill="notice", difficulty=15), ScriptedDice([1, 1, 1]))
    engine.execute(RyfSkill(cid="ruisenor", skill="notice", difficulty=15), ScriptedDice([3, 5, 7]))
    assert [entry.rolls for entry in engine.party.journal] == [["fumble"], []]
    (fight,) = compute(engine.party, gm=True)
    assert (fight.lines["ruisenor"].fumbles, fight.lines["ruisenor"].criticals) == (1, 0)


def test_an_eclipse_phase_critical_success_counts_as_a_critical():
    """Doubles at or under the target number (33 against 65) are a critical success."""
    from gmconsole.systems.eclipse_phase.operations import EpTest, TestSpec

    engine = Engine(load_party(SAMPLES / "eclipse_phase.toml"), ScriptedDice([]))
    engine.adapter.load_operations()
    engine.execute(ops.SetTurn(cid="twitch"))  # Twitch rolls in her own turn
    test = EpTest(cid="twitch", spec=TestSpec(skill="Caída Libre"))
    outcome = engine.execute(test, ScriptedDice([3, 3]))
    assert "critical success" in outcome.log[0]
    assert engine.party.journal[-1].rolls == ["critical"]
    (fight,) = compute(engine.party, gm=True)
    assert (fight.lines["twitch"].criticals, fight.lines["twitch"].fumbles) == (1, 0)


@each_system()
def test_the_players_table_has_no_number_their_page_did_not_show(system):
    """Play-test (EZD6, then every system): the players' copy credited a member with the
    strikes a chain spilled on a hidden enemy, and, once shown, with one an enemy's secret
    armour save let through; and it gave an enemy 0 criticals where the GM's copy gave 3.
    A member's damage dealt there is the harm their page showed; an enemy's own numbers
    read "-". The GM's copy keeps the whole truth."""
    engine = engine_for(system)
    engine.adapter.load_operations()
    table = support(system).recap_table()
    critical, dice = table["critical"]
    engine.execute(critical, ScriptedDice(dice))
    engine.execute(ops.ToggleFlag(cid=table["hidden"], flag="hidden"))
    for harm, harm_dice in table["harms"]:
        engine.execute(harm, ScriptedDice(harm_dice))
    players = render(engine.party).splitlines()
    gm = render(engine.party, gm=True).splitlines()

    def row(lines, cid):
        cells = next(line for line in lines if line.startswith(f"| {name(engine, cid)} |"))
        return [cell.strip() for cell in cells.split("|")[2:-1]]

    assert row(players, critical.cid)[1:] == ["-", "-", "-", "-"], players
    assert row(gm, critical.cid)[3] == "1", gm
    if table["dealt"] is not None:  # where a member's panel roll deals harm
        member, shown, truth = table["dealt"]
        assert row(players, member)[0] == shown, players
        assert row(gm, member)[0] == truth, gm
