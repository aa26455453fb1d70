"""RyF operations on a plain engine (no UI): rolls, attacks, XP, refusals, validation of
the arguments, undo/redo and the journal's JSON."""

from fractions import Fraction

import pytest
from pydantic import ValidationError

from gmconsole.state.context import OpError
from gmconsole.state.engine import ActionRefused
from gmconsole.state.operation import build, from_json
from gmconsole.state.operations import LongRest
from gmconsole.systems.ryf.adapter import RyfAdapter
from gmconsole.systems.ryf.experience import ExperienceDialog
from gmconsole.systems.ryf.operations.attack import RyfAttack
from gmconsole.systems.ryf.operations.experience import RyfAwardXp, RyfRaiseSkill
from gmconsole.systems.ryf.operations.rolls import RyfAttribute, RyfOpposed, RyfSkill
from gmconsole.systems.ryf.ui import RyfUi
from tests.edit import edit_character
from tests.state.support import engine_for, refused, run, undoes_redoes_and_replays, who


@pytest.fixture
def engine():
    return engine_for("ryf")


# --- skill, attribute and opposed rolls ---------------------------------------------------


def test_skill_roll(engine):
    outcome = run(engine, RyfSkill(cid="ruisenor", skill="notice", difficulty=15), 3, 5, 7)
    assert outcome.log == [
        "Ruiseñor Notice (P + 5): 1o3d10 median: (3,5,7)->5 + 15 = 20 vs 15: success"
    ]
    assert outcome.step.dice == [3, 5, 7]


def test_skill_roll_with_specialization_marks_it_used(engine):
    op = RyfSkill(cid="ruisenor", skill="melee_weapons", difficulty=20, specialization=True)
    outcome = run(engine, op, 1, 1, 2)
    assert outcome.log == [
        "Ruiseñor Melee weapons (S + 5): 1o3d10 high: (1,1,2)->2 + 11 = 13 vs 20: "
        "failure [level: high (specialization: high)]"
    ]
    assert who(engine, "ruisenor").specialization_used
    assert "already used today" in refused_after(engine, op, 5, 5, 5)


def refused_after(engine, op, *dice):
    before = engine.party.model_dump()
    with pytest.raises(ActionRefused) as refusal:
        run(engine, op, *dice)
    assert engine.party.model_dump() == before
    return str(refusal.value)


def test_attribute_roll(engine):
    op = RyfAttribute(cid="ruisenor", attribute="perception", difficulty=25)
    outcome = run(engine, op, 2, 6, 9)
    assert outcome.log == [
        "Ruiseñor Perception x 2: 1o3d10 median: (2,6,9)->6 + 20 = 26 vs 25: success"
    ]


def test_attribute_roll_needs_the_attribute(engine):
    op = RyfAttribute(cid="ruisenor", attribute="charisma", difficulty=15)
    assert refused(engine, op, 5, 5, 5) == "Ruiseñor has no charisma"


def test_opposed_roll_pays_the_token(engine):
    op = RyfOpposed(
        cid="fred", skill="athletics", other="bandido-1", other_skill="stealth", token=True
    )
    outcome = run(engine, op, 3, 5, 6, 2, 4, 6)
    assert outcome.log == [
        "Opposed: Fred Athletics (D + 3) (3,5,6)->6 + 11 = 17 [level: high (token +1)] vs "
        "Bandido 1 Stealth (D + 2) (2,4,6)->4 + 8 = 12: Fred Athletics (D + 3) wins"
    ]
    assert who(engine, "fred").token == "gm"
    assert op.target == "bandido-1"


def test_an_enemys_unskilled_roll_tells_the_players_no_skill(engine):
    """The second review: the players' line of an enemy's roll said "[level: low
    (unskilled: low)]", his skill of 0; the level's name in the dice says enough."""
    run(engine, RyfSkill(cid="bandido-2", skill="medicine", difficulty=15), 3, 5, 2)
    line = engine.party.log[-1]
    assert "unskilled" in line.text
    assert line.players == "Bandido 2 Medicine: 1o3d10 low: (3,5,2)->2 + bonus vs 15: failure"


