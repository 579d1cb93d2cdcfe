"""The OpAsmPrinter API: what an op's print hook (`OpSpec.print`) may call.

A print hook receives `(printer, op)` and prints everything after the op name,
as upstream's `Op::print(OpAsmPrinter &)` does: the printer has already
written `%results = ` and the op name (without the default-dialect prefix)
and writes the trailing location itself. Hooks start their output with a space
when they print anything (`p.write(" ")`), as upstream hooks do.

The declarative assembly format (mlir_ls.dialects.assembly_format) prints
through exactly these methods, so every dialect prints the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from mlir_ls.ir.affine import AffineExpr
from mlir_ls.ir.attributes import Attribute
from mlir_ls.ir.core import Block, Region, Value
from mlir_ls.ir.types import Type


class OpAsmPrinter(Protocol):
    def write(self, text: str) -> None:
        """Append raw text."""

    def print_operand(self, value: Value) -> None:
        """`%name` or `%name#N` as the printer numbers values."""

    def print_operands(self, values: Sequence[Value], separator: str = ", ") -> None: ...

    def print_affine_expr_of_ssa_ids(
        self, expr: AffineExpr, dims: Sequence[Value], symbols: Sequence[Value]
    ) -> None:
        """printAffineExprOfSSAIds: the canonical expression with `d0` as `%dim0` and `s0` as
        `symbol(%sym0)`."""

    def print_type(self, type: Type) -> None:
        """A type, using aliases (`!alias`) where the printer hoisted them."""

    def print_types(self, types: Sequence[Type], separator: str = ", ") -> None: ...

    def print_functional_type(self, inputs: Sequence[Type], results: Sequence[Type]) -> None:
        """`(i32, i32) -> i32`, with results parenthesized unless a single non-function type."""

    def print_attribute(self, attr: Attribute) -> None:
        """An attribute, using aliases (`#map`) where hoisted."""

    def print_stripped_attribute(self, attr: Attribute) -> None:
        """printStrippedAttrOrType: the alias if hoisted, else a dialect attribute without
        its `#dialect.mnemonic` (`<...>` for `#llvm.di_file<...>`), else the full attribute.
        For parameters whose attribute kind the assembly format knows."""

    def print_attribute_without_type(self, attr: Attribute) -> None:
        """An attribute without its `: type` suffix (`42` for `42 : i32`)."""

    def print_optional_attr_dict(
        self, attrs: dict[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        """` {a = 1, b}` unless every attribute is elided (prints nothing then)."""

    def print_optional_attr_dict_with_keyword(
        self, attrs: dict[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        """` attributes {a = 1}` unless every attribute is elided."""

    def print_symbol_name(self, name: str) -> None:
        """`@name` (quoted when not a bare identifier)."""

    def print_successor(self, block: Block) -> None:
        """`^bbN` as the printer numbers blocks."""

    def print_successor_and_use_list(self, block: Block, operands: Sequence[Value]) -> None:
        """`^bb1(%0, %1 : i32, f32)` (no parentheses without operands)."""

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        """` {` (with its leading space), newline, the blocks indented, `}` at the op's
        indentation; ` {\\n}` for an empty region. Upstream's hooks write `p << ' '`
        before `printRegion`: hooks here leave that space to this method."""

    def print_region_argument(
        self, value: Value, attrs: dict[str, Attribute] | None = None
    ) -> None:
        """`%arg0: i32 {attrs} loc(...)` for signatures of function-like ops."""

    def print_new_line(self) -> None:
        """A line break at the current indentation."""

    def increase_indent(self) -> None:
        """Indent what follows one more level (two spaces): new lines and region bodies."""

    def decrease_indent(self) -> None:
        """Undo one `increase_indent`."""

    def shadow_region_args(self, region: Region, names: Sequence[Value]) -> None:
        """Print the region's entry arguments with the names of `names` (scf.for iter_args)."""
