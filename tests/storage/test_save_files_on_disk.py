"""What a save leaves on disk, file by file: the backup, the mode, stale temp files, a crash
between writing and renaming. Oracles are the bytes and names on disk, written out here."""

import io
import os
import stat
from pathlib import Path

import pytest

from gmconsole.atomic_write import write_atomic
from gmconsole.storage import dump_party, load_party, save_party
from tests.edit import edit


def changed(path):
    party = load_party(path)
    return edit(party, "pools.misfortune", (party.pools.misfortune + 1) % 3)


def test_no_backup_when_asked_not_to(sample_copy):
    path = sample_copy("fids")
    save_party(changed(path), path, backup=False)
    assert sorted(p.name for p in path.parent.iterdir()) == ["fids.toml"]


def test_a_new_file_gets_mode_644_and_no_backup(sample_copy, tmp_path):
    party = load_party(sample_copy("fids"))
    new = tmp_path / "new.toml"
    old_umask = os.umask(0o077)
    try:
        save_party(party, new)
    finally:
        os.umask(old_umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o644
    assert not (tmp_path / "new.toml.bak").exists()
    assert load_party(new) == party


def test_the_backup_keeps_the_mode_of_the_file(sample_copy):
    path = sample_copy("fids")
    os.chmod(path, 0o600)
    save_party(changed(path), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE((path.parent / "fids.toml.bak").stat().st_mode) == 0o600


def test_stale_temp_files_of_this_file_only_are_removed(sample_copy, tmp_path):
    path = sample_copy("fids")
    stale = [tmp_path / ".fids.toml.a1b2.tmp", tmp_path / ".fids.toml.bak-link"]
    kept = [
        tmp_path / ".fids.toml.notes",  # not a temp file of ours
        tmp_path / ".other.toml.x.tmp",  # another file's
        tmp_path / "fids.toml.x.tmp",  # no leading dot: the user's
    ]
    for p in stale + kept:
        p.write_bytes(b"junk")
    save_party(changed(path), path)
    for p in stale:
        assert not p.exists(), p.name
    for p in kept:
        assert p.read_bytes() == b"junk", p.name


def test_a_backup_already_linked_to_the_file_becomes_the_previous_version(sample_copy):
    """A save killed after keeping the backup leaves NAME.bak a hard link of NAME."""
    path = sample_copy("fids")
    original = path.read_bytes()
    os.link(path, path.parent / "fids.toml.bak")
    party = changed(path)
    save_party(party, path)
    backup = path.parent / "fids.toml.bak"
    assert backup.read_bytes() == original
    assert not os.path.samefile(backup, path)
    assert load_party(path) == party
    assert sorted(p.name for p in path.parent.iterdir()) == ["fids.toml", "fids.toml.bak"]


def test_the_backup_is_a_hard_link_of_the_previous_file(sample_copy):
    path = sample_copy("fids")
    before = path.stat().st_ino
    save_party(changed(path), path)
    assert (path.parent / "fids.toml.bak").stat().st_ino == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["fids.toml", "fids.toml.bak"]


def test_without_hard_links_the_backup_is_a_copy(sample_copy, monkeypatch):
    path = sample_copy("fids")
    original = path.read_bytes()
    os.chmod(path, 0o640)

    def no_links(src, dst):
        raise OSError("this file system has no hard links")

    monkeypatch.setattr(os, "link", no_links)
    party = changed(path)
    save_party(party, path)
    backup = path.parent / "fids.toml.bak"
    assert backup.read_bytes() == original
    assert stat.S_IMODE(backup.stat().st_mode) == 0o640
    assert load_party(path) == party
    assert sorted(p.name for p in path.parent.iterdir()) == ["fids.toml", "fids.toml.bak"]


def test_a_crash_between_write_and_rename_leaves_the_old_file_and_no_temp(tmp_path):
    path = tmp_path / "small.toml"
    path.write_bytes(b"old")
    seen = []

    def crash(temp):
        seen.append((temp.name, temp.read_bytes(), stat.S_IMODE(temp.stat().st_mode)))
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_atomic(path, b"new", mode_from=path, before_replace=crash)
    # The temp file was complete (written and flushed) before the rename was due.
    assert len(seen) == 1
    name, data, mode = seen[0]
    assert name.startswith(".small.toml.") and name.endswith(".tmp")
    assert data == b"new"
    assert mode == stat.S_IMODE(path.stat().st_mode)
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["small.toml"]


def test_write_atomic_in_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_atomic(Path("here.toml"), b"data")
    assert (tmp_path / "here.toml").read_bytes() == b"data"
    assert stat.S_IMODE((tmp_path / "here.toml").stat().st_mode) == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["here.toml"]


def test_save_in_the_current_folder_removes_stale_temp_files(sample_copy, tmp_path, monkeypatch):
    sample_copy("fids")
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".fids.toml.zz.tmp").write_bytes(b"junk")
    party = changed(tmp_path / "fids.toml")
    save_party(party, "fids.toml")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fids.toml", "fids.toml.bak"]


def test_a_stale_backup_link_goes_even_when_no_backup_is_kept(sample_copy, tmp_path):
    path = sample_copy("fids")
    (tmp_path / ".fids.toml.bak-link").write_bytes(b"junk")
    save_party(changed(path), path, backup=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fids.toml"]


def test_a_small_save_killed_before_the_rename_loses_nothing_and_the_next_save_works(sample_copy):
    """A party smaller than the write buffer (issue 16): the temp file is written and
    flushed in full before the rename is due."""
    path = sample_copy("fids")
    original = path.read_bytes()
    party = changed(path)
    new = dump_party(party)
    assert len(new) < io.DEFAULT_BUFFER_SIZE
    seen = []

    def killed(temp):
        seen.append(temp.read_bytes())  # what a reader after the crash would find
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        save_party(party, path, _before_replace=killed)
    assert seen == [new]
    assert path.read_bytes() == original
    backup = path.parent / "fids.toml.bak"
    assert backup.read_bytes() == original and os.path.samefile(backup, path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["fids.toml", "fids.toml.bak"]
    save_party(party, path)
    assert path.read_bytes() == new
    assert backup.read_bytes() == original and not os.path.samefile(backup, path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["fids.toml", "fids.toml.bak"]
