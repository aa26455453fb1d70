"""The console's memory between actions (each actor's panel options) as JSON, so the
recovery journal can keep it: tuples are tagged (a panel compares a remembered value with
its options, and a list is not equal to a tuple); a value JSON cannot hold is left out."""

from __future__ import annotations

import json
from collections.abc import Mapping

_TUPLE = "__tuple__"

PanelMemory = dict[str, dict[str, object]]
"""Each actor's panel options from last time: actor id -> option -> value."""
Memory = dict[str, PanelMemory]
"""The console's memory between actions, by part (``panels``: the panels' options)."""


class _Unstorable(Exception):
    pass


def _encode(value: object) -> object:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return {_TUPLE: [_encode(v) for v in value]}
    if isinstance(value, list):
        return [_encode(v) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        if _TUPLE in value:
            raise _Unstorable
        return {k: _encode(v) for k, v in value.items()}
    raise _Unstorable


def _decode(value: object) -> object:
    if isinstance(value, list):
        return [_decode(v) for v in value]
    if isinstance(value, dict):
        if set(value) == {_TUPLE} and isinstance(value[_TUPLE], list):
            return tuple(_decode(v) for v in value[_TUPLE])
        return {k: _decode(v) for k, v in value.items()}
    return value


def _storable(tree: Mapping[str, object]) -> dict[str, object]:
    """``tree`` without the values JSON cannot hold (at any depth of dicts)."""
    out: dict[str, object] = {}
    for key, value in tree.items():
        if not isinstance(key, str):
            continue
        if isinstance(value, dict) and _TUPLE not in value:
            out[key] = _storable(value)
            continue
        try:
            out[key] = _encode(value)
        except _Unstorable:
            continue
    return out


def encode_memory(memory: Memory) -> str:
    """The memory as one JSON text (stable: equal memories give equal texts)."""
    return json.dumps(_storable(memory), sort_keys=True, ensure_ascii=False)


def decode_memory(stored: object) -> Memory:
    """The memory from its JSON form (anything else: empty; a part or an actor's entry
    of another shape, edited by hand, is left out)."""
    if not isinstance(stored, dict):
        return {}
    memory: Memory = {}
    for name, part in stored.items():
        if isinstance(name, str) and isinstance(part, dict) and _TUPLE not in part:
            memory[name] = {
                actor: {key: _decode(value) for key, value in options.items()}
                for actor, options in part.items()
                if isinstance(actor, str) and isinstance(options, dict) and _TUPLE not in options
            }
    return memory
