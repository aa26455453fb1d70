"""What is stored stays language-independent: a party saved in Spanish opens in English
(and the other way round) with English keys and ids; the journal stores operations."""

import json
import tomllib

from gmconsole import i18n
from gmconsole.recovery import Journal, find_recovery
from gmconsole.state import operations as ops
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party, save_party
from rules import language
from rules.dice import RandomDice
from tests.conftest import SAMPLES, SYSTEMS


def use(lang: str) -> None:
    i18n.set_language(lang)
    language.set_language(lang)


def play(path, lang: str) -> Engine:
    """A few generic operations in ``lang``, journalled, then saved."""
    use(lang)
    engine = Engine(load_party(path), RandomDice(7))
    journal = Journal(path)
    journal.start(path.read_bytes())
    engine.journal = journal
    engine.execute(ops.QuickAdd(name="Lobo", value=3))
    first = engine.party.encounter.combatants[0].id
    engine.execute(ops.AddCondition(cid=first, name="Aturdido", rounds=2))
    engine.execute(ops.SetInitiative(cid=first, value=12))
    engine.execute(ops.ToggleFlag(cid=first, flag="hidden"))
    return engine


def test_saved_in_spanish_opens_in_english_and_back(tmp_path):
    for system in SYSTEMS:
        path = tmp_path / f"{system}.toml"
        path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
        engine = play(path, "es")
        journal = [json.loads(line) for line in path.with_name(path.name + ".recovery").open()]
        entries = journal[1:]
        assert [e["op"] for e in entries] == [
            "quick_add",
            "add_condition",
            "set_initiative",
            "toggle_flag",
        ]
        assert "Entra en el combate" not in json.dumps(journal, ensure_ascii=False)
        assert any(e.text.startswith("Entra en el combate: Lobo") for e in engine.party.log)
        save_party(engine.party, path)
        spanish_bytes = path.read_bytes()
        data = tomllib.loads(spanish_bytes.decode("utf-8"))
        assert data["system"] == system and "encounter" in data and "members" in data
        conditions = [
            c["name"] for cb in data["encounter"]["combatants"] for c in cb.get("conditions", [])
        ]
        assert "Aturdido" in conditions

        use("en")
        reopened = load_party(path)
        assert reopened.model_dump(mode="json") == engine.party.model_dump(mode="json")
        save_party(reopened, path)  # saved again in English: the same bytes
        assert path.read_bytes() == spanish_bytes


def test_a_journal_written_in_spanish_replays_in_english(tmp_path):
    path = tmp_path / "ezd6.toml"
    path.write_bytes((SAMPLES / "ezd6.toml").read_bytes())
    spanish = play(path, "es")
    use("en")
    pending = find_recovery(path)
    assert pending is not None and pending.matches_file and pending.action_count == 4
    english = Engine(load_party(path), RandomDice(7))
    english.restore(pending)
    # The same state; only the new log lines are in the language of the moment, and the
    # journal says so (the players' copy words an unseen enemy in the line's language).
    left = spanish.party.model_dump(mode="json")
    right = english.party.model_dump(mode="json")
    assert len(left.pop("log")) == len(right.pop("log"))
    assert {e.pop("lang") for e in left["journal"]} == {"es"}
    assert {e.pop("lang") for e in right["journal"]} == {"en"}
    assert left == right
    assert any(e.text.startswith("Joined the fight: Lobo") for e in english.party.log)
