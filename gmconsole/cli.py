"""Command line: `gmconsole [PATH]` opens the console; `gmconsole check FILE...` validates;
`gmconsole bestiary import FILE | list [SYSTEM]` fills and prints the bestiary;
`gmconsole --version` prints the version; `--lang es|en` chooses the language."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from gmconsole import i18n, registry
from gmconsole.i18n import t
from gmconsole.launch_collector import LaunchPause
from gmconsole.lazy import lazy_module
from rules import language

if TYPE_CHECKING:
    from importlib import metadata

    from gmconsole import app as app_module
    from gmconsole import bestiary_cli, check, recap_command, samples, storage
    from gmconsole.players import addresses
else:
    # Loaded when used: a subcommand loads only its own modules (`check` needs neither
    # Textual nor the app), and importlib.metadata would slow every launch.
    metadata = lazy_module("importlib.metadata")
    app_module = lazy_module("gmconsole.app")
    bestiary_cli = lazy_module("gmconsole.bestiary_cli")
    check = lazy_module("gmconsole.check")
    recap_command = lazy_module("gmconsole.recap_command")
    samples = lazy_module("gmconsole.samples")
    storage = lazy_module("gmconsole.storage")
    addresses = lazy_module("gmconsole.players.addresses")


def main(argv: list[str] | None = None) -> int:
    with LaunchPause() as pause:
        return _language_and_main(sys.argv[1:] if argv is None else argv, pause)


def _language_and_main(args: list[str], pause: LaunchPause) -> int:
    # The language is set before anything is printed: --help is already translated.
    flag = _lang_flag(args)
    before = (i18n.language(), _rules_language())
    _use_language(i18n.choose_language(flag if flag in i18n.LANGUAGES else None))
    try:
        return _main(args, pause)
    finally:
        # In a test (main called in-process) the next test starts in the same language
        # as before; a real run ends here anyway.
        _use_language(before[0], before[1])


def _lang_flag(args: list[str]) -> str | None:
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.removeprefix("--lang=")
    return None


def _rules_language() -> str:
    return language.language()


def _use_language(lang: str, rules_lang: str | None = None) -> None:
    i18n.set_language(lang)
    language.set_language(rules_lang or lang)
    # argparse reads its words through its module's ``_`` (gettext's), replaced here.
    vars(argparse)["_"] = _argparse_words


def _argparse_words(text: str) -> str:
    """argparse's own words (it asks gettext's ``_``), in the console's language."""
    words = {
        "usage: ": t("usage: "),
        "positional arguments": t("positional arguments"),
        "options": t("options"),
        "show this help message and exit": t("show this help message and exit"),
        "the following arguments are required: %s": t("the following arguments are required: %s"),
        "unrecognized arguments: %s": t("unrecognized arguments: %s"),
        "expected one argument": t("expected one argument"),
        "invalid choice: %(value)r (choose from %(choices)s)": t(
            "invalid choice: %(value)r (choose from %(choices)s)"
        ),
        "%(prog)s: error: %(message)s\n": t("%(prog)s: error: %(message)s\n"),
        "argument %(argument_name)s: %(message)s": t("argument %(argument_name)s: %(message)s"),
    }
    return words.get(text, text)


def _systems_in_words() -> str:
    """The registered systems' titles as a sentence lists them (FIDS, RyF and EZD6)."""
    *rest, last = registry.SYSTEMS.values()
    if not rest:
        return last
    return t("{first} and {last}", first=", ".join(rest), last=last)


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=sorted(i18n.LANGUAGES),
        help=t(
            "the console's language: es (Spanish) or en (English); default: the config "
            "file's language, else the locale (LANG), else English"
        ),
    )


def _without_lang(args: list[str]) -> list[str]:
    """``args`` without a valid ``--lang X`` (already applied), so ``gmconsole --lang es check F``
    reads as ``gmconsole check F``."""
    rest: list[str] = []
    skip = False
    for i, arg in enumerate(args):
        if skip:
            skip = False
        elif arg == "--lang" and i + 1 < len(args) and args[i + 1] in i18n.LANGUAGES:
            skip = True
        elif arg.removeprefix("--lang=") not in i18n.LANGUAGES:
            rest.append(arg)  # a wrong --lang stays, for argparse to say what is allowed
    return rest


