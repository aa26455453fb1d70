"""FIDS has no fight preview: its text gives no damage rule to simulate."""

from gmconsole.i18n import translatable
from gmconsole.preview_seam import FightPreview

NO_PREVIEW = translatable(
    "FIDS has no fight preview: its text gives no damage rule (harm is the GM's call)."
)


class FidsPreview(FightPreview):
    """The adapter's answer (``fight_preview``): no preview, and why."""

    no_preview = NO_PREVIEW
