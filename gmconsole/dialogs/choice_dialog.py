"""Pick one of several options, always with enter: arrows, the option's number key or
typed text move the highlight first. A long list filters as you type (accents and case
ignored); a short one jumps to the first option that matches what was typed.

A digit only highlights: the enter a GM types after it picks, so it can never fall through
to the screen below once the list has closed (a digit that picked at once let that enter
give the turn away). A letter typed right after a digit is not a search: the digit chose,
the letter takes that option and goes on to what comes next (``t 2 r enter`` on a group's
turn: member 2 acts, rolls and applies)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.events import Key
from textual.message import Message
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, translatable
from gmconsole.key_queue import KeyQueue
from gmconsole.text import plain
from gmconsole.textual_words import key_name
from gmconsole.widgets.keys_footer import KeysFooter

V = TypeVar("V")
"""The type of the values offered."""

LONG_LIST = 9
"""Longer lists get a filter field (the number keys cover the first nine)."""


def folded(text: str) -> str:
    """Lower case without accents, so "pelea" finds "Pelea" and "atenc" "Atención"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words_of(text: str) -> list[str]:
    """The words of a text, folded; a number against letters is a word of its own
    ("gua1" is "gua" and "1", as a GM types "Guardia 1" in a hurry)."""
    return re.sub(r"(?<=\D)(?=\d)|(?<=\d)(?=\D)", " ", folded(text)).split()


def filtered(labels: list[str], typed: str) -> list[int]:
    """Indexes of the labels that match what was typed, each in list order: those starting
    with it first, then those with a word starting with it, then those that contain it,
    then those in which every typed word begins a word, then those that merely contain
    every typed word ("gua 2" finds "Guardia del puerto 2")."""
    wanted = folded(typed.strip())
    words = words_of(typed)
    ranked = []
    for index, label in enumerate(labels):
        text = folded(label)
        label_words = words_of(label)
        if text.startswith(wanted):
            rank = 0
        elif wanted in text and any(word.startswith(wanted) for word in text.split()):
            rank = 1
        elif wanted in text:
            rank = 2
        elif all(any(word.startswith(w) for word in label_words) for w in words):
            rank = 3
        elif all(w in text for w in words):
            rank = 4
        else:
            continue
        ranked.append((rank, index))
    return [index for _, index in sorted(ranked)]


class ChoiceList(OptionList):
    """The options; its enter (Textual's "select", not shown) is shown as "Choose", so
    the footer says more than "esc Cancel"."""

    BINDINGS = [Binding("enter", "select", translatable("Choose"))]


class FilterInput(Input):
    """The filter of a long list; enter takes the highlighted option, and says so. The
    ``steps`` keys (a panel option's own key) move the highlight instead of typing."""

    BINDINGS = [Binding("enter", "submit", translatable("Choose"))]

    class Stepped(Message):
        """A step key was pressed: move the highlight ``step`` options on."""

        def __init__(self, step: int) -> None:
            super().__init__()
            self.step = step

    def __init__(self, steps: Mapping[str, int], placeholder: str) -> None:
        super().__init__(placeholder=placeholder, id="filter", max_length=200)
        self.steps = steps

    def on_key(self, event: Key) -> None:
        if (step := self.steps.get(event.key)) is not None:
            event.prevent_default()  # never typed into the filter
            event.stop()
            self.post_message(self.Stepped(step))


