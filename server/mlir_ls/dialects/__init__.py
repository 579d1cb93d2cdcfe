"""Dialect descriptions: one module per dialect, each ending in a `DialectSpec` value.

`default_registry()` is the registry every tool uses: the dialects mlir-ls
describes, loaded lazily on first use of their namespace.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module

from mlir_ls.ir.spec import DialectSpec, Registry


def _load_builtin() -> DialectSpec:
    from mlir_ls.dialects.builtin import BUILTIN

    return BUILTIN


def _load_func() -> DialectSpec:
    from mlir_ls.dialects.func import FUNC

    return FUNC


def _loader(module: str, attribute: str) -> Callable[[], DialectSpec]:
    def load() -> DialectSpec:
        spec: DialectSpec = getattr(import_module(f"mlir_ls.dialects.{module}"), attribute)
        return spec

    return load


#: Namespace -> loader of every dialect mlir-ls describes.
LOADERS: dict[str, Callable[[], DialectSpec]] = {
    "builtin": _load_builtin,
    "func": _load_func,
    "arith": _loader("arith", "ARITH_DIALECT"),
    "cf": _loader("cf", "CF"),
    "scf": _loader("scf", "SCF"),
    "math": _loader("math", "MATH"),
    "index": _loader("index", "INDEX_DIALECT"),
    "ub": _loader("ub", "UB"),
    "memref": _loader("memref", "MEMREF"),
    "tensor": _loader("tensor", "TENSOR"),
    "linalg": _loader("linalg", "LINALG"),
    "llvm": _loader("llvm", "LLVM"),
    "gpu": _loader("gpu", "GPU"),
    "complex": _loader("complex", "COMPLEX_DIALECT"),
    "bufferization": _loader("bufferization", "BUFFERIZATION"),
    "affine": _loader("affine", "AFFINE"),
    "vector": _loader("vector", "VECTOR"),
    "dlti": _loader("dlti", "DLTI"),
    "nvvm": _loader("nvvm", "NVVM"),
    "xevm": _loader("xevm", "XEVM"),
    "rocdl": _loader("rocdl", "ROCDL"),
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
