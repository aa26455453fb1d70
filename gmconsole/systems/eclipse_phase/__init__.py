"""Eclipse Phase: d100 roll-under, doubles are criticals, opposed tests."""

from pathlib import Path

from gmconsole import i18n
from gmconsole.systems.eclipse_phase.adapter import EclipsePhaseAdapter as Adapter
from gmconsole.systems.eclipse_phase.model import EclipsePhaseParty as Party

i18n.add_domain("eclipse_phase", Path(__file__).with_name("locale"))

__all__ = ["Adapter", "Party"]
