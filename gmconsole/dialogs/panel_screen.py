"""The shared shape of a system panel: options changed by keys, exact odds before the
roll, roll or type in the table's dice, choices after the roll, then one confirmed action.

A panel never changes state and never reaches into the screen that opened it: it is told
the party, the adapter and the dice, resolves with the rules to show what would happen
and, on confirmation, dismisses with the planned operation and the dice it used. The
screen that pushed it runs that operation (replaying the same dice through the history).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.events import Key
from textual.widgets import Static

from gmconsole.dialogs.help_dialog import HelpDialog
from gmconsole.dialogs.key_hints import KeyHint, render_hints
from gmconsole.dialogs.panel_keys import (
    PANEL_BINDINGS,
    binding_id_of,
    class_bindings,
    option_binding_ids,
    option_keys,
    own_bindings,
)
from gmconsole.dialogs.panel_lines import (
    keys_before_roll,
    memory_lines,
    odds_line,
    option_line,
    result_lines,
    rolled_keys,
    text_lines,
    warning_lines,
)
from gmconsole.dialogs.panel_listing import (
    footer_label,
    help_keys,
    list_mark,
    palette_actions,
    system_keys_offered,
    value_list,
)
from gmconsole.dialogs.panel_memory import (
    came_back,
    is_pinned,
    memory_items,
    own_turn,
    remembered,
    to_restore,
)
from gmconsole.dialogs.panel_roll import CharT, PanelRoll, PartyT
from gmconsole.dialogs.panel_values import Choice
from gmconsole.i18n import LazyText, lazy_t, t
from gmconsole.state.console_memory import PanelMemory
from gmconsole.state.context import OpError
from gmconsole.state.targets import carried_over
from gmconsole.widgets.keys_footer import KeysFooter
from rules.dice import DiceSource
from rules.errors import RulesError

if TYPE_CHECKING:
    from gmconsole.systems.base import SystemAdapter


class PanelScreen(PanelRoll[PartyT, CharT]):
    DEFAULT_CSS = """
    PanelScreen { align: center middle; }
    PanelScreen > VerticalScroll {
        width: 96; max-width: 100%; height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    PanelScreen #plan { margin-bottom: 1; }
    PanelScreen #result { color: $text; margin-bottom: 1; }
    PanelScreen #keys { color: $text-muted; }
    """
    BINDINGS = PANEL_BINDINGS
    title_text: str | LazyText = lazy_t("Panel")
    OPTION_NAMES: ClassVar[dict[str, str]] = {}
    """The options' binding names by their default key, e.g. ``{"s": "skill"}``: the keys
    are real bindings ``panel.skill`` (next value) and ``panel.skill_back`` (the uppercase
    key: previous value), so they show in the footer and the palette and a keymap file can
    move them. Static, so the keymap knows every id before a panel opens."""
    TARGET_OPTION: ClassVar[str] = "t"
    """The option that holds whom the action is against."""
    ACTOR_OPTION: ClassVar[str] = "a"
    """The option that holds who acts."""
    KIND_OPTIONS: ClassVar[frozenset[str]] = frozenset()
    """The options that say what roll this is (a mode, a weapon, a skill, a target): the
    actor's next panel opens with those of their last repeatable roll on their own turn
    (``panel_memory``). An option in neither set is never remembered."""
    SITUATIONAL_OPTIONS: ClassVar[frozenset[str]] = frozenset()
    """One-off modifiers (difficulty, boons, banes, cover): every panel starts them at
    their defaults unless the GM pins them (``panel.pin``)."""
    SYSTEM_KEYS: ClassVar[dict[str, tuple[str, str]]] = {}
    """The system's other panel keys (after the roll: a hero die, karma, forcing ...) by
    key: (binding name, description marked ``translatable``). Bound as ``panel.<name>``;
    the footer lists those the key line offers now (``system_keys_offered``); a key that
    does not apply now does nothing."""

    def __init__(
        self,
        party: PartyT,
        adapter: SystemAdapter[PartyT, CharT],
        dice: DiceSource,
        cid: str,
        target: str | None = None,
    ) -> None:
        super().__init__(party, adapter, dice, cid, target)
        self.choices: list[Choice] = []
        self.setup()

    def __init_subclass__(cls, **kwargs: bool) -> None:
        """A panel's option and system keys are bindings of its class, built once here
        from ``OPTION_NAMES`` and ``SYSTEM_KEYS`` (before Textual merges the class's
        bindings); the keymap moves them by id (``App.set_keymap``)."""
        if "OPTION_NAMES" in cls.__dict__ or "SYSTEM_KEYS" in cls.__dict__:
            cls.OPTION_OF = option_keys(cls.OPTION_NAMES)
            own = class_bindings(cls.OPTION_NAMES, cls.SYSTEM_KEYS)
            cls.BINDINGS = [*cls.__dict__.get("BINDINGS", []), *own]
        super().__init_subclass__(**kwargs)

    # --- for subclasses ------------------------------------------------------------------
    def setup(self) -> None:
        """Build self.choices."""

    def on_choice_changed(self, choice: Choice) -> None:
        """Hook: a choice changed (e.g. the mode, which shows other choices)."""

    def extra_key(self, key: str) -> bool:
        """Hook for keys beyond the choices (check self.rolled); True when handled."""
        return False

    def key_hints(self) -> list[KeyHint]:
        """The system's keys this roll offers now (after the roll), as data: the key line
        and the footer show them with the GM's keymap (``key_hint`` makes one)."""
        return []

    def repeatable(self) -> bool:
        """Whether ``t`` brings this roll back next time (an attack, a test); a save or
        a potion is never what it brings back."""
        return True

    # --- helpers -------------------------------------------------------------------------
    def acting(self) -> str:
        """Who acts as the options stand (the actor the panel opened for, or another the
        GM picked)."""
        actor = self.choice_or_none(self.ACTOR_OPTION)
        return actor.text if actor is not None and actor.values else self.cid

    def warnings(self) -> list[str]:
        """Lines that call out a strange choice (an ally, someone down, out of reach):
        shown in the warning colour before the roll; the roll is still allowed."""
        return []

    def choice(self, key: str) -> Choice:
        return next(c for c in self.choices if c.key == key)

    # --- the options as bindings ---------------------------------------------------------
    @classmethod
    def option_binding_ids(cls) -> set[str]:
        """Every binding id this panel's options may have (for the keymap file)."""
        return option_binding_ids(cls.OPTION_NAMES, cls.SYSTEM_KEYS)

    OPTION_OF: ClassVar[dict[str, str]] = {}
    """The option key of each option binding, by binding id (built with the class)."""

    def footer_label(self, binding: Binding) -> str | None:
        """What the footer says for one of this panel's bindings (None: not listed):
        an option by its label here, a system key while it is offered."""
        listed = {c.key: c for c in self.choices if c.key not in self.options_hidden}
        return footer_label(binding, self.OPTION_OF, listed, self.SYSTEM_KEYS, self.keys_offered)

    def footer_key_mark(self, binding: Binding) -> str:  # x… for an option that opens a list
        return list_mark(self.choice_or_none(self.OPTION_OF.get(binding.id or "", "")))

    def choice_or_none(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.key == key), None)

    def system_key(self, key: str) -> str:
        """What the GM presses for one of the system's keys (``SYSTEM_KEYS``)."""
        return self.shown_key(f"panel.{self.SYSTEM_KEYS[key][0]}", key)

    def key_hint(self, keys: str | list[str], label: str) -> KeyHint:
        """A hint for one of this panel's keys, named by its default key: a system key
        (``SYSTEM_KEYS``), an option's key or a panel key (``enter``); a list is a range
        (FIDS's ``1-3``)."""
        named = [keys] if isinstance(keys, str) else keys
        ids = [binding_id_of(key, self.OPTION_NAMES, self.SYSTEM_KEYS) for key in named]
        return KeyHint(label, tuple(zip(ids, named, strict=True)))

    def rendered(self, hints: list[KeyHint]) -> str:
        """Hints as the GM reads them, with the keys the keymap gave them."""
        return render_hints(hints, self.shown_key)

    def result_hint(self) -> str:
        """The result's hint: its text, then the keys it offers."""
        if self.preview is None:
            return ""
        parts = [self.preview.hint, self.rendered(self.preview.hints)]
        return t(" · ").join(part for part in parts if part)

    def key_of(self, choice: Choice) -> str:
        """The key the GM presses for this option (the keymap file may have moved it)."""
        return self.shown_key(f"panel.{self.OPTION_NAMES[choice.key]}", choice.key)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """An option not shown in this mode is no key at all; one fixed by the roll is
        shown dimmed (and its key says so)."""
        if action in ("roll", "reset_options") and self.rolled:
            return None
        if action == "pin":
            return bool(self.SITUATIONAL_OPTIONS)
        if action == "enter_dice" and self.rolled and not self.dice_missing:
            return None
        if action in ("next_value", "previous_value"):
            choice = self.choice_or_none(str(parameters[0]))
            if choice is None or not choice.visible or not choice.values:
                return False
            if self.rolled and not choice.after_roll:
                return None
        return True

    def palette_actions(self) -> list[tuple[str, str]]:
        """(description, action) for the command palette while the panel is open."""
        return palette_actions(self.choices, self.check_action, self.shown_key, self.key_of)

    # --- layout --------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="plan")
            yield Static(id="result")
            yield Static(id="keys")
        yield KeysFooter()

    def on_mount(self) -> None:
        if self.fight_changed():
            return
        # The footer composes itself on mount: no second pass for the first drawing.
        self._footer_shows = self._footer_signature()
        self.redraw()

    def _footer_signature(self) -> tuple[object, ...]:
        return (
            self.rolled,
            self.dice_missing,
            tuple(c.visible and bool(c.values) for c in self.choices),
            self.keys_offered,
            self.options_hidden,
        )

    options_hidden: frozenset[str] = frozenset()
    """The after-roll options the footer leaves out now (``option_offered``)."""
    keys_offered: frozenset[str] = frozenset()
    """The system keys (``SYSTEM_KEYS``, by default key) the footer lists now."""

    def system_keys_offered(self, hints: list[KeyHint] | None = None) -> frozenset[str]:
        """The system keys the key line and the result offer now: the footer lists
        those, so it shows what the keys do after the roll as the key line does."""
        if not self.rolled or self.dice_missing:
            return frozenset()
        hints = self.key_hints() if hints is None else hints
        shown = hints if self.preview is None else [*hints, *self.preview.hints]
        return system_keys_offered(shown, self.SYSTEM_KEYS)

    def option_offered(self, choice: Choice) -> bool:
        """Whether the footer offers this after-roll option now (it stays a key): FIDS
        no longer offers paying with Misfortune once chosen, nor after the force."""
        return True

    def _options_not_offered(self) -> frozenset[str]:
        return frozenset(
            c.key
            for c in self.choices
            if self.rolled and c.after_roll and c.visible and not self.option_offered(c)
        )

    def redraw(self) -> None:
        if not self.is_attached or self.closing:
            return  # a dialog answered after the panel closed: nothing to draw
        lines: list[Content] = [Content.styled(str(self.title_text), "bold $accent")]
        pin = self.shown_key("panel.pin", "j")
        pinned = memory_items(self.choices, self.SITUATIONAL_OPTIONS) if self.pinned else None
        lines += memory_lines(self.brought_back, pinned, pin)
        lines += [
            option_line(choice, self.key_of(choice), self.rolled and not choice.after_roll)
            for choice in self.choices
            if choice.visible
        ]
        try:
            plan_lines, odds = self.plan()
            self.error = self.error if self.rolled else ""
        except (OpError, RulesError) as problem:
            plan_lines, odds = [], None
            self.error = str(problem)
        width = self.text_width()
        lines += [*text_lines(plan_lines, width), *warning_lines(self.warnings())]
        if odds is not None:
            lines.append(odds_line(odds))
        self.query_one("#plan", Static).update(Content("\n").join(lines))
        result = result_lines(self.preview, self.result_hint(), self.error, width)
        self.query_one("#result", Static).update(Content("\n").join(result))
        key_hints = self.key_hints() if self.rolled and not self.dice_missing else []
        if self.dice_missing:
            keys = self.missing_dice_help()
        elif self.rolled:
            keys = rolled_keys(self.shown_key, self.rendered(key_hints))
        else:
            keys = keys_before_roll(self.shown_key, pin=bool(self.SITUATIONAL_OPTIONS))
        self.query_one("#keys", Static).update(Content(keys))
        # The footer follows the options this mode shows. Refreshing the bindings is
        # asked only when what it would show changed: the footer would skip an unchanged
        # redraw anyway, but working out the screen's bindings costs on every key.
        offered = self.system_keys_offered(key_hints)
        if offered != self.keys_offered:
            self.keys_offered = offered
        if (hidden := self._options_not_offered()) != self.options_hidden:
            self.options_hidden = hidden
        footer_shows = self._footer_signature()
        if footer_shows != self._footer_shows:
            self._footer_shows = footer_shows
            self.refresh_bindings()
        if self.rolled:
            # On a small terminal (80x24) the result and its keys are below the fold:
            # after a roll they are what the GM reads next.
            self.call_after_refresh(self._show_result)

    def show_error(self, why: str) -> None:
        self.query_one("#result", Static).update(Content.styled(why, "bold $error"))

    def text_width(self) -> int:
        """The cells a panel line has (0 before the first layout)."""
        return self.query_one("#plan", Static).content_region.width

    def on_resize(self) -> None:
        # The lines are wrapped to the panel's width (keep_percent): again once it is known.
        self.call_after_refresh(self.redraw)

    def _show_result(self) -> None:
        if self.is_attached and not self.closing:
            self.query_one(VerticalScroll).scroll_end(animate=False)

    # --- keys ----------------------------------------------------------------------------
    def on_key(self, event: Key) -> None:
        """Keys beyond the options (the system's after-roll keys); an option's key that
        the roll fixed says why it does nothing."""
        if self.closing or self.fight_changed():
            event.stop()
            return
        character = event.character or ""
        # A system key reaches extra_key through its binding (which a keymap may move).
        if character not in self.SYSTEM_KEYS and self.extra_key(character):
            event.stop()
            self.redraw()
            return
        # An option's key (as the keymap has it) that the roll fixed: say why it does nothing.
        active = self.active_bindings.get(event.key)
        if (
            active is not None
            and not active.enabled
            and active.binding.action.startswith(
                ("next_value", "previous_value", "roll", "reset_options")
            )
        ):
            event.stop()
            self.app.notify(t("Already rolled: apply, or undo afterwards."), timeout=2)

    def action_system_key(self, key: str) -> None:
        """A system key (bound, so a keymap can move it): what ``extra_key`` does with
        it now; when it does not apply, the key goes on as if unbound."""
        if self.closing or self.fight_changed():
            return
        if not self.extra_key(key):
            raise SkipAction()
        self.redraw()

    def action_next_value(self, key: str) -> None:
        self._step(self.choice(key), 1)

    def action_previous_value(self, key: str) -> None:
        self._step(self.choice(key), -1)

    def _step(self, choice: Choice, step: int) -> None:
        """The next (or previous) value of an option; a long list opens to type in (0: the
        value was chosen in that list)."""
        if self.closing or self.fight_changed():
            return
        if step == 1 and choice.opens_list:
            self.pick(choice)  # type to filter instead of cycling through many
            return
        if not choice.step(step):
            self.app.notify(choice.end_words, timeout=2)
            return
        self.on_choice_changed(choice)
        if self.rolled:
            self.advance(typed=self._typed)
        self.redraw()

    _footer_shows: tuple[object, ...] = ()

    def pick(self, choice: Choice) -> None:
        """Choose a value of a long choice from a list filtered as the GM types."""

        def chosen(value: tuple[object] | None) -> None:
            if value is not None and not self.closing:
                choice.select(value[0])
                self._step(choice, 0)  # then as after a step: the plan (or result) anew

        self.app.push_screen(value_list(choice, self.app, self.OPTION_NAMES[choice.key]), chosen)

    # --- remembering the options (per actor, within a fight: ``panel_memory``) -----------
    memory: PanelMemory | None = None
    pinned = False
    """The GM pinned the situational options: they come back next time (``pin``)."""
    brought_back: tuple[tuple[str, str], ...] = ()
    """The kind options that came back when the panel opened, as (label, value shown)."""

    def use_memory(self, memory: PanelMemory, target_chosen: bool = False) -> None:
        """Open with this actor's options from last time (the screen keeps ``memory``).

        ``target_chosen``: the GM selected someone other than the actor before opening, so
        the target follows that selection (as the default-target rule says), not memory.
        """
        self.memory = memory
        entry = memory.get(self.cid, {})
        self.pinned = is_pinned(entry)
        values = to_restore(entry, self.KIND_OPTIONS, self.SITUATIONAL_OPTIONS)
        if target_chosen:
            values.pop(self.TARGET_OPTION, None)
        # In the panel's order: a mode is chosen before the options it shows.
        for choice in self.choices:
            if choice.key in values and not choice.after_roll and choice.values:
                self._choose(choice, values[choice.key])
        for key in self.used_up_options():
            if (used := self.choice(key)).index:
                self._choose(used, used.values[0][0])
        target, actor = self.choice_or_none(self.TARGET_OPTION), self.acting()
        if target is not None and target.value is not None and not target_chosen:
            if not carried_over(self.party, self.adapter.as_rules(), actor, target.text, own=True):
                self._choose(target, self.default_target(actor), always=True)
        self.brought_back = tuple(came_back(self.choices, values, self.KIND_OPTIONS))

    def _choose(self, choice: Choice, value: object, always: bool = False) -> None:
        """Select ``value``; a change (or ``always``) goes through ``on_choice_changed``."""
        before = choice.index
        choice.select(value)
        if always or choice.index != before:
            self.on_choice_changed(choice)

    def used_up_options(self) -> set[str]:
        """Options (by key) whose chosen value can no longer be used now: a once-a-day
        specialization already used, a token already handed over or returned. A panel
        opens with them at their default even when they were chosen last time."""
        return set()

    def remember(self) -> None:
        if self.memory is not None:
            actor = self.acting()
            repeat = self.repeatable() and own_turn(self.party, actor)
            kind = self.KIND_OPTIONS if repeat else frozenset()
            pinned = self.SITUATIONAL_OPTIONS if self.pinned else None
            self.memory[actor] = remembered(self.memory.get(actor, {}), self.choices, kind, pinned)

    def action_pin(self) -> None:
        """Pin (or unpin) the situational options: pinned, they come back on this
        actor's next panel; else each panel starts them fresh. Kept when applied."""
        if self.closing or not self.SITUATIONAL_OPTIONS:
            return
        self.pinned = not self.pinned
        self.redraw()

    @classmethod
    def key_bindings_of_class(cls) -> list[Binding]:
        """The option and system key bindings of this panel class and its bases."""
        panels = [base for base in reversed(cls.__mro__) if issubclass(base, PanelScreen)]
        return own_bindings(base for base in panels if base is not PanelScreen)

    def action_help(self) -> None:
        """F1 in a panel: this panel's keys and the system's rulings."""
        keys = help_keys(self.OPTION_OF, self.choices, self.key_bindings_of_class(), self.shown_key)
        dialog = HelpDialog(keys, self.adapter.title, self.adapter.rulings_summary)
        self.app.push_screen(dialog)

    def action_reset_options(self) -> None:
        """Forget this actor's remembered options and start from the defaults."""
        if self.rolled or self.closing:
            return
        if self.memory is not None:
            self.memory.pop(self.cid, None)
        self.pinned = False
        self.brought_back = ()
        self.choices = []
        self.setup()
        self.redraw()
