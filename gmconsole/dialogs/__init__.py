"""Modal dialogs that return a value with dismiss, one class per file."""
