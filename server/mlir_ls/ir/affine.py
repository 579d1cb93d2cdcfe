"""Affine expressions, maps and integer sets.

affine-expr ::= `(` affine-expr `)` | affine-expr `+` affine-expr | affine-expr `-` affine-expr
              | `-`? integer-literal `*` affine-expr | affine-expr `ceildiv` integer-literal
              | affine-expr `floordiv` integer-literal | affine-expr `mod` integer-literal
              | `-` affine-expr | bare-id | `-`? integer-literal
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


class AffineExpr:
    """Base of affine expressions; subclasses are frozen dataclasses."""

    __slots__ = ()

    def walk_dims(self) -> set[int]:
        return set()

    def is_pure_affine(self) -> bool:
        return True

    def is_symbolic_or_constant(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class AffineDim(AffineExpr):
    position: int

    def __str__(self) -> str:
        return f"d{self.position}"

    def walk_dims(self) -> set[int]:
        return {self.position}

    def is_symbolic_or_constant(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class AffineSymbol(AffineExpr):
    position: int

    def __str__(self) -> str:
        return f"s{self.position}"


@dataclass(frozen=True, slots=True)
class AffineConstant(AffineExpr):
    value: int

    def __str__(self) -> str:
        return str(self.value)


#: Binary operators by spelling, with their precedence (higher binds tighter).
AFFINE_OPS = {"+": 1, "*": 2, "floordiv": 2, "ceildiv": 2, "mod": 2}


@dataclass(frozen=True, slots=True)
class AffineBinary(AffineExpr):
    op: str  # "+", "*", "floordiv", "ceildiv", "mod"
    lhs: AffineExpr
    rhs: AffineExpr
    #: Whether no dimension occurs in the expression: computed once when it is built, so
    #: that checks made at every step of a long chain (`s0 floordiv s0 floordiv ...`) stay
    #: linear in its length.
    symbolic: bool = field(init=False, repr=False, compare=False)
    #: The hash, from the operands' (cached the same way): hashing a long chain at every
    #: step (caches keyed by expression) stays linear in its length.
    hashed: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(
            self,
            "symbolic",
            self.lhs.is_symbolic_or_constant() and self.rhs.is_symbolic_or_constant(),
        )
        object.__setattr__(self, "hashed", hash((self.op, self.lhs, self.rhs)))

    def __hash__(self) -> int:
        return self.hashed

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, AffineBinary) or self.hashed != other.hashed:
            return False
        return self.op == other.op and self.lhs == other.lhs and self.rhs == other.rhs

    def __str__(self) -> str:
        return _print_binary(self)

    def walk_dims(self) -> set[int]:
        return self.lhs.walk_dims() | self.rhs.walk_dims()

    def is_pure_affine(self) -> bool:
        if self.op == "+":
            return self.lhs.is_pure_affine() and self.rhs.is_pure_affine()
        if self.op == "*":
            return (
                self.lhs.is_pure_affine()
                and self.rhs.is_pure_affine()
                and (self.lhs.is_symbolic_or_constant() or self.rhs.is_symbolic_or_constant())
            )
        return self.lhs.is_pure_affine() and isinstance(self.rhs, AffineConstant | AffineSymbol)

    def is_symbolic_or_constant(self) -> bool:
        return self.symbolic


def _operand(expr: AffineExpr, parent_prec: int) -> str:
    if isinstance(expr, AffineBinary) and AFFINE_OPS[expr.op] < parent_prec:
        return f"({expr})"
    if isinstance(expr, AffineBinary) and AFFINE_OPS[expr.op] == parent_prec and parent_prec == 2:
        return f"({expr})"
    return str(expr)


def _print_binary(expr: AffineBinary) -> str:
    prec = AFFINE_OPS[expr.op]
    if expr.op == "+":
        rhs = expr.rhs
        if isinstance(rhs, AffineConstant) and rhs.value < 0:
            return f"{_operand(expr.lhs, 1)} - {-rhs.value}"
        if (
            isinstance(rhs, AffineBinary)
            and rhs.op == "*"
            and isinstance(rhs.rhs, AffineConstant)
            and rhs.rhs.value == -1
        ):
            return f"{_operand(expr.lhs, 1)} - {_operand(rhs.lhs, 2)}"
        return f"{_operand(expr.lhs, 1)} + {_operand(expr.rhs, 1) if not (isinstance(rhs, AffineBinary) and rhs.op == '+') else '(' + str(rhs) + ')'}"
    if expr.op == "*" and isinstance(expr.rhs, AffineConstant) and expr.rhs.value == -1:
        return f"-{_operand(expr.lhs, 3)}"
    lhs = _operand(expr.lhs, prec)
    if isinstance(expr.lhs, AffineBinary) and expr.lhs.op != "+" and prec == 2:
        lhs = str(expr.lhs) if expr.op == "*" and expr.lhs.op == "*" else lhs
    return f"{lhs} {expr.op} {_operand(expr.rhs, 3)}"


@dataclass(frozen=True, slots=True)
class AffineMap:
    """affine-map ::= dim-and-symbol-id-lists `->` multi-dim-affine-expr"""

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    def __str__(self) -> str:
        dims = ", ".join(f"d{i}" for i in range(self.num_dims))
        syms = ", ".join(f"s{i}" for i in range(self.num_symbols))
        head = f"({dims})" + (f"[{syms}]" if self.num_symbols else "")
        return f"{head} -> ({', '.join(map(str, self.results))})"

    @property
    def is_identity(self) -> bool:
        return (
            self.num_symbols == 0
            and len(self.results) == self.num_dims
            and all(
                isinstance(r, AffineDim) and r.position == i for i, r in enumerate(self.results)
            )
        )

    @staticmethod
    def identity(rank: int) -> AffineMap:
        return AffineMap(rank, 0, tuple(AffineDim(i) for i in range(rank)))


@dataclass(frozen=True, slots=True)
class IntegerSet:
    """integer-set ::= dim-and-symbol-id-lists `:` `(` affine-constraint-conjunction? `)`"""

    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    def __str__(self) -> str:
        dims = ", ".join(f"d{i}" for i in range(self.num_dims))
        syms = ", ".join(f"s{i}" for i in range(self.num_symbols))
        head = f"({dims})" + (f"[{syms}]" if self.num_symbols else "")
        parts = [
            f"{c} {'==' if eq else '>='} 0"
            for c, eq in zip(self.constraints, self.eq_flags, strict=True)
        ]
        return f"{head} : ({', '.join(parts)})"


def make_binary(op: str, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """Build `lhs op rhs`, folding constant operands as upstream does: only when the
    result fits in 64 bits (`simplifyAdd`/`simplifyMul` check `llvm::AddOverflow` ...)."""
    if isinstance(lhs, AffineConstant) and isinstance(rhs, AffineConstant):
        folded = _fold(op, lhs.value, rhs.value)
        if folded is not None and _INT64_MIN <= folded <= _INT64_MAX:
            return AffineConstant(folded)
    return AffineBinary(op, lhs, rhs)


_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


def _fold(op: str, a: int, b: int) -> int | None:
    if op == "+":
        return a + b
    if op == "*":
        return a * b
    if b == 0:
        return None
    if op == "floordiv":
        return a // b
    if op == "ceildiv":
        return -((-a) // b)
    if op == "mod":
        return a % b
    return None


def negate(expr: AffineExpr) -> AffineExpr:
    return make_binary("*", expr, AffineConstant(-1))


def dims_used(exprs: Sequence[AffineExpr]) -> set[int]:
    used: set[int] = set()
    for expr in exprs:
        used |= expr.walk_dims()
    return used
