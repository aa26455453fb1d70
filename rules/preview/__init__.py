"""How a fight may go from its current state: many simulated fights, each attack drawn
from the exact per-attack distributions of ``rules.ryf`` and ``rules.ezd6``.

The model is stated and simple (``docs/fight-preview.md``): on its turn each combatant
attacks an opponent it can reach with its best attack (the highest expected harm),
chosen by a rule (the weakest, the most dangerous, at random); no healing, karma, hero
dice, tokens or specialization; nobody strikes the fallen. FIDS and Eclipse Phase have
no preview: their texts give no damage rule.

Pure Python: no textual, rich or gmconsole. Every run takes a ``random.Random``.
"""

from rules.preview.estimate import Estimate, Figure, Tally
from rules.preview.model import TARGET_RULES, TargetRule
from rules.preview.run import estimate, refine

__all__ = ["Estimate", "Figure", "TARGET_RULES", "Tally", "TargetRule", "estimate", "refine"]
