"""Eclipse Phase's names in the console's language: aptitudes, difficulties, severities,
failed tries (the panel, the sidebar and the log share them).

The text's terms live with the rules (``rules.eclipse_phase``: AST for SAV, difficultad
media ...), in the language the console set at start-up, so that a short word such as
"hard" never meets another system's translation in the shared catalog.
"""

from __future__ import annotations

from rules import eclipse_phase as ep


def tries(count: int) -> str:
    """'1 failed try', '2 failed tries' in the console's language."""
    return ep.tries_words(count)


def aptitude_short(aptitude: str) -> str:
    """An aptitude's abbreviation as the text writes it (SAV is AST in Spanish)."""
    return ep.aptitude_short(aptitude)


def difficulty_words(name: str) -> str:
    """A difficulty preset's name in the console's language."""
    return ep.difficulty_name(name)


def severity_words(name: str) -> str:
    """A severity preset's name in the console's language."""
    return ep.severity_name(name)
