"""The console in Spanish, as a GM starts it: a fresh interpreter, the language set as
``--lang es`` sets it (test_keys_in_the_language_shown.py sets it after the imports)."""

import textwrap

from tests.conftest import run_fresh

SCRIPT = textwrap.dedent(
    """
    import asyncio, json, sys
    from pathlib import Path

    from gmconsole import cli
    cli._use_language("es")  # what `gmconsole --lang es` does before any import

    from textual.widgets import Static
    from gmconsole.app import GMConsole
    from gmconsole.dialogs.help_dialog import HelpDialog
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    async def main():
        path = Path(sys.argv[1])
        app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
        async with app.run_test(size=(160, 45)) as pilot:
            await pilot.pause()
            screen = app.screen
            footer = [
                (app.get_key_display(b), b.description)
                for _, b, enabled, _ in screen.active_bindings.values()
                if b.show
            ]
            palette = [
                (app.get_key_display(b), b.description)
                for _, b, _, _ in screen.active_bindings.values()
                if b.action == "command_palette"
            ]
            tracker = screen.query_one("#tracker")
            titles = [str(tracker.border_title), str(tracker.border_subtitle)]
            titles += [str(screen.query_one(f"#{w}").border_title) for w in ("panel", "log")]
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, HelpDialog)
            help_text = str(app.screen.query_one(Static).render())
            await pilot.press("escape", "n")
            await pilot.pause()
            log = [e.text for e in app.engine.party.log]
        seen = dict(footer=footer, palette=palette, titles=titles, help=help_text, log=log)
        print(json.dumps(seen))

    asyncio.run(main())
    """
)


def test_the_console_in_spanish(tmp_path):
    seen = run_fresh(SCRIPT, tmp_path, "ryf")
    descriptions = [description for _, description in seen["footer"]]
    for word in ("Siguiente", "Tirada", "Daño", "Curar", "Deshacer", "Guardar", "Ayuda"):
        assert word in descriptions, descriptions
    for word in ("Next", "Damage", "Heal", "Undo", "Redo", "Help", "Save"):
        assert word not in descriptions
    assert seen["palette"] == [["^p", "paleta"]]  # the footer's right-hand corner
    tracker_title, subtitle, panel_title, log_title = seen["titles"]
    assert tracker_title == "Iniciativa" and subtitle.startswith("ronda ")
    assert (panel_title, log_title) == ("Combate", "Registro")
    help_text = seen["help"]
    assert "Teclas" in help_text and "siguiente turno" in help_text
    assert "espacio" in help_text and "left_square_bracket" not in help_text
    keys_part = help_text.split("Reglas: ")[0]  # the rulings are the system's own text
    assert "Initiative" not in keys_part and "Damage" not in keys_part
    # "strikes", EZD6's word kept in Spanish, is explained where it first appears.
    assert help_text[help_text.index("strikes") :].startswith("strikes (las heridas de EZD6)")
    assert any(line.startswith("Turno: ") for line in seen["log"]), seen["log"]
