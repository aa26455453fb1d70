"""Health words per system, at RULINGS' thresholds ("Health in words")."""

import pytest

from gmconsole.model.display import HEALTH_WORDS
from gmconsole.players.labels import HEALTH_LABELS, health_label
from gmconsole.systems.eclipse_phase.public import eclipse_phase_health
from gmconsole.systems.ezd6.public import ezd6_health
from gmconsole.systems.fids.public import fids_health
from gmconsole.systems.ryf.public import ryf_health
from tests.conftest import SYSTEMS


@pytest.mark.parametrize(
    ("hp", "word"),
    [
        (28, "unhurt"),
        (27, "hurt"),
        (11, "hurt"),
        (10, "badly_hurt"),
        (1, "badly_hurt"),
        (0, "down"),
        (-19, "down"),
        (-20, "dead"),
        (-99, "dead"),
    ],
)
def test_ryf_thresholds(hp, word):
    assert ryf_health(hp, 28) == word


def test_ryf_unharmed_weak_enemy_is_unhurt_not_badly_hurt():
    # 8 HP at full: saying "badly hurt" would tell the players its HP are <= 10.
    assert ryf_health(8, 8) == "unhurt"
    assert ryf_health(7, 8) == "badly_hurt"


@pytest.mark.parametrize(
    ("strikes", "word"), [(5, "unhurt"), (4, "hurt"), (2, "hurt"), (1, "badly_hurt"), (0, "down")]
)
def test_ezd6_thresholds(strikes, word):
    assert ezd6_health(strikes, 5) == word


def test_ezd6_one_strike_skeleton_unharmed_is_unhurt():
    assert ezd6_health(1, 1) == "unhurt"
    assert ezd6_health(0, 1) == "down"


@pytest.mark.parametrize(
    ("damage", "wounds", "word"),
    [
        (0, 0, "unhurt"),
        (1, 0, "hurt"),
        (19, 0, "hurt"),
        (20, 0, "badly_hurt"),
        (0, 1, "badly_hurt"),
        (45, 0, "badly_hurt"),
    ],
)
def test_eclipse_phase_thresholds(damage, wounds, word):
    assert eclipse_phase_health(damage, 40, wounds) == word


def test_eclipse_phase_without_damage_counter_counts_wounds_only():
    assert eclipse_phase_health(0, None, 0) == "unhurt"
    assert eclipse_phase_health(0, None, 2) == "badly_hurt"


@pytest.mark.parametrize(
    ("harm", "word"), [(None, "unhurt"), (0, "unhurt"), (1, "hurt"), (4, "hurt"), (5, "badly_hurt")]
)
def test_fids_first_harm_counter(harm, word):
    assert fids_health(harm, 0, 10) == word


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_the_page_says_down_and_dead_as_the_tracker_does(system):
    """The GM's flags win (dead first), and a harm counter at its maximum is down on the
    page as on the tracker (play-test 5: a FIDS guard at Daño 10/10 read "badly hurt" and
    "next" on the page while the tracker said down)."""
    from gmconsole.registry import adapter_for
    from gmconsole.storage import load_party
    from tests.conftest import SAMPLES

    party = load_party(SAMPLES / f"{system}.toml")
    adapter = adapter_for(system)
    view = adapter.players_view()
    enemy = party.encounter.enemies[0]
    combatant = party.encounter.combatant(enemy.id)
    assert view.health_word(enemy, combatant) == "unhurt"
    for flags, word in (({"down": True}, "down"), ({"dead": True, "down": True}, "dead")):
        assert view.health_word(enemy, combatant.model_copy(update=flags)) == word
    if (harm := adapter.harm_counter(enemy)) is not None:
        counters = list(enemy.counters)
        counters[harm] = counters[harm].model_copy(update={"value": counters[harm].max})
        assert view.health_word(enemy.model_copy(update={"counters": counters}), combatant) == (
            "down"
        )


def test_labels_in_both_languages():
    assert [health_label(w, "es") for w in HEALTH_WORDS] == [
        "ileso",
        "herido",
        "malherido",
        "caído",
        "muerto",
    ]
    assert health_label("badly_hurt", "en") == "badly hurt"
    assert health_label("down", "fr") == "down"
    assert set(HEALTH_LABELS) == set(HEALTH_WORDS)


@pytest.mark.parametrize("hp", [36, 35, 11, 10, 1, 0, -19, -20])
def test_a_system_without_its_own_words_gets_them_from_its_adapters_health(hp, tmp_path):
    """A system whose adapter gives the default ``PlayersView`` (the recipe says public.py
    is optional): the page's word comes from the adapter's ``health``, the answer the
    tracker shows, not from the GM's down/dead flags alone (a toy system's wounded member
    read "unhurt"). RyF's own words are the oracle: its adapter's states say the same."""
    from gmconsole.storage import load_party
    from gmconsole.systems.players_view import PlayersView
    from gmconsole.systems.ryf.adapter import RyfAdapter
    from tests.conftest import SAMPLES

    party = load_party(SAMPLES / "ryf.toml")
    fred = next(m for m in party.members if m.id == "fred")
    assert fred.hp_max == 36  # from the sample's attributes
    fred = fred.model_copy(update={"hp": hp})
    combatant = next(c for c in party.encounter.combatants if c.id == "fred")
    view = PlayersView(RyfAdapter())  # as if RyF had no public.py
    assert type(RyfAdapter().players_view()) is not PlayersView  # RyF has its own
    assert view.health_word(fred, combatant) == ryf_health(hp, 36)


def test_a_misspelt_answer_is_an_error_when_its_class_is_made():
    """The players' view asks a system through one typed interface: an answer under a
    wrong name (the old ``public.py`` found by ``hasattr`` fell back to the default in
    silence) stops the import, naming the name and the answers there are."""
    from gmconsole.systems.players_view import PlayersView

    with pytest.raises(TypeError, match=r"helth_word.*answers: bar, health_word"):

        class Misspelt(PlayersView):
            def helth_word(self, character, combatant):
                return "dead"

    with pytest.raises(TypeError, match="HAS_ZONES"):

        class OldHook(PlayersView):
            HAS_ZONES = True


def test_every_system_answers_through_its_adapter():
    """Each registered system's adapter gives its players' view (a ``PlayersView``), whose
    default zone is the adapter's own answer."""
    from gmconsole.registry import SYSTEMS, adapter_for
    from gmconsole.systems.players_view import PlayersView

    for system in SYSTEMS:
        adapter = adapter_for(system)
        view = adapter.players_view()
        assert isinstance(view, PlayersView)
        assert view.adapter is adapter
