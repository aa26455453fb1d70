"""The bestiary: creatures kept across parties, one file per system in the user's data
folder (``$XDG_DATA_HOME/gmconsole/bestiary/<system>.toml``).

The file holds ``system = "<id>"`` and ``[[roster]]`` entries of exactly the shape a
party file's roster has, so entries can be copied between them by hand. It is read
entry by entry: a bad entry becomes a line naming the file and the field
(``bestiary/ryf.toml: roster[3].hp: must be 1..999 (got 0)``) and the other entries
still load. Loading never writes the file; saving an entry adds or replaces that entry,
removing one takes it out, and every other one, good or bad, stays as it was.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import tomli_w
from pydantic import ValidationError

from gmconsole.atomic_write import keep_backup, write_atomic
from gmconsole.i18n import got, t
from gmconsole.model.characters import CharacterBase
from gmconsole.recent import data_folder
from gmconsole.registry import party_model
from gmconsole.storage import prefix_headers
from gmconsole.toml_reading import MAX_FILE_BYTES, PartyFileError, TomlTable, decode, parse_toml
from gmconsole.validation_messages import validation_lines

TOP_KEYS = ("system", "roster")


def bestiary_folder() -> Path:
    return data_folder() / "bestiary"


def bestiary_path(system: str) -> Path:
    return bestiary_folder() / f"{system}.toml"


def shown_name(system: str) -> str:
    """The file as error lines name it: ``bestiary/ryf.toml``."""
    return f"bestiary/{system}.toml"


def creature_model(system: str) -> type[CharacterBase]:
    """The model of one roster entry of the system (a character with ``count``)."""
    return party_model(system).roster_model()


@dataclass
class Bestiary:
    """A system's bestiary as loaded: the entries that validated, and one line per
    problem (the file is never changed because of them)."""

    system: str
    entries: list[CharacterBase] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    """Every id the file's entries have, bad entries' too (a new entry takes none of them)."""

    def find(self, creature_id: str) -> CharacterBase | None:
        return next((e for e in self.entries if e.id == creature_id), None)


def default_count(entry: CharacterBase) -> int:
    """A roster or bestiary entry's default count when it joins a fight (each system's
    roster entry model has ``count``; a plain character counts 1)."""
    count = getattr(entry, "count", 1)
    return count if isinstance(count, int) else 1


class BestiaryError(Exception):
    """The bestiary cannot be written; ``lines`` say why, in the console's language."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


def load_bestiary(system: str) -> Bestiary:
    """The system's bestiary; a missing file is an empty bestiary."""
    path = bestiary_path(system)
    name = shown_name(system)
    bestiary = Bestiary(system)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return bestiary
    except OSError as error:
        bestiary.problems.append(
            t("{path}: cannot read ({reason})", path=name, reason=error.strerror or error)
        )
        return bestiary
    raw, lines = _raw(data, name)
    bestiary.problems.extend(lines)
    if raw is not None:
        _fill(bestiary, raw, name)
    return bestiary


def _raw(data: bytes, name: str) -> tuple[TomlTable | None, list[str]]:
    if len(data) > MAX_FILE_BYTES:
        size = len(data) // (1024 * 1024)
        return None, [
            t(
                "{path}: file is too large ({size} MB; a party file is at most 5 MB)",
                path=name,
                size=size,
            )
        ]
    try:
        return parse_toml(decode(data, name), name), []
    except PartyFileError as error:
        return None, error.lines


def _fill(bestiary: Bestiary, raw: TomlTable, name: str) -> None:
    system = bestiary.system
    problems = bestiary.problems
    for key in raw:
        if key not in TOP_KEYS:
            hint = t(" (allowed: {keys})", keys=", ".join(TOP_KEYS))
            problems.append(f"{name}: {key}: {t('unknown key')}{hint}")
    if raw.get("system") != system:
        if "system" not in raw:
            problems.append(f"{name}: system: {t('required key is missing')}")
        else:
            problems.append(
                f"{name}: system: "
                + t("must be one of {allowed}", allowed=repr(system))
                + got(repr(raw["system"]))
            )
            return  # another system's creatures: none of them belong here
    roster = raw.get("roster", [])
    if not isinstance(roster, list):
        problems.append(f"{name}: roster: {t('must be an array [...]')}")
        return
    model = creature_model(system)
    seen: dict[str, str] = {}
    for index, item in enumerate(roster):
        where = f"roster[{index}]"
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            bestiary.ids.add(item["id"])
        try:
            entry = model.model_validate(item)
        except ValidationError as error:
            problems.extend(
                f"{name}: {where}{_joined(line)}" for line in validation_lines(error, model)
            )
            continue
        extra = entry_problems(system, entry)
        if extra:
            problems.extend(f"{name}: {where}.{line}" for line in extra)
            continue
        if entry.id in seen:
            problems.append(
                f"{name}: "
                + t(
                    "{where}: duplicate id, already used at {place}",
                    where=f"{where}.id",
                    place=seen[entry.id],
                )
                + got(repr(entry.id))
            )
            continue
        seen[entry.id] = f"{where}.id"
        bestiary.entries.append(entry)


def _joined(line: str) -> str:
    """``hp: ...`` -> ``.hp: ...``; a line about the entry itself (``must be a table``)
    stays after ``roster[3]: ``."""
    head = line.split(":", 1)[0]
    if head == t("(top level)"):
        return ":" + line.split(":", 1)[1]
    return "." + line if not line.startswith("[") else line


