"""Affine maps, integer sets and affine expressions.

affine-map ::= dim-and-symbol-id-lists `->` multi-dim-affine-expr
integer-set ::= dim-and-symbol-id-lists `:` `(` affine-constraint-conjunction? `)`
dim-and-symbol-id-lists ::= dim-id-list symbol-id-list?
affine-constraint ::= affine-expr (`>=` | `<=` | `==`) affine-expr
"""

from __future__ import annotations

from mlir_ls.ir.affine import (
    AffineConstant,
    AffineDim,
    AffineExpr,
    AffineMap,
    AffineSymbol,
    IntegerSet,
    make_binary,
    negate,
)
from mlir_ls.parser.base import ParserBase
from mlir_ls.syntax.lexer import integer_value


class AffineParser(ParserBase):
    def _parse_dim_and_symbol_lists(self) -> tuple[dict[str, AffineExpr], int, int]:
        names: dict[str, AffineExpr] = {}
        num_dims = self._parse_id_list(
            "(", ")", names, AffineDim, " in dimensional identifier list"
        )
        num_symbols = 0
        if self.kind == "[":
            num_symbols = self._parse_id_list("[", "]", names, AffineSymbol, " in symbol list")
        return names, num_dims, num_symbols

    def _parse_id_list(
        self, open_: str, close: str, names: dict[str, AffineExpr], make: type, context: str
    ) -> int:
        """parseCommaSeparatedList of bare identifiers ("expected ')'" + `context`)."""
        self.expect(open_, f"expected '{open_}'{context}")
        count = 0
        if self.consume_if(close):
            return 0
        while True:
            if self.kind != "bare":
                raise self.fail_token("expected bare identifier")
            name = self.text
            if name in names:
                raise self.fail(f"redefinition of identifier '{name}'")
            names[name] = make(count)
            count += 1
            self.advance()
            if not self.consume_if(","):
                break
        self.expect(close, f"expected '{close}'{context}")
        return count

    def parse_affine_map_or_set_body(self) -> AffineMap | IntegerSet:
        """Body of `affine_map<...>` or `affine_set<...>` (both accepted, as upstream's parser)."""
        names, num_dims, num_symbols = self._parse_dim_and_symbol_lists()
        if self.consume_if("->"):
            return AffineMap(num_dims, num_symbols, tuple(self._parse_result_list(names)))
        if self.consume_if(":"):
            return self._parse_constraints(names, num_dims, num_symbols)
        raise self.fail_token("expected '->' or ':'")

    def _parse_result_list(self, names: dict[str, AffineExpr]) -> list[AffineExpr]:
        self.expect("(", "expected '(' in affine map range")
        results: list[AffineExpr] = []
        if self.consume_if(")"):
            return results
        results.append(self.parse_affine_expr(names))
        while self.consume_if(","):
            results.append(self.parse_affine_expr(names))
        self.expect(")", "expected ')' in affine map range")
        return results

    def _parse_constraints(self, names: dict[str, AffineExpr], dims: int, syms: int) -> IntegerSet:
        self.expect("(", "expected '(' in integer set constraint list")
        constraints: list[AffineExpr] = []
        eq: list[bool] = []
        if not self.consume_if(")"):
            while True:
                lhs = self.parse_affine_expr(names)
                if self.kind == ">" and self.peek_kind() == "=":
                    self.advance()
                    self.advance()
                    constraints.append(make_binary("+", lhs, negate(self.parse_affine_expr(names))))
                    eq.append(False)
                elif self.kind == "<" and self.peek_kind() == "=":
                    self.advance()
                    self.advance()
                    constraints.append(make_binary("+", self.parse_affine_expr(names), negate(lhs)))
                    eq.append(False)
                elif self.kind == "=" and self.peek_kind() == "=":
                    self.advance()
                    self.advance()
                    constraints.append(make_binary("+", lhs, negate(self.parse_affine_expr(names))))
                    eq.append(True)
                else:
                    raise self.fail_token(
                        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
                    )
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')' in integer set constraint list")
        return IntegerSet(dims, syms, tuple(constraints), tuple(eq))

    def parse_affine_expr(self, names: dict[str, AffineExpr]) -> AffineExpr:
        """affine-expr with the usual precedence: `+`/`-` below `*`/`floordiv`/`ceildiv`/`mod`."""
        # Each operator of a chain nests the tree one level deeper (`nest`).
        depth = self.nesting
        try:
            lhs = self._parse_affine_term(names)
            while True:
                if self.kind == "+":
                    self.advance()
                    self.nest()
                    lhs = make_binary("+", lhs, self._parse_affine_term(names))
                elif self.kind == "-":
                    self.advance()
                    self.nest()
                    lhs = make_binary("+", lhs, negate(self._parse_affine_term(names)))
                else:
                    return lhs
        finally:
            self.nesting = depth

    def _parse_affine_term(self, names: dict[str, AffineExpr]) -> AffineExpr:
        depth = self.nesting
        try:
            return self._parse_affine_factors(names)
        finally:
            self.nesting = depth

    def _parse_affine_factors(self, names: dict[str, AffineExpr]) -> AffineExpr:
        lhs = self._parse_affine_operand(names)
        while True:
            self.nest()
            if self.kind == "*":
                span = self.span
                self.advance()
                rhs = self._parse_affine_operand(names)
                if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
                    raise self.fail(
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                        span,
                    )
                lhs = make_binary("*", lhs, rhs)
            elif self.kind == "bare" and self.text in ("floordiv", "ceildiv", "mod"):
                op = self.text
                span = self.span
                self.advance()
                rhs = self._parse_affine_operand(names)
                if not rhs.is_symbolic_or_constant():
                    raise self.fail(
                        f"non-affine expression: right operand of {op} has to be either a constant or symbolic",
                        span,
                    )
                lhs = make_binary(op, lhs, rhs)
            else:
                return lhs

    def _parse_affine_operand(self, names: dict[str, AffineExpr]) -> AffineExpr:
        depth = self.nesting
        self.nest()
        try:
            return self._parse_affine_primary(names)
        finally:
            self.nesting = depth

    def _parse_affine_primary(self, names: dict[str, AffineExpr]) -> AffineExpr:
        kind = self.kind
        if kind == "bare":
            name = self.text
            found = names.get(name)
            if found is None:
                if name in ("floordiv", "ceildiv", "mod"):
                    raise self.fail_token("missing left operand of binary operator")
                raise self.fail("use of undeclared identifier")
            self.advance()
            return found
        if kind == "integer":
            value = integer_value(self.text)
            if value >= 2**63:
                raise self.fail("constant too large for index")
            self.advance()
            return AffineConstant(value)
        if kind == "(":
            self.advance()
            if self.kind == ")":
                raise self.fail_token("no expression inside parentheses")
            expr = self.parse_affine_expr(names)
            self.expect(")", "expected ')'")
            return expr
        if kind == "-":
            self.advance()
            return negate(self._parse_affine_operand(names))
        if kind in ("+", "*"):
            raise self.fail_token("missing left operand of binary operator")
        raise self.fail_token("expected affine expression")
