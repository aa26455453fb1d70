import subprocess
import sys

import rules


def test_rules_finds_each_systems_module_by_its_name():
    """rules/<id>.py for each system, found by name (rules lists no system by hand)."""
    from gmconsole.registry import SYSTEMS

    assert set(rules.SYSTEMS) == set(SYSTEMS)
    assert not set(rules.SYSTEMS) & set(rules.SHARED)


def test_rules_and_the_preview_import_no_ui():
    preview = ("preview", "preview.ryf", "preview.ezd6")
    modules = ", ".join(f"rules.{name}" for name in (*rules.SYSTEMS, *preview))
    code = (
        f"import sys, rules, {modules};"
        "bad = [m for m in ('textual', 'rich', 'gmconsole') if m in sys.modules];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
