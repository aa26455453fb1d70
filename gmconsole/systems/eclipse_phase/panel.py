"""Eclipse Phase panel: success tests (skill, defaulting, aptitudes; every modifier with
the +/-60 cap shown) and opposed tests between two combatants."""

from __future__ import annotations

from fractions import Fraction

from pydantic import ValidationError

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.dialogs.panel_values import Choice, Preview, counts
from gmconsole.i18n import percent, t
from gmconsole.state.console_memory import PanelMemory
from gmconsole.state.context import OpError, character_index
from gmconsole.state.operation import Operation, describe_invalid
from gmconsole.state.targets import target_warning
from gmconsole.systems.eclipse_phase.defence import defence_test, situation
from gmconsole.systems.eclipse_phase.model import EclipsePhaseCharacter, EclipsePhaseParty
from gmconsole.systems.eclipse_phase.operations import (
    EpOpposed,
    EpTest,
    TestPlan,
    TestSpec,
    opposed_lines,
    plan_test,
    resolve_test,
    suggested_retry,
)
from gmconsole.systems.eclipse_phase.words import (
    aptitude_short,
    difficulty_words,
    severity_words,
    tries,
)
from gmconsole.text import plain
from rules import eclipse_phase as ep
from rules.dice import ScriptedDice


def severities() -> list[tuple[object, str]]:
    """No severity, then each preset helping (+) and hindering (-)."""
    return [(None, t("no severity"))] + [
        ((name, sign), f"{'+' if sign else '-'}{value} {severity_words(name)}")
        for sign in (True, False)
        for name, value in ep.SEVERITIES.items()
    ]


def retries() -> list[tuple[int, str]]:
    """Not a retry, or a retry after 1..6 failed tries with its penalty."""
    return [(0, t("no"))] + [
        (
            count,
            t(
                "after {tries} {modifier}",
                tries=tries(count),
                modifier=f"{ep.retry_modifier(count):+d}",
            ),
        )
        for count in range(1, 7)
    ]


def _tens() -> list[tuple[object, str]]:
    return [(v, f"{v:+d}") for v in range(-60, 70, 10)]


