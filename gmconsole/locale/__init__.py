"""Spanish catalogs of the generic screens (systems keep theirs in their packages)."""