def entry_problems(system: str, entry: CharacterBase) -> list[str]:
    """The party's cross-field checks that concern one creature (RyF: charisma needs the
    party's option), as ``field: message`` lines."""
    probe = party_model(system).model_validate(
        {"system": system, "name": "-", "roster": [entry.model_dump(mode="json")]},
    )
    prefix = "roster[0]."
    return [line.removeprefix(prefix) for line in probe.problems() if line.startswith(prefix)]


# --- writing ----------------------------------------------------------------------------


def entry_data(character: CharacterBase, creature_id: str, name: str, count: int = 1) -> TomlTable:
    """A roster entry made from a character (an enemy in the fight or a roster entry):
    its stats under the given id and name, as a file writes them."""
    data = character.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
    data.update(id=creature_id, name=name)
    data.pop("count", None)
    if count != 1:
        data["count"] = count
    return data


def save_entry(system: str, data: TomlTable) -> bool:
    """Add ``data`` (a roster entry) to the bestiary, or replace the entry of the same id;
    returns True when it replaced one."""
    return store_entries(system, [data])[0]


def store_entries(system: str, items: list[TomlTable]) -> list[bool]:
    """Add roster entries to the bestiary, each replacing the entry of its id if there is
    one (True in the answer where it did). Every other entry stays as the file has it (a
    bad one too); a file that is not readable TOML is not touched (BestiaryError)."""
    model = creature_model(system)
    for data in items:
        model.model_validate(data)  # the caller's entries are valid already
    path = bestiary_path(system)
    name = shown_name(system)
    try:
        old = path.read_bytes()
    except FileNotFoundError:
        old = b""
    except OSError as error:
        raise BestiaryError(
            [t("{path}: cannot read ({reason})", path=name, reason=error.strerror or error)]
        ) from None
    raw, lines = _raw(old, name) if old else ({}, [])
    roster = raw.get("roster", []) if raw is not None else None
    if (
        raw is None
        or not isinstance(roster, list)
        or not all(isinstance(item, dict) for item in roster)
    ):
        raise BestiaryError([t("{path}: not saved: fix the file first", path=name), *lines])
    roster = list(roster)
    replaced = []
    appended = []
    for data in items:
        same = [
            i
            for i, item in enumerate(roster)
            if isinstance(item, dict) and item.get("id") == data["id"]
        ]
        if same:
            roster[same[0]] = data
        else:
            roster.append(data)
            appended.append(data)
        replaced.append(bool(same))
    expected = {"system": system, **raw, "roster": roster}
    candidates = []
    if not any(replaced):
        # Entries added at the end: the file's comments and layout stay as they are.
        text = old.decode("utf-8").removeprefix("\ufeff") if old else ""
        for data in appended:
            text = _appended(text, data, system)
        candidates.append(text)
    try:
        candidates.append(_rewritten(expected, system))
    except (TypeError, ValueError):
        pass  # a value tomli-w cannot write back: only the appended text may do
    for text in candidates:
        if _reads_back(text, expected):
            _write(path, text.encode("utf-8"))
            return replaced
    raise BestiaryError([t("{path}: not saved: it would not read back the same", path=name)])


def remove_entry(system: str, creature_id: str) -> None:
    """Take the entry of that id out of the bestiary; every other entry stays as the file
    has it (a bad one too). A file that is not readable TOML, or has no such entry, is not
    touched (BestiaryError)."""
    path = bestiary_path(system)
    name = shown_name(system)
    try:
        old = path.read_bytes()
    except OSError as error:
        raise BestiaryError(
            [t("{path}: cannot read ({reason})", path=name, reason=error.strerror or error)]
        ) from None
    raw, lines = _raw(old, name)
    roster = raw.get("roster", []) if raw is not None else None
    if raw is None or not isinstance(roster, list):
        raise BestiaryError([t("{path}: not saved: fix the file first", path=name), *lines])
    kept = [
        item for item in roster if not (isinstance(item, dict) and item.get("id") == creature_id)
    ]
    if len(kept) == len(roster):
        raise BestiaryError([t("{path}: no entry with id {id}", path=name, id=repr(creature_id))])
    expected = {"system": system, **raw, "roster": kept}
    try:
        text = _rewritten(expected, system)
    except (TypeError, ValueError):
        text = ""
    if not text or not _reads_back(text, expected):
        raise BestiaryError([t("{path}: not saved: it would not read back the same", path=name)])
    _write(path, text.encode("utf-8"))


def _reads_back(text: str, expected: TomlTable) -> bool:
    """The text parses to exactly ``expected`` (a roster written inline as ``roster =
    [...]`` cannot take a ``[[roster]]`` after it: then the file is rewritten)."""
    try:
        return tomllib.loads(text) == expected
    except tomllib.TOMLDecodeError:
        return False


def _appended(text: str, data: TomlTable, system: str) -> str:
    """The file with one more ``[[roster]]`` at its end (its comments kept)."""
    if not text.strip():
        text = tomli_w.dumps({"system": system})
    if not text.endswith("\n"):
        text += "\n"
    return text + "\n[[roster]]\n" + prefix_headers(tomli_w.dumps(data), "roster")


def _rewritten(raw: TomlTable, system: str) -> str:
    head = {k: v for k, v in raw.items() if k != "roster"}
    head.setdefault("system", system)
    parts = [tomli_w.dumps(head)]
    roster = raw.get("roster", [])
    for item in roster if isinstance(roster, list) else []:
        parts.append("[[roster]]\n" + prefix_headers(tomli_w.dumps(item), "roster"))
    return "\n".join(parts)


def _write(path: Path, data: bytes) -> None:
    """Replace the file atomically, the previous version kept as ``<system>.toml.bak``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        keep_backup(path)
    write_atomic(path, data, mode_from=path)
