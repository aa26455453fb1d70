"""The simulation's input and the rules the oracle does not cover: ammunition, a side
with nobody up, bad input."""

import pytest

from rules import ryf
from rules.errors import RulesError
from rules.preview import estimate
from rules.preview.model import Ezd6Fight, Ezd6Fighter, RyfFight, RyfFighter, RyfWeapon

AXE = RyfWeapon("1d10", 12, "melee_weapons", 4)
GUN = RyfWeapon("2d10", 20, "ranged_weapons", 6, ammo="balas")
DEFENCE = (ryf.defence(6, 4), ryf.defence(6, 2))


def shooter(shots: int | None) -> RyfFighter:
    if shots is None:
        return RyfFighter("fred", "party", 20, DEFENCE, (AXE,))
    return RyfFighter("fred", "party", 20, DEFENCE, (AXE, GUN), ammo=(("balas", shots),))


def duel(fred: RyfFighter) -> RyfFight:
    return RyfFight((fred, RyfFighter("orc", "enemy", 30, DEFENCE, (AXE,))))


def test_a_weapon_without_ammunition_is_not_used():
    """Same seed: with no bullets left the fight is the one without the gun, draw for
    draw; with bullets the gun (the better weapon) changes it."""
    assert estimate(duel(shooter(0)), 300, 5) == estimate(duel(shooter(None)), 300, 5)
    assert estimate(duel(shooter(3)), 300, 5) != estimate(duel(shooter(None)), 300, 5)
    with_gun = estimate(duel(shooter(50)), 2000, 5).party_wins.value
    one_shot = estimate(duel(shooter(1)), 2000, 5).party_wins.value
    assert with_gun > one_shot > estimate(duel(shooter(0)), 2000, 5).party_wins.value - 0.05


def test_a_side_with_nobody_up_has_lost_already():
    fight = RyfFight(
        (
            RyfFighter("a", "party", 20, DEFENCE, (AXE,)),
            RyfFighter("b", "enemy", 0, DEFENCE, (AXE,)),
        )
    )
    result = estimate(fight, 10, 1)
    assert result.party_wins.value == 1 and result.rounds.value == 0
    assert result.down_of("b").value == 1 and result.down_of("a").value == 0
    ezd6 = Ezd6Fight((Ezd6Fighter("a", "party", 0), Ezd6Fighter("b", "enemy", 2)))
    assert estimate(ezd6, 10, 1).enemies_win.value == 1


def test_bad_input_names_the_field():
    with pytest.raises(RulesError, match="side"):
        RyfFighter("a", "ally", 20, DEFENCE, (AXE,))
    with pytest.raises(RulesError, match="weapons"):
        RyfFighter("a", "party", 20, DEFENCE, ())
    with pytest.raises(RulesError, match="rule"):
        Ezd6Fight((), rule="strongest")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="zone"):
        Ezd6Fighter("a", "party", 2, zone="out")
    with pytest.raises(RulesError, match="each id once"):
        Ezd6Fight((Ezd6Fighter("a", "party", 2), Ezd6Fighter("a", "enemy", 2)))
    with pytest.raises(RulesError, match="fights"):
        estimate(Ezd6Fight(()), 0)


def test_the_wilson_interval_of_textbook_counts():
    """Wilson's score interval at 95%: 5 of 10 is 0.2366 to 0.7634; 0 of 10 is 0 to 0.2775
    (it does not shrink to nothing at 0, where the normal interval would)."""
    from rules.preview.estimate import wilson

    half = wilson(5, 10)
    assert (half.value, half.low, half.high) == pytest.approx((0.5, 0.2366, 0.7634), abs=1e-4)
    none = wilson(0, 10)
    assert (none.value, none.low, none.high) == pytest.approx((0.0, 0.0, 0.2775), abs=1e-4)


def test_a_refining_preview_gives_what_one_run_of_as_many_fights_gives():
    """The same seed gives the same figures: after 50 fights, then 30 more, refine says
    what estimate says of 50 and of 80 fights."""
    from itertools import islice

    from rules.preview.run import refine

    fight = duel(shooter(3))
    first, second = islice(refine(fight, seed=5, first=50, batch=30), 2)
    assert first == estimate(fight, 50, 5)
    assert second == estimate(fight, 80, 5)
