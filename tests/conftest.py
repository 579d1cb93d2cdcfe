"""Shared pytest configuration: the front-end tests run the parser in strict mode."""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

DATA = TESTS / "data"
