import hashlib
from pathlib import Path

import pytest

from gmconsole.app import GMConsole
from gmconsole.storage import load_party
from rules.dice import RandomDice, ScriptedDice
from tests.budget import is_long
from tests.conftest import SAMPLES
from tests.pilot_keys import burst, press


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path, monkeypatch):
    """Recent files go to a temp folder, never the user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.fixture
def make_app(tmp_path):
    """A console on a temp copy of a sample party, with scripted or seeded dice."""

    def make(system: str, dice: list[int] | None = None, seed: int = 1) -> GMConsole:
        path = tmp_path / f"{system}.toml"
        if not path.exists():
            path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
        source = ScriptedDice(dice) if dice is not None else RandomDice(seed)
        return GMConsole(path=Path(path), party=load_party(path), dice=source)

    return make


async def type_text(pilot, text: str) -> None:
    """Type text into the focused input, as a fast typist does (one burst)."""
    await burst(pilot, ["space" if char == " " else char for char in text])


async def answer(pilot, text: str) -> None:
    """Fill the focused dialog input and confirm."""
    await type_text(pilot, text)
    await press(pilot, "enter")


def use_samples(monkeypatch, folder: Path) -> None:
    """Make the start screen (and the sample copies it makes) use ``folder`` for the
    shipped samples, so no test reads or writes the working tree's sample_parties/."""
    import importlib

    for name in ("gmconsole.samples", "gmconsole.screens.start_screen"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(module, "SAMPLES"):
            monkeypatch.setattr(module, "SAMPLES", folder)


def order_ids(app) -> list[str]:
    """The fight's order now, by id."""
    return [c.id for c in app.engine.party.encounter.combatants]


def turn_holder(app) -> str:
    """Whose turn it is now, by id."""
    encounter = app.engine.party.encounter
    return encounter.combatants[encounter.turn].id


def plan_text(app) -> str:
    """What the open panel's plan says."""
    return str(app.screen.query_one("#plan").render())


def panel_text(app) -> str:
    """Every text the open panel shows (its plan, result and keys)."""
    from textual.widgets import Static

    from gmconsole.dialogs.panel_screen import PanelScreen

    assert isinstance(app.screen, PanelScreen)
    return "\n".join(str(w.render()) for w in app.screen.query(Static))


def log_texts(app) -> list[str]:
    """The party's log, oldest first."""
    return [entry.text for entry in app.engine.party.log]


async def select(pilot, cid: str) -> None:
    """Move the tracker's selection to combatant ``cid`` (from the top)."""
    await pilot.press("home")
    for _ in range(40):
        if pilot.app.screen.tracker.selected_id == cid:
            return
        await pilot.press("down")
    raise AssertionError(f"could not select {cid}")


def relaunch(path: Path) -> GMConsole:
    """A console opened again on the file at ``path`` (as after a restart)."""
    return GMConsole(path=path, party=load_party(path), dice=RandomDice(0))


LANGS = ["en", "es"]


def pytest_generate_tests(metafunc):
    """A test asking for ``lang`` runs in both languages with ``--long`` and in ONE by
    default, chosen from the test's name (deterministic, about half of them each), as
    ``each_system`` does for systems: the words of both languages keep their own tests
    in ``tests/i18n`` and ``tests/rules``. A test that parametrizes ``lang`` itself keeps
    its own values."""
    if "lang" not in metafunc.fixturenames:
        return
    marks = metafunc.definition.iter_markers("parametrize")
    if any("lang" in str(mark.args[:1]) for mark in marks):
        return
    if is_long():
        chosen = LANGS
    else:
        digest = hashlib.sha256(metafunc.definition.nodeid.encode()).digest()
        chosen = [LANGS[digest[0] % len(LANGS)]]
    metafunc.parametrize("lang", chosen, indirect=True)


@pytest.fixture
def lang(request):
    """The console's and the rules' words in ``request.param`` (see
    ``pytest_generate_tests``)."""
    from gmconsole import i18n
    from rules import language

    i18n.set_language(request.param)
    language.set_language(request.param)
    yield request.param
    i18n.set_language("en")
    language.set_language("en")


def on_screen(app) -> str:
    """The screen's text as drawn (the screenshot's characters, tags dropped)."""
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", "", app.export_screenshot())).replace("\xa0", " ")


def drawn_strips(widget) -> list:
    """The widget's rows as the screen shows them, border and padding included (what was
    drawn, not worked out anew): Textual's strips, with their styles."""
    from textual.geometry import Region

    region = widget.content_region.translate(-widget.region.offset)
    strips = widget.render_lines(Region(0, 0, widget.outer_size.width, widget.outer_size.height))
    return strips[region.y : region.y + region.height]


def toasts(app) -> list[str]:
    """The toasts on the screen, as the GM reads them."""
    return [" ".join(str(toast.render()).split()) for toast in app.screen.query("Toast")]


def drawn(widget) -> list[str]:
    """The widget's content rows as the screen shows them, as text."""
    region = widget.content_region.translate(-widget.region.offset)
    return [
        strip.text[region.x : region.x + region.width].rstrip() for strip in drawn_strips(widget)
    ]
