"""The main screen's keys, as data: the table the bindings, the footer, help and the
palette are made from, and the ids a keymap file names them by."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Protocol

from gmconsole.i18n import t, translatable
from gmconsole.textual_words import key_name

KEYS: list[tuple[str, str, str, str, bool]] = [
    # (key, action, footer label, help text, shown in footer), the texts in English,
    # translated when shown (placed_keys; the screen's bindings when its class is made).
    # The footer shows them in this order and a narrow terminal leaves out the last ones:
    # help first, as htop does, then what a fight uses most (at 80 columns in Spanish the
    # footer ends after undo and conditions; save, add and initiative had pushed undo off
    # it).
    ("f1", "help", translatable("Help"), translatable("this help"), True),
    (
        "n",
        "next_turn",
        translatable("Next"),
        translatable("next turn (ticks the current combatant's conditions)"),
        True,
    ),
    (
        "t",
        "test",
        translatable("Test"),
        translatable(
            "test or attack: whoever has the turn acts, against the selected combatant if it "
            "is an opponent who is up (never an ally by default: pick one in the panel; a FIDS "
            "test starts against nobody)"
        ),
        True,
    ),
    (
        "T",
        "test_selected",
        translatable("Test out of turn"),
        translatable("test by the selected combatant, out of turn (no target unless you pick one)"),
        False,
    ),
    (
        "d",
        "damage",
        translatable("Dmg"),
        translatable("damage the selected (or marked) combatants: HP, strikes, harm"),
        True,
    ),
    (
        "h",
        "heal",
        translatable("Heal"),
        translatable("heal the selected (or marked) combatants"),
        True,
    ),
    ("ctrl+z", "undo", translatable("Undo"), translatable("undo the last change"), True),
    (
        "c",
        "add_condition",
        translatable("Cond"),
        translatable("a condition for some rounds on the selected (or marked)"),
        True,
    ),
    (
        "ctrl+s",
        "save",
        translatable("Save"),
        translatable("save the party file (keeps NAME.toml.bak)"),
        True,
    ),
    (
        "a",
        "add_from_roster",
        translatable("Add"),
        translatable("add enemies from the roster or the bestiary (with a count)"),
        True,
    ),
    (
        "i",
        "roll_initiative",
        translatable("Init"),
        translatable("roll initiative for everyone and sort"),
        True,
    ),
    (
        "p",
        "previous_turn",
        translatable("Prev"),
        translatable(
            "previous turn: right after n it undoes that n exactly; otherwise it moves the "
            "marker back and does not restore conditions that expired"
        ),
        True,
    ),
    (
        "space",
        "",
        translatable("Mark"),
        translatable("tracker: mark / unmark the selected combatant for d, h or c"),
        False,
    ),
    (
        "right",
        "",
        translatable("Open group"),
        translatable("tracker: → opens a group's row (its members under it), ← closes it"),
        False,
    ),
    ("ctrl+y", "redo", translatable("Redo"), translatable("redo"), True),
    (
        "l",
        "show_log",
        translatable("Whole log"),
        translatable(
            "the whole log, to read back with the keyboard (arrows, page keys; esc closes)"
        ),
        False,
    ),
    (
        "L",
        "follow_log",
        translatable("Log"),
        translatable("the log: back to the newest lines (after scrolling it back)"),
        False,
    ),
    (
        "shift+down",
        "scroll_box(1)",
        translatable("Box down"),
        translatable("scroll the combat box down (a sheet longer than the box: a scrollbar)"),
        False,
    ),
    (
        "shift+up",
        "scroll_box(-1)",
        translatable("Box up"),
        translatable("scroll the combat box up"),
        False,
    ),
    (
        "I",
        "reroll_initiative",
        translatable("Re-roll"),
        translatable("re-roll the selected combatant's initiative"),
        False,
    ),
    (
        "e",
        "edit_initiative",
        translatable("Edit init"),
        translatable("type the selected combatant's initiative"),
        False,
    ),
    ("s", "sort", translatable("Sort"), translatable("sort the order by initiative"), False),
    (
        "left_square_bracket",
        "move(-1)",
        translatable("Move up"),
        translatable("move the selected combatant up"),
        False,
    ),
    (
        "right_square_bracket",
        "move(1)",
        translatable("Move down"),
        translatable("move the selected combatant down"),
        False,
    ),
    (
        "w",
        "delay",
        translatable("Delay"),
        translatable("the current combatant delays its turn"),
        False,
    ),
    (
        "b",
        "return_now",
        translatable("Back in"),
        translatable("a delayed combatant acts now (interrupts)"),
        False,
    ),
    (
        "enter",
        "give_turn",
        translatable("Give turn"),
        translatable("give the turn to the selected combatant"),
        False,
    ),
    (
        "ctrl+f",
        "toggle_fallen",
        translatable("Fallen"),
        translatable("hide / show the fallen (down or dead) in the tracker"),
        False,
    ),
    (
        "x",
        "remove_condition",
        translatable("Uncond"),
        translatable("remove a condition from the selected combatant"),
        False,
    ),
    (
        "C",
        "repeat_condition",
        translatable("Again"),
        translatable("the last condition again, on the selected"),
        False,
    ),
    (
        "R",
        "write_recap",
        translatable("Recap"),
        translatable(
            "write the session recap next to the party file: the players' copy or the GM's"
        ),
        False,
    ),
    (
        "o",
        "notes",
        translatable("Notes"),
        translatable("edit the selected combatant's notes"),
        False,
    ),
    (
        "k",
        "edit_sheet",
        translatable("Sheet"),
        translatable("edit the selected combatant's sheet (its system's fields, checked as typed)"),
        False,
    ),
    (
        "K",
        "party_sheets",
        translatable("Party"),
        translatable(
            "the party, its roster and the bestiary: edit, duplicate or remove a member, "
            "a creature or a bestiary entry, or make a new one"
        ),
        False,
    ),
    (
        "q",
        "quick_add",
        translatable("Quick add"),
        translatable("quick-add an enemy by name"),
        False,
    ),
    (
        "A",
        "prepared",
        translatable("Encounters"),
        translatable("prepared encounters: start one, or save the enemies of the fight as one"),
        False,
    ),
    (
        "B",
        "save_to_bestiary",
        translatable("Bestiary"),
        translatable("save an enemy into the bestiary"),
        False,
    ),
    (
        "m",
        "add_member",
        translatable("Member"),
        translatable("bring party members into the fight (placed in order)"),
        False,
    ),
    (
        "delete",
        "remove",
        translatable("Remove"),
        translatable("remove the selected combatant from the fight"),
        False,
    ),
    (
        "f",
        "toggle_flag('down')",
        translatable("Down"),
        translatable("mark the selected combatant down / up"),
        False,
    ),
    (
        "F",
        "toggle_flag('dead')",
        translatable("Dead"),
        translatable("mark the selected combatant dead / alive"),
        False,
    ),
    (
        "z",
        "zone",
        translatable("Zone"),
        translatable(
            "move the selected combatant to another zone: on its own turn a dash that takes "
            "the action, out of its turn free"
        ),
        False,
    ),
    (
        "S",
        "surprise",
        translatable("Surprise"),
        translatable("who surprises (sets the turn order)"),
        False,
    ),
    (
        "g",
        "long_rest",
        translatable("Rest/day"),
        translatable("the system's rest: new day, new session, night's rest"),
        False,
    ),
    (
        "X",
        "experience",
        translatable("XP"),
        translatable("award XP or raise a skill (cost = the new level)"),
        False,
    ),
    (
        "E",
        "end_fight",
        translatable("End fight"),
        translatable("end the fight (enemies leave, members stay)"),
        False,
    ),
    (
        "P",
        "fight_preview",
        translatable("Preview"),
        translatable("how the fight may go (simulated)"),
        False,
    ),
    (
        "v",
        "app.players",
        translatable("Players"),
        translatable("players' view: address, QR code, LAN, open rolls"),
        False,
    ),
    (
        "u",
        "toggle_flag('hidden')",
        translatable("Hide"),
        translatable("hide from / show to the players"),
        False,
    ),
    (
        "enter",
        "",
        translatable("Amount"),
        translatable("sidebar: type a change for the highlighted resource (-8, +3, =12)"),
        False,
    ),
    (
        "plus",
        "",
        "+1",
        translatable("sidebar: raise the highlighted resource (also = or right)"),
        False,
    ),
    ("minus", "", "-1", translatable("sidebar: lower the highlighted resource (also left)"), False),
    ("tab", "", translatable("Focus"), translatable("move between tracker and sidebar"), False),
    (
        "ctrl+p",
        "",
        translatable("Palette"),
        translatable("command palette: every action by name"),
        False,
    ),
    (
        "ctrl+q",
        "",
        translatable("Quit"),
        translatable("quit (asks when there are unsaved changes)"),
        False,
    ),
]


SYSTEM_ACTIONS = frozenset({"zone", "surprise", "experience", "long_rest"})
"""Actions only some systems have: hidden from the footer, help and palette elsewhere."""
INITIATIVE_ACTIONS = frozenset({"roll_initiative", "reroll_initiative", "edit_initiative", "sort"})
"""Actions on initiative: hidden for a system that has none (EZD6: sides take turns)."""


def binding_id(action: str) -> str:
    """The id a keymap file uses for a main-screen action, e.g. ``tracker.next_turn``,
    ``tracker.move_up``, ``tracker.toggle_dead``, ``tracker.players``."""
    return NAMED_IDS.get(action, f"tracker.{action}")


NAMED_IDS = {
    "move(-1)": "tracker.move_up",
    "move(1)": "tracker.move_down",
    "scroll_box(1)": "tracker.box_down",
    "scroll_box(-1)": "tracker.box_up",
    "app.players": "tracker.players",
    "toggle_flag('down')": "tracker.toggle_down",
    "toggle_flag('dead')": "tracker.toggle_dead",
    "toggle_flag('hidden')": "tracker.toggle_hidden",
}
"""The ids of the actions with arguments, written out (never read out of the action)."""

WIDGET_IDS = {
    "space": "tracker.mark",
    "right": "tracker.open_group",
    "enter": "resource.amount",
    "plus": "resource.plus",
    "minus": "resource.minus",
}
"""The ids of the rows whose binding is a widget's (the tracker's, the sidebar's), by the
row's key in ``KEYS`` (a row without a main-screen action): a keymap file moves them too,
and the help names them as it names the others (play-test 10: space and → had none)."""


def row_id(key: str, action: str) -> str:
    """The binding id of a ``KEYS`` row (its default ``key``), or "" when none has one."""
    return binding_id(action) if action else WIDGET_IDS.get(key, "")


KeyRow = tuple[str, str, str, str, bool]
"""(key as the keymap placed it, action, label, help text, shown in the footer)."""


class HasActions(Protocol):
    """What decides which of the table's actions a system has (its adapter)."""

    @property
    def system_actions(self) -> Collection[str]: ...
    @property
    def has_initiative(self) -> bool: ...


