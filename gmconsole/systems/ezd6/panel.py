"""EZD6 panel: tasks and attacks (boons, banes, helpers, karma, hero dice, the critical
chain, armour saves, spill-over), miraculous saves, potions and hero dice for karma.

Before the roll the panel shows the chance to hit and, for an attack, the chance to down
the target; anything the GM should look at twice (an ally or a downed target, a target
out of reach, acting again this round) is a warning line, and the roll waits for a
second r or e.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.key_hints import KeyHint
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.dialogs.panel_values import Choice, Preview
from gmconsole.i18n import percent, t, translatable
from gmconsole.state.context import OpError, character_index, name_of
from gmconsole.state.operation import Operation, build
from gmconsole.state.targets import default_target
from gmconsole.systems.ezd6.adapter import helpers_text
from gmconsole.systems.ezd6.model import Ezd6Party
from gmconsole.systems.ezd6.operations import (
    Ezd6Action,
    Ezd6BuyHeroDie,
    Ezd6MiraculousSave,
    Ezd6Potion,
    action_warnings,
    down_or_dead,
    helper_problem,
    reach_problem,
    resolution_lines,
    resolve_action,
    resolve_save,
)
from gmconsole.systems.ezd6.save_hero_die import ask_hero_die, hero_die_position
from gmconsole.systems.ezd6.words import strikes as strikes_text
from rules import ezd6
from rules.dice import ScriptedDice, roll_die

MODES = [
    ("attack", "attack"),
    ("task", "task"),
    ("miraculous", "miraculous save (normal)"),
    ("life", "miraculous save (life-threatening)"),
    ("potion", "drink a potion (free action)"),
    ("buy", "buy a hero die (5 karma)"),
]
"""The panel's modes (English keys, shown through t)."""
ROLLING = ("attack", "task")
SAVES = ("miraculous", "life")


