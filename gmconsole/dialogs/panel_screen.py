"""The shared shape of a system panel: options changed by keys, exact odds before the
roll, roll or type in the table's dice, choices after the roll, then one confirmed action.

A panel never changes state and never reaches into the screen that opened it: it is told
the party, the adapter and the dice, resolves with the rules to show what would happen
and, on confirmation, dismisses with the planned operation and the dice it used. The
screen that pushed it runs that operation (replaying the same dice through the history).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

from pydantic import ValidationError
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.events import Key
from textual.widgets import Static

from gmconsole.dialogs.form_dialog import Field, FormDialog
from gmconsole.dialogs.key_hints import KeyHint, offered_ids, render_hints
from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import LazyText, lazy_t, percent, t, tn
from gmconsole.keymap import shown_key
from gmconsole.state.context import OpError, name_of
from gmconsole.state.not_applied import RollNotApplied, unapplied_text
from gmconsole.state.operation import Operation
from gmconsole.state.targets import default_target, target_warning
from gmconsole.text import plain
from gmconsole.widgets.keys_footer import KeysFooter
from gmconsole.wrap import keep_percent
from rules.dice import DiceExhausted, DiceSource, ScriptedDice
from rules.errors import RulesError


@dataclass(frozen=True)
class Planned:
    """What a panel returns: the operation to run and the dice to replay it with."""

    operation: Operation
    dice: tuple[int, ...]


@dataclass
class Choice:
    """An option the GM cycles with a key (lowercase forward, uppercase back)."""

    key: str
    label: str
    values: list[tuple[Any, str]]
    index: int = 0
    after_roll: bool = False
    """May change after the roll (a post-roll choice, like karma)."""
    visible: bool = True

    @property
    def value(self) -> Any:
        return self.values[self.index][0] if self.values else None

    @property
    def shown(self) -> str:
        return self.values[self.index][1] if self.values else "-"

    def select(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.values):
            if v == value:
                self.index = i
                return


@dataclass
class Preview:
    """What the panel shows about a resolution: lines, and whether it is finished."""

    lines: list[str]
    complete: bool = True
    hint: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    hints: list[KeyHint] = field(default_factory=list)
    """The keys the result offers (a karma point, a hero die ...), as data: shown after
    ``hint`` with the GM's keymap, and listed in the footer."""


_INTS = re.compile(r"-?\d+")
LONG_CHOICE = 8
"""A choice with more values than this opens a list to type in instead of cycling."""


