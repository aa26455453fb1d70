"""Eclipse Phase: d100 roll-under, doubles are criticals, opposed tests."""

from gmconsole import i18n
from gmconsole.systems.eclipse_phase.adapter import EclipsePhaseAdapter as Adapter
from gmconsole.systems.eclipse_phase.locale_es import CATALOG
from gmconsole.systems.eclipse_phase.model import EclipsePhaseParty as Party

i18n.register(CATALOG)

__all__ = ["Adapter", "Party"]
