"""EZD6 in the console: strikes, karma, hero dice, wealth, zones; players go first."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from gmconsole.i18n import t, translatable
from gmconsole.lazy import lazy_module
from gmconsole.model.party import Combatant
from gmconsole.preview_seam import FightPreview
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.fallen import is_out
from gmconsole.systems.base import Health, Resource, SystemAdapter
from gmconsole.systems.ezd6.model import ActionsUsed, Ezd6Character, Ezd6Party, state_of
from gmconsole.systems.ezd6.order import sides_in_turn
from gmconsole.systems.ezd6.public import Ezd6PlayersView
from gmconsole.systems.ezd6.state import change, spend
from gmconsole.systems.ezd6.words import strikes as strikes_text
from gmconsole.systems.ezd6.words import up_again
from gmconsole.systems.players_view import PlayersView
from rules import ezd6

if TYPE_CHECKING:
    import gmconsole.systems.ezd6.preview as preview
else:  # its fights import the simulation: loaded when the GM first asks for a preview
    preview = lazy_module("gmconsole.systems.ezd6.preview")

WEALTH_NAMES = {
    "pauper": "Pauper",
    "cash_poor": "Cash poor",
    "moderate": "Moderate",
    "wealthy": "Wealthy",
    "lordly": "Lordly",
    "kingly": "Kingly",
}
"""The six wealth levels (English keys; the Spanish names, Paupérrimo ... Rey, in
locale_es)."""

RULINGS_SUMMARY = (
    "Roll 1d6 vs difficulty 1 to 6; meet or beat it.",
    "Boon: one more die, keep the highest; bane: keep the lowest; they cancel. Each "
    "helper adds a die like a boon and loses their next action; helpers are the actor's "
    "own side, up, and not the target.",
    "A kept 1 is a critical failure; a kept 6 always succeeds.",
    "Hero die: rerolls the die that showed the kept 1, then the roll is read again with "
    "the same keep rule (with a bane, 1 3 -> 6 3 keeps the 3); if a 1 is still kept, "
    "another hero die may be spent.",
    "Karma after a roll (not on a 1): +1 to the kept die per point, chain dice included; "
    "karma that raises an attack's die to 6 starts the critical chain.",
    "Combat: a hit deals 1 strike (special weapons 2, on a kept 6 too); a kept 6 rolls "
    "another die, each further 6 is one more strike. Only chain strikes beyond what "
    "downs the target may go to another target, and only one in reach.",
    "Armour save: one d6 per strike vs the armour number; a pass negates it.",
    "Miraculous save: normal pass = no harm; life-threatening pass = left at 1 strike, "
    "fail = unconscious or dead (GM's call).",
    "A hero left without strikes by any path (d, an attack, the sidebar) is offered the "
    "life-threatening miraculous save (a no is logged); enemies are not (the panel still "
    "rolls one).",
    "Player characters may spend karma (not on a 1) and hero dice (on a 1) on armour and "
    "miraculous saves; enemies have neither.",
    "Reach: melee in Near reaches Near; ranged reaches Near and Far; nobody attacks or is "
    "attacked out of combat. The panel warns and asks (a second r or e) before an attack "
    "out of reach, on an ally or on someone down, and before acting again in a round or "
    "after losing the action; the log records the GM's call.",
    "Before the roll the panel shows the chance to hit and the exact chance to down the "
    "target (armour saves and the critical chain included, karma and hero dice not).",
    "Turn order: players first in their chosen order, then enemies; surprise puts the "
    "surprising side first. Delaying loses the dash and the free action.",
    "Each round: move in the zone, 1 action, 1 free action. Zones near, far, out of "
    "combat; changing zone takes the action (dash). The tracker shows what is spent this "
    "round: no action, no free (action), no dash, as 'no free/dash'; beside 'acted' the "
    "action is not said again.",
    "A night's rest recovers 1 strike; a hero die can be bought for 5 karma (house option).",
)
"""The rulings as help shows them (English keys; Spanish in locale_es)."""


def wealth_name(level: str) -> str:
    """A wealth level in the console's language."""
    return t(WEALTH_NAMES[level])


def zone_name(zone: str) -> str:
    """A zone in the console's language (Near / Cerca, Far / Lejos, Out of combat)."""
    return t(ezd6.ZONE_NAMES[zone])


