"""The fight preview in Spanish: its panel, its figures (decimal comma, "62 %") and the
reason FIDS and Eclipse Phase give."""

from pathlib import Path

from gmconsole import fight_odds, i18n
from gmconsole.fight_odds import share
from gmconsole.storage import load_party
from gmconsole.widgets.fight_preview import FightPreview, rounds
from rules.dice import RandomDice
from rules.preview.estimate import Figure
from tests.conftest import SAMPLES


def test_figures_are_written_the_spanish_way():
    i18n.set_language("es")
    assert share(Figure(0.625, 0.62, 0.63)) == "62,5 % ±0,5"
    assert share(Figure(0.625, 0.62, 0.63), compact=True) == "62,5±0,5 %"
    assert rounds(Figure(4.25, 4.0, 4.5)) == "4,2 ±0,2" or rounds(Figure(4.25, 4.0, 4.5)) == (
        "4,3 ±0,2"
    )


def test_why_there_is_no_preview_in_spanish():
    i18n.set_language("es")
    assert "no tiene previsión del combate" in fight_odds.why_none("fids")
    assert "no da regla de daño" in fight_odds.why_none("eclipse_phase")
    assert fight_odds.why_none("ryf") is None


async def test_the_panel_speaks_spanish(tmp_path, short_preview):
    i18n.set_language("es")
    from gmconsole.app import GMConsole

    path = Path(tmp_path / "ezd6.toml")
    path.write_bytes((SAMPLES / "ezd6.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(3))
    async with app.run_test(size=(120, 44)) as pilot:
        await pilot.press("P")
        for _ in range(400):
            await pilot.pause(0.05)
            if app.screen.query_one(FightPreview).estimate is not None:
                break
        shown = app.screen.query_one(FightPreview).render_figures().plain
        assert "Gana el grupo" in shown and "Ganan los enemigos" in shown
        assert "Sigue tras 20 rondas" in shown and "Rondas que quedan" in shown
        assert "Probabilidad de caer" in shown and "el más débil" in shown
        assert "dificultad 3" in shown
