"""An intent's question (``gmconsole/intents/questions.py``) as the dialog that asks it."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.dialogs.sheet_editor import SheetEditor
from gmconsole.intents.questions import Choose, Confirm, Form, Sheet


def dialog_for(question: object) -> Screen[Any]:
    match question:
        case Confirm(text, must_be_seen):
            return ConfirmDialog(text, must_be_seen=must_be_seen)
        case Choose(title, options):
            return ChoiceDialog(title, options)
        case Form(title, fields, hint):
            return FormDialog(title, fields, hint=hint)
        case Sheet(title, form):
            return SheetEditor(title, form)
        case _:
            raise TypeError(f"no dialog asks {question!r}")
