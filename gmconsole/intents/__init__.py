"""The GM's intents: what a key of the main screen means, as plain code.

"Damage these", "next turn", "edit this initiative", "bring a member in": each intent
reads the fight, asks the GM its questions (as data: ``questions.py``) and runs
operations, through a ``Table`` (``table.py``): the main screen is one table, a test's
scripted table is another. No Textual import here (an import-linter contract checks
it), so every intent is testable without a UI; the screen composes, binds keys to
intents and turns questions into dialogs.
"""
