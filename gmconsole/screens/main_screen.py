"""The main screen: tracker, combat panel, resource sidebar and log, and every fight key.

Widgets never change state: each key becomes an operation run through the engine (history
and recovery journal), then the widgets are told to redraw.
"""

from __future__ import annotations

import importlib
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message

from gmconsole.i18n import t
from gmconsole.lazy import lazy_module
from gmconsole.model.display import Resource
from gmconsole.model.party import AnyParty, LogEntry
from gmconsole.registry import ui_for
from gmconsole.screens import fallen_offers
from gmconsole.screens.console_screen import ConsoleScreen
from gmconsole.screens.main_keys import INITIATIVE_ACTIONS, KEYS, SYSTEM_ACTIONS, binding_id
from gmconsole.state.context import OpError, character_index, name_of
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import Operation, build, operation_label
from gmconsole.state.targets import target_warning
from gmconsole.text import plain
from gmconsole.textual_words import key_name
from gmconsole.type_ahead import opens_screens
from gmconsole.widgets.combat_panel import CombatPanel
from gmconsole.widgets.initiative_tracker import InitiativeTracker
from gmconsole.widgets.keys_footer import KeysFooter
from gmconsole.widgets.log_view import LogView
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from gmconsole.widgets.title_bar import TitleBar
from rules.dice import DiceSource

if TYPE_CHECKING:  # the type checker sees the real modules
    from gmconsole.dialogs import choice_dialog, confirm_dialog, form_dialog
    from gmconsole.dialogs.form_dialog import Field
    from gmconsole.screens import condition_actions, encounter_actions, group_actions
    from gmconsole.state import operations as ops
    from gmconsole.systems.ui_base import SystemUi
else:  # needed once a key is pressed, not for the first frame (see gmconsole/lazy.py)
    ops = lazy_module("gmconsole.state.operations")
    condition_actions = lazy_module("gmconsole.screens.condition_actions")
    choice_dialog = lazy_module("gmconsole.dialogs.choice_dialog")
    confirm_dialog = lazy_module("gmconsole.dialogs.confirm_dialog")
    form_dialog = lazy_module("gmconsole.dialogs.form_dialog")
    encounter_actions = lazy_module("gmconsole.screens.encounter_actions")
    group_actions = lazy_module("gmconsole.screens.group_actions")

LOG_SHOWN = 500
NARROW_WIDTH = 100
SHORT_HEIGHT = 30
"""Below this many rows the log shrinks to two lines."""


@runtime_checkable
class FollowsTheParty(Protocol):
    """A screen over the fight that is told the new party (a panel: a dialog's late
    answer can change the fight while it is open)."""

    def follow_party(self, party: AnyParty) -> None: ...