class PanelScreen(DismissOnce[Planned | None]):
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
    BINDINGS = [
        # Help first, as on the main screen: a narrow terminal cuts the footer's last keys.
        Binding("f1", "help", t("Help"), priority=True, id="panel.help"),
        Binding("r", "roll", t("Roll"), priority=True, id="panel.roll"),
        Binding("e", "enter_dice", t("Enter dice"), priority=True, id="panel.enter_dice"),
        Binding("enter", "apply", t("Apply"), priority=True, id="panel.apply"),
        # Escape never applies (third-pass ruling): a roll closed unapplied is logged.
        Binding("escape", "close", t("Close"), priority=True, id="panel.close"),
        Binding(
            "backspace",
            "reset_options",
            t("Reset options"),
            priority=True,
            id="panel.reset_options",
        ),
    ]
    title_text: str | LazyText = lazy_t("Panel")
    OPTION_NAMES: ClassVar[dict[str, str]] = {}
    """The options' binding names by their default key, e.g. ``{"s": "skill"}``: the keys
    are real bindings ``panel.skill`` (next value) and ``panel.skill_back`` (the uppercase
    key: previous value), so they show in the footer and the palette and a keymap file can
    move them. Static, so the keymap knows every id before a panel opens."""
    TARGET_OPTION: ClassVar[str] = "t"
    """The option that holds whom the action is against."""
    SYSTEM_KEYS: ClassVar[dict[str, tuple[str, str]]] = {}
    """The system's other panel keys (after the roll: a hero die, karma, forcing ...) by
    key: (binding name, description marked ``translatable``). Bound as ``panel.<name>``;
    the footer lists those the key line offers now (``system_keys_offered``); a key that
    does not apply now does nothing."""

    def __init__(
        self, party: Any, adapter: Any, dice: DiceSource, cid: str, target: str | None = None
    ) -> None:
        super().__init__()
        self.party = party
        self.adapter = adapter
        self.dice = dice
        self.cid = cid
        self.target = target
        self.values: list[int] = []
        self.rolled = False
        self.dice_missing = False
        """The GM closed the entry of dice this roll still needs (a damage die, armour
        saves ...): ``e`` asks for them again, escape closes without applying."""
        self.preview: Preview | None = None
        self.error = ""
        self.choices: list[Choice] = []
        self.fight = self._fight_now()
        self.setup()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A panel's option and system keys are bindings of its class, built once here
        from ``OPTION_NAMES`` and ``SYSTEM_KEYS`` (before Textual merges the class's
        bindings); the keymap moves them by id (``App.set_keymap``)."""
        if "OPTION_NAMES" in cls.__dict__ or "SYSTEM_KEYS" in cls.__dict__:
            cls.BINDINGS = [*cls.__dict__.get("BINDINGS", []), *cls._key_bindings()]
        super().__init_subclass__(**kwargs)

    # --- for subclasses ------------------------------------------------------------------
    def setup(self) -> None:
        """Build self.choices."""

    def plan(self) -> tuple[list[str], Fraction | None]:
        """Lines describing what will be rolled, and the exact odds of success."""
        return [], None

    def resolve(self, dice: ScriptedDice) -> Preview:
        """Resolve with these dice (raise DiceExhausted to ask for more)."""
        raise NotImplementedError

    def operation(self) -> Operation:
        """The operation (its arguments validated) that applies the result."""
        raise NotImplementedError

    def on_choice_changed(self, choice: Choice) -> None:
        """Hook: a choice changed (e.g. the mode, which shows other choices)."""

    def extra_key(self, key: str) -> bool:
        """Hook for keys beyond the choices (check self.rolled); True when handled."""
        return False

    def key_hints(self) -> list[KeyHint]:
        """The system's keys this roll offers now (after the roll), as data: the key line
        and the footer show them with the GM's keymap (``key_hint`` makes one)."""
        return []

    # --- helpers -------------------------------------------------------------------------
    def who(self, cid: str | None) -> str:
        return "-" if cid is None else name_of(self.party, cid)

    def default_target(self, actor: str) -> str | None:
        """The given target if it is an opponent who is up (and in reach), else the next
        such opponent in the turn order (``gmconsole.state.targets``)."""
        return default_target(self.party, self.adapter, actor, self.target)

    def warnings(self) -> list[str]:
        """Lines that call out a strange choice (an ally, someone down, out of reach):
        shown in the warning colour before the roll; the roll is still allowed."""
        return []

    def combatant_values(self, exclude: str | None = None) -> list[tuple[Any, str]]:
        return [
            (
                c.id,
                t("{name} (party)", name=self.who(c.id))
                if c.side == "party"
                else t("{name} (enemy)", name=self.who(c.id)),
            )
            for c in self.party.encounter.combatants
            if c.id != exclude
        ]

    def choice(self, key: str) -> Choice:
        return next(c for c in self.choices if c.key == key)

    # --- the options as bindings ---------------------------------------------------------
    @classmethod
    def option_binding_ids(cls) -> set[str]:
        """Every binding id this panel's options may have (for the keymap file)."""
        options = {f"panel.{n}{end}" for n in cls.OPTION_NAMES.values() for end in ("", "_back")}
        return options | {f"panel.{name}" for name, _ in cls.SYSTEM_KEYS.values()}

    OPTION_OF: ClassVar[dict[str, str]] = {}
    """The option key of each option binding, by binding id (built with the class)."""

    @classmethod
    def _key_bindings(cls) -> list[Binding]:
        """One binding per option key (next value; the uppercase key: previous value) and
        per system key. What the footer says for them is the panel's (``footer_label``):
        an option's label is known once ``setup`` ran, and a system key is listed only
        while the panel offers it."""
        bindings: list[Binding] = []
        cls.OPTION_OF = {}
        for key, name in cls.OPTION_NAMES.items():
            cls.OPTION_OF[f"panel.{name}"] = cls.OPTION_OF[f"panel.{name}_back"] = key
            for pressed, action, end, shown in (
                (key, "next_value", "", True),
                (key.upper(), "previous_value", "_back", False),
            ):
                bindings.append(
                    Binding(
                        pressed,
                        f"{action}('{key}')",
                        name,
                        show=shown,
                        priority=True,
                        id=f"panel.{name}{end}",
                    )
                )
        for key, (name, description) in cls.SYSTEM_KEYS.items():
            bindings.append(
                Binding(
                    key,
                    f"system_key('{key}')",
                    description,
                    show=False,
                    priority=True,
                    id=f"panel.{name}",
                )
            )
        return bindings

    def footer_label(self, binding: Binding) -> str | None:
        """What the footer and the help say for one of this panel's bindings (None: not
        listed): an option by its label here, a system key while it is offered."""
        key = self.OPTION_OF.get(binding.id or "")
        if key is not None:
            choice = self._choice_or_none(key)
            if not binding.show or choice is None or key in self._not_offered:
                return None
            return choice.label
        system = next(
            (k for k, (name, _) in self.SYSTEM_KEYS.items() if binding.id == f"panel.{name}"),
            None,
        )
        if system is not None:
            return t(binding.description) if system in self._offered else None
        return binding.description if binding.show else None

    def _choice_or_none(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.key == key), None)

    def shown_key(self, binding_id: str, default: str) -> str:
        """The key the GM presses for a binding (``keymap.shown_key``)."""
        return shown_key(getattr(self.app, "keymap", {}), binding_id, default)

    def system_key(self, key: str) -> str:
        """What the GM presses for one of the system's keys (``SYSTEM_KEYS``)."""
        return self.shown_key(f"panel.{self.SYSTEM_KEYS[key][0]}", key)

    def key_hint(self, keys: str | list[str], label: str) -> KeyHint:
        """A hint for one of this panel's keys, named by its default key: a system key
        (``SYSTEM_KEYS``), an option's key or a panel key (``enter``); a list is a range
        (FIDS's ``1-3``)."""
        named = [keys] if isinstance(keys, str) else keys
        return KeyHint(label, tuple((self._binding_id_of(key), key) for key in named))

    def _binding_id_of(self, key: str) -> str:
        if key in self.SYSTEM_KEYS:
            return f"panel.{self.SYSTEM_KEYS[key][0]}"
        if key in self.OPTION_NAMES:
            return f"panel.{self.OPTION_NAMES[key]}"
        return next(
            binding.id or ""
            for binding in PanelScreen.BINDINGS
            if isinstance(binding, Binding) and binding.key == key
        )

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
        if action == "enter_dice" and self.rolled and not self.dice_missing:
            return None
        if action in ("next_value", "previous_value"):
            choice = self._choice_or_none(str(parameters[0]))
            if choice is None or not choice.visible or not choice.values:
                return False
            if self.rolled and not choice.after_roll:
                return None
        return True

    def palette_actions(self) -> list[tuple[str, str]]:
        """(description, action) for the command palette while the panel is open."""
        actions = [
            (
                f"{binding.description} ({self.shown_key(binding.id or '', binding.key)})",
                binding.action,
            )
            for binding in PanelScreen.BINDINGS
            if isinstance(binding, Binding) and self.check_action(binding.action, ()) is not False
        ]
        actions += [
            (f"{choice.label} ({self.key_of(choice)})", f"next_value('{choice.key}')")
            for choice in self.choices
            if self.check_action("next_value", (choice.key,))
        ]
        return actions

    # --- layout --------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="plan")
            yield Static(id="result")
            yield Static(id="keys")
        yield KeysFooter()

    def follow_party(self, party: Any) -> None:
        """The party changed while the panel is open (a dialog's late answer): the next
        key sees it (``fight_changed``)."""
        self.party = party

    def _fight_now(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.party.encounter.combatants)

    def fight_changed(self) -> bool:
        """Close the panel (and say so) when the fight changed under it.

        A modal panel freezes the fight, but a dialog's answer can land just after the panel
        was built (keys typed ahead, e.g. enter on "Remove?" then t): its choices may then
        name a combatant who is gone. Found by the monkey at 50,000 keys.
        """
        if self.closing or self._fight_now() == self.fight:
            return False
        self.app.notify(
            t("The fight changed while the panel opened; nothing was applied. Press t again."),
            severity="warning",
        )
        self.dismiss(None)
        return True

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
            self._offered,
            self._not_offered,
        )

    _not_offered: frozenset[str] = frozenset()
    """The after-roll options the footer leaves out now (``option_offered``)."""
    _offered: frozenset[str] = frozenset()
    """The system keys (``SYSTEM_KEYS``, by default key) the footer lists now."""

    def system_keys_offered(self, hints: list[KeyHint] | None = None) -> frozenset[str]:
        """The system keys (by default key) that the key line and the result offer now (a
        karma point, a hero die, forcing to die 1-3): the footer lists those, so it shows
        what the keys do after the roll as the key line does. Taken from the hints as
        data (``key_hints``, ``Preview.hints``), never from their text. ``hints``: the key
        line's hints, if the caller has them already."""
        if not self.rolled or self.dice_missing:
            return frozenset()
        hints = self.key_hints() if hints is None else hints
        if self.preview is not None:
            hints = [*hints, *self.preview.hints]
        ids = offered_ids(hints)
        return frozenset(
            key for key, (name, _) in self.SYSTEM_KEYS.items() if f"panel.{name}" in ids
        )

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
        title = Content.styled(str(self.title_text), "bold $accent")
        lines: list[Content] = [title]
        for choice in self.choices:
            if not choice.visible:
                continue
            locked = self.rolled and not choice.after_roll
            key = Content.styled(f"[{self.key_of(choice)}]", "dim" if locked else "bold $accent")
            lines.append(Content.assemble(key, f" {choice.label}: ", (plain(choice.shown), "bold")))
        try:
            plan_lines, odds = self.plan()
            self.error = self.error if self.rolled else ""
        except (OpError, RulesError) as problem:
            plan_lines, odds = [], None
            self.error = str(problem)
        width = self.text_width()
        lines += [Content(keep_percent(plain(line), width)) for line in plan_lines]
        lines += [Content.styled(f"⚠ {plain(line)}", "bold $warning") for line in self.warnings()]
        if odds is not None:
            lines.append(
                Content.assemble(
                    (t("Chance of success: "), "bold"),
                    (f"{percent(odds)}", "bold $success"),
                    t("  (exactly {fraction})", fraction=f"{odds.numerator}/{odds.denominator}"),
                )
            )
        self.query_one("#plan", Static).update(Content("\n").join(lines))
        result: list[Content] = []
        if self.preview is not None:
            result.append(Content.styled(t("Result"), "bold $accent"))
            result += [Content(keep_percent(plain(line), width)) for line in self.preview.lines]
            if hint := self.result_hint():
                result.append(Content.styled(hint, "italic $warning"))
        if self.error:
            result.append(Content.styled(self.error, "bold $error"))
        self.query_one("#result", Static).update(Content("\n").join(result))
        shown = self.shown_key
        key_hints = self.key_hints() if self.rolled and not self.dice_missing else []
        if self.dice_missing:
            keys = self.missing_dice_help()
        elif self.rolled:
            close = shown("panel.close", "escape")
            line = t(
                "{apply}: apply · {close}: close without applying (logged)",
                apply=shown("panel.apply", "enter"),
                close=close,
            )
            keys = t(" · ").join(filter(None, [line, self.rendered(key_hints)]))
        else:
            keys = t(
                "{roll}: roll · {dice}: enter the table's dice · {close}: close without rolling"
                " · lowercase key: next value (a long list: type to filter), uppercase: previous"
                " · {reset}: forget this actor's last options",
                roll=shown("panel.roll", "r"),
                dice=shown("panel.enter_dice", "e"),
                close=shown("panel.close", "escape"),
                reset=shown("panel.reset_options", "backspace"),
            )
        self.query_one("#keys", Static).update(Content(keys))
        # The footer follows the options this mode shows. Refreshing the bindings is
        # asked only when what it would show changed: the footer would skip an unchanged
        # redraw anyway, but working out the screen's bindings costs on every key.
        offered = self.system_keys_offered(key_hints)
        if offered != self._offered:
            self._offered = offered
        if (hidden := self._options_not_offered()) != self._not_offered:
            self._not_offered = hidden
        footer_shows = self._footer_signature()
        if footer_shows != self._footer_shows:
            self._footer_shows = footer_shows
            self.refresh_bindings()
        if self.rolled:
            # On a small terminal (80x24) the result and its keys are below the fold:
            # after a roll they are what the GM reads next.
            self.call_after_refresh(self._show_result)

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
        """The next (or previous) value of an option; a long list opens to type in."""
        if self.closing or self.fight_changed():
            return
        if step == 1 and len(choice.values) > LONG_CHOICE:
            self.pick(choice)  # type to filter instead of cycling through many
            return
        choice.index = (choice.index + step) % len(choice.values)
        self.on_choice_changed(choice)
        if self.rolled:
            self.advance(typed=self._typed)
        self.redraw()

    _typed = False
    _footer_shows: tuple[object, ...] = ()

    def pick(self, choice: Choice) -> None:
        """Choose a value of a long choice from a list filtered as the GM types."""
        from gmconsole.dialogs.choice_dialog import ChoiceDialog

        def chosen(value: Any) -> None:
            if value is None or self.closing:
                return
            choice.select(value[0])
            self.on_choice_changed(choice)
            if self.rolled:
                self.advance(typed=self._typed)
            self.redraw()

        # Values are wrapped in a tuple so that a value of None or False can be chosen.
        options = [((value,), label) for value, label in choice.values]
        self.app.push_screen(ChoiceDialog(choice.label, options, filter=True), chosen)

    # --- remembering the options (per actor, within a fight) -------------------------------
    memory: dict[str, dict[str, Any]] | None = None

    def use_memory(self, memory: dict[str, dict[str, Any]], target_chosen: bool = False) -> None:
        """Open with this actor's options from last time (the screen keeps ``memory``).

        ``target_chosen``: the GM selected someone other than the actor before opening, so
        the target follows that selection (as the default-target rule says), not memory.
        """
        self.memory = memory
        for key, value in memory.get(self.cid, {}).items():
            if target_chosen and key == self.TARGET_OPTION:
                continue
            for choice in self.choices:
                if choice.key == key and not choice.after_roll and choice.values:
                    before = choice.index
                    choice.select(value)
                    if choice.index != before:
                        self.on_choice_changed(choice)
        # Used-up options (a specialization used today, a token already handed back) are
        # not remembered as chosen (third-pass ruling): they fall back to their default.
        for key in self.used_up_options():
            choice = self.choice(key)
            if choice.index:
                choice.index = 0
                self.on_choice_changed(choice)
        # A remembered target who is now down, dead, gone or out of reach gives way to
        # the default: a strange choice is never carried over.
        target = next((c for c in self.choices if c.key == self.TARGET_OPTION), None)
        actor = next((c.value for c in self.choices if c.key == "a"), self.cid)
        if target is not None and target.value is not None:
            if target_warning(self.party, self.adapter, actor, target.value):
                target.select(self.default_target(actor))
                self.on_choice_changed(target)

    def used_up_options(self) -> set[str]:
        """Options (by key) whose chosen value can no longer be used now: a once-a-day
        specialization already used, a token already handed over or returned. A panel
        opens with them at their default even when they were chosen last time."""
        return set()

    def remember(self) -> None:
        if self.memory is not None:
            self.memory[self.cid] = {
                c.key: c.value for c in self.choices if not c.after_roll and c.values
            }

    @classmethod
    def _key_bindings_of_class(cls) -> list[Binding]:
        """The option and system key bindings of this panel class and its bases."""
        return [
            binding
            for base in reversed(cls.__mro__)
            if isinstance(base, type) and issubclass(base, PanelScreen) and base is not PanelScreen
            for binding in base.__dict__.get("BINDINGS", [])
            if isinstance(binding, Binding)
        ]

    def action_help(self) -> None:
        """F1 in a panel: this panel's keys (options by their names here, the system's
        after-roll keys, with the keymap applied) and the system's rulings."""
        from gmconsole.dialogs.help_dialog import HelpDialog

        keys: list[tuple[str, str]] = []
        seen: set[str] = set()
        for binding in [*PanelScreen.BINDINGS, *self._key_bindings_of_class()]:
            if not isinstance(binding, Binding) or not binding.id or binding.id in seen:
                continue
            if binding.id.endswith("_back"):
                continue
            key = self.OPTION_OF.get(binding.id)
            if key is not None:
                choice = self._choice_or_none(key)
                if choice is None or not choice.visible or not choice.values:
                    continue  # an option this mode does not show
                description = choice.label
            else:
                description = t(binding.description)
            seen.add(binding.id)
            keys.append(
                (self.shown_key(binding.id, binding.key), f"{description}  ·  {binding.id}")
            )
        keys.append((t("Shift+key"), t("an option's previous value")))
        self.app.push_screen(HelpDialog(keys, self.adapter.title, self.adapter.rulings_summary))

    def action_reset_options(self) -> None:
        """Forget this actor's remembered options and start from the defaults."""
        if self.rolled or self.closing:
            return
        if self.memory is not None:
            self.memory.pop(self.cid, None)
        self.choices = []
        self.setup()
        self.redraw()

    def action_roll(self) -> None:
        if self.rolled or self.fight_changed():
            return
        self.start(typed=False)

    def action_enter_dice(self) -> None:
        if self.fight_changed():
            return
        if self.rolled:
            if self.dice_missing:
                self.dice_missing = False
                self.advance(typed=True)
            return
        self.start(typed=True)

    def start(self, typed: bool) -> None:
        try:
            self.plan()
            self.operation()  # the arguments are valid before anything rolls
        except ValidationError as problem:
            why = "; ".join(
                f"{'.'.join(map(str, e['loc']))}: {e['msg']}"
                for e in problem.errors(include_url=False)
            )
            self.cannot_roll(why)
            return
        except (OpError, RulesError) as problem:
            self.cannot_roll(str(problem))
            return
        self._typed = typed
        self.values = []
        self.rolled = True
        self.advance(typed)

    def cannot_roll(self, why: str) -> None:
        """The roll key cannot act: say why, in the panel and as a notice (the panel's
        result may be below the fold on a small terminal)."""
        self.redraw()
        self.error = why
        self.query_one("#result", Static).update(Content.styled(why, "bold $error"))
        self.app.notify(why, severity="warning", markup=False)

    def advance(self, typed: bool) -> None:
        """Resolve; on running out of dice, roll the next one (or ask for it) and retry."""
        while True:
            try:
                self.preview = self.resolve(ScriptedDice(self.values))
                self.error = ""
                self.dice_missing = False
                break
            except DiceExhausted as need:
                if typed:
                    self.ask_dice(need)
                    return
                self.values.append(self.dice.roll(need.sides))
            except (OpError, RulesError) as problem:
                self.error = str(problem)
                break
        self.redraw()

    def ask_dice(self, need: DiceExhausted, text: str = "", why: str = "") -> None:
        """Ask the GM for the table's dice: the next die, or several at once.

        A d100 (two d10 read as tens then units: a purpose that ends in "(d100)") is typed
        as one number 00..99 (0 is 00); a d10 takes 0 where the die shows 10. The prompt
        fits an 80-column terminal and its example uses values of the die asked. A wrong
        entry comes back with the text as typed and why it was refused.
        """
        purpose = need.purpose or t("the roll")
        d100 = need.sides == 10 and purpose.endswith("(d100)")
        # What is asked goes in the title, which wraps; the field's label stays short.
        if d100:
            asked = t("{purpose}: one number 00..99", purpose=purpose)
            label = t("d100 (00..99)")
            hint = t("e.g. 36, 07 or 0 (= 00); several at once: 36 07")
        elif need.sides >= 8:
            asked = t(
                "d{sides} for {purpose} (several at once: 4 8 3)",
                sides=need.sides,
                purpose=purpose,
            )
            label = t("d{sides} (1..{sides})", sides=need.sides)
            hint = t("a 0 reads 10, as the die shows it") if need.sides == 10 else ""
        else:
            example = " ".join(str(value) for value in (max(1, need.sides * 2 // 3), 1, need.sides))
            asked = t(
                "d{sides} for {purpose} (several at once: {example})",
                sides=need.sides,
                purpose=purpose,
                example=example,
            )
            label = t("d{sides} (1..{sides})", sides=need.sides)
            hint = ""
        so_far = (
            t(" · typed so far: {dice}", dice=" ".join(_as_typed(self.values, d100)))
            if self.values
            else ""
        )

        def refused(raw: str, reason: str) -> None:
            self.app.notify(reason, severity="warning", markup=False)
            self.ask_dice(need, raw, reason)

        def typed(values: dict[str, Any] | None) -> None:
            if values is None:
                if not self.values:
                    self.rolled = False
                    self.preview = None
                else:
                    # Dice are typed already: the roll waits for the rest, it is not lost.
                    self.dice_missing = True
                    self.app.notify(self.missing_dice_help(), severity="warning", markup=False)
                self.redraw()
                return
            raw = values["dice"]
            numbers = [int(n) for n in _INTS.findall(raw)]
            if d100:
                bad = [n for n in numbers if not 0 <= n <= 99]
                if not numbers or bad:
                    reason = t("A d100 is one number 00..99")
                    refused(raw, reason + (t(" (got {value})", value=bad[0]) if bad else ""))
                    return
                # Tens then units, each a d10 whose 10 reads 0.
                dice = [die or 10 for n in numbers for die in divmod(n, 10)]
            else:
                low = 0 if need.sides == 10 else 1
                bad = [n for n in numbers if not low <= n <= need.sides]
                if not numbers or bad:
                    reason = t("Dice must be whole numbers 1..{sides}", sides=need.sides)
                    refused(raw, reason + (t(" (got {value})", value=bad[0]) if bad else ""))
                    return
                dice = [n or 10 for n in numbers]  # only a d10 lets a 0 through
            if (taken := self._dice_taken(dice)) is not None:
                # A roll takes exactly the dice it needs: extra dice are refused here,
                # never kept for a later roll (third-pass ruling).
                count = taken // 2 if d100 else taken
                reason = tn("this roll takes {n} die", "this roll takes {n} dice", count)
                refused(raw, reason)
                return
            self.values.extend(dice)
            self.advance(typed=True)

        title = t("Enter the dice{so_far}", so_far=so_far) + "\n" + asked
        hint = "\n".join(filter(None, [why, hint]))
        dialog = FormDialog(title, [Field("dice", label, text)], hint=hint)
        self.app.push_screen(dialog, typed)

    def _dice_taken(self, dice: list[int]) -> int | None:
        """How many of ``dice`` the roll takes when that is fewer than typed; None when
        it takes them all (or needs more)."""
        trial = ScriptedDice([*self.values, *dice])
        try:
            self.resolve(trial)
        except (DiceExhausted, OpError, RulesError):
            return None
        return len(dice) - trial.remaining if trial.remaining else None

    def missing_dice_help(self) -> str:
        return t(
            "Dice still missing: {dice} types them, {close} closes without applying",
            dice=self.shown_key("panel.enter_dice", "e"),
            close=self.shown_key("panel.close", "escape"),
        )

    def action_apply(self) -> None:
        if self.closing or self.fight_changed():
            return  # a second enter typed before the panel closed: apply once only
        if self.dice_missing:
            self.app.notify(self.missing_dice_help(), severity="warning", markup=False)
            return
        if not self.rolled or self.preview is None:
            self.app.notify(t("Roll first (r), or type the table's dice (e)."), timeout=2)
            return
        if not self.preview.complete:
            self.app.notify(
                self.result_hint() or t("A choice is still open."),
                severity="warning",
                markup=False,
            )
            return
        try:
            operation = self.operation()
        except ValidationError as problem:
            self.error = str(problem.errors(include_url=False)[0]["msg"])
            self.redraw()
            return
        self.remember()
        self.dismiss(Planned(operation, tuple(self.values)))

    def action_close(self) -> None:
        """Escape never applies (third-pass ruling). Dice already rolled or typed leave
        one log line "roll not applied: ..." (the actor, the outcome so far, the dice):
        no roll vanishes. Nothing rolled: the panel just closes."""
        if self.closing:
            return
        if not self.rolled or not self.values:
            self.dismiss(None)
            return
        lines = self.preview.lines if self.preview is not None and not self.dice_missing else []
        text = unapplied_text(self.who(self.cid), lines, self.values)
        self.dismiss(Planned(RollNotApplied(text=text), ()))


def _as_typed(values: list[int], d100: bool) -> list[str]:
    """The dice as the GM typed them: a d100 as one number (tens and units, a 10 read as
    0: 3 and 6 are 36), any other die as itself."""
    if not d100 or len(values) % 2:
        return [str(value) for value in values]
    pairs = zip(values[::2], values[1::2], strict=True)
    return [f"{tens % 10}{units % 10}" for tens, units in pairs]
