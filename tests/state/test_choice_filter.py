"""Type to filter: accents and case ignored; labels starting with what was typed first,
then a word starting with it, then any match."""

from gmconsole.dialogs.choice_dialog import filtered

LABELS = ["Tiempo (Per)", "Pelea (Des)", "Percepción (Per)", "Atención", "Esperar"]


def test_ranking_and_accents():
    assert filtered(LABELS, "pe") == [1, 2, 0, 4]  # then in list order
    assert filtered(LABELS, "PERCEPCION") == [2]
    assert filtered(LABELS, "aten") == [3]
    assert filtered(LABELS, "zz") == []
    assert filtered(LABELS, "") == [0, 1, 2, 3, 4]