def _main(args: list[str], pause: LaunchPause) -> int:
    args = _without_lang(args)
    if args[:1] == ["check"]:
        pause.resume()  # no frame to wait for: files are checked with the collector on
        parser = argparse.ArgumentParser(
            prog="gmconsole check", description=t("Validate party files.")
        )
        parser.add_argument("files", nargs="+", metavar=t("FILE"))
        parser.add_argument(
            "--creation", action="store_true", help=t("add RyF creation-limit warnings")
        )
        _add_lang(parser)
        options = parser.parse_args(args[1:])
        return check.check_files(options.files, options.creation, sys.stdout)
    if args[:1] == ["recap"]:
        pause.resume()
        return recap_command.recap_command(args[1:], _add_lang, sys.stdout)
    if args[:1] == ["bestiary"]:
        pause.resume()
        return bestiary_cli.bestiary_command(args[1:], sys.stdout, sys.stderr)

    parser = argparse.ArgumentParser(
        prog="gmconsole",
        description=t(
            "Run combat for {systems}. `gmconsole check FILE...` validates party files; "
            "`gmconsole bestiary import FILE | list [SYSTEM]` fills and shows the bestiary.",
            systems=_systems_in_words(),
        ),
    )
    parser.add_argument("path", nargs="?", metavar=t("PATH"), help=t("party file to open"))
    parser.add_argument(
        "--players",
        nargs="?",
        const="127.0.0.1:8000",
        metavar=t("[HOST:]PORT"),
        help=t(
            "start the players' view (a web page) with the party; default 127.0.0.1:8000, "
            "0.0.0.0:PORT serves the local network with an access token"
        ),
    )
    parser.add_argument("--version", action="store_true", help=t("print the version and exit"))
    _add_lang(parser)
    options = parser.parse_args(args)
    if options.version:
        print(f"gmconsole {version()}")
        return 0
    path = Path(options.path) if options.path else None
    return run_console(path, options.players, first_frame=pause.first_frame)


def version() -> str:
    """The installed distribution's version (pyproject.toml's, once installed)."""
    try:
        return metadata.version("gmconsole")
    except metadata.PackageNotFoundError:
        return t("unknown (not installed)")


def run_console(
    path: Path | None,
    players: str | None = None,
    first_frame: Callable[[], None] | None = None,
) -> int:
    """Open the console; a file that fails to load is reported before the TUI starts.

    A shipped sample opened by its path is played in the GM's own copy (as from the start
    screen), so the shipped file is never written, nor a backup or journal beside it.
    """
    if players is not None:
        try:
            addresses.parse_address(players)
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
            notice = t(
                "{given} is a shipped sample: you are playing your own copy, {path}",
                given=given,
                path=path,
            )
        try:
            party = storage.load_party(path)
        except storage.PartyFileError as error:
            print(t("gmconsole: cannot open {path}:", path=path), file=sys.stderr)
            for line in error.lines:
                print(f"  {line}", file=sys.stderr)
            return 1
    app = app_module.GMConsole(
        path=path, party=party, players=players, notice=notice, first_frame=first_frame
    )
    app.run()
    return app.return_code or 0


def _own_copy_of_sample(path: Path) -> Path | None:
    """``path``, or the GM's copy when it names a shipped sample (None: no copy possible)."""
    system = samples.shipped_sample(path)
    if system is None:
        return path
    try:
        copy = samples.open_sample(system)
    except OSError as error:
        print(
            t(
                "gmconsole: {path} is a shipped sample, played in a copy, but the copy "
                "{copy} cannot be made: {error}",
                path=path,
                copy=samples.sample_copy(system),
                error=error.strerror or error,
            ),
            file=sys.stderr,
        )
        return None
    return copy


if __name__ == "__main__":
    sys.exit(main())
