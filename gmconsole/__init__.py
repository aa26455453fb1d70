"""gmconsole: the game master's combat console (Textual app)."""
