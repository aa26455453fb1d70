"""The generic model and operations name no system's own state: it lives in the system's
package (``Combatant.extra``, ``Encounter.extra``) and the generic code reaches it only
through the adapter's hooks (issue 21)."""

import ast
from pathlib import Path

import pytest

from gmconsole.model.party import Combatant, Encounter
from gmconsole.registry import SYSTEMS, party_model

ROOT = Path(__file__).resolve().parents[2] / "gmconsole"
GENERIC = sorted([*(ROOT / "model").glob("*.py"), *(ROOT / "state").glob("*.py")])
SHOWING = [ROOT / "players" / "view.py", ROOT / "widgets" / "initiative_tracker.py"]
"""These show a zone (a page field, a tracker column) for systems with zones: they may say
``zone``, but read no combatant's system state."""
SYSTEM_STATE = {"used", "zone", "loses_next_action", "retries"}
"""What the generic combatant and encounter carried for EZD6 and Eclipse Phase once.
(``tiebreak`` stays generic: every system's initiative roll gives one.)"""
PREPARED_ZONE = {
    ROOT / "state" / "encounter_ops.py": {"zone"},
    ROOT / "state" / "join_ops.py": {"zone"},
}
"""A prepared encounter's entry and ``a`` say where newcomers start, for systems with zones;
the adapter places them (``in_zone``) and says where one stands (``zone_of``)."""


def named(path: Path) -> set[str]:
    """Attributes read or written, keywords passed and strings given as names."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.keyword) and node.arg:
            names.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)
    return names


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: str(p.relative_to(ROOT)))
def test_generic_code_names_no_systems_state(path):
    found = (named(path) & SYSTEM_STATE) - PREPARED_ZONE.get(path, set())
    assert not found, f"{path.relative_to(ROOT)} names {sorted(found)}: ask the adapter"


@pytest.mark.parametrize("path", SHOWING, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_views_read_no_combatants_system_state(path):
    found = {
        node.attr
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute)
        and node.attr in SYSTEM_STATE
        and isinstance(node.value, ast.Name)
        and "combatant" in node.value.id
    }
    assert not found, f"{path.relative_to(ROOT)} reads combatant.{sorted(found)}"


def test_the_checker_sees_an_attribute_a_keyword_and_a_name(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text('c.zone\nf(used=1)\nctx.set(c, "retries", [])\n', encoding="utf-8")
    assert named(probe) >= {"zone", "used", "retries"}


def test_the_generic_models_have_no_systems_field():
    assert not SYSTEM_STATE & set(Combatant.model_fields)
    assert not SYSTEM_STATE & set(Encounter.model_fields)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_each_system_keeps_its_state_in_its_own_package(system):
    encounter = party_model(system).model_fields["encounter"].annotation
    for state in encounter.state_models():
        assert state.__module__.startswith(("gmconsole.systems.", "gmconsole.model.party"))
        assert state.model_config.get("extra") == "forbid" and state.model_config.get("strict")
