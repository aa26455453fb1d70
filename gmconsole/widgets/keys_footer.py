"""The footer of every screen: the keys that act here, drawn as one line by one widget."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, Protocol, runtime_checkable

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import ActiveBinding, Binding
from textual.screen import Screen
from textual.widget import Widget


@runtime_checkable
class LabelsItsKeys(Protocol):
    """A screen that says itself what the footer lists for a binding (None: not
    listed); a panel lists its options by their labels."""

    def footer_label(self, binding: Binding) -> str | None: ...


@runtime_checkable
class MarksItsKeys(Protocol):
    """A screen that marks some keys in the footer: a panel's option that opens a list
    shows ``x…`` (the mark follows the key)."""

    def footer_key_mark(self, binding: Binding) -> str: ...


class FooterEntry(NamedTuple):
    """One key as the footer shows it."""

    key: str
    """The key pressed (a click on the entry presses it)."""
    display: str
    """The key as the GM reads it (``f1``, ``^p``, ``espacio``)."""
    description: str
    enabled: bool
    """False: shown dimmed (the action exists here but does nothing now)."""


class KeysFooter(Widget, can_focus=False):
    """Textual's ``Footer`` is a container with a widget per key, recomposed on every
    refresh of the screen's bindings (every focus change and screen switch). Mounting
    and styling those ~13 widgets was about a fifth of the main screen's first frame and
    of the UI tests' CPU. This footer is one widget that draws the same line: the shown
    keys of the screen's active bindings (the first binding of each action), dimmed when
    their ``check_action`` says "not now", and the palette's key at the right.

    When the keys do not fit, the spacing tightens; then the dimmed keys are left out,
    then the last keys, whole (``f1`` help comes first on every screen and lists them
    all), never cut mid-word. Textual 8.2's ``Footer`` in its place on the RyF main
    screen at 80x24 (checked 2026-12-04) ends ``^s Save  a`` (full: the key without its
    word) or ``a Add i In`` (compact: cut mid-word), keeps dimmed keys in the way of
    those that act, and lists keys in the order of its map, where a keymap puts a moved
    key last (``_in_declared_order``)."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {
        "keys-footer--key",
        "keys-footer--description",
        "keys-footer--hover",
        "keys-footer--separator",
    }
    DEFAULT_CSS = """
    KeysFooter {
        dock: bottom;
        height: 1;
        width: 1fr;
        color: $footer-foreground;
        background: $footer-background;
        .keys-footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .keys-footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .keys-footer--hover {
            background: $block-hover-background;
        }
        .keys-footer--separator {
            color: $foreground 20%;
        }
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self._spans: list[tuple[int, int, FooterEntry]] = []
        """Where each entry was drawn last (start and end column): for the mouse."""
        self._hover: str | None = None
        """The key under the mouse pointer, drawn highlighted."""

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen) -> None:
        if self.is_attached and screen is self.screen:
            self.refresh()

    def entries(self) -> tuple[list[FooterEntry], FooterEntry | None]:
        """The keys shown, in the screen's order, and the palette's key (None: none).

        As in Textual's footer: one entry per action (its first shown binding), and the
        palette's key kept apart, whether or not its binding is shown."""
        app = self.app
        bindings = self.screen.active_bindings
        screen = self.screen
        label = screen.footer_label if isinstance(screen, LabelsItsKeys) else _label
        mark = screen.footer_key_mark if isinstance(screen, MarksItsKeys) else None
        seen: set[str] = set()
        shown: list[FooterEntry] = []
        for _, binding, enabled, _ in _in_declared_order(bindings.values()):
            description = label(binding)
            if description is not None and binding.action not in seen:
                seen.add(binding.action)
                display = app.get_key_display(binding) + (mark(binding) if mark else "")
                shown.append(FooterEntry(binding.key, display, description, enabled))
        palette = None
        if app.ENABLE_COMMAND_PALETTE and app.COMMAND_PALETTE_BINDING in bindings:
            _, binding, enabled, _ = bindings[app.COMMAND_PALETTE_BINDING]
            display = app.get_key_display(binding)
            palette = FooterEntry(binding.key, display, binding.description, enabled)
            shown = [entry for entry in shown if entry.key != binding.key]
        return shown, palette

    def render(self) -> Text:
        shown, palette = self.entries()
        width = self.size.width
        line = Text(no_wrap=True, overflow="crop", end="")
        spans: list[tuple[int, int, FooterEntry]] = []
        right = self._palette_cells(palette)
        room = max(0, width - right)
        # Textual's footer pads each key (" r Roll "); the compact form ("r Roll", a space
        # between keys) fits about a third more when the terminal is narrow.
        compact = _line_width(shown, compact=False) > room
        if compact and _line_width(shown, compact=True) > room:
            # Keys that do nothing now (dimmed) give their room to those that act.
            shown = [entry for entry in shown if entry.enabled]
        for entry in shown:
            cells = _width(entry, compact)
            gap = 1 if compact and spans else 0
            if line.cell_len + gap + cells > room:
                break
            line.append(" " * gap)
            start = line.cell_len
            self._append_entry(line, entry, compact)
            spans.append((start, line.cell_len, entry))
        if palette is not None and right <= width:
            line.append(" " * (width - right - line.cell_len))
            line.append("▏", self.get_component_rich_style("keys-footer--separator"))
            start = line.cell_len
            self._append_entry(line, palette, compact=False)
            line.append(" ")
            spans.append((start, line.cell_len, palette))
        self._spans = spans
        return line

    def _palette_cells(self, palette: FooterEntry | None) -> int:
        """Cells the palette's key takes at the right: separator, key, a space."""
        return 0 if palette is None else 1 + _width(palette, compact=False) + 1

    def _append_entry(self, line: Text, entry: FooterEntry, compact: bool) -> None:
        # Textual caches the component styles (until the styles change).
        key_style = self.get_component_rich_style("keys-footer--key")
        description_style = self.get_component_rich_style("keys-footer--description")
        extra = _DIM if not entry.enabled else _PLAIN
        if entry.key == self._hover:
            extra += self.get_component_rich_style("keys-footer--hover", partial=True)
        key = entry.display if compact else f" {entry.display} "
        line.append(key, key_style + extra)
        if entry.description:
            description = f" {entry.description}" if compact else f"{entry.description} "
            line.append(description, description_style + extra)

    @property
    def drawn(self) -> list[FooterEntry]:
        """The entries on screen, as last drawn (the palette's key last)."""
        return [entry for _, _, entry in self._spans]

    def _entry_at(self, x: int) -> FooterEntry | None:
        return next((entry for start, end, entry in self._spans if start <= x < end), None)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        entry = self._entry_at(event.x)
        if entry is None:
            return
        if entry.enabled:
            self.app.simulate_key(entry.key)
        else:
            self.app.bell()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        entry = self._entry_at(event.x)
        self._set_hover(entry.key if entry is not None else None)

    def on_leave(self, _: events.Leave) -> None:
        self._set_hover(None)

    def _set_hover(self, key: str | None) -> None:
        if key != self._hover:
            self._hover = key
            self.refresh()


