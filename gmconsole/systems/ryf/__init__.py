"""RyF: 1o3d10 + attribute + skill against a difficulty; HP, defence, tokens."""

from gmconsole.systems.ryf.adapter import RyfAdapter as Adapter
from gmconsole.systems.ryf.model import RyfParty as Party

__all__ = ["Adapter", "Party"]
