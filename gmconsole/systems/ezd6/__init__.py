"""EZD6: d6 against a difficulty, boons and banes, strikes, zones, karma and hero dice."""

from gmconsole import i18n
from gmconsole.systems.ezd6.adapter import Ezd6Adapter as Adapter
from gmconsole.systems.ezd6.locale_es import CATALOG
from gmconsole.systems.ezd6.model import Ezd6Party as Party

i18n.register(CATALOG)

__all__ = ["Adapter", "Party"]
