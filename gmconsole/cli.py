"""Command line: `gmconsole [PATH]` opens the console; `gmconsole check FILE...` validates;
`gmconsole --version` prints the version."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["check"]:
        parser = argparse.ArgumentParser(
            prog="gmconsole check", description="Validate party files."
        )
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument(
            "--creation", action="store_true", help="add RyF creation-limit warnings"
        )
        options = parser.parse_args(args[1:])
        from gmconsole.check import check_files

        return check_files(options.files, options.creation, sys.stdout)

    parser = argparse.ArgumentParser(
        prog="gmconsole",
        description="Run combat for FIDS, RyF, Eclipse Phase and EZD6. "
        "`gmconsole check FILE...` validates party files.",
    )
    parser.add_argument("path", nargs="?", help="party file to open")
    parser.add_argument(
        "--players",
        nargs="?",
        const="127.0.0.1:8000",
        metavar="[HOST:]PORT",
        help="start the players' view (a web page) with the party; default 127.0.0.1:8000, "
        "0.0.0.0:PORT serves the local network with an access token",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    options = parser.parse_args(args)
    if options.version:
        # Looked up only when asked: importlib.metadata would slow every launch.
        print(f"gmconsole {version()}")
        return 0
    return run_console(Path(options.path) if options.path else None, options.players)


def version() -> str:
    """The installed distribution's version (pyproject.toml's, once installed)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version("gmconsole")
    except PackageNotFoundError:
        return "unknown (not installed)"


def run_console(path: Path | None, players: str | None = None) -> int:
    """Open the console; a file that fails to load is reported before the TUI starts.

    A shipped sample opened by its path is played in the GM's own copy (as from the start
    screen), so the shipped file is never written, nor a backup or journal beside it.
    """
    from gmconsole.storage import PartyFileError, load_party

    if players is not None:
        from gmconsole.players.addresses import parse_address

        try:
            parse_address(players)
        except ValueError as error:
            print(f"gmconsole: --players {players}: {error}", file=sys.stderr)
            return 2
    party = None
    notice = None
    if path is not None:
        given = path
        path = _own_copy_of_sample(path)
        if path is None:
            return 1
        if path != given:
            notice = f"{given} is a shipped sample: you are playing your own copy, {path}"
        try:
            party = load_party(path)
        except PartyFileError as error:
            print(f"gmconsole: cannot open {path}:", file=sys.stderr)
            for line in error.lines:
                print(f"  {line}", file=sys.stderr)
            return 1
    from gmconsole.app import GMConsole

    app = GMConsole(path=path, party=party, players=players, notice=notice)
    app.run()
    return app.return_code or 0


def _own_copy_of_sample(path: Path) -> Path | None:
    """``path``, or the GM's copy when it names a shipped sample (None: no copy possible)."""
    from gmconsole.samples import open_sample, sample_copy, shipped_sample

    system = shipped_sample(path)
    if system is None:
        return path
    try:
        copy = open_sample(system)
    except OSError as error:
        print(
            f"gmconsole: {path} is a shipped sample, played in a copy, but the copy "
            f"{sample_copy(system)} cannot be made: {error.strerror or error}",
            file=sys.stderr,
        )
        return None
    return copy


if __name__ == "__main__":
    sys.exit(main())
