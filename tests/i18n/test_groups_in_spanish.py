"""Groups of enemies speak Spanish (issue 23): the tracker's row ("Bandido ×3 · 3 en
pie"), the questions of d and a, the turn line ("Turno: Bandido ×3"), the panel's side
of a party member ("del grupo") and the party-file check lines. ``grupo`` is the
players' party, so a group of enemies is a ``bloque``."""

from pathlib import Path

from gmconsole import i18n
from gmconsole.app import GMConsole
from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.model.party import PreparedEncounter, PreparedEntry, group_problems
from gmconsole.storage import load_party, save_party
from gmconsole.widgets.tracker_rows import group_key
from rules import language
from rules.dice import RandomDice
from tests.conftest import SAMPLES
from tests.live import live
from tests.pilot_keys import press
from tests.ui.conftest import panel_text


async def test_group_row_questions_and_log_in_spanish(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    party = load_party(path)
    entry = PreparedEntry(creature="bandido", count=3, group=True)
    party = party.model_copy(
        update={"encounters": [PreparedEncounter(name="Emboscada", entries=[entry])]}
    )
    save_party(party, path)
    i18n.set_language("es")
    language.set_language("es")
    app = GMConsole(path=Path(path), party=load_party(path), dice=RandomDice(2))
    async with app.run_test(size=(100, 30)) as pilot:
        await press(pilot, "A", "1", "enter")
        tracker = app.screen.tracker
        group = next(c.group for c in app.engine.party.encounter.combatants if c.group)
        index = next(i for i, row in enumerate(tracker.rows) if row.key == group_key(group))
        text = tracker.render_line(index).text  # at 100 columns the name gives way first
        assert "Band" in text and "×3 · 3 en pie" in text
        await press(pilot, "home", *["down"] * index, "d", "4", "enter")
        assert isinstance(app.screen, ChoiceDialog)
        assert app.screen.title_text == "¿Daño 4 a quién de Bandido ×3?"
        await press(pilot, "escape", "a", "enter")
        await press(pilot, "backspace", "backspace", "2", "enter")
        assert isinstance(app.screen, ChoiceDialog)
        labels = [label for _, label in app.screen.options]
        assert labels[1] == "En bloque: una fila, una iniciativa, un turno"
        await pilot.press("escape")
        encounter = live(lambda: app.engine.party.encounter)
        while encounter.combatants[encounter.turn].group != group:
            await press(pilot, "n")
        assert any(e.text == "Turno: Bandido ×3" for e in app.engine.party.log)
        # Play-test: the panel named its target "Nerea la Sabia (grupo)" beside the bandits'
        # "bloque": a party member is "del grupo", never a "grupo" of its own.
        await press(pilot, "t", "enter")
        shown = panel_text(app)
        assert "(del grupo" in shown and "(grupo" not in shown, shown
        await press(pilot, "escape")
    first, second = (
        c.model_copy(update={"group": "bloque", "initiative": value})
        for c, value in zip(party.encounter.combatants[-2:], (12, 7), strict=True)
    )
    assert group_problems([first, second]) == [
        f"encounter.combatants[1].initiative: los miembros de un bloque comparten una "
        f"iniciativa (12, como {first.id}) (se escribió 7)"
    ]
