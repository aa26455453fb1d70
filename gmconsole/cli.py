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
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    options = parser.parse_args(args)
    if options.version:
        # Looked up only when asked: importlib.metadata would slow every launch.
        print(f"gmconsole {version()}")
        return 0
    return run_console(Path(options.path) if options.path else None)


def version() -> str:
    """The installed distribution's version (pyproject.toml's, once installed)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version("gmconsole")
    except PackageNotFoundError:
        return "unknown (not installed)"


def run_console(path: Path | None) -> int:
    """Open the console; a file that fails to load is reported before the TUI starts."""
    from gmconsole.storage import PartyFileError, load_party

    party = None
    if path is not None:
        try:
            party = load_party(path)
        except PartyFileError as error:
            print(f"gmconsole: cannot open {path}:", file=sys.stderr)
            for line in error.lines:
                print(f"  {line}", file=sys.stderr)
            return 1
    from gmconsole.app import GMConsole

    app = GMConsole(path=path, party=party)
    app.run()
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
