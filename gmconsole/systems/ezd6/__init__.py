"""EZD6: d6 against a difficulty, boons and banes, strikes, zones, karma and hero dice."""

from gmconsole.systems.ezd6.adapter import Ezd6Adapter as Adapter
from gmconsole.systems.ezd6.model import Ezd6Party as Party

__all__ = ["Adapter", "Party"]