def _in_declared_order(active: Iterable[ActiveBinding]) -> list[ActiveBinding]:
    """The active bindings with each node's in the order its classes declare them
    (``BINDINGS``, base classes first, as Textual merges them). A keymap moves a binding
    to the end of its node's map (Textual re-adds it under the new key), so a moved key
    jumped to the end of the footer and fell off a narrow one; the binding keeps its id,
    which finds its declared place."""
    items = list(active)
    nodes: dict[int, int] = {}
    ranks: dict[int, dict[str, int]] = {}
    for node, *_ in items:
        if id(node) not in nodes:
            nodes[id(node)] = len(nodes)
            ranks[id(node)] = _declared_ids(type(node))

    def place(item: tuple[int, ActiveBinding]) -> tuple[int, int, int]:
        position, (node, binding, *_) = item
        rank = ranks[id(node)].get(binding.id or "", len(ranks[id(node)]) + position)
        return nodes[id(node)], rank, position

    return [item for _, item in sorted(enumerate(items), key=place)]


def _declared_ids(cls: type) -> dict[str, int]:
    """Each binding id a class declares (its own ``BINDINGS`` and its bases'), by the
    place it is first declared."""
    ranks: dict[str, int] = {}
    for base in reversed(cls.__mro__):
        for binding in Binding.make_bindings(vars(base).get("BINDINGS", ())):
            if binding.id:
                ranks.setdefault(binding.id, len(ranks))
    return ranks


def _label(binding: Binding) -> str | None:
    """What the footer says for a binding (None: not listed). A screen may say it
    itself with a ``footer_label`` method: a panel lists its options by their labels
    there and its system keys only while it offers them."""
    return binding.description if binding.show else None


_DIM = Style(dim=True)
_PLAIN = Style(dim=False)


def _line_width(entries: list[FooterEntry], compact: bool) -> int:
    cells = sum(_width(entry, compact) for entry in entries)
    return cells + (len(entries) - 1 if compact and entries else 0)


def _width(entry: FooterEntry, compact: bool) -> int:
    """Cells an entry takes: `` r Roll `` in full, ``r Roll`` compact."""
    key = cell_len(entry.display)
    description = cell_len(entry.description)
    if compact:
        return key + (1 + description if description else 0)
    return key + 2 + (description + 1 if description else 0)
