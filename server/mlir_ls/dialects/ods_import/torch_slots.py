"""torch-mlir's global slots: the C++ form and checks of `torch.initialize.global_slots` and
`torch.global_slot.module_initializer`, written by hand from lib/Dialect/Torch/IR/TorchOps.cpp
(facts only).

* `InitializeGlobalSlotsOp::parse` / `print`: `attr-dict? [ (@slot ( %value : type ))* ]`,
  the symbols stored as the `slotSymNames` array; printed one slot per line. Its `verify()`:
  as many values as slots ("expected number of operands to match number of slots").
* `GlobalSlotModuleInitializerOp::verify`, which checks the whole module:
  - another initializer in the module: "there must be only one global slot initializer", at
    that other op (`emitError`, no op prefix);
  - a slot initialized twice: "duplicate initialization of global slot: @s", at the
    terminator (`emitError`);
  - the initialized slots are not the module's `torch.global_slot`s: "must have one
    initializer for each global slot in the module" at the terminator (`emitOpError`), with
    a note per slot not initialized (at its `torch.global_slot`, "missing global slot
    initializer for @s") and per name no slot has (at the terminator, "unexpected global slot
    initializer for non-existent global slot @s"), each list sorted by name;
  - an initial value whose type is not a valid subtype of the slot's `typeBound`: "initial
    value for global slot @s has type 'T' which is not within the bound 'B'";
  - an op inside without the `AllowedInModuleInitializer` trait, the first in post-order:
    "is not allowed in a module initializer" on that op (`emitOpError`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.ods_import.torch_parts import is_valid_subtype, torch_node
from mlir_ls.ir import attributes as at

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

_INITIALIZER = "torch.global_slot.module_initializer"
_INITIALIZE = "torch.initialize.global_slots"
_ALLOWED = "AllowedInModuleInitializer"


def _parse_initialize(p: Parser, op: Operation) -> None:
    """`InitializeGlobalSlotsOp::parse`."""
    p.parse_optional_attr_dict_into(op)
    p.expect("[", "expected '['")
    names: list[at.Attribute] = []
    while not p.consume_if("]"):
        if p.kind != "at":
            raise p.custom_error("expected valid '@'-identifier for symbol name", p.span)
        ref = p.parse_symbol_ref()
        names.append(at.SymbolRefAttr(ref.root))
        p.expect("(", "expected '('")
        operand = p.parse_operand()
        p.expect(":", "expected ':'")
        value_type = p.parse_type()
        p.expect(")", "expected ')'")
        op.operands.append(p.resolve_operand(operand, value_type))
    op.attributes["slotSymNames"] = at.ArrayAttr(tuple(names))


def _print_initialize(pr: OpAsmPrinter, op: Operation) -> None:
    """`InitializeGlobalSlotsOp::print`."""
    pr.print_optional_attr_dict(op.attributes, ("slotSymNames",))
    pr.write(" [")
    pr.print_new_line()
    names = op.attr("slotSymNames")
    symbols = names.elements if isinstance(names, at.ArrayAttr) else ()
    for symbol, value in zip(symbols, op.operands, strict=False):
        pr.write("  ")
        pr.print_attribute(symbol)
        pr.write("(")
        pr.print_operand(value)
        pr.write(" : ")
        pr.print_type(value.type)
        pr.write(")")
        pr.print_new_line()
    pr.write("]")


def _slot_names(op: Any) -> list[str] | None:
    names = op.attr("slotSymNames")
    if not isinstance(names, at.ArrayAttr):
        return None
    found = []
    for name in names.elements:
        if not isinstance(name, at.SymbolRefAttr) or name.nested:
            return None
        found.append(name.root)
    return found


def _verify_initialize(op: Any, ctx: Any) -> bool:
    """`InitializeGlobalSlotsOp::verify`."""
    names = _slot_names(op)
    if names is not None and len(names) != len(op.operands):
        ctx.error(op, "expected number of operands to match number of slots")
        return False
    return True


def _post_order(op: Any) -> Iterator[Any]:
    """`Operation::walk`'s default order: nested ops before their parent."""
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield from _post_order(child)
    yield op


def _verify_initializer(op: Any, ctx: Any) -> bool:
    """`GlobalSlotModuleInitializerOp::verify`."""
    module = op.parent_op
    if module is None or module.name != "builtin.module" or op.parent is None:
        return True
    siblings = list(op.parent.operations)
    for other in siblings:
        if other.name == _INITIALIZER and other is not op:
            ctx.plain_error(other, "there must be only one global slot initializer")
            return False
    slots: dict[str, Any] = {}
    for sibling in siblings:
        name = sibling.attr("sym_name") if sibling.name == "torch.global_slot" else None
        if isinstance(name, at.StringAttr):
            slots.setdefault(name.value, sibling)
    body = op.regions[0].blocks if op.regions else []
    initialize = body[0].operations[-1] if body and body[0].operations else None
    if initialize is None or initialize.name != _INITIALIZE:
        return True
    names = _slot_names(initialize)
    if names is None:
        return True
    seen: set[str] = set()
    for name in names:
        if name in seen:
            ctx.plain_error(initialize, f"duplicate initialization of global slot: @{name}")
            return False
        seen.add(name)
    if seen != set(slots):
        diag = ctx.error(initialize, "must have one initializer for each global slot in the module")
        for name in sorted(set(slots) - seen):
            ctx.note(diag, slots[name], f"missing global slot initializer for @{name}")
        for name in sorted(seen - set(slots)):
            ctx.note(
                diag,
                initialize,
                f"unexpected global slot initializer for non-existent global slot @{name}",
            )
        return False
    for name, value in zip(names, initialize.operands, strict=False):
        bound = slots[name].attr("typeBound")
        if not isinstance(bound, at.TypeAttr):
            continue
        sub, sup = torch_node(value.type), torch_node(bound.value)
        if sub is not None and sup is not None and is_valid_subtype(sub, sup) is False:
            ctx.error(
                initialize,
                f"initial value for global slot @{name} has type '{value.type}' which is not "
                f"within the bound '{bound.value}'",
            )
            return False
    for inner in _post_order(op):
        spec = inner.spec
        if spec is not None and _ALLOWED not in spec.traits:
            ctx.error(inner, "is not allowed in a module initializer")
            return False
    return True


#: Op name -> (parse hook, print hook) of the C++ form.
OP_FORMS: dict[str, tuple[Callable[[Any, Any], None], Callable[[Any, Any], None] | None]] = {
    _INITIALIZE: (_parse_initialize, _print_initialize),
}
#: Op name -> (its C++ checks, whether they read only the op itself).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    _INITIALIZE: (_verify_initialize, True),
    _INITIALIZER: (_verify_initializer, False),
}
