"""Dialect descriptions: one module per dialect, each ending in a `DialectSpec` value.

`default_registry()` is the registry every tool uses: the dialects mlir-ls
describes, loaded lazily on first use of their namespace.
"""

from __future__ import annotations

from functools import cache

from mlir_ls.ir.spec import DialectSpec, Registry


def _load_builtin() -> DialectSpec:
    from mlir_ls.dialects.builtin import BUILTIN

    return BUILTIN


def _load_func() -> DialectSpec:
    from mlir_ls.dialects.func import FUNC

    return FUNC


#: Namespace -> loader of every dialect mlir-ls describes.
LOADERS = {
    "builtin": _load_builtin,
    "func": _load_func,
}


def new_registry() -> Registry:
    registry = Registry()
    for name, loader in LOADERS.items():
        registry.register_lazy(name, loader)
    return registry


@cache
def default_registry() -> Registry:
    """The shared registry (dialect specs are immutable once loaded)."""
    return new_registry()
