"""The crash journal, case by case: what a restart offers (or not) for each shape of
journal a crash can leave, found by mutation testing (docs/mutation-score.md).

The oracles are written out here (file names, JSON lines, SHA-256 from hashlib), not taken
from gmconsole.recovery's own helpers."""

import hashlib
import json
import os

from gmconsole.recovery import Journal, PendingRecovery, find_recovery

PARTY = b"name = 'Mesa'\n"


def party(tmp_path, data=PARTY):
    path = tmp_path / "mesa.toml"
    path.write_bytes(data)
    return path


def header(data=PARTY):
    return json.dumps({"journal": 1, "base_sha256": hashlib.sha256(data).hexdigest()})


def started(data=PARTY):
    """The header ``Journal.start`` writes: the file's hash and its text (the journal
    replays from it even after the file is saved over)."""
    return json.dumps(
        {"journal": 2, "base_sha256": hashlib.sha256(data).hexdigest(), "base": data.decode()}
    )


def write_journal(path, *lines, end="\n"):
    journal = path.with_name("mesa.toml.recovery")
    journal.write_text("\n".join(lines) + end, encoding="utf-8")
    return journal


def test_the_journal_lies_beside_the_party_named_after_it(tmp_path):
    path = party(tmp_path)
    journal = Journal(path)
    assert journal.path == tmp_path / "mesa.toml.recovery"
    journal.append({"op": "next_turn"})
    journal.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mesa.toml", "mesa.toml.recovery"]


def test_start_writes_one_header_with_the_file_hash_and_drops_an_old_journal(tmp_path):
    path = party(tmp_path)
    old = write_journal(path, header(b"other"), '{"op": "next_turn"}')
    journal = Journal(path)
    journal.start(PARTY)
    assert journal.active
    journal.close()
    assert not journal.active
    assert old.read_text(encoding="utf-8") == started() + "\n"
    assert json.loads(old.read_text(encoding="utf-8")) == {
        "journal": 2,
        "base_sha256": hashlib.sha256(PARTY).hexdigest(),
        "base": "name = 'Mesa'\n",
    }


def test_an_action_is_on_disk_before_the_journal_is_closed(tmp_path):
    """A kill after append loses nothing: another reader sees the line at once."""
    path = party(tmp_path)
    journal = Journal(path)
    journal.append({"op": "add_condition", "name": "Aturdida ñ"})
    lines = (tmp_path / "mesa.toml.recovery").read_text(encoding="utf-8").splitlines()
    assert lines == [
        started(),
        json.dumps({"op": "add_condition", "name": "Aturdida ñ"}, ensure_ascii=False),
    ]
    pending = find_recovery(path)
    assert pending is not None
    assert pending.entries == [{"op": "add_condition", "name": "Aturdida ñ"}]
    assert pending.matches_file
    journal.close()


def test_append_without_start_hashes_the_file_as_it_is_now(tmp_path):
    path = party(tmp_path, b"name = 'Now'\n")
    journal = Journal(path)
    assert not journal.active
    journal.append({"op": "next_turn"})
    journal.append({"op": "undo"})
    journal.close()
    lines = (tmp_path / "mesa.toml.recovery").read_text(encoding="utf-8").splitlines()
    assert lines == [started(b"name = 'Now'\n"), '{"op": "next_turn"}', '{"op": "undo"}']


def test_resume_cuts_a_torn_last_line_then_appends(tmp_path):
    path = party(tmp_path)
    journal_file = write_journal(path, header(), '{"op": "next_turn"}', '{"op": "ne', end="")
    journal = Journal(path)
    journal.resume()
    assert journal.active
    journal.append({"op": "previous_turn"})
    journal.close()
    assert journal_file.read_text(encoding="utf-8").splitlines() == [
        header(),
        '{"op": "next_turn"}',
        '{"op": "previous_turn"}',
    ]


def test_resume_keeps_a_whole_journal_as_it_is(tmp_path):
    path = party(tmp_path)
    journal_file = write_journal(path, header(), '{"op": "next_turn"}')
    journal = Journal(path)
    journal.resume()
    journal.append({"op": "undo"})
    journal.close()
    assert journal_file.read_text(encoding="utf-8") == (
        header() + '\n{"op": "next_turn"}\n{"op": "undo"}\n'
    )


def test_discard_removes_the_journal_and_stops_writing(tmp_path):
    path = party(tmp_path)
    journal = Journal(path)
    journal.append({"op": "next_turn"})
    journal.discard()
    assert not journal.active
    assert not (tmp_path / "mesa.toml.recovery").exists()
    assert find_recovery(path) is None
    journal.discard()  # twice is harmless
    journal.close()


def test_no_journal_or_unreadable_journal_offers_nothing(tmp_path):
    path = party(tmp_path)
    assert find_recovery(path) is None
    (tmp_path / "mesa.toml.recovery").write_bytes(b"\xff\xfe not utf-8\n")
    assert find_recovery(path) is None


def test_a_journal_with_only_its_header_offers_nothing(tmp_path):
    path = party(tmp_path)
    write_journal(path, header())
    assert find_recovery(path) is None


def test_a_journal_without_a_base_hash_offers_nothing(tmp_path):
    path = party(tmp_path)
    write_journal(path, '{"journal": 1}', '{"op": "next_turn"}')
    assert find_recovery(path) is None


def test_a_journal_whose_first_line_is_torn_offers_nothing(tmp_path):
    path = party(tmp_path)
    write_journal(path, '{"journal": 1, "base_sh', '{"op": "next_turn"}')
    assert find_recovery(path) is None


def test_a_journal_whose_party_file_is_gone_offers_nothing(tmp_path):
    path = party(tmp_path)
    write_journal(path, header(), '{"op": "next_turn"}')
    path.unlink()
    assert find_recovery(path) is None


def test_a_torn_line_ends_the_actions_even_if_whole_lines_follow(tmp_path):
    path = party(tmp_path)
    write_journal(path, header(), '{"op": "next_turn"}', '{"op": "ne', '{"op": "undo"}')
    pending = find_recovery(path)
    assert pending is not None
    assert pending.entries == [{"op": "next_turn"}]


def test_a_journal_of_a_changed_file_is_found_but_does_not_match(tmp_path):
    path = party(tmp_path)
    journal_file = write_journal(path, header(b"the file before"), '{"op": "next_turn"}')
    os.utime(journal_file, (1_000_000, 1_234_567))
    pending = find_recovery(path)
    assert isinstance(pending, PendingRecovery)
    assert pending.path == journal_file
    assert not pending.matches_file
    assert pending.modified == 1_234_567


def test_the_action_count_leaves_out_undo_and_redo(tmp_path):
    path = party(tmp_path)
    write_journal(
        path,
        header(),
        '{"op": "next_turn"}',
        '{"op": "undo"}',
        '{"op": "redo"}',
        '{"op": "move", "delta": 1}',
        '{"dice": []}',
    )
    pending = find_recovery(path)
    assert pending is not None and pending.matches_file
    assert len(pending.entries) == 5
    assert pending.action_count == 3
