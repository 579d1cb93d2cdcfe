"""Document symbols (outline) and workspace symbols."""

from __future__ import annotations

from mlir_ls.ide import document_symbols, scan_symbols, workspace_symbols
from mlir_ls.ide.symbols import DocumentSymbol

from .support import analyse


def outline(symbols: list[DocumentSymbol], depth: int = 0) -> list[str]:
    out: list[str] = []
    for s in symbols:
        out.append("  " * depth + f"{s.kind} {s.name} ({s.detail})")
        out.extend(outline(s.children, depth + 1))
    return out


def check_outline(src: str, expected: str) -> None:
    analysis, _ = analyse(src)
    assert "\n".join(outline(document_symbols(analysis))) == expected.strip()


def test_hierarchy() -> None:
    check_outline(
        """#map = affine_map<(d0) -> (d0)>
module @outer {
  func.func private @decl()
  module @inner {
    func.func @f() {
      return
    }
  }
}""",
        """
constant #map (attribute alias)
module @outer (builtin.module)
  function @decl (func.func)
  module @inner (builtin.module)
    function @f (func.func)
""",
    )


def test_chunks() -> None:
    check_outline(
        """func.func private @a()
// -----
func.func private @b()
""",
        """
namespace chunk 1 (func.func private @a())
  function @a (func.func)
namespace chunk 2 (func.func private @b())
  function @b (func.func)
""",
    )


def test_workspace_symbols_fuzzy() -> None:
    analysis, _ = analyse("func.func private @compute_4()\nfunc.func private @other()\n")
    assert [s.name for s in workspace_symbols(analysis, "cmp4")] == ["@compute_4"]


def test_scan_without_analysis() -> None:
    text = (
        "#map = affine_map<(d0) -> (d0)>\nmodule {\n  func.func private @decl(i32)\n"
        '  memref.global "private" @glob : memref<4xf32>\n'
        "  func.func @f() {\n    func.call @decl() : () -> ()\n    return\n  }\n}\n"
    )
    names = [(s.name, s.kind) for s in scan_symbols(text, "")]
    assert ("#map", "constant") in names
    assert ("@decl", "function") in names
    assert ("@f", "function") in names
    assert ("@glob", "variable") in names
    assert all(name != "@decl" or kind == "function" for name, kind in names)
    assert len([n for n, _ in names if n == "@decl"]) == 1  # the call is not a definition
