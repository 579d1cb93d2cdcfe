"""Deeply nested input: recursive walks run on threads with a large stack.

MLIR nests without bound (regions, types, attributes, locations, affine
expressions) and the parser, verifier, printer and IDE walks recurse along that
nesting, a handful of Python frames per level. Python's default recursion
limit (1,000 frames) and an 8 MiB thread stack give out after a few hundred
levels, where upstream accepts thousands. So:

- the parser refuses input nested deeper than `MAX_NESTING` levels with one
  "nesting too deep" error (`parser/base.py`), which bounds every later walk;
- every entry point (analysis, printing, formatting, the IDE requests) runs its
  work through `run_deep` / `@deep`: on a thread whose stack holds
  `RECURSION_LIMIT` frames, with Python's recursion limit raised to match.
  Nested calls on such a thread run in place; worker pools that do this work
  are `DeepExecutor`s, whose threads are deep from the start.

The recursion limit is process-wide in CPython; threads other than deep ones
must not recurse along user input. The language server's protocol thread is a
deep one (`mlir-ls serve` runs its event loop through `run_deep`), so requests
run their work in place.
"""

from __future__ import annotations

import functools
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

#: Deepest nesting the parser accepts (upstream accepts at least a few thousand levels).
MAX_NESTING = 10_000
#: Python frames a deep thread may use: every walk takes at most ~20 frames per level.
RECURSION_LIMIT = MAX_NESTING * 25 + 10_000
#: Stack of a deep thread (virtual memory; pages are committed only when used).
STACK_SIZE = 1 << 30

_local = threading.local()
_stack_lock = threading.Lock()


def is_deep_thread() -> bool:
    """True on a thread whose stack can hold `RECURSION_LIMIT` frames."""
    return getattr(_local, "deep", False)


def _enter_deep_thread() -> None:
    _local.deep = True
    if sys.getrecursionlimit() < RECURSION_LIMIT:
        sys.setrecursionlimit(RECURSION_LIMIT)


@contextmanager
def _big_stacks() -> Iterator[None]:
    """Threads started meanwhile get `STACK_SIZE` stacks."""
    with _stack_lock:
        previous = threading.stack_size(STACK_SIZE)
        try:
            yield
        finally:
            threading.stack_size(previous)


def run_deep(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """`fn(*args, **kwargs)` on a deep thread (this one if it is deep); re-raises its error."""
    if is_deep_thread():
        return fn(*args, **kwargs)
    outcome: list[Any] = []

    def body() -> None:
        _enter_deep_thread()
        try:
            outcome.append((True, fn(*args, **kwargs)))
        except BaseException as exc:  # re-raised in the caller's thread
            outcome.append((False, exc))

    with _big_stacks():
        thread = threading.Thread(target=body, name="mlir-ls-deep", daemon=True)
        thread.start()
    thread.join()
    ok, value = outcome[0]
    if ok:
        return value
    raise value


def deep(fn: Callable[P, T]) -> Callable[P, T]:
    """Decorator: the function always runs on a deep thread (see `run_deep`)."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        if is_deep_thread():
            return fn(*args, **kwargs)
        return run_deep(fn, *args, **kwargs)

    return wrapper


class DeepExecutor(ThreadPoolExecutor):
    """A thread pool whose workers are deep threads."""

    def __init__(self, max_workers: int | None = None, thread_name_prefix: str = "") -> None:
        super().__init__(max_workers, thread_name_prefix, initializer=_enter_deep_thread)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        with _big_stacks():  # workers are started lazily, by submit
            return super().submit(fn, *args, **kwargs)
