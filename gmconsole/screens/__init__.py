"""The console's screens, one class per file."""
