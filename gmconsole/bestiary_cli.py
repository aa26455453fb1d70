"""``gmconsole bestiary import FILE`` and ``gmconsole bestiary list [SYSTEM]``."""

from __future__ import annotations

import argparse
from typing import TextIO

from gmconsole.bestiary import (
    BestiaryError,
    bestiary_folder,
    bestiary_path,
    creature_model,
    default_count,
    entry_data,
    entry_problems,
    load_bestiary,
    shown_name,
    store_entries,
)
from gmconsole.i18n import t, tn
from gmconsole.registry import SYSTEMS
from gmconsole.storage import PartyFileError, load_party


def bestiary_command(args: list[str], out: TextIO, err: TextIO) -> int:
    parser = argparse.ArgumentParser(
        prog="gmconsole bestiary",
        description=t(
            "The bestiary: creatures shared by every party of a system, kept in {folder}",
            folder=_folder(),
        ),
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar=t("COMMAND"))
    importing = commands.add_parser(
        "import", help=t("copy a party file's roster into the bestiary of its system")
    )
    importing.add_argument("file", metavar=t("FILE"))
    listing = commands.add_parser("list", help=t("print the bestiary of one system or of all"))
    listing.add_argument("system", nargs="?", choices=list(SYSTEMS), metavar=t("SYSTEM"))
    options = parser.parse_args(args)
    if options.command == "import":
        return import_roster(options.file, out, err)
    return list_bestiary(options.system, out)


def _folder() -> str:
    return str(bestiary_folder())


def import_roster(file: str, out: TextIO, err: TextIO) -> int:
    """Copy the roster of a party file into its system's bestiary: entries whose id the
    bestiary has already are skipped (the console asks before replacing one)."""
    try:
        party = load_party(file)
    except PartyFileError as error:
        print(t("gmconsole: cannot open {path}:", path=file), file=err)
        for line in error.lines:
            print(f"  {line}", file=err)
        return 1
    system = party.system
    bestiary = load_bestiary(system)
    name = shown_name(system)
    added: list[dict[str, object]] = []
    skipped: list[str] = []
    for entry in party.roster:
        if bestiary.find(entry.id) is not None:
            skipped.append(
                t("{name} ({id}): the bestiary has this id already", name=entry.name, id=entry.id)
            )
            continue
        data = entry_data(entry, entry.id, entry.name, default_count(entry))
        problem = _problem(system, data)
        if problem:
            skipped.append(f"{entry.name} ({entry.id}): {problem}")
            continue
        added.append(data)
    if added:
        try:
            store_entries(system, added)
        except BestiaryError as error:
            for line in error.lines:
                print(line, file=err)
            return 1
        except OSError as error:
            print(
                t("{path}: cannot write ({reason})", path=name, reason=error.strerror or error),
                file=err,
            )
            return 1
    count = len(added)
    print(
        tn("{path}: {n} creature added", "{path}: {n} creatures added", count, path=name),
        file=out,
    )
    for data in added:
        print(f"  + {data['name']} ({data['id']})", file=out)
    if skipped:
        print(t("skipped:"), file=out)
        for line in skipped:
            print(f"  - {line}", file=out)
    if not party.roster:
        print(t("{file} has no roster to import", file=file), file=out)
    return 0


def _problem(system: str, data: dict[str, object]) -> str:
    """Why an entry valid in its party cannot stand alone in the bestiary ("" if it can):
    a check that needs the party's options (RyF charisma)."""
    entry = creature_model(system).model_validate(data)
    return "; ".join(entry_problems(system, entry))


def list_bestiary(system: str | None, out: TextIO) -> int:
    """Print each creature of the bestiary (of ``system``, else of every system with a
    file), and the lines about bad entries; 1 when there are such lines."""
    systems = [system] if system else [s for s in SYSTEMS if bestiary_path(s).exists()]
    if not systems:
        print(
            t(
                "The bestiary is empty ({folder}): `gmconsole bestiary import PARTY.toml` "
                "copies a party's roster into it; in the console, B saves an enemy.",
                folder=_folder(),
            ),
            file=out,
        )
        return 0
    status = 0
    for name in systems:
        bestiary = load_bestiary(name)
        count = len(bestiary.entries)
        title = tn(
            "{path} ({system}): {n} creature",
            "{path} ({system}): {n} creatures",
            count,
            path=shown_name(name),
            system=SYSTEMS[name],
        )
        print(title, file=out)
        for entry in bestiary.entries:
            print(f"  {entry.id:<20} {entry.name} (x{default_count(entry)})", file=out)
        for line in bestiary.problems:
            print(f"  ! {line}", file=out)
            status = 1
    return status
