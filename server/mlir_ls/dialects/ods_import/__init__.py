"""Dialects from their ODS records (`llvm-tblgen --dump-json`), without a C++ build.

Two steps, each usable alone:

* `reduce_dump(dump)`: the raw TableGen dump (every record, tens of MB for a big
  dialect) to a compact, JSON-serialisable model of the dialects, ops, types,
  attributes and enums it defines (`MODEL_VERSION` inside). This is what gets cached.
* `build_dialects(model)`: the model to the registry's `DialectSpec`s, whose ops parse,
  verify and print through the declarative assembly-format engine like hand-written ones.

Running TableGen, caching and loading live in `tblgen`, `cache` and `loader`.
"""

from __future__ import annotations

from mlir_ls.dialects.ods_import.ops import BuildResult, build_dialects
from mlir_ls.dialects.ods_import.problems import OdsProblem
from mlir_ls.dialects.ods_import.records import MODEL_VERSION, reduce_dump

__all__ = ["MODEL_VERSION", "BuildResult", "OdsProblem", "build_dialects", "reduce_dump"]
