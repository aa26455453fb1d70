"""FIDS has no fight preview: its text gives no damage rule to simulate."""

from gmconsole.i18n import translatable

NO_PREVIEW = translatable(
    "FIDS has no fight preview: its text gives no damage rule (harm is the GM's call)."
)
