"""A panel's keys as bindings of its class, built once when the class is defined.

The panel keys every system shares (help, roll, enter dice, apply, close, reset) and,
per panel class, one binding per option (next value; the uppercase key: previous value)
and per system key, from the class's ``OPTION_NAMES`` and ``SYSTEM_KEYS``. Opening a
panel edits no binding map, and the keymap knows every id before a panel opens
(``App.set_keymap`` moves them by id).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from textual.binding import Binding, BindingType

from gmconsole.i18n import translatable
from gmconsole.keymap import keymap_of

PANEL_BINDINGS: list[BindingType] = [
    # Help first, as on the main screen: a narrow terminal cuts the footer's last keys.
    Binding("f1", "help", translatable("Help"), priority=True, id="panel.help"),
    Binding("r", "roll", translatable("Roll"), priority=True, id="panel.roll"),
    Binding("e", "enter_dice", translatable("Enter dice"), priority=True, id="panel.enter_dice"),
    Binding("enter", "apply", translatable("Apply"), priority=True, id="panel.apply"),
    # Escape never applies (third-pass ruling): a roll closed unapplied is logged.
    Binding("escape", "close", translatable("Close"), priority=True, id="panel.close"),
    Binding(
        "backspace",
        "reset_options",
        translatable("Reset options"),
        priority=True,
        id="panel.reset_options",
    ),
    # The situational options (difficulty, boons, cover) come back only when pinned. The
    # key line, the help and the palette name it; the footer keeps its room for options.
    Binding("j", "pin", translatable("Pin modifiers"), show=False, priority=True, id="panel.pin"),
]
"""The keys of every panel (``PanelScreen.BINDINGS``)."""

OptionNames = Mapping[str, str]
"""An option's binding name by its default key, e.g. ``{"s": "skill"}``."""
SystemKeys = Mapping[str, tuple[str, str]]
"""A system key's (binding name, description) by its default key."""


def option_keys(option_names: OptionNames) -> dict[str, str]:
    """The option key of each option binding, by binding id (``panel.skill`` and
    ``panel.skill_back`` are both the option ``s``)."""
    return {
        f"panel.{name}{end}": key for key, name in option_names.items() for end in ("", "_back")
    }


def class_bindings(option_names: OptionNames, system_keys: SystemKeys) -> list[Binding]:
    """One binding per option key (next value; the uppercase key: previous value) and
    per system key. What the footer says for them is the panel's (``footer_label``):
    an option's label is known once ``setup`` ran, and a system key is listed only
    while the panel offers it."""
    bindings: list[Binding] = []
    for key, name in option_names.items():
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
    for key, (name, description) in system_keys.items():
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


def list_steps(app: object, name: str, key: str) -> dict[str, int]:
    """The keys that move the highlight in the list option ``key`` (binding name
    ``name``) opened: its own keys a step on, its uppercase ones a step back, as the
    app's keymap has them (``ChoiceDialog`` keeps those that cannot filter its list)."""
    steps: dict[str, int] = {}
    keymap = keymap_of(app)
    for end, default, step in (("", key, 1), ("_back", key.upper(), -1)):
        for pressed in keymap.get(f"panel.{name}{end}", default).split(","):
            steps.setdefault(pressed.strip(), step)
    return steps


def option_binding_ids(option_names: OptionNames, system_keys: SystemKeys) -> set[str]:
    """Every binding id a panel's options and system keys may have (for the keymap)."""
    options = set(option_keys(option_names))
    return options | {f"panel.{name}" for name, _ in system_keys.values()}


def binding_id_of(key: str, option_names: OptionNames, system_keys: SystemKeys) -> str:
    """The binding id of one of a panel's keys named by its default key: a system key,
    an option's key or a panel key (``enter``)."""
    if key in system_keys:
        return f"panel.{system_keys[key][0]}"
    if key in option_names:
        return f"panel.{option_names[key]}"
    return next(
        binding.id or ""
        for binding in PANEL_BINDINGS
        if isinstance(binding, Binding) and binding.key == key
    )


def own_bindings(classes: Iterable[type]) -> list[Binding]:
    """The bindings that ``classes`` (a panel class's bases, from the generic panel
    down) define themselves: the option and system keys of each panel class."""
    return [
        binding
        for base in classes
        for binding in base.__dict__.get("BINDINGS", [])
        if isinstance(binding, Binding)
    ]


def help_entries(
    bindings: Iterable[BindingType],
    label_of: Callable[[Binding], str | None],
    shown: Callable[[str, str], str],
) -> list[tuple[str, str]]:
    """(key as the GM presses it, what it does and its id) for the help, once per id;
    a binding ``label_of`` does not name (an option this mode hides) is left out, and
    so is an option's previous-value key."""
    keys: list[tuple[str, str]] = []
    seen: set[str] = set()
    for binding in bindings:
        if not isinstance(binding, Binding) or not binding.id or binding.id in seen:
            continue
        if binding.id.endswith("_back") or (label := label_of(binding)) is None:
            continue
        seen.add(binding.id)
        keys.append((shown(binding.id, binding.key), f"{label}  ·  {binding.id}"))
    return keys
