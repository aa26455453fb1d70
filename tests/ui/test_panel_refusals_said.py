"""What a panel cannot do, it says, and it shows no key that does nothing (play-test 3):
FIDS's enemy pays a force only with Energy, a lower die that does not help is not "no
lower die"; EZD6's potion at full strikes says why r does nothing."""

from gmconsole.systems.ezd6.panel import Ezd6Panel
from tests.ui.conftest import answer

SIZE = (80, 24)


def shown(app, part: str) -> str:
    return " ".join(str(app.screen.query_one(f"#{part}").render()).split())


async def test_fids_enemy_pays_only_with_energy_without_a_key_and_no_better_die(make_app, lang):
    pay = {"en": "Pay a force with: Energy", "es": "Pagar el forzado con: Energía"}[lang]
    no_help = {
        "en": "forcing cannot help: no lower die does better",
        "es": "forzar no sirve: ningún dado menor da un resultado mejor",
    }[lang]
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")  # Capitana Arbeloa's turn: an enemy, Misfortune not offered
        await pilot.press("t")
        assert app.screen.choice("a").value == "capitan-1"
        assert pay in shown(app, "plan")
        assert f"[m] {pay}" not in shown(app, "plan")  # m cannot change it: no key
        await pilot.press("e")  # strength 4, neutral
        await answer(pilot, "5 6 6")  # keeps 6: a failure; the lower 5 fails too
        assert no_help in shown(app, "keys")


async def test_ezd6_potion_at_full_strikes_r_says_why(make_app, lang):
    """Aldric at full strikes, the potion mode: r tells the GM why nothing happens, and so
    does the enter after it (it said "Roll first (r)", sending the GM back to r)."""
    from tests.conftest import told

    why = {"en": "Aldric el Gris has all strikes", "es": "Aldric el Gris tiene todos sus strikes"}
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("home")
        while app.screen.tracker.selected_id != "aldric":
            await pilot.press("down")
        await pilot.press("T", "m", "m", "m", "m")  # the potion mode
        await pilot.pause()
        assert app.screen.mode == "potion"
        before = len(told(app))
        await pilot.press("r")
        await pilot.pause()
        assert not app.screen.rolled
        assert any(why[lang] in text for text in told(app)[before:])
        before = len(told(app))
        await pilot.press("enter")
        await pilot.pause()
        assert [why[lang] in text for text in told(app)[before:]] == [True]
        assert isinstance(app.screen, Ezd6Panel)