class MainScreen(ConsoleScreen):
    """The fight: the one place that runs operations and tells the widgets."""

    class Changed(Message):
        """The party changed (an operation, undo, redo): the players' view follows."""

    BINDINGS = [
        Binding(key, action, label, show=shown, id=binding_id(action))
        for key, action, label, _, shown in KEYS
        if action
    ]

    def __init__(self, engine: Engine, path_label: str) -> None:
        super().__init__()
        self.engine = engine
        self.adapter = engine.adapter
        self.path_label = path_label
        self.last_target: str | None = None
        """The combatant the last operation acted on (a panel's default target)."""
        self.last_condition: dict[str, Any] | None = None
        """The last condition added (name and duration), for C to repeat."""
        self.panel_memory: dict[str, dict[str, Any]] = engine.memory.setdefault("panels", {})
        """Each actor's panel options from last time, for this fight (reset when it ends);
        kept in the engine's memory, which the recovery journal keeps."""

    @property
    def party(self) -> AnyParty:
        """The party now: the engine's value (each operation, undo or redo makes a new
        one), never a copy kept here."""
        return self.engine.party

    @cached_property
    def ui(self) -> SystemUi:
        """The system's panel and dialogs, imported when a key first needs them (not for
        the first frame)."""
        return ui_for(self.party.system, self.adapter)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide the actions the open system does not have (footer, help and palette)."""
        return self.has_action(action)

    def on_key(self, event: Any) -> None:
        """A key of an action this system lacks says so (see absent_keys)."""
        from gmconsole.screens.absent_keys import absent_action_notice

        notice = absent_action_notice(
            self.placed_keys(), self.has_action, self.adapter.title, event.key
        )
        if notice is not None:
            event.stop()
            self.app.notify(notice, severity="warning", markup=False, timeout=3)

    def has_action(self, action: str) -> bool:
        """Whether the open system has this action (some only exist in some systems)."""
        if action in SYSTEM_ACTIONS and action not in self.adapter.system_actions:
            return False
        return not (action in INITIATIVE_ACTIONS and not self.adapter.has_initiative)

    def keys_here(self) -> list[tuple[str, str, str, str, bool]]:
        """The key table without the actions this system does not have, with the keys
        the GM's keymap file gave them."""
        return [row for row in self.placed_keys() if self.has_action(row[1])]

    def placed_keys(self) -> list[tuple[str, str, str, str, bool]]:
        """The whole key table with the keys the GM's keymap file gave them."""
        keymap: dict[str, str] = self.console.keymap
        return [
            (keymap.get(binding_id(action), key) if action else key, action, label, text, shown)
            for key, action, label, text, shown in KEYS
        ]

    def palette_actions(self) -> list[tuple[str, str]]:
        """(description, action) for the command palette."""
        return [
            (f"{text} ({key_name(key)})", action)
            for key, action, _, text, _ in self.keys_here()
            if action
        ]

    # --- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="body"):
            yield InitiativeTracker(self.party, self.adapter, id="tracker")
            with Vertical(id="side"):
                yield CombatPanel(id="panel")
                yield ResourceSidebar(id="resources")
        yield LogView(id="log")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.title = f"{plain(self.party.name)} · {self.adapter.title}"
        self.tracker.focus()
        if self.party.encounter.active:
            # Opening a fight in progress (or a restored one): start on whose turn it is
            # (now, so that a key typed at once moves from there), scrolled into view
            # once the tracker has its size (80x24 shows few rows).
            self._select_turn()
            self.call_after_refresh(self.tracker.scroll_to_cursor)
        self._log_shown: list[LogEntry] = []
        self.engine.watch(self.show_state)
        self.show_state()

    def on_resize(self) -> None:
        self.set_class(self.size.width < NARROW_WIDTH, "-narrow")
        # A short terminal (80x24) gives the log two lines and the fight the rest.
        self.set_class(self.size.height < SHORT_HEIGHT, "-short")

    @property
    def tracker(self) -> InitiativeTracker:
        return self.query_one(InitiativeTracker)

    # --- showing state ------------------------------------------------------------------
    def show_state(self) -> None:
        """The engine's party changed (or its saved state): tell every widget. The one
        path from an operation, an undo, a redo, a restore or a save to the screen."""
        party = self.party
        self.tracker.unsaved = self.engine.dirty
        self.tracker.party = party
        self.show_selected()
        self._show_log(party.log)
        for screen in self.app.screen_stack:  # a panel open over the fight
            if isinstance(screen, FollowsTheParty):
                screen.follow_party(party)
        self.post_message(self.Changed())

    def _show_log(self, log: list[LogEntry]) -> None:
        """Append the entries the log view lacks; after an undo (entries gone) or a
        restore, show the log anew. Entries are values: the same entry is the same
        object in every party that has it."""
        shown, self._log_shown = self._log_shown, log
        view = self.query_one(LogView)
        if log is shown:
            return
        if shown and len(log) >= len(shown) and log[len(shown) - 1] is shown[-1]:
            view.append(self._log_line(e.round, e.text) for e in log[len(shown) :])
        else:
            view.set_lines(self._log_line(e.round, e.text) for e in log[-LOG_SHOWN:])

    def _log_line(self, round_number: int, text: str) -> str:
        return f"R{round_number:<3} {plain(text)}"

    def show_selected(self) -> None:
        panel = self.query_one(CombatPanel)
        sidebar = self.query_one(ResourceSidebar)
        cid = self.tracker.selected_id
        party_resources = self.adapter.party_resources(self.party)
        if cid is None:
            panel.clear(t("Nobody in the fight: a adds enemies, m adds party members."))
            sidebar.show("", party_resources)
            return
        character = character_index(self.party)[cid]
        combatant = next(c for c in self.party.encounter.combatants if c.id == cid)
        extra = []
        if combatant.conditions:
            extra.append(condition_actions.conditions_line(self.party, combatant))
        extra.extend(self.adapter.combatant_lines(combatant))
        if character.notes:
            extra.append(t("Notes: {notes}", notes=character.notes))
        if combatant.notes:
            extra.append(t("In this fight: {notes}", notes=combatant.notes))
        panel.show(
            character.name,
            combatant.side,
            self.adapter.key_values(self.party, character),
            t("t: test/attack · d/h: damage/heal · c: condition · F1: help"),
            extra,
        )
        sidebar.show(
            character.name, self.adapter.resources(self.party, character) + party_resources
        )

    @on(InitiativeTracker.Selected)
    def _selected(self) -> None:
        self.show_selected()

    # --- running operations -------------------------------------------------------------
    def run(
        self, op: Operation | None, dice: DiceSource | None = None, follow: bool = False
    ) -> bool:
        """Run an operation through the engine; a refusal is shown, never raised.

        ``follow`` moves the cursor to whose turn it is before the one redraw.
        """
        if op is None:
            return False
        try:
            outcome = self.engine.execute(op, dice)
        except ActionRefused as refusal:
            self.app.notify(str(refusal), severity="warning", markup=False)
            return False
        if op.target is not None:
            self.last_target = op.target
        if isinstance(op, ops.EndFight):
            self.panel_memory.clear()
        if follow:
            self._select_turn()
        fallen_offers.after(self, op, outcome.fell)  # the system's question (EZD6: a save)
        return True

    def make(self, cls: type[Operation], **args: Any) -> Operation | None:
        """Build an operation from dialog values; a bad value is shown, naming the field."""
        try:
            return build(cls, **args)
        except OpError as problem:
            self.app.notify(str(problem), severity="warning", markup=False)
            return None

    def selected(self) -> str | None:
        cid = self.tracker.selected_id
        if cid is None:
            self.app.notify(t("Nobody is selected: add combatants first."), severity="warning")
        return cid

    def name_of(self, cid: str) -> str:
        return name_of(self.party, cid)

    def combatant(self, cid: str) -> Any:
        return next(c for c in self.party.encounter.combatants if c.id == cid)

    async def ask(self, dialog: Any) -> Any:
        """Push a dialog and wait for its answer (None or False when cancelled)."""
        return await self.app.push_screen_wait(dialog)

    # --- turn actions ---------------------------------------------------------------------
    def action_next_turn(self) -> None:
        self.run(ops.NextTurn(), follow=True)

    def action_previous_turn(self) -> None:
        """Right after n, undo it exactly (expired conditions come back); otherwise move
        the marker back (conditions already ticked stay as they are)."""
        top = self.engine.history.top
        if top is not None and isinstance(top.op, ops.NextTurn):
            self.engine.undo()
            self._select_turn()
            self.after_history(t("Back one turn: the last n undone exactly"))
            return
        self.run(ops.PreviousTurn(), follow=True)

    def _select_turn(self) -> None:
        encounter = self.party.encounter
        if encounter.combatants and 0 <= encounter.turn < len(encounter.combatants):
            self.tracker.select_id(encounter.combatants[encounter.turn].id)
            self.show_selected()

    def action_give_turn(self) -> None:
        if (cid := self.selected()) is not None:
            self.run(ops.SetTurn(cid=cid))

    @opens_screens
    async def action_roll_initiative(self) -> None:
        """Everyone's initiative; once a round has started, only after asking (a stray i
        re-rolled a fight in progress)."""
        from gmconsole.state.initiative import round_started

        if round_started(self.party.encounter):
            question = t("The round has started: re-roll everyone's initiative and start over?")
            if not await self.ask(confirm_dialog.ConfirmDialog(question)):
                return
        self.run(ops.RollInitiative(), follow=True)

    def action_reroll_initiative(self) -> None:
        if (cid := self.selected()) is not None:
            self.run(ops.RollInitiative(cid=cid))

    @opens_screens
    async def action_edit_initiative(self) -> None:
        if (cid := self.selected()) is None:
            return
        current = self.combatant(cid).initiative
        field = form_dialog.Field(
            "value", t("Initiative"), str(current if current is not None else ""), "int", -99, 999
        )
        title = t("Initiative of {name}", name=self.name_of(cid))
        values = await self.ask(form_dialog.FormDialog(title, [field]))
        if values:
            self.run(self.make(ops.SetInitiative, cid=cid, value=values["value"]))

    def action_sort(self) -> None:
        self.run(ops.SortByInitiative())

    def action_move(self, delta: int) -> None:
        if (cid := self.selected()) is not None:
            self.run(self.make(ops.Move, cid=cid, delta=delta))

    def action_delay(self) -> None:
        combatants = self.party.encounter.combatants
        if combatants:
            self.run(ops.Delay(cid=combatants[self.party.encounter.turn].id), follow=True)

    @opens_screens
    async def action_return_now(self) -> None:
        delayed = [c for c in self.party.encounter.combatants if c.delayed]
        if not delayed:
            self.app.notify(t("Nobody is delaying."), severity="warning")
            return
        cid = delayed[0].id
        if len(delayed) > 1:
            options = [(c.id, self.name_of(c.id)) for c in delayed]
            cid = await self.ask(choice_dialog.ChoiceDialog(t("Who acts now?"), options))
        if cid:
            self.run(ops.ReturnNow(cid=cid), follow=True)

    # --- combatants -----------------------------------------------------------------------
    @opens_screens
    async def action_add_from_roster(self) -> None:
        await encounter_actions.add_enemies(self)

    @opens_screens
    async def action_prepared(self) -> None:
        await encounter_actions.prepared_encounters(self)

    @opens_screens
    async def action_save_to_bestiary(self) -> None:
        await encounter_actions.save_to_bestiary(self)

    def initiative_field(self) -> list[Field]:
        """An optional typed initiative for newcomers (empty: the system's roll)."""
        if self.adapter.initiative_by_order():
            return []
        label = t("Initiative (empty: roll)")
        field = form_dialog.Field("initiative", label, "", "optional_int", -99, 999, asked=False)
        return [field]

    @opens_screens
    async def action_quick_add(self) -> None:
        unit = self.adapter.health_unit or t("harm track (0 = default)")
        fields = [
            form_dialog.Field("name", t("Name")),
            form_dialog.Field("value", unit, "", "optional_int", 0, 99),
        ]
        fields += self.initiative_field()
        values = await self.ask(form_dialog.FormDialog(t("Quick-add an enemy"), fields))
        if values:
            op = self.make(
                ops.QuickAdd,
                name=values["name"],
                value=values["value"] or 0,
                initiative=values.get("initiative"),
            )
            self.run(op)

    @opens_screens
    async def action_add_member(self) -> None:
        present = {c.id for c in self.party.encounter.combatants}
        missing = [(m.id, m.name) for m in self.party.members if m.id not in present]
        if not missing:
            self.app.notify(t("Every party member is already in the fight."), severity="warning")
            return
        options: list[tuple[Any, str]] = [(m, name) for m, name in missing]
        if len(missing) > 1:
            options.append(("*", t("All of them ({count})", count=len(missing))))
        cid = await self.ask(choice_dialog.ChoiceDialog(t("Bring into the fight"), options))
        if not cid:
            return
        chosen = [m for m, _ in missing] if cid == "*" else [cid]
        self.run(ops.AddMember(cid=chosen[0], also=tuple(chosen[1:])))

    @opens_screens
    async def action_remove(self) -> None:
        if (cid := self.selected()) is None:
            return
        question = t("Remove {name} from the fight?", name=self.name_of(cid))
        if await self.ask(confirm_dialog.ConfirmDialog(question)):
            self.run(ops.Remove(cid=cid))

    @opens_screens
    async def action_end_fight(self) -> None:
        question = t("End the fight? Enemies leave; members keep their state.")
        if await self.ask(confirm_dialog.ConfirmDialog(question)):
            self.run(ops.EndFight())

    # --- harm, conditions, notes ----------------------------------------------------------
    def targets(self) -> list[str]:
        """The marked combatants (space), else the selected one."""
        marked = [cid for cid in self.tracker.marked if self.has_combatant(cid)]
        if marked:
            return marked
        cid = self.selected()
        return [cid] if cid is not None else []

    def has_combatant(self, cid: str) -> bool:
        return any(c.id == cid for c in self.party.encounter.combatants)

    def run_on_targets(self, op: Operation | None) -> None:
        """Run an operation on the marked combatants; the marks are cleared once it ran."""
        if self.run(op) and self.tracker.marked:
            self.tracker.clear_marks()

    def action_damage(self) -> None:
        self._amount(ops.Damage, t("Damage"), t("Damage to {names}"))

    def action_heal(self) -> None:
        self._amount(ops.Heal, t("Healing"), t("Healing to {names}"))

    @opens_screens
    async def _amount(self, cls: type[Operation], label: str, title: str) -> None:
        kind: Literal["damage", "heal"] = "damage" if cls is ops.Damage else "heal"
        asked = await group_actions.amount_and_targets(self, kind, label, title)
        if asked is not None:
            targets, amount = asked
            self.run_on_targets(
                self.make(cls, cid=targets[0], also=tuple(targets[1:]), amount=amount)
            )

    @opens_screens
    async def action_add_condition(self) -> None:
        await condition_actions.add_condition(self)

    def action_repeat_condition(self) -> None:
        condition_actions.repeat_condition(self)

    @opens_screens
    async def action_remove_condition(self) -> None:
        await condition_actions.remove_condition(self)

    @opens_screens
    async def action_write_recap(self) -> None:
        from gmconsole.screens.recap_action import write_recap_file

        await write_recap_file(self)

    @opens_screens
    async def action_notes(self) -> None:
        if (cid := self.selected()) is None:
            return
        notes = character_index(self.party)[cid].notes
        values = await self.ask(
            form_dialog.FormDialog(
                t("Notes on {name}", name=self.name_of(cid)),
                [form_dialog.Field("text", t("Notes"), notes)],
            )
        )
        if values:
            self.run(self.make(ops.SetNotes, cid=cid, text=values["text"]))

    def action_toggle_flag(self, flag: str) -> None:
        if (cid := self.selected()) is not None:
            self.run(self.make(ops.ToggleFlag, cid=cid, flag=flag))

    # --- the system's own actions (hidden where the system lacks them) ----------------------
    def action_toggle_fallen(self) -> None:
        """Out of the way or back in view: the fallen rows (a view setting, not undoable,
        never saved)."""
        self.tracker.hide_fallen = not self.tracker.hide_fallen
        self.tracker.sync()  # finds who is hidden
        self.show_selected()
        hidden = len(self.tracker.hidden_ids)
        if self.tracker.hide_fallen:
            self.app.notify(t("{count} fallen hidden (ctrl+f shows them)", count=hidden), timeout=3)
        else:
            self.app.notify(t("The fallen are shown"), timeout=3)

    def action_zone(self) -> None:
        self._system_action("zone")

    def action_surprise(self) -> None:
        self._system_action("surprise")

    def action_experience(self) -> None:
        self._system_action("experience")

    @opens_screens
    async def action_long_rest(self) -> None:
        if await self.ask(confirm_dialog.ConfirmDialog(self.adapter.rest_prompt)):
            self.run(ops.LongRest())

    @opens_screens
    async def _system_action(self, name: str) -> None:
        if name not in self.adapter.system_actions:
            return
        try:
            answer = self.ui.system_action(name, self.party, self.tracker.selected_id)
        except OpError as problem:
            self.app.notify(str(problem), severity="warning", markup=False)
            return
        op = answer if isinstance(answer, Operation) else await self.ask(answer)
        if isinstance(op, Operation):
            self.run(op, follow=name == "surprise")

    @on(ResourceSidebar.Adjust)
    def _adjust(self, event: ResourceSidebar.Adjust) -> None:
        self.adjust_resource(event.resource, event.delta)

    def adjust_resource(self, resource: Resource, delta: int, cid: str | None = None) -> None:
        """Change a sidebar resource: the party's, or ``cid``'s (default: the selected)."""
        if resource.owner == "party":
            self.run(self.make(ops.AdjustParty, key=resource.key, delta=delta))
        elif (cid := cid or self.selected()) is not None:
            self.run(self.make(ops.Adjust, cid=cid, key=resource.key, delta=delta))

    @on(ResourceSidebar.TypeAmount)
    def _type_amount(self, event: ResourceSidebar.TypeAmount) -> None:
        self.ask_amount(event.resource)

    @opens_screens
    async def ask_amount(self, resource: Resource) -> None:
        """One typed change (-8, +3, =12) as one operation, one log line, one undo step."""
        field = form_dialog.Field(
            "change", t("Change: -8 (a bare 8 spends too), +3 or =12"), kind="change"
        )
        title = f"{plain(resource.label)}: {plain(resource.value)}"
        cid = None if resource.owner == "party" else self.selected()
        if resource.owner == "party":
            title = t("Party · {what}", what=title)
        elif cid is not None:
            title = f"{plain(self.name_of(cid))} · {title}"  # whose, before typing
        else:
            return
        values = await self.ask(form_dialog.FormDialog(title, [field]))
        if not values:
            return
        sign, number = values["change"]
        if sign == "=":
            current = resource.number
            if current is None:
                self.app.notify(
                    t("{label} has no number to set.", label=resource.label),
                    severity="warning",
                    markup=False,
                )
                return
            delta = number - current
        else:
            delta = number if sign == "+" else -number
        if delta == 0:
            self.app.notify(
                t("{label} is already {value}.", label=resource.label, value=resource.value),
                markup=False,
            )
            return
        self.adjust_resource(resource, delta, cid)

    # --- tests (system panels) -------------------------------------------------------------
    @opens_screens
    async def action_test(self) -> None:
        """Open the system panel: the actor is whose turn it is, the target the selected
        combatant (or the last target chosen). The panel returns the planned operation."""
        if (selected := self.selected()) is None:
            return
        encounter = self.party.encounter
        actor = encounter.combatants[encounter.turn].id if encounter.active else selected
        if (actor := await group_actions.actor(self, actor)) is None:  # a group: which one
            return
        # The selection is the target when it is a sensible one (an opponent who is up,
        # in reach); else the panel starts from this actor's last target.
        chosen = selected != actor and not target_warning(self.party, self.adapter, actor, selected)
        target = selected if chosen else self.last_target
        try:
            panel = self.ui.panel(self.party, actor, target, self.console.dice)
        except OpError as problem:
            self.app.notify(str(problem), severity="warning", markup=False)
            return
        panel.use_memory(self.panel_memory, target_chosen=chosen)
        planned = await self.ask(panel)
        if planned is not None:
            from rules.dice import ScriptedDice

            self.run(planned.operation, dice=ScriptedDice(list(planned.dice)))

    @opens_screens
    async def action_test_selected(self) -> None:
        """The panel with the selected combatant as the actor (a test out of turn, a
        reaction, a defence) and no target unless the GM picks one."""
        if (selected := self.selected()) is None:
            return
        if (selected := await group_actions.actor(self, selected)) is None:  # a group
            return
        try:
            panel = self.ui.panel(self.party, selected, None, self.console.dice)
        except OpError as problem:
            self.app.notify(str(problem), severity="warning", markup=False)
            return
        panel.use_memory(self.panel_memory, target_chosen=True)
        planned = await self.ask(panel)
        if planned is not None:
            from rules.dice import ScriptedDice

            self.run(planned.operation, dice=ScriptedDice(list(planned.dice)))

    # --- history, saving, help --------------------------------------------------------------
    def action_undo(self) -> None:
        step = self.engine.undo()
        if step is None:
            self.app.notify(t("Nothing to undo."), severity="warning")
            return
        self.after_history(t("Undone: {what}", what=operation_label(step.op.op_name)))

    def action_redo(self) -> None:
        step = self.engine.redo()
        if step is None:
            self.app.notify(t("Nothing to redo."), severity="warning")
            return
        self.after_history(t("Redone: {what}", what=operation_label(step.op.op_name)))

    def after_history(self, message: str) -> None:
        self.app.notify(message, markup=False, timeout=2)

    def action_save(self) -> None:
        self.console.save_party()

    def action_show_log(self) -> None:
        from gmconsole.dialogs.log_dialog import LogDialog

        lines = [self._log_line(e.round, e.text) for e in self.party.log]
        self.app.push_screen(LogDialog(lines))

    def action_fight_preview(self) -> None:
        importlib.import_module("gmconsole.widgets.fight_preview").toggle(self)

    def action_follow_log(self) -> None:
        self.query_one(LogView).follow()

    def _panel_keys(self) -> list[tuple[str, str]]:
        """The combat panel's own keys (t), with their ids and the GM's keymap; its
        options and the system's after-roll keys are listed by f1 inside the panel."""
        from gmconsole.dialogs.panel_screen import PanelScreen
        from gmconsole.keymap import shown_key

        keymap: dict[str, str] = self.console.keymap
        keys = [
            (shown_key(keymap, b.id, b.key), f"{t('panel')}: {b.description}  ·  {b.id}")
            for b in PanelScreen.BINDINGS
            if isinstance(b, Binding) and b.id
        ]
        keys.append(("f1", t("in a panel: its options and after-roll keys, with their ids")))
        return keys

    def action_help(self) -> None:
        keys = [
            (key_name(key), f"{text}  ·  {binding_id(action)}" if action else text)
            for key, action, _, text, _ in self.keys_here()
        ]
        keys += self._panel_keys()
        from gmconsole.dialogs.help_dialog import HelpDialog

        self.app.push_screen(HelpDialog(keys, self.adapter.title, self.adapter.rulings_summary))
