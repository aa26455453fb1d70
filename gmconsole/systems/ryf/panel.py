"""RyF panel: melee and ranged attacks with damage, skill, attribute and opposed rolls."""

from __future__ import annotations

from fractions import Fraction

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.dialogs.panel_values import Choice, Preview
from gmconsole.i18n import language, number, percent, t
from gmconsole.state.context import character_index, name_of
from gmconsole.state.operation import Operation, build
from gmconsole.state.targets import target_warning
from gmconsole.systems.ryf.model import (
    RyfCharacter,
    RyfParty,
    Weapon,
    attribute_letter,
    attribute_name,
    skill_name,
)
from gmconsole.systems.ryf.operations.attack import (
    AttackPlan,
    RyfAttack,
    ammo_counter,
    attack_lines,
    harm_line,
    resolve_attack,
    weapons_of,
)
from gmconsole.systems.ryf.operations.rolls import (
    RyfAttribute,
    RyfOpposed,
    RyfSkill,
    opposed_text,
    resolve_opposed,
    resolve_plan,
)
from gmconsole.text import plain
from rules import ryf
from rules.dice import ScriptedDice


def modes() -> list[tuple[str, str]]:
    return [
        ("attack", t("attack")),
        ("skill", t("skill roll")),
        ("attribute", t("attribute roll")),
        ("opposed", t("opposed roll")),
    ]


def _skill_label(skill: str) -> str:
    """The skill's name and attribute ("Sigilo (D)"; in English "Stealth (D) · Sigilo",
    so that typing either finds it in the filtered list)."""
    attribute, text_name = ryf.SKILLS[skill]
    label = f"{skill_name(skill)} ({attribute_letter(attribute)})"
    return label if language() == "es" else f"{label} · {text_name}"


def _difficulty_name(key: str) -> str:
    """The difficulty's name in the console's language (the text's word in Spanish)."""
    return ryf.difficulty_name(key)


def _opponent_options(has_token: bool, has_specialization: bool = True) -> list[tuple[str, str]]:
    """What the opponent of an opposed roll may choose (the token options only for a
    combatant who has a token: a player character)."""
    token = [
        ("token", t("token handed to the GM (+1 level)")),
        ("token_returned", t("GM returns the token (-1 level)")),
    ]
    return [
        ("none", t("none")),
        *(token[:1] if has_token else []),
        *(
            [("specialization", t("specialization (high, once a day)"))]
            if has_specialization
            else []
        ),
        *(token[1:] if has_token else []),
    ]


def _spent(character: RyfCharacter) -> dict[str, bool]:
    """Which level options (by key) this character cannot take now (a specialization:
    none to use, or used today)."""
    return {
        "p": bool(character.specialization_used) or not character.specialization,
        "k": character.token != "player",
        "g": character.token != "gm",
    }


_WHY_SPENT = {  # why a level option is off (``_spent``): its value, in the language now
    "p": lambda: t("no: used today"),
    "k": lambda: t("no: the token is with the GM"),
    "g": lambda: t("no: the token is with the player"),
}


def yes_no(yes: str = "yes") -> list[tuple[bool, str]]:
    return [(False, t("no")), (True, t(yes))]


