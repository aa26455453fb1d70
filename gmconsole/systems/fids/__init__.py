"""FIDS: 3d6 keep one by stance, roll under an attribute; Energy and the GM's Misfortune."""

from gmconsole.systems.fids.adapter import FidsAdapter as Adapter
from gmconsole.systems.fids.model import FidsParty as Party

__all__ = ["Adapter", "Party"]
