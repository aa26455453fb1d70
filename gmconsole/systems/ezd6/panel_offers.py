"""What the EZD6 panel offers after the roll, each only when it changes the result
(third pass): the hero die on a kept 1, karma where enough is left to make a success
(or a 6, or the next chain die a 6), and the attacked player character's hero die and
karma on armour saves. Enemies have no karma or hero dice unless their entry does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gmconsole.dialogs.key_hints import KeyHint
from gmconsole.i18n import t, tn
from gmconsole.state.context import name_of
from gmconsole.systems.ezd6.checks import character_of, holds_players_dice
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party
from gmconsole.systems.ezd6.resolution import ActionResolution
from gmconsole.systems.ezd6.words import strikes as strikes_text
from rules import ezd6

Hint = Callable[[str, str], KeyHint]
"""The panel's ``key_hint``: a hint for one of its keys (by default key) and a label."""


def miraculous_offers(
    save: ezd6.MiraculousSave, actor: Ezd6Character, hero: int, karma: int, hint: Hint
) -> dict[str, KeyHint]:
    """On a miraculous save: a hero die to reroll a 1, else 1 karma when what is left
    makes the save pass, saying how many pass it as an attack's offer does (play-test 29:
    "+1" read as enough when 2 were needed). ``hero``, ``karma``: what this save spent
    already."""
    if save.die == 1 and actor.hero_dice > hero:
        return {"H": hint("H", t("spend a hero die to reroll the 1"))}
    needed = save.number - save.die
    if save.die != 1 and not save.passed and needed <= actor.karma - karma:
        return {
            "k": hint(
                "k", t("spend 1 karma for +1 on the save die ({count} to pass)", count=needed)
            )
        }
    return {}


def roll_offers(
    resolution: ActionResolution, actor: Ezd6Character, hero: int, hint: Hint, futile: str | None
) -> tuple[dict[str, KeyHint], list[KeyHint]]:
    """The hero die (a kept 1) and karma, by key with their hints, each only when it
    changes the result; and notes, with no key, for karma that would not. ``hero``: hero
    dice this roll spent already. ``futile``: the target's name when more strikes change
    nothing (it goes down already and no one else in reach takes the spill)."""
    roll = resolution.roll
    offers = {}
    if roll.critical_failure and actor.hero_dice > hero:
        offers["H"] = hint("H", t("spend a hero die to reroll the 1"))
    karma_left = actor.karma - resolution.karma_spent
    chain = resolution.chain
    if chain is not None:
        cost = chain.karma_to_continue()
        if cost is not None and karma_left >= cost:
            if futile is not None:
                return offers, [_futile_note(futile)]
            offers["k"] = hint(
                "k", t("spend {karma} karma to make the last chain die a 6", karma=cost)
            )
        return offers, []
    needed = ezd6.karma_needed(roll.kept, roll.difficulty, roll.success)
    if needed is not None and needed <= karma_left:
        if roll.success and futile is not None:
            return offers, [_futile_note(futile)]  # a 6 would only start a useless chain
        offers["k"] = hint(
            "k",
            t("spend 1 karma for +1 on the kept die ({count} for a 6)", count=needed)
            if roll.success
            else t(
                "spend 1 karma for +1 on the kept die ({count} for a success)",
                count=needed,
            ),
        )
    return offers, []


def futile_target(
    party: Ezd6Party, resolution: ActionResolution, spill_options: Callable[[], Sequence[object]]
) -> str | None:
    """The target's name when more strikes would change nothing: it has no armour, the
    strikes dealt already down it and no one else in reach can take the chain's spill."""
    cid = resolution.action.target_cid
    if resolution.action.kind != "attack" or not resolution.roll.success or cid is None:
        return None
    target = character_of(party, cid)
    if target.armour_save is not None or resolution.strikes < target.strikes:
        return None
    return None if spill_options() else name_of(party, cid)


