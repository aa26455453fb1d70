"""EZD6: d6 against a difficulty, boons and banes, strikes, zones, karma and hero dice."""

from pathlib import Path

from gmconsole import i18n
from gmconsole.systems.ezd6.adapter import Ezd6Adapter as Adapter
from gmconsole.systems.ezd6.model import Ezd6Party as Party

i18n.add_domain("ezd6", Path(__file__).with_name("locale"))

__all__ = ["Adapter", "Party"]
