"""Loaded first (``-p tests.bytecode`` in pyproject's addopts), before pytest imports its
plugins (xdist, asyncio, hypothesis, syrupy...): where PYTHONDONTWRITEBYTECODE is set (this
machine sets it), every process of every run (the main one and each xdist worker) compiled
those plugins and rewrote their asserts again, about 3 s of CPU per process. With this,
the compiled files are kept (in the ignored __pycache__/ folders) and read on the next run.
tests/conftest.py does the same for what it imports, when this module is not loaded."""

import sys

sys.dont_write_bytecode = False
