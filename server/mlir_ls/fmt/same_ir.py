"""Whether two parses print the same generic IR, found without printing them whole.

The formatter's safety check compares the generic form (`--mlir-print-op-generic
--mlir-print-local-scope`) of the input's IR and of the formatted text's, plus every
location (`formatter._generic_key`). That print is a function of the IR's structure and
of the text of its leaves: for each op its name, its results, operands and successors (the
names `%0`, `%arg0`, `^bb1` are numbered by position, the generic form takes no name
hints), its properties and attributes (`split_attributes` of its spec, printed), its
operand and result types (printed), its regions' blocks with their arguments' types
(printed), and, for the check, the op and block-argument locations (printed).

`same_generic_ir(a, b)` walks the two trees side by side and compares exactly those:
the op names and specs, the counts, each operand as the value at the same position in the
other tree (definitions are paired in walk order; a use is compared once every
definition is paired, so uses before definitions count), each successor as the block at
the same position, and each leaf as its printer prints it (each side with its own
printer, as each side's print does; an op's leaves once per `Operation.signature`, which
ops of equal attributes and types share; a type object found on both sides is not printed:
the printer prints equal types alike, as its cache assumes). The implicit bodies of linalg named ops are
built for the time of the walk, as for a print. So True means the two generic prints and
location lists are equal; False means only "not shown" (a use of a value defined outside
the walked trees, a leaf that prints the same but sits elsewhere): the caller then compares
the prints. Texts with `distinct[...]` attributes (numbered in print order) are left to
the prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import ExitStack
from operator import is_

from mlir_ls.ir.core import Block, Operation, Value
from mlir_ls.printer.asm_printer import split_attributes
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.printer.linalg_bodies import implicit_bodies

#: One op's leaves as printed but its types: properties, discardable attributes, location.
_Leaves = tuple[str, str, str | None]


class _Side:
    """One tree's leaf texts, from a printer of its own (as its generic print has)."""

    __slots__ = ("attrs", "by_signature")

    def __init__(self) -> None:
        self.attrs = AttrTypePrinter()
        self.by_signature: dict[object, _Leaves] = {}

    def leaves(self, op: Operation) -> _Leaves:
        """What the generic form prints of `op` beside its operands, successors and regions
        (`AsmPrinter._generic_tail` with upstream's stored defaults), and its location."""
        signature = op.signature
        if signature is not None:
            known = self.by_signature.get(signature)
            if known is not None and op.location is None:
                return known
        printer = self.attrs
        props, attrs = split_attributes(op, True)
        if isinstance(props, dict):
            props_text = "{" + printer.named_attrs(props) + "}" if props else ""
        else:
            props_text = "<" + printer.attr(props) + ">" if props is not None else ""
        leaves = (
            props_text,
            printer.named_attrs(attrs) if attrs else "",
            None if op.location is None else str(op.location),
        )
        if signature is not None and op.location is None:
            self.by_signature[signature] = leaves
        return leaves


def same_generic_ir(a: Operation, b: Operation) -> bool:
    """Whether `a` and `b` (top-level ops of two parses) are shown to have equal generic
    prints and locations (see the module doc; False: not shown)."""
    with ExitStack() as stack:
        stack.enter_context(implicit_bodies(a))
        stack.enter_context(implicit_bodies(b))
        return _same(a, b)


def _same(a_root: Operation, b_root: Operation) -> bool:
    side_a = _Side()
    side_b = _Side()
    leaves_a = side_a.leaves
    leaves_b = side_b.leaves
    type_a = side_a.attrs.type
    type_b = side_b.attrs.type
    #: Signatures whose ops were found to print alike (the ops of one signature have equal
    #: leaves: one pair compared stands for all).
    paired: dict[object, object] = {}
    values: dict[Value, Value] = {}
    blocks: dict[Block, Block] = {}
    uses: list[tuple[list[Value], list[Value]]] = []
    successors: list[tuple[Sequence[Block], Sequence[Block]]] = []
    stack = [(a_root, b_root)]
    pop = stack.pop
    extend = stack.extend
    while stack:
        a, b = pop()
        results_a = a.results
        results_b = b.results
        operands_a = a.operands
        operands_b = b.operands
        if (
            a.name != b.name
            or a.spec is not b.spec
            or len(results_a) != len(results_b)
            or len(operands_a) != len(operands_b)
        ):
            return False
        signature = a.signature
        if (
            signature is None
            or b.signature is None
            or paired.get(signature) is not b.signature
            or a.location is not None
            or b.location is not None
        ):
            if leaves_a(a) != leaves_b(b):
                return False
            # (a type object met on both sides prints alike: types repeat as the same
            # objects, most of them interned)
            for x, y in zip(operands_a, operands_b, strict=True):
                if x.type is not y.type and type_a(x.type) != type_b(y.type):
                    return False
            for x, y in zip(results_a, results_b, strict=True):
                if x.type is not y.type and type_a(x.type) != type_b(y.type):
                    return False
            if signature is not None and b.signature is not None:
                paired[signature] = b.signature
        if results_a:
            values.update(zip(results_a, results_b, strict=True))
        if operands_a:
            uses.append((operands_a, operands_b))
        if a.successors or b.successors:
            if len(a.successors) != len(b.successors):
                return False
            successors.append((a.successors, b.successors))
        regions_a = a.regions
        regions_b = b.regions
        if not regions_a and not regions_b:
            continue
        if len(regions_a) != len(regions_b):
            return False
        for region_a, region_b in zip(regions_a, regions_b, strict=True):
            if len(region_a.blocks) != len(region_b.blocks):
                return False
            for block_a, block_b in zip(region_a.blocks, region_b.blocks, strict=True):
                args_a = block_a.arguments
                args_b = block_b.arguments
                ops_a = block_a.operations
                ops_b = block_b.operations
                if len(args_a) != len(args_b) or len(ops_a) != len(ops_b):
                    return False
                blocks[block_a] = block_b
                for x, y in zip(args_a, args_b, strict=True):
                    if x.type is not y.type and type_a(x.type) != type_b(y.type):
                        return False
                    if (x.location is not None or y.location is not None) and (
                        x.location is None
                        or y.location is None
                        or str(x.location) != str(y.location)
                    ):
                        return False
                    values[x] = y
                extend(zip(reversed(ops_a), reversed(ops_b), strict=True))
    get = values.get
    for operands_a, operands_b in uses:
        if not all(map(is_, map(get, operands_a), operands_b)):
            return False
    get_block = blocks.get
    for successors_a, successors_b in successors:
        if not all(map(is_, map(get_block, successors_a), successors_b)):
            return False
    return True


__all__ = ["same_generic_ir"]
