"""A small form: labelled inputs, each checked before the dialog returns its values.

Fields are text (optionally with suggestions completed as the GM types), integer (with
a range), optional integer (empty means none) or a change (``-8``, ``+3``, ``=12``). A
wrong entry keeps the text; the error under the form names the field and what is
allowed; escape cancels.
"""

from __future__ import annotations

import re

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.events import Resize
from textual.geometry import Size
from textual.message import Message
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, translatable
from gmconsole.intents.questions import Field
from gmconsole.model.fields import CONTROL_CHARACTERS
from gmconsole.widgets.keys_footer import KeysFooter

_CHANGE = re.compile(r"^\s*([-+=]?)\s*(\d{1,6})\s*$")


class FieldInput(Input):
    """A form's input whose enter shows in the footer ("⏎ Confirm"); Textual's input
    binds enter without showing it, so a dialog's footer only said "esc Cancel"."""

    BINDINGS = [Binding("enter", "submit", translatable("Confirm"))]


class NumberInput(FieldInput):
    """An integer input that says which text it refused (Textual's only rings the bell,
    so ``d x enter`` dealt the default 1 without a word)."""

    class Refused(Message):
        def __init__(self, number_input: NumberInput, text: str, too_long: bool) -> None:
            super().__init__()
            self.number_input = number_input
            self.text = text
            self.too_long = too_long
            """A digit, refused because the field is full (``max_length``)."""

    _typed = ""
    _too_long = False

    def replace(self, text: str, start: int, end: int) -> None:
        self._typed = text
        kept = len(self.value) - (max(0, min(len(self.value), end)) - max(0, start))
        limit = self.max_length
        self._too_long = bool(limit) and kept + len(text) > (limit or 0)
        super().replace(text, start, end)

    def restricted(self) -> None:
        super().restricted()
        self.post_message(self.Refused(self, self._typed, self._too_long))


FIT_STEPS = ("-tight", "-short", "-bare")
"""What a form that would be cut leaves out, one step at a time (its CSS says what)."""


class FormBox(Vertical):
    """The form's box, which says when its lines are taller than its room (they would
    be cut at its bottom: it does not scroll): after a layout that changed its size or
    its lines' height (a wrapped error line, a class that took blank lines out)."""

    class Overflowed(Message):
        """The box's lines no longer fit in it, as laid out with the dialog's ``classes``
        (a layout that changed both its size and its lines' height says it twice)."""

        def __init__(self, classes: frozenset[str]) -> None:
            super().__init__()
            self.classes = classes

    def watch_virtual_size(self) -> None:
        self._check()

    def on_resize(self) -> None:
        self._check()

    def _check(self) -> None:
        if self.virtual_size.height > self.scrollable_content_region.height:
            self.post_message(self.Overflowed(self.screen.classes))


