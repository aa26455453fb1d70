"""The fight preview panel: how the fight on the table may go, simulated in a thread.

``P`` on the main screen mounts it in the place of the combat panel and the resources
(``toggle``; the tracker keeps its own); it watches the
party, restarts when the fight changes (an action, undo, the turn moving on), refines
as simulated fights accumulate, and never changes the party: no operation, nothing in
the log or the journal. ``r`` switches the target rule (named on the panel's frame);
the arrows, page keys, home and end scroll it (Textual's ``VerticalScroll`` keys);
escape or ``P`` closes it.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from gmconsole import fight_odds
from gmconsole.i18n import language, number, t, tn, translatable
from gmconsole.state.context import name_of
from rules.preview import TARGET_RULES, Estimate, Tally, TargetRule
from rules.preview.estimate import Figure
from rules.preview.model import ROUND_LIMIT
from rules.preview.run import Fight, simulator

if TYPE_CHECKING:
    from gmconsole.model.party import AnyParty
    from gmconsole.screens.main_screen import MainScreen

MAX_FIGHTS = 20_000
"""The simulation stops here: every interval is then within about ±0.7 points."""
FIRST_BATCH = 200
BATCH = 100
"""Fights per step after the first (about 2 ms of work)."""
PAUSE = 0.002
"""Seconds the thread sleeps after each step, holding no lock: the interface thread gets
Python's lock at once when a key comes, instead of waiting for the thread's time slice
(5 ms). The simulation takes about twice its CPU time in wall time for it."""
REPORT_EVERY = 0.15
"""Seconds between two updates of the panel while fights accumulate."""
SEED = 20_261_201
"""The same fight always gives the same figures."""
LINE_WIDTH = 36
"""The figures' lines are at least this wide (the values line up), at most the panel's."""
FIGURE_WIDTH = 11


class FightPreview(VerticalScroll):
    """The preview of the fight on the table: it follows the screen's ``shown_party``
    (each new party restarts the simulation when its fight changed)."""

    DEFAULT_CSS = """
    FightPreview {
        height: 1fr;
        scrollbar-gutter: stable;
        border: round $accent 60%;
        padding: 0 1;
        overflow-y: auto;
        scrollbar-size-vertical: 1;
    }
    FightPreview:focus { border: round $accent; }
    FightPreview #figures { height: auto; }
    FightPreview ProgressBar { height: 1; }
    FightPreview ProgressBar Bar { width: 1fr; }
    """
    BINDINGS = [
        Binding("r", "switch_rule", translatable("Target rule"), id="preview.rule"),
        Binding("escape", "close", translatable("Close"), id="preview.close"),
    ]

    @dataclass
    class Refined(Message):
        """The worker has a new estimate for fight number ``generation``."""

        generation: int
        estimate: Estimate

    def __init__(self, party: AnyParty, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.party = party
        self.rule: TargetRule = "weakest"
        self.fight: Fight | None = None
        self.generation = 0
        self.estimate: Estimate | None = None
        self.border_title = t("Fight preview")
        self.border_subtitle = self._rule_line()

    def compose(self) -> ComposeResult:
        yield ProgressBar(total=MAX_FIGHTS, show_eta=False, show_percentage=False)
        yield Static(id="figures", markup=False)

    def on_mount(self) -> None:
        self.watch(self.screen, "shown_party", self.follow, init=False)
        self.restart()

    # --- following the fight -------------------------------------------------------------
    def follow(self, party: AnyParty | None) -> None:
        if party is not None:
            self.party = party
            self.restart()

    def restart(self) -> None:
        """Restart the simulation when the fight on the table is not the one simulated."""
        fight = fight_odds.current_fight(self.party, self.rule)
        if fight == self.fight and self.generation:
            return
        self.fight = fight
        self.generation += 1
        self.estimate = None
        bar = self.query_one(ProgressBar)
        bar.update(progress=0)
        bar.display = True
        self._draw()
        if fight is not None:
            self._simulate(fight, self.generation)

    @work(thread=True, exclusive=True, group="fight-preview")
    def _simulate(self, fight: Fight, generation: int) -> None:
        worker = get_current_worker()
        sim = simulator(fight)
        rng = random.Random(SEED)
        tally = Tally(sim.ids)
        reported = 0.0
        size = FIRST_BATCH
        while tally.fights < MAX_FIGHTS and not worker.is_cancelled:
            sim.run(min(size, MAX_FIGHTS - tally.fights), rng, tally)
            size = BATCH
            now = time.monotonic()
            if (
                tally.fights == FIRST_BATCH
                or now - reported >= REPORT_EVERY
                or (tally.fights >= MAX_FIGHTS)
            ):
                reported = now
                self.post_message(self.Refined(generation, tally.estimate(sim.deaths)))
            time.sleep(PAUSE)  # the interface's turn: keys first

    def on_fight_preview_refined(self, message: Refined) -> None:
        message.stop()
        if message.generation != self.generation:
            return  # an old fight's figures
        self.estimate = message.estimate
        bar = self.query_one(ProgressBar)
        bar.update(progress=message.estimate.fights)
        bar.display = message.estimate.fights < MAX_FIGHTS  # its line to the figures when done
        self._draw()

    # --- keys ------------------------------------------------------------------------------
    def action_switch_rule(self) -> None:
        self.rule = TARGET_RULES[(TARGET_RULES.index(self.rule) + 1) % len(TARGET_RULES)]
        self.border_subtitle = self._rule_line()
        self.restart()

    def _rule_line(self) -> str:
        """The target rule, on the frame: seen however far the figures are scrolled."""
        return t("target: {rule} (r)", rule=t(fight_odds.RULE_NAMES[self.rule]))

    def action_close(self) -> None:
        close(self)

    # --- showing ---------------------------------------------------------------------------
    def _draw(self) -> None:
        self.query_one("#figures", Static).update(self.render_figures())

    def on_resize(self) -> None:
        self._draw()

    def render_figures(self) -> Content:
        """The figures as they stand (the tests read this), fitted to the panel's width:
        a name or label that leaves no room for its figures has them on the next line."""
        party = self.party
        muted = "$text-muted"
        lines: list[Content] = []
        estimate = self.estimate
        room = self.scrollable_content_region.width or LINE_WIDTH
        if self.fight is None:
            lines.append(Content.styled(t("Nobody in the fight."), muted))
        elif estimate is None:
            lines.append(Content.styled(t("Simulating..."), muted))
        else:
            fights = estimate.fights
            lines.append(
                Content.styled(
                    tn(
                        "{count} simulated fight",
                        "{count} simulated fights",
                        fights,
                        count=_count(fights),
                    ),
                    muted,
                )
            )
            rows = [
                (t("Party wins"), fight_odds.share(estimate.party_wins), "$success"),
                (t("Enemies win"), fight_odds.share(estimate.enemies_win), "$error"),
                (
                    t("Going after {rounds} rounds", rounds=ROUND_LIMIT),
                    fight_odds.share(estimate.going),
                    "",
                ),
                (t("Rounds left"), rounds(estimate.rounds), ""),
            ]
            deaths = bool(estimate.dead)
            title = t("Chance to go down · to die") if deaths else t("Chance to go down")
            for cid, down in estimate.down:
                text = fight_odds.share(down, compact=True).rjust(FIGURE_WIDTH)
                dead = estimate.dead_of(cid)
                if dead is not None:
                    text += fight_odds.share(dead, compact=True).rjust(FIGURE_WIDTH)
                rows.append((name_of(party, cid), text, ""))
            width = min(room, max(LINE_WIDTH, *(len(a) + len(b) + 1 for a, b, _ in rows)))
            lines.extend(_row(label, value, width, style) for label, value, style in rows[:4])
            lines.append(Content.styled(title, "bold"))
            lines.extend(_row(label, value, width) for label, value, _ in rows[4:])
        assumption = fight_odds.assumptions(party.system, self.rule)
        if assumption:
            lines.append(Content.styled(assumption, f"italic {muted}"))
        return Content("\n").join(lines)


def _row(label: str, value: str, width: int, style: str = "") -> Content:
    """``label`` and ``value`` on a line ``width`` wide; the value on the next line when
    they do not fit (a name is never cut)."""
    value = value.strip()
    if len(label) + len(value) + 1 <= width:
        return Content.assemble((label.ljust(width - len(value)), style), value)
    return Content.assemble((label, style), "\n", value.rjust(width))


def _count(value: int) -> str:
    """20,000 in English, 20.000 in Spanish."""
    text = f"{value:,}"
    return text.replace(",", ".") if language() == "es" else text


def rounds(figure: Figure) -> str:
    """Mean rounds left with their margin: ``4.2 ±0.1`` (``4.2`` when it rounds to 0)."""
    if round(figure.margin, 1) == 0:
        return number(figure.value, 1)
    return f"{number(figure.value, 1)} ±{number(figure.margin, 1)}"


# --- the main screen's P ---------------------------------------------------------------


@runtime_checkable
class FitsSide(Protocol):
    """A screen whose side boxes take what the tracker leaves (the main screen)."""

    def fit_side(self) -> None: ...


def toggle(screen: MainScreen) -> None:
    """Open the preview in the boxes' place, or close it; in a system without one,
    say why."""
    found = screen.query(FightPreview)
    if found:
        close(found.first())
        return
    engine = screen.engine
    reason = fight_odds.why_none(engine.party.system)
    if reason:
        screen.app.notify(reason, severity="warning", markup=False)
        return
    side = screen.query_one("#side")
    preview = FightPreview(engine.party, id="fight-preview")
    screen.add_class("-previewing")  # in the boxes' place while it shows
    screen.fit_side()
    side.mount(preview, before=0)
    preview.focus()


def close(preview: FightPreview) -> None:
    """Remove the preview (its worker is cancelled) and give the tracker its focus back."""
    screen = preview.screen
    preview.workers.cancel_group(preview, "fight-preview")
    screen.remove_class("-previewing")
    if isinstance(screen, FitsSide):  # the main screen: its boxes back to their width
        screen.fit_side()
    preview.remove()
    tracker = screen.query("#tracker")
    if tracker:
        tracker.first().focus()
