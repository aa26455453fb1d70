"""`gmconsole check`, run in-process: verdicts, counts and the RyF creation warnings."""

import io
import shutil

from gmconsole.check import check_files
from gmconsole.cli import main
from tests.conftest import SAMPLES


def test_counts_enemies_in_the_fight_not_roster_entries(tmp_path):
    path = tmp_path / "fids.toml"
    shutil.copy(SAMPLES / "fids.toml", path)
    out = io.StringIO()
    assert check_files([str(path)], False, out) == 0
    from gmconsole.storage import load_party

    party = load_party(path)
    in_fight = sum(1 for c in party.encounter.combatants if c.side == "enemy")
    text = out.getvalue()
    roster = len(party.roster)
    entries = "1 roster entry" if roster == 1 else f"{roster} roster entries"
    enemies = "1 enemy" if in_fight == 1 else f"{in_fight} enemies"
    assert f"{entries}, {enemies} in the fight" in text


def test_one_is_a_word_not_a_plural(tmp_path):
    """Plurals are words (issue 22: "1 roster entries")."""
    path = tmp_path / "one.toml"
    path.write_text(
        'system = "fids"\nname = "x"\n[[roster]]\nid = "guard"\nname = "Guard"\n'
        "[roster.attributes]\n"
        + "".join(
            f"{a} = 2\n"
            for a in ("strength agility wit wisdom charisma insight precision technique".split())
        ),
        encoding="utf-8",
    )
    out = io.StringIO()
    assert check_files([str(path)], False, out) == 0, out.getvalue()
    assert "0 members, 1 roster entry, 0 enemies in the fight" in out.getvalue()


def test_creation_warnings_only_where_the_system_has_them(tmp_path):
    for system in ("ryf", "ezd6"):
        shutil.copy(SAMPLES / f"{system}.toml", tmp_path / f"{system}.toml")
    out = io.StringIO()
    check_files([str(tmp_path / "ryf.toml"), str(tmp_path / "ezd6.toml")], True, out)
    lines = out.getvalue().splitlines()
    ezd6_at = next(i for i, line in enumerate(lines) if "ezd6.toml" in line)
    assert not any(line.startswith("  warning:") for line in lines[ezd6_at:])


def test_a_broken_file_fails_with_its_lines(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text('system = "ryf"\nname = "x"\nmembers = 3\n', encoding="utf-8")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"FAIL {path}:") and "members" in out
