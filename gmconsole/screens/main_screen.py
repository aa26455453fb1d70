"""The fight's screen: it composes the widgets, binds the keys to the GM's intents and
routes. What a key means lives in ``gmconsole/intents`` (plain code, testable without a
UI) or, where it opens a screen of its own (the panel, the log, help), in a module of
this package; this screen is the intents' ``Table``: it asks their questions as dialogs,
runs their operations through the engine and shows the state the engine tells it."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import var
from textual.screen import Screen

from gmconsole import key_queue
from gmconsole.i18n import t
from gmconsole.lazy import lazy_module
from gmconsole.model.party import AnyParty
from gmconsole.screens.console_screen import ConsoleScreen, FollowsTheParty
from gmconsole.screens.intent_routes import (
    BESTIARY_ENTRY,
    COMBATANTS,
    CONDITIONS,
    ENCOUNTERS,
    HARM,
    PANEL,
    PREPARED,
    SCREEN_ACTIONS,
    SHEETS,
    TURNS,
    asking,
    intent,
)
from gmconsole.screens.main_keys import (
    KEYS,
    KeyRow,
    absent_action_notice,
    binding_id,
    keys_here,
    palette_actions,
    placed_keys,
    placed_rows,
    system_has,
)
from gmconsole.screens.selected_view import show_selected
from gmconsole.state.context import OpError
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import Operation, build
from gmconsole.systems.ui_base import ui_for
from gmconsole.text import plain
from gmconsole.toasts import clear_stale_toasts
from gmconsole.widgets.combat_panel import CombatPanel
from gmconsole.widgets.initiative_tracker import InitiativeTracker
from gmconsole.widgets.keys_footer import KeysFooter
from gmconsole.widgets.log_view import LogView
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from gmconsole.widgets.title_bar import TitleBar
from rules.dice import DiceSource

if TYPE_CHECKING:  # the type checker sees the real modules
    from pathlib import Path

    from gmconsole import storage
    from gmconsole.intents import fallen, resources
    from gmconsole.screens import question_dialogs
    from gmconsole.state import operations as ops
    from gmconsole.state.console_memory import PanelMemory
    from gmconsole.systems.base import SystemAdapter
    from gmconsole.systems.ui_base import SystemUi
else:  # needed once a key is pressed, not for the first frame (see gmconsole/lazy.py)
    ops = lazy_module("gmconsole.state.operations")
    storage = lazy_module("gmconsole.storage")
    fallen = lazy_module("gmconsole.intents.fallen")  # when someone first falls
    resources = lazy_module("gmconsole.intents.resources")
    question_dialogs = lazy_module("gmconsole.screens.question_dialogs")

NARROW_WIDTH = 100
"""Below this many columns the boxes go under the tracker (80x24: the tracker's full width)."""
SIDE_WIDTHS = (20, 42)
"""The boxes beside the tracker: as wide as the tracker leaves, between these, so that it
keeps room for names, health bars and flags (100x30 shows what 80x24 shows)."""
SIDE_USABLE = 28
"""The boxes go narrower than this only for a whole name, never for the flags ("Tirada
de / armadura" in 18 columns beside "acted wounded hidden": play-test 6; at 26, FIDS's
"Misfortune (GM): 8/15" broke before its value: play-test 20)."""
SHORT_HEIGHT = 30
"""Below this many rows the log keeps four lines (80x24 showed two)."""


class MainScreen(ConsoleScreen):
    """The fight: the one place that runs operations and tells the widgets."""

    BINDINGS = [
        Binding(key, action, label, show=shown, id=binding_id(action))
        for key, action, label, _, shown in KEYS
        if action
    ]

    shown_party: var[AnyParty | None] = var(None, always_update=True)
    """The party the screen shows, set after every change (the preview watches it)."""

    # Textual's own breakpoints set both classes, in one restyle of the screen (two
    # ``set_class`` calls in ``on_resize`` did it before; a console's start under the
    # Pilot measured the same within the noise, 70-78 ms of CPU either way).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW_WIDTH, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (SHORT_HEIGHT, "-tall")]

    def __init__(self, engine: Engine, path_label: str) -> None:
        super().__init__()
        self.engine = engine
        self.path_label = path_label
        self.last_target: str | None = None
        """The target of the last roll with one (a panel's default target when still sensible)."""
        self.last_condition: dict[str, object] | None = None
        """The last condition added (name and duration), for C to repeat."""
        self.panel_memory: PanelMemory = engine.memory.setdefault("panels", {})
        """Each actor's panel options from last time, for this fight (reset when it ends);
        kept in the engine's memory, which the recovery journal keeps."""
        self._following = False
        """The operation running moves the cursor to whose turn it is (``run``'s follow)."""

    @property
    def party(self) -> AnyParty:
        """The party now: the engine's value (each operation, undo or redo makes a new
        one), never a copy kept here."""
        return self.engine.party

    @property
    def adapter(self) -> SystemAdapter:
        return self.engine.adapter

    @property
    def party_path(self) -> Path | None:
        return self.console.path

    @cached_property
    def ui(self) -> SystemUi:
        """The system's panel and dialogs, imported when a key first needs them (not for
        the first frame)."""
        return ui_for(self.party.system, self.adapter)

    # --- which keys this system has -----------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide the actions the open system does not have (footer, help and palette)."""
        return self.has_action(action)

    def on_key(self, event: events.Key) -> None:
        """A key of an action this system lacks says so."""
        notice = absent_action_notice(
            placed_rows(self.console.keymap), self.has_action, self.adapter.title, event.key
        )
        if notice is not None:
            event.stop()
            self.app.notify(notice, severity="warning", markup=False, timeout=3)

    def has_action(self, action: str) -> bool:
        return system_has(self.adapter, action)

    def keys_here(self) -> list[KeyRow]:
        return keys_here(self.console.keymap, self.adapter)

    def placed_keys(self) -> list[KeyRow]:
        return placed_keys(self.console.keymap)

    def palette_actions(self) -> list[tuple[str, str]]:
        return palette_actions(self.console.keymap, self.adapter)

    # --- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="body"):
            yield InitiativeTracker(self.party, self.adapter, id="tracker")
            with Vertical(id="side"):
                yield CombatPanel(id="panel")
                yield ResourceSidebar(id="resources")
        yield LogView(id="log")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.title = f"{plain(self.party.name)} · {self.adapter.title}"
        self.call_after_refresh(self._tell_comments)  # not on the first frame's path
        self.tracker.focus()
        if self.party.encounter.active:
            # Opening a fight in progress (or a restored one): start on whose turn it is
            # (now, so that a key typed at once moves from there), scrolled into view
            # once the tracker has its size (80x24 shows few rows).
            self.select_turn()
            self.call_after_refresh(self.tracker.scroll_to_cursor)
        self.engine.watch(self.show_state)
        self.show_state()

    def _tell_comments(self) -> None:
        """A hand-written file's comments would not survive a save: say so at once."""
        path = self.console.path
        if path is not None and (lines := storage.dropped_comments(path)):
            self.warn(storage.comments_warning(path, lines), long=True)

    def on_resize(self) -> None:
        # The breakpoints set "-narrow" (the boxes under the tracker) and "-short" (80x24:
        # the log keeps four lines, the fight the rest) before this handler runs.
        self.fit_side()

    def fit_side(self) -> None:
        """Beside the tracker, the boxes take what its rows leave (``SIDE_WIDTHS``)."""
        side = self.query_one("#side")
        if self.size.width < NARROW_WIDTH:
            side.styles.width = None  # the stylesheet's: under the tracker
            return
        low, high = SIDE_WIDTHS
        width, tracker = self.size.width, self.tracker
        names = width - tracker.wanted_width(every_flag=False)  # whole, and one flag
        # The preview takes all the names leave; the boxes what the flags leave too.
        flags = names if self.has_class("-previewing") else width - tracker.wanted_width()
        side.styles.width = min(high, max(flags, min(SIDE_USABLE, names), low))

    @property
    def tracker(self) -> InitiativeTracker:
        return self.query_one(InitiativeTracker)

    # --- showing state ------------------------------------------------------------------
    def show_state(self) -> None:
        """The engine's party changed (or its saved state): tell every widget. The one
        path from an operation, an undo, a redo, a restore or a save to the screen."""
        party = self.party
        self.tracker.unsaved = self.engine.dirty
        if self._following:  # the cursor goes to whose turn it is in the one redraw
            self.tracker.to_turn_on_sync()
        self.tracker.party = party  # redraws, with the cursor on the turn when following
        self._following = False
        self.fit_side()
        self.show_selected()
        self.query_one(LogView).show(party.log)
        self.shown_party = party
        for screen in self.app.screen_stack:  # a panel open over the fight
            if isinstance(screen, FollowsTheParty):
                screen.follow_party(party)

    @on(InitiativeTracker.Selected)
    def _selected(self) -> None:
        self.show_selected()

    def show_selected(self) -> None:
        panel, sidebar = self.query_one(CombatPanel), self.query_one(ResourceSidebar)
        show_selected(self.party, self.adapter, self.tracker.shown_id, panel, sidebar)

    # --- the intents' table (gmconsole/intents/table.py) ----------------------------------
    def run(
        self, op: Operation | None, dice: DiceSource | None = None, follow: bool = False
    ) -> bool:
        """Run an operation through the engine; a refusal is shown, never raised.

        ``follow`` moves the cursor to whose turn it is before the one redraw.
        """
        if op is None:
            return False
        self._following = follow
        rows, selected = self.tracker.rows, self.tracker.selected_row  # before a fall
        try:
            outcome = self.engine.execute(op, dice)
        except ActionRefused as refusal:
            self.warn(str(refusal))
            return False
        finally:
            self._following = False
        if outcome.fell and not follow:  # one rule for every path that downs someone
            self.tracker.follow_fallen(outcome.fell, rows, selected)
        if op.actor is not None and op.target not in (None, op.actor):
            # A roll's target only: the GM's u, d, c or f on a row is no pick for the next
            # t (play-test 10: u on a group made its first member every first t's target).
            self.last_target = op.target
        self._offer_for_the_fallen(op, outcome.fell)
        return True

    def _offer_for_the_fallen(self, op: Operation, fell: list[str]) -> None:
        """Ask the system's questions about whoever ``op`` took down, each with its panel
        (EZD6: a hero's save; ``gmconsole/intents/fallen.py``), whatever path ran ``op``.
        Asked in a worker (``op`` ran in a key's handler); keys typed now answer them."""
        offers = self.ui.fallen_offers(self.party, op, fell, self.console.dice) if fell else []
        if offers:
            key_queue.asking(self, fallen.offer(self, offers))

    def make(self, cls: type[Operation], **args: object) -> Operation | None:
        """Build an operation from dialog values; a bad value is shown, naming the field."""
        try:
            return build(cls, **args)
        except OpError as problem:
            self.warn(str(problem))
            return None

    def selected(self, quiet: bool = False) -> str | None:
        cid = self.tracker.selected_id
        if cid is None and not quiet:
            self.warn(t("Nobody is selected: add combatants first."))
        return cid

    def targets(self) -> list[str]:
        """The marked combatants (space), else the selected one."""
        marked = [cid for cid in self.tracker.marked if self.has_combatant(cid)]
        if marked:
            return marked
        cid = self.selected()
        return [cid] if cid is not None else []

    def selected_group(self) -> str | None:
        marked = any(self.has_combatant(cid) for cid in self.tracker.marked)
        return None if marked else self.tracker.selected_group

    def clear_marks(self) -> None:
        if self.tracker.marked:
            self.tracker.clear_marks()

    async def ask(self, question: object) -> Any:
        """Ask a question (``intents/questions.py``) as its dialog, or push a screen of
        the fight's own (a panel), and wait for the answer (None or False when cancelled)."""
        if not isinstance(question, Screen):
            question = question_dialogs.dialog_for(question)
        return await self.app.push_screen_wait(question)

    def warn(self, text: str, *, long: bool = False, replacing: bool = False) -> None:
        if replacing:
            self.app.clear_notifications()
        self.app.notify(text, severity="warning", markup=False, timeout=10 if long else None)

    def fail(self, text: str) -> None:
        self.app.notify(text, severity="error", markup=False)

    def tell(self, text: str, *, briefly: bool = True, replacing: bool = False) -> None:
        if replacing:
            self.app.clear_notifications()
        self.app.notify(text, markup=False, timeout=2 if briefly else None)

    def note(self, text: str) -> None:
        clear_stale_toasts(self.app)  # what was said before the undo is stale
        self.query_one(LogView).say(text)

    def select_turn(self) -> None:
        holder = self.party.encounter.holder
        if holder is not None:
            self.tracker.select_id(holder.id)
            self.show_selected()

    # --- what other modules of the screen ask ---------------------------------------------
    def has_combatant(self, cid: str) -> bool:
        return any(c.id == cid for c in self.party.encounter.combatants)

    # --- keys to intents (screens/intent_routes.py) ---------------------------------------
    action_next_turn = intent(TURNS, "next_turn")
    action_previous_turn = intent(TURNS, "previous_turn")
    action_give_turn = intent(TURNS, "give_turn")
    action_roll_initiative = asking(TURNS, "roll_initiative")
    action_reroll_initiative = intent(TURNS, "reroll_initiative")
    action_edit_initiative = asking(TURNS, "edit_initiative")
    action_sort = intent(TURNS, "sort")
    action_move = intent(TURNS, "move")
    action_delay = intent(TURNS, "delay")
    action_return_now = asking(TURNS, "return_now")
    action_undo = intent(TURNS, "undo")
    action_redo = intent(TURNS, "redo")
    action_add_from_roster = asking(ENCOUNTERS, "add_enemies")
    action_prepared = asking(PREPARED, "prepared_encounters")
    action_save_to_bestiary = asking(BESTIARY_ENTRY, "save_to_bestiary")
    action_quick_add = asking(COMBATANTS, "quick_add")
    action_add_member = asking(COMBATANTS, "add_member")
    action_remove = asking(COMBATANTS, "remove")
    action_end_fight = asking(COMBATANTS, "end_fight")
    action_notes = asking(COMBATANTS, "notes")
    action_edit_sheet = asking(SHEETS, "edit_selected")
    action_party_sheets = asking(SHEETS, "party_and_roster")
    action_toggle_flag = asking(COMBATANTS, "toggle_flag")
    action_long_rest = asking(COMBATANTS, "long_rest")
    action_damage = asking(HARM, "damage")
    action_heal = asking(HARM, "heal")
    action_add_condition = asking(CONDITIONS, "add_condition")
    action_repeat_condition = asking(CONDITIONS, "repeat_condition")
    action_remove_condition = asking(CONDITIONS, "remove_condition")
    action_test = asking(PANEL, "test")
    action_test_selected = asking(PANEL, "test_selected")
    action_zone = asking(SCREEN_ACTIONS, "system_action", "zone")
    action_surprise = asking(SCREEN_ACTIONS, "system_action", "surprise")
    action_experience = asking(SCREEN_ACTIONS, "system_action", "experience")
    action_toggle_fallen = intent(SCREEN_ACTIONS, "toggle_fallen")
    action_show_log = intent(SCREEN_ACTIONS, "show_log")
    action_help = intent(SCREEN_ACTIONS, "show_help")
    action_write_recap = asking("gmconsole.intents.recap", "write_recap_file")
    action_fight_preview = intent("gmconsole.widgets.fight_preview", "toggle")

    def action_save(self) -> None:
        """ctrl+s (a hand-written file's comments: asked first, ``save_asking``)."""
        self.console.save_asking()

    def action_follow_log(self) -> None:
        self.query_one(LogView).follow()

    def action_scroll_box(self, lines: int) -> None:
        self.query_one(CombatPanel).scroll_relative(y=lines, animate=False)

    @on(ResourceSidebar.Adjust)
    def _adjust(self, event: ResourceSidebar.Adjust) -> None:
        resources.adjust(self, event.resource, event.delta)

    @on(ResourceSidebar.TypeAmount)
    def _type_amount(self, event: ResourceSidebar.TypeAmount) -> None:
        self._ask_change(event.resource)

    _ask_change = asking("gmconsole.intents.resources", "ask_change")
