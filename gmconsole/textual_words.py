"""Textual's own words in the console's language: its notifications and key descriptions.

Textual writes a few notifications itself, in English and with no hook for their text:
ctrl+c's hint on how to quit, and the screenshot's "saved" or "failed". ``TextualWords``
says the same in the console's language; a screenshot's handler stops the event there,
so Textual's English one does not run as well.

The Keys panel (palette, Keys) lists Textual's own bindings too (scrolling, focus,
copy). A class's bindings are merged when it is defined, from its bases' ``BINDINGS``, so
``translate_textual_bindings`` rewrites the descriptions of the Textual classes the
console builds on, once, after the language is set and before the console's screens and
widgets are imported (``cli._use_language``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from textual import events
from textual.binding import Binding, BindingType
from textual.containers import ScrollableContainer
from textual.keys import format_key
from textual.screen import Screen

from gmconsole.i18n import footer_key, language, t, translatable

if TYPE_CHECKING:
    from textual.app import App
    from textual.dom import DOMNode

    _Base = App[None]
else:
    _Base = object


class TextualWords(_Base):
    """Mixed into the App, before ``App`` in the bases."""

    def action_help_quit(self) -> None:
        """Bound to ctrl+c by Textual: say which key quits (it no longer is ctrl+c)."""
        for active in self.active_bindings.values():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(
                    t("Press {key} to quit", key=self.get_key_display(active.binding)),
                    title=t("Do you want to quit?"),
                    markup=False,
                )
                return

    def _on_delivery_complete(self, event: events.DeliveryComplete) -> None:
        if event.name != "screenshot":
            return
        event.prevent_default()
        if event.path is None:
            self.notify(t("Saved screenshot"), title=t("Screenshot"), markup=False)
        else:
            self.notify(
                t("Saved screenshot to {path}", path=event.path),
                title=t("Screenshot"),
                markup=False,
            )

    def _on_delivery_failed(self, event: events.DeliveryFailed | events.DeliveryComplete) -> None:
        # A DeliveryFailed; Textual 8.2 annotates its own handler with DeliveryComplete
        # (by mistake), so this one accepts both to override it.
        if event.name != "screenshot":
            return
        event.prevent_default()
        self.notify(
            t("Failed to save screenshot"), title=t("Screenshot"), severity="error", markup=False
        )


TEXTUAL_DESCRIPTIONS = frozenset(
    {
        translatable("Scroll Up"),
        translatable("Scroll Down"),
        translatable("Scroll Left"),
        translatable("Scroll Right"),
        translatable("Scroll Home"),
        translatable("Scroll End"),
        translatable("Page Up"),
        translatable("Page Down"),
        translatable("Page Left"),
        translatable("Page Right"),
        translatable("Focus Next"),
        translatable("Focus Previous"),
        translatable("Copy selected text"),
    }
)
"""The descriptions Textual 8.2 gives the bindings of Screen and ScrollableContainer."""


_ORIGINALS: dict[type, list[BindingType]] = {}


def translate_textual_bindings() -> None:
    """Textual's key descriptions in the console's language, for every class defined
    from now on (in English, Textual's own again)."""
    for cls in (Screen, ScrollableContainer):
        original = _ORIGINALS.setdefault(cls, list(cls.BINDINGS))
        if language() == "en":
            cls.BINDINGS = original
        else:
            cls.BINDINGS = [_translated(binding) for binding in original]
        # Classes already defined (VerticalScroll, ModalScreen ...) merged the old words
        # when Textual was imported: merge theirs again.
        for sub in _subclasses(cls):
            sub._merged_bindings = sub._merge_bindings()


def _subclasses(cls: type[DOMNode]) -> list[type[DOMNode]]:
    found: list[type[DOMNode]] = [cls]
    for sub in cls.__subclasses__():
        found += _subclasses(sub)
    return found


def _translated(binding: BindingType) -> BindingType:
    if isinstance(binding, Binding) and binding.description in TEXTUAL_DESCRIPTIONS:
        return dataclasses.replace(binding, description=t(binding.description))
    return binding


def key_name(key: str) -> str:
    """A key as a person calls it: ``[`` not ``left_square_bracket``, ``ctrl+s``,
    ``space``/``espacio`` (the footer and the help use it)."""
    *modifiers, last = key.split("+") if key not in ("+", "plus") else ["plus"]
    shown = "enter" if last == "enter" else format_key(last)
    return "+".join([*modifiers, footer_key(shown)])
