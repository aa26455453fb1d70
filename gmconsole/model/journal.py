"""The fight journal: one entry per applied operation, with what it did to whom,
measured from the state before and after. The recap (``gmconsole recap``) is computed
from it, never from the log's text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import BaseModel

from gmconsole.model.fields import STRICT, Id, Name, in_range


class ResourceChange(BaseModel):
    """A resource that changed: a number's change, or a value's before and after."""

    model_config = STRICT
    key: str
    label: Name
    change: Annotated[int, in_range(-99_999, 99_999)] | None = None
    """The change of a number (negative: spent); none for a choice (a token's holder)."""
    before: str = ""
    """The value before (a number's too, since the fourth pass: "6")."""
    after: str = ""


class Effect(BaseModel):
    """What one operation did to one combatant."""

    model_config = STRICT
    id: Id
    name: Name
    """The name at the time (the combatant may have left since)."""
    side: Literal["party", "enemy"] | None = None
    hidden: bool = False
    """Hidden from the players after the operation (before the fourth pass: before or
    after it)."""
    grouped: bool | None = None
    """In a group (one row, one turn: its lines may name it by the group's name, "Bandido
    ×3"). None: a file from before it was recorded (a hidden one may be in a group)."""
    group: Id | None = None
    """Its group's id, when in one (the players' copy of the recap names a member the
    page never named by its group's entry, "Bandido ×3"). None: in none, or a file from
    before it was recorded."""
    harm: Annotated[int, in_range(-99_999, 99_999)] = 0
    """Damage taken (positive) or healed (negative), in the system's unit."""
    fell: Literal["down", "dead"] | None = None
    """Went down or died by this operation."""
    rose: bool = False
    """Was down or dead before this operation and is not after it."""
    resources: list[ResourceChange] = []
    rolls: list[Literal["critical", "fumble"]] = []
    """Criticals and fumbles this combatant rolled in the operation when it is not the
    entry's actor (an opposed test's other side)."""
    threw: bool = False
    """It threw dice of its own in the operation when it is not the entry's actor (an
    opposed test's other side, an EZD6 armour save): an enemy's is the GM's roll, so the
    harm it decided is not counted in the players' copy of the recap."""


class JournalEntry(BaseModel):
    """One applied operation."""

    model_config = STRICT
    fight: Annotated[int, in_range(1, 99_999)]
    round: Annotated[int, in_range(0, 99_999)]
    op: str
    """The operation's journal name (``damage``, ``ryf_attack``...)."""
    actor: Id | None = None
    """Whose roll: a panel's actor. None: the GM's hand (``d``, ``h``, ``f``, a typed
    amount) or nobody's (a next turn). Before the fourth pass: else whose turn it was."""
    actor_name: str = ""
    actor_side: Literal["party", "enemy"] | None = None
    secret: bool = False
    """A GM's roll (an enemy's, or a hidden combatant's): left out of the players' recap."""
    log: Annotated[int, in_range(0, 10**9)] = 0
    """The index in the party's log of the first line this operation wrote."""
    lines: Annotated[int, in_range(0, 99_999)] = 0
    rolls: list[Literal["critical", "fumble"]] = []
    """The actor's criticals and fumbles."""
    effects: list[Effect] = []
    joined: list[Effect] = []
    """Combatants that came into the fight by it (all of them when a fight begins)."""
    party_resources: list[ResourceChange] = []
    active: bool = True
    """A fight was running after it (false after the fight's end)."""
    lang: Literal["en", "es"] | None = None
    """The language its log lines were written in (the players' copy says "an unseen
    enemy" in it, whatever the recap's language); None: a file from before it was said."""
    opens_round: bool = False
    """A next turn that began a new round: that round counts as played only once
    something else happens in it (``n`` then ``E`` does not make one more round)."""
    turn: Id | None = None
    """Whose turn it was after it, when the turn changed hands by it, a round began or
    the fight began: the record of the turns as they happened (the players' page shows
    the last one they saw). None: the turn stayed where it was (or a file from before it
    was recorded)."""


PLAY_OPS = frozenset(
    {"next_turn", "previous_turn", "set_turn", "delay", "return_now", "roll_not_applied"}
)
"""Operations that are play whatever they change: a turn passed, a roll thrown."""


FILE_OPS = frozenset({"add_sheet", "edit_sheet", "remove_sheet", "save_prepared", "edit_options"})
"""Operations on the party file's sheets, roster, prepared encounters and house options:
before a fight's first play, the GM's preparation, which the recap does not tell (play-test
22 found the party-building lines, "New creature in the roster: Bandido" among them, as
fight 1's first lines)."""


def is_play(entry: JournalEntry) -> bool:
    """Something happened in the fight by this entry: a roll, harm, a fall, a resource
    spent or a turn passed (adding enemies, ordering them or hiding them is preparing)."""
    return bool(
        entry.actor is not None
        or entry.rolls
        or entry.party_resources
        or entry.round > 1
        or entry.op in PLAY_OPS
        or any(e.harm or e.fell or e.rose or e.resources or e.rolls for e in entry.effects)
    )


def counts_for_rounds(entry: JournalEntry) -> bool:
    """Whether the entry's round is a round of its fight that was played: a fight was
    running after it and it is not the turn marker alone moving into a new round."""
    return entry.active and not entry.opens_round


def running_fight_rounds(journal: Sequence[JournalEntry]) -> int:
    """How many rounds the fight running now has played: its last round in which
    something happened (at least 1)."""
    if not journal or not journal[-1].active:
        return 1
    fight = journal[-1].fight
    rounds = [e.round for e in journal if e.fight == fight and counts_for_rounds(e)]
    return max([1, *rounds])


def running_fight_played(journal: Sequence[JournalEntry]) -> bool:
    """Whether the fight running now (the last entries, while a fight was running after
    them) has had any play: an ``E`` before that ends a fight that never was."""
    if not journal or not journal[-1].active:
        return False  # the last fight ended: the one running now has no entry yet
    fight = journal[-1].fight
    for entry in reversed(journal):
        if entry.fight != fight:
            return False
        if is_play(entry):
            return True
    return False
