"""The fight preview's seam: each system's party as the simulation's input, and the
party's chance against enemies not yet in the fight (for the prepared encounters)."""

from gmconsole import fight_odds
from gmconsole.preview_seam import FightPreview
from gmconsole.registry import SYSTEMS, adapter_for
from gmconsole.storage import load_party
from rules import ryf
from rules.preview.model import copy_ids
from tests.conftest import ROOT
from tests.edit import edit

SAMPLES = ROOT / "sample_parties"
"""The shipped samples (Fred's revolver spends the Balas counter there)."""


def party(system: str):
    return load_party(SAMPLES / f"{system}.toml")


def test_the_ryf_fight_is_the_tracker_order_from_whose_turn_it_is():
    p = edit(party("ryf"), "encounter.turn", 2)
    fight = fight_odds.current_fight(p, "weakest")
    assert [f.id for f in fight.fighters] == [c.id for c in p.encounter.combatants]
    assert fight.first == 2
    fred = next(f for f in fight.fighters if f.id == "fred")
    # axe, revolver (its bullets counted), bare hands
    assert [w.skill for w in fred.weapons] == ["melee_weapons", "ranged_weapons", "brawl"]
    assert fred.ammo == (("balas", 6),)
    assert fred.defence == (ryf.defence(8, 6), ryf.defence(8, 3))


def test_flags_and_hp_decide_who_is_up():
    p = party("ryf")
    p = edit(p, "encounter.combatants[0].dead", True)  # Ruiseñor, the GM's dead flag
    p = edit(p, "encounter.combatants[1].down", True)  # Fred, the GM's down flag
    p = edit(p, "members[2].hp", 0)  # Nerea, unconscious
    fight = fight_odds.current_fight(p, "weakest")
    ruisenor, fred, nerea, bruno = fight.fighters[:4]
    assert not ruisenor.up and ruisenor.hp <= ryf.DEAD_AT
    assert not fred.up and not nerea.up and bruno.up


def test_the_ezd6_fight_leaves_out_who_is_out_of_combat():
    p = party("ezd6")
    p = edit(p, "encounter.combatants[2].extra.zone", "out")  # Pip
    p = edit(p, "encounter.combatants[3].extra.loses_next_action", True)  # Aldric helped
    fight = fight_odds.current_fight(p, "random")
    ids = [f.id for f in fight.fighters]
    assert "pip" not in ids and fight.rule == "random"
    aldric = next(f for f in fight.fighters if f.id == "aldric")
    assert aldric.loses_next_action and aldric.ranged and aldric.zone == "far"


def test_nobody_in_the_fight_has_no_preview():
    p = party("ryf")
    p = edit(p, "encounter.combatants", [])
    assert fight_odds.current_fight(p, "weakest") is None
    assert fight_odds.current_fight(party("fids"), "weakest") is None


def test_the_party_against_enemies_not_yet_in_the_fight():
    """party_chance_against (for the prepared-encounter list): counts bring that many of
    each (a roster entry's own count is not read); more enemies, less chance; the same
    seed, the same figures."""
    for system in ("ryf", "ezd6"):
        p = party(system)
        before = p.model_dump(mode="json")
        few = fight_odds.party_chance_against(p, p.roster[:1], fights=600, seed=4)
        many = fight_odds.party_chance_against(
            p, p.roster, counts=[3] * len(p.roster), fights=600, seed=4
        )
        assert few == fight_odds.party_chance_against(p, p.roster[:1], fights=600, seed=4)
        assert len(few.down) == len(p.members) + 1
        assert len(many.down) == len(p.members) + 3 * len(p.roster)
        assert many.party_wins.value <= few.party_wins.value
        assert 1 <= few.rounds.value <= 20
        assert p.model_dump(mode="json") == before
    assert fight_odds.party_chance_against(party("fids"), []) is None


def test_ezd6_zones_for_prepared_enemies():
    p = party("ezd6")
    ghoul = next(r for r in p.roster if r.id == "ghoul")
    est = fight_odds.party_chance_against(p, [ghoul], zones=["out"], fights=50)
    assert est is not None and est.party_wins.value == 1.0 and est.rounds.value == 0


def test_ezd6_turn_of_someone_out_of_combat_passes_to_the_next():
    p = party("ezd6")
    last = len(p.encounter.combatants) - 1
    # the last one, whose turn it is, is out of combat
    p = edit(p, f"encounter.combatants[{last}].extra.zone", "out")
    p = edit(p, "encounter.turn", last)
    fight = fight_odds.current_fight(p, "weakest")
    assert fight.first == len(fight.fighters)  # nobody left to act this round
    p = edit(p, "encounter.turn", 2)
    p = edit(p, "encounter.combatants[2].extra.zone", "out")
    fight = fight_odds.current_fight(p, "weakest")
    assert fight.fighters[fight.first].id == p.encounter.combatants[3].id


def test_a_saved_copy_beside_numbered_copies_of_its_creature_gets_its_own_fighter():
    """A prepared encounter saved from a fight holds ``bandido-1`` (a copy) and can hold
    ``bandido`` x2 too, whose copies were numbered ``bandido-1``, ``bandido-2``: the list
    of prepared encounters closed the console with "fighters: each id once"."""
    for system in ("ryf", "ezd6"):
        p = party(system)
        creature = p.roster[0]
        saved_copy = creature.model_copy(update={"id": f"{creature.id}-1"})
        est = fight_odds.party_chance_against(
            p, [saved_copy, creature], counts=[1, 2], fights=50, seed=1
        )
        assert est is not None and len(est.down) == len(p.members) + 3


def test_copy_ids_skip_the_ids_taken():
    taken = {"bandido-1", "bandido-2", "pip"}
    assert copy_ids("bandido", 2, taken) == ["bandido-3", "bandido-4"]
    assert copy_ids("bandido-1", 1, taken) == ["bandido-1-2"]
    assert copy_ids("ghoul", 1, taken) == ["ghoul"]
    assert copy_ids("ghoul", 1, taken) == ["ghoul-2"]
    assert copy_ids("pip", 2, taken) == ["pip-1", "pip-2"]


def test_each_system_answers_the_preview_through_its_adapter():
    """One plugin interface: the preview comes from the adapter's ``fight_preview()``;
    a system says either how it simulates or why it does not, never both or neither."""
    for system in SYSTEMS:
        preview = adapter_for(system).fight_preview()
        assert isinstance(preview, FightPreview)
        assert bool(preview.no_preview) != bool(preview.assumptions), system
        assert (fight_odds.why_none(system) is None) == (not preview.no_preview)
    assert fight_odds.why_none("fids") and fight_odds.assumptions("ryf", "weakest")


def test_an_ezd6_archer_shoots_the_arrows_she_has():
    """Pip's ``ammo`` names Flechas: the preview's shots spend them (10 in the sample),
    and with none left she closes in, as the panel refuses her shot (issue 36)."""
    p = party("ezd6")
    pip = next(f for f in fight_odds.current_fight(p, "weakest").fighters if f.id == "pip")
    assert pip.ranged and pip.arrows == 10
    p = edit(p, "members[1].counters[0].value", 0)
    pip = next(f for f in fight_odds.current_fight(p, "weakest").fighters if f.id == "pip")
    assert pip.arrows == 0
    aldric = next(f for f in fight_odds.current_fight(p, "weakest").fighters if f.id == "aldric")
    assert aldric.ranged and aldric.arrows is None  # no ammo named: nothing to count
