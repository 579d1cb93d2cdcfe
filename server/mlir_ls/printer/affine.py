"""Affine expressions, maps and sets in upstream's canonical spelling.

Upstream simplifies every affine expression when it builds it (`simplifyAdd`,
`simplifyMul`, ... in `AffineExpr.cpp`: constants to the right, `d0 + 2 + 3` to
`d0 + 5`, `(d0 * 4) floordiv 2` to `d0 * 2`, ...). The parser here builds the
tree with constant folding only, in the order upstream's parser applies the
operators, so rebuilding it bottom-up through the same simplifications gives
upstream's expression; `print_affine_expr` then prints it as `AsmPrinter` does.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from mlir_ls.ir.affine import (
    AffineBinary,
    AffineConstant,
    AffineDim,
    AffineExpr,
    AffineMap,
    AffineSymbol,
    IntegerSet,
)

_INT64_MIN = -(2**63)
_INT64_MAX = 2**63 - 1


def _wrap(value: int) -> int:
    """`value` as upstream's `int64_t` arithmetic leaves it (two's complement wrap-around):
    only the folds of two constants check for overflow; the others (`(e * c1) * c2` to
    `e * (c1 * c2)`, `(e + c1) + c2`, `c1 * e + c2 * e`, divisors) wrap."""
    return (value - _INT64_MIN) % (1 << 64) + _INT64_MIN


def _checked(value: int) -> int | None:
    return value if _INT64_MIN <= value <= _INT64_MAX else None


def _const(expr: AffineExpr) -> int | None:
    return expr.value if isinstance(expr, AffineConstant) else None


def _is_kind(expr: AffineExpr, op: str) -> bool:
    return isinstance(expr, AffineBinary) and expr.op == op


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _trunc_rem(a: int, b: int) -> int:
    return a - b * _trunc_div(a, b)


def largest_known_divisor(expr: AffineExpr) -> int:
    if isinstance(expr, AffineDim | AffineSymbol):
        return 1
    if isinstance(expr, AffineConstant):
        return _wrap(abs(expr.value))
    assert isinstance(expr, AffineBinary)
    if expr.op in ("floordiv", "ceildiv"):
        rhs = _const(expr.rhs)
        if rhs:
            lhs_div = largest_known_divisor(expr.lhs)
            if _trunc_rem(lhs_div, rhs) == 0:
                return _wrap(abs(_trunc_div(lhs_div, rhs)))
        return 1
    if expr.op == "*":
        return _wrap(largest_known_divisor(expr.lhs) * largest_known_divisor(expr.rhs))
    return math.gcd(largest_known_divisor(expr.lhs), largest_known_divisor(expr.rhs))


def add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_add(lhs, rhs) or AffineBinary("+", lhs, rhs)


def mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_mul(lhs, rhs) or AffineBinary("*", lhs, rhs)


def floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_floordiv(lhs, rhs) or AffineBinary("floordiv", lhs, rhs)


def ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_ceildiv(lhs, rhs) or AffineBinary("ceildiv", lhs, rhs)


def mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return _simplify_mod(lhs, rhs) or AffineBinary("mod", lhs, rhs)


def _c(value: int) -> AffineExpr:
    return AffineConstant(value)


def _out_of_order(lhs: AffineExpr, rhs: AffineExpr) -> bool:
    """Two dims or two symbols are ordered by position (`d1 + d0` becomes `d0 + d1`)."""
    if isinstance(lhs, AffineDim) and isinstance(rhs, AffineDim):
        return lhs.position > rhs.position
    if isinstance(lhs, AffineSymbol) and isinstance(rhs, AffineSymbol):
        return lhs.position > rhs.position
    return False


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        total = _checked(lc + rc)
        return None if total is None else _c(total)
    if lc is not None or (lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant()):
        return add(rhs, lhs)
    if _out_of_order(lhs, rhs):
        return add(rhs, lhs)
    if rc == 0:
        return lhs
    if isinstance(lhs, AffineBinary) and rc is not None and lhs.op == "+":
        lrhs = _const(lhs.rhs)
        if lrhs is not None:
            return add(lhs.lhs, _c(_wrap(lrhs + rc)))
    # c1 * e + c2 * e -> (c1 + c2) * e
    l_const: int | None = 1
    first = lhs
    if isinstance(lhs, AffineBinary) and lhs.op == "*" and _const(lhs.rhs) is not None:
        l_const, first = _const(lhs.rhs), lhs.lhs
    r_const: int | None = 1
    second = rhs
    if isinstance(rhs, AffineBinary) and rhs.op == "*" and _const(rhs.rhs) is not None:
        r_const, second = _const(rhs.rhs), rhs.lhs
    if l_const is not None and r_const is not None and first == second:
        return mul(first, _c(_wrap(l_const + r_const)))
    if isinstance(lhs, AffineBinary) and lhs.op == "+":
        lrhs = _const(lhs.rhs)
        if lrhs is not None:
            return add(add(lhs.lhs, rhs), lhs.rhs)
    if not isinstance(rhs, AffineBinary):
        return None
    lr, rr = rhs.lhs, rhs.rhs
    rr_const = _const(rr)
    if rr_const == -1 and _is_kind(lr, "*"):
        assert isinstance(lr, AffineBinary)
        ll, rl = lr.lhs, lr.rhs
        if not _is_kind(ll, "floordiv"):
            return None
        assert isinstance(ll, AffineBinary)
        if ll.rhs == rl and lhs == ll.lhs:
            return mod(lhs, rl)
    if not (_is_kind(lr, "floordiv") and rhs.op == "*"):
        return None
    assert isinstance(lr, AffineBinary)
    llrhs, rlrhs = lr.lhs, lr.rhs
    rl_const = _const(rlrhs)
    if rl_const is not None and rl_const > 0 and lhs == llrhs and rr == mul(rlrhs, _c(-1)):
        return mod(lhs, rlrhs)
    return None


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        product = _checked(lc * rc)
        return None if product is None else _c(product)
    if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
        return None
    if not rhs.is_symbolic_or_constant() or lc is not None or _out_of_order(lhs, rhs):
        return mul(rhs, lhs)
    if rc is not None:
        if rc == 1:
            return lhs
        if rc == 0:
            return rhs
    if isinstance(lhs, AffineBinary) and lhs.op == "*":
        lrhs = _const(lhs.rhs)
        if lrhs is not None:
            if rc is not None:
                return mul(lhs.lhs, _c(_wrap(lrhs * rc)))
            return mul(mul(lhs.lhs, rhs), lhs.rhs)
    return None


def _simplify_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    if lhs == rhs:
        return _c(1)
    lc, rc = _const(lhs), _const(rhs)
    if not rc:
        return None
    if lc is not None:
        folded = _checked(lc // rc)
        return None if folded is None else _c(folded)
    if rc == 1:
        return lhs
    if isinstance(lhs, AffineBinary) and lhs.op == "*":
        lrhs = _const(lhs.rhs)
        if lrhs is not None and _trunc_rem(lrhs, rc) == 0:
            return mul(lhs.lhs, _c(_wrap(_trunc_div(lrhs, rc))))
    if isinstance(lhs, AffineBinary) and lhs.op == "+":
        if (
            _trunc_rem(largest_known_divisor(lhs.lhs), rc) == 0
            or _trunc_rem(largest_known_divisor(lhs.rhs), rc) == 0
        ):
            return add(floordiv(lhs.lhs, rhs), floordiv(lhs.rhs, rhs))
    return None


def _simplify_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    if lhs == rhs:
        return _c(1)
    lc, rc = _const(lhs), _const(rhs)
    if not rc:
        return None
    if lc is not None:
        folded = _checked(-((-lc) // rc))
        return None if folded is None else _c(folded)
    if rc == 1:
        return lhs
    if isinstance(lhs, AffineBinary) and lhs.op == "*":
        lrhs = _const(lhs.rhs)
        if lrhs is not None and _trunc_rem(lrhs, rc) == 0:
            return mul(lhs.lhs, _c(_wrap(_trunc_div(lrhs, rc))))
    return None


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    if lhs == rhs:
        return _c(0)
    lc, rc = _const(lhs), _const(rhs)
    if rc is None or rc < 1:
        return None
    if lc is not None:
        return _c(lc % rc)
    if largest_known_divisor(lhs) % rc == 0:
        return _c(0)
    if isinstance(lhs, AffineBinary) and lhs.op == "+":
        if largest_known_divisor(lhs.lhs) % rc == 0:
            return mod(lhs.rhs, rhs)
        if largest_known_divisor(lhs.rhs) % rc == 0:
            return mod(lhs.lhs, rhs)
    if isinstance(lhs, AffineBinary) and lhs.op == "mod":
        inner = _const(lhs.rhs)
        if inner is not None and inner >= 1 and inner % rc == 0:
            return mod(lhs.lhs, rhs)
    return None


_BUILDERS = {"+": add, "*": mul, "floordiv": floordiv, "ceildiv": ceildiv, "mod": mod}


@lru_cache(maxsize=8192)
def canonical(expr: AffineExpr) -> AffineExpr:
    """`expr` rebuilt through upstream's construction-time simplifications."""
    return _canonical(expr, {})


