"""A file's bytes as TOML data, with every problem as a line the GM can act on: not
UTF-8 (which byte, which line), a syntax error (file:line:column, tomllib's message in
the console's language), nesting too deep for the parser.

Party files (``storage``) and bestiary files (``bestiary``) are read through it; apart
from storage because the bestiary reads TOML that is not a party.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from gmconsole.i18n import t, translatable

TomlTable = dict[str, object]
"""A TOML document or table as tomllib reads it (and tomli-w writes it)."""

MAX_FILE_BYTES = 5 * 1024 * 1024
"""The largest file the console reads or writes (a party file, a bestiary)."""


class PartyFileError(Exception):
    """A party file could not be loaded or saved; ``lines`` are what the GM sees, in the
    console's language (field paths and TOML words stay as the file writes them)."""

    def __init__(self, path: Path | str, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.path = Path(path)
        self.lines = lines


_BOM = "\ufeff"


def decode(data: bytes, name: str) -> str:
    """UTF-8 text without a leading byte order mark, or the line saying which byte is not."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise PartyFileError(
            name,
            [
                t(
                    "{name}:{line}: not UTF-8 text (byte 0x{byte}); save the file as UTF-8",
                    name=name,
                    line=line,
                    byte=f"{data[error.start]:02x}",
                )
            ],
        ) from None
    return text.removeprefix(_BOM)


def parse_toml(text: str, name: str) -> TomlTable:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise PartyFileError(name, [_syntax_line(name, str(error), text)]) from None
    except RecursionError:
        # tomllib recurses once per nested array or inline table; a few hundred levels
        # exhaust Python's stack before the parser can complain.
        raise PartyFileError(name, [_too_deep_line(name, text)]) from None


_AT = re.compile(r"^(.*?) \(at line (\d+), column (\d+)\)$", re.DOTALL)
_AT_END = re.compile(r"^(.*?) \(at end of document\)$", re.DOTALL)


def _syntax_line(name: str, message: str, text: str) -> str:
    """tomllib's ``message (at line L, column C)`` -> ``file:L:C: TOML syntax: message``.

    ``(at end of document)`` becomes the position just after the file's last character
    that is not white space, where the GM has to look.
    """
    message = message.strip()
    match = _AT.match(message)
    if match:
        return f"{name}:{match[2]}:{match[3]}: {_syntax(match[1])}"
    match = _AT_END.match(message)
    if match:
        body = text.rstrip()
        line = body.count("\n") + 1
        column = len(body) - (body.rfind("\n") + 1) + 1
        return f"{name}:{line}:{column}: {_syntax(match[1])}"
    return f"{name}: {_syntax(message)}"


def _syntax(message: str) -> str:
    """``TOML syntax: <tomllib's message>``, both in the console's language."""
    return t("TOML syntax: {message}", message=toml_message(" ".join(message.split())))


_TOML_MESSAGES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(pattern), template)
    for pattern, template in (
        (r"Cannot declare (?P<key>.+) twice", translatable("Cannot declare {key} twice")),
        (r"Expected (?P<what>'.*')", translatable("Expected {what}")),
        (
            r"Found invalid character (?P<char>.+)",
            translatable("Found invalid character {char}"),
        ),
        (r"Illegal character (?P<char>.+)", translatable("Illegal character {char}")),
        (
            r"Cannot mutate immutable namespace (?P<key>.+)",
            translatable("Cannot mutate immutable namespace {key}"),
        ),
        (
            r"Cannot redefine namespace (?P<key>.+)",
            translatable("Cannot redefine namespace {key}"),
        ),
        (
            r"Duplicate inline table key (?P<key>.+)",
            translatable("Duplicate inline table key {key}"),
        ),
    )
]
"""tomllib's messages that carry a value, as patterns and the text they become."""

_TOML_FIXED = frozenset(
    {
        translatable("Invalid statement"),
        translatable("Expected newline or end of document after a statement"),
        translatable("Cannot overwrite a value"),
        translatable("Expected ']' at the end of a table declaration"),
        translatable("Expected ']]' at the end of an array declaration"),
        translatable("Expected '=' after a key in a key/value pair"),
        translatable("Invalid initial character for a key part"),
        translatable("Unclosed array"),
        translatable("Unclosed inline table"),
        translatable("Unescaped '\\' in a string"),
        translatable("Invalid hex value"),
        translatable("Escaped character is not a Unicode scalar value"),
        translatable("Unterminated string"),
        translatable("Invalid date or datetime"),
        translatable("Invalid value"),
        translatable("arrays or inline tables nested too deeply"),
    }
)
"""tomllib's fixed messages (Python 3.11-3.13); a message not listed stays as tomllib
wrote it."""


def toml_message(message: str) -> str:
    """One of tomllib's messages in the console's language (unchanged in English, and
    for a message this list does not know)."""
    if message in _TOML_FIXED:
        return t(message)
    for pattern, template in _TOML_MESSAGES:
        match = pattern.fullmatch(message)
        if match:
            return t(template, **match.groupdict())
    return message


def message_without_position(message: str) -> str:
    """tomllib's message without ``(at ...)``, which counts from the start of a chunk."""
    match = _AT.match(message.strip()) or _AT_END.match(message.strip())
    return toml_message(" ".join((match[1] if match else message).split()))


_DEEP = re.compile(r"(?:[\[{][ \t\r\n]*){64,}")


def _too_deep_line(name: str, text: str) -> str:
    message = _syntax("arrays or inline tables nested too deeply")
    match = _DEEP.search(text)
    if match is None:
        return f"{name}: {message}"
    line = text.count("\n", 0, match.start()) + 1
    column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
    return f"{name}:{line}:{column}: {message}"


def comment_lines(text: str) -> list[int]:
    """The lines (1-based) of a TOML text that hold a comment (``# ...``, alone or after
    a value): saving writes the party from its data, so they would not be kept. A ``#``
    inside a string (one-line or multi-line, basic or literal) is not a comment."""
    found: list[int] = []
    multi: str | None = None  # inside a multi-line string: its delimiter
    if "#" not in text:
        return found
    for number, line in enumerate(text.splitlines(), start=1):
        if "#" not in line and '"""' not in line and "'''" not in line:
            continue  # no comment, and the multi-line state cannot change here
        quote: str | None = None  # inside a one-line string: its quote
        i = 0
        while i < len(line):
            if multi is not None:
                if multi == '"""' and line[i] == "\\":
                    i += 2
                elif line.startswith(multi, i):
                    multi, i = None, i + 3
                else:
                    i += 1
                continue
            char = line[i]
            if quote is not None:
                if quote == '"' and char == "\\":
                    i += 2
                    continue
                if char == quote:
                    quote = None
                i += 1
                continue
            if line.startswith('"""', i) or line.startswith("'''", i):
                multi, i = line[i : i + 3], i + 3
            elif char in "\"'":
                quote, i = char, i + 1
            elif char == "#":
                found.append(number)
                break
            else:
                i += 1
    return found