def system_has(adapter: HasActions, action: str) -> bool:
    """Whether the open system has this action (some only exist in some systems)."""
    if action in SYSTEM_ACTIONS and action not in adapter.system_actions:
        return False
    return not (action in INITIATIVE_ACTIONS and not adapter.has_initiative)


def placed_rows(keymap: Mapping[str, str]) -> list[KeyRow]:
    """The whole key table with the keys the GM's keymap file gave them, its words still
    the English message ids (the per-key check of absent actions translates only the
    one row it finds)."""
    return [
        (keymap.get(row_id(key, action), key), action, label, text, shown)
        for key, action, label, text, shown in KEYS
    ]


def placed_keys(keymap: Mapping[str, str]) -> list[KeyRow]:
    """``placed_rows`` with its words in the language of the moment (help, palette)."""
    return [
        (key, action, t(label), t(text), shown)
        for key, action, label, text, shown in placed_rows(keymap)
    ]


def keys_here(keymap: Mapping[str, str], adapter: HasActions) -> list[KeyRow]:
    """The key table without the actions this system does not have, placed."""
    return [row for row in placed_keys(keymap) if system_has(adapter, row[1])]


def palette_actions(keymap: Mapping[str, str], adapter: HasActions) -> list[tuple[str, str]]:
    """(description, action) for the command palette."""
    return [
        (f"{text} ({key_name(key)})", action)
        for key, action, _, text, _ in keys_here(keymap, adapter)
        if action
    ]


def absent_action_notice(
    keys: Iterable[KeyRow], has_action: Callable[[str], bool], system: str, key: str
) -> str | None:
    """The notice for ``key`` when it is bound to an action this system lacks (it did
    nothing, silently: ``g`` in Eclipse Phase, whose text has no rest rule); else None.
    ``keys`` are ``placed_rows``: labels as English message ids, translated here."""
    for placed, action, label, _, _ in keys:
        if not action or placed != key:
            continue
        if has_action(action):
            return None
        # the footer's label is an abbreviation ("Init"): initiative is said in full
        what = (
            t("initiative roll (the sides take turns)")
            if action in INITIATIVE_ACTIONS
            else t(label)
        )
        return t("{system} has no {what}: this key does nothing here", system=system, what=what)
    return None
