import subprocess
import sys


def test_the_preview_imports_no_ui():
    code = (
        "import sys, rules.preview, rules.preview.ryf, rules.preview.ezd6;"
        "bad = [m for m in ('textual', 'rich', 'gmconsole') if m in sys.modules];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
