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
"""

from __future__ import annotations

from pathlib import Path

from setuptools import Extension, setup

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


_EXTENSIONS = _grammar_extension() + _lexer_extension()
setup(
    ext_modules=_EXTENSIONS,
    options={"bdist_wheel": {"py_limited_api": LIMITED_API}} if _EXTENSIONS else {},
)
