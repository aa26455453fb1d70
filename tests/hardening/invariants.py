"""What must hold after every key press and every action, whatever came before."""

from gmconsole.state.context import character_index
from gmconsole.systems import adapter_for


def check_invariants(party) -> None:
    encounter = party.encounter
    ids = [c.id for c in encounter.combatants]
    assert len(ids) == len(set(ids)), f"a combatant appears twice: {ids}"
    index = character_index(party)
    assert all(cid in index for cid in ids), "a combatant without a character"
    assert 0 <= encounter.turn < max(1, len(ids)), f"turn {encounter.turn} of {len(ids)}"
    # Every range in the party file (energy, karma, hero dice, strikes, counters, HP,
    # Misfortune...) holds: the state re-validates as a party file and has no problems.
    type(party).model_validate(party.model_dump())
    assert party.problems() == []
    adapter = adapter_for(party.system)
    for combatant in encounter.combatants:
        health = adapter.health(index[combatant.id], combatant)
        if party.system == "ryf":
            hp = index[combatant.id].hp
            assert (health.state == "dead") == (hp <= -20 or combatant.dead)
            assert health.state != "ok" or hp > 10
        if party.system == "ezd6" and index[combatant.id].strikes == 0:
            assert health.out_of_fight
