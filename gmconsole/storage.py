"""Reading and writing party files: the only module that touches them.

Loading never crashes or guesses: every problem becomes a line the GM can act on.
Saving never loses anything: atomic replace, a .bak of the previous version, and a
re-load of the bytes before they replace the file.

TOML is read and written with rtoml (Rust): it reads TOML 1.1, a superset of 1.0 (so a
trailing comma in an inline table or a UTF-8 byte order mark from a Windows editor is
accepted), and it is several times faster than tomllib and tomli-w, which lets the saver
afford its full re-load check.
"""

from __future__ import annotations

import glob
import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import rtoml
from pydantic import ValidationError

from gmconsole.model.party import AnyParty
from gmconsole.systems import SYSTEMS, party_model

MAX_FILE_BYTES = 5 * 1024 * 1024
BACKUP_SUFFIX = ".bak"


class PartyFileError(Exception):
    """A party file could not be loaded or saved; ``lines`` are what the GM sees."""

    def __init__(self, path: Path | str, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.path = Path(path)
        self.lines = lines


# --- Loading -------------------------------------------------------------------------


def load_party(path: Path | str) -> AnyParty:
    """Load and validate a party file, or raise PartyFileError with the error lines."""
    path = Path(path)
    try:
        data = path.read_bytes() if path.stat().st_size <= MAX_FILE_BYTES else None
    except FileNotFoundError:
        raise PartyFileError(path, [f"{path}: no such file"]) from None
    except IsADirectoryError:
        raise PartyFileError(path, [f"{path}: is a folder, not a party file"]) from None
    except OSError as error:
        raise PartyFileError(path, [f"{path}: cannot read ({error.strerror})"]) from None
    if data is None:
        size = path.stat().st_size / (1024 * 1024)
        raise PartyFileError(
            path, [f"{path}: file is too large ({size:.1f} MB; a party file is at most 5 MB)"]
        )
    return parse_party(data, str(path))


def parse_party(data: bytes, name: str = "<party>") -> AnyParty:
    """Validate party bytes; ``name`` is the file name used in error lines."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise PartyFileError(
            name,
            [
                f"{name}:{line}: not UTF-8 text (byte 0x{data[error.start]:02x}); "
                "save the file as UTF-8"
            ],
        ) from None
    try:
        raw = rtoml.loads(text)
    except rtoml.TomlParsingError as error:
        raise PartyFileError(name, [_syntax_line(name, str(error))]) from None
    if not raw:
        raise PartyFileError(
            name,
            [
                f"{name}: the file is empty; it needs at least "
                'system = "fids" | "ryf" | "eclipse_phase" | "ezd6"'
                " and name"
            ],
        )
    return _validate(raw, name)


_AT = re.compile(r"^(.*?) at line (\d+) column (\d+)$", re.DOTALL)


def _syntax_line(name: str, message: str) -> str:
    """rtoml's ``message at line L column C`` -> ``file:L:C: TOML syntax: message``."""
    match = _AT.match(message.strip())
    if match:
        return f"{name}:{match[2]}:{match[3]}: TOML syntax: {' '.join(match[1].split())}"
    return f"{name}: TOML syntax: {' '.join(message.split())}"


def _validate(raw: dict[str, Any], name: str) -> AnyParty:
    system = raw.get("system")
    allowed = ", ".join(SYSTEMS)
    if "system" not in raw:
        raise PartyFileError(name, [f"system: required key is missing (allowed: {allowed})"])
    if not isinstance(system, str) or system not in SYSTEMS:
        raise PartyFileError(name, [f"system: must be one of {allowed} (got {system!r})"])
    model = party_model(system)
    try:
        party = model.model_validate(raw)
    except ValidationError as error:
        raise PartyFileError(name, validation_lines(error, model)) from None
    problems = party.problems()
    if problems:
        raise PartyFileError(name, problems)
    return party  # type: ignore[return-value]


def field_path(loc: tuple[int | str, ...]) -> str:
    """``('members', 2, 'attributes', 'strength')`` -> ``members[2].attributes.strength``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or "(top level)"


_TYPE_WORDS = {
    "int_type": "must be an integer",
    "int_parsing": "must be an integer",
    "string_type": "must be a string (in quotes)",
    "bool_type": "must be true or false",
    "list_type": "must be an array [...]",
    "dict_type": "must be a table",
    "model_type": "must be a table",
    "model_attributes_type": "must be a table",
    "float_type": "must be a number",
    "missing": "required key is missing",
    "string_too_short": "must not be empty",
}


def validation_lines(error: ValidationError, model: type | None = None) -> list[str]:
    """One line per problem: ``path.to.field: message (got X)``."""
    lines = []
    for item in error.errors(include_url=False):
        loc = _clean_loc(item["loc"])
        kind = item["type"]
        ctx = item.get("ctx") or {}
        if "field" in ctx:
            # A cross-field check names the field it is about and the value it saw.
            loc = (*loc, ctx["field"])
            got = f" (got {_show(ctx['got'])})" if "got" in ctx else ""
            lines.append(f"{field_path(loc)}: {item['msg']}{got}")
            continue
        if kind == "extra_forbidden":
            allowed = _allowed_keys(model, loc[:-1]) if model else []
            hint = f" (allowed: {', '.join(allowed)})" if allowed else ""
            lines.append(f"{field_path(loc)}: unknown key{hint}")
            continue
        if kind == "literal_error":
            expected = item.get("ctx", {}).get("expected", "")
            message = f"must be one of {expected.replace(' or ', ', ')}".replace("'", "")
        elif kind in _TYPE_WORDS:
            message = _TYPE_WORDS[kind]
        else:
            message = item["msg"].removeprefix("Value error, ")
        got = "" if kind == "missing" else f" (got {_show(item.get('input'))})"
        lines.append(f"{field_path(loc)}: {message}{got}")
    return lines


def _clean_loc(loc: tuple[int | str, ...]) -> tuple[int | str, ...]:
    # Drop pydantic's inner markers such as 'function-after[...]' or '[key]'.
    return tuple(
        p
        for p in loc
        if not (isinstance(p, str) and ("[" in p and p.endswith("]") or p.startswith("function")))
    )


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        if len(value) <= 6 and all(isinstance(v, int | float) for v in value):
            return repr(value)
        return "an array"
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _allowed_keys(model: type, loc: tuple[int | str, ...]) -> list[str]:
    """Walk the model along ``loc`` to list the keys allowed where an unknown one was."""
    from typing import get_args, get_origin

    from pydantic import BaseModel

    current: Any = model
    for part in loc:
        if isinstance(part, int):
            continue
        fields = getattr(current, "model_fields", None)
        if not fields or part not in fields:
            return []
        annotation = fields[part].annotation
        while get_origin(annotation) is not None and not (
            isinstance(annotation, type) and issubclass(annotation, BaseModel)
        ):
            args = [a for a in get_args(annotation) if a is not type(None)]
            annotation = args[-1] if args else None
        current = annotation
    fields = getattr(current, "model_fields", None)
    return list(fields) if fields else []


# --- Saving --------------------------------------------------------------------------

_FIRST = ("system", "name")


def dump_party(party: AnyParty) -> bytes:
    """The file's bytes: system and name first, the party, then encounter, log last.

    Values equal to their defaults are left out, so the file stays short enough to edit
    by hand (docs/party-format.md lists every default).

    A TOML writer puts arrays of tables ([[log]]) before tables ([encounter]), so the
    party, the encounter and the log are written as three documents, in that order.
    """
    data = party.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
    ordered = {key: data.pop(key) for key in _FIRST}
    log = data.pop("log", [])
    encounter = data.pop("encounter", {})
    ordered.update(data)
    parts = [rtoml.dumps(ordered)]
    if encounter:
        parts.append(rtoml.dumps({"encounter": encounter}))
    if log:
        parts.append(rtoml.dumps({"log": log}))
    return "\n".join(part.rstrip("\n") + "\n" for part in parts).encode("utf-8")


def save_party(
    party: AnyParty,
    path: Path | str,
    *,
    backup: bool = True,
    _before_replace: Callable[[Path], None] | None = None,
) -> None:
    """Write atomically: temp file in the same folder, fsync, os.replace, keep the mode.

    The previous version is kept as NAME.toml.bak. The bytes are re-loaded first; if they
    do not load back to the same party, nothing is replaced.
    """
    path = Path(path)
    data = dump_party(party)
    try:
        reloaded = parse_party(data, str(path))
    except PartyFileError as error:
        raise PartyFileError(
            path, ["refusing to save: the new file would not load", *error.lines]
        ) from None
    if reloaded != party:
        raise PartyFileError(path, ["refusing to save: the file would not load back the same"])
    _remove_stale_temp_files(path)
    if backup and path.exists():
        _keep_backup(path)
    write_atomic(path, data, mode_from=path, before_replace=_before_replace)


def _remove_stale_temp_files(path: Path) -> None:
    """Temp files left by a save that was killed (SIGKILL, power cut) are removed by the
    next save of the same file; they were never the file itself, so nothing is lost."""
    folder = path.parent if str(path.parent) else Path(".")
    for stale in folder.glob(f".{glob.escape(path.name)}.*"):
        if stale.name.endswith((".tmp", ".bak-link")):
            stale.unlink(missing_ok=True)


def _keep_backup(path: Path) -> None:
    """Make NAME.toml.bak the current version: a hard link (no copy), else a copy."""
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    link = path.with_name(f".{path.name}.bak-link")
    try:
        link.unlink(missing_ok=True)
        os.link(path, link)
        os.replace(link, backup)
    except OSError:
        link.unlink(missing_ok=True)
        write_atomic(backup, path.read_bytes(), mode_from=path)


def write_atomic(
    path: Path,
    data: bytes,
    *,
    mode_from: Path | None = None,
    before_replace: Callable[[Path], None] | None = None,
) -> None:
    """Atomic write; ``before_replace`` lets tests inject a crash between write and replace."""
    folder = path.parent if str(path.parent) else Path(".")
    mode = None
    if mode_from is not None and mode_from.exists():
        mode = mode_from.stat().st_mode & 0o7777
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    temp = Path(temp_name)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, mode if mode is not None else 0o644)
        if before_replace is not None:
            before_replace(temp)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
