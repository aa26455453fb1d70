"""Reading and writing party files: the only module that touches them.

Loading never crashes or guesses: every problem becomes a line the GM can act on.
Saving never loses anything: atomic replace, a .bak of the previous version, and a
re-load check of the bytes before they replace the file.

TOML is read with the standard library's ``tomllib`` (TOML 1.0) and written with
``tomli-w``. A UTF-8 byte order mark at the start of a file (Windows Notepad) is accepted
and dropped; saving never writes one.

The re-load check. Before the bytes replace the file they are parsed again with tomllib,
whole, and must give back exactly the data they were dumped from; that content is then
validated like a loaded file (pydantic, cross-field checks) and compared with the party.
A refusal names the first place that would differ (``encounter.combatants[3]``).
"""

from __future__ import annotations

import errno
import gc
import re
import tomllib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

import tomli_w
from pydantic import BaseModel, ValidationError

from gmconsole.atomic_write import keep_backup, remove_stale_temp_files, write_atomic
from gmconsole.i18n import got, number, t, translatable
from gmconsole.model.party import AnyParty
from gmconsole.party_migration import migrate, old_paths
from gmconsole.registry import SYSTEMS, party_model
from gmconsole.toml_reading import (
    MAX_FILE_BYTES,
    PartyFileError,
    TomlTable,
    comment_lines,
    decode,
    message_without_position,
    parse_toml,
)
from gmconsole.validation_messages import validation_lines

# --- Loading -------------------------------------------------------------------------


def load_party(path: Path | str) -> AnyParty:
    """Load and validate a party file, or raise PartyFileError with the error lines."""
    path = Path(path)
    try:
        data = path.read_bytes() if path.stat().st_size <= MAX_FILE_BYTES else None
    except FileNotFoundError:
        raise PartyFileError(path, [t("{path}: no such file", path=path)]) from None
    except IsADirectoryError:
        raise PartyFileError(
            path, [t("{path}: is a folder, not a party file", path=path)]
        ) from None
    except OSError as error:
        raise PartyFileError(
            path, [t("{path}: cannot read ({reason})", path=path, reason=_reason(error))]
        ) from None
    if data is None:
        size = path.stat().st_size / (1024 * 1024)
        raise PartyFileError(
            path,
            [
                t(
                    "{path}: file is too large ({size} MB; a party file is at most 5 MB)",
                    path=path,
                    size=number(size),
                )
            ],
        )
    return parse_party(data, str(path))


_REASONS = {
    errno.EACCES: translatable("Permission denied"),
    errno.EPERM: translatable("Operation not permitted"),
    errno.EIO: translatable("Input/output error"),
}
"""The operating system's reasons a GM meets most, in the console's language (any other
is shown as the system gives it)."""


def _reason(error: OSError) -> str:
    known = _REASONS.get(error.errno) if error.errno is not None else None
    return t(known) if known and error.strerror == known else str(error.strerror)


