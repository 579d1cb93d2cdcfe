"""Build hook: compiles the tree-sitter grammar into an extension module of mlir_ls.

Everything else about the distribution lives in pyproject.toml.  The grammar's
generated `src/parser.c` (committed, see grammar-tree-sitter/README.md) and the
small binding in `server/mlir_ls/syntax/_ts_binding.c` become
`mlir_ls.syntax._tree_sitter_mlir`, so `pip install .` gives the server its
parser with no extra step. `server/mlir_ls/syntax/_lexer.c` becomes
`mlir_ls.syntax._mlir_lexer`, the compiled lexer; it is optional (a build without a C
compiler keeps the pure-Python lexer, which gives the same tokens).

The binding uses only Python's limited API (3.11 and later), so the wheel is an `abi3`
wheel (`cp311-abi3`): one build serves every later CPython 3.

A wheel is the compiled build (docs/architecture.md, "Compiled build"): the modules
listed in `mlir_ls/compiled.py` are compiled with mypyc (installed into the build
environment for the purpose), and the wheel is then for the building CPython only
(mypyc's code uses the full C API). An editable install is not compiled. `MLIR_LS_MYPYC`
decides instead when set: `1` compiles, `0` does not (`compiled.mypyc_wanted`). If mypyc
is missing or any part fails to compile, the build goes on pure Python; either way the
sources are installed.
"""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: The oldest CPython the wheel serves (`requires-python`): Py_LIMITED_API as 0xMMmm0000.
LIMITED_API = "cp311"
LIMITED_API_HEX = "0x030B0000"

HERE = Path(__file__).parent
GRAMMAR_SRC = Path("grammar-tree-sitter") / "src"
BINDING = Path("server") / "mlir_ls" / "syntax" / "_ts_binding.c"
LEXER = Path("server") / "mlir_ls" / "syntax" / "_lexer.c"


def _grammar_extension() -> list[Extension]:
    parser_c = GRAMMAR_SRC / "parser.c"
    if not (HERE / parser_c).exists() or not (HERE / BINDING).exists():
        return []
    sources = [str(BINDING), str(parser_c)]
    scanner = GRAMMAR_SRC / "scanner.c"
    if (HERE / scanner).exists():
        sources.append(str(scanner))
    return [
        Extension(
            "mlir_ls.syntax._tree_sitter_mlir",
            sources=sources,
            include_dirs=[str(GRAMMAR_SRC)],
            extra_compile_args=["-std=c11", "-O2"],
            define_macros=[("Py_LIMITED_API", LIMITED_API_HEX)],
            py_limited_api=True,
        )
    ]


def _lexer_extension() -> list[Extension]:
    """The compiled lexer (`_lexer.c`): optional, the pure-Python lexer is the fallback."""
    if not (HERE / LEXER).exists():
        return []
    return [
        Extension(
            "mlir_ls.syntax._mlir_lexer",
            sources=[str(LEXER)],
            extra_compile_args=["-std=c11", "-O2"],
            define_macros=[("Py_LIMITED_API", LIMITED_API_HEX)],
            py_limited_api=True,
            optional=True,
        )
    ]


#: The mypy releases whose mypyc compiles the package (the build requirement when asked;
#: tried with 2.4).
MYPYC_REQUIREMENT = "mypy>=2.4,<3"
PACKAGE = Path("server") / "mlir_ls"
#: `mlir_ls/compiled.py` run on its own (it imports only the standard library), for its
#: `COMPILED`, `MANIFEST` and `digest` without importing the package.
_COMPILED = runpy.run_path(str(HERE / PACKAGE / "compiled.py"))
COMPILED: tuple[str, ...] = _COMPILED["COMPILED"]
MANIFEST: str = _COMPILED["MANIFEST"]
_digest = _COMPILED["digest"]


def _mypyc_wanted() -> bool:
    return bool(_COMPILED["mypyc_wanted"](os.environ, sys.argv[1:]))


def _warn(message: str) -> None:
    print(f"mlir-ls: {message}; building pure Python", file=sys.stderr)


def _mypyc_extensions() -> list[Extension]:
    """The compiled modules (mypycify's shared library and one module per source)."""
    if not _mypyc_wanted():
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        # (PEP 517's metadata step runs before the build requirement is installed)
        if not {"egg_info", "dist_info"} & set(sys.argv):
            _warn("mypyc is not installed")
        return []
    paths = [str(PACKAGE / path) for path in COMPILED]
    try:
        extensions = mypycify(paths, opt_level="3", debug_level="0", group_name="mlir_ls")
    except (Exception, SystemExit) as exc:  # mypy reports errors by exiting
        _warn(f"mypyc failed ({exc!r})")
        return []
    for extension in extensions:
        extension.optional = True  # a failure is handled by `BuildExt`, as a whole
    return extensions


class BuildExt(build_ext):
    """Builds the extensions; the compiled modules count only all together. When they all
    built, their sources' digests go into `mlir_ls/_mypyc_manifest.txt` (what
    `mlir_ls.compiled.use_sources` checks); when one failed, the others are removed."""

    def run(self) -> None:
        super().run()
        built = [Path(self.get_ext_fullpath(ext.name)) for ext in _MYPYC]
        if not built:
            return
        # where a module of the package goes (`server/mlir_ls` in place, else the build dir)
        manifest = Path(self.get_ext_fullpath("mlir_ls.compiled")).parent / MANIFEST
        if all(path.exists() for path in built):
            lines = [f"{_digest((HERE / PACKAGE / p).read_bytes())} {p}" for p in COMPILED]
            manifest.write_text("\n".join(lines) + "\n", encoding="utf-8")
            return
        _warn("a compiled module failed to build")
        for path in [*built, manifest]:
            path.unlink(missing_ok=True)


_MYPYC = _mypyc_extensions()
_EXTENSIONS = _grammar_extension() + _lexer_extension() + _MYPYC
# mypyc's modules use the full C API: with them the wheel is for this CPython only.
_ABI3 = bool(_EXTENSIONS) and not _MYPYC
setup(
    ext_modules=_EXTENSIONS,
    cmdclass={"build_ext": BuildExt},
    # The build environment gets mypyc unless MLIR_LS_MYPYC=0 (PEP 517's
    # get_requires_for_build_wheel reports these before it says which build it wants).
    setup_requires=[MYPYC_REQUIREMENT] if _COMPILED["mypyc_asked"](os.environ) else [],
    options={"bdist_wheel": {"py_limited_api": LIMITED_API}} if _ABI3 else {},
)
