"""Where two versions of a document differ: the one region an edit (or several) changed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def changed_range(old: Sequence[Any], new: Sequence[Any]) -> tuple[int, int, int]:
    """(start, old end, new end) of the smallest region where the texts (or any sliceable
    sequences: semantic-token integers) differ.

    Common prefix and suffix are compared in blocks of 64K, 4K, 256, 16 and 1 characters:
    string comparison in C, a few slices per edit whatever the document's size.
    """
    limit = min(len(old), len(new))
    lo = 0
    step = 1 << 16
    while step:
        while lo + step <= limit and old[lo : lo + step] == new[lo : lo + step]:
            lo += step
        step >>= 4
    suffix = 0
    max_suffix = limit - lo
    step = 1 << 16
    while step:
        while (
            suffix + step <= max_suffix
            and old[len(old) - suffix - step : len(old) - suffix]
            == new[len(new) - suffix - step : len(new) - suffix]
        ):
            suffix += step
        step >>= 4
    return lo, len(old) - suffix, len(new) - suffix