@contextmanager
def _without_gc() -> Iterator[None]:
    """Pause Python's cycle collector while a file becomes a party, or a party a
    checked file (a load; a save's dump and re-load check).

    Parsing and validating build tens of thousands of containers and no reference
    cycles, yet every 700 new containers start a collection, and the later ones walk the
    whole heap, which right after start-up holds every module imported. Loading 1,000
    combatants in a fresh console took 165 ms instead of 206 (median of 5 processes;
    ``benchmarks/bench_storage.py`` collects before each figure, so it shows no
    difference there). Mercurial's ``util.nogc`` does the
    same around its bulk parsers. Nothing is lost: the collector runs as usual once the
    party is built (and stays off if the caller had turned it off).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_party(data: bytes, name: str = "<party>") -> AnyParty:
    """Validate party bytes; ``name`` is the file name used in error lines."""
    with _without_gc():
        return _parse_party(data, name)


def _parse_party(data: bytes, name: str) -> AnyParty:
    raw = parse_toml(decode(data, name), name)
    if not raw:
        systems = " | ".join(f'"{s}"' for s in SYSTEMS)
        raise PartyFileError(
            name,
            [
                t(
                    "{name}: the file is empty; it needs at least system = {systems} and name",
                    name=name,
                    systems=systems,
                )
            ],
        )
    return _validate(raw, name)


def _validate(raw: TomlTable, name: str) -> AnyParty:
    system = raw.get("system")
    allowed = ", ".join(SYSTEMS)
    if "system" not in raw:
        raise PartyFileError(
            name, [t("system: required key is missing (allowed: {allowed})", allowed=allowed)]
        )
    if not isinstance(system, str) or system not in SYSTEMS:
        raise PartyFileError(
            name,
            ["system: " + t("must be one of {allowed}", allowed=allowed) + got(repr(system))],
        )
    model = party_model(system)
    moved = migrate(raw, model)  # the first format's keys (gmconsole.party_migration)
    try:
        party = model.model_validate(raw)
    except ValidationError as error:
        raise PartyFileError(name, old_paths(validation_lines(error, model), moved)) from None
    problems = party.problems()
    if problems:
        raise PartyFileError(name, old_paths(problems, moved))
    return party


# --- Comments a save would drop -------------------------------------------------------


def dropped_comments(path: Path) -> list[int]:
    """The lines of the file on disk that hold comments (a hand-written file's), which
    the next save would not keep (none when the file cannot be read: the save says so)."""
    try:
        data = path.read_bytes() if path.stat().st_size <= MAX_FILE_BYTES else b""
        return comment_lines(decode(data, str(path)))
    except (OSError, PartyFileError):
        return []


def comments_warning(path: Path, lines: list[int]) -> str:
    """What the GM reads before a save that drops the file's comments."""
    shown = ", ".join(str(n) for n in lines[:5]) + (", ..." if len(lines) > 5 else "")
    return t(
        "{name} has comments (# ..., lines {lines}): saving writes the party without them. "
        "{name}.bak keeps this version until the next save. For notes, use the party's "
        "notes fields (a sheet's notes with k or K, a combatant's with o).",
        name=path.name,
        lines=shown,
    )


# --- A new party ---------------------------------------------------------------------


def new_party_path(text: str) -> Path:
    """The file a new party goes to, from what the GM typed: ``~`` expanded, ``.toml``
    added; ValueError (its message for the GM) when a file is already there."""
    path = Path(text.strip()).expanduser()
    if not text.strip():
        raise ValueError(t("a path is needed"))
    if path.suffix != ".toml":
        path = path.with_name(path.name + ".toml")
    if path.exists():
        raise ValueError(t("{path} already exists: choose another name", path=path))
    return path


def create_party(system: str, name: str, path: Path) -> AnyParty:
    """A new, empty party of ``system`` written to ``path`` (never over a file: OSError
    FileExistsError); no members, no roster, no fight: the console adds them."""
    party = party_model(system).model_validate({"system": system, "name": name})
    if path.exists():
        raise FileExistsError(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_party(party, path, backup=False)
    return party


# --- Saving --------------------------------------------------------------------------

_FIRST = ("system", "name")
_TOP_SECTIONS = ("members", "roster", "encounters")
_ENCOUNTER_SECTIONS = ("enemies", "combatants")
_LOG = "log"
_JOURNAL = "journal"
_HEAD = translatable("the party's own keys")


class _Piece(NamedTuple):
    """A part of the file, named as the GM calls it in a refusal line."""

    where: str
    """e.g. ``the party's own keys``, ``encounter``, ``encounter.combatants[3]``."""
    text: str


def dump_party(party: AnyParty) -> bytes:
    """The file's bytes: system and name first, the party, then encounter, log last.

    Values equal to their defaults are left out, so the file stays short enough to edit
    by hand (docs/party-format.md lists every default), but a party member's sheet shows
    its values at their default too (``sheet_data``).
    """
    pieces, _ = _dump(party)
    return _join(pieces).encode("utf-8")


def _join(pieces: list[_Piece]) -> str:
    return "\n".join(piece.text for piece in pieces)


def _dump(party: AnyParty) -> tuple[list[_Piece], TomlTable]:
    """The file in pieces, in order: head, members, roster, encounter, its enemies and
    combatants, log; and the data they were dumped from. Each character, combatant and
    log line is its own ``[[P]]`` section, whatever its size (tomli-w alone would put
    short ones in an inline array)."""
    data = party.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
    _without_empty_extra(data)
    _with_sheet_defaults(party, data)
    rest = dict(data)
    head = {key: rest.pop(key) for key in _FIRST if key in rest}
    sections = {key: rest.pop(key, []) for key in _TOP_SECTIONS}
    encounter = dict(rest.pop("encounter", {}))
    encounter_sections = {key: encounter.pop(key, []) for key in _ENCOUNTER_SECTIONS}
    log = rest.pop(_LOG, [])
    journal = rest.pop(_JOURNAL, [])
    head.update(rest)

    pieces = [_Piece(t(_HEAD), tomli_w.dumps(head))]
    for key, entries in sections.items():
        _sections(pieces, key, entries)
    if encounter:
        pieces.append(_Piece("encounter", tomli_w.dumps({"encounter": encounter})))
    for key, entries in encounter_sections.items():
        _sections(pieces, f"encounter.{key}", entries)
    _sections(pieces, _LOG, log)
    _sections(pieces, _JOURNAL, journal)
    return pieces, data


def _without_empty_extra(data: TomlTable) -> None:
    """Leave out a table with every value at its default (``extra = {}``, ``options``, an
    unstarted ``encounter``): pydantic keeps it, the default being the system's model and
    not the generic field's, and an empty table reads back the same as none."""
    encounter = data.get("encounter")
    for table in (
        (encounter, *encounter.get("combatants", ())) if isinstance(encounter, dict) else ()
    ):
        if table.get("extra") == {}:
            del table["extra"]
    for key in ("options", "encounter"):
        if data.get(key) == {}:
            del data[key]


def _with_sheet_defaults(party: AnyParty, data: TomlTable) -> None:
    """Each party member's entry in ``data`` with its sheet's values at their default
    too (``sheet_data``)."""
    written = data.get("members", [])
    assert isinstance(written, list)
    for i, member in enumerate(party.members):
        written[i] = sheet_data(member, written[i])


def sheet_data(character: BaseModel, written: TomlTable) -> TomlTable:
    """A party member's entry as the file writes it: ``written`` (its keys not at their
    default) and its sheet's values at their default too, a number, a yes/no or a
    choice, so a GM reading the file sees them (play-test 29: Mirla's ``strikes_max`` 3
    was not there). Empty text and lists, unset values and what is inside a list stay
    out: the file stays short. An enemy's or a creature's entry keeps only what differs:
    a player's resource there (RyF token, EZD6 karma...) means the entry has it (RULINGS,
    third pass), and some values mean nothing for a creature (RyF ``specialization_used``
    with no specialization)."""

    def shown(key: str, value: object) -> bool:
        if key in written:
            return True
        return isinstance(value, bool | int | float) or (isinstance(value, str) and value != "")

    every = character.model_dump(mode="json", exclude_none=True)
    return {key: written.get(key, value) for key, value in every.items() if shown(key, value)}


def _sections(pieces: list[_Piece], path: str, entries: list[TomlTable]) -> None:
    """One ``[[path]]`` section per entry, appended to ``pieces``."""
    header = f"[[{path}]]\n"
    for i, entry in enumerate(entries):
        pieces.append(_Piece(f"{path}[{i}]", header + prefix_headers(tomli_w.dumps(entry), path)))


def prefix_headers(body: str, path: str) -> str:
    """``[attributes]`` -> ``[members.attributes]``, ``[[weapons]]`` ->
    ``[[members.weapons]]``: tomli-w wrote the entry as a document of its own. It writes
    every string on one line and escapes control characters, so a line starting with
    ``[`` is a header and NUL never occurs (it marks ``[[`` here)."""
    if not body.startswith("[") and "\n[" not in body:
        return body
    return (
        ("\n" + body)
        .replace("\n[[", "\n\x00")
        .replace("\n[", f"\n[{path}.")
        .replace("\n\x00", f"\n[[{path}.")[1:]
    )


def _read_back(pieces: list[_Piece], data: TomlTable) -> tuple[TomlTable, list[str]]:
    """The file parsed again, whole; refusal lines when it is not exactly ``data``."""
    text = _join(pieces)
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = t("TOML syntax: {message}", message=message_without_position(str(error)))
        return {}, [f"{_piece_at(pieces, str(error))}: {message}"]
    except RecursionError:
        return {}, [t("nested too deeply to read back")]
    if parsed != data:
        where = _first_difference(parsed, data)
        return {}, [f"{where}: {t('its TOML would not read back the same')}"]
    return parsed, []


def _piece_at(pieces: list[_Piece], message: str) -> str:
    """The piece holding the line tomllib's message names (``at line N``)."""
    match = re.search(r"at line (\d+)", message)
    if match is None:  # "(at end of document)": a value left open runs to the file's end
        return pieces[-1].where
    line = int(match[1])
    for piece in pieces:
        line -= piece.text.count("\n") + 1
        if line <= 0:
            return piece.where
    return pieces[-1].where


def _first_difference(parsed: TomlTable, data: TomlTable) -> str:
    """Where the parsed file first differs from the data, as a refusal names it."""
    for key in (*_TOP_SECTIONS, _LOG, _JOURNAL):
        if parsed.get(key) != data.get(key):
            return _entry_difference(key, parsed.get(key), data.get(key))
    encounter, wanted = parsed.get("encounter", {}), data.get("encounter", {})
    if isinstance(encounter, dict) and isinstance(wanted, dict):
        for key in _ENCOUNTER_SECTIONS:
            if encounter.get(key) != wanted.get(key):
                return _entry_difference(f"encounter.{key}", encounter.get(key), wanted.get(key))
    if encounter != wanted:
        return "encounter"
    return t(_HEAD)


def _entry_difference(path: str, parsed: object, wanted: object) -> str:
    if isinstance(parsed, list) and isinstance(wanted, list):
        for i, (got_entry, wanted_entry) in enumerate(zip(parsed, wanted, strict=False)):
            if got_entry != wanted_entry:
                return f"{path}[{i}]"
        return f"{path}[{min(len(parsed), len(wanted))}]"
    return path


def save_party(
    party: AnyParty,
    path: Path | str,
    *,
    backup: bool = True,
    _before_replace: Callable[[Path], None] | None = None,
) -> None:
    """Write atomically: temp file in the same folder, fsync, os.replace, keep the mode.

    The previous version is kept as NAME.toml.bak. The bytes are re-loaded first (see the
    module's docstring); if they would not load back to the same party, nothing is written.
    """
    path = Path(path)
    with _without_gc():
        data = _verified_bytes(party, path)
    remove_stale_temp_files(path)
    if backup and path.exists():
        keep_backup(path)
    write_atomic(path, data, mode_from=path, before_replace=_before_replace)


def _verified_bytes(party: AnyParty, path: Path) -> bytes:
    """The file's bytes, once they are known to load back to ``party``."""
    try:
        pieces, data = _dump(party)
        text = _join(pieces).encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:
        # A value no TOML file can hold (set behind validation's back; nested deeper
        # than tomli-w recurses), or text that is not Unicode (a lone surrogate:
        # UnicodeEncodeError is a ValueError).
        raise PartyFileError(
            path, [t("refusing to save: the party cannot be written as TOML"), str(error)]
        ) from None
    if len(text) > MAX_FILE_BYTES:
        size = len(text) / (1024 * 1024)
        raise PartyFileError(
            path,
            [
                t(
                    "refusing to save: the file would be {size} MB and a party file is at "
                    "most 5 MB",
                    size=number(size),
                )
            ],
        )
    content, problems = _read_back(pieces, data)
    if problems:
        raise PartyFileError(
            path, [t("refusing to save: the file would not load back the same"), *problems]
        )
    try:
        reloaded = _validate(content, str(path))
    except PartyFileError as error:
        raise PartyFileError(
            path, [t("refusing to save: the new file would not load"), *error.lines]
        ) from None
    if reloaded != party:
        raise PartyFileError(path, [t("refusing to save: the file would not load back the same")])
    return text
