"""FIDS: 3d6 keep one by stance, roll under an attribute; Energy and the GM's Misfortune."""

from pathlib import Path

from gmconsole import i18n
from gmconsole.systems.fids.adapter import FidsAdapter as Adapter
from gmconsole.systems.fids.model import FidsParty as Party

i18n.add_domain("fids", Path(__file__).with_name("locale"))

__all__ = ["Adapter", "Party"]
