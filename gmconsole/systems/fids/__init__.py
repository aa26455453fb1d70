"""FIDS: 3d6 keep one by stance, roll under an attribute; Energy and the GM's Misfortune."""

from gmconsole import i18n
from gmconsole.systems.fids.adapter import FidsAdapter as Adapter
from gmconsole.systems.fids.locale_es import CATALOG
from gmconsole.systems.fids.model import FidsParty as Party

i18n.register(CATALOG)

__all__ = ["Adapter", "Party"]
