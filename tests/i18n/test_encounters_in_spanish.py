"""The bestiary and prepared encounters speak Spanish: the lists' labels, the log lines,
the CLI (issue 23). The dialogs' texts are made when a key is pressed, so setting the
language in this process is enough for them."""

from pathlib import Path

from textual.widgets import OptionList

from gmconsole import i18n
from gmconsole.app import GMConsole
from gmconsole.bestiary import entry_data, store_entries
from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.storage import load_party, save_party
from rules import language
from rules.dice import RandomDice
from tests.conftest import SAMPLES
from tests.pilot_keys import press


async def test_lists_and_log_in_spanish(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    party = load_party(path)
    store_entries("ryf", [entry_data(party.roster[0], "ogro", "Ogro", 2)])
    entries = [PreparedEntry(creature="bandido", count=2), PreparedEntry(creature="ogro")]
    prepared = PreparedEncounter(name="Emboscada", entries=entries)
    party = party.model_copy(update={"encounters": [prepared]})
    save_party(party, path)
    i18n.set_language("es")
    language.set_language("es")
    app = GMConsole(path=Path(path), party=load_party(path), dice=RandomDice(2))
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "a")
        options = app.screen.query_one(OptionList)
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert any(label.endswith("Ogro (2 en el bestiario)") for label in labels)
        assert any("en la reserva" in label for label in labels)
        await press(pilot, "escape", "A")
        options = app.screen.query_one(OptionList)
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        # The party's chance against it (RyF has a fight preview), in Spanish.
        assert "Emboscada · Bandido ×2, Ogro · el grupo gana " in labels[0]
        assert labels[0].endswith(" rondas") and "%" in labels[0]
        assert labels[-1].endswith("Guardar los enemigos del combate como un encuentro nuevo")
        await press(pilot, "1", "enter")
        lines = [entry.text for entry in app.engine.party.log]
        assert any(line.startswith("Encuentro preparado Emboscada: ") for line in lines)
        assert lines[-1].startswith("Orden de iniciativa: ")  # the fight starts (issue 36)
        # The roster is the "reserva" here as on `a` (K said "elenco": two words for it).
        await press(pilot, "K")
        assert isinstance(app.screen, ChoiceDialog)
        assert app.screen.title_text == "El grupo, su reserva y el bestiario"
        assert "+ Nueva criatura para la reserva" in [label for _, label in app.screen.options]
        await press(pilot, "escape")
