"""The main screen's keys, as data: the table the bindings, the footer, help and the
palette are made from, and the ids a keymap file names them by."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Protocol

from gmconsole.i18n import t
from gmconsole.textual_words import key_name

KEYS: list[tuple[str, str, str, str, bool]] = [
    # (key, action, footer label, help text, shown in footer); the footer shows them in
    # this order and a narrow terminal leaves out the last ones: help first, as htop
    # does, then what a fight uses most (at 80 columns in Spanish the footer ends after
    # undo and conditions; save, add and initiative had pushed undo off it).
    ("f1", "help", t("Help"), t("this help"), True),
    ("n", "next_turn", t("Next"), t("next turn (ticks the current combatant's conditions)"), True),
    (
        "t",
        "test",
        t("Test"),
        t(
            "test or attack: whoever has the turn acts, against the selected combatant if it "
            "is an opponent who is up (never an ally by default: pick one in the panel)"
        ),
        True,
    ),
    (
        "T",
        "test_selected",
        t("Test out of turn"),
        t("test by the selected combatant, out of turn (no target unless you pick one)"),
        False,
    ),
    (
        "d",
        "damage",
        t("Dmg"),
        t("damage the selected (or marked) combatants: HP, strikes, harm"),
        True,
    ),
    ("h", "heal", t("Heal"), t("heal the selected (or marked) combatants"), True),
    ("ctrl+z", "undo", t("Undo"), t("undo the last change"), True),
    (
        "c",
        "add_condition",
        t("Cond"),
        t("a condition for some rounds on the selected (or marked)"),
        True,
    ),
    ("ctrl+s", "save", t("Save"), t("save the party file (keeps NAME.toml.bak)"), True),
    (
        "a",
        "add_from_roster",
        t("Add"),
        t("add enemies from the roster or the bestiary (with a count)"),
        True,
    ),
    ("i", "roll_initiative", t("Init"), t("roll initiative for everyone and sort"), True),
    (
        "p",
        "previous_turn",
        t("Prev"),
        t(
            "previous turn: right after n it undoes that n exactly; otherwise it moves the "
            "marker back and does not restore conditions that expired"
        ),
        True,
    ),
    (
        "space",
        "",
        t("Mark"),
        t("tracker: mark / unmark the selected combatant for d, h or c"),
        False,
    ),
    (
        "right",
        "",
        t("Open group"),
        t("tracker: → opens a group's row (its members under it), ← closes it"),
        False,
    ),
    ("ctrl+y", "redo", t("Redo"), t("redo"), True),
    (
        "l",
        "show_log",
        t("Whole log"),
        t("the whole log, to read back with the keyboard (arrows, page keys; esc closes)"),
        False,
    ),
    (
        "L",
        "follow_log",
        t("Log"),
        t("the log: back to the newest lines (after scrolling it back)"),
        False,
    ),
    (
        "I",
        "reroll_initiative",
        t("Re-roll"),
        t("re-roll the selected combatant's initiative"),
        False,
    ),
    ("e", "edit_initiative", t("Edit init"), t("type the selected combatant's initiative"), False),
    ("s", "sort", t("Sort"), t("sort the order by initiative"), False),
    (
        "left_square_bracket",
        "move(-1)",
        t("Move up"),
        t("move the selected combatant up"),
        False,
    ),
    (
        "right_square_bracket",
        "move(1)",
        t("Move down"),
        t("move the selected combatant down"),
        False,
    ),
    ("w", "delay", t("Delay"), t("the current combatant delays its turn"), False),
    ("b", "return_now", t("Back in"), t("a delayed combatant acts now (interrupts)"), False),
    ("enter", "give_turn", t("Give turn"), t("give the turn to the selected combatant"), False),
    (
        "ctrl+f",
        "toggle_fallen",
        t("Fallen"),
        t("hide / show the fallen (down or dead) in the tracker"),
        False,
    ),
    (
        "x",
        "remove_condition",
        t("Uncond"),
        t("remove a condition from the selected combatant"),
        False,
    ),
    ("C", "repeat_condition", t("Again"), t("the last condition again, on the selected"), False),
    ("R", "write_recap", t("Recap"), t("write the session recap next to the party file"), False),
    ("o", "notes", t("Notes"), t("edit the selected combatant's notes"), False),
    ("q", "quick_add", t("Quick add"), t("quick-add an enemy by name"), False),
    (
        "A",
        "prepared",
        t("Encounters"),
        t("prepared encounters: start one, or save the enemies of the fight as one"),
        False,
    ),
    ("B", "save_to_bestiary", t("Bestiary"), t("save an enemy into the bestiary"), False),
    (
        "m",
        "add_member",
        t("Member"),
        t("bring party members into the fight (placed in order)"),
        False,
    ),
    ("delete", "remove", t("Remove"), t("remove the selected combatant from the fight"), False),
    ("f", "toggle_flag('down')", t("Down"), t("mark the selected combatant down / up"), False),
    ("F", "toggle_flag('dead')", t("Dead"), t("mark the selected combatant dead / alive"), False),
    ("z", "zone", t("Zone"), t("move the selected combatant to another zone (dash)"), False),
    ("S", "surprise", t("Surprise"), t("who surprises (sets the turn order)"), False),
    (
        "g",
        "long_rest",
        t("Rest/day"),
        t("the system's rest: new day, new session, night's rest"),
        False,
    ),
    ("X", "experience", t("XP"), t("award XP or raise a skill (cost = the new level)"), False),
    ("E", "end_fight", t("End fight"), t("end the fight (enemies leave, members stay)"), False),
    ("P", "fight_preview", t("Preview"), t("how the fight may go (simulated)"), False),
    (
        "v",
        "app.players",
        t("Players"),
        t("players' view: address, QR code, LAN, open rolls"),
        False,
    ),
    ("u", "toggle_flag('hidden')", t("Hide"), t("hide from / show to the players"), False),
    (
        "enter",
        "",
        t("Amount"),
        t("sidebar: type a change for the highlighted resource (-8, +3, =12)"),
        False,
    ),
    ("plus", "", "+1", t("sidebar: raise the highlighted resource (also = or right)"), False),
    ("minus", "", "-1", t("sidebar: lower the highlighted resource (also left)"), False),
    ("tab", "", t("Focus"), t("move between tracker and sidebar"), False),
    ("ctrl+p", "", t("Palette"), t("command palette: every action by name"), False),
    ("ctrl+q", "", t("Quit"), t("quit (asks when there are unsaved changes)"), False),
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
    "app.players": "tracker.players",
    "toggle_flag('down')": "tracker.toggle_down",
    "toggle_flag('dead')": "tracker.toggle_dead",
    "toggle_flag('hidden')": "tracker.toggle_hidden",
}
"""The ids of the actions with arguments, written out (never read out of the action)."""

KeyRow = tuple[str, str, str, str, bool]


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


def placed_keys(keymap: Mapping[str, str]) -> list[KeyRow]:
    """The whole key table with the keys the GM's keymap file gave them."""
    return [
        (keymap.get(binding_id(action), key) if action else key, action, label, text, shown)
        for key, action, label, text, shown in KEYS
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
