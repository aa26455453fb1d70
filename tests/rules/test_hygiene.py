import subprocess
import sys

import rules


def test_rules_finds_each_systems_module_by_its_name():
    """rules/<id>.py for each system, found by name (rules lists no system by hand)."""
    from gmconsole.registry import SYSTEMS

    assert set(rules.SYSTEMS) == set(SYSTEMS)
    assert not set(rules.SYSTEMS) & set(rules.SHARED)


def test_rules_imports_no_ui():
    modules = ", ".join(f"rules.{name}" for name in rules.SYSTEMS)
    code = (
        f"import sys, rules, {modules};"
        "bad = [m for m in ('textual', 'rich', 'gmconsole') if m in sys.modules];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
