"""The main screen: tracker, combat panel, resource sidebar and log, and every fight key.

Widgets never change state: each key becomes an operation run through the engine (history
and recovery journal), then the widgets are told to redraw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.form_dialog import Field, FormDialog
from gmconsole.model.party import SYSTEM_TITLES
from gmconsole.screens.help_screen import HelpScreen
from gmconsole.state.context import character_index
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.text import plain
from gmconsole.widgets.combat_panel import CombatPanel
from gmconsole.widgets.initiative_tracker import InitiativeTracker
from gmconsole.widgets.log_view import LogView
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from rules.dice import DiceSource

LOG_SHOWN = 500
NARROW_WIDTH = 100

KEYS: list[tuple[str, str, str, str, bool]] = [
    # (key, action, footer label, help text, shown in footer)
    ("n", "next_turn", "Next", "next turn (ticks the current combatant's conditions)", True),
    ("p", "previous_turn", "Prev", "previous turn", True),
    ("t", "test", "Test", "roll a test or attack for the selected combatant", True),
    ("d", "damage", "Dmg", "damage the selected combatant (HP or strikes)", True),
    ("h", "heal", "Heal", "heal the selected combatant", True),
    ("c", "add_condition", "Cond", "add a condition with a duration in rounds", True),
    ("a", "add_from_roster", "Add", "add enemies from the roster (with a count)", True),
    ("i", "roll_initiative", "Init", "roll initiative for everyone and sort", True),
    ("ctrl+s", "save", "Save", "save the party file (keeps NAME.toml.bak)", True),
    ("ctrl+z", "undo", "Undo", "undo the last change", True),
    ("ctrl+y", "redo", "Redo", "redo", True),
    ("f1", "help", "Help", "this help", True),
    ("r", "reroll_initiative", "Re-roll", "re-roll the selected combatant's initiative", False),
    ("e", "edit_initiative", "Edit init", "type the selected combatant's initiative", False),
    ("s", "sort", "Sort", "sort the order by initiative", False),
    ("left_square_bracket", "move(-1)", "Up", "move the selected combatant up ([)", False),
    ("right_square_bracket", "move(1)", "Down", "move the selected combatant down (])", False),
    ("w", "delay", "Delay", "the current combatant delays its turn", False),
    ("b", "return_now", "Back in", "a delayed combatant acts now (interrupts)", False),
    ("enter", "give_turn", "Give turn", "give the turn to the selected combatant", False),
    ("x", "remove_condition", "Uncond", "remove a condition from the selected combatant", False),
    ("o", "notes", "Notes", "edit the selected combatant's notes", False),
    ("q", "quick_add", "Quick add", "quick-add an enemy by name", False),
    ("m", "add_member", "Member", "bring a party member into the fight", False),
    ("delete", "remove", "Remove", "remove the selected combatant from the fight", False),
    ("f", "toggle_flag('down')", "Down", "mark the selected combatant down / up", False),
    ("F", "toggle_flag('dead')", "Dead", "mark the selected combatant dead / alive", False),
    ("z", "zone", "Zone", "EZD6: move the selected combatant to another zone (dash)", False),
    ("S", "surprise", "Surprise", "EZD6: who surprises (sets the turn order)", False),
    ("g", "long_rest", "Rest/day", "RyF new day · FIDS new session · EZD6 night's rest", False),
    ("X", "experience", "XP", "RyF: award XP or raise a skill (cost = the new level)", False),
    ("E", "end_fight", "End fight", "end the fight (enemies leave, members stay)", False),
    ("plus", "", "+1", "sidebar: raise the highlighted resource (also = or right)", False),
    ("minus", "", "-1", "sidebar: lower the highlighted resource (also left)", False),
    ("tab", "", "Focus", "move between tracker and sidebar", False),
    ("ctrl+p", "", "Palette", "command palette: every action by name", False),
    ("ctrl+q", "", "Quit", "quit (asks when there are unsaved changes)", False),
]


class MainScreen(Screen[None]):
    BINDINGS = [
        Binding(key, action, label, show=shown, id=f"main.{action}")
        for key, action, label, _, shown in KEYS
        if action
    ]

    def __init__(self, engine: Engine, path_label: str) -> None:
        super().__init__()
        self.engine = engine
        self.party = engine.party
        self.rules = engine.rules
        self.path_label = path_label
        self.last_target: str | None = None

    # --- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="body"):
            yield InitiativeTracker(self.party, self.rules, id="tracker")
            with Vertical(id="side"):
                yield CombatPanel(id="panel")
                yield ResourceSidebar(id="resources")
        yield LogView(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"{plain(self.party.name)} · {SYSTEM_TITLES[self.party.system]}"
        self.tracker.focus()
        encounter = self.party.encounter
        if encounter.active and 0 <= encounter.turn < len(encounter.combatants):
            # Opening a fight in progress (or a restored one): start on whose turn it is.
            self.tracker.select_id(encounter.combatants[encounter.turn].id)
        self.rebuild_log()
        self.refresh_state()

    def on_resize(self) -> None:
        self.set_class(self.size.width < NARROW_WIDTH, "-narrow")

    @property
    def tracker(self) -> InitiativeTracker:
        return self.query_one(InitiativeTracker)

    # --- showing state ------------------------------------------------------------------
    def refresh_state(self, new_lines: list[str] | None = None) -> None:
        self.tracker.sync(unsaved=self.engine.dirty)
        self.show_selected()
        if new_lines:
            round_number = self.party.encounter.round
            self.query_one(LogView).append(self._log_line(round_number, t) for t in new_lines)

    def _log_line(self, round_number: int, text: str) -> str:
        return f"R{round_number:<3} {plain(text)}"

    def rebuild_log(self) -> None:
        self.query_one(LogView).set_lines(
            self._log_line(e.round, e.text) for e in self.party.log[-LOG_SHOWN:]
        )

    def show_selected(self) -> None:
        panel = self.query_one(CombatPanel)
        sidebar = self.query_one(ResourceSidebar)
        cid = self.tracker.selected_id
        party_resources = self.rules.party_resources(self.party)
        if cid is None:
            panel.clear("Nobody in the fight: a adds enemies, m adds party members.")
            sidebar.show("", party_resources)
            return
        character = character_index(self.party)[cid]
        combatant = next(c for c in self.party.encounter.combatants if c.id == cid)
        extra = []
        if combatant.conditions:
            extra.append(
                "Conditions: "
                + ", ".join(
                    f"{c.name} ({c.rounds} rounds)" if c.rounds else c.name
                    for c in combatant.conditions
                )
            )
        if self.party.system == "ezd6":
            used = [k for k, v in combatant.used.model_dump().items() if v]
            extra.append(
                f"Zone: {combatant.zone} · used this round: {', '.join(used) or 'nothing'}"
            )
        if combatant.notes:
            extra.append(f"Notes: {combatant.notes}")
        panel.show(
            character.name,
            combatant.side,
            self.rules.key_values(self.party, character),
            "t: test/attack · d/h: damage/heal · c: condition · F1: help",
            extra,
        )
        sidebar.show(character.name, self.rules.resources(self.party, character) + party_resources)

    @on(InitiativeTracker.Selected)
    def _selected(self) -> None:
        self.show_selected()

    # --- running operations -------------------------------------------------------------
    def run_op(
        self, op: str, dice: DiceSource | None = None, follow: bool = False, **args: Any
    ) -> bool:
        """Run an operation through the engine; a refusal is shown, never raised.

        ``follow`` moves the cursor to whose turn it is before the one redraw.
        """
        try:
            outcome = self.engine.execute(op, dice, **args)
        except ActionRefused as refusal:
            self.app.notify(str(refusal), severity="warning", markup=False)
            return False
        if follow and self.party.encounter.combatants:
            encounter = self.party.encounter
            self.tracker.select_id(encounter.combatants[encounter.turn].id)
        self.refresh_state(outcome.log)
        return True

    def selected(self) -> str | None:
        cid = self.tracker.selected_id
        if cid is None:
            self.app.notify("Nobody is selected: add combatants first.", severity="warning")
        return cid

    def ask(self, dialog: Any, then: Callable[[Any], object]) -> None:
        """Push a dialog; ``then`` runs with its value unless it was cancelled."""

        def done(value: Any) -> None:
            if value is not None and value is not False:
                then(value)

        self.app.push_screen(dialog, done)

    def name_of(self, cid: str) -> str:
        """The name, or the id of a combatant removed since a dialog was opened for it."""
        character = character_index(self.party).get(cid)
        return plain(character.name) if character is not None else cid

    # --- turn actions ---------------------------------------------------------------------
    def action_next_turn(self) -> None:
        self.run_op("next_turn", follow=True)

    def action_previous_turn(self) -> None:
        self.run_op("previous_turn", follow=True)

    def follow_turn(self) -> None:
        """Put the cursor on whose turn it is."""
        combatants = self.party.encounter.combatants
        if combatants:
            self.tracker.select_id(combatants[self.party.encounter.turn].id)
            self.show_selected()

    def action_give_turn(self) -> None:
        if (cid := self.selected()) is not None:
            self.run_op("set_turn", cid=cid)

    def action_roll_initiative(self) -> None:
        self.run_op("roll_initiative", follow=True)

    def action_reroll_initiative(self) -> None:
        if (cid := self.selected()) is not None:
            self.run_op("roll_initiative", cid=cid)
            self.tracker.select_id(cid)

    def action_edit_initiative(self) -> None:
        if (cid := self.selected()) is None:
            return
        combatant = next(c for c in self.party.encounter.combatants if c.id == cid)
        field = Field("value", "Initiative", str(combatant.initiative or ""), "int", -99, 999)

        def then(values: dict[str, Any]) -> None:
            self.run_op("set_initiative", cid=cid, value=values["value"])
            self.tracker.select_id(cid)

        self.ask(FormDialog(f"Initiative of {self.name_of(cid)}", [field]), then)

    def action_sort(self) -> None:
        self.run_op("sort_by_initiative")

    def action_move(self, delta: int) -> None:
        if (cid := self.selected()) is not None and self.run_op("move", cid=cid, delta=delta):
            self.tracker.select_id(cid)

    def action_delay(self) -> None:
        combatants = self.party.encounter.combatants
        if combatants:
            self.run_op("delay", cid=combatants[self.party.encounter.turn].id, follow=True)

    def action_return_now(self) -> None:
        delayed = [c for c in self.party.encounter.combatants if c.delayed]
        if not delayed:
            self.app.notify("Nobody is delaying.", severity="warning")
            return

        def then(cid: str) -> None:
            self.run_op("return_now", cid=cid, follow=True)

        if len(delayed) == 1:
            then(delayed[0].id)
        else:
            options = [(c.id, self.name_of(c.id)) for c in delayed]
            self.ask(ChoiceDialog("Who acts now?", options), then)

    # --- combatants -----------------------------------------------------------------------
    def action_add_from_roster(self) -> None:
        if not self.party.roster:
            self.app.notify("The roster is empty: use q to quick-add.", severity="warning")
            return
        options = [(r.id, f"{r.name} (roster count {r.count})") for r in self.party.roster]

        def chosen(roster_id: str) -> None:
            entry = next(r for r in self.party.roster if r.id == roster_id)
            field = Field("count", "How many?", str(entry.count), "int", 1, 50)
            self.ask(
                FormDialog(f"Add {plain(entry.name)}", [field]),
                lambda values: self.run_op(
                    "add_from_roster", roster_id=roster_id, count=values["count"]
                ),
            )

        self.ask(ChoiceDialog("Add from the roster", options), chosen)

    def action_quick_add(self) -> None:
        unit = self.rules.health_unit or "harm track (0 = default)"
        fields = [Field("name", "Name"), Field("value", unit, "", "optional_int", 0, 99)]
        self.ask(
            FormDialog("Quick-add an enemy", fields),
            lambda v: self.run_op("quick_add", name=v["name"], value=v["value"] or 0),
        )

    def action_add_member(self) -> None:
        present = {c.id for c in self.party.encounter.combatants}
        missing = [(m.id, m.name) for m in self.party.members if m.id not in present]
        if not missing:
            self.app.notify("Every party member is already in the fight.", severity="warning")
            return
        self.ask(
            ChoiceDialog("Bring into the fight", missing),
            lambda cid: self.run_op("add_member", cid=cid),
        )

    def action_remove(self) -> None:
        if (cid := self.selected()) is None:
            return
        self.ask(
            ConfirmDialog(f"Remove {self.name_of(cid)} from the fight?"),
            lambda _: self.run_op("remove", cid=cid),
        )

    def action_end_fight(self) -> None:
        self.ask(
            ConfirmDialog("End the fight? Enemies leave; members keep their state."),
            lambda _: self.run_op("end_fight"),
        )

    # --- harm, conditions, notes ----------------------------------------------------------
    def action_damage(self) -> None:
        self._amount("damage", "Damage")

    def action_heal(self) -> None:
        self._amount("heal", "Healing")

    def _amount(self, op: str, label: str) -> None:
        if (cid := self.selected()) is None:
            return
        unit = self.rules.health_unit or "points"
        field = Field("amount", f"{label} ({unit})", "1", "int", 1, 999)
        self.ask(
            FormDialog(f"{label} to {self.name_of(cid)}", [field]),
            lambda v: self.run_op(op, cid=cid, amount=v["amount"]),
        )

    def action_add_condition(self) -> None:
        if (cid := self.selected()) is None:
            return
        fields = [
            Field("name", "Condition or effect"),
            Field("rounds", "Rounds (empty: until removed)", "", "optional_int", 1, 999),
        ]
        self.ask(
            FormDialog(f"Condition on {self.name_of(cid)}", fields),
            lambda v: self.run_op("add_condition", cid=cid, name=v["name"], rounds=v["rounds"]),
        )

    def action_remove_condition(self) -> None:
        if (cid := self.selected()) is None:
            return
        combatant = next(c for c in self.party.encounter.combatants if c.id == cid)
        if not combatant.conditions:
            self.app.notify(f"{self.name_of(cid)} has no conditions.", markup=False)
            return
        options = [
            (i, f"{c.name} ({c.rounds} rounds)" if c.rounds else c.name)
            for i, c in enumerate(combatant.conditions)
        ]
        self.ask(
            ChoiceDialog("Remove which condition?", options),
            lambda index: self.run_op("remove_condition", cid=cid, index=index),
        )

    def action_notes(self) -> None:
        if (cid := self.selected()) is None:
            return
        combatant = next(c for c in self.party.encounter.combatants if c.id == cid)
        self.ask(
            FormDialog(f"Notes on {self.name_of(cid)}", [Field("text", "Notes", combatant.notes)]),
            lambda v: self.run_op("set_notes", cid=cid, text=v["text"]),
        )

    def action_toggle_flag(self, flag: str) -> None:
        if (cid := self.selected()) is not None:
            self.run_op("toggle_flag", cid=cid, flag=flag)

    def action_zone(self) -> None:
        if self.party.system != "ezd6":
            self.app.notify("Zones are an EZD6 rule.", severity="warning")
            return
        if (cid := self.selected()) is None:
            return
        options = [
            ("near", "Near (melee reach)"),
            ("far", "Far (ranged)"),
            ("out", "Out of combat"),
        ]
        self.ask(
            ChoiceDialog(f"Move {self.name_of(cid)} to (takes the action)", options),
            lambda zone: self.run_op("set_zone", cid=cid, zone=zone),
        )

    def action_surprise(self) -> None:
        if self.party.system != "ezd6":
            self.app.notify("Surprise order is an EZD6 rule.", severity="warning")
            return
        options = [
            ("none", "No surprise: players first"),
            ("players", "Players surprise"),
            ("enemies", "Enemies surprise: enemies first"),
        ]

        def then(side: str) -> None:
            self.run_op("surprise", side=None if side == "none" else side, follow=True)

        self.ask(ChoiceDialog("Surprise", options), then)

    def action_long_rest(self) -> None:
        label = {
            "ryf": "Start a new in-game day (specializations reset)?",
            "fids": "Start a new session (Misfortune = 2 per player, max 15)?",
            "ezd6": "A night's rest (+1 strike to each party member)?",
        }.get(self.party.system)
        if label is None:
            self.app.notify(f"{self.rules.title} has no rest action.", severity="warning")
            return
        self.ask(ConfirmDialog(label), lambda _: self.run_op("long_rest"))

    def action_experience(self) -> None:
        if self.party.system != "ryf":
            self.app.notify("Experience points are a RyF rule.", severity="warning")
            return
        if (cid := self.selected()) is None:
            return
        from rules import ryf

        character = character_index(self.party)[cid]

        def award() -> None:
            field = Field("amount", "XP to award (1..10; 7 is usual)", "7", "int", 1, 10)
            self.ask(
                FormDialog(f"Award XP to {self.name_of(cid)}", [field]),
                lambda v: self.run_op("ryf_award_xp", cid=cid, amount=v["amount"]),
            )

        def raise_skill() -> None:
            options = [
                (
                    skill,
                    f"{name} {character.skill(skill)} -> {character.skill(skill) + 1}: "
                    f"{character.skill(skill) + 1} XP",
                )
                for skill, (_, name) in ryf.SKILLS.items()
                if character.skill(skill) < ryf.SKILL_MAX
            ]
            self.ask(
                ChoiceDialog(f"Raise a skill ({character.xp} XP available)", options),
                lambda skill: self.run_op("ryf_raise_skill", cid=cid, skill=skill),
            )

        choices = [("award", "Award XP"), ("raise", "Raise a skill")]
        self.ask(
            ChoiceDialog(f"Experience: {self.name_of(cid)} has {character.xp} XP", choices),
            lambda what: award() if what == "award" else raise_skill(),
        )

    @on(ResourceSidebar.Adjust)
    def _adjust(self, event: ResourceSidebar.Adjust) -> None:
        if event.resource.owner == "party":
            self.run_op("adjust_party", key=event.resource.key, delta=event.delta)
        elif (cid := self.selected()) is not None:
            self.run_op("adjust", cid=cid, key=event.resource.key, delta=event.delta)

    # --- tests (system panels) -------------------------------------------------------------
    def action_test(self) -> None:
        """Open the system panel: the actor is whose turn it is, the target the selected
        combatant (or the last target chosen)."""
        if (selected := self.selected()) is None:
            return
        from gmconsole.panels import open_panel

        encounter = self.party.encounter
        actor = encounter.combatants[encounter.turn].id if encounter.active else selected
        target = selected if selected != actor else self.last_target
        open_panel(self, actor, target)

    # --- history, saving, help --------------------------------------------------------------
    def action_undo(self) -> None:
        step = self.engine.undo()
        if step is None:
            self.app.notify("Nothing to undo.", severity="warning")
            return
        self.after_history(f"Undone: {step.op.replace('_', ' ')}")

    def action_redo(self) -> None:
        step = self.engine.redo()
        if step is None:
            self.app.notify("Nothing to redo.", severity="warning")
            return
        self.after_history(f"Redone: {step.op.replace('_', ' ')}")

    def after_history(self, message: str) -> None:
        self.rebuild_log()
        self.refresh_state()
        self.app.notify(message, markup=False, timeout=2)

    def action_save(self) -> None:
        self.app.save_party()  # type: ignore[attr-defined]
        self.refresh_state()

    def action_help(self) -> None:
        keys = [(key, text) for key, _, _, text, _ in KEYS]
        self.app.push_screen(HelpScreen(keys, self.rules.title, self.rules.rulings_summary))