class Ezd6Panel(PanelScreen):
    title_text = "EZD6"
    SYSTEM_KEYS = {
        "h": ("helper", translatable("add a helper")),
        "H": ("hero_die", translatable("hero die")),
        "k": ("karma", translatable("karma")),
        "s": ("resolve_strikes", translatable("resolve the strikes")),
        "o": ("send_strikes", translatable("send chain strikes to another target")),
        "J": ("save_hero_die", translatable("hero die on a save")),
        "K": ("save_karma", translatable("karma on a save")),
    }
    OPTION_NAMES = {
        "m": "mode",
        "a": "actor",
        "t": "target",
        "d": "difficulty",
        "b": "boons",
        "n": "banes",
        "x": "save_harm",
        "p": "potion",
    }

    def setup(self) -> None:
        self.hit = False
        """The last resolution was an attack that hit (a miss has no armour saves)."""
        self.helpers: list[str] = []
        self.hero = 0
        self.karma = 0
        self.chain_karma: list[int] = []
        self.resolve_strikes = False
        self.spill: str | None = None
        self.spillable = 0
        self.save_hero: list[int] = []
        self.save_karma: list[int] = []
        self.offered: set[str] = set()
        """The hero die and karma keys (H, k) the last resolution offers: they change it."""
        self.save_offers: dict[str, tuple[int, int]] = {}
        """The target's save choices the last resolution allows: key -> (die index, cost)."""
        """Critical chain strikes left once the target went down (the last resolution)."""
        self.confirmed: tuple[str, ...] = ()
        """The warnings the GM has seen and rolled past (a second r or e)."""
        self.choices = [
            Choice("m", t("Mode"), [(key, t(label)) for key, label in MODES]),
            Choice("a", t("Actor"), self.combatant_values()),
            Choice("t", t("Target"), []),
            Choice("d", t("Difficulty"), [(v, str(v)) for v in range(1, 7)], index=2),
            Choice("b", t("Boons"), [(v, str(v)) for v in range(0, 6)]),
            Choice("n", t("Banes"), [(v, str(v)) for v in range(0, 6)]),
            Choice("x", t("Harm if the save fails (strikes)"), [(v, str(v)) for v in range(1, 6)]),
            Choice("p", t("Potion heals (strikes)"), [(v, str(v)) for v in range(1, 6)]),
        ]
        self.choice("a").select(self.cid)
        self.on_choice_changed(self.choice("a"))

    @property
    def party_ezd6(self) -> Ezd6Party:
        assert isinstance(self.party, Ezd6Party)
        return self.party

    @property
    def mode(self) -> str:
        return str(self.choice("m").value)

    @property
    def actor(self) -> str:
        return str(self.choice("a").value)

    def _side(self, cid: str) -> str | None:
        return next((c.side for c in self.party.encounter.combatants if c.id == cid), None)

    def on_choice_changed(self, choice: Choice) -> None:
        actor = self.actor
        if choice.key == "a":
            target = self.choice("t")
            # The shared rule (gmconsole.state.targets): the given target (after the GM
            # picks another actor, the one carried over) if it is an opponent who is up and
            # in reach, else the next such opponent in the turn order.
            current = target.value if target.values else self.target
            target.values = self.combatant_values(exclude=actor)
            target.select(default_target(self.party, self.adapter, actor, current))
            self.helpers = [h for h in self.helpers if h != actor]
        mode = self.mode
        self.choice("t").visible = mode == "attack"
        for key in "dbn":
            self.choice(key).visible = mode in ROLLING
        self.choice("x").visible = mode == "miraculous"
        self.choice("p").visible = mode == "potion"

    def action_apply(self) -> None:
        """Enter on a hit against a target without armour resolves the strikes first (no
        saves to roll: the ``s`` step would only cost a key); a critical chain's extra
        strikes are then offered (``o``) before anything is applied."""
        if self._resolve_unarmoured_hit():
            return
        super().action_apply()

    def action_close(self) -> None:
        if self._resolve_unarmoured_hit():
            return
        super().action_close()

    def _resolve_unarmoured_hit(self) -> bool:
        """Resolve a hit on a target without armour; True when the GM has something left
        to choose (the spill, or a refusal shown), so the key must not apply yet."""
        if not (
            self.rolled
            and self.preview is not None
            and not self.preview.complete
            and self.mode == "attack"
            and not self.resolve_strikes
            and self._target_has_no_armour()
        ):
            return False
        self.resolve_strikes = True
        self._retry(lambda: setattr(self, "resolve_strikes", False))
        return bool(
            not self.resolve_strikes
            or self.app.screen is not self
            or (self.spillable and self.spill is None)
            or self.preview is None
            or not self.preview.complete
        )

    def _armour_saves_offered(self) -> bool:
        """An attack that hit a target with armour: its saves are the GM's next step
        (``s``); a miss, or a target without armour, has none."""
        return self.hit and not self._target_has_no_armour()

    def _target_has_no_armour(self) -> bool:
        target = character_index(self.party).get(self._action().target_cid or "")
        return target is not None and not target.armour_save

    def _action(self) -> Ezd6Action:
        """The task or attack as the panel's options and post-roll choices stand."""
        attack = self.mode == "attack"
        return build(  # type: ignore[return-value]
            Ezd6Action,
            cid=self.actor,
            kind="attack" if attack else "task",
            difficulty=self.choice("d").value,
            boons=self.choice("b").value,
            banes=self.choice("n").value,
            helpers=tuple(self.helpers),
            hero=self.hero,
            karma=self.karma,
            chain_karma=tuple(self.chain_karma),
            target_cid=self.choice("t").value if attack else None,
            spill_target=self.spill if attack else None,
            save_hero=tuple(self.save_hero) if attack else (),
            save_karma=tuple(self.save_karma) if attack else (),
        )

    def _save(self) -> Ezd6MiraculousSave:
        return build(  # type: ignore[return-value]
            Ezd6MiraculousSave,
            cid=self.actor,
            life_threatening=self.mode == "life",
            harm=self.choice("x").value,
            karma=self.karma,
            hero=self.hero,
        )

    def warnings(self) -> list[str]:
        """What the GM should see before rolling (the operation logs it as allowed)."""
        if self.mode in ROLLING:
            try:
                action = self._action()
            except OpError as problem:  # e.g. a helper picked as the target (T, then t)
                return [str(problem)]
            return action_warnings(self.party_ezd6, self.adapter, action)
        if self.mode == "potion":
            return action_warnings(
                self.party_ezd6,
                self.adapter,
                self.operation(),  # type: ignore[arg-type]
            )
        return []

    # --- before the roll ---------------------------------------------------------------
    def plan(self) -> tuple[list[str], Fraction | None]:
        mode = self.mode
        actor = character_index(self.party)[self.actor]
        status = self._status(actor)
        # The warnings themselves are drawn by PanelScreen (warnings()); this line says
        # what the roll keys do about them.
        warnings = []
        if self.warnings() and not self.rolled:
            seen = tuple(self.warnings()) == self.confirmed
            warnings.append(
                t("Press r or e again to roll anyway (the log says the GM allowed it)")
                if seen
                else t("The GM decides: the first r or e asks, a second one rolls anyway")
            )
        if mode in ROLLING:
            args = self._action()
            helpers = len(args.helpers)
            count = ezd6.dice_count(args.boons, args.banes, helpers)
            net = args.boons + helpers - args.banes
            keep = t("keep highest") if net > 0 else t("keep lowest") if net < 0 else t("one die")
            names = helpers_text(self.who(h) for h in self.helpers)
            lines = [
                t(
                    "{count}d6 {keep} vs {difficulty} (a 1 always fails, a 6 always hits)",
                    count=count,
                    keep=keep,
                    difficulty=args.difficulty,
                ),
                t(
                    "Helpers (h to add or remove; own side, up, not the target): {names}",
                    names=names,
                ),
                status,
            ]
            crit = ezd6.critical_failure_odds(args.boons, args.banes, helpers)
            lines.append(t("Critical failure (a kept 1): {odds}", odds=percent(crit)))
            lines.append(t("Odds without karma or hero dice"))  # the panel says so (third pass)
            odds = ezd6.success_odds(args.difficulty, args.boons, args.banes, helpers)
            lines += warnings
            if mode == "attack" and args.target_cid:
                lines += self._down_lines(args, actor)  # right above the chance to hit
            return lines, odds
        if mode in SAVES:
            number = actor.miraculous_save
            return [
                t("d6 >= miraculous save {number} (a 1 fails)", number=number),
                status,
                *warnings,
            ], Fraction(7 - number, 6)
        if mode == "potion":
            return [
                t(
                    "heals {strikes}, takes the free action",
                    strikes=strikes_text(self.choice("p").value),
                ),
                status,
                *warnings,
            ], None
        return [
            t("hero die for {price} karma", price=ezd6.HERO_DIE_KARMA_PRICE),
            status,
        ], None

    def _holds_players_dice(self, character: Any) -> bool:
        """Karma or hero dice: a player character's, an enemy's only when its entry has
        them (the adapter's one rule; the operations refuse by it too)."""
        return any(
            self.adapter.has_resource(self.party, character, key) for key in ("karma", "hero_dice")
        )

    def _status(self, actor: Any) -> str:
        """The actor's karma, hero dice and strikes; an enemy's karma and hero dice only
        when its entry has some (players' resources stay the players', third pass)."""
        if self._holds_players_dice(actor):
            return t(
                "karma {karma} · hero dice {hero} · strikes {strikes}/{most}",
                karma=actor.karma,
                hero=actor.hero_dice,
                strikes=actor.strikes,
                most=actor.strikes_max,
            )
        return t("strikes {strikes}/{most}", strikes=actor.strikes, most=actor.strikes_max)

    def _down_lines(self, args: Ezd6Action, actor: Any) -> list[str]:
        """The target, and the exact chance this attack downs it (karma left out)."""
        assert args.target_cid is not None
        target = character_index(self.party)[args.target_cid]
        name = self.who(args.target_cid)
        armour = f"{target.armour_save}+" if target.armour_save else t("none")
        lines = [
            t(
                "{name}: strikes {strikes}/{most}, armour {armour}; a hit deals {deals}",
                name=name,
                strikes=target.strikes,
                most=target.strikes_max,
                armour=armour,
                deals=strikes_text(actor.weapon_strikes),
            )
        ]
        if target.strikes == 0:
            return lines
        odds = ezd6.attack_odds(
            args.difficulty,
            target.strikes,
            args.boons,
            args.banes,
            len(args.helpers),
            actor.weapon_strikes,
            target.armour_save,
        )
        left = target.strikes
        landed = ", ".join(
            f"{n}{'+' if n == left else ''}: {percent(p)}" for n, p in odds.landed.items()
        )
        lines.append(
            t(
                "Strikes landing after armour (chain included, without karma or hero dice): "
                "{landed}",
                landed=landed,
            )
        )
        lines.append(
            t(
                "Chance to down {name}: {odds} (exactly {exact})",
                name=name,
                odds=percent(odds.down),
                exact=f"{odds.down.numerator}/{odds.down.denominator}",
            )
        )
        return lines

    def _warned(self) -> bool:
        """True when the roll must wait: warnings the GM has not yet rolled past."""
        try:
            warnings = tuple(self.warnings())
        except Exception:  # an invalid choice: start() reports it
            return False
        if not warnings or warnings == self.confirmed:
            return False
        self.confirmed = warnings
        self.app.notify(
            t("Warning: {warnings}. Press again to roll anyway.", warnings="; ".join(warnings)),
            severity="warning",
            markup=False,
        )
        self.redraw()
        return True

    def action_roll(self) -> None:
        if not self.rolled and not self.closing and self._warned():
            return
        super().action_roll()

    def action_enter_dice(self) -> None:
        if not self.rolled and not self.closing and self._warned():
            return
        super().action_enter_dice()

    # --- the roll and what comes after ---------------------------------------------------
    def resolve(self, dice: ScriptedDice) -> Preview:
        mode = self.mode
        actor = character_index(self.party)[self.actor]
        if mode in SAVES:
            save = resolve_save(self.party_ezd6, self._save(), dice)
            hints = []
            self.offered = set()
            if self._holds_players_dice(actor):
                if save.die == 1 and actor.hero_dice > self.hero:
                    hints.append(self.key_hint("H", t("spend a hero die to reroll the 1")))
                    self.offered.add("H")
                elif (
                    save.die != 1
                    and not save.passed
                    and save.number - save.die <= actor.karma - self.karma
                ):
                    hints.append(self.key_hint("k", t("spend 1 karma for +1 on the save die")))
                    self.offered.add("k")
            return Preview([save.explanation], True, hints=hints)
        if mode == "potion":
            return Preview(
                [
                    t(
                        "{name} drinks a potion: +{strikes}",
                        name=self.who(actor.id),
                        strikes=strikes_text(self.choice("p").value),
                    )
                ]
            )
        if mode == "buy":
            return Preview(
                [
                    t(
                        "{name} buys a hero die for {price} karma",
                        name=self.who(actor.id),
                        price=ezd6.HERO_DIE_KARMA_PRICE,
                    )
                ]
            )
        args = self._action()
        resolution = resolve_action(self.party_ezd6, args, dice, self.resolve_strikes)
        lines = resolution_lines(self.party_ezd6, resolution)
        self.spillable = resolution.spillable
        roll = resolution.roll
        self.hit = mode == "attack" and roll.success
        # Only choices that can still change the result are offered (third pass): karma
        # and the hero die come before the armour saves; karma only where enough is left
        # to make a success (or a 6).
        offers = self._roll_offers(resolution, actor) if not self.resolve_strikes else {}
        self.offered = set(offers)
        hints = list(offers.values())
        complete = True
        if mode == "attack" and roll.success and not self.resolve_strikes:
            target = name_of(self.party, args.target_cid or "")
            if self._target_has_no_armour():
                hints.append(
                    self.key_hint(
                        "enter", t("deal the strikes ({name} has no armour)", name=target)
                    )
                )
            else:
                hints.append(
                    self.key_hint(
                        "s",
                        t(
                            "roll {name}'s armour saves ({strikes})",
                            name=target,
                            strikes=strikes_text(resolution.strikes),
                        ),
                    )
                )
            complete = False
        self.save_offers = self._save_offers(resolution) if self.resolve_strikes else {}
        for key, (index, cost) in self.save_offers.items():
            target = name_of(self.party, args.target_cid or "")
            if key == "K":
                what = t("{cost} karma", cost=cost)
            else:
                what = t("a hero die to reroll the 1")
            hints.append(
                self.key_hint(
                    key,
                    t(
                        "{name} spends {what} on armour save #{number}",
                        name=target,
                        what=what,
                        number=index + 1,
                    ),
                )
            )
        if self._spill_offered():
            hints.append(
                self.key_hint(
                    "o",
                    t(
                        "send {strikes} of the critical chain to another target in reach",
                        strikes=strikes_text(resolution.spillable),
                    ),
                )
            )
        return Preview(lines, complete, hints=hints)

    def _roll_offers(self, resolution: Any, actor: Any) -> dict[str, KeyHint]:
        """The hero die (a kept 1) and karma, by key with their hints, each only when it
        changes the result."""
        roll = resolution.roll
        offers = {}
        if roll.critical_failure and actor.hero_dice > self.hero:
            offers["H"] = self.key_hint("H", t("spend a hero die to reroll the 1"))
        karma_left = actor.karma - resolution.karma_spent
        chain = resolution.chain
        if chain is not None:
            cost = chain.karma_to_continue()
            if cost is not None and karma_left >= cost:
                offers["k"] = self.key_hint(
                    "k", t("spend {karma} karma to make the last chain die a 6", karma=cost)
                )
            return offers
        needed = ezd6.karma_needed(roll.kept, roll.difficulty, roll.success)
        if needed is not None and needed <= karma_left:
            offers["k"] = self.key_hint(
                "k",
                t("spend 1 karma for +1 on the kept die ({count} for a 6)", count=needed)
                if roll.success
                else t(
                    "spend 1 karma for +1 on the kept die ({count} for a success)",
                    count=needed,
                ),
            )
        return offers

    def _spill_offered(self) -> bool:
        """The chain strikes left can go somewhere: the target is down, no spill target
        is chosen yet and someone else is up and in reach."""
        return bool(
            self.resolve_strikes and self.spillable and self.spill is None and self._spill_options()
        )

    def extra_key(self, key: str) -> bool:
        mode = self.mode
        if not self.rolled:
            if key == "h" and mode in ROLLING:
                self._pick_helper()
                return True
            return False
        if self.preview is None:
            return False
        if key in ("H", "k") and key not in self.offered:
            return False  # not offered now: it would change nothing
        if mode in SAVES:
            if key == "H":
                self.hero += 1
                self._retry(lambda: setattr(self, "hero", self.hero - 1))
                return True
            if key == "k":
                self.karma += 1
                self._retry(lambda: setattr(self, "karma", self.karma - 1))
                return True
            return False
        if mode not in ROLLING:
            return False
        if key == "H" and not self.resolve_strikes:
            self.hero += 1
            self._retry(lambda: setattr(self, "hero", self.hero - 1))
            return True
        if key == "k" and not self.resolve_strikes:
            self._spend_karma()
            return True
        if key == "s" and self._armour_saves_offered() and not self.resolve_strikes:
            self.resolve_strikes = True
            self._retry(lambda: setattr(self, "resolve_strikes", False))
            return True
        if key in self.save_offers and self.resolve_strikes:
            index, cost = self.save_offers[key]
            if key == "J":
                self._hero_die_on_save(index)
                return True
            karma = list(self.save_karma)
            self.save_karma += [0] * (index + 1 - len(self.save_karma))
            self.save_karma[index] = cost
            self._retry(lambda: setattr(self, "save_karma", karma))
            return True
        if key == "o" and self._spill_offered():
            self._pick_spill()
            return True
        return False

    def _retry(self, undo: Any) -> None:
        self.advance(self._typed)
        if self.error:
            undo()
            self.app.notify(self.error, severity="warning", markup=False)
            self.error = ""
            self.advance(self._typed)

    def _hero_die_on_save(self, index: int) -> None:
        """The target's hero die on armour save die ``index``: its own die, rolled from
        the panel's source or asked for when the GM types the dice, placed where the
        operation reads it (``save_hero_die``)."""
        position = hero_die_position(self.party_ezd6, self._action(), self.values, index)

        def place(die: int) -> None:
            if self.closing:
                return
            values, hero = list(self.values), list(self.save_hero)
            self.values.insert(position, die)
            self.save_hero.append(index)

            def undo() -> None:
                self.values, self.save_hero = values, hero

            self._retry(undo)
            self.redraw()

        if self._typed:
            victim = name_of(self.party, self._action().target_cid or "")
            purpose = t("{name}'s hero die on armour save #{number}", name=victim, number=index + 1)
            ask_hero_die(self, purpose, place)
        else:
            place(roll_die(self.dice, 6))

    def _save_offers(self, resolution: Any) -> dict[str, tuple[int, int]]:
        """A player character who is attacked may spend a hero die on a save die showing
        1 (J) or karma to make a failed save die pass (K); enemies have neither."""
        args = resolution.action
        first = resolution.hits[0] if resolution.hits else None
        if first is None or first.target != args.target_cid or first.saves.save is None:
            return {}
        if self.spill is not None:
            return {}  # the spill's saves were rolled after these: the saves are settled
        victim = character_index(self.party)[first.target]
        if not self._holds_players_dice(victim):
            return {}
        save = first.saves.save
        offers: dict[str, tuple[int, int]] = {}
        hero_left = victim.hero_dice - len(self.save_hero)
        karma_left = victim.karma - sum(self.save_karma)
        for index, die in enumerate(first.saves.dice):
            if die >= save:
                continue
            if die == 1 and hero_left > 0 and "J" not in offers:
                offers["J"] = (index, 1)
            if die != 1 and save - die <= karma_left and "K" not in offers:
                offers["K"] = (index, save - die)
        return offers

    def _spend_karma(self) -> None:
        resolution = resolve_action(
            self.party_ezd6, self._action(), ScriptedDice(self.values), self.resolve_strikes
        )
        if resolution.chain is not None and resolution.chain.karma_to_continue():
            position = len(resolution.chain.dice) - 1
            chain_karma = list(self.chain_karma) + [0] * (position + 1 - len(self.chain_karma))
            chain_karma[position] = resolution.chain.karma_to_continue() or 0
            previous = self.chain_karma
            self.chain_karma = chain_karma
            self._retry(lambda: setattr(self, "chain_karma", previous))
        else:
            self.karma += 1
            self._retry(lambda: setattr(self, "karma", self.karma - 1))

    def _pick_helper(self) -> None:
        actor = self.actor
        target = self.choice("t").value if self.mode == "attack" else None
        party = self.party_ezd6
        options: list[tuple[Any, str]] = [("", t("clear all helpers"))]
        options += [
            (
                cid,
                t("remove: {name}", name=label)
                if cid in self.helpers
                else t("add: {name}", name=label),
            )
            for cid, label in self.combatant_values(exclude=actor)
            if cid in self.helpers or helper_problem(party, actor, target, cid) is None
        ]

        def chosen(cid: str | None) -> None:
            if cid is None:
                return
            if cid == "":
                self.helpers = []
            elif cid in self.helpers:
                self.helpers.remove(cid)
            else:
                self.helpers.append(cid)
            self.redraw()

        self.app.push_screen(
            ChoiceDialog(t("Helpers (each loses their next action)"), options), chosen
        )

    def _spill_options(self) -> list[tuple[Any, str]]:
        """Who may take the chain strikes left: up, in reach, not the attacker or the
        target; the attacker's foes first (extra strikes usually go to the next enemy)."""
        args = self._action()
        party = self.party_ezd6
        options = [
            (cid, label)
            for cid, label in self.combatant_values(exclude=args.cid)
            if cid != args.target_cid
            and down_or_dead(party, cid) is None
            and reach_problem(party, args.cid, cid) is None
        ]
        options.sort(key=lambda item: self._side(item[0]) == self._side(args.cid))
        return options

    def _pick_spill(self) -> None:
        options = self._spill_options()

        def picked(cid: str | None) -> None:
            if cid is None:
                return
            self.spill = cid
            self._retry(lambda: setattr(self, "spill", None))

        self.app.push_screen(
            ChoiceDialog(t("Critical chain strikes go to (in reach)"), options), picked
        )

    def key_hints(self) -> list[KeyHint]:
        """Only the keys this mode offers after the roll."""
        if self.mode in SAVES:
            if not self._holds_players_dice(character_index(self.party)[self.actor]):
                return [KeyHint(t("no karma or hero dice to spend"))]
            return []  # the result's hint offers karma or the hero die when they apply
        if self.mode not in ROLLING:
            return []
        if not self.resolve_strikes:
            # Karma and the hero die are offered in the result's hints, only when they
            # apply (the hero die only on a kept 1): the key line does not promise them.
            return [self.key_hint("s", t("armour saves"))] if self._armour_saves_offered() else []
        keys = [
            self.key_hint(key, t("target's hero die on a save"))
            if key == "J"
            else self.key_hint(key, t("target's karma on a save"))
            for key in self.save_offers
        ]
        if self._spill_offered():
            keys.append(self.key_hint("o", t("critical chain strikes to another target in reach")))
        return keys

    def operation(self) -> Operation:
        mode = self.mode
        cid = self.actor
        if mode in SAVES:
            return self._save()
        if mode == "potion":
            return Ezd6Potion(cid=cid, amount=self.choice("p").value)
        if mode == "buy":
            return Ezd6BuyHeroDie(cid=cid)
        return self._action()
