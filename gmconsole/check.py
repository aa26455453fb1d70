"""`gmconsole check FILE...`: validate party files without opening the console."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from gmconsole.storage import PartyFileError, load_party
from gmconsole.systems.ryf.model import RyfParty
from rules import ryf


def check_files(paths: list[str], creation: bool, out: TextIO) -> int:
    """Print one verdict per file; return 0 only if every file is valid."""
    status = 0
    for name in paths:
        try:
            party = load_party(Path(name))
        except PartyFileError as error:
            status = 1
            print(f"FAIL {name}:", file=out)
            for line in error.lines:
                print(f"  {line}", file=out)
            continue
        print(
            f"OK {name}: {party.system}, {len(party.members)} members, "
            f"{len(party.roster)} enemies, round {party.encounter.round}",
            file=out,
        )
        if creation and isinstance(party, RyfParty):
            for line in creation_lines(party):
                print(f"  warning: {line}", file=out)
    return status


def creation_lines(party: RyfParty) -> list[str]:
    """RyF creation-limit warnings for every member (grown characters exceed them)."""
    lines = []
    for i, member in enumerate(party.members):
        attributes = member.attributes.model_dump(exclude_none=True)
        for warning in ryf.creation_warnings(
            attributes, {str(k): int(v) for k, v in member.skills.items()}, party.options.charisma
        ):
            lines.append(f"members[{i}] ({member.name!r}): {warning}")
    return lines