def _canonical(expr: AffineExpr, done: dict[int, AffineExpr]) -> AffineExpr:
    """`canonical` below the top: memoised by identity for this one call, because a cache
    keyed by value compares whole subtrees on a hit (quadratic along a long chain)."""
    if not isinstance(expr, AffineBinary):
        return expr
    found = done.get(id(expr))
    if found is None:
        lhs, rhs = _canonical(expr.lhs, done), _canonical(expr.rhs, done)
        found = done[id(expr)] = _BUILDERS[expr.op](lhs, rhs)
    return found


# ---- printing (AsmPrinter::Impl::printAffineExprInternal) ----------------------------------

_SPELLING = {"*": " * ", "floordiv": " floordiv ", "ceildiv": " ceildiv ", "mod": " mod "}


#: Spelling of a dim or symbol leaf (`d0`/`s0`, or the SSA value bound to it).
Leaf = Callable[[AffineExpr], str]


def _leaf(expr: AffineExpr) -> str:
    if isinstance(expr, AffineDim):
        return f"d{expr.position}"
    if isinstance(expr, AffineSymbol):
        return f"s{expr.position}"
    raise TypeError(f"not a dim or symbol: {expr}")


def _print(expr: AffineExpr, strong: bool, out: list[str], leaf: Leaf = _leaf) -> None:
    if isinstance(expr, AffineDim | AffineSymbol):
        out.append(leaf(expr))
        return
    if isinstance(expr, AffineConstant):
        out.append(str(expr.value))
        return
    assert isinstance(expr, AffineBinary)
    lhs, rhs = expr.lhs, expr.rhs
    if expr.op != "+":
        if strong:
            out.append("(")
        if expr.op == "*" and _const(rhs) == -1:
            out.append("-")
            _print(lhs, True, out, leaf)
        else:
            _print(lhs, True, out, leaf)
            out.append(_SPELLING[expr.op])
            _print(rhs, True, out, leaf)
        if strong:
            out.append(")")
        return
    if strong:
        out.append("(")
    done = False
    if isinstance(rhs, AffineBinary) and rhs.op == "*":
        rrhs = _const(rhs.rhs)
        if rrhs == -1:
            _print(lhs, False, out, leaf)
            out.append(" - ")
            _print(rhs.lhs, _is_kind(rhs.lhs, "+"), out, leaf)
            done = True
        elif rrhs is not None and rrhs < -1:
            _print(lhs, False, out, leaf)
            out.append(" - ")
            _print(rhs.lhs, True, out, leaf)
            out.append(f" * {_wrap(-rrhs)}")
            done = True
    if not done:
        rc = _const(rhs)
        if rc is not None and rc < 0:
            _print(lhs, False, out, leaf)
            out.append(f" - {_wrap(-rc)}")
        else:
            _print(lhs, False, out, leaf)
            out.append(" + ")
            _print(rhs, False, out, leaf)
    if strong:
        out.append(")")


