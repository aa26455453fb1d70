"""RyF creation limits: warnings for members over them (grown characters exceed them)."""

from __future__ import annotations

from gmconsole.systems.ryf.model import RyfParty
from rules import ryf


def creation_lines(party: RyfParty) -> list[str]:
    """One warning line per limit a member exceeds, naming the member."""
    lines = []
    for i, member in enumerate(party.members):
        attributes = member.attributes.model_dump(exclude_none=True)
        skills = {str(k): int(v) for k, v in member.skills.items()}
        for warning in ryf.creation_warnings(attributes, skills, party.options.charisma):
            lines.append(f"members[{i}] ({member.name!r}): {warning}")
    return lines