class EclipsePhasePanel(PanelScreen[EclipsePhaseParty, EclipsePhaseCharacter]):
    title_text = "Eclipse Phase"
    OPTION_NAMES = {
        "m": "mode",
        "a": "actor",
        "s": "skill",
        "l": "default_skill",
        "d": "difficulty",
        "v": "severity",
        "x": "modifiers",
        "h": "helpers",
        "i": "taking_time",
        "y": "retry",
        "t": "opponent",
        "o": "opponent_test",
        "u": "opponent_modifier",
    }
    # The retry mark (y) is for one test and the opponent's test (o) has its own memory
    # (``_opponent_tests``): neither is remembered with the actor's options.
    KIND_OPTIONS = frozenset("mslt")
    SITUATIONAL_OPTIONS = frozenset("dvxhiu")

    def dice_words(self, values: list[int]) -> list[str]:
        """Each pair of d10 (tens, units; a 10 reads 0) as the d100 it makes: 45, 00."""
        pairs = zip(values[::2], values[1::2], strict=False)  # an odd last die stays alone
        words = [f"{(a % 10) * 10 + b % 10:02d}" for a, b in pairs]
        return words + [str(v) for v in values[len(words) * 2 :]]

    def setup(self) -> None:
        self.title_text = t("Eclipse Phase")
        self._opponent_tests = {}
        modes = [("test", t("success test")), ("opposed", t("opposed test"))]
        difficulties = [(k, f"{difficulty_words(k)} {v:+d}") for k, v in ep.DIFFICULTIES.items()]
        self.choices = [
            Choice("m", t("Mode"), modes),
            Choice("a", t("Character"), self.combatant_values()),
            Choice("s", t("Skill or aptitude"), []),
            Choice("l", t("Default via related skill (-30)"), [(None, t("no"))]),
            Choice("d", t("Difficulty"), difficulties, index=3, bounded=True),
            Choice("v", t("Severity"), severities()),
            Choice("x", t("Other modifiers"), _tens(), index=6, bounded=True),
            Choice("h", t("Helpers (+10 each)"), counts(0, 6), bounded=True),
            Choice("i", t("Taking time (+10 a step)"), counts(0, 6), bounded=True),
            Choice("y", t("Retry of the same test"), retries(), bounded=True),
            Choice("t", t("Opponent"), []),
            Choice("o", t("Opponent's test"), []),
            Choice("u", t("Opponent's modifier"), _tens(), index=6, bounded=True),
        ]
        self.choice("a").select(self.cid)
        self.on_choice_changed(self.choice("a"))
        self.on_choice_changed(self.choice("m"))

    # --- who is a sensible opponent (gmconsole.state.targets) ----------------------------
    def target_warning(self, actor: str, target: str | None) -> str:
        """Why this opponent is a strange choice (an ally, down or dead, not in the
        fight), or "" (the shared rule of ``gmconsole.state.targets``)."""
        return target_warning(self.party, self.adapter.as_rules(), actor, target)

    def against(self) -> str | None:
        return self.choice("t").text_or_none if self.choice("m").value == "opposed" else None

    def warnings(self) -> list[str]:
        """An opposed test against a strange opponent: allowed, after this line."""
        if self.choice("m").value != "opposed":
            return []
        warning = self.target_warning(self.choice("a").text, self.choice("t").text_or_none)
        if not warning:
            return []
        return [
            t(
                "Warning: {warning}: allowed, but check it is the opponent you mean",
                warning=warning,
            )
        ]

    def _tests_for(self, cid: str | None) -> list[tuple[object, str]]:
        character = character_index(self.party).get(cid or "")
        if character is None:
            return []
        values: list[tuple[object, str]] = []
        for name, skill in character.skills.items():
            shown = (
                str(skill.value)
                if skill.value
                else (
                    t(
                        "untrained: defaults to {aptitude} {value}",
                        aptitude=aptitude_short(skill.aptitude),
                        value=character.aptitudes.get(skill.aptitude),
                    )
                    if skill.can_default
                    else t("untrained, cannot default")
                )
            )
            values.append(({"skill": name}, f"{plain(name)} ({shown})"))
        for aptitude in ep.APTITUDES:
            short = aptitude_short(aptitude)
            for multiplier in (1, 2, 3):
                values.append(
                    (
                        {"aptitude": aptitude, "multiplier": multiplier},
                        f"{short} x{multiplier} ({character.aptitudes.get(aptitude) * multiplier})",
                    )
                )
        for first, second in (
            ("intuition", "cognition"),
            ("reflexes", "coordination"),
            ("savvy", "willpower"),
            ("somatics", "coordination"),
        ):
            total = character.aptitudes.get(first) + character.aptitudes.get(second)
            values.append(
                (
                    {"aptitude": first, "second_aptitude": second},
                    f"{aptitude_short(first)} + {aptitude_short(second)} ({total})",
                )
            )
        return values

    def on_choice_changed(self, choice: Choice) -> None:
        actor = self.choice("a").text
        if choice.key == "a":
            self.choice("s").values = self._tests_for(actor)
            self.choice("s").index = 0
            opponent = self.choice("t")
            current = opponent.text_or_none
            opponent.values = self.opponent_values(actor)
            if current is None or current == actor or self.target_warning(actor, current):
                current = self.default_target(actor)
            opponent.select(current)
        if choice.key in ("a", "t"):
            self.choice("o").values = self._tests_for(self.choice("t").text_or_none)
        if choice.key == "o":
            self._opponent_tests[self._opponent_key()] = choice.value
        else:
            self._default_opponent_test()
        if choice.key in ("m", "a", "s"):
            self.choice("y").index = 0  # a retry is marked for one test, never carried
        if choice.key in ("a", "s"):
            character = character_index(self.party)[actor]
            test = self.choice("s").mapping or {}
            related: list[tuple[object, str]] = [(None, t("no"))]
            skill = character.skills.get(str(test.get("skill", "")))
            if skill is not None and not skill.value and skill.can_default:
                related += [
                    (name, f"{plain(name)} {s.value}")
                    for name, s in character.skills.items()
                    if s.value
                ]
            self.choice("l").values = related
            self.choice("l").index = 0
        opposed = self.choice("m").value == "opposed"
        for key in "tou":
            self.choice(key).visible = opposed
        self.choice("i").visible = not opposed
        self.choice("y").visible = not opposed
        self.choice("l").visible = len(self.choice("l").values) > 1

    _opponent_tests: dict[str, object] = {}
    """The GM's choice of the opponent's test (``o``) by opponent and situation
    (``defence.situation``): kept for the fight in the panel memory."""
    OPPONENT_TESTS = "opponent tests"
    """The panel memory's entry for them (a space: never a combatant's id)."""

    def _opponent_key(self) -> str:
        return f"{self.choice('t').value}|{situation(self.choice('s').mapping)}"

    def use_memory(self, memory: PanelMemory, target_chosen: bool = False) -> None:
        """Also the GM's opponent tests for this fight (shared by every actor)."""
        self._opponent_tests = memory.setdefault(self.OPPONENT_TESTS, {})
        super().use_memory(memory, target_chosen)
        self._default_opponent_test()

    def _default_opponent_test(self) -> None:
        """The GM's choice for this opponent in this situation, if any; else against a
        combat skill the opponent's defence (``defence.defence_test``); else the actor's
        test with the same skill or aptitude when it has it (perception against
        perception), a skill it lacks defaulting to the skill's aptitude."""
        opponent_test = self.choice("o")
        same = self.choice("s").mapping
        opponent_test.index = 0
        if same is None:
            return
        picked = self._opponent_tests.get(self._opponent_key())
        if picked is not None and any(value == picked for value, _ in opponent_test.values):
            opponent_test.select(picked)
            return
        if situation(same) == "attack":
            opponent = character_index(self.party).get(self.choice("t").text_or_none or "")
            if opponent is not None:
                opponent_test.select(defence_test(opponent))
                return
        opponent_test.select(same)
        if opponent_test.value != same and "skill" in same:
            actor = character_index(self.party)[self.choice("a").text]
            skill = actor.skills.get(str(same["skill"]))
            if skill is not None:
                opponent_test.select({"aptitude": skill.aptitude, "multiplier": 1})

    def _spec(self) -> TestSpec:
        args: dict[str, object] = dict(self.choice("s").mapping or {})
        severity = self.choice("v").value
        args.update(
            difficulty=self.choice("d").value,
            extra=self.choice("x").value,
            helpers=self.choice("h").value,
        )
        if self.choice("m").value == "test":
            args["time_steps"] = self.choice("i").value
            args["failed_tries"] = self.choice("y").value
        if isinstance(severity, tuple):
            args["severity"], args["severity_positive"] = severity
        if self.choice("l").visible and self.choice("l").value:
            args["related_skill"] = self.choice("l").value
        return _spec("spec", args)

    def _other_spec(self) -> TestSpec:
        args: dict[str, object] = dict(self.choice("o").mapping or {})
        args["extra"] = self.choice("u").value
        return _spec("other_spec", args)

    @property
    def party_ep(self) -> EclipsePhaseParty:
        return self.party

    def _plans(self) -> tuple[TestPlan, TestPlan | None]:
        """The actor's plan, and the opponent's in an opposed test."""
        plan = plan_test(self.party_ep, self.choice("a").text, self._spec())
        if self.choice("m").value != "opposed":
            return plan, None
        return plan, plan_test(
            self.party_ep, self.choice("t").text_or_none or "", self._other_spec()
        )

    def plan(self) -> tuple[list[str], Fraction | None]:
        plan, other = self._plans()
        lines = [_plan_line(plan)]
        suggested = suggested_retry(self.party_ep, self.choice("a").text, plan.retry_key)
        if other is None and suggested and suggested != plan.failed_tries:
            lines.append(
                t(
                    "Suggestion: {name}'s last test was this one and failed: y marks a retry "
                    "after {tries} ({modifier}); not applied unless marked",
                    name=self.who(self.choice("a").text),
                    tries=tries(suggested),
                    modifier=ep.retry_modifier(suggested),
                )
            )
        if plan.taking_time and plan.target > 99:
            lines.append(t("Taking time lifts the TN above 99: automatic success, no roll."))
        if other is None:
            return lines, plan.odds()
        lines.append(_plan_line(other))
        a, b, deadlock = ep.opposed_odds(plan.target, other.target)
        lines.append(
            t(
                "{name_a} wins {a} · {name_b} wins {b} · deadlock {deadlock}",
                name_a=self.who(self.choice("a").text),
                a=percent(a),
                name_b=self.who(self.choice("t").text_or_none),
                b=percent(b),
                deadlock=percent(deadlock),
            )
        )
        return lines, a

    def resolve(self, dice: ScriptedDice) -> Preview:
        plan, other = self._plans()
        result = resolve_test(plan, dice)
        if other is None:
            return Preview([result.explanation])
        opposed = ep.OpposedResult(result, resolve_test(other, dice))
        # The log's lines (each side's starts with its name and names the other side).
        return Preview(
            opposed_lines(
                self.party,
                self.choice("a").text,
                str(self.choice("t").value),
                opposed,
            )
        )

    def operation(self) -> Operation:
        cid = self.choice("a").text
        if self.choice("m").value == "test":
            return EpTest(cid=cid, spec=self._spec())
        return EpOpposed.model_validate(
            {
                "cid": cid,
                "spec": self._spec(),
                "other": self.choice("t").value,
                "other_spec": self._other_spec(),
            }
        )


def _spec(field: str, args: dict[str, object]) -> TestSpec:
    """A side's spec from the panel's choices; OpError (naming the field) when invalid."""
    try:
        return TestSpec.model_validate(args)
    except ValidationError as error:
        raise OpError(describe_invalid(field, error)) from None


def _plan_line(plan: TestPlan) -> str:
    mods = plan.capped
    detail = ", ".join(f"{name} {value:+d}" for name, value in plan.named_modifiers) or t(
        "no modifiers"
    )
    cap = (
        t(
            " (capped at {applied} from {raw})",
            applied=f"{mods.applied:+d}",
            raw=f"{mods.raw:+d}",
        )
        if mods.capped
        else ""
    )
    return t(
        "{label}: TN {base} {applied}{cap} = {target} [{detail}]",
        label=plan.label,
        base=plan.base,
        applied=f"{mods.applied:+d}",
        cap=cap,
        target=plan.target,
        detail=detail,
    )