class RyfPanel(PanelScreen[RyfParty, RyfCharacter]):
    title_text = "RyF"
    OPTION_NAMES = {
        "m": "mode",
        "a": "actor",
        "t": "target",
        "w": "weapon",
        "b": "range_band",
        "c": "cover",
        "f": "defence_skill",
        "s": "skill",
        "o": "opponent_skill",
        "i": "attribute",
        "d": "difficulty",
        "k": "token_to_gm",
        "p": "specialization",
        "g": "token_returned",
        "x": "opponent_choice",
    }
    KIND_OPTIONS = frozenset("mtwsoi")
    # The range band and the defender's skill switch change with the situation too; the
    # token and the specialization are spent once.
    SITUATIONAL_OPTIONS = frozenset("bcfdkpgx")

    def setup(self) -> None:
        skills = [(s, _skill_label(s)) for s in ryf.SKILLS]
        self.choices = [
            Choice("m", t("Mode"), modes()),
            Choice("a", t("Actor"), self.combatant_values()),
            Choice("t", t("Target / opponent"), []),
            Choice("w", t("Weapon"), []),
            Choice(
                "b",
                t("Range band"),
                [
                    ("short", t("short (15)")),
                    ("medium", t("medium (20)")),
                    ("long", t("long (25)")),
                    ("beyond", t("beyond long")),
                ],
            ),
            Choice("c", t("Cover"), yes_no("yes (+5)")),
            Choice("f", t("Defence skill"), []),
            Choice("s", t("Skill"), skills),
            Choice("o", t("Opponent's skill"), skills),
            Choice("i", t("Attribute"), [(a, attribute_name(a)) for a in ryf.ATTRIBUTES]),
            Choice(
                "d",
                t("Difficulty"),
                [(v, f"{_difficulty_name(k)} {v}") for k, v in ryf.DIFFICULTIES.items()],
                index=1,
                bounded=True,
            ),
            Choice("k", t("Token handed to the GM (+1 level)"), yes_no()),
            Choice("p", t("Specialization (high, once a day)"), yes_no()),
            Choice("g", t("GM returns the token (-1 level)"), yes_no()),
            Choice("x", t("Opponent's choice"), _opponent_options(True)),
        ]
        self.choice("a").select(self.cid)
        self.on_choice_changed(self.choice("a"))
        self.on_choice_changed(self.choice("m"))

    def on_choice_changed(self, choice: Choice) -> None:
        mode = self.choice("m").value
        actor = self.choice("a").text
        if choice.key == "a":
            target = self.choice("t")
            current = target.text_or_none
            target.values = self.opponent_values(actor)
            keep = current is not None and current != actor and self._sensible(actor, current)
            target.select(current if keep else self.default_target(actor))
            character = character_index(self.party)[actor]
            weapons = weapons_of(character)
            self.choice("w").values = [
                (
                    i,
                    t(
                        "{weapon} {damage} prec {precision} ({kind})",
                        weapon=plain(w.name),
                        damage=w.damage,
                        precision=f"{w.precision:+d}",
                        kind=t("ranged") if w.is_ranged else skill_name(w.skill),
                    ),
                )
                for i, w in enumerate(weapons)
            ]
            self.choice("w").index = 0
        ranged = mode == "attack" and self._weapon_is_ranged()
        self.choice("t").visible = mode in ("attack", "opposed")
        self.choice("w").visible = mode == "attack"
        self.choice("b").visible = self.choice("c").visible = ranged
        self.choice("s").visible = mode in ("skill", "opposed")
        self.choice("o").visible = mode == "opposed"
        self.choice("i").visible = mode == "attribute"
        self.choice("d").visible = mode in ("skill", "attribute")
        self.choice("x").visible = mode == "opposed"
        self.choice("f").visible = mode == "attack" and not ranged
        # Tokens are the players' (third-pass ruling): never offered for an enemy.
        index = character_index(self.party)
        has_token = self.adapter.has_resource(self.party, index[actor], "token")
        self.choice("k").visible = self.choice("g").visible = has_token
        # A specialization only for who has one, on its own skill (issue 36): else it is
        # off, without a key, and the plan says why.
        specialization = self.choice("p")
        specialization.visible = bool(index[actor].specialization) and not self.no_specialization
        if not specialization.visible:
            specialization.index = 0
        # One the actor cannot take now is shown with why, and no key (issue 36).
        for key, spent in _spent(index[actor]).items():
            used = self.choice(key)
            used.values = [(False, _WHY_SPENT[key]())] if spent else yes_no()
            used.index = 0 if spent else used.index
        opponent = index.get(self.choice("t").text_or_none or "")
        other = self.choice("x")
        chosen = other.value
        other.values = _opponent_options(
            opponent is not None and self.adapter.has_resource(self.party, opponent, "token"),
            opponent is not None and bool(opponent.specialization),
        )
        other.index = 0
        other.select(chosen)
        self._defence_values()

    @property
    def no_specialization(self) -> str:
        """Why the actor's specialization does not apply to this roll ("" when it does,
        or when the actor has none): an attribute roll, or another skill."""
        character = character_index(self.party)[self.choice("a").text]
        if not character.specialization:
            return ""
        mode = self.choice("m").value
        if mode == "attribute":
            return t("an attribute roll uses no skill")
        skill: str | None = self.choice("s").text_or_none
        if mode == "attack":
            weapon = self._weapon()
            skill = weapon.skill if weapon is not None else None
        if skill == character.specialization:
            return ""
        return t(
            "{name}'s specialization is {skill}, not this skill",
            name=self.who(character.id),
            skill=skill_name(character.specialization),
        )

    def used_up_options(self) -> set[str]:
        """The specialization already used today, the token already with the GM (k) or
        already back with the player (g), for the actor and for the opponent (x)."""
        index = character_index(self.party)
        actor = index[self.choice("a").text]
        used = {key for key, spent in _spent(actor).items() if spent}
        opponent = index.get(self.choice("t").text_or_none or "")
        if opponent is not None and _spent(opponent).get(
            {"token": "k", "specialization": "p", "token_returned": "g"}.get(
                self.choice("x").text, ""
            )
        ):
            used.add("x")
        return used

    # --- whom to attack: the shared rule (gmconsole.state.targets) -------------------------
    def _sensible(self, actor: str, cid: str) -> bool:
        """An opponent of the actor who is up (not down, not dead, in the fight)."""
        return not target_warning(self.party, self.adapter.as_rules(), actor, cid)

    def against(self) -> str | None:
        if self.choice("m").value not in ("attack", "opposed"):
            return None
        return self.choice("t").text_or_none

    def warnings(self) -> list[str]:
        """What is strange about whom the attack or opposed roll is against (an ally,
        someone down or dead), said before the roll; the roll is still allowed."""
        if self.choice("m").value not in ("attack", "opposed"):
            return []
        warning = target_warning(
            self.party,
            self.adapter.as_rules(),
            self.choice("a").text,
            self.choice("t").text_or_none,
        )
        return [warning] if warning else []

    def _weapon(self) -> Weapon | None:
        character = character_index(self.party)[self.choice("a").text]
        weapons = weapons_of(character)
        index = self.choice("w").number_or_none or 0
        return weapons[index] if index < len(weapons) else None

    def _defence_values(self) -> None:
        """The defender's two melee skills: first the one that matches the attack (the
        ruling), then the other (the GM's switch); the index is kept."""
        choice = self.choice("f")
        weapon = self._weapon()
        target = character_index(self.party).get(self.choice("t").text_or_none or "")
        if weapon is None or weapon.is_ranged or target is None:
            choice.values, choice.index = [(None, "-")], 0
            return
        matching = ryf.defence_skill(weapon.skill)
        other = ryf.other_melee_skill(matching)
        choice.values = [
            (
                None,
                t(
                    "{skill} {value} (matches the attack)",
                    skill=skill_name(matching),
                    value=target.skill(matching),
                ),
            ),
            (
                other,
                t(
                    "{skill} {value} (the GM's switch)",
                    skill=skill_name(other),
                    value=target.skill(other),
                ),
            ),
        ]

    def _weapon_is_ranged(self) -> bool:
        weapon = self._weapon()
        return weapon is not None and weapon.is_ranged

    def _level_args(self) -> dict[str, object]:
        """The actor's level options (k, p, g), as every RyF roll operation takes them."""
        return {
            "token": self.choice("k").visible and self.choice("k").value,
            "specialization": self.choice("p").visible and self.choice("p").value,
            "token_returned": self.choice("g").visible and self.choice("g").value,
        }

    def operation(self) -> Operation:
        """The operation the choices describe (OpError naming the field if invalid)."""
        mode = self.choice("m").value
        args = {"cid": self.choice("a").text, **self._level_args()}
        if mode == "attack":
            return build(
                RyfAttack,
                **args,
                defender=self.choice("t").text_or_none,
                weapon=self.choice("w").number_or_none or 0,
                band=self.choice("b").value,
                cover=self.choice("c").value,
                defence_skill=self.choice("f").value,
            )
        if mode == "opposed":
            return build(
                RyfOpposed,
                **args,
                skill=self.choice("s").value,
                other=self.choice("t").text_or_none,
                other_skill=self.choice("o").value,
                other_option=self.choice("x").value,
            )
        if mode == "skill":
            return build(
                RyfSkill, **args, skill=self.choice("s").value, difficulty=self.choice("d").value
            )
        return build(
            RyfAttribute,
            **args,
            attribute=self.choice("i").value,
            difficulty=self.choice("d").value,
        )

    def plan(self) -> tuple[list[str], Fraction | None]:
        lines, odds = self._plan()
        if why := self.no_specialization:
            lines.append(t("Specialization: not offered: {why}", why=why))
        return lines, odds

    def _plan(self) -> tuple[list[str], Fraction | None]:
        party = self.party
        actor = self.choice("a").text
        op = self.operation()
        if isinstance(op, RyfAttack):
            plan = op.plan(party)
            lines = [
                t(
                    "{attacker} attacks {target} with {weapon}: 1o3d10 {level} + {bonus}",
                    attacker=self.who(actor),
                    target=self.who(plan.target),
                    weapon=plain(plan.weapon.name),
                    level=plan.level.explanation,
                    bonus=plan.bonus,
                ),
                t("Needs {difficulty}: {why}", difficulty=plan.difficulty, why=plan.why),
                t(
                    "On a hit: damage {damage} (maxima explode; x2 on a critical: a hit "
                    "totalling 30+; three 1s fumble on the first throw only)",
                    damage=plan.weapon.damage,
                ),
                *self._ammo_lines(party, plan),
                *self._harm_lines(party, plan),
            ]
            return lines, plan.odds()
        if isinstance(op, RyfOpposed):
            opposed = op.plan(party)
            a_wins, b_wins, tie = opposed.odds()
            return [
                f"A: {opposed.a.label}: 1o3d10 {opposed.a.level.explanation} + {opposed.a.bonus}",
                f"B: {opposed.b.label}: 1o3d10 {opposed.b.level.explanation} + {opposed.b.bonus}",
                t("Highest total wins (10s explode); a tie rolls again or the GM accepts it."),
                t(
                    "A natural 1 (or a fumble) loses whatever the totals, unless both sides "
                    "roll one (a tie); the odds include it."
                ),
                t(
                    "{name_a} wins {a} · {name_b} wins {b} · tie {tie}",
                    name_a=self.who(op.cid),
                    name_b=self.who(op.other),
                    a=percent(a_wins),
                    b=percent(b_wins),
                    tie=percent(tie),
                ),
            ], a_wins
        assert isinstance(op, RyfSkill | RyfAttribute)
        roll = op.plan(party)
        rule = t("no explosion") if roll.attribute_roll else t("10s explode, natural 1 fails")
        return [
            t(
                "{label}: 1o3d10 {level} + {bonus} vs {difficulty} ({rule})",
                label=roll.label,
                level=roll.level.explanation,
                bonus=roll.bonus,
                difficulty=roll.difficulty,
                rule=rule,
            )
        ], roll.odds()

    def _harm_lines(self, party: RyfParty, plan: AttackPlan) -> list[str]:
        """The chance that this attack leaves the target down or dead, from its HP now,
        beside the chance to hit (exact; shown rounded)."""
        target = character_index(party)[plan.target]
        odds = plan.harm_odds(target.hp)
        name = name_of(party, plan.target)
        mean = t(
            "expected damage {mean} ({on_hit} on a hit)",
            mean=number(float(odds.expected_damage)),
            on_hit=number(float(odds.expected_damage_on_hit)),
        )
        if target.hp <= ryf.UNCONSCIOUS_AT:
            down = t("{name} is already down (HP {hp})", name=name, hp=target.hp)
        else:
            down = t(
                "Chance to down {name} (HP {hp} -> 0 or less): {down}",
                name=name,
                hp=target.hp,
                down=percent(odds.down),
            )
        return [
            t("{down} · dead (HP -20 or less): {dead}", down=down, dead=percent(odds.dead)),
            t(
                "Hit {hit} · critical {critical} · {mean}",
                hit=percent(odds.hit),
                critical=percent(odds.critical),
                mean=mean,
            ),
        ]

    def _ammo_lines(self, party: RyfParty, plan: AttackPlan) -> list[str]:
        """The ammunition the shot spends (the weapon names its counter)."""
        counter = ammo_counter(character_index(party)[plan.attacker], plan.weapon)
        if counter is None:
            return []
        return [
            t(
                "Ammunition: {ammo} {value} (the shot spends one)",
                ammo=counter.name,
                value=counter.value,
            )
        ]

    def resolve(self, dice: ScriptedDice) -> Preview:
        party = self.party
        op = self.operation()
        if isinstance(op, RyfAttack):
            attack = resolve_attack(op.plan(party), dice)
            lines = attack_lines(party, attack)
            players = attack_lines(party, attack, for_players=True)
            if attack.damage is not None:  # as the log will say it
                target = character_index(party)[attack.plan.target]
                lines.append(harm_line(party, target, attack.damage.total)[0])
                players.append(lines[-1])
            return Preview(lines, players=players if players != lines else None)
        if isinstance(op, RyfOpposed):
            plan = op.plan(party)
            return Preview([opposed_text(plan, resolve_opposed(plan, dice))])
        assert isinstance(op, RyfSkill | RyfAttribute)
        return Preview([resolve_plan(op.plan(party), dice).explanation])