def print_affine_expr(expr: AffineExpr, leaf: Leaf = _leaf) -> str:
    """printAffineExpr; with `leaf`, printAffineExprOfSSAIds (dims and symbols as values)."""
    out: list[str] = []
    _print(canonical(expr), False, out, leaf)
    return "".join(out)


def _dims_and_symbols(num_dims: int, num_symbols: int) -> str:
    text = "(" + ", ".join(f"d{i}" for i in range(num_dims)) + ")"
    if num_symbols:
        text += "[" + ", ".join(f"s{i}" for i in range(num_symbols)) + "]"
    return text


@lru_cache(maxsize=4096)
def print_affine_map(amap: AffineMap) -> str:
    results = ", ".join(print_affine_expr(r) for r in amap.results)
    return f"{_dims_and_symbols(amap.num_dims, amap.num_symbols)} -> ({results})"


@lru_cache(maxsize=1024)
def print_integer_set(iset: IntegerSet) -> str:
    if not iset.constraints:  # upstream's parser makes the trivially true `0 == 0`
        return f"{_dims_and_symbols(iset.num_dims, iset.num_symbols)} : (0 == 0)"
    parts = [
        f"{print_affine_expr(c)} {'==' if eq else '>='} 0"
        for c, eq in zip(iset.constraints, iset.eq_flags, strict=True)
    ]
    return f"{_dims_and_symbols(iset.num_dims, iset.num_symbols)} : ({', '.join(parts)})"


def is_identity_map(amap: AffineMap) -> bool:
    if len(amap.results) != amap.num_dims:
        return False
    return all(
        isinstance(r, AffineDim) and r.position == i
        for i, r in enumerate(canonical(e) for e in amap.results)
    )


def canonical_map(amap: AffineMap) -> AffineMap:
    return AffineMap(amap.num_dims, amap.num_symbols, tuple(canonical(r) for r in amap.results))


def canonical_set(iset: IntegerSet) -> IntegerSet:
    if not iset.constraints:
        return IntegerSet(iset.num_dims, iset.num_symbols, (AffineConstant(0),), (True,))
    constraints = tuple(canonical(c) for c in iset.constraints)
    return IntegerSet(iset.num_dims, iset.num_symbols, constraints, iset.eq_flags)
