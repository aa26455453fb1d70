"""RyF: 1o3d10 + attribute + skill against a difficulty; HP, defence, tokens."""

from gmconsole import i18n
from gmconsole.systems.ryf.adapter import RyfAdapter as Adapter
from gmconsole.systems.ryf.locale_es import CATALOG
from gmconsole.systems.ryf.model import RyfParty as Party

i18n.register(CATALOG)

__all__ = ["Adapter", "Party"]