class ChoiceDialog(DismissOnce[V | None], Generic[V]):
    """Pick one of ``options`` (value, label) with enter, after its number or some of its
    text; dismisses with the value (None: cancelled)."""

    DEFAULT_CSS = """
    ChoiceDialog { align: center middle; }
    ChoiceDialog > Vertical {
        width: 70; max-width: 95%; height: auto; max-height: 90%;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    ChoiceDialog OptionList { height: auto; max-height: 20; margin-top: 1; }
    ChoiceDialog Input { margin-top: 1; }
    ChoiceDialog #no-match { color: $warning; margin-top: 1; }
    ChoiceDialog #typed { color: $text-muted; }
    """
    BINDINGS = [Binding("escape", "cancel", translatable("Cancel"))]

    def __init__(
        self,
        title: str,
        options: Sequence[tuple[V, str]],
        filter: bool | None = None,
        current: V | None = None,
        steps: Mapping[str, int] | None = None,
        bounded: bool = False,
    ) -> None:
        """``current``: the value in use now, highlighted when the list opens, so enter
        keeps it and never picks the first option by accident.

        ``steps``: keys that move the highlight a step on (1) or back (-1) in a filtered
        list, as a panel option's key steps its value (``x`` opens the list on the value
        in use, ``x x x enter`` then takes the third value on). Only a letter that is in
        no option's name steps: one that could begin or narrow a filter is typed into it
        (a skill list's ``s``). ``bounded``: the options are a scale, and a step stops
        at its ends instead of going round (a modifier's -60 never steps to +60)."""
        super().__init__()
        self.bounded = bounded
        self.title_text = title
        self.options = options
        values = [value for value, _ in options]
        self.current = values.index(current) if current in values else 0
        """The index of the option highlighted when the list opens."""
        self.filtering = len(options) > LONG_LIST if filter is None else filter
        names = "\n".join(folded(plain(label)) for _, label in options)
        self.steps = {
            key: step
            for key, step in (steps or {}).items()
            if self.filtering and len(key) == 1 and folded(key) not in names
        }
        """The step keys that act here (their letter filters nothing in this list)."""
        self.shown: list[int] = list(range(len(options)))
        """Indexes of the options the filter lets through, in order."""
        self.typed = ""
        """What was typed in a short list (no filter field) to find an option."""
        self.digit_chose = False
        """The last key was a digit that moved the highlight (a letter next takes it)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Content.styled(self.title_text, "bold"))
            if not self.filtering:
                typed = Static(id="typed", markup=False)
                typed.display = False
                yield typed
            if self.filtering:
                yield FilterInput(self.steps, self._placeholder())
            yield ChoiceList(*self._option_rows())
            if self.filtering:
                no_match = Static(
                    t("Nothing matches: backspace to widen the search"), id="no-match"
                )
                no_match.display = False
                yield no_match
            else:
                no_match = Static(
                    t("Nothing matches: backspace to widen the search"), id="no-match"
                )
                no_match.display = False
                yield no_match
        # The dialog's own keys at the bottom, over the footer of the screen beneath
        # (whose keys do nothing while the dialog is open).
        yield KeysFooter()

    def _placeholder(self) -> str:
        """``type to filter``, and the step keys where the list has them."""
        keys = {step: key_name(key) for key, step in reversed(self.steps.items())}
        said = [t("type to filter")]
        if 1 in keys:
            said.append(t("{key}: next value", key=keys[1]))
        if -1 in keys:
            said.append(t("{key}: previous value", key=keys[-1]))
        return t(" · ").join(said)

    def _option_rows(self) -> list[Option]:
        numbered = not self.filtering
        rows = []
        for position, index in enumerate(self.shown):
            label = plain(self.options[index][1])
            prefix = f"{position + 1:>2}. " if numbered and position < LONG_LIST else "    "
            rows.append(Option(Content(prefix + label if numbered else label)))
        return rows

    def on_mount(self) -> None:
        option_list = self.query_one(OptionList)
        option_list.highlighted = self.current if self.shown else None
        if self.filtering:
            self.query_one("#filter", Input).focus()
        else:
            option_list.focus()

    @on(Input.Changed, "#filter")
    def _filter(self, event: Input.Changed) -> None:
        self.shown = filtered([plain(label) for _, label in self.options], event.value)
        option_list = self.query_one(OptionList)
        option_list.clear_options()
        option_list.add_options(self._option_rows())
        if not self.shown:
            option_list.highlighted = None
        elif event.value.strip():
            option_list.highlighted = 0
        else:  # the filter emptied again: back to the value in use
            option_list.highlighted = self.current
        self.query_one("#no-match", Static).display = not self.shown

    def on_filter_input_stepped(self, event: FilterInput.Stepped) -> None:
        option_list = self.query_one(OptionList)
        if self.shown:
            now = option_list.highlighted
            step = 0 if now is None else now + event.step
            ends = min(max(step, 0), len(self.shown) - 1)
            option_list.highlighted = ends if self.bounded else step % len(self.shown)

    @on(Input.Submitted, "#filter")
    def _take_highlighted(self) -> None:
        highlighted = self.query_one(OptionList).highlighted
        if highlighted is not None and highlighted < len(self.shown):
            self.dismiss(self.options[self.shown[highlighted]][0])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.options[self.shown[event.option_index]][0])

    def on_key(self, event: Key) -> None:
        if self.closing:
            return
        option_list = self.query_one(OptionList)
        if self.filtering:
            if event.key in ("up", "down"):  # move in the list while typing
                if event.key == "up":
                    option_list.action_cursor_up()
                else:
                    option_list.action_cursor_down()
                event.stop()
            return
        character = event.character
        digit_chose, self.digit_chose = self.digit_chose, False
        if event.key == "backspace" and self.typed:
            self._find(self.typed[:-1])
        elif not self.typed and character and character in "123456789":
            if int(character) <= len(self.options):
                option_list.highlighted = int(character) - 1
                self.digit_chose = True
        elif digit_chose and character and character.isalpha():
            # The digit chose; the letter is for what comes next (the panel's r).
            if isinstance(self.app, KeyQueue):
                self.app.pass_on(event)
            event.prevent_default()
            self._take_highlighted()
        elif character and character.isprintable() and (self.typed or character != " "):
            self._find(self.typed + character)
        else:
            return
        event.stop()

    def _find(self, typed: str) -> None:
        """Highlight the first option that matches ``typed`` (ranked as the filter)."""
        self.typed = typed
        found = filtered([plain(label) for _, label in self.options], typed) if typed else []
        if found:
            self.query_one(OptionList).highlighted = found[0]
        shown = self.query_one("#typed", Static)
        shown.update(Content(t("Find: {text}", text=typed)))
        shown.display = bool(typed)
        self.query_one("#no-match", Static).display = bool(typed) and not found

    def action_cancel(self) -> None:
        self.dismiss(None)
