"""RyF in the console: HP with wounded/unconscious/dead, token, specialization, XP."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from gmconsole.i18n import t, translatable
from gmconsole.lazy import lazy_module
from gmconsole.model.party import Combatant
from gmconsole.preview_seam import FightPreview
from gmconsole.state.context import OpContext, OpError
from gmconsole.systems.base import Health, Resource, SystemAdapter
from gmconsole.systems.players_view import PlayersView
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty, attribute_letter, skill_name
from gmconsole.systems.ryf.public import RyfPlayersView
from gmconsole.systems.ryf.sheet import HP_FLOOR, defence_of, state_change_note
from rules import ryf

if TYPE_CHECKING:
    import gmconsole.systems.ryf.preview as preview
else:  # its fights import the simulation: loaded when the GM first asks for a preview
    preview = lazy_module("gmconsole.systems.ryf.preview")

_STATE: dict[ryf.HealthState, Literal["ok", "wounded", "down", "dead"]] = {
    ryf.HealthState.OK: "ok",
    ryf.HealthState.WOUNDED: "wounded",
    ryf.HealthState.UNCONSCIOUS: "down",
    ryf.HealthState.DEAD: "dead",
}


RULINGS_SUMMARY = (
    "1o3d10: roll 3d10, keep the target die: low, median (default) or high.",
    "Levels in order: unskilled (skill 0) low; specialization high (once a day); then "
    "token +1, wounded (HP 10 or less) -1, GM returns the token -1; clamped.",
    "Skill roll: target die + attribute + skill (+ precision) vs easy 10, medium 15, "
    "hard 20, unusual 25, impossible 30. A natural 1 always fails; three 1s on the first "
    "throw fumble (never the throws of an explosion); 30+ on a successful skill roll or "
    "attack is a critical (damage x2), never on a failed, attribute, opposed or "
    "initiative roll.",
    "A target die of 10 explodes in skill and opposed rolls: add 10, roll again.",
    "Attribute roll: attribute x 2 + target die; no explosion.",
    "Opposed roll: each side 1o3d10 + attribute + skill; the higher total wins; a natural "
    "1 (or fumble) loses whatever the totals unless both sides roll one; a tie rolls "
    "again or the GM accepts it. Tokens are the players' only.",
    "Initiative: D + P + 1o3d10, no explosion; ties to higher D + P.",
    "Attack: F + melee skill + precision vs defence D + melee skill + 5 (+6 hard option); "
    "the defence uses the skill that matches the attack (melee weapons against a weapon, "
    "brawl against brawl); the GM may switch it to the defender's other melee skill.",
    "Ranged: D + ranged skill + precision vs short 15, medium 20, long 25; cover +5.",
    "Damage: weapon dice, maxima explode; brawl 1d6-2; below 0 is 0; critical x2.",
    "HP = resistance x 4; 10 or less wounded, 0 or less unconscious, -20 or less dead.",
    "XP: raising a skill to N costs N XP.",
)
"""The rulings as help shows them (English keys; Spanish in locale_es)."""


class RyfAdapter(SystemAdapter[RyfParty, RyfCharacter]):
    system = "ryf"
    title = "RyF"
    common_conditions = (
        translatable("Stunned"),
        translatable("Prone"),
        translatable("Disarmed"),
        translatable("Blinded"),
        translatable("Immobilized"),
        translatable("Frightened"),
    )
    """The conditions offered first when the GM adds one (c)."""
    has_health_track = True
    has_zones = False
    system_actions = frozenset({"long_rest", "experience"})
    player_resources = {"token": "token", "xp": "xp"}

    def fight_preview(self) -> FightPreview:
        return preview.RyfPreview()

    def players_view(self) -> PlayersView[RyfParty, RyfCharacter]:
        return RyfPlayersView(self)

    @property
    def rest_prompt(self) -> str:
        return t("Start a new in-game day (specializations reset)?")

    @property
    def health_unit(self) -> str:
        return t("HP")

    @property
    def rulings_summary(self) -> tuple[str, ...]:
        return tuple(t(line) for line in RULINGS_SUMMARY)

    def creation_warnings(self, party: RyfParty) -> list[str]:
        """One line per creation limit a member exceeds, naming the member (grown
        characters exceed them)."""
        lines = []
        for i, member in enumerate(party.members):
            attributes = member.attributes.model_dump(exclude_none=True)
            skills = {str(k): int(v) for k, v in member.skills.items()}
            for warning in ryf.creation_warnings(attributes, skills, party.options.charisma):
                lines.append(f"members[{i}] ({member.name!r}): {warning}")
        return lines

    def health(self, character: RyfCharacter, combatant: Combatant) -> Health:
        state = _STATE[ryf.health_state(character.hp)]
        if combatant.dead:
            state = "dead"
        elif combatant.down and state != "dead":
            state = "down"
        return Health(character.hp, character.hp_max, t("HP"), state)

    def key_values(self, party: RyfParty, character: RyfCharacter) -> list[tuple[str, str]]:
        attributes = character.attributes
        values = [
            (attribute_letter(name), str(getattr(attributes, name)))
            for name in (*ryf.ATTRIBUTES, "charisma")
            if getattr(attributes, name) is not None
        ]
        values.append((t("HP"), f"{character.hp}/{character.hp_max}"))
        weapon = defence_of(party, character, "melee_weapons")
        brawl = defence_of(party, character, "brawl")
        both = (
            str(weapon)
            if weapon == brawl
            else t(  # "19 · Brawl 14" fits the box at 100x30 ("vs Brawl" wrapped: play-test 30)
                "{weapon} · {skill} {brawl}",
                weapon=weapon,
                brawl=brawl,
                skill=skill_name("brawl"),
            )
        )
        values.append((t("Defence"), both))
        skills = sorted(character.skills.items(), key=lambda item: -item[1])
        if skills:
            values.append((t("Skills"), ", ".join(f"{skill_name(s)} {v}" for s, v in skills)))
        for arm in character.weapons:
            bands = f" {'/'.join(map(str, arm.bands))}m" if arm.bands else ""
            ammo = f" · {arm.ammo}" if getattr(arm, "ammo", None) else ""
            values.append(
                (t("Weapon"), f"{arm.name} {arm.damage} prec {arm.precision:+d}{bands}{ammo}")
            )
        if character.specialization:
            used = t(" (used today)") if character.specialization_used else ""
            values.append((t("Specialization"), skill_name(character.specialization) + used))
        if self.has_resource(party, character, "token"):
            token = t("with the GM") if character.token == "gm" else t("with the player")
            values.append((t("Token"), token))
        return values

    def resources(self, party: RyfParty, character: RyfCharacter) -> list[Resource]:
        token = Resource(
            "token", t("Token"), t("GM") if character.token == "gm" else t("player"), "toggle"
        )
        return [
            Resource("hp", t("HP"), f"{character.hp}/{character.hp_max}"),
            *([token] if self.has_resource(party, character, "token") else []),
            *(
                [
                    Resource(
                        "specialization_used",
                        t("Specialization used"),
                        t("yes") if character.specialization_used else t("no"),
                        "toggle",
                    )
                ]
                # Only a member who has one (issue 36): an enemy's once a day is the GM's
                # to keep; its stat block still names it (sheet_values).
                if character.specialization and self.is_member(party, character)
                else []
            ),
            *(
                [Resource("xp", t("XP"), str(character.xp))]
                if self.has_resource(party, character, "xp")
                else []
            ),
            *super().resources(party, character),
        ]

    def adjust(self, ctx: OpContext, character: RyfCharacter, key: str, delta: int) -> str:
        self.require_resource(ctx.party, character, key)
        if key == "hp":
            value = max(HP_FLOOR, min(character.hp_max, character.hp + delta))
            if value == character.hp:
                raise OpError(
                    t(
                        "HP is {hp} ({low} to {high})",
                        hp=character.hp,
                        low=HP_FLOOR,
                        high=character.hp_max,
                    )
                )
            return self._set_hp(ctx, character, value)
        if key == "token":
            holder = "player" if character.token == "gm" else "gm"
            ctx.update_character(character.id, token=holder)
            if holder == "gm":
                return t("{name}: token now with the GM", name=character.name)
            return t("{name}: token now with the player", name=character.name)
        if key == "specialization_used":
            if not character.specialization:
                raise OpError(t("{name} has no specialization", name=character.name))
            now_used = not character.specialization_used
            ctx.update_character(character.id, specialization_used=now_used)
            used = t("yes") if now_used else t("no")
            return t("{name}: specialization used today: {used}", name=character.name, used=used)
        if key == "xp":
            value = max(0, min(10_000, character.xp + delta))
            if value == character.xp:
                raise OpError(t("XP must be 0 to 10000"))
            before = character.xp
            ctx.update_character(character.id, xp=value)
            return t(
                "{name}: XP {before} -> {after}", name=character.name, before=before, after=value
            )
        return super().adjust(ctx, character, key, delta)

    def _set_hp(self, ctx: OpContext, character: RyfCharacter, value: int) -> str:
        before = character.hp
        ctx.update_character(character.id, hp=value)
        text = t("{name}: HP {before} -> {after}", name=character.name, before=before, after=value)
        return text + state_change_note(before, value)

    def damage(
        self, ctx: OpContext, character: RyfCharacter, combatant: Combatant, amount: int
    ) -> str:
        return self._set_hp(ctx, character, max(HP_FLOOR, character.hp - amount))

    def heal(
        self, ctx: OpContext, character: RyfCharacter, combatant: Combatant, amount: int
    ) -> str:
        value = min(character.hp_max, character.hp + amount)
        if value == character.hp:
            raise OpError(
                t("{name} is at full HP ({hp})", name=character.name, hp=character.hp_max)
            )
        return self._set_hp(ctx, character, value)

    def roll_initiative(self, ctx: OpContext, character: RyfCharacter) -> tuple[int, int, str]:
        attributes = character.attributes
        level = ryf.resolve_level(wounded=character.hp <= ryf.WOUNDED_AT)
        result = ryf.initiative_roll(
            attributes.dexterity, attributes.perception, ctx.dice, level.level
        )
        return (
            result.total,
            attributes.dexterity + attributes.perception,
            t(
                "{name}: initiative D {dexterity} + P {perception} + {roll}",
                name=character.name,
                dexterity=attributes.dexterity,
                perception=attributes.perception,
                roll=result.explanation.split(": ", 1)[1],
            ),
        )

    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]:
        hp = max(8, min(40, value or 20))
        resistance = max(2, min(10, -(-hp // 4)))
        attributes = dict.fromkeys(ryf.ATTRIBUTES, 5)
        attributes["resistance"] = resistance
        quick: dict[str, object] = {
            "id": cid,
            "name": name,
            "attributes": attributes,
            "hp": hp,
            "skills": {"melee_weapons": 3},
        }
        if hp != ryf.hit_points(resistance):  # HP 15 is 15/15, not 15/16 (issue 11)
            quick["max_hp"] = hp
        return quick

    def long_rest(self, ctx: OpContext) -> str:
        party = ctx.party
        assert isinstance(party, RyfParty)
        for character in [*party.members, *party.encounter.enemies]:
            ctx.update_character(character.id, specialization_used=False)
        return t("New day: every specialization can be used again")
