"""The Textual app: opens a party (or the start screen), saves it, asks before losing work."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.command import CommandPalette
from textual.screen import Screen
from textual.theme import ThemeProvider

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.i18n import (
    LANGUAGES,
    footer_key,
    language,
    save_language,
    t,
    translatable,
    translate,
)
from gmconsole.key_queue import KeyQueue, textual_clock
from gmconsole.keymap import keymap_path
from gmconsole.lazy import lazy_module
from gmconsole.model.party import AnyParty
from gmconsole.palette import ActionsProvider, SafeCommandPalette
from gmconsole.recent import remember
from gmconsole.recovery import Journal, find_recovery
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.engine import Engine
from gmconsole.storage import (
    PartyFileError,
    comments_warning,
    dropped_comments,
    load_party,
    save_party,
)
from gmconsole.textual_words import TextualWords
from gmconsole.toasts import Toasts
from gmconsole.widgets.log_view import restore_words
from rules.dice import DiceSource, RandomDice

if TYPE_CHECKING:
    from gmconsole import keymap_contexts
    from gmconsole.dialogs import choice_dialog
    from gmconsole.players import console as players_console
    from gmconsole.players.console import PlayersControl
    from gmconsole.screens import error_screen, players_screen, start_screen
    from gmconsole.screens.console_screen import Console
else:  # loaded on first use: none is on the path to the first frame
    keymap_contexts = lazy_module("gmconsole.keymap_contexts")
    choice_dialog = lazy_module("gmconsole.dialogs.choice_dialog")
    players_console = lazy_module("gmconsole.players.console")
    error_screen = lazy_module("gmconsole.screens.error_screen")
    players_screen = lazy_module("gmconsole.screens.players_screen")
    start_screen = lazy_module("gmconsole.screens.start_screen")

FIRST_FRAME_SETTLE = 1.0
"""Seconds after the first frame before ``first_frame`` runs (the collector's work)."""


class GMConsole(TextualWords, Toasts, KeyQueue, App[None]):
    """Built by a factory that takes a party path and a dice source, so runs can be
    deterministic in tests."""

    CSS_PATH = "gmconsole.tcss"
    TITLE = "gmconsole"
    COMMANDS = App.COMMANDS | {ActionsProvider}
    BINDINGS = [
        Binding("ctrl+q", "quit", translatable("Quit"), show=False, priority=True, id="app.quit"),
        # Bound here (not left to Textual) so that its words are the console's language.
        Binding(
            "ctrl+p",
            "command_palette",
            translatable("palette"),
            show=False,
            priority=True,
            tooltip=translatable("Open the command palette"),
            id="app.command_palette",
        ),
    ]

    def __init__(
        self,
        path: Path | None = None,
        party: AnyParty | None = None,
        dice: DiceSource | None = None,
        players: str | None = None,
        notice: str | None = None,
        first_frame: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.first_frame = first_frame
        """Called once, FIRST_FRAME_SETTLE seconds after the first screen was drawn."""
        self.path = path
        self.initial_party = party
        self.dice = dice if dice is not None else RandomDice()
        self.engine: Engine | None = None
        self.players_address = players
        """``--players [HOST:]PORT``: start the players' view with the party."""
        self.players: PlayersControl | None = None
        """The players' view, made when first asked for."""
        self.notice = notice
        """Told to the GM once the party is open (e.g. a sample played in a copy)."""

    def on_ready(self) -> None:
        """Textual's Ready: the first screen has been laid out and drawn (sent once).

        ``first_frame`` runs a little later: the frame is still on its way to the
        terminal (Textual writes from another thread), and a full collection at once
        held it back (first paint 1.28x the floor instead of ~1.17x)."""
        self.first_frame_at = textual_clock()
        if self.first_frame is not None:
            self.set_timer(FIRST_FRAME_SETTLE, self.first_frame)

    def get_default_screen(self) -> Screen:
        """A party given and nothing to restore: the fight is the first screen. Otherwise
        Textual's empty screen, which ``on_mount`` covers at once (composing, showing and
        covering it cost ~10 ms of the first frame)."""
        path, party = self.path, self.initial_party
        if path is not None and party is not None and find_recovery(path) is None:
            return self.start_fight(path, Engine(party, self.dice), Journal(path))
        return super().get_default_screen()

    def on_mount(self) -> None:
        self.apply_keymap()
        if self.notice:
            self.notify(self.notice, markup=False, timeout=10)
        self.follow_screens()  # keys typed at launch wait for the first screen
        if isinstance(self.screen, MainScreen):
            self.fight_shown()
        elif self.path is not None and self.initial_party is not None:
            self.open_loaded(self.path, self.initial_party)
        elif self.path is not None:
            self.open_party(self.path)
        else:
            self.push_screen(start_screen.StartScreen())

    keymap: dict[str, str] = {}
    """The GM's keys from keymap.toml (binding id -> keys), as applied."""

    def apply_keymap(self) -> None:
        """Apply the GM's keymap file; a bad entry is told (with the file and the id) and
        its default key stays."""

        if not keymap_path().exists():
            return  # the usual case: nothing more to load before the first frame

        # A bad key name or a key given two meanings in one place is refused (issue 22).
        keymap, problems = keymap_contexts.load_checked_keymap(self)
        self.keymap = keymap
        if keymap:
            self.set_keymap(keymap)
        for problem in problems:
            self.notify(problem, severity="warning", markup=False, timeout=15)

    # --- opening --------------------------------------------------------------------
    def open_party(self, path: Path) -> None:

        try:
            party = load_party(path)
        except PartyFileError as error:
            self.push_screen(
                error_screen.ErrorScreen(t("Cannot open {path}", path=path), error.lines)
            )
            return
        self.open_loaded(path, party)

    def start_fight(self, path: Path, engine: Engine, journal: Journal) -> MainScreen:
        """The fight's screen for a loaded party, its actions kept in ``journal``."""
        self.path = path
        self.engine = engine
        remember(path)
        engine.journal = journal
        engine.watch(self._party_changed)
        return MainScreen(engine, str(path))

    def fight_shown(self) -> None:
        """The fight is on screen: start what was asked for with it."""
        if self.players_address is not None:
            self.run_worker(self.start_players(lan=False), group="players")

    def open_loaded(self, path: Path, party: AnyParty) -> None:

        journal = Journal(path)
        engine = Engine(party, self.dice)
        pending = find_recovery(path)

        def show() -> None:
            self.switch_or_push(self.start_fight(path, engine, journal))
            self.fight_shown()

        if pending is None:
            show()
            return
        if not pending.matches_file:
            stale = pending.path.with_name(pending.path.name + ".stale")
            pending.path.replace(stale)
            self.notify(
                t(
                    "A recovery journal was found but {name} changed since it was written; "
                    "it was kept as {stale}.",
                    name=path.name,
                    stale=stale.name,
                ),
                severity="warning",
                markup=False,
                timeout=10,
            )
            show()
            return

        if pending.action_count == 0:  # nothing unsaved: the history alone comes back
            engine.restore(pending)
            journal.resume()
            show()
            return

        restored = Engine(party, self.dice)
        try:  # before the question, which says what comes back
            restored.restore(pending)
            words = restore_words(party.log, restored.party.log)
        except Exception:  # a journal that will not replay: asked without its lines, and a
            restored, words = engine, ""  # restore tries again (and says why not), as before

        def answer(restore: bool | None) -> None:
            nonlocal engine
            if restore:
                if restored is engine:
                    engine.restore(pending)
                engine = restored
                journal.resume()
                self.notify(t("Restored {change}.", change=pending.change_words), markup=False)
            else:
                journal.discard()
            show()

        self.push_screen(
            ConfirmDialog(
                t(
                    "{name} has {change} from a session that did not end cleanly.",
                    name=path.name,
                    change=pending.change_words,
                )
                + " "
                # Not "restore them?": of undos it read as bringing back what they took
                # back (play-test 34, "¿Recuperarlas?").
                + t("Restore the party as it was left?")
                + words,
                yes=t("Restore"),
                no=t("Discard"),
                # Discarding loses the actions for good: never by escape, nor by an n
                # typed at launch before the question could be read.
                escape=True,
                must_be_seen=True,
            ),
            answer,
        )

    def switch_or_push(self, screen: MainScreen) -> None:
        """From the start screen the party replaces it; otherwise it goes on top."""
        if type(self.screen).__name__ == "StartScreen":  # not imported when a file is given
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def action_command_palette(self) -> None:
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(
                SafeCommandPalette(id="--command-palette", placeholder=t("Search for commands…"))
            )

    def search_themes(self) -> None:

        self.push_screen(
            SafeCommandPalette(providers=[ThemeProvider], placeholder=t("Search for themes…"))
        )

    def pop_screen(self) -> AwaitComplete:
        """Never pop the main screen: a late second dismiss of a modal (keys typed very
        fast, e.g. a double enter in the command palette) would otherwise close it and
        leave the console blank."""
        if isinstance(self.screen, MainScreen):
            return AwaitComplete(asyncio.sleep(0))
        return super().pop_screen()

    # --- the players' view -------------------------------------------------------------
    def players_control(self) -> PlayersControl:
        if self.players is None:
            self.players = players_console.PlayersControl(self.players_address)
        return self.players

    async def start_players(self, lan: bool) -> bool:
        """Start (or restart) the view; a problem is told to the GM, never raised."""
        if self.engine is None:
            return False
        control = self.players_control()
        try:
            url = await control.start(self.engine.party, lan=lan)
        except (ValueError, OSError, Exception) as problem:  # PlayersServerError included
            self.notify(
                t("Players' view not started: {problem}", problem=problem),
                severity="error",
                markup=False,
            )
            return False
        self.notify(t("Players' view: {url}", url=url), markup=False, timeout=8)
        return True

    def _party_changed(self) -> None:
        """The engine's party changed (an operation, undo, redo, a save): the players'
        view follows."""
        if self.players is not None and self.engine is not None:
            self.players.publish(self.engine.party)

    @work(group="players-screen")
    async def action_players(self) -> None:
        """Open the players' view panel (starting the view if it is not running)."""

        control = self.players_control()
        if not control.running and not await self.start_players(lan=False):
            return
        while control.running and control.service is not None:
            service = control.service
            status = players_screen.PlayersStatus(
                service.url or "",
                service.qr_lines(),
                service.lan,
                control.open_rolls,
                service.viewers,
            )
            choice = await self.push_screen_wait(players_screen.PlayersScreen(status))
            if choice == "lan":
                await self.start_players(lan=not service.lan)
            elif choice == "open_rolls":
                control.toggle_open_rolls(self.engine.party if self.engine is not None else None)
            elif choice == "stop":
                await control.stop()
                self.notify(t("Players' view stopped: the port is closed."), timeout=4)
            else:
                return

    async def on_unmount(self) -> None:
        if self.players is not None:
            await self.players.stop()

    # --- saving and quitting ----------------------------------------------------------
    def save_party(self) -> bool:

        if self.engine is None or self.path is None:
            return False
        try:
            save_party(self.engine.party, self.path, _before_replace=self.engine.saving)
        except (PartyFileError, OSError) as error:
            lines = error.lines if isinstance(error, PartyFileError) else [str(error.strerror)]
            self.push_screen(
                error_screen.ErrorScreen(t("Not saved: {path}", path=self.path), lines)
            )
            return False
        self.engine.saved()
        self.notify(
            t("Saved {name} (previous version: {name}.bak)", name=self.path.name),
            markup=False,
            timeout=3,
        )
        return True

    def save_asking(self, then: Callable[[], object] | None = None) -> None:
        """Save (ctrl+s, "save and quit"), then ``then`` when it saved; a hand-written
        file's comments are not dropped without a word: the first save of such a file
        asks (then the file has none), whichever path saves."""
        path = self.path
        lines = dropped_comments(path) if path is not None else []

        def save(yes: bool | None = True) -> None:
            if yes and self.save_party() and then is not None:
                then()

        if path is None or not lines:
            save()
            return
        question = comments_warning(path, lines) + " " + t("Save anyway?")
        self.push_screen(ConfirmDialog(question), save)

    async def action_quit(self) -> None:

        if self.engine is None or not self.engine.dirty:
            self.exit_cleanly()
            return
        options = [
            ("save", t("Save and quit")),
            ("discard", t("Quit without saving")),
            ("cancel", t("Keep playing")),
        ]

        def answer(choice: str | None) -> None:
            if choice == "save":
                self.save_asking(then=self.exit_cleanly)
            elif choice == "discard":
                self.exit_cleanly()

        self.push_screen(
            choice_dialog.ChoiceDialog(t("There are unsaved changes."), options), answer
        )

    def exit_cleanly(self) -> None:
        """Quit on purpose: the recovery journal (and the history it keeps) goes."""
        if self.engine is not None and self.engine.journal is not None:
            self.engine.journal.discard()
        self.exit()

    # --- Textual's own words, and the language ------------------------------------------
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's palette commands (Theme, Quit, Keys...) in the console's language,
        and the language switch."""
        words = _textual_words()
        for command in super().get_system_commands(screen):
            yield SystemCommand(
                words.get(command.title, command.title),
                words.get(command.help, command.help),
                command.callback,
                command.discover,
            )
        yield SystemCommand(
            t("Language: Español / English"),
            t("Choose the console's language (saved; applies at the next start)"),
            self.action_choose_language,
        )

    def get_key_display(self, binding: Binding) -> str:
        """Key names in the footer as a person of the language calls them."""
        return footer_key(super().get_key_display(binding))

    @work(group="language")
    async def action_choose_language(self) -> None:
        """Save the chosen language in the config file; it applies at the next start."""

        options = [(code, name) for code, name in LANGUAGES.items()]
        dialog = choice_dialog.ChoiceDialog(t("Language"), options, current=language())
        chosen = await self.push_screen_wait(dialog)
        if chosen is None:
            return
        try:
            path = save_language(chosen)
        except OSError as error:
            self.notify(
                t("The language was not saved: {error}", error=error.strerror or error),
                severity="error",
                markup=False,
            )
            return
        name = LANGUAGES[chosen]
        lines = [t("Language saved: {name}. It applies at the next start.", name=name)]
        if chosen != language():  # also said in the language chosen
            lines.append(
                translate(
                    "Language saved: {name}. It applies at the next start.", chosen, name=name
                )
            )
        lines.append(str(path))
        self.notify("\n".join(lines), markup=False, timeout=10)


def _textual_words() -> dict[str, str]:
    """Textual's own palette commands and their help, as the GM reads them."""
    return {
        "Theme": t("Theme"),
        "Change the current theme": t("Change the current theme"),
        "Quit": t("Quit"),
        "Quit the application as soon as possible": t("Quit the application as soon as possible"),
        "Keys": t("Keys"),
        "Hide the keys and widget help panel": t("Hide the keys and widget help panel"),
        "Show help for the focused widget and a summary of available keys": t(
            "Show help for the focused widget and a summary of available keys"
        ),
        "Minimize": t("Minimize"),
        "Minimize the widget and restore to normal size": t(
            "Minimize the widget and restore to normal size"
        ),
        "Maximize": t("Maximize"),
        "Maximize the focused widget": t("Maximize the focused widget"),
        "Screenshot": t("Screenshot"),
        "Save an SVG 'screenshot' of the current screen": t(
            "Save an SVG 'screenshot' of the current screen"
        ),
    }


if TYPE_CHECKING:

    def _the_screens_console(app: GMConsole) -> Console:
        return app  # the type checker holds the app to what its screens ask of it
