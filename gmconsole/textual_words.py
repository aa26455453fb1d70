"""Textual's own words in the console's language: its notifications and key descriptions.

Textual writes a few notifications itself, in English and with no hook for their text:
ctrl+c's hint on how to quit, and the screenshot's "saved" or "failed". ``TextualWords``
says the same in the console's language, in public handlers (``action_help_quit``,
``on_delivery_complete``, ``on_delivery_failed``); a screenshot's handler calls
``prevent_default``, so Textual's English one, on the base class, does not run as well.

Key descriptions are translated when shown, not when a class is defined: every binding
keeps its English description (the message id), and every screen of the console gives
its ``active_bindings`` (what the footer and Textual's Keys panel read) through
``bindings_in_language``, in the language of the moment, Textual's own bindings (scrolling,
focus, copy) included. The language can then be chosen after any import.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from textual import events
from textual.binding import ActiveBinding, Binding
from textual.keys import format_key

from gmconsole.i18n import footer_key, t, translatable, translations

if TYPE_CHECKING:
    from textual.app import App

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

    def on_delivery_complete(self, event: events.DeliveryComplete) -> None:
        """The screenshot is saved: said here, and ``prevent_default`` keeps Textual's
        English handler (on ``App``, a base class) from saying it again."""
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

    def on_delivery_failed(self, event: events.DeliveryFailed) -> None:
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
"""The descriptions Textual 8.2 gives the bindings of Screen and ScrollableContainer, in
the catalog (``bindings_in_language`` translates them when shown)."""


def bindings_in_language(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """A screen's active bindings with their words in the language of the moment: every
    screen of the console gives its ``active_bindings`` through here (``ConsoleScreen``,
    ``DismissOnce``), and everything that shows a key reads them (the footer, Textual's
    Keys panel).

    A ``Binding`` keeps its English text (the message id) from the class body on; it is
    translated here, when shown, so the language may change after the classes exist.
    Textual's own bindings (scrolling, focus, copy) are translated the same way."""
    return {key: in_language(binding) for key, binding in active.items()}


def in_language(active: ActiveBinding) -> ActiveBinding:
    """``active`` with its binding's words in the console's language."""
    binding = shown_binding(active.binding)
    if binding is active.binding:
        return active
    return ActiveBinding(active.node, binding, active.enabled, binding.tooltip)


_shown: dict[Binding, Binding] = {}
"""Each binding as shown in the language of ``_shown_for`` (translated once)."""
_shown_for: object = None
"""The catalogs ``_shown`` was translated with (``i18n.translations()``)."""


def shown_binding(binding: Binding) -> Binding:
    """``binding`` with its description and tooltip translated (the same object when
    the language leaves them as they are: English, or a text with no entry)."""
    global _shown_for
    catalogs = translations()
    if _shown_for is not catalogs:  # another language, or a system's catalog added
        _shown.clear()
        _shown_for = catalogs
    found = _shown.get(binding)
    if found is None:
        description = _word(binding.description)
        tooltip = _word(binding.tooltip)
        if (description, tooltip) == (binding.description, binding.tooltip):
            found = binding
        else:
            found = dataclasses.replace(binding, description=description, tooltip=tooltip)
        _shown[binding] = found
    return found


def _word(text: str) -> str:
    return t(text) if text else text  # gettext's "" is the catalog's header


def key_name(key: str) -> str:
    """A key as a person calls it: ``[`` not ``left_square_bracket``, ``ctrl+s``,
    ``space``/``espacio`` (the footer and the help use it)."""
    *modifiers, last = key.split("+") if key not in ("+", "plus") else ["plus"]
    shown = "enter" if last == "enter" else format_key(last)
    return "+".join([*modifiers, footer_key(shown)])
