"""The compiled build (mypyc): which modules it compiles, and when they are used.

A wheel (`pip install .`) compiles the modules of `COMPILED` with mypyc into extension
modules beside their sources, and falls back to pure Python when it cannot; an editable
install stays pure Python unless asked (`MLIR_LS_MYPYC=1`, `make compiled` in a
checkout); `MLIR_LS_MYPYC=0` asks for pure Python (`mypyc_wanted`; docs/architecture.md,
"Compiled build"). The build records each
source's digest in `_mypyc_manifest.txt`. `use_sources()` runs first in the package
(`mlir_ls/__init__.py`): when a source no longer matches its digest (edited after an
in-place build), or `MLIR_LS_PURE_PYTHON=1` is set (which also turns off the compiled
lexer, `mlir_ls.syntax.lexer`), every compiled module is imported from its
`.py` file instead, all of them together (their native classes are linked to each other in
one shared library: a mix of the two would not work). This module itself stays interpreted.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
import zlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import TypeVar

T = TypeVar("T")

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # the pure-Python install: the marks only speak to mypyc

    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[T], T]:
        return lambda cls: cls


#: The modules the compiled build compiles (paths under `mlir_ls/`, `/`-separated): the
#: front end's hot path (parser, IR, verifier, and the dialect code every function or loop
#: runs), the printer and the formatter. Package `__init__` modules stay interpreted, and
#: so do `parser/errors.py` (`ParserStuck` derives from `AssertionError`, which a compiled
#: class cannot), `dialects/assembly_format/custom.py` (a `threading.local`
#: subclass), `dialects/memref.py` (a local type union read after a nested function:
#: mypyc 2.4 reports it unbound) and `fmt/formatter.py` (the formatter's driver and safety
#: check: its tests replace the parts it calls, `format_result`, `same_generic_ir`,
#: `_generic_key`, `parse`, through its module's names, which compiled code does not look
#: up; its own work is a few loops over top-level ops, the rest is compiled).
COMPILED: tuple[str, ...] = (
    "parser/affine.py",
    "parser/asm.py",
    "parser/attributes.py",
    "parser/base.py",
    "parser/builtin_checks.py",
    "parser/custom_memo.py",
    "parser/dialect_body.py",
    "parser/known_dialects.py",
    "parser/legacy.py",
    "parser/operations.py",
    "parser/resources.py",
    "parser/scopes.py",
    "parser/tolerant.py",
    "parser/toplevel.py",
    "parser/types.py",
    "parser/undescribed.py",
    "ir/affine.py",
    "ir/attributes.py",
    "ir/core.py",
    "ir/release.py",
    "ir/source_map.py",
    "ir/spec.py",
    "ir/structured.py",
    "ir/types.py",
    "verify/check.py",
    "verify/context.py",
    "verify/dominance.py",
    "verify/expected.py",
    "verify/incremental.py",
    "verify/links.py",
    "verify/op_constraints.py",
    "verify/upstream_view.py",
    "verify/value_regions.py",
    "verify/verifier.py",
    "dialects/builtin.py",
    "dialects/directives.py",
    "dialects/func.py",
    "dialects/function_interface.py",
    "dialects/invariants.py",
    "dialects/linalg.py",
    "dialects/ods.py",
    "dialects/scf.py",
    "dialects/assembly_format/attr_kinds.py",
    "dialects/assembly_format/compile.py",
    "dialects/assembly_format/elements.py",
    "dialects/assembly_format/syntax.py",
    "fmt/comments.py",
    "fmt/layout.py",
    "fmt/printing.py",
    "fmt/same_ir.py",
    "fmt/same_tokens.py",
    "fmt/token_rules.py",
    "fmt/trivia.py",
    "printer/affine.py",
    "printer/aliases.py",
    "printer/api.py",
    "printer/asm_printer.py",
    "printer/attrs.py",
    "printer/document.py",
    "printer/fallback.py",
    "printer/floats.py",
    "printer/inherent.py",
    "printer/linalg_bodies.py",
    "printer/module.py",
    "printer/names.py",
    "printer/result_names.py",
    "printer/templates.py",
    "printer/unknown.py",
)

#: Asks for the compiled build or not: `1` compiles any build, `0` none. Unset, a wheel
#: (`pip install .`, `pip wheel .`: what users install) is compiled and an editable
#: install (`pip install -e .`: a checkout being edited, as `make`'s venv) is not.
MYPYC_ENV = "MLIR_LS_MYPYC"
#: The setuptools command that builds a wheel (PEP 517's `build_wheel` runs it).
WHEEL_COMMAND = "bdist_wheel"


def mypyc_asked(environ: Mapping[str, str]) -> bool:
    """Whether the build may compile (so its environment needs mypyc): not when
    `MLIR_LS_MYPYC=0`. PEP 517 asks for the build requirements before it says which
    build (wheel or editable) it wants."""
    return environ.get(MYPYC_ENV, "") != "0"


def mypyc_wanted(environ: Mapping[str, str], commands: Sequence[str]) -> bool:
    """Whether this run of setup.py (`commands`: its arguments) compiles: as
    `MLIR_LS_MYPYC` says, else when it builds a wheel."""
    value = environ.get(MYPYC_ENV, "")
    if value:
        return value != "0"
    return WHEEL_COMMAND in commands


#: Written by the compiled build beside this module: `digest path` per compiled module.
MANIFEST = "_mypyc_manifest.txt"
#: Set (to anything) to run the pure-Python modules of a compiled install (tests, debugging).
PURE_ENV = "MLIR_LS_PURE_PYTHON"
PACKAGE_DIR = Path(__file__).resolve().parent


def module_name(path: str) -> str:
    """`parser/base.py` -> `mlir_ls.parser.base`."""
    return "mlir_ls." + path.removesuffix(".py").replace("/", ".")


def digest(source: bytes) -> str:
    """What tells an edited source: its length and CRC-32 (`zlib` loads in no time, unlike
    `hashlib`'s OpenSSL; the check guards against edits, not against forgeries)."""
    return f"{len(source)}:{zlib.crc32(source):08x}"


def read_manifest(package_dir: Path) -> dict[str, str] | None:
    """The manifest's digests by path; None when this is not a compiled install."""
    try:
        text = (package_dir / MANIFEST).read_text(encoding="utf-8")
    except OSError:
        return None
    digests: dict[str, str] = {}
    for line in text.splitlines():
        value, _, path = line.partition(" ")
        if path:
            digests[path] = value
    return digests


def stale_sources(package_dir: Path, digests: dict[str, str]) -> list[str]:
    """The compiled modules whose source differs from what was compiled (a missing source,
    as in an install without sources, counts as unchanged)."""
    stale: list[str] = []
    for path, value in digests.items():
        try:
            source = (package_dir / path).read_bytes()
        except OSError:
            continue
        if digest(source) != value:
            stale.append(path)
    return stale


class SourceFinder:
    """Imports the named modules from their `.py` files, ahead of the extension modules
    that the default path finder would prefer (a `sys.meta_path` finder; not derived from
    `importlib.abc.MetaPathFinder`, whose import costs every start tens of milliseconds)."""

    def __init__(self, sources: dict[str, Path]) -> None:
        self.sources = sources

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        source = self.sources.get(fullname)
        if source is None:
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def use_sources(package_dir: Path = PACKAGE_DIR) -> str:
    """Decide, once per process, whether the compiled modules may be used; returns
    `"pure"` (no compiled build here), `"compiled"`, or why the sources are used instead."""
    digests = read_manifest(package_dir)
    if digests is None:
        return "pure"
    if os.environ.get(PURE_ENV):
        reason = f"{PURE_ENV} is set"
    else:
        stale = stale_sources(package_dir, digests)
        if not stale:
            return "compiled"
        reason = f"edited since the compiled build: {', '.join(stale)}"
    sources = {module_name(path): package_dir / path for path in digests}
    sys.meta_path.insert(0, SourceFinder(sources))
    return f"sources ({reason})"