ZONE_WORDS = {"near": translatable("near"), "far": translatable("far"), "out": translatable("out")}
"""The tracker's zone column: one short word per zone (the text's Cerca, Lejos, Fuera de
combate in Spanish, cut to fit)."""


def helpers_text(names: Iterable[str]) -> str:
    """The helpers as the panel lists them, or the word for none (Spanish "ninguno": the
    noun is el ayudante)."""
    return ", ".join(names) or t("no helpers")


def spent_words(combatant: Combatant, action: bool = True) -> list[str]:
    """What the combatant has spent this round, of its action (unless not ``action``),
    free action and dash."""
    used = state_of(combatant).used
    words = ((t("action"), used.action and action), (t("free"), used.free), (t("dash"), used.dash))
    return [word for word, flag in words if flag]


class Ezd6Adapter(SystemAdapter[Ezd6Party, Ezd6Character]):
    operation_modules = ("operations", "order")
    system = "ezd6"
    title = "EZD6"
    common_conditions = (
        translatable("Stunned"),
        translatable("Prone"),
        translatable("Blinded"),
        translatable("Grappled"),
        translatable("Frightened"),
        translatable("Poisoned"),
    )
    """The conditions offered first when the GM adds one (c)."""
    has_health_track = True
    has_zones = True
    zones = ezd6.ZONES
    has_initiative = False  # the sides take turns (RULINGS): no roll, no sort
    system_actions = frozenset({"long_rest", "zone", "surprise"})
    player_resources = {"karma": "karma", "hero_dice": "hero_dice", "wealth": "wealth"}

    def fight_preview(self) -> FightPreview:
        return preview.Ezd6Preview()

    def players_view(self) -> PlayersView[Ezd6Party, Ezd6Character]:
        return Ezd6PlayersView(self)

    @property
    def rest_prompt(self) -> str:
        return t("A night's rest (+1 strike to each party member)?")

    @property
    def health_unit(self) -> str:
        return "strikes"

    @property
    def rulings_summary(self) -> tuple[str, ...]:
        return tuple(t(line) for line in RULINGS_SUMMARY)

    def reach_warning(self, party: Ezd6Party, actor: str, target: str) -> str:
        """EZD6 reach (rules.ezd6.reach_warning): melee in Near reaches Near, ranged
        reaches Near and Far, nobody attacks or is attacked out of combat."""
        fighters = {c.id: c for c in party.encounter.combatants}
        attacker, defender = fighters.get(actor), fighters.get(target)
        character = next(
            (c for c in [*party.members, *party.encounter.enemies] if c.id == actor), None
        )
        if attacker is None or defender is None or character is None:
            return ""
        problem = ezd6.reach_warning(
            state_of(attacker).zone, state_of(defender).zone, character.attacks_at_range
        )
        if problem is None:
            return ""
        name = next(
            (c.name for c in [*party.members, *party.encounter.enemies] if c.id == target), target
        )
        return t("{name} is {problem}", name=name, problem=problem)

    def combatant_lines(self, combatant: Combatant) -> list[str]:
        state = state_of(combatant)
        return [
            t(
                "Zone: {zone} · used this round: {used}",
                zone=zone_name(state.zone),
                used=", ".join(spent_words(combatant)) or t("nothing"),
            )
        ]

    def zone_word(self, zone: str) -> str:
        return t(ZONE_WORDS[zone]) if zone in ZONE_WORDS else zone

    def tracker_flags(self, combatant: Combatant, acted: bool = False) -> list[str]:
        """What is spent of this round's action, free action and dash, in words:
        ``no action/dash`` (a dash), ``no free/dash`` (a delay); beside ``acted`` the
        action is not said again (play-test 32: "no action acted")."""
        spent = spent_words(combatant, action=not acted)
        return [t("no {spent}", spent="/".join(spent))] if spent else []

    def action_spent(self, combatant: Combatant) -> bool:
        return state_of(combatant).used.action

    def zone_of(self, combatant: Combatant) -> str:
        return state_of(combatant).zone

    def in_zone(self, combatant: Combatant, zone: str) -> Combatant:
        state = state_of(combatant).model_copy(update={"zone": zone})
        return combatant.model_copy(update={"extra": state})

    def on_round_start(self, ctx: OpContext) -> None:
        """A new round: nothing is used yet, and the sides take turns again (players
        first, or the side that surprised), each in its order, the fallen last as they
        fell: a player who interrupted an enemy's turn did so for that round only
        (RULINGS; play-test 23 found her among the enemies in the next round), and so did
        a move across the sides with [ or ]. The log says so when the order changes."""
        for combatant in ctx.combatants:
            change(ctx, combatant.id, used=ActionsUsed())
        order = ctx.combatants
        surprise = ctx.party.encounter.surprise
        # The fallen stay below, the last to fall last (gmconsole.state.fallen).
        fallen = {c.id for c in order if is_out(ctx, c)}
        up = [c for c in order if c.id not in fallen]
        sides = [*sides_in_turn(up, surprise), *(c for c in order if c.id in fallen)]
        if [c.id for c in sides] == [c.id for c in order]:
            return
        ctx.update_encounter(combatants=sides)
        if surprise == "enemies":
            ctx.log(t("The sides take their turns again: enemies first"))
        else:
            ctx.log(t("The sides take their turns again: players first"))

    def on_turn_start(self, ctx: OpContext, combatant: Combatant) -> None:
        """A helper's next action is gone (RULINGS: helping costs the next action)."""
        if state_of(combatant).loses_next_action:
            change(ctx, combatant.id, loses_next_action=False)
            spend(ctx, combatant.id, action=True)
            name = name_of(ctx.party, combatant.id)
            ctx.log(t("{name} loses this action (helped another)", name=name))

    def place_risen(
        self, ctx: OpContext, order: list[Combatant], combatant: Combatant
    ) -> list[Combatant]:
        """Placed by side (players, then enemies; a surprise puts its side first): back up,
        a combatant goes after the last of its side who is up, else where its side's
        block begins or ends (gmconsole.systems.ezd6.order's rule)."""
        others = [c for c in order if c is not combatant]
        up = [
            i
            for i, c in enumerate(others)
            if not self.health(ctx.character_as(c.id, Ezd6Character), c).out_of_fight
        ]
        mates = [i for i in up if others[i].side == combatant.side]
        first = "enemy" if ctx.party.encounter.surprise == "enemies" else "party"
        if mates:
            place = mates[-1] + 1
        elif combatant.side == first:
            place = 0
        else:
            place = up[-1] + 1 if up else 0
        return [*others[:place], combatant, *others[place:]]

    def on_delay(self, ctx: OpContext, combatant: Combatant) -> str:
        """Holding the turn loses the dash and the free action this round."""
        spend(ctx, combatant.id, dash=True, free=True)
        return t(" (loses the dash and the free action this round)")

    def health(self, character: Ezd6Character, combatant: Combatant) -> Health:
        state: Literal["ok", "wounded", "down", "dead"] = "ok"
        if combatant.dead:
            state = "dead"
        elif character.strikes == 0 or combatant.down:
            state = "down"
        return Health(character.strikes, character.strikes_max, "strikes", state)

    def _player_values(
        self, party: Ezd6Party, character: Ezd6Character
    ) -> list[tuple[str, str, str]]:
        """(key, label, value) of karma, hero dice and wealth as this character shows them:
        an enemy shows karma or hero dice only when it has some, and no wealth (the
        players' alone). One rule for the combat box and the sidebar."""
        values = []
        if self.has_resource(party, character, "karma"):
            values.append(("karma", t("Karma"), str(character.karma)))
        if self.has_resource(party, character, "hero_dice"):
            values.append(("hero_dice", t("Hero dice"), str(character.hero_dice)))
        if self.has_resource(party, character, "wealth"):
            values.append(("wealth", t("Wealth"), wealth_name(character.wealth)))
        return values

    def key_values(self, party: Ezd6Party, character: Ezd6Character) -> list[tuple[str, str]]:
        armour = f"{character.armour_save}+" if character.armour_save else t("none")
        values = [
            (t("Strikes"), f"{character.strikes}/{character.strikes_max}"),
            (t("Armour save"), armour),
            (t("Miraculous save"), f"{character.miraculous_save}+"),
            *((label, value) for _, label, value in self._player_values(party, character)),
            (
                t("Attack"),
                t(
                    "{kind}, {strikes} a hit",
                    kind=t("ranged") if character.attacks_at_range else t("melee"),
                    strikes=strikes_text(character.weapon_strikes),
                ),
            ),
        ]
        if character.inclination:
            values.insert(0, (t("Inclination"), character.inclination))
        return values

    def resources(self, party: Ezd6Party, character: Ezd6Character) -> list[Resource]:
        return [
            Resource("strikes", t("Strikes"), f"{character.strikes}/{character.strikes_max}"),
            *(
                Resource(key, label, value, "choice" if key == "wealth" else "number")
                for key, label, value in self._player_values(party, character)
            ),
            *super().resources(party, character),
        ]

    def adjust(self, ctx: OpContext, character: Ezd6Character, key: str, delta: int) -> str:
        self.require_resource(ctx.party, character, key)
        limits = {"strikes": (0, character.strikes_max), "karma": (0, 99), "hero_dice": (0, 9)}
        words = {"strikes": "strikes", "karma": "karma", "hero_dice": "hero dice"}
        if key in limits:
            low, high = limits[key]
            before = getattr(character, key)
            value = max(low, min(high, before + delta))
            if value == before:
                raise OpError(
                    t(
                        "{what} is {value} ({low} to {high})",
                        what=t(words[key]),
                        value=before,
                        low=low,
                        high=high,
                    )
                )
            ctx.update_character(character.id, **{key: value})
            return t(
                "{name}: {what} {before} -> {after}",
                name=character.name,
                what=t(words[key]),
                before=before,
                after=value,
            )
        if key == "wealth":
            levels = ezd6.WEALTH_LEVELS
            index = levels.index(character.wealth) + (1 if delta >= 0 else -1)
            if not 0 <= index < len(levels):
                raise OpError(t("wealth is already {level}", level=wealth_name(character.wealth)))
            ctx.update_character(character.id, wealth=levels[index])
            return t(
                "{name}: wealth -> {level}", name=character.name, level=wealth_name(levels[index])
            )
        return super().adjust(ctx, character, key, delta)

    def damage(
        self, ctx: OpContext, character: Ezd6Character, combatant: Combatant, amount: int
    ) -> str:
        before = character.strikes
        value = ezd6.apply_strikes(before, amount)
        ctx.update_character(character.id, strikes=value)
        down = t(" (down)") if value == 0 and before > 0 else ""
        return (
            t(
                "{name}: strikes {before} -> {after}",
                name=character.name,
                before=before,
                after=value,
            )
            + down
        )

    def heal(
        self, ctx: OpContext, character: Ezd6Character, combatant: Combatant, amount: int
    ) -> str:
        before = character.strikes
        value = ezd6.heal_strikes(before, character.strikes_max, amount)
        if value == before:
            raise OpError(
                t(
                    "{name} has all strikes ({strikes})",
                    name=character.name,
                    strikes=character.strikes_max,
                )
            )
        ctx.update_character(character.id, strikes=value)
        if combatant.down and value > 0:
            ctx.update_combatant(combatant.id, down=False)
        words = t(
            "{name}: strikes {before} -> {after}", name=character.name, before=before, after=value
        )
        return words + up_again(before, value)

    def initiative_by_order(self) -> bool:
        return True

    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]:
        strikes = max(1, min(20, value or 1))
        return {"id": cid, "name": name, "strikes": strikes, "strikes_max": strikes}

    def new_character(self, cid: str, name: str) -> dict[str, object]:
        """Most characters have 3 strikes (the text): a new sheet starts there."""
        return self.quick_character(cid, name, ezd6.DEFAULT_STRIKES)

    def long_rest(self, ctx: OpContext) -> str:
        healed = []
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        members: list[Ezd6Character] = list(party.members)
        for member in members:
            value = ezd6.heal_strikes(member.strikes, member.strikes_max, 1)
            if value != member.strikes:
                ctx.update_character(member.id, strikes=value)
                healed.append(member.name)
        if not healed:
            raise OpError(t("every party member already has all strikes"))
        return t("A night's rest: +1 strike to {names}", names=", ".join(healed))
