"""Eclipse Phase: d100 roll-under, doubles are criticals, opposed tests."""

from gmconsole.systems.eclipse_phase.adapter import EclipsePhaseAdapter as Adapter
from gmconsole.systems.eclipse_phase.model import EclipsePhaseParty as Party

__all__ = ["Adapter", "Party"]
