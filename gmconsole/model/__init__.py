"""The party file's data model: pydantic v2, one file holds one party of one system."""
