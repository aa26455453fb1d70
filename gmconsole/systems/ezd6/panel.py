"""EZD6 panel: tasks and attacks (boons, banes, helpers, karma, hero die, the critical
chain, armour saves, spill-over), miraculous saves, potions and hero dice for karma."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.state.context import character_index, name_of
from gmconsole.state.operation import Operation, build
from gmconsole.systems.ezd6.model import Ezd6Party
from gmconsole.systems.ezd6.operations import (
    Ezd6Action,
    Ezd6BuyHeroDie,
    Ezd6MiraculousSave,
    Ezd6Potion,
    resolution_lines,
    resolve_action,
)
from gmconsole.widgets.panel_screen import Choice, PanelScreen, Preview
from rules import ezd6
from rules.dice import ScriptedDice, describe

MODES = [
    ("attack", "attack"),
    ("task", "task"),
    ("miraculous", "miraculous save (normal)"),
    ("life", "miraculous save (life-threatening)"),
    ("potion", "drink a potion (free action)"),
    ("buy", "buy a hero die (5 karma)"),
]


class Ezd6Panel(PanelScreen):
    title_text = "EZD6"

    def setup(self) -> None:
        self.helpers: list[str] = []
        self.hero = False
        self.karma = 0
        self.chain_karma: list[int] = []
        self.resolve_strikes = False
        self.spill: str | None = None
        self.choices = [
            Choice("m", "Mode", MODES),
            Choice("a", "Actor", self.combatant_values()),
            Choice("t", "Target", []),
            Choice("d", "Difficulty", [(v, str(v)) for v in range(1, 7)], index=2),
            Choice("b", "Boons", [(v, str(v)) for v in range(0, 6)]),
            Choice("n", "Banes", [(v, str(v)) for v in range(0, 6)]),
            Choice("x", "Harm if the save fails (strikes)", [(v, str(v)) for v in range(1, 6)]),
            Choice("p", "Potion heals (strikes)", [(v, str(v)) for v in range(1, 6)]),
        ]
        self.choice("a").select(self.cid)
        self.on_choice_changed(self.choice("a"))

    @property
    def party_ezd6(self) -> Ezd6Party:
        assert isinstance(self.party, Ezd6Party)
        return self.party

    def on_choice_changed(self, choice: Choice) -> None:
        actor = self.choice("a").value
        if choice.key == "a":
            target = self.choice("t")
            current = target.value
            target.values = self.combatant_values(exclude=actor)
            target.select(current or self.default_target(actor))
            self.helpers = [h for h in self.helpers if h != actor]
        mode = self.choice("m").value
        rolling = mode in ("attack", "task")
        self.choice("t").visible = mode == "attack"
        for key in "dbn":
            self.choice(key).visible = rolling
        self.choice("x").visible = mode == "miraculous"
        self.choice("p").visible = mode == "potion"

    def _action(self) -> Ezd6Action:
        """The task or attack as the panel's options and post-roll choices stand."""
        attack = self.choice("m").value == "attack"
        return build(  # type: ignore[return-value]
            Ezd6Action,
            cid=self.choice("a").value,
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
        )

    def plan(self) -> tuple[list[str], Fraction | None]:
        mode = self.choice("m").value
        actor = character_index(self.party)[self.choice("a").value]
        status = (
            f"karma {actor.karma} · hero dice {actor.hero_dice} · strikes "
            f"{actor.strikes}/{actor.strikes_max}"
        )
        if mode in ("attack", "task"):
            args = self._action()
            count = ezd6.dice_count(args.boons, args.banes, len(args.helpers))
            net = args.boons + len(args.helpers) - args.banes
            keep = "keep highest" if net > 0 else "keep lowest" if net < 0 else "one die"
            helpers = ", ".join(self.who(h) for h in self.helpers) or "none"
            lines = [
                f"{count}d6 {keep} vs {args.difficulty} (a 1 always fails, a 6 always hits)",
                f"Helpers (h to add or remove): {helpers}",
                status,
            ]
            if mode == "attack" and args.target_cid:
                target = character_index(self.party)[args.target_cid]
                armour = f"{target.armour_save}+" if target.armour_save else "none"
                lines.append(
                    f"{self.who(args.target_cid)}: strikes {target.strikes}/{target.strikes_max}, "
                    f"armour {armour}; a hit deals {actor.weapon_strikes} strike(s)"
                )
            odds = ezd6.success_odds(args.difficulty, args.boons, args.banes, len(args.helpers))
            crit = ezd6.critical_failure_odds(args.boons, args.banes, len(args.helpers))
            lines.append(f"Critical failure (a kept 1): {float(crit) * 100:.1f}%")
            return lines, odds
        if mode in ("miraculous", "life"):
            number = actor.miraculous_save
            return [f"d6 >= miraculous save {number}", status], Fraction(7 - number, 6)
        if mode == "potion":
            return [
                f"heals {self.choice('p').value} strike(s), takes the free action",
                status,
            ], None
        return [f"hero die for {ezd6.HERO_DIE_KARMA_PRICE} karma", status], None

    def resolve(self, dice: ScriptedDice) -> Preview:
        mode = self.choice("m").value
        actor = character_index(self.party)[self.choice("a").value]
        if mode in ("miraculous", "life"):
            describe(dice, "the miraculous save")
            save = ezd6.miraculous_save(actor.miraculous_save, dice, mode == "life")
            return Preview([save.explanation])
        if mode == "potion":
            return Preview(
                [f"{self.who(actor.id)} drinks a potion: +{self.choice('p').value} strike(s)"]
            )
        if mode == "buy":
            return Preview([f"{self.who(actor.id)} buys a hero die for 5 karma"])
        args = self._action()
        resolution = resolve_action(self.party_ezd6, args, dice, self.resolve_strikes)
        lines = resolution_lines(self.party_ezd6, resolution)
        roll = resolution.roll
        hints = []
        if roll.critical_failure and actor.hero_dice and not self.hero:
            hints.append("H: spend a hero die to reroll the 1")
        karma_left = actor.karma - resolution.karma_spent
        chain = resolution.chain
        if (
            chain is not None
            and chain.karma_to_continue()
            and karma_left >= (chain.karma_to_continue() or 99)
        ):
            hints.append(
                f"k: spend {chain.karma_to_continue()} karma to make the last chain die a 6"
            )
        elif chain is None and not roll.critical_failure and roll.kept < 6 and karma_left:
            hints.append("k: spend 1 karma for +1 on the kept die")
        complete = True
        if mode == "attack" and roll.success and not self.resolve_strikes:
            target = name_of(self.party, args.target_cid or "")
            hints.append(f"s: roll {target}'s armour saves ({resolution.strikes} strike(s))")
            complete = False
        if self.resolve_strikes and resolution.wasted and self.spill is None:
            hints.append("o: send the extra strikes to another target in reach")
        return Preview(lines, complete, " · ".join(hints))

    def extra_key(self, key: str) -> bool:
        mode = self.choice("m").value
        if not self.rolled:
            if key == "h" and mode in ("attack", "task"):
                self._pick_helper()
                return True
            return False
        if mode not in ("attack", "task") or self.preview is None:
            return False
        if key == "H":
            self.hero = True
            self._retry(lambda: setattr(self, "hero", False))
            return True
        if key == "k" and not self.resolve_strikes:
            self._spend_karma()
            return True
        if key == "s" and mode == "attack" and not self.resolve_strikes:
            self.resolve_strikes = True
            self._retry(lambda: setattr(self, "resolve_strikes", False))
            return True
        if key == "o" and self.resolve_strikes:
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
        actor = self.choice("a").value
        options: list[tuple[Any, str]] = [("", "clear all helpers")]
        options += [
            (cid, f"{'remove' if cid in self.helpers else 'add'}: {label}")
            for cid, label in self.combatant_values(exclude=actor)
        ]

        def picked(cid: str) -> None:
            if cid == "":
                self.helpers = []
            elif cid in self.helpers:
                self.helpers.remove(cid)
            else:
                self.helpers.append(cid)
            self.redraw()

        def chosen(value: str | None) -> None:
            if value is not None:
                picked(value)

        self.app.push_screen(
            ChoiceDialog("Helpers (each loses their next action)", options), chosen
        )

    def _pick_spill(self) -> None:
        args = self._action()
        sides = {c.id: c.side for c in self.party.encounter.combatants}
        options = [
            (cid, label)
            for cid, label in self.combatant_values(exclude=args.cid)
            if cid != args.target_cid
        ]
        # Foes of the attacker first: extra strikes usually go to the next enemy in reach.
        options.sort(key=lambda item: sides.get(item[0]) == sides.get(args.cid))

        def picked(cid: str | None) -> None:
            if cid is None:
                return
            self.spill = cid
            self._retry(lambda: setattr(self, "spill", None))

        self.app.push_screen(ChoiceDialog("Extra strikes go to", options), picked)

    def key_help(self) -> str:
        return "k: karma · H: hero die · s: armour saves · o: extra strikes to another target"

    def operation(self) -> Operation:
        mode = self.choice("m").value
        cid = self.choice("a").value
        if mode in ("miraculous", "life"):
            return Ezd6MiraculousSave(
                cid=cid, life_threatening=mode == "life", harm=self.choice("x").value
            )
        if mode == "potion":
            return Ezd6Potion(cid=cid, amount=self.choice("p").value)
        if mode == "buy":
            return Ezd6BuyHeroDie(cid=cid)
        return self._action()
