"""R (gmconsole/intents/recap.py) at a scripted table: the GM picks the players' copy or
the GM's; it goes next to the party file, an existing one is replaced only after a yes,
a failure to write is said."""

from __future__ import annotations

import asyncio

from gmconsole.intents import recap
from gmconsole.intents.questions import Choose, Confirm
from gmconsole.recap import recap_path, render

PICK = Choose(
    "Write which recap?",
    [
        ("players", "The players' copy: what their page showed"),
        ("gm", "The GM's copy: everything, the secret and the hidden too"),
    ],
)


def test_the_recap_is_written_next_to_the_party_file_and_where_is_said(table):
    table.answers = ["players"]
    asyncio.run(recap.write_recap_file(table))
    target = recap_path(table.party_path)
    assert target.read_text(encoding="utf-8") == render(table.party)
    assert table.told == table.lasting == [f"Recap written: {target}"]  # a path to read
    assert table.asked == [PICK]


def test_the_gm_s_copy_goes_to_its_own_file_and_a_cancel_writes_nothing(table):
    table.answers = [None]
    asyncio.run(recap.write_recap_file(table))
    assert table.told == []
    table.answers = ["gm"]
    asyncio.run(recap.write_recap_file(table))
    target = recap_path(table.party_path, gm=True)
    assert target.name == "ryf.gm.recap.md"
    assert target.read_text(encoding="utf-8") == render(table.party, gm=True)
    assert table.told == [f"Recap written: {target}"]
    assert not recap_path(table.party_path).exists()


def test_an_existing_recap_is_replaced_only_after_a_yes(table):
    target = recap_path(table.party_path)
    target.write_text("last week", encoding="utf-8")
    table.answers = ["players", False]
    asyncio.run(recap.write_recap_file(table))
    assert table.asked == [PICK, Confirm(f"{target} exists. Replace it with tonight's recap?")]
    assert target.read_text(encoding="utf-8") == "last week"
    assert table.told == []
    table.answers = ["players", True]
    asyncio.run(recap.write_recap_file(table))
    assert target.read_text(encoding="utf-8") == render(table.party)


def test_no_party_file_and_a_failed_write_are_said(table):
    path = table.party_path
    table.party_path = None
    asyncio.run(recap.write_recap_file(table))
    assert table.warned == ["No party file: the recap goes next to it."]
    table.party_path = path
    recap_path(path).mkdir()  # a folder where the recap goes: it cannot be written
    table.answers = ["players", True]
    asyncio.run(recap.write_recap_file(table))
    assert table.failed == ["Recap not written: Is a directory"]
    assert table.told == []
