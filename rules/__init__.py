"""Pure rules for FIDS, RyF, Eclipse Phase and EZD6: dice, resolution and exact odds.

No UI imports: gmconsole imports rules, never the reverse.
"""

from rules import dice, eclipse_phase, ezd6, fids, odds, ryf
from rules.errors import RulesError

SYSTEMS = ("fids", "ryf", "eclipse_phase", "ezd6")

__all__ = ["RulesError", "SYSTEMS", "dice", "eclipse_phase", "ezd6", "fids", "odds", "ryf"]
