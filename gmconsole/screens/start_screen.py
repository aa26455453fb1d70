"""The start screen: a new party, the four sample parties and recently opened files.

A new party: its system (from the registry), its name and its file (by default in the
data folder's ``parties``, beside the samples' copies); the console opens it, empty.

A sample is played in the GM's own copy (in the user's data folder, made on first open),
so saving a fight never rewrites the samples that ship with the console. The screen says
where the copies are, offers a fresh copy of a sample once played (a new file: the played
copy stays), and marks a party whose last session did not end cleanly and left unsaved
actions to restore.
"""

from __future__ import annotations

from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.i18n import t, translatable
from gmconsole.intents.questions import Field
from gmconsole.recent import recent_files
from gmconsole.recovery import find_recovery
from gmconsole.registry import SYSTEMS
from gmconsole.samples import (
    SAMPLES,
    copies_folder,
    fresh_copy_path,
    open_fresh_copy,
    open_sample,
    sample_copy,
)
from gmconsole.screens.console_screen import ConsoleScreen
from gmconsole.state.encounter_ops import id_from_name
from gmconsole.storage import PartyFileError, create_party, new_party_path
from gmconsole.widgets.keys_footer import KeysFooter
from gmconsole.widgets.title_bar import TitleBar


class PartyList(OptionList):
    """The parties to open; its enter (Textual's "select", not shown) is shown as
    "Open", so the footer says how to open one."""

    BINDINGS = [Binding("enter", "select", translatable("Open"))]


class StartScreen(ConsoleScreen):
    DEFAULT_CSS = """
    StartScreen { align: center middle; }
    StartScreen > Vertical { width: 80; max-width: 100%; height: auto; max-height: 100%; }
    StartScreen OptionList { height: auto; max-height: 20; }
    StartScreen #intro { margin-bottom: 1; }
    """

    BINDINGS = [Binding("ctrl+n", "new_party", translatable("New party"), id="start.new_party")]

    def __init__(self) -> None:
        super().__init__()
        self.new_party_index = -1
        """The option that makes a new party (the list's last)."""
        self.paths: list[Path] = []
        self.samples: dict[int, str] = {}
        """Option index -> system, for the sample entries."""
        self.fresh: dict[int, str] = {}
        """Option index -> system, for the entries that make a fresh copy of a sample."""

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Vertical():
            yield Static(
                Content.from_markup(
                    t(
                        "[b]gmconsole[/b]: pick a party to run "
                        "(arrows and enter; [b]gmconsole PATH[/b] opens a file directly)"
                    )
                ),
                id="intro",
            )
            yield Static(
                Content(
                    t(
                        "Your copies of the samples are kept in {folder}",
                        folder=copies_folder(),
                    )
                ),
                id="copies",
            )
            options = []
            played = []
            for system, system_title in SYSTEMS.items():
                title = t("{system} sample party", system=system_title)
                copy = sample_copy(system)
                shipped = (SAMPLES / f"{system}.toml").exists()
                if copy.exists():
                    where = t("your copy: {path}", path=copy)
                    if shipped:
                        played.append((system, system_title))
                elif shipped:
                    where = t("a new copy of {name}", name=f"{system}.toml")
                else:
                    continue
                self.samples[len(self.paths)] = system
                self.paths.append(copy)
                options.append(Option(Content(f"{title}  ({where}){pending_note(copy)}")))
            for system, system_title in played:
                self.fresh[len(self.paths)] = system
                self.paths.append(fresh_copy_path(system))
                text = t(
                    "{system} sample party: start again in a fresh copy ({name})",
                    system=system_title,
                    name=fresh_copy_path(system).name,
                )
                options.append(Option(Content(text)))
            for path in recent_files():
                if path.resolve() in {p.resolve() for p in self.paths}:
                    continue
                self.paths.append(path)
                options.append(Option(Content(t("Recent: {path}", path=path) + pending_note(path))))
            self.new_party_index = len(self.paths)
            self.paths.append(Path())  # the new party's entry: its file is asked for
            options.append(Option(Content(t("New party: choose its system, name it (ctrl+n)"))))
            yield PartyList(*options)
        yield KeysFooter()

    def on_mount(self) -> None:
        self.title = "gmconsole"
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._open(event.option_index)

    def _open(self, index: int) -> None:
        if index == self.new_party_index:
            self.new_party()
            return
        system = self.samples.get(index) or self.fresh.get(index)
        if system is None:
            self.console.open_party(self.paths[index])
            return
        try:
            path = open_fresh_copy(system) if index in self.fresh else open_sample(system)
        except OSError as error:
            self.app.notify(
                t(
                    "Cannot make your copy of the sample in {folder}: {error}",
                    folder=sample_copy(system).parent,
                    error=error.strerror or error,
                ),
                severity="error",
                markup=False,
            )
            return
        self.console.open_party(path)

    def action_new_party(self) -> None:
        self.new_party()

    @work(group="dialogs")
    async def new_party(self) -> None:
        """Asks the system, the name and the file; writes the party and opens it."""
        systems: list[tuple[object, str]] = list(SYSTEMS.items())
        system = await self.app.push_screen_wait(
            ChoiceDialog(t("A new party: which system?"), systems)
        )
        if not isinstance(system, str):
            return
        title = t("A new {system} party", system=SYSTEMS[system])
        named = await self.app.push_screen_wait(
            FormDialog(title, [Field("name", t("The party's name"), parse=_name)])
        )
        if not named:
            return
        name = str(named["name"])
        where = await self.app.push_screen_wait(
            FormDialog(
                title,
                [Field("path", t("Its file"), str(_free_path(name)), parse=new_party_path)],
                hint=t("enter keeps the folder shown (where the samples' copies are)"),
            )
        )
        if not where or not isinstance(path := where["path"], Path):
            return
        path = path.absolute()  # said whole below: "lobos" lands in the folder of the launch
        folder_made = not path.parent.exists()
        try:
            create_party(system, name, path)
        except (OSError, PartyFileError) as error:
            reason = error.strerror if isinstance(error, OSError) else "; ".join(error.lines)
            self.app.notify(
                t("Cannot write {path}: {error}", path=path, error=reason or error),
                severity="error",
                markup=False,
            )
            return
        # Said where it went (play-test: a typed path made a folder and a name.toml in
        # silence).
        words = (
            t("New party written to {path} (its folder was created)", path=path)
            if folder_made
            else t("New party written to {path}", path=path)
        )
        self.app.notify(words, markup=False, timeout=8)
        self.console.open_party(path)


def _name(text: str) -> str:
    if not text.strip():
        raise ValueError(t("a name is needed"))
    return text.strip()


def _free_path(name: str) -> Path:
    """``<data>/parties/<name>.toml``, or ``<name>-2.toml``... when that file exists."""
    base = id_from_name(name) if id_from_name(name) != "enemy" else "party"
    path = copies_folder() / f"{base}.toml"
    number = 2
    while path.exists():
        path = copies_folder() / f"{base}-{number}.toml"
        number += 1
    return path


def pending_note(path: Path) -> str:
    """ "  · 3 unsaved actions to restore" when the party's last session did not end
    cleanly and left unsaved actions (a journal that still fits the file); else ""."""
    pending = find_recovery(path)
    if pending is None or not pending.matches_file or pending.action_count == 0:
        return ""
    return "  · " + t("{change} to restore", change=pending.change_words)