def test_an_opposed_roll_between_enemies_tells_the_players_no_numbers(engine):
    """The review: with open rolls an enemy's numbers reached the page; between two
    enemies the players' line is the outcome by names only."""
    op = RyfOpposed(cid="bandido-1", skill="athletics", other="bandido-2", other_skill="stealth")
    run(engine, op, 3, 5, 6, 2, 4, 6)
    line = engine.party.log[-1]
    assert line.text.startswith("Opposed: Bandido 1 Athletics (D + ")
    assert line.players == "Bandido 1 loses the opposed roll against Bandido 2"


@pytest.mark.parametrize(
    ("dice", "ending"),
    [
        (
            (1, 1, 5, 2, 3, 4),
            "Bandido 1 Stealth (D + 2) wins (Fred's natural 1 loses whatever the totals)",
        ),
        (
            (1, 1, 1, 2, 3, 4),
            "Bandido 1 Stealth (D + 2) wins (Fred's fumble loses whatever the totals)",
        ),
        (
            (5, 6, 7, 1, 1, 9),
            "Fred Athletics (D + 3) wins (Bandido 1's natural 1 loses whatever the totals)",
        ),
        (
            (1, 1, 5, 1, 1, 9),
            "tie (roll again, or the GM accepts it) (both rolled a natural "
            "1: a tie whatever the totals)",
        ),
    ],
)
def test_opposed_natural_one_loses_unless_both(engine, dice, ending):
    op = RyfOpposed(cid="fred", skill="athletics", other="bandido-1", other_skill="stealth")
    assert run(engine, op, *dice).log[0].endswith(ending)


@pytest.mark.parametrize(
    ("op", "message"),
    [
        (
            RyfOpposed(
                cid="fred",
                skill="athletics",
                other="bandido-1",
                other_skill="stealth",
                other_option="token",
            ),
            "Bandido 1 is not a player character: no token",
        ),
        (
            RyfSkill(cid="fred", skill="athletics", difficulty=15, token_returned=True),
            "the GM does not hold Fred's token",
        ),
        (
            RyfSkill(cid="fred", skill="athletics", difficulty=15, specialization=True),
            "Fred's specialization is not this skill",
        ),
        (
            RyfSkill(cid="nobody", skill="athletics", difficulty=15),
            "no character with id 'nobody'",
        ),
    ],
)
def test_level_options_that_cannot_apply_are_refused(engine, op, message):
    assert refused(engine, op, 5, 5, 5, 5, 5, 5) == message


def test_a_token_already_with_the_gm_is_refused(engine):
    run(engine, RyfSkill(cid="fred", skill="athletics", difficulty=15, token=True), 5, 5, 5)
    op = RyfSkill(cid="fred", skill="athletics", difficulty=15, token=True)
    assert refused_after(engine, op, 5, 5, 5) == "Fred's token is with the GM"
    back = RyfSkill(cid="fred", skill="athletics", difficulty=15, token_returned=True)
    run(engine, back, 5, 5, 5)
    assert who(engine, "fred").token == "player"


# --- attacks ------------------------------------------------------------------------------


def test_ranged_attack_band_and_cover(engine):
    op = RyfAttack(cid="fred", defender="bandido-1", weapon=1, band="medium", cover=True)
    outcome = run(engine, op, 4, 9, 10)
    assert outcome.log == [
        "Fred attacks Bandido 1 with Revólver (medium range (35/60/120 m) + cover = 25): "
        "1o3d10 median: (4,9,10)->9 + 12 = 21 vs 25: failure"
    ]
    assert who(engine, "bandido-1").hp == 20


def test_defence_matches_the_attack_and_the_gm_may_switch_it(engine):
    brawl = RyfAttack(cid="bruno", defender="cabecilla-1", weapon=1)
    assert brawl.plan(engine.party).difficulty == 16
    assert "defence against brawl: D 7 + Brawl 4 + 5 = 16" in brawl.plan(engine.party).why
    weapon = RyfAttack(cid="bruno", defender="cabecilla-1", weapon=0)
    assert "defence against a weapon: D 7 + Melee weapons 6 + 5 = 18" in (
        weapon.plan(engine.party).why
    )
    switched = RyfAttack(cid="bruno", defender="cabecilla-1", weapon=0, defence_skill="brawl")
    assert switched.plan(engine.party).why == ("defence switched by the GM: D 7 + Brawl 4 + 5 = 16")
    outcome = run(engine, switched, 3, 5, 7, 4, 2)  # 2d6: 4 + 2
    assert outcome.log[-1] == "El Tuerto, cabecilla: HP 32 -> 26"


