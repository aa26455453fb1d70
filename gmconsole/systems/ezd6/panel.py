"""EZD6 panel: tasks and attacks (boons, banes, helpers, karma, hero dice, the critical
chain, armour saves, spill-over), miraculous saves, potions and hero dice for karma.

Before the roll: the chance to hit and, for an attack, to down the target; what the GM
should look at twice (an ally or a downed target, out of reach, acting again this round)
is a warning, and the roll waits for a second r or e; a roll out of turn is a note.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import partial

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.key_hints import KeyHint
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.dialogs.panel_values import Choice, Preview, counts
from gmconsole.i18n import t, translatable
from gmconsole.state.context import OpError, character_index, name_of
from gmconsole.state.operation import Operation, build
from gmconsole.state.targets import default_target
from gmconsole.systems.ezd6.adapter import helpers_text
from gmconsole.systems.ezd6.checks import character_of, holds_players_dice
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party
from gmconsole.systems.ezd6.operations import (
    Ezd6Action,
    Ezd6BuyHeroDie,
    Ezd6MiraculousSave,
    Ezd6Potion,
    action_warnings,
    out_of_turn,
)
from gmconsole.systems.ezd6.panel_offers import (
    futile_target,
    hit_hint,
    miraculous_offers,
    roll_offers,
    save_offer_hints,
    save_offers,
    saves_first,
    spill_hint,
    strikes_keys,
)
from gmconsole.systems.ezd6.panel_pickers import helper_options, spill_options, toggled
from gmconsole.systems.ezd6.panel_plan import (
    down_lines,
    other_line,
    other_plan,
    roll_lines,
    status_line,
    supply_lines,
)
from gmconsole.systems.ezd6.resolution import resolution_lines, resolve_action, resolve_save
from gmconsole.systems.ezd6.save_hero_die import hero_die_on_save
from rules.dice import ScriptedDice

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


class Ezd6Panel(PanelScreen[Ezd6Party, Ezd6Character]):
    # Every mode as tall as an attack before its roll: switching modes keeps the box still.
    DEFAULT_CSS = "Ezd6Panel > VerticalScroll { min-height: 26; }"
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
    KIND_OPTIONS = frozenset("mt")
    SITUATIONAL_OPTIONS = frozenset("dbn")

    def repeatable(self) -> bool:
        """An attack or a task; never a save, a potion or a hero die bought."""
        return self.mode in ROLLING

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
        """Critical chain strikes left once the target went down (the last resolution)."""
        self.save_hero: list[int] = []
        self.save_karma: list[int] = []
        self.offered: set[str] = set()
        """The hero die and karma keys (H, k) the last resolution offers: they change it."""
        self.save_offers: dict[str, tuple[int, int]] = {}
        """The target's save choices the last resolution allows: key -> (die index, cost)."""
        self.confirmed: tuple[str, ...] = ()
        """The warnings the GM has seen and rolled past (a second r or e)."""
        self.choices = [
            Choice("m", t("Mode"), [(key, t(label)) for key, label in MODES]),
            Choice("a", t("Actor"), self.combatant_values()),
            Choice("t", t("Target"), []),
            Choice("d", t("Difficulty"), counts(1, 6), index=2, bounded=True),
            Choice("b", t("Boons"), counts(0, 5), bounded=True),
            Choice("n", t("Banes"), counts(0, 5), bounded=True),
            Choice("x", t("Harm if the save fails (strikes)"), counts(1, 5), bounded=True),
            Choice("p", t("Potion heals (strikes)"), counts(1, 5), bounded=True),
        ]
        self.choice("a").select(self.cid)
        self.on_choice_changed(self.choice("a"))

    @property
    def party_ezd6(self) -> Ezd6Party:
        return self.party

    @property
    def mode(self) -> str:
        return self.choice("m").text

    @property
    def actor(self) -> str:
        return self.choice("a").text

    def on_choice_changed(self, choice: Choice) -> None:
        actor = self.actor
        if choice.key == "a":
            target = self.choice("t")
            # The shared rule (gmconsole.state.targets): the given target (after the GM
            # picks another actor, the one carried over) if it is an opponent who is up and
            # in reach, else the next such opponent in the turn order.
            current = target.text_or_none if target.values else self.target
            target.values = self.opponent_values(actor)
            target.select(default_target(self.party, self.adapter.as_rules(), actor, current))
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
        self.retry(lambda: setattr(self, "resolve_strikes", False))
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
        target = character_index(self.party).get(self.ezd6_action().target_cid or "")
        return target is not None and not target.armour_save

    def ezd6_action(self) -> Ezd6Action:
        """The task or attack as the panel's options and post-roll choices stand."""
        attack = self.mode == "attack"
        return build(
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
        return build(
            Ezd6MiraculousSave,
            cid=self.actor,
            life_threatening=self.mode == "life",
            harm=self.choice("x").value,
            karma=self.karma,
            hero=self.hero,
        )

    def against(self) -> str | None:
        return self.choice("t").text_or_none if self.mode == "attack" else None

    def warnings(self) -> list[str]:
        """What the GM should see before rolling (the operation logs it as allowed)."""
        if self.mode in ROLLING:
            try:
                action = self.ezd6_action()
            except OpError as problem:  # e.g. a helper picked as the target (T, then t)
                return [str(problem)]
            return action_warnings(self.party_ezd6, self.adapter.as_rules(), action)
        if self.mode == "potion":
            potion = Ezd6Potion(cid=self.actor, amount=self.choice("p").number)
            return action_warnings(self.party_ezd6, self.adapter.as_rules(), potion)
        return []

    # --- before the roll (the lines: ``panel_plan``) ------------------------------------
    def plan(self) -> tuple[list[str], Fraction | None]:
        mode = self.mode
        actor = character_of(self.party_ezd6, self.actor)
        status = status_line(self.party_ezd6, actor, self.karma + sum(self.chain_karma), self.hero)
        warned = self.warnings()  # PanelScreen draws them; here, what the roll keys do
        warnings = []
        if warned and not self.rolled:
            warnings.append(
                t("Press r or e again to roll anyway (the log says the GM allowed it)")
                if tuple(warned) == self.confirmed
                else t("The GM decides: the first r or e asks, a second one rolls anyway")
            )
        warnings[:0] = supply_lines(self.party_ezd6, mode, actor)
        if mode in ROLLING:
            args = self.ezd6_action()
            if not warned:  # a warning says more (the action already used, the turn passed)
                warnings += out_of_turn(self.party_ezd6, self.actor, self.who(self.actor))
            names = helpers_text(self.who(h) for h in self.helpers)
            lines, odds = roll_lines(args, names, status)
            lines += warnings
            if mode == "attack" and args.target_cid:
                # right above the chance to hit
                lines += down_lines(self.party_ezd6, args, actor, self.who(args.target_cid))
            return lines, odds
        return other_plan(mode, actor, status, warnings, self.choice("p").number)

    def _warned(self) -> bool:
        """True when the roll must wait: warnings not yet rolled past (none if refused)."""
        try:
            warnings = () if self.error else tuple(self.warnings())  # e.g. no arrows left
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
        actor = character_of(self.party_ezd6, self.actor)
        if mode in SAVES:
            save = resolve_save(self.party_ezd6, self._save(), dice)
            offers: dict[str, KeyHint] = {}
            if holds_players_dice(self.party_ezd6, actor):
                offers = miraculous_offers(save, actor, self.hero, self.karma, self.key_hint)
            self.offered = set(offers)
            hints = list(offers.values())
            return Preview([save.explanation], True, hints=hints)
        if mode in ("potion", "buy"):
            return Preview([other_line(mode, self.who(actor.id), self.choice("p").number)])
        args = self.ezd6_action()
        resolution = resolve_action(self.party_ezd6, args, dice, self.resolve_strikes)
        self.spillable = resolution.spillable
        lines = resolution_lines(self.party_ezd6, resolution, self._spill_offered())
        roll = resolution.roll
        self.hit = mode == "attack" and roll.success
        # Only choices that can still change the result (third pass): karma and the hero
        # die before the saves; karma only where it makes a success, a 6, or strikes land.
        offers = {}
        notes: list[KeyHint] = []
        if not self.resolve_strikes:
            futile = futile_target(self.party_ezd6, resolution, self._spill_options)
            offers, notes = roll_offers(resolution, actor, self.hero, self.key_hint, futile)
        self.offered = set(offers)
        hints = [*offers.values(), *notes]
        needed = ""
        target = name_of(self.party, args.target_cid or "")
        if mode == "attack" and roll.success and not self.resolve_strikes:
            no_armour = self._target_has_no_armour()
            hints.append(hit_hint(target, no_armour, resolution.strikes, self.key_hint))
            needed = saves_first(resolution.strikes, self.shown_key("panel.resolve_strikes", "s"))
        self.save_offers = (
            save_offers(self.party_ezd6, resolution, self.spill, self.save_hero, self.save_karma)
            if self.resolve_strikes
            else {}
        )
        hints += save_offer_hints(self.save_offers, target, self.key_hint)
        if self._spill_offered():
            hints.append(spill_hint(resolution.spillable, self.key_hint))
        return Preview(lines, not needed, hints=hints, needed=needed)

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
                self.retry(lambda: setattr(self, "hero", self.hero - 1))
                return True
            if key == "k":
                self.karma += 1
                self.retry(lambda: setattr(self, "karma", self.karma - 1))
                return True
            return False
        if mode not in ROLLING:
            return False
        if key == "H" and not self.resolve_strikes:
            self.hero += 1
            self.retry(lambda: setattr(self, "hero", self.hero - 1))
            return True
        if key == "k" and not self.resolve_strikes:
            self._spend_karma()
            return True
        if key == "s" and self._armour_saves_offered() and not self.resolve_strikes:
            self.resolve_strikes = True
            self.retry(lambda: setattr(self, "resolve_strikes", False))
            return True
        if key in self.save_offers and self.resolve_strikes:
            index, cost = self.save_offers[key]
            if key == "J":
                dice = None if self._typed else self.dice
                place = partial(self._place_hero_die, index)
                party, action = self.party_ezd6, self.ezd6_action()
                hero_die_on_save(self.app, party, action, self.values, index, dice, place)
                return True
            karma = list(self.save_karma)
            self.save_karma += [0] * (index + 1 - len(self.save_karma))
            self.save_karma[index] = cost
            self.retry(lambda: setattr(self, "save_karma", karma))
            return True
        if key == "o" and self._spill_offered():
            self._pick_spill()
            return True
        return False

    def _place_hero_die(self, index: int, position: int, die: int) -> None:
        """A hero die on armour save die ``index`` goes at ``position`` among the dice."""
        if self.closing:
            return
        values, hero = list(self.values), list(self.save_hero)
        self.values.insert(position, die)
        self.save_hero.append(index)

        def undo() -> None:
            self.values, self.save_hero = values, hero

        self.retry(undo)
        self.redraw()

    def retry(self, undo: Callable[[], None]) -> None:
        """Resolve again after a choice; if the rules refuse it, ``undo`` it and say why."""
        self.advance(self._typed)
        if self.error:
            undo()
            self.app.notify(self.error, severity="warning", markup=False)
            self.error = ""
            self.advance(self._typed)

    def _spend_karma(self) -> None:
        resolution = resolve_action(
            self.party_ezd6, self.ezd6_action(), ScriptedDice(self.values), self.resolve_strikes
        )
        if resolution.chain is not None and resolution.chain.karma_to_continue():
            position = len(resolution.chain.dice) - 1
            chain_karma = list(self.chain_karma) + [0] * (position + 1 - len(self.chain_karma))
            chain_karma[position] = resolution.chain.karma_to_continue() or 0
            previous = self.chain_karma
            self.chain_karma = chain_karma
            self.retry(lambda: setattr(self, "chain_karma", previous))
        else:
            self.karma += 1
            self.retry(lambda: setattr(self, "karma", self.karma - 1))

    def _pick_helper(self) -> None:
        actor = self.actor
        target = self.choice("t").text_or_none if self.mode == "attack" else None
        combatants = self.combatant_values(exclude=actor)
        options = helper_options(self.party_ezd6, actor, target, self.helpers, combatants)

        def chosen(cid: str | None) -> None:
            if cid is not None:
                self.helpers = toggled(self.helpers, cid)
                self.redraw()

        self.app.push_screen(
            ChoiceDialog(t("Helpers (each loses their next action)"), options), chosen
        )

    def _spill_options(self) -> list[tuple[str, str]]:
        args = self.ezd6_action()
        return spill_options(self.party_ezd6, args, self.combatant_values(exclude=args.cid))

    def _pick_spill(self) -> None:
        def picked(cid: str | None) -> None:
            if cid is not None:
                self.spill = cid
                self.retry(lambda: setattr(self, "spill", None))

        title = t("Who takes the critical chain's strikes? (in reach)")
        self.app.push_screen(ChoiceDialog(title, self._spill_options(), current=self.spill), picked)

    def key_hints(self) -> list[KeyHint]:
        """Only the keys this mode offers after the roll."""
        if self.mode in SAVES:
            if not holds_players_dice(self.party_ezd6, character_index(self.party)[self.actor]):
                return [KeyHint(t("no karma or hero dice to spend"))]
            return []  # the result's hint offers karma or the hero die when they apply
        if self.mode not in ROLLING:
            return []
        if not self.resolve_strikes:
            # Karma and the hero die are offered in the result's hints, only when they
            # apply (the hero die only on a kept 1): the key line does not promise them.
            return [self.key_hint("s", t("armour saves"))] if self._armour_saves_offered() else []
        return strikes_keys(self.save_offers, self._spill_offered(), self.key_hint)

    def operation(self) -> Operation:
        mode = self.mode
        cid = self.actor
        if mode in SAVES:
            return self._save()
        if mode == "potion":
            return Ezd6Potion(cid=cid, amount=self.choice("p").number)
        if mode == "buy":
            return Ezd6BuyHeroDie(cid=cid)
        return self.ezd6_action()