def _futile_note(target: str) -> KeyHint:
    """Karma that would only add strikes no one can take: shown, with no key."""
    return KeyHint(
        t(
            "karma: no use here: {name} goes down already and no one else in reach"
            " can take more strikes",
            name=target,
        )
    )


def save_offers(
    party: Ezd6Party,
    resolution: ActionResolution,
    spill: str | None,
    save_hero: list[int],
    save_karma: list[int],
) -> dict[str, tuple[int, int]]:
    """A player character who is attacked may spend a hero die on a save die showing
    1 (J) or karma to make a failed save die pass (K); enemies have neither. By key:
    (die index, cost). ``save_hero``, ``save_karma``: what the saves spent already."""
    args = resolution.action
    first = resolution.hits[0] if resolution.hits else None
    if first is None or first.target != args.target_cid or first.saves.save is None:
        return {}
    if spill is not None:
        return {}  # the spill's saves were rolled after these: the saves are settled
    victim = character_of(party, first.target)
    if not holds_players_dice(party, victim):
        return {}
    save = first.saves.save
    offers: dict[str, tuple[int, int]] = {}
    hero_left = victim.hero_dice - len(save_hero)
    karma_left = victim.karma - sum(save_karma)
    for index, die in enumerate(first.saves.dice):
        if die >= save:
            continue
        if die == 1 and hero_left > 0 and "J" not in offers:
            offers["J"] = (index, 1)
        if die != 1 and save - die <= karma_left and "K" not in offers:
            offers["K"] = (index, save - die)
    return offers


def save_offer_hints(offers: dict[str, tuple[int, int]], target: str, hint: Hint) -> list[KeyHint]:
    """The result's hints for the saves' offers (``target``: the victim's name)."""
    hints = []
    for key, (index, cost) in offers.items():
        if key == "K":
            what = t("{cost} karma", cost=cost)
        else:
            what = t("a hero die to reroll the 1")
        hints.append(
            hint(
                key,
                t(
                    "{name} spends {what} on armour save #{number}",
                    name=target,
                    what=what,
                    number=index + 1,
                ),
            )
        )
    return hints


def hit_hint(target: str, no_armour: bool, strikes: int, hint: Hint) -> KeyHint:
    """After a hit: enter deals the strikes to a target without armour, else ``s``
    rolls its armour saves."""
    if no_armour:
        return hint("enter", t("deal the strikes ({name} has no armour)", name=target))
    if strikes == 1:
        return hint("s", t("roll {name}'s armour save (1 strike)", name=target))
    # Saved one at a time: a target that goes down rolls no die for the strikes left.
    return hint(
        "s",
        t(
            "roll {name}'s armour saves ({strikes}: a die each, until {name} is down)",
            name=target,
            strikes=strikes_text(strikes),
        ),
    )


def saves_first(strikes: int, key: str) -> str:
    """Why enter applies nothing yet after a hit: the target's armour saves come first
    (play-test 32: the toast only repeated the key line's hints)."""
    return tn(
        "Roll the armour save first ({key}).",
        "Roll the armour saves first ({key}).",
        strikes,
        key=key,
    )


def spill_hint(strikes: int, hint: Hint) -> KeyHint:
    """The critical chain's strikes left may go to another target (``o``); not sent,
    they are lost (said here only: the result's lines wait for the GM's choice)."""
    return hint(
        "o",
        tn(
            "send {strikes} of the critical chain to another target in reach (not sent,"
            " it is lost)",
            "send {strikes} of the critical chain to another target in reach (not sent,"
            " they are lost)",
            strikes,
            strikes=strikes_text(strikes),
        ),
    )


def strikes_keys(
    offers: dict[str, tuple[int, int]], spill_offered: bool, hint: Hint
) -> list[KeyHint]:
    """The key line while the strikes are resolved: the saves' offers, the spill."""
    keys = [
        hint(key, t("target's hero die on a save"))
        if key == "J"
        else hint(key, t("target's karma on a save"))
        for key in offers
    ]
    if spill_offered:
        keys.append(hint("o", t("critical chain strikes to another target in reach")))
    return keys
