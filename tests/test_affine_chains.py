"""Long affine operator chains: every check on them is linear in their length.

`s0 floordiv s0 floordiv ...` and `s0 mod s0 mod ...` are valid upstream at any length; the
parser checks at each step whether an operand is symbolic, so that check must not walk the
whole chain built so far (found by the fuzzer as hangs).
"""

from __future__ import annotations

from mlir_ls.ir.affine import AffineBinary, AffineDim, AffineExpr, AffineSymbol
from mlir_ls.verify.check import analyze


def test_symbolic_is_known_without_walking_the_chain() -> None:
    expr: AffineExpr = AffineSymbol(0)
    for _ in range(50_000):  # far deeper than Python's recursion limit
        expr = AffineBinary("floordiv", expr, AffineSymbol(0))
    assert expr.is_symbolic_or_constant()
    assert not AffineBinary("+", expr, AffineDim(0)).is_symbolic_or_constant()


def test_long_chains_parse_clean() -> None:
    for op in ("floordiv", "mod", "ceildiv", "*"):
        chain = f" {op} ".join(["s0"] * 3000)
        text = f"#map = affine_map<()[s0] -> ({chain})>\n"
        assert [d.message for d in analyze(text).diagnostics] == []
