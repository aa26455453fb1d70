"""RyF's operations, one module by what they do: ``rolls`` (skill, attribute and opposed
rolls), ``attack`` (attacks with damage and ammunition), ``experience`` (XP awarded and
spent).

Each operation is a frozen model of its arguments (a misspelt or out-of-range one is
refused when it is built, naming the field). Importing this package registers them all
under their journal names (``SystemAdapter.load_operations`` does, before a replay).
"""

from gmconsole.systems.ryf.operations import attack, experience, rolls

__all__ = ["attack", "experience", "rolls"]
