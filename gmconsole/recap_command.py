"""`gmconsole recap FILE`: print the session recap of a party file (Markdown)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from gmconsole.atomic_write import write_atomic
from gmconsole.i18n import t
from gmconsole.recap import recap_path, render
from gmconsole.storage import PartyFileError, load_party


def recap_command(
    args: list[str], add_lang: Callable[[argparse.ArgumentParser], None], out: TextIO
) -> int:
    """Parse ``args`` (after ``recap``), print the recap; 0 on success."""
    parser = argparse.ArgumentParser(
        prog="gmconsole recap",
        description=t("Print a Markdown recap of the fights in a party file."),
    )
    parser.add_argument("file", metavar=t("FILE"))
    parser.add_argument("--fight", type=int, metavar="N", help=t("only fight N (1 is the first)"))
    parser.add_argument(
        "--gm",
        action="store_true",
        help=t("the GM's copy: include secret rolls and hidden combatants"),
    )
    add_lang(parser)
    options = parser.parse_args(args)
    try:
        party = load_party(Path(options.file))
    except PartyFileError as error:
        print(t("FAIL {name}:", name=options.file), file=out)
        for line in error.lines:
            print(f"  {line}", file=out)
        return 1
    try:
        text = render(party, options.fight, gm=options.gm)
    except ValueError as problem:
        print(str(problem), file=out)
        return 1
    out.write(text)
    return 0


def write_recap(party_path: Path, text: str, gm: bool = False) -> Path:
    """Write ``NAME.recap.md`` (the GM's copy: ``NAME.gm.recap.md``) next to the party
    file (atomically); its path."""
    target = recap_path(party_path, gm=gm)
    write_atomic(target, text.encode("utf-8"))
    return target
