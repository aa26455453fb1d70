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


def check_fallen_last(party) -> None:
    """Every combatant down or dead stands after everyone still up (the turn holder, who
    sinks when the turn moves on, excepted): the fallen sink whatever downed them."""
    encounter = party.encounter
    if not encounter.combatants:
        return
    adapter = adapter_for(party.system)
    index = character_index(party)
    holder = encounter.combatants[encounter.turn]
    out = [
        c is not holder and adapter.health(index[c.id], c).out_of_fight
        for c in encounter.combatants
    ]
    assert out == sorted(out), (
        f"a fallen combatant above one still up: {[c.id for c in encounter.combatants]} {out}"
    )


def party_less_log(party) -> tuple[dict, list[str]]:
    """The party's state without its log and the fight journal that records the log's
    lines, and the log's texts."""
    state = party.model_dump(mode="json")
    state.pop("journal", None)
    return state, [entry["text"] for entry in state.pop("log")]


def check_escape_applied_nothing(
    before: tuple[dict, list[str]], after: tuple[dict, list[str]]
) -> None:
    """Escape never applies: the state is the same; the log gained at most lines
    "roll not applied" (in either language). The log's last lines are compared (a capped
    log drops its oldest)."""
    assert after[0] == before[0], "escape changed the fight"

    def rest(lines: list[str]) -> list[str]:
        marks = ("Roll not applied: ", "Tirada no aplicada: ")
        return [text for text in lines if not text.startswith(marks)][-20:]

    assert rest(after[1]) == rest(before[1]), (
        f"escape logged more than a roll not applied: {rest(after[1])[-3:]} "
        f"(before: {rest(before[1])[-2:]})"
    )
