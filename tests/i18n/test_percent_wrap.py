"""A percent sign never wraps alone onto a line (issue 22: at 80 columns the FIDS odds
line ended "fracaso 72,2" and the next line was "%")."""

from pathlib import Path

from textual.widgets import Static

from gmconsole import i18n
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES
from tests.pilot_keys import press


def _shown_lines(widget: Static) -> list[str]:
    return [widget.render_line(y).text.strip() for y in range(widget.size.height)]


async def _panel_lines(tmp_path, system: str, size: tuple[int, int]) -> list[str]:
    from gmconsole.app import GMConsole

    path = Path(tmp_path / f"{system}.toml")
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(3))
    async with app.run_test(size=size) as pilot:
        await press(pilot, "t")
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        return _shown_lines(panel.query_one("#plan", Static))


async def test_the_percent_sign_stays_with_its_number(tmp_path):
    i18n.set_language("es")
    for system, size in (("fids", (80, 24)), ("ryf", (80, 24)), ("fids", (100, 30))):
        (tmp_path / f"{system}{size[0]}").mkdir()
        lines = await _panel_lines(tmp_path / f"{system}{size[0]}", system, size)
        assert any("%" in line for line in lines), lines
        alone = [line for line in lines if line.startswith("%")]
        assert not alone, lines
