"""Write tests/storage/broken/: broken party files NAME.toml, each beside NAME.expected
holding the exact error lines a user must see ({file} stands for the file's path,
{systems} and {systems_toml} for the registered systems as the lines list them: see
tests.systems.registry_words).

Run after changing a case: `uv run python scripts/make_broken_corpus.py`.
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tests" / "storage" / "broken"

RYF = """system = "ryf"
name = "Grupo"

[[members]]
id = "ana"
name = "Ana"
hp = 24
attributes = { strength = 6, resistance = 6, dexterity = 7, intelligence = 5, perception = 6 }
skills = { melee_weapons = 4 }
weapons = [{ name = "Espada", damage = "1d10", precision = 0, skill = "melee_weapons" }]

[[roster]]
id = "orco"
name = "Orco"
hp = 20
attributes = { strength = 7, resistance = 5, dexterity = 5, intelligence = 3, perception = 4 }

[encounter]
round = 1
turn = 0

[[encounter.enemies]]
id = "orco-1"
name = "Orco 1"
hp = 20
attributes = { strength = 7, resistance = 5, dexterity = 5, intelligence = 3, perception = 4 }

[[encounter.combatants]]
id = "ana"
side = "party"

[[encounter.combatants]]
id = "orco-1"
side = "enemy"
"""

FIDS = """system = "fids"
name = "Grupo"

[pools]
misfortune = 4

[[members]]
id = "donny"
name = "Donny"
energy = 3
energy_max = 5
attributes = { strength = 2, agility = 3, wit = 4, wisdom = 2, charisma = 3, insight = 3, precision = 3, technique = 4 }
"""

EP = """system = "eclipse_phase"
name = "Grupo"

[[members]]
id = "twitch"
name = "Twitch"
aptitudes = { cognition = 15, coordination = 20, intuition = 15, reflexes = 20, savvy = 10, somatics = 20, willpower = 15 }
skills = { "Caída Libre" = { value = 65, aptitude = "reflexes" } }
"""

EZD6 = """system = "ezd6"
name = "Grupo"

[[members]]
id = "bru"
name = "Brunhilda"
strikes = 3
strikes_max = 3
armour_save = 4
karma = 2
hero_dice = 1
wealth = "moderate"
"""

EZD6_FIGHT = (
    EZD6
    + """
[encounter]
round = 1
turn = 0

[[encounter.combatants]]
id = "bru"
side = "party"
"""
)

EP_FIGHT = (
    EP
    + """
[encounter]
round = 1
turn = 0

