"""`gc_paused()`: no cyclic garbage collection while a large IR is being built.

The IR is a graph of parent/child cycles that stays alive; collecting while it
grows only costs time (about a third of a large parse). Nested uses are fine.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
