"""The console's widgets, one class per file."""
