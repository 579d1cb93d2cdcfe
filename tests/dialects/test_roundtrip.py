"""Byte-exact parse -> print round trips of custom forms, through the print hooks.

`LinePrinter` implements the OpAsmPrinter API for one-line ops with the
source's own value names (the project's printer, when it lands, renames them).
Each case is written exactly as upstream's mlir-opt prints it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest

from mlir_ls.dialects import default_registry
from mlir_ls.ir.attributes import Attribute, DictionaryAttr, FloatAttr, IntegerAttr
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.ir.types import FunctionType, Type
from mlir_ls.parser import parse


class LinePrinter:
    def __init__(self) -> None:
        self.out: list[str] = []

    def write(self, text: str) -> None:
        self.out.append(text)

    def print_operand(self, value: Value) -> None:
        self.out.append(f"%{value.name}")

    def print_operands(self, values: Sequence[Value], separator: str = ", ") -> None:
        self.out.append(separator.join(f"%{v.name}" for v in values))

    def print_type(self, type: Type) -> None:
        self.out.append(str(type))

    def print_types(self, types: Sequence[Type], separator: str = ", ") -> None:
        self.out.append(separator.join(map(str, types)))

    def print_functional_type(self, inputs: Sequence[Type], results: Sequence[Type]) -> None:
        self.out.append(str(FunctionType(inputs, results)))

    def print_attribute(self, attr: Attribute) -> None:
        self.out.append(str(attr))

    def print_attribute_without_type(self, attr: Attribute) -> None:
        if isinstance(attr, IntegerAttr | FloatAttr):
            self.out.append(str(attr).split(" : ")[0])
        else:
            self.out.append(str(attr))

    def print_optional_attr_dict(
        self, attrs: dict[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        shown = {k: v for k, v in attrs.items() if k not in set(elided)}
        if shown:
            self.out.append(" " + str(DictionaryAttr(shown)))

    def print_optional_attr_dict_with_keyword(
        self, attrs: dict[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        shown = {k: v for k, v in attrs.items() if k not in set(elided)}
        if shown:
            self.out.append(" attributes " + str(DictionaryAttr(shown)))

    def print_symbol_name(self, name: str) -> None:
        self.out.append("@" + name)

    def print_successor(self, block: Block) -> None:
        self.out.append(f"^{block.label}")

    def print_successor_and_use_list(self, block: Block, operands: Sequence[Value]) -> None:
        self.print_successor(block)
        if operands:
            self.out.append("(" + ", ".join(f"%{v.name}" for v in operands) + " : ")
            self.out.append(", ".join(str(v.type) for v in operands) + ")")

    def print_region(self, region: Region, *args: object, **kwargs: object) -> None:
        raise AssertionError("one-line cases have no regions")

    def print_new_line(self) -> None:
        self.out.append("\n")


CASES = [
    "%0 = arith.addf %a, %b fastmath<fast> : f32",
    "%0 = arith.addf %a, %b : f32",
    "%0 = arith.addi %i, %i overflow<nsw, nuw> : i32",
    "%0 = arith.divsi %i, %i exact : i32",
    "%0 = arith.cmpi slt, %i, %i : i32",
    "%0 = arith.cmpf olt, %a, %b fastmath<nnan> : f32",
    "%0 = arith.select %c, %a, %b : f32",
    "%0 = arith.constant 7 : i32",
    "%0 = arith.constant {foo} 1 : i32",
    "%0 = arith.extui %i nneg : i32 to i64",
    "%0 = arith.truncf %a to_nearest_even fastmath<fast> : f32 to f16",
    "%0:2 = arith.addui_extended %i, %i : i32, i1",
    "%0:2 = arith.mului_extended %i, %i : i32",
    "%0 = arith.negf %a : f32",
    "%0 = math.sqrt %a : f32",
    "%0 = math.fma %a, %a, %b fastmath<fast> : f32",
    "%0 = index.add %x, %x",
    "%0 = index.cmp slt(%x, %x)",
    "%0 = index.constant 42",
    "%0 = memref.load %m[%x] : memref<4xf32>",
    "memref.store %a, %m[%x] : memref<4xf32>",
    "%0 = memref.alloc(%x) : memref<?xf32>",
    "%0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>",
    "%0 = tensor.empty() : tensor<4xf32>",
    "%0 = tensor.extract %t[%x] : tensor<4xf32>",
    "%0 = tensor.extract_slice %t[%x] [2] [1] : tensor<4xf32> to tensor<2xf32>",
    "%0 = ub.poison : f32",
    "cf.br ^bb1(%a : f32)",
    "cf.cond_br %c, ^bb1(%a : f32), ^bb1(%b : f32)",
    'cf.assert %c, "msg"',
]

PRELUDE = (
    "func.func @f(%a: f32, %b: f32, %i: i32, %c: i1, %x: index, %m: memref<4xf32>, "
    "%t: tensor<4xf32>) {\n  {line}\n  return\n^bb1(%z: f32):\n  return\n}\n"
)


@pytest.mark.parametrize("line", CASES)
def test_round_trip(line: str) -> None:
    text = PRELUDE.replace("{line}", line)
    result = parse(text, default_registry())
    assert [d.message for d in result.diagnostics if d.is_error] == []
    func = result.module.regions[0].blocks[0].operations[0]
    op: Operation = func.regions[0].blocks[0].operations[0]
    assert op.spec is not None and op.spec.print is not None
    printer = LinePrinter()
    op.spec.print(printer, op)
    head = ""
    if op.results:
        name = op.results[0].name or ""
        base = name.split("#")[0]
        head = f"%{base}:{len(op.results)} = " if len(op.results) > 1 else f"%{base} = "
    assert head + op.name + "".join(printer.out) == line
