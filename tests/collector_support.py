"""The garbage collector as the server and the batch commands run it, for tests."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_off() -> Iterator[None]:
    """The collector off and the heap possibly frozen (as `mlir_ls.gcpause` leaves it),
    restored afterwards: enabled as it was, nothing frozen."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.unfreeze()
        if was:
            gc.enable()
