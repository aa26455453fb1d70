"""`gmconsole check FILE...`: validate party files without opening the console."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from gmconsole.i18n import t, tn
from gmconsole.registry import adapter_for
from gmconsole.storage import PartyFileError, load_party


def check_files(paths: list[str], creation: bool, out: TextIO) -> int:
    """Print one verdict per file; return 0 only if every file is valid."""
    status = 0
    for name in paths:
        try:
            party = load_party(Path(name))
        except PartyFileError as error:
            status = 1
            print(t("FAIL {name}:", name=name), file=out)
            for line in error.lines:
                print(f"  {line}", file=out)
            continue
        encounter = party.encounter
        enemies = sum(1 for c in encounter.combatants if c.side == "enemy")
        print(
            t(
                "OK {name}: {system}, {members}, {roster}, {enemies}, round {round}",
                name=name,
                system=party.system,
                members=tn("{n} member", "{n} members", len(party.members)),
                roster=tn("{n} roster entry", "{n} roster entries", len(party.roster)),
                enemies=tn("{n} enemy in the fight", "{n} enemies in the fight", enemies),
                round=encounter.round,
            ),
            file=out,
        )
        if creation:
            for line in adapter_for(party.system).creation_warnings(party):
                print(t("  warning: {line}", line=line), file=out)
    return status
