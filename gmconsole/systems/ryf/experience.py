"""RyF experience: award XP to a character, or spend it to raise a skill (cost = the new
level). One modal that asks its questions in turn and dismisses with the operation."""

from __future__ import annotations

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.form_dialog import Field, FormDialog
from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, translatable
from gmconsole.model.party import AnyParty
from gmconsole.state.context import OpError, character_as, name_of
from gmconsole.state.operation import Operation, build
from gmconsole.systems.ryf.model import RyfCharacter, skill_label
from gmconsole.systems.ryf.operations.experience import RyfAwardXp, RyfRaiseSkill
from rules import ryf

STEPS = (("award", "Award XP"), ("raise", "Raise a skill"))
"""The two questions (English keys; shown through t)."""


class ExperienceDialog(DismissOnce[Operation | None]):
    """Award XP or raise a skill for one character; dismisses with the operation."""

    DEFAULT_CSS = """
    ExperienceDialog { align: center middle; }
    ExperienceDialog > Vertical {
        width: 70; max-width: 95%; height: auto; max-height: 90%;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    ExperienceDialog OptionList { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "cancel", translatable("Cancel"))]

    def __init__(self, party: AnyParty, cid: str) -> None:
        super().__init__()
        self.party = party
        self.cid = cid
        self.character = character_as(party, cid, RyfCharacter)
        self.asking = False

    def compose(self) -> ComposeResult:
        title = t(
            "Experience: {name} has {xp} XP",
            name=name_of(self.party, self.cid),
            xp=self.character.xp,
        )
        with Vertical():
            yield Static(Content.styled(title, "bold"))
            yield OptionList(
                *(Option(Content(f"{i}. {t(label)}")) for i, (_, label) in enumerate(STEPS, 1))
            )

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.step(STEPS[event.option_index][0])

    def on_key(self, event: events.Key) -> None:
        """A number highlights its step and enter takes it, as in every list."""
        key = event.character
        if key in ("1", "2"):
            event.stop()
            self.query_one(OptionList).highlighted = int(key) - 1

    def step(self, what: str) -> None:
        if self.closing or self.asking:
            return
        self.asking = True
        self.ask(what)

    @work(exclusive=True)
    async def ask(self, what: str) -> None:
        op: Operation | None = None
        try:
            if what == "award":
                op = await self.award()
            else:
                op = await self.raise_skill()
        except OpError as problem:
            self.app.notify(str(problem), severity="warning", markup=False)
        self.dismiss(op)

    async def award(self) -> Operation | None:
        field = Field(
            "amount",
            t(
                "XP to award ({low} to {high}; 7 is usual)",
                low=ryf.XP_AWARD_MIN,
                high=ryf.XP_AWARD_MAX,
            ),
            "7",
            "int",
            ryf.XP_AWARD_MIN,
            ryf.XP_AWARD_MAX,
        )
        form = FormDialog(t("Award XP to {name}", name=name_of(self.party, self.cid)), [field])
        values = await self.app.push_screen_wait(form)
        if values is None:
            return None
        return build(RyfAwardXp, cid=self.cid, amount=values["amount"])

    async def raise_skill(self) -> Operation | None:
        character = self.character
        options = [
            (
                skill,
                t(
                    "{skill} {old} -> {new}: {cost} XP",
                    skill=name,
                    old=character.skill(skill),
                    new=character.skill(skill) + 1,
                    cost=character.skill(skill) + 1,
                ),
            )
            for skill, name in ((s, skill_label(s)) for s in ryf.SKILLS)
            if character.skill(skill) < ryf.SKILL_MAX
        ]
        dialog = ChoiceDialog(t("Raise a skill ({xp} XP available)", xp=character.xp), options)
        skill = await self.app.push_screen_wait(dialog)
        if skill is None:
            return None
        return build(RyfRaiseSkill, cid=self.cid, skill=skill)

    def action_cancel(self) -> None:
        if not self.asking:
            self.dismiss(None)