def test_the_combat_box_shows_both_defences_when_they_differ(engine):
    values = dict(RyfAdapter().key_values(engine.party, who(engine, "bruno")))
    assert values["Defence"] == "15 · Brawl 16"
    assert dict(RyfAdapter().key_values(engine.party, who(engine, "nerea")))["Defence"] == "12"


def test_a_ranged_attack_has_no_defence_skill(engine):
    op = RyfAttack(cid="fred", defender="bandido-1", weapon=1, defence_skill="brawl")
    assert refused(engine, op, 5, 5, 5) == (
        "a ranged attack has no defence skill (band and cover decide)"
    )


def test_chance_to_down_is_exact(engine):
    plan = RyfAttack(cid="ruisenor", defender="bandido-1").plan(engine.party)
    odds = plan.harm_odds(20)
    assert odds.hit == plan.odds() == Fraction(243, 250)
    # Down needs 20+: two 10s in a row on a plain hit, one 10 on a critical (x2).
    assert odds.down == (odds.hit - odds.critical) / 100 + odds.critical / 10
    assert odds.down == Fraction(8019, 781250)


def test_fumble_is_logged(engine):
    outcome = run(engine, RyfAttack(cid="ruisenor", defender="bandido-1"), 1, 1, 1)
    assert outcome.log[-1] == "Ruiseñor fumbles: the GM narrates the mishap"
    assert who(engine, "bandido-1").hp == 20


@pytest.mark.parametrize(
    ("op", "message"),
    [
        (
            RyfAttack(cid="fred", defender="bandido-1", weapon=1, band="beyond"),
            "beyond Revólver's long range it cannot harm",
        ),
        (RyfAttack(cid="fred", defender="bandido-1", weapon=3), "no weapon #4"),
        (RyfAttack(cid="fred", defender="ghost"), "no character with id 'ghost'"),
        (RyfAttack(cid="fred", defender="fred"), "a combatant cannot attack itself"),
        (
            RyfOpposed(cid="fred", skill="notice", other="fred", other_skill="notice"),
            "an opposed roll needs two different combatants",
        ),
        (
            RyfAttack(cid="bandido-1", defender="fred", token=True),
            "Bandido 1 is not a player character: no token",
        ),
    ],
)
def test_attacks_that_cannot_be_made_are_refused(engine, op, message):
    assert refused(engine, op, 5, 5, 5, 5) == message


# --- experience and the new day --------------------------------------------------------------


def test_raise_without_enough_xp_is_refused(engine):
    message = refused(engine, RyfRaiseSkill(cid="nerea", skill="medicine"))
    assert "costs 6 XP" in message


def test_new_day_clears_specializations(engine):
    op = RyfSkill(cid="ruisenor", skill="melee_weapons", difficulty=20, specialization=True)
    run(engine, op, 5, 5, 5)
    outcome = run(engine, LongRest())
    assert outcome.log == ["New day: every specialization can be used again"]
    assert not who(engine, "ruisenor").specialization_used


def test_adapter_system_actions(engine):
    adapter = RyfAdapter()
    assert adapter.system_actions == {"long_rest", "experience"}
    assert adapter.has_health_track and not adapter.has_zones
    ui = RyfUi(adapter)
    assert isinstance(ui.system_action("experience", engine.party, "fred"), ExperienceDialog)
    assert ui.system_action("long_rest", engine.party, None) == LongRest()
    with pytest.raises(OpError):
        ui.system_action("experience", engine.party, None)
    with pytest.raises(OpError):
        ui.system_action("zone", engine.party, "fred")


# --- arguments are validated when the operation is built ------------------------------------


