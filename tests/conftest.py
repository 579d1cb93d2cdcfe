"""Shared pytest configuration: the front-end tests run the parser in strict mode."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

# ODS imports (TableGen runs, namespace maps) are cached in a folder of this session, not
# in the user's cache; servers and commands started by the tests inherit it.
os.environ.setdefault("MLIR_LS_CACHE_DIR", tempfile.mkdtemp(prefix="mlir-ls-test-cache-"))

DATA = TESTS / "data"
