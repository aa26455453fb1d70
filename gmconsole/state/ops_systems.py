"""Registers every system's combat operations (kept in one module per system)."""

from gmconsole.state import ops_eclipse_phase, ops_ezd6, ops_fids, ops_ryf  # noqa: F401