@pytest.mark.parametrize(
    ("cls", "args", "field"),
    [
        (RyfAttack, {"cid": "fred", "defender": "bandido-1", "bnad": "long"}, "bnad"),
        (RyfAttack, {"cid": "fred", "defender": "bandido-1", "band": "far"}, "band"),
        (RyfAttack, {"cid": "fred", "defender": "bandido-1", "weapon": -1}, "weapon"),
        (RyfAttack, {"cid": "fred", "defender": "bandido-1", "weapon": "1"}, "weapon"),
        (RyfAttack, {"cid": "fred", "defender": "bandido 1"}, "defender"),
        (RyfSkill, {"cid": "fred", "skill": "melee", "difficulty": 15}, "skill"),
        (RyfSkill, {"cid": "fred", "skill": "notice", "difficulty": 101}, "difficulty"),
        (RyfSkill, {"cid": "fred", "skill": "notice", "difficulty": 15, "token": 1}, "token"),
        (
            RyfSkill,
            {
                "cid": "fred",
                "skill": "notice",
                "difficulty": 15,
                "token": True,
                "token_returned": True,
            },
            "token_returned",
        ),
        (RyfAttribute, {"cid": "fred", "attribute": "luck", "difficulty": 15}, "attribute"),
        (
            RyfOpposed,
            {
                "cid": "fred",
                "skill": "notice",
                "other": "bandido-1",
                "other_skill": "notice",
                "other_option": "karma",
            },
            "other_option",
        ),
        (RyfAwardXp, {"cid": "fred", "amount": 11}, "amount"),
        (RyfAwardXp, {"cid": "fred", "amount": 0}, "amount"),
        (RyfRaiseSkill, {"cid": "fred", "skill": "flying"}, "skill"),
    ],
)
def test_bad_arguments_are_refused_naming_the_field(cls, args, field):
    with pytest.raises(ValidationError) as error:
        cls(**args)
    assert field in {str(part) for e in error.value.errors() for part in e["loc"]}
    with pytest.raises(OpError) as problem:
        build(cls, **args)
    assert str(problem.value).startswith(f"{cls.op_name}.{field}: ")


# --- undo, redo and the journal ---------------------------------------------------------------

SAMPLE_OPERATIONS = [
    (RyfAttack(cid="ruisenor", defender="bandido-1", token=True), (7, 10, 10, 6, 6, 8, 10, 3)),
    (RyfAttack(cid="fred", defender="bandido-2", weapon=1, band="long", cover=True), (9, 9, 9)),
    (
        RyfSkill(cid="ruisenor", skill="melee_weapons", difficulty=20, specialization=True),
        (4, 5, 6),
    ),
    (RyfAttribute(cid="bruno", attribute="strength", difficulty=25), (4, 5, 6)),
    (
        RyfOpposed(
            cid="fred",
            skill="athletics",
            other="cabecilla-1",
            other_skill="melee_weapons",
            other_option="specialization",
        ),
        (3, 5, 6, 2, 4, 6),
    ),
    (RyfAwardXp(cid="nerea", amount=7), ()),
    (RyfRaiseSkill(cid="ruisenor", skill="notice"), ()),
]


@pytest.mark.parametrize(("op", "dice"), SAMPLE_OPERATIONS, ids=lambda x: getattr(x, "op_name", ""))
def test_undo_redo_and_the_journal_s_replay_give_the_same_party(op, dice):
    undoes_redoes_and_replays("ryf", op, dice)


def test_an_older_journal_names_the_defender_target():
    op = from_json("ryf_attack", {"cid": "fred", "target": "bandido-1"})
    assert op == RyfAttack(cid="fred", defender="bandido-1")
    assert op.to_json()["args"]["defender"] == "bandido-1"


def test_journal_entry_that_no_longer_validates_names_the_field():
    with pytest.raises(OpError) as problem:
        from_json("ryf_attack", {"cid": "fred", "defender": "bandido-1", "band": "far"})
    assert str(problem.value).startswith("ryf_attack.band: ")


# --- Spanish (issue 14): the log, the combat box and the refusals in the text's words ---


