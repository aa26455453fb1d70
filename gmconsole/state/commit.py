"""An operation's changes become a new party value; the party it started from is untouched.

Operations are written as plain steps on the party (``ctx.set(combatant, "hp", 3)``, then
read ``combatant.hp`` back), which is the easiest code to read. The engine lets them, then
turns what they did into a value: ``commit`` copies every object the operation changed,
and every object above one of them up to the party, gives the copies their new fields,
and puts the old fields back on the originals. The result:

- the old party is exactly what it was (history keeps it: undo is the previous value);
- the new party shares everything that did not change (an action at 500 combatants
  copies the few objects it touched, not the fight);
- no widget can see a half-changed party, and a new value means "something changed".

Finding the objects above a changed one does not walk the whole party: a field is
followed only when its declared type can hold one of the changed objects' classes
(``_reach``), so a changed combatant costs a pass over the fight's combatants and
nothing in the members' sheets or the log.
"""

from __future__ import annotations

import types
import typing
from typing import TypeVar, get_args, get_origin

from pydantic import BaseModel

from gmconsole.state.patch import Change

ModelT = TypeVar("ModelT", bound=BaseModel)

_ANYTHING: frozenset[type] = frozenset({object})
"""What an untyped field (``Any``, ``object``, a bare TypeVar) may hold: any model."""

_LEAVES = (str, bytes, int, float, bool, type(None))


def commit(root: ModelT, changes: list[Change]) -> ModelT:
    """The new value of ``root`` after ``changes`` (applied to the live objects, in
    order); the live objects get their old fields back, so ``root`` is unchanged."""
    if not changes:
        return root
    finals: dict[int, tuple[BaseModel, dict[str, object]]] = {}
    for change in changes:
        owner = change.obj
        if not isinstance(owner, BaseModel):
            raise TypeError(f"only model fields are recorded, not {type(owner).__name__}")
        entry = finals.setdefault(id(owner), (owner, {}))
        entry[1][change.attr] = getattr(owner, change.attr)
    for change in reversed(changes):  # the originals back as they were
        setattr(change.obj, change.attr, change.old)
    changed = frozenset(type(owner) for owner, _ in finals.values())
    return _Rebuild(finals, changed).model(root)


class _Rebuild:
    """One commit's copying: each changed object, and each object above one, once."""

    def __init__(
        self, finals: dict[int, tuple[BaseModel, dict[str, object]]], changed: frozenset[type]
    ) -> None:
        self.finals = finals
        self.changed = changed
        self.done: dict[int, object] = {}
        self.visits: dict[type, bool] = {}
        """Whether an item of a class must be visited (it may hold a changed object)."""
        self.holds: dict[frozenset[type], bool] = {}
        """Whether a place that may hold these classes may hold a changed one (the same
        few answers are asked once per combatant)."""

    def may_hold(self, reach: frozenset[type]) -> bool:
        answer = self.holds.get(reach)
        if answer is None:
            answer = self.holds[reach] = _reaches(reach, self.changed)
        return answer

    def model(self, node: ModelT) -> ModelT:
        key = id(node)
        if key in self.done:
            return typing.cast(ModelT, self.done[key])
        entry = self.finals.get(key)
        new_fields = entry[1] if entry is not None else {}
        updates: dict[str, object] = {}
        for name, field in type(node).model_fields.items():
            value = new_fields[name] if name in new_fields else getattr(node, name)
            if self.may_hold(_annotation_reach(field.annotation)):
                rebuilt = self.value(value)
            else:
                rebuilt = value
            if name in new_fields or rebuilt is not value:
                updates[name] = rebuilt
        result = node.model_copy(update=updates) if updates else node
        self.done[key] = result
        return result

    def value(self, value: object) -> object:
        if isinstance(value, BaseModel):
            if id(value) in self.finals or self.may_hold(_class_reach(type(value))):
                return self.model(value)
            return value
        if isinstance(value, _LEAVES):
            return value
        if isinstance(value, list):
            return self.items(value, list)
        if isinstance(value, tuple):
            return self.items(value, tuple)
        if isinstance(value, dict):
            items = {key: self.value(item) for key, item in value.items()}
            if all(items[key] is item for key, item in value.items()):
                return value
            return items
        return value

    def items(self, items: list[object] | tuple[object, ...], kind: type) -> object:
        """A list or tuple, the same object when no item changed. An item of a class
        that holds no changed class is passed over unless it changed itself: the
        fight's 500 combatants cost a lookup each, not a visit."""
        visits = self.visits
        finals = self.finals
        new: list[object] | None = None
        for i, item in enumerate(items):
            cls = type(item)
            visit = visits.get(cls)
            if visit is None:
                visit = visits[cls] = not issubclass(cls, (BaseModel, *_LEAVES)) or (
                    issubclass(cls, BaseModel) and self.may_hold(_class_reach(cls))
                )
            if not visit and id(item) not in finals:
                continue
            rebuilt = self.value(item)
            if rebuilt is not item:
                if new is None:
                    new = list(items)
                new[i] = rebuilt
        return items if new is None else kind(new)


# --- which fields can hold which models ---------------------------------------------------
_CLASS_REACH: dict[type, frozenset[type]] = {}
_ANNOTATION_REACH: dict[object, frozenset[type]] = {}


def _reaches(reach: frozenset[type], changed: frozenset[type]) -> bool:
    """A changed object of class C may sit in a place typed R when C is R or a subclass
    (a system's character in a field typed with the generic one)."""
    return any(issubclass(cls, held) for cls in changed for held in reach)


def _class_reach(cls: type[BaseModel]) -> frozenset[type]:
    """The model classes any field of ``cls`` (or of a model below) may hold."""
    cached = _CLASS_REACH.get(cls)
    if cached is not None:
        return cached
    _CLASS_REACH[cls] = frozenset()  # a model that holds itself: stop here
    reach: set[type] = set()
    for field in cls.model_fields.values():
        reach |= _annotation_reach(field.annotation)
    result = frozenset(reach)
    _CLASS_REACH[cls] = result
    return result


def _annotation_reach(annotation: object) -> frozenset[type]:
    try:
        cached = _ANNOTATION_REACH.get(annotation)
    except TypeError:  # an unhashable annotation: work it out each time
        cached = None
    if cached is not None:
        return cached
    result = _work_out_reach(annotation)
    try:
        _ANNOTATION_REACH[annotation] = result
    except TypeError:
        pass
    return result


def _work_out_reach(annotation: object) -> frozenset[type]:
    if annotation is typing.Any or annotation is object or isinstance(annotation, TypeVar):
        return _ANYTHING
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return frozenset({annotation}) | _class_reach(annotation) | _subclasses_reach(annotation)
    origin = get_origin(annotation)
    if origin is typing.Literal:
        return frozenset()
    if origin is not None or isinstance(annotation, types.UnionType):
        reach: set[type] = set()
        for argument in get_args(annotation):
            if argument is not Ellipsis:
                reach |= _annotation_reach(argument)
        return frozenset(reach)
    return frozenset()


def _subclasses_reach(cls: type[BaseModel]) -> frozenset[type]:
    """What the subclasses known now add (a system's model in a generic field)."""
    reach: set[type] = set()
    for sub in cls.__subclasses__():
        reach |= _class_reach(sub) | _subclasses_reach(sub)
    return frozenset(reach)
