"""Eclipse Phase: the opponent's test in an opposed test (third-pass ruling).

When the actor uses a combat skill, the opponent meets it with its defence skill (Esquivar
/ Fray) if it has one, else by defaulting to that skill's aptitude (Reflexes); otherwise
it meets the actor's test with the same skill or aptitude. The text names no combat or
defence skills, so they are known by name, in Spanish and English (accents and case
ignored): a party file's own names for them are listed here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gmconsole.systems.eclipse_phase.model import EclipsePhaseCharacter

DEFENCE_SKILLS = frozenset({"esquivar", "fray", "dodge"})
"""Defence skills by name (EP1's Fray; Esquivar in the Spanish texts)."""
DEFENCE_APTITUDE = "reflexes"
"""The aptitude a defence skill defaults to (Fray is linked to Reflexes)."""
COMBAT_PREFIXES = ("armas ", "arma ", "combate ")
"""Spanish combat skills: Armas cinéticas, Armas de haz, Combate sin armas ..."""
COMBAT_SUFFIXES = (" weapons", " weapon", " combat")
"""English combat skills: Kinetic Weapons, Beam Weapons, Unarmed Combat ..."""
COMBAT_SKILLS = frozenset(
    {
        "cuchillas",
        "porras",
        "artilleria",
        "cuerpo a cuerpo",
        "blades",
        "clubs",
        "gunnery",
        "melee",
        "guns",
    }
)
"""Combat skills whose names follow no pattern above."""


def _plain(name: str) -> str:
    """Lower case, accents dropped, single spaces: "Armas Cinéticas" -> "armas cineticas"."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(letters.split())


def is_defence_skill(name: str) -> bool:
    return _plain(name) in DEFENCE_SKILLS


def is_combat_skill(name: str) -> bool:
    """A weapon or unarmed skill (not the defence skill itself)."""
    plain = _plain(name)
    return (
        plain in COMBAT_SKILLS
        or plain.startswith(COMBAT_PREFIXES)
        or plain.endswith(COMBAT_SUFFIXES)
    )


def defence_test(character: EclipsePhaseCharacter) -> dict[str, object]:
    """The opponent's test against a combat skill: its best defence skill (the highest
    value; an untrained one that can default defaults by itself), else Reflexes x1."""
    defences = [
        (skill.value, name)
        for name, skill in character.skills.items()
        if is_defence_skill(name) and (skill.value or skill.can_default)
    ]
    if defences:
        return {"skill": max(defences)[1]}
    return {"aptitude": DEFENCE_APTITUDE, "multiplier": 1}


def situation(actor_test: Mapping[str, object] | None) -> str:
    """What the opponent's test answers, for remembering the GM's choice: an attack (any
    combat skill) or any other test."""
    test = actor_test or {}
    skill = test.get("skill")
    if isinstance(skill, str) and is_combat_skill(skill):
        return "attack"
    return "test"