def test_an_attack_is_logged_in_spanish(engine, spanish):
    outcome = run(
        engine, RyfAttack(cid="ruisenor", defender="bandido-1"), 7, 10, 10, 6, 6, 8, 10, 3
    )
    assert outcome.log == [
        "Ruiseñor ataca a Bandido 1 con Estoque (Defensa contra un arma: D 6 + Armas cuerpo a "
        "cuerpo 3 + 5 = 14): 1o3d10 medio: (7,10,10)->10 + (6,6,8)->6 (el 10 explota) + 12 = 28 "
        "contra 14: éxito",
        "Ruiseñor alcanza a Bandido 1: daño 1d10: 10+3 (los máximos explotan) = 13",
        "Bandido 1: PV 20 -> 7 (incapacitado)",
    ]


def test_the_combat_box_and_a_refusal_in_spanish(engine, spanish):
    values = dict(RyfAdapter().key_values(engine.party, who(engine, "bruno")))
    assert values["Defensa"] == "15 · Pelea 16"
    assert values["PV"] == f"{who(engine, 'bruno').hp}/{who(engine, 'bruno').hp_max}"
    op = RyfOpposed(cid="ruisenor", skill="notice", other="ruisenor", other_skill="notice")
    assert "una tirada enfrentada necesita dos combatientes distintos" in refused(engine, op)
    assert RyfAdapter().rulings_summary[-1] == "PX: subir una habilidad a N cuesta N PX."


# --- issue 13: ammunition; issue 11: quick-add HP and damage chains ------------------------


def _load_revolver(engine):
    """Fred's revolver names its ammunition counter (Balas, 6/6 in the sample)."""
    fred = who(engine, "fred")
    revolver = fred.weapons[1].model_copy(update={"ammo": "Balas"})
    engine.party = edit_character(engine.party, "fred", weapons=[fred.weapons[0], revolver])
    return who(engine, "fred")


def test_no_ammunition_left_refuses_the_shot(engine):
    fred = _load_revolver(engine)
    empty = [fred.counters[0].model_copy(update={"value": 0})]
    engine.party = edit_character(engine.party, "fred", counters=empty)
    shot = RyfAttack(cid="fred", defender="bandido-1", weapon=1)
    assert "no Balas left: Revólver cannot shoot" in refused(engine, shot, 5, 5, 5)
    # The axe (melee) still works.
    run(engine, RyfAttack(cid="fred", defender="bandido-1", weapon=0), 2, 2, 2)


def test_a_weapon_naming_a_missing_counter_is_a_party_file_error():
    from gmconsole.systems.ryf.model import RyfCharacter

    with pytest.raises(ValidationError, match="no counter named Flechas"):
        RyfCharacter.model_validate(
            {
                "id": "x",
                "name": "X",
                "hp": 20,
                "attributes": dict.fromkeys(
                    ("strength", "resistance", "dexterity", "intelligence", "perception"), 5
                ),
                "weapons": [
                    {
                        "name": "Arco",
                        "damage": "1d6",
                        "skill": "ranged_weapons",
                        "bands": [20, 40, 80],
                        "ammo": "Flechas",
                    }
                ],
            }
        )


def test_quick_add_keeps_the_hp_typed():
    from gmconsole.systems.ryf.model import RyfCharacter

    for hp in (15, 16, 9, 40):
        quick = RyfCharacter.model_validate(RyfAdapter().quick_character("q", "Q", hp))
        assert (quick.hp, quick.hp_max) == (hp, hp)


def test_damage_dice_keep_their_own_chains(engine):
    fred = who(engine, "fred")
    weapons = [fred.weapons[0].model_copy(update={"damage": "2d6"}), fred.weapons[1]]
    engine.party = edit_character(engine.party, "fred", weapons=weapons)
    # Attack 12 + 8 = 20 vs defence 14: hit; 2d6 typed "6 6" then "2 1".
    outcome = run(engine, RyfAttack(cid="fred", defender="bandido-1"), 8, 8, 8, 6, 6, 2, 1)
    assert "Fred hits Bandido 1: damage 2d6: 6+2 + 6+1 (maxima explode) = 15" in outcome.log
