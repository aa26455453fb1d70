"""Empty lists and dicts are written as plain defaults (``= []``) in the party models, for
start-up speed: each party and each encounter must still get its own."""

import pytest

from gmconsole.systems import SYSTEMS, party_model


def _containers(model) -> dict[str, object]:
    """The party's and its encounter's list and dict fields, by name."""
    found = {}
    for owner, prefix in ((model, ""), (model.encounter, "encounter.")):
        for name in type(owner).model_fields:
            value = getattr(owner, name)
            if isinstance(value, (list, dict)):
                found[prefix + name] = value
    return found


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_two_parties_never_share_a_default_list(system):
    model = party_model(system)
    first = _containers(model.model_validate({"system": system, "name": "Uno"}))
    second = _containers(model.model_validate({"system": system, "name": "Dos"}))
    assert {"members", "roster", "log", "encounter.combatants"} <= first.keys()
    for name, value in first.items():
        assert value is not second[name], name
