"""RyF: 1o3d10 + attribute + skill against a difficulty; HP, defence, tokens."""

from pathlib import Path

from gmconsole import i18n
from gmconsole.systems.ryf.adapter import RyfAdapter as Adapter
from gmconsole.systems.ryf.model import RyfParty as Party

i18n.add_domain("ryf", Path(__file__).with_name("locale"))

__all__ = ["Adapter", "Party"]
