"""An enemy shows no player-only resources (playtest: EZD6 skeletons with Wealth, Karma 0
and Hero dice 0; RyF bandits with XP 0)."""

from gmconsole.state.context import character_index
from gmconsole.storage import load_party
from gmconsole.systems import adapter_for
from tests.conftest import SAMPLES


def keys(system: str, cid: str) -> tuple[set[str], set[str]]:
    party = load_party(SAMPLES / f"{system}.toml")
    adapter = adapter_for(system)
    character = character_index(party)[cid]
    sidebar = {r.key for r in adapter.resources(party, character)}
    box = {label for label, _ in adapter.key_values(party, character)}
    return sidebar, box


def test_ezd6_enemy_without_karma_shows_none_member_shows_all():
    sidebar, box = keys("ezd6", "esqueleto-1")
    assert not {"karma", "hero_dice", "wealth"} & sidebar
    assert not {"Karma", "Hero dice", "Wealth"} & box
    sidebar, box = keys("ezd6", "brunhilda")
    assert {"karma", "hero_dice", "wealth"} <= sidebar
    assert {"Karma", "Hero dice", "Wealth"} <= box


def test_ryf_enemy_has_no_xp():
    assert "xp" not in keys("ryf", "bandido-1")[0]
    assert "xp" in keys("ryf", "fred")[0]


def test_ryf_enemy_has_no_token_fids_guard_no_energy():
    """Issue 22: RyF "Token: with the player" for bandits, FIDS "Energy: 0/0" for guards."""
    sidebar, box = keys("ryf", "bandido-1")
    assert "token" not in sidebar and "Token" not in box
    sidebar, box = keys("ryf", "fred")
    assert "token" in sidebar and "Token" in box


def test_an_enemy_whose_file_entry_has_it_keeps_it():
    """The ruling's exception: an enemy whose entry in the file has the resource."""
    party = load_party(SAMPLES / "ryf.toml")
    adapter = adapter_for("ryf")
    bandit = character_index(party)["bandido-1"]
    assert not adapter.has_resource(party, bandit, "xp")
    assert adapter.has_resource(party, bandit.model_copy(update={"xp": 4}), "xp")
    assert adapter.has_resource(party, bandit, "hp")  # not a players' resource
