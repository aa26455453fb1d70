"""What must hold after every key press and every action, whatever came before."""

from gmconsole.state.context import character_index
from gmconsole.systems import adapter_for
from tests.systems import support


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
    system = support(party.system)
    for combatant in encounter.combatants:
        character = index[combatant.id]
        system.check_invariants(party, character, combatant, adapter.health(character, combatant))


def check_selection_agrees(app) -> None:
    """The tracker's highlighted row, the combatant the keys act on, the combat box and the
    resource sidebar all name the same combatant (issue 11).

    Read without side effects: ``InitiativeTracker.selected_id`` and
    ``CombatPanel.shown_name`` only read.
    """
    from gmconsole.screens.main_screen import MainScreen
    from gmconsole.widgets.combat_panel import CombatPanel
    from gmconsole.widgets.resource_sidebar import ResourceSidebar

    screen = next((s for s in app.screen_stack if isinstance(s, MainScreen)), None)
    if screen is None:
        return
    tracker = screen.tracker
    party = app.engine.party
    assert tracker.party is party, "the tracker draws a party that is not the engine's"
    combatants = party.encounter.combatants
    box = screen.query_one(CombatPanel).shown_name
    sidebar = screen.query_one(ResourceSidebar).title_name
    if not combatants:
        assert sidebar == "", f"nobody in the fight, the sidebar names {sidebar!r}"
        assert box is None, f"nobody in the fight, the box shows {box!r}"
        return
    rows = tracker.combatants  # the fight's order, less the fallen when the GM hid them
    assert rows, "the tracker shows no row while someone is in the fight"
    assert {c.id for c in rows} <= {c.id for c in combatants}, "a row names someone gone"
    assert 0 <= tracker.cursor < len(rows), f"cursor {tracker.cursor} of {len(rows)}"
    highlighted = rows[tracker.cursor].id
    acting = tracker.selected_id
    assert acting == highlighted, f"highlight on {highlighted!r}, keys act on {acting!r}"
    name = character_index(party)[highlighted].name
    assert box == name, f"highlight on {name!r}, combat box shows {box!r}"
    assert sidebar == name, f"highlight on {name!r}, sidebar shows {sidebar!r}"