[[encounter.combatants]]
id = "twitch"
side = "party"
"""
)


def sub(base: str, old: str, new: str) -> str:
    assert old in base, old
    return base.replace(old, new, 1)


TWO_ORCS = (
    RYF.replace(
        '[[encounter.combatants]]\nid = "ana"',
        '[[encounter.enemies]]\nid = "orco-2"\nname = "Orco 2"\nhp = 20\n'
        "attributes = { strength = 7, resistance = 5, dexterity = 5, intelligence = 3, "
        "perception = 4 }\n\n"
        '[[encounter.combatants]]\nid = "ana"',
        1,
    )
    + '\n[[encounter.combatants]]\nid = "orco-2"\nside = "enemy"\n'
)
"""The RyF party with a second orc in the fight (for the groups' cases)."""


CASES: dict[str, tuple[str, list[str]]] = {
    # --- syntax -----------------------------------------------------------------
    # Syntax lines carry tomllib's message and position (Python's TOML 1.0 reader).
    "syntax_missing_equals": (
        sub(RYF, 'name = "Grupo"', 'name "Grupo"'),
        ["{file}:2:6: TOML syntax: Expected '=' after a key in a key/value pair"],
    ),
    "syntax_unclosed_string": (
        sub(RYF, 'name = "Grupo"', 'name = "Grupo'),
        ["{file}:2:14: TOML syntax: Illegal character '\\n'"],
    ),
    "syntax_duplicate_key": (
        sub(RYF, 'name = "Grupo"', 'name = "Grupo"\nname = "Otro"'),
        ["{file}:3:14: TOML syntax: Cannot overwrite a value"],
    ),
    "syntax_duplicate_table": (
        sub(RYF, "[encounter]\nround = 1", "[encounter]\nround = 1\n\n[encounter]"),
        ["{file}:21:11: TOML syntax: Cannot declare ('encounter',) twice"],
    ),
    "syntax_bad_table_header": (
        sub(RYF, "[encounter]", "[encounter"),
        ["{file}:18:11: TOML syntax: Expected ']' at the end of a table declaration"],
    ),
    "syntax_unclosed_inline_table": (
        sub(FIDS, "technique = 4 }", "technique = 4"),
        ["{file}:12:119: TOML syntax: Unclosed inline table"],
    ),
    "syntax_inline_table_trailing_comma": (
        # TOML 1.1 allows it; the console reads TOML 1.0, like every tomllib user.
        sub(FIDS, "technique = 4 }", "technique = 4, }"),
        ["{file}:12:121: TOML syntax: Invalid initial character for a key part"],
    ),
    "syntax_unclosed_array_at_end": (
        EZD6 + "notes = [\n",
        ["{file}:13:10: TOML syntax: Invalid value"],
    ),
    "syntax_bare_word_value": (
        sub(EZD6, 'wealth = "moderate"', "wealth = moderate"),
        ["{file}:12:10: TOML syntax: Invalid value"],
    ),
    "syntax_trailing_garbage": (
        sub(EZD6, "karma = 2", "karma = 2 3"),
        ["{file}:10:11: TOML syntax: Expected newline or end of document after a statement"],
    ),
    "syntax_bad_escape": (
        sub(RYF, 'name = "Grupo"', 'name = "Grupo \\q"'),
        ["{file}:2:17: TOML syntax: Unescaped '\\' in a string"],
    ),
    "syntax_invalid_date": (
        # tomllib reads 1979-13 as no date at all, then stops at the rest.
        sub(RYF, 'name = "Grupo"', "name = 1979-13-01"),
        ["{file}:2:12: TOML syntax: Expected newline or end of document after a statement"],
    ),
    "syntax_nested_too_deep": (
        # tomllib recurses per level: Python's stack runs out before 500.
        sub(RYF, 'name = "Grupo"', 'name = "Grupo"\nnotes = ' + "[" * 500 + "]" * 500),
        ["{file}:3:9: TOML syntax: arrays or inline tables nested too deeply"],
    ),
    "syntax_after_byte_order_mark": (
        # A BOM (Windows Notepad) is dropped: positions are the ones an editor shows.
        "\ufeff" + sub(EZD6, "karma = 2", "karma = = 2"),
        ["{file}:10:9: TOML syntax: Invalid value"],
    ),
    "empty_file": (
        "",
        ["{file}: the file is empty; it needs at least system = {systems_toml} and name"],
    ),
    "only_comments": (
        "# nothing here\n\n",
        ["{file}: the file is empty; it needs at least system = {systems_toml} and name"],
    ),
    # --- top level ----------------------------------------------------------------
    "missing_system": (
        sub(RYF, 'system = "ryf"\n', ""),
        ["system: required key is missing (allowed: {systems})"],
    ),
    "unknown_system": (
        sub(RYF, 'system = "ryf"', 'system = "dnd5e"'),
        ["system: must be one of {systems} (got 'dnd5e')"],
    ),
    "system_not_string": (
        sub(RYF, 'system = "ryf"', "system = 3"),
        ["system: must be one of {systems} (got 3)"],
    ),
    "missing_name": (
        sub(RYF, 'name = "Grupo"\n', ""),
        ["name: required key is missing"],
    ),
    "empty_name": (
        sub(RYF, 'name = "Grupo"', 'name = ""'),
        ["name: must not be empty (got '')"],
    ),
    "unknown_top_key": (
        sub(RYF, 'name = "Grupo"', 'name = "Grupo"\nmisfortune = 3'),
        [
            "misfortune: unknown key (allowed: name, notes, encounters, conditions_used, "
            "journal, system, options, members, roster, encounter, log)"
        ],
    ),
    "unknown_option": (
        sub(RYF, 'name = "Grupo"', 'name = "Grupo"\n[options]\nhard = true'),
        ["options.hard: unknown key (allowed: hard_defence, charisma)"],
    ),
    "option_wrong_type": (
        sub(RYF, 'name = "Grupo"', 'name = "Grupo"\n[options]\nhard_defence = "yes"'),
        ["options.hard_defence: must be true or false (got 'yes')"],
    ),
    # --- RyF values ---------------------------------------------------------------
    "ryf_attribute_too_high": (
        sub(RYF, "strength = 6", "strength = 12"),
        ["members[0].attributes.strength: must be 2..10 (got 12)"],
    ),
    "ryf_attribute_too_low": (
        sub(RYF, "dexterity = 7", "dexterity = 1"),
        ["members[0].attributes.dexterity: must be 2..10 (got 1)"],
    ),
    "ryf_attribute_string": (
        sub(RYF, "strength = 6", 'strength = "6"'),
        ["members[0].attributes.strength: must be a whole number (got '6')"],
    ),
    "ryf_attribute_float": (
        sub(RYF, "strength = 6", "strength = 6.5"),
        ["members[0].attributes.strength: must be a whole number (got 6.5)"],
    ),
    "ryf_attribute_missing": (
        sub(RYF, "perception = 6 }", "}").replace(", }", " }", 1),
        ["members[0].attributes.perception: required key is missing"],
    ),
    "ryf_unknown_attribute": (
        sub(RYF, "perception = 6 }", "perception = 6, luck = 3 }"),
        [
            "members[0].attributes.luck: unknown key (allowed: strength, resistance, dexterity, "
            "intelligence, perception, charisma)"
        ],
    ),
    "ryf_charisma_without_option": (
        sub(RYF, "perception = 6 }", "perception = 6, charisma = 5 }"),
        ["members[0].attributes.charisma: needs options.charisma = true (got 5)"],
    ),
    "ryf_skill_out_of_range": (
        sub(RYF, "melee_weapons = 4", "melee_weapons = 11"),
        ["members[0].skills.melee_weapons: must be 0..10 (got 11)"],
    ),
    "ryf_unknown_skill": (
        sub(RYF, "melee_weapons = 4", "sword = 4"),
        [
            "members[0].skills.sword: must be one of notice, ranged_weapons, melee_weapons, "
            "athletics, dance, search, commerce, drive, diagnosis, etiquette, languages, "
            "computers, lip_reading, law, mechanics, medicine, music, brawl, pilot, tracking, "
            "stealth, survival (got 'sword')"
        ],
    ),
    "ryf_hp_above_max": (
        sub(RYF, "hp = 24", "hp = 30"),
        ["members[0].hp: must be <= the maximum (resistance x 4, or max_hp) = 24 (got 30)"],
    ),
    "ryf_hp_missing": (
        sub(RYF, "hp = 24\n", ""),
        ["members[0].hp: required key is missing"],
    ),
    "ryf_bad_damage": (
        sub(RYF, 'damage = "1d10"', 'damage = "d10"'),
        ["members[0].weapons[0].damage: must look like 1d10, 2d6 or 1d6-2 (got 'd10')"],
    ),
    "ryf_ranged_without_bands": (
        sub(RYF, 'skill = "melee_weapons" }', 'skill = "ranged_weapons" }'),
        ["members[0].weapons[0].bands: a ranged weapon needs bands = [short, medium, long]"],
    ),
    "ryf_bands_out_of_order": (
        sub(RYF, 'skill = "melee_weapons" }', 'skill = "ranged_weapons", bands = [60, 35, 120] }'),
        [
            "members[0].weapons[0].bands: must be [short, medium, long] metres, short <= medium "
            "<= long (got [60, 35, 120])"
        ],
    ),
    "ryf_bad_token": (
        sub(RYF, "hp = 24", 'hp = 24\ntoken = "dm"'),
        ["members[0].token: must be one of player, gm (got 'dm')"],
    ),
    "ryf_precision_out_of_range": (
        sub(RYF, "precision = 0", "precision = 15"),
        ["members[0].weapons[0].precision: must be -10..10 (got 15)"],
    ),
    "ryf_negative_xp": (
        sub(RYF, "hp = 24", "hp = 24\nxp = -1"),
        ["members[0].xp: must be 0..10000 (got -1)"],
    ),
    "ryf_members_not_array": (
        'system = "ryf"\nname = "Grupo"\nmembers = "Ana"\n',
        ["members: must be an array [...] (got 'Ana')"],
    ),
    # --- ids and references ---------------------------------------------------------
    "duplicate_member_id": (
        sub(RYF, 'id = "orco"', 'id = "ana"'),
        ["roster[0].id: duplicate id, already used at members[0].id (got 'ana')"],
    ),
    "bad_id_characters": (
        sub(FIDS, 'id = "donny"', 'id = "don ny"'),
        [
            "members[0].id: must be 1..64 letters, digits, '-' or '_' (an id, not a name) "
            "(got 'don ny')"
        ],
    ),
    "dangling_combatant": (
        sub(RYF, 'id = "orco-1"\nside', 'id = "orco-9"\nside'),
        ["encounter.combatants[1].id: no member or encounter enemy has this id (got 'orco-9')"],
    ),
    "combatant_twice": (
        sub(RYF, 'id = "orco-1"\nside = "enemy"', 'id = "ana"\nside = "party"'),
        ["encounter.combatants[1].id: already in the fight (got 'ana')"],
    ),
    "combatant_wrong_side": (
        sub(RYF, 'side = "party"', 'side = "enemy"'),
        ["encounter.combatants[0].side: must be 'party' for this id (got 'enemy')"],
    ),
    "turn_out_of_range": (
        sub(RYF, "turn = 0", "turn = 5"),
        ["encounter.turn: must be 0..1 (got 5)"],
    ),
    "round_zero": (
        sub(RYF, "round = 1", "round = 0"),
        ["encounter.round: must be 1..99999 (got 0)"],
    ),
    # A file of the first format (docs/party-format.md, "Older files") names its keys
    # where it has them, though they move into extra.
    "bad_zone": (
        EZD6_FIGHT + 'zone = "close"\n',
        ["encounter.combatants[0].zone: must be one of near, far, out (got 'close')"],
    ),
    "bad_zone_in_extra": (
        EZD6_FIGHT + '\n[encounter.combatants.extra]\nzone = "close"\n',
        ["encounter.combatants[0].extra.zone: must be one of near, far, out (got 'close')"],
    ),
    "used_not_a_table": (
        EZD6_FIGHT + "used = 3\n",
        ["encounter.combatants[0].used: must be a table (got 3)"],
    ),
    "zone_twice": (
        EZD6_FIGHT + 'zone = "far"\n\n[encounter.combatants.extra]\nzone = "far"\n',
        [
            "encounter.combatants[0].zone: unknown key (allowed: id, side, initiative, "
            "tiebreak, conditions, acted, delayed, down, dead, hidden, notes, group, extra)"
        ],
    ),
    "zone_in_a_system_without_zones": (
        sub(RYF, 'side = "party"', 'side = "party"\nzone = "far"'),
        [
            "encounter.combatants[0].zone: unknown key (allowed: id, side, initiative, "
            "tiebreak, conditions, acted, delayed, down, dead, hidden, notes, group, extra)"
        ],
    ),
    "condition_zero_rounds": (
        sub(
            RYF,
            'side = "party"',
            'side = "party"\nconditions = [{ name = "Aturdido", rounds = 0 }]',
        ),
        ["encounter.combatants[0].conditions[0].rounds: must be 1..999 (got 0)"],
    ),
    "retry_unknown_combatant": (
        sub(
            EP_FIGHT,
            "turn = 0",
            'turn = 0\nretries = [{ combatant = "zed", skill = "x", failures = 1 }]',
        ),
        ["encounter.retries[0].combatant: not in the fight (got 'zed')"],
    ),
    "retry_unknown_combatant_in_extra": (
        sub(
            EP_FIGHT,
            "turn = 0",
            'turn = 0\nextra = { retries = [{ combatant = "zed", skill = "x", failures = 1 }] }',
        ),
        ["encounter.extra.retries[0].combatant: not in the fight (got 'zed')"],
    ),
    "retries_in_a_system_without_them": (
        sub(
            RYF,
            "turn = 0",
            'turn = 0\nretries = [{ combatant = "ana", skill = "x", failures = 1 }]',
        ),
        [
            "encounter.retries: unknown key (allowed: active, round, turn, surprise, enemies, "
            "combatants, extra)"
        ],
    ),
    # --- FIDS ---------------------------------------------------------------------
    "fids_attribute_too_high": (
        sub(FIDS, "wit = 4", "wit = 6"),
        ["members[0].attributes.wit: must be 1..5 (got 6)"],
    ),
    "fids_energy_above_max": (
        sub(FIDS, "energy = 3", "energy = 7"),
        ["members[0].energy: must be <= energy_max (5) (got 7)"],
    ),
    "fids_misfortune_above_cap": (
        sub(FIDS, "misfortune = 4", "misfortune = 16"),
        ["pools.misfortune: must be 0..15 (got 16)"],
    ),
    "fids_skills_not_list": (
        sub(FIDS, "energy = 3", 'energy = 3\nskills = "Sigilo"'),
        ["members[0].skills: must be an array [...] (got 'Sigilo')"],
    ),
    # --- Eclipse Phase -------------------------------------------------------------
    "ep_aptitude_out_of_range": (
        sub(EP, "cognition = 15", "cognition = 45"),
        ["members[0].aptitudes.cognition: must be 1..40 (got 45)"],
    ),
    "ep_skill_out_of_range": (
        sub(EP, "value = 65", "value = 99"),
        ["members[0].skills.Caída Libre.value: must be 0..98 (got 99)"],
    ),
    "ep_skill_bad_aptitude": (
        sub(EP, 'aptitude = "reflexes"', 'aptitude = "REF"'),
        [
            "members[0].skills.Caída Libre.aptitude: must be one of cognition, coordination, "
            "intuition, reflexes, savvy, somatics, willpower (got 'REF')"
        ],
    ),
    "ep_missing_aptitudes": (
        sub(
            EP,
            "aptitudes = { cognition = 15, coordination = 20, intuition = 15, reflexes = 20, "
            "savvy = 10, somatics = 20, willpower = 15 }\n",
            "",
        ),
        ["members[0].aptitudes: required key is missing"],
    ),
    # --- EZD6 --------------------------------------------------------------------
    "ezd6_strikes_above_max": (
        sub(EZD6, "strikes = 3", "strikes = 4"),
        ["members[0].strikes: must be <= strikes_max (3) (got 4)"],
    ),
    "ezd6_armour_save_out_of_range": (
        sub(EZD6, "armour_save = 4", "armour_save = 7"),
        ["members[0].armour_save: must be 2..6 (got 7)"],
    ),
    "ezd6_bad_wealth": (
        sub(EZD6, 'wealth = "moderate"', 'wealth = "rich"'),
        [
            "members[0].wealth: must be one of pauper, cash_poor, moderate, wealthy, lordly, "
            "kingly (got 'rich')"
        ],
    ),
    "ezd6_negative_karma": (
        sub(EZD6, "karma = 2", "karma = -1"),
        ["members[0].karma: must be 0..99 (got -1)"],
    ),
    "ezd6_counter_out_of_range": (
        sub(
            EZD6,
            "hero_dice = 1",
            'hero_dice = 1\ncounters = [{ name = "Flechas", value = 30, min = 0, max = 20 }]',
        ),
        ["members[0].counters[0].value: must be 0..20 (got 30)"],
    ),
    # --- text -------------------------------------------------------------------
    "name_with_escape_character": (
        sub(EZD6, 'name = "Brunhilda"', 'name = "Brun\\u001b[31mhilda"'),
        [
            "members[0].name: control character \\x1b at position 4 is not allowed (only "
            "newline and tab) (got 'Brun\\x1b[31mhilda')"
        ],
    ),
    "name_with_nul": (
        sub(EZD6, 'name = "Brunhilda"', 'name = "Brun\\u0000hilda"'),
        [
            "members[0].name: control character \\x00 at position 4 is not allowed (only "
            "newline and tab) (got 'Brun\\x00hilda')"
        ],
    ),
    "notes_with_bell": (
        sub(FIDS, 'name = "Donny"', 'name = "Donny"\nnotes = "ding\\u0007"'),
        [
            "members[0].notes: control character \\x07 at position 4 is not allowed (only "
            "newline and tab) (got 'ding\\x07')"
        ],
    ),
    "name_with_markup_but_wrong_type": (
        sub(EZD6, 'name = "Brunhilda"', "name = ['[/]']"),
        ["members[0].name: must be a string (in quotes) (got an array)"],
    ),
    # --- prepared encounters ([[encounters]]) -------------------------------------------
    "encounter_entry_count_zero": (
        RYF
        + '\n[[encounters]]\nname = "Emboscada"\nentries = [{ creature = "orco", count = 0 }]\n',
        ["encounters[0].entries[0].count: must be 1..50 (got 0)"],
    ),
    "encounter_bad_zone": (
        RYF
        + '\n[[encounters]]\nname = "Emboscada"\nentries = [{ creature = "orco", zone = "lejos" }]\n',
        ["encounters[0].entries[0].zone: must be one of near, far, out (got 'lejos')"],
    ),
    "encounter_without_name": (
        RYF + '\n[[encounters]]\nentries = [{ creature = "orco" }]\n',
        ["encounters[0].name: required key is missing"],
    ),
    "encounter_entry_unknown_key": (
        RYF
        + '\n[[encounters]]\nname = "Emboscada"\nentries = [{ creature = "orco", grupo = true }]\n',
        [
            "encounters[0].entries[0].grupo: unknown key (allowed: creature, count, zone, "
            "hidden, group)"
        ],
    ),
    "encounter_group_not_a_boolean": (
        RYF + '\n[[encounters]]\nname = "Emboscada"\nentries = [{ creature = "orco", count = 3, '
        'group = "sí" }]\n',
        ["encounters[0].entries[0].group: must be true or false (got 'sí')"],
    ),
    # --- groups of enemies ---------------------------------------------------------
    "group_initiatives_differ": (
        sub(
            TWO_ORCS,
            'id = "orco-1"\nside = "enemy"',
            'id = "orco-1"\nside = "enemy"\ninitiative = 14\ngroup = "orcos"',
        ).replace(
            'id = "orco-2"\nside = "enemy"',
            'id = "orco-2"\nside = "enemy"\ninitiative = 9\ngroup = "orcos"',
        ),
        [
            "encounter.combatants[2].initiative: a group's members share one initiative "
            "(14, as orco-1) (got 9)"
        ],
    ),
    "group_across_sides": (
        sub(
            TWO_ORCS,
            'id = "ana"\nside = "party"',
            'id = "ana"\nside = "party"\ngroup = "orcos"',
        ).replace(
            'id = "orco-1"\nside = "enemy"', 'id = "orco-1"\nside = "enemy"\ngroup = "orcos"'
        ),
        [
            "encounter.combatants[1].side: a group's members stand on one side ('party') (got 'enemy')"
        ],
    ),
    "group_not_an_id": (
        sub(
            TWO_ORCS,
            'id = "orco-1"\nside = "enemy"',
            'id = "orco-1"\nside = "enemy"\ngroup = "Los orcos"',
        ),
        [
            "encounter.combatants[1].group: must be 1..64 letters, digits, '-' or '_' (an "
            "id, not a name) (got 'Los orcos')"
        ],
    ),
    "encounter_creature_not_an_id": (
        RYF + '\n[[encounters]]\nname = "Emboscada"\nentries = [{ creature = "Orco grande" }]\n',
        [
            "encounters[0].entries[0].creature: must be 1..64 letters, digits, '-' or '_' (an "
            "id, not a name) (got 'Orco grande')"
        ],
    ),
}

BINARY_CASES: dict[str, tuple[bytes, list[str]]] = {
    "not_utf8": (
        FIDS.encode("utf-8").replace(b'"Donny"', b'"Donn\xff"'),
        ["{file}:9: not UTF-8 text (byte 0xff); save the file as UTF-8"],
    ),
    "latin1_file": (
        'system = "fids"\nname = "Niño"\n'.encode("latin-1"),
        ["{file}:2: not UTF-8 text (byte 0xf1); save the file as UTF-8"],
    ),
}


BESTIARY_OUT = OUT.parent / "broken_bestiary"
"""Broken RyF bestiaries NAME.toml (read as bestiary/ryf.toml), each beside NAME.expected:
the problem lines, then ``loads: id, id`` (the entries that still load)."""

ORC = """[[roster]]
id = "orco"
name = "Orco"
hp = 20
attributes = { strength = 7, resistance = 5, dexterity = 5, intelligence = 3, perception = 4 }
"""
WOLF = ORC.replace('"orco"', '"lobo"').replace('"Orco"', '"Lobo"')
HEAD = 'system = "ryf"\n\n'

BESTIARY_CASES: dict[str, tuple[str, list[str]]] = {
    "bad_hp_in_the_middle": (
        HEAD
        + ORC
        + "\n"
        + WOLF.replace("hp = 20", "hp = 50").replace('"lobo"', '"lobo0"')
        + "\n"
        + WOLF,
        ["bestiary/ryf.toml: roster[1].hp: must be -99..40 (got 50)", "loads: orco, lobo"],
    ),
    "another_systems_file": (
        HEAD.replace("ryf", "fids") + ORC,
        ["bestiary/ryf.toml: system: must be one of 'ryf' (got 'fids')", "loads: "],
    ),
    "missing_system": (
        ORC,
        ["bestiary/ryf.toml: system: required key is missing", "loads: orco"],
    ),
    "unknown_top_key": (
        HEAD + "members = []\n\n" + ORC,
        [
            "bestiary/ryf.toml: members: unknown key (allowed: system, roster)",
            "loads: orco",
        ],
    ),
    "duplicate_id": (
        HEAD + ORC + "\n" + ORC.replace('"Orco"', '"Orco bis"'),
        [
            "bestiary/ryf.toml: roster[1].id: duplicate id, already used at roster[0].id "
            "(got 'orco')",
            "loads: orco",
        ],
    ),
    "syntax_error": (
        HEAD + ORC.replace("hp = 20", "hp = = 20"),
        ["bestiary/ryf.toml:6:6: TOML syntax: Invalid value", "loads: "],
    ),
    "entry_not_a_table": (
        HEAD + "roster = [1]\n",
        ["bestiary/ryf.toml: roster[0]: must be a table (got 1)", "loads: "],
    ),
    "roster_not_an_array": (
        HEAD + 'roster = "orco"\n',
        ["bestiary/ryf.toml: roster: must be an array [...]", "loads: "],
    ),
    "charisma_needs_a_party_option": (
        HEAD + ORC.replace("perception = 4 }", "perception = 4, charisma = 5 }") + "\n" + WOLF,
        [
            "bestiary/ryf.toml: roster[0].attributes.charisma: needs options.charisma = true "
            "(got 5)",
            "loads: lobo",
        ],
    ),
    "unknown_key_in_an_entry": (
        HEAD + ORC.replace("hp = 20", "hpp = 20\nhp = 20") + "\n" + WOLF,
        [
            "bestiary/ryf.toml: roster[0].hpp: unknown key (allowed: id, name, notes, "
            "counters, attributes, skills, weapons, hp, max_hp, token, specialization, "
            "specialization_used, xp, count)",
            "loads: lobo",
        ],
    ),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in [*OUT.glob("*.toml"), *OUT.glob("*.expected")]:
        old.unlink()
    for name, (text, expected) in CASES.items():
        (OUT / f"{name}.toml").write_text(text, encoding="utf-8")
        (OUT / f"{name}.expected").write_text("\n".join(expected) + "\n", encoding="utf-8")
    for name, (data, expected) in BINARY_CASES.items():
        (OUT / f"{name}.toml").write_bytes(data)
        (OUT / f"{name}.expected").write_text("\n".join(expected) + "\n", encoding="utf-8")
    print(f"{len(CASES) + len(BINARY_CASES)} cases written to {OUT}")
    BESTIARY_OUT.mkdir(parents=True, exist_ok=True)
    for old in [*BESTIARY_OUT.glob("*.toml"), *BESTIARY_OUT.glob("*.expected")]:
        old.unlink()
    for name, (text, expected) in BESTIARY_CASES.items():
        (BESTIARY_OUT / f"{name}.toml").write_text(text, encoding="utf-8")
        (BESTIARY_OUT / f"{name}.expected").write_text("\n".join(expected) + "\n", encoding="utf-8")
    print(f"{len(BESTIARY_CASES)} cases written to {BESTIARY_OUT}")


if __name__ == "__main__":
    main()
