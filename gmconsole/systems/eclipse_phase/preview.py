"""Eclipse Phase has no fight preview: the text the console follows gives no damage rule
to simulate."""

from gmconsole.i18n import translatable

NO_PREVIEW = translatable(
    "Eclipse Phase has no fight preview: the text the console follows gives no damage "
    "rule (weapons, armour and wounds are not in it)."
)