class FormDialog(DismissOnce[dict[str, object] | None]):
    DEFAULT_CSS = """
    FormDialog { align: center middle; }
    FormDialog > Vertical {
        width: 64; max-width: 95%; height: auto; max-height: 95%;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    FormDialog Label { margin-top: 1; }
    FormDialog #error { color: $error; margin-top: 1; height: auto; }
    FormDialog #hint { color: $text-muted; margin-top: 1; }
    FormDialog #keys { color: $text-muted; margin-top: 1; }
    /* A form that would be cut (``FormBox.Overflowed``): no blank lines, then the keys
       only in the footer, then no hint (an error line says what to type), so every line
       it keeps is read whole. */
    FormDialog.-tight > Vertical { padding: 0 2; }
    FormDialog.-tight Label, FormDialog.-tight #error, FormDialog.-tight #hint,
    FormDialog.-tight #keys { margin-top: 0; }
    FormDialog.-short #keys { display: none; }
    FormDialog.-bare #hint { display: none; }
    """
    BINDINGS = [Binding("escape", "cancel", translatable("Cancel"))]

    def __init__(self, title: str, fields: list[Field], hint: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.fields = fields
        self.hint = hint

    def compose(self) -> ComposeResult:
        with FormBox():
            yield Static(Content.styled(self.title_text, "bold"))
            for field in self.fields:
                yield Label(Content(field.label))
                suggester = (
                    SuggestFromList(field.suggestions, case_sensitive=False)
                    if field.suggestions
                    else None
                )
                number = field.kind in ("int", "optional_int")
                yield (NumberInput if number else FieldInput)(
                    value=field.default,
                    id=f"field-{field.key}",
                    type="integer" if number else "text",
                    # Bounded, so a stuck key cannot make every keystroke slower.
                    max_length=2_000 if field.kind == "text" else 8,
                    suggester=suggester,
                )
            yield Static("", id="error")
            if self.hint:
                yield Static(Content(self.hint), id="hint")
            if self._walks():
                keys = t("enter: next field, confirm in the last · escape: cancel")
            else:
                keys = t("enter: confirm · escape: cancel")
            yield Static(keys, id="keys")
        # The dialog's own keys at the bottom, over the footer of the screen beneath
        # (whose keys do nothing while the dialog is open).
        yield KeysFooter()

    _refused: NumberInput | None = None
    """A number field that refused what was typed, since it last changed: the next enter
    says so instead of confirming the value the GM may not have meant (a burst
    ``d x enter`` would deal the default)."""

    _refusal = ""
    """What that field refused and why, repeated by that enter with what the next does."""

    def on_mount(self) -> None:
        self.query(Input).first().focus()

    _room = Size(0, 0)

    def on_resize(self, event: Resize) -> None:
        """A larger terminal: the form's blank lines and keys line are tried again
        (``on_form_box_overflowed`` takes them out while it would be cut); a smaller
        one keeps what was taken out (the box says if more must go)."""
        grown = event.size.width > self._room.width or event.size.height > self._room.height
        self._room = event.size
        if grown:
            self.remove_class(*FIT_STEPS)

    def on_form_box_overflowed(self, event: FormBox.Overflowed) -> None:
        """Show the form whole: without its blank lines (``-tight``), then without the
        keys line too (``-short``: the footer has them), then without the hint
        (``-bare``: an error line, which says what to type, stays). Measured, as the lines wrap by
        the terminal's width and the words' length: the condition's keys line lost its
        last word at 100x30 in Spanish, whole at 120x36 in English."""
        steps = [step for step in FIT_STEPS if not self.has_class(step)]
        if steps == ["-bare"] and not str(self.query_one("#error", Static).render()):
            return  # the hint goes only for an error that says what to type (the review)
        if event.classes == self.classes and steps:
            self.add_class(steps[0])

    def on_number_input_refused(self, event: NumberInput.Refused) -> None:
        field = self._field_of(event.number_input)
        self._refused = event.number_input
        self._refusal = self._why_refused(field, event.text, event.too_long)
        self._show_error(self._refusal)

    @staticmethod
    def _why_refused(field: Field, text: str, too_long: bool) -> str:
        """What a number field refused and why, in the GM's words."""
        words = (
            translatable("{label}: {text} was not typed: the field is full ({low} to {high})")
            if too_long
            else translatable(
                "{label}: {text} is not a number: type a whole number {low} to {high} in digits"
            )
        )
        return t(words, label=field.label, text=repr(text), low=field.low, high=field.high)

    def _enter_now(self, field: Field, value: str) -> str:
        """What the next enter does in a field that refused a key (said before it does)."""
        if value:
            return t("enter again keeps {value}", value=value)
        if field.kind == "optional_int":
            return t("enter again leaves it empty")
        # An empty whole number is refused again: only a number or escape gets out.
        return t("escape cancels")

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input is self._refused:
            self._refused = None

    def _field_of(self, widget: Input) -> Field:
        return next(f for f in self.fields if widget.id == f"field-{f.key}")

    def _show_error(self, error: str) -> None:
        self.query_one("#error", Static).update(Content(error))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        refused, self._refused = self._refused, None
        if refused is not None:
            then = self._enter_now(self._field_of(refused), refused.value)
            self._show_error(f"{self._refusal}; {then}")
            refused.focus()
            return
        if (following := self._moves_on(event.input)) is not None:
            following.focus()
            return
        values, error, bad = self.read()
        if error:
            self._show_error(error)
            # The refused text is selected, so typing the correction replaces it (the
            # arrows keep it for a small edit).
            field = self.query_one(f"#field-{bad}", Input)
            field.focus()
            field.select_all()
            return
        self.dismiss(values)

    def _walks(self) -> bool:
        """Enter moves from field to field and confirms in the last, as the keys line
        then says: a field after the first is asked and empty (a condition's duration).
        Otherwise enter confirms in any field (``a 3 enter`` adds three)."""
        return any(field.asked and not field.default for field in self.fields[1:])

    def _moves_on(self, field: Input) -> Input | None:
        """The field enter in ``field`` moves on to (the next, while it is empty and asked,
        or in a form that walks), or None when enter confirms. A form that walks reaches
        an unasked field too: quick-add's enter in its second field confirmed, and the
        enter meant for its initiative gave the turn away (play-test)."""
        inputs = list(self.query(Input))
        index = inputs.index(field)
        if index + 1 < len(self.fields) and (self.fields[index + 1].asked or self._walks()):
            following = inputs[index + 1]
            return None if following.value else following
        return None

    def footer_label(self, binding: Binding) -> str | None:
        """Enter says "Next" where it moves on to the next field, "Confirm" where it
        confirms (the footer said "Confirm" on a condition's name, whose enter moves on
        to its duration)."""
        if not binding.show:
            return None
        focused = self.focused
        if binding.action == "submit" and isinstance(focused, Input):
            if self._moves_on(focused) is not None:
                return t("Next")
        return binding.description

    def read(self) -> tuple[dict[str, object], str, str]:
        """The values by key, or an error and the key of the field it is about."""
        values: dict[str, object] = {}
        for field in self.fields:
            raw = self.query_one(f"#field-{field.key}", Input).value
            if field.kind == "text":
                if CONTROL_CHARACTERS.search(raw):
                    error = t("{label}: control characters are not allowed", label=field.label)
                    return {}, error, field.key
                if field.parse is not None:
                    try:
                        values[field.key] = field.parse(raw)
                    except ValueError as problem:
                        return {}, f"{field.label}: {problem}", field.key
                    continue
                values[field.key] = raw
                continue
            raw = raw.strip()
            if field.kind == "change":
                match = _CHANGE.match(raw)
                if match is None:
                    error = t("{label}: type -N, +N or =N (e.g. -8, +3, =12)", label=field.label)
                    return {}, error, field.key
                values[field.key] = (match[1] or "-", int(match[2]))
                continue
            if not raw and field.kind == "optional_int":
                values[field.key] = None
                continue
            try:
                number = int(raw)
            except ValueError:
                error = t(
                    "{label}: must be a whole number {low} to {high}",
                    label=field.label,
                    low=field.low,
                    high=field.high,
                )
                return {}, error, field.key
            if not field.low <= number <= field.high:
                error = t(
                    "{label}: must be {low} to {high} (got {number})",
                    label=field.label,
                    low=field.low,
                    high=field.high,
                    number=number,
                )
                return {}, error, field.key
            values[field.key] = number
        return values, "", ""

    def action_cancel(self) -> None:
        self.dismiss(None)
