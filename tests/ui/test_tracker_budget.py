"""The tracker's column budget (playtest after the third pass): once anyone had a condition,
every row lost its HP bar and long names were cut ("Bruno "Puño" A…" at 100x30 in RyF,
"Twitch … Heridas 0…" at 80x24 in Eclipse Phase), and the columns moved when someone went
down. Now the name comes first, the bar stays when there is room, conditions are
abbreviated and counted, and a condition, a fall or a turn moves no column (at 100x30 a
condition may widen the tracker, for its words: the columns stay where they were)."""

import pytest
from rich.cells import cell_len

from gmconsole import i18n
from gmconsole.state.context import character_index
from gmconsole.systems import SYSTEMS, adapter_for
from gmconsole.widgets.tracker_rows import NAME_MAX
from tests.budget import is_long
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, type_text

SIZES = [(80, 24), (100, 30)]


def size_id(value) -> str | None:
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else None


def paired(*axes: list) -> list[tuple]:
    """Every system with every combination of ``axes`` under ``--long``; by default each
    system once, the other axes taken in turn (so each size and each language is still
    drawn by two systems, and each system's own columns are checked)."""
    from itertools import product

    systems = list(SYSTEMS)
    if is_long():
        return [(system, *rest) for system in systems for rest in product(*axes)]
    combos = list(product(*reversed(axes)))
    return [(system, *reversed(combos[i % len(combos)])) for i, system in enumerate(systems)]


def rows(app) -> dict[str, str]:
    """Each combatant's row as drawn, after the two marker cells."""
    tracker = app.screen.tracker
    return {
        row.key: "".join(s.text for s in tracker.render_line(y))[2:]
        for y, row in enumerate(tracker.rows)
    }


def name(app, cid):
    return character_index(app.engine.party)[cid].name


async def add_condition(pilot, condition: str, duration: str) -> None:
    await press(pilot, "c")
    await type_text(pilot, condition)
    await pilot.press("tab")
    await answer(pilot, duration)


@pytest.mark.parametrize(
    ("system", "size", "lang"), paired(SIZES, ["en", "es"]), indirect=["lang"], ids=size_id
)
async def test_conditions_a_fall_and_a_turn_move_no_column(make_app, system, size, lang):
    async with running(make_app(system), size=size) as (app, pilot):
        await pilot.pause()
        before = rows(app)
        ids = list(before)
        stunned, fallen = ids[-1], ids[-2]
        await pilot.press("end")
        await add_condition(pilot, "Aturdido", "2")
        await add_condition(pilot, "Derribado", "")
        await press(pilot, "up", "F")  # dead: the widest flag in either language
        after = rows(app)
        health = adapter_for(system).has_health_track
        for cid, text in after.items():  # 100x30: the tracker may widen for a condition
            assert cell_len(text) == cell_len(after[stunned]) >= cell_len(before[cid])
            assert text.startswith(name(app, cid)), text  # every name whole
            if health:
                assert "█" in text or "░" in text, text  # every bar kept
            if cid not in (stunned, fallen):
                assert text.rstrip() == before[cid].rstrip()  # nothing moved on the others
        assert "Aturdido" in after[stunned], after[stunned]
        dead = i18n.t("DEAD")
        assert after[fallen].rstrip().endswith(dead), after[fallen]
        # Up to the status cell, the fallen's row is where it was (numbers aside).
        status = after[fallen].rstrip()[: -len(dead)].rstrip()
        assert cell_len(status) <= cell_len(before[fallen].rstrip()) + 1 or health is False
        await press(pilot, "n")  # a turn ends: its flag moves nothing either
        acted = rows(app)
        for cid in ids:
            head = cell_len(name(app, cid)) + 10
            assert acted[cid][:head] == after[cid][:head]


HOSTILE_NAMES = [
    "[/] Bruno [bold]Puño[/bold] de los Montes Altísimos de Valdeluz",
    "龍之守護者・黒川勇者・龍之守護者",
    "x" * 300,
]


@pytest.mark.parametrize(("system", "size"), paired(SIZES), ids=size_id)
async def test_hostile_names_keep_every_row_in_its_width(make_app, tmp_path, system, size):
    from tests.conftest import SAMPLES

    text = (SAMPLES / f"{system}.toml").read_text(encoding="utf-8")
    party = load(text)
    for character, new in zip(party.members, HOSTILE_NAMES, strict=False):
        text = text.replace(f'name = "{character.name}"', f'name = "{new}"', 1)
    (tmp_path / f"{system}.toml").write_text(text, encoding="utf-8")
    async with running(make_app(system), size=size) as (app, pilot):
        await pilot.pause()
        bruno = party.members[0].id
        await pilot.press("home", *["down"] * list(rows(app)).index(bruno))
        await add_condition(pilot, "[/]Aturdido[bold]", "2")
        tracker = app.screen.tracker
        width = tracker.scrollable_content_region.width
        drawn = rows(app)
        for y, (cid, row) in enumerate(drawn.items()):
            assert cell_len(row) == width - 2, row
            assert tracker.render_line(y).cell_length == width
            full = name(app, cid)
            if cell_len(full) > NAME_MAX:  # the cap: cut with an ellipsis
                assert "…" in row[: NAME_MAX + 2], row
        first = drawn[bruno]
        assert first.startswith("[/] Bruno [bold]Pu"), first  # literal, not markup
        assert "[/]At" in first, first


def load(text: str):
    from gmconsole.storage import parse_party

    return parse_party(text.encode())


def test_conditions_lose_words_before_letters():
    """Play-test 10: "Aturdi…", "Asus… …": the rounds go to a number (``2r``) before
    the names go, and a name is cut only when nothing else fits."""
    from gmconsole.model.party import Condition
    from gmconsole.storage import load_party
    from gmconsole.widgets.tracker_status import conditions_cell
    from tests.conftest import SAMPLES

    party = load_party(SAMPLES / "ryf.toml")
    stunned = Condition(name="Aturdido", rounds=2)
    down = Condition(name="Derribado")
    both = [stunned, down]
    assert conditions_cell(party, both, 40) == "Aturdido 2 rounds, Derribado"
    assert conditions_cell(party, both, 22) == "Aturdido 2r, Derribado"
    assert conditions_cell(party, both, 21) == "Aturdido, Derribado"
    assert conditions_cell(party, both, 14) == "Aturdido 2r +1"
    assert conditions_cell(party, both, 12) == "Aturdido +1"
    assert conditions_cell(party, both, 8) == "Atur… +1"
    assert conditions_cell(party, [stunned], 11) == "Aturdido 2r"
    assert conditions_cell(party, [stunned], 10) == "Aturdido"
    assert conditions_cell(party, [stunned], 3) == "At…"
