"""README's keys table is the main screen's KEYS, in both languages."""

import importlib.util

from tests.conftest import ROOT


def test_readme_keys_table_is_current():
    spec = importlib.util.spec_from_file_location(
        "readme_keys", ROOT / "scripts" / "readme_keys.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert module.rewrite(readme) == readme, "run: uv run python scripts/readme_keys.py"
