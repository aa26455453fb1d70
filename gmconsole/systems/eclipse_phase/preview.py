"""Eclipse Phase has no fight preview: the text the console follows gives no damage rule
to simulate."""

from gmconsole.i18n import translatable
from gmconsole.preview_seam import FightPreview

NO_PREVIEW = translatable(
    "Eclipse Phase has no fight preview: the text the console follows gives no damage "
    "rule (weapons, armour and wounds are not in it)."
)


class EclipsePhasePreview(FightPreview):
    """The adapter's answer (``fight_preview``): no preview, and why."""

    no_preview = NO_PREVIEW
