"""One package per system (``gmconsole/systems/<id>/``), listed in ``gmconsole.registry``.

``base.py`` is the domain interface every system implements (no UI); ``ui_base.py`` the UI
interface (panel, dialogs; its ``ui_for`` loads a system's). The registry's names are
re-exported here for convenience.
"""

from gmconsole.registry import SYSTEMS, adapter_for, party_model

__all__ = ["SYSTEMS", "adapter_for", "party_model"]
