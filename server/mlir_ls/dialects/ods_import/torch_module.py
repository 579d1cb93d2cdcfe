"""torch-mlir's torch dialect: C++ checks, forms and names of its non-generated ops, written
by hand from lib/Dialect/Torch/IR/TorchOps.cpp and TorchDialect.cpp (facts only).

* `torch.nn_module`: only `torch.slot` inside (`child.emitOpError`: "is not allowed inside
  'torch.nn_module'"); its `verifySymbolUses`: the class its type names is a
  `torch.class_type` ("'c' does not reference a valid class type"), with as many
  `torch.attr` as the module has slots, each slot's value a valid subtype of its attr's type
  and of the same name (`slot.emitOpError`: "is expected to match type and name of '<attr
  op, generic form>'", a note at the attr).
* `torch.class_type`: only `torch.attr` and `torch.method` inside; no name twice ("has
  duplicate attr/method with name 'a'", notes at both).
* `torch.method`'s `verifySymbolUses`: a `func.func` that is private, defined, and whose
  first argument is `!torch.nn.Module<"class">`.
* `torch.prim.ListConstruct`: every operand a valid subtype of the list's contained type;
  `torch.prim.DictConstruct`: keys and values of the dict's key and value types (both
  `emitError`, no op prefix).
* `torch.aten.permute`: with a `torch.prim.ListConstruct` permutation of `torch.constant.int`
  values and sized tensors: equal ranks, a permutation of the rank's size, indices in range
  (`emitError`; negative ones count from the end), no index twice (the message stops before the permutation value upstream
  prints after it), sizes that agree.
* `torch.constant.int`: its C++ form (`integer attr-dict`; "expected integer value" at
  anything else, as torch-mlir-opt of the corpus's commit reads it) and
  the constants' result names (`getAsmResultNames`: `%int3`, `%float1.000000e00`, `%true`,
  `%none`, `%str`, a device's name).
* The dialect's `verifyRegionArgAttribute`: `torch.type_bound` on a `func.func` argument of
  tensor type is a `TypeAttr` of a tensor type; any other `torch.` argument attribute is
  unknown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.ods_import.torch_parts import is_valid_subtype, parse_torch, torch_node
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

_TENSORS = ("tensor", "vtensor")


def _children(op: Any) -> list[Any]:
    if not op.regions or not op.regions[0].blocks:
        return []
    return list(op.regions[0].blocks[0].operations)


def _name(op: Any, attr: str) -> str | None:
    value = op.attr(attr)
    return value.value if isinstance(value, at.StringAttr) else None


def _class_name(t: Any) -> str | None:
    """`!torch.nn.Module<"c">` -> `c`."""
    if not isinstance(t, ty.DialectType) or t.dialect != "torch" or t.name != "nn.Module":
        return None
    body = (t.body or "").strip()
    if len(body) >= 2 and body[0] == body[-1] == '"':
        return body[1:-1]
    return None


def _generic_text(op: Any) -> str:
    """`"torch.attr"() <{name = "g", type = !torch.int}> : () -> ()`: how a message streams
    an op with no operands, results or regions."""
    props = []
    for key in sorted(op.attributes):
        value = op.attributes[key]
        props.append(key if isinstance(value, at.UnitAttr) else f"{key} = {value}")
    inner = f" <{{{', '.join(props)}}}>" if props else ""
    return f'"{op.name}"(){inner} : () -> ()'


# ---- torch.nn_module, torch.class_type, torch.method -------------------------------------


def _verify_nn_module(op: Any, ctx: Any) -> bool:
    """`NnModuleOp::verify`, then `verifySymbolUses`."""
    children = _children(op)
    for child in children:
        if child.name not in ("torch.slot", "torch.nn_module_terminator"):
            ctx.error(child, "is not allowed inside 'torch.nn_module'")
            return False
    name = _class_name(op.results[0].type) if op.results else None
    if name is None:
        return True
    found = ctx.lookup_symbol(op, at.SymbolRefAttr(name))
    if found is None or found.name != "torch.class_type":
        ctx.plain_error(op, f"'{name}' does not reference a valid class type")
        return False
    slots = [c for c in children if c.name == "torch.slot"]
    attrs = [c for c in _children(found) if c.name == "torch.attr"]
    if len(slots) != len(attrs):
        ctx.plain_error(
            op,
            "number of 'torch.slot's in a 'torch.nn_module' must match number of "
            "'torch.attr's in the corresponding 'torch.class_type'",
        )
        return False
    for i, (slot, attr) in enumerate(zip(slots, attrs, strict=True)):
        declared = attr.attr("type")
        value = torch_node(slot.operands[0].type) if slot.operands else None
        bound = torch_node(declared.value) if isinstance(declared, at.TypeAttr) else None
        subtype = None if value is None or bound is None else is_valid_subtype(value, bound)
        if subtype is False or _name(slot, "name") != _name(attr, "name"):
            diag = ctx.error(slot, f"is expected to match type and name of '{_generic_text(attr)}'")
            ctx.note(diag, attr, f"see torch.attr at corresponding index {i} here")
            return False
    return True


def _verify_class_type(op: Any, ctx: Any) -> bool:
    """`ClassTypeOp::verify`."""
    seen: dict[str, Any] = {}
    for child in _children(op):
        if child.name == "torch.class_type_terminator":
            continue
        if child.name not in ("torch.attr", "torch.method"):
            ctx.error(child, "is not allowed inside `torch.class_type`")
            return False
        name = _name(child, "name")
        if name is None:
            continue
        if name in seen:
            diag = ctx.error(op, f"has duplicate attr/method with name '{name}'")
            ctx.note(diag, seen[name], "see first conflicting attr/method here")
            ctx.note(diag, child, "see second conflicting attr/method here")
            return False
        seen[name] = child
    return True


def _verify_method(op: Any, ctx: Any) -> bool:
    """`MethodOp::verifySymbolUses`."""
    ref = op.attr("function")
    parent = op.parent_op
    if not isinstance(ref, at.SymbolRefAttr) or parent is None:
        return True
    fn = ref.root
    found = ctx.lookup_symbol(op, ref)
    if found is None or found.name != "func.func":
        ctx.plain_error(op, f"'@{fn}' does not reference a valid function")
        return False
    if _name(found, "sym_visibility") != "private":
        ctx.plain_error(op, f"'@{fn}' must reference a private function")
        return False
    if not found.regions or not found.regions[0].blocks:
        ctx.plain_error(
            op, f"'@{fn}' must reference a function that is defined (not merely declared)"
        )
        return False
    class_name = _name(parent, "sym_name")
    signature = found.attr("function_type")
    if class_name is None or not isinstance(signature, at.TypeAttr):
        return True
    inputs = getattr(signature.value, "inputs", None)
    if inputs is None:
        return True
    expected = f'!torch.nn.Module<"{class_name}">'
    if not inputs or _class_name(inputs[0]) != class_name:
        ctx.plain_error(
            op,
            f"the referenced function '{fn}' must have a first argument of type '{expected}'",
        )
        return False
    return True


# ---- lists and dicts ------------------------------------------------------------------------


def _contained(t: Any, kind: str) -> tuple[Any, ...] | None:
    node = torch_node(t)
    if node is None or node[0] != kind:
        return None
    return node[1]


def _all_subtypes(values: list[Any], bound: Any) -> bool | None:
    results = []
    for value in values:
        node = torch_node(value.type)
        if node is None:
            return None
        results.append(is_valid_subtype(node, bound))
    if False in results:
        return False
    return None if None in results else True


def _verify_list_construct(op: Any, ctx: Any) -> bool:
    """`PrimListConstructOp::verify`."""
    contained = _contained(op.results[0].type, "list") if op.results else None
    if not contained or _all_subtypes(list(op.operands), contained[0]) is not False:
        return True
    ctx.plain_error(op, "operand types should have the same type as the list contained type")
    return False


def _verify_dict_construct(op: Any, ctx: Any) -> bool:
    """`PrimDictConstructOp::verify`: keys, then values (operand segments)."""
    contained = _contained(op.results[0].type, "dict") if op.results else None
    sizes = op.attr("operandSegmentSizes")
    if not contained or len(contained) != 2 or not isinstance(sizes, at.DenseArrayAttr):
        return True
    count = int(sizes.values[0]) if sizes.values else 0
    keys, values = list(op.operands[:count]), list(op.operands[count:])
    if _all_subtypes(keys, contained[0]) is False:
        ctx.plain_error(op, "keys should be of Dict key type")
        return False
    if _all_subtypes(values, contained[1]) is False:
        ctx.plain_error(op, "values  should be of Dict value type")
        return False
    return True


# ---- torch.aten.permute ---------------------------------------------------------------------


def _constant_int(value: Any) -> int | None:
    """`m_TorchConstantInt`: the value of a `torch.constant.int`."""
    op = getattr(value, "op", None)
    if op is None or op.name != "torch.constant.int":
        return None
    attr = op.attr("value")
    return attr.value if isinstance(attr, at.IntegerAttr) else None


def _sizes(t: Any) -> tuple[int, ...] | None:
    node = torch_node(t)
    if node is None or node[0] not in _TENSORS:
        return None
    sizes: tuple[int, ...] | None = node[1]
    return sizes


def _verify_permute(op: Any, ctx: Any) -> bool:
    """`AtenPermuteOp::verify`."""
    if len(op.operands) != 2 or not op.results:
        return True
    dims = getattr(op.operands[1], "op", None)
    if dims is None or dims.name != "torch.prim.ListConstruct":
        return True
    permutation = list(dims.operands)
    out_shape, in_shape = _sizes(op.results[0].type), _sizes(op.operands[0].type)
    if out_shape is None or in_shape is None:
        return True
    rank = len(out_shape)
    if rank != len(in_shape):
        ctx.error(
            op,
            f"expected input and output tensors to have same rank, but {len(in_shape)} != {rank}.",
        )
        return False
    if rank != len(permutation):
        ctx.error(
            op,
            "expected permutation to have size equal result tensor rank. The permutation has "
            f"{len(permutation)} elements, the output has rank {rank}.",
        )
        return False
    reverse = [-1] * rank
    for to, element in enumerate(permutation):
        source = _constant_int(element)
        if source is None:
            continue
        if not -rank <= source < rank:
            ctx.plain_error(
                op,
                f"observed invalid index in permutation ({source}) for input tensor of rank "
                f"{rank}.",
            )
            return False
        if source < 0:
            source += rank  # `toPositiveDim`: -1 is the last dimension
        if reverse[source] != -1:
            # upstream then streams the permutation value (its defining op, generic form)
            ctx.error(op, f"has a duplicate dimension ({source}) in its permutation")
            return False
        reverse[source] = to
        a, b = in_shape[source], out_shape[to]
        if a >= 0 and b >= 0 and a != b:
            ctx.error(
                op,
                "has a permutation which is not compatible with the input and output shapes. "
                f"The input shape in dimension {source} is {a}, and the output shape in "
                f"dimension {to} is {b} : they should be the same with this permutation. ",
            )
            return False
    return True


# ---- torch.constant.int and the constants' result names ------------------------------------


def constant_int_form() -> tuple[Callable[[Any, Any], None], Callable[[Any, Any], None]]:
    """`ConstantIntOp::parse` / `print`: `attr-dict integer`, printed `integer attr-dict`."""

    def parse(p: Parser, op: Operation) -> None:
        op.add_result(ty.DialectType("torch", "int", None))
        if p.kind not in ("integer", "-"):
            raise p.custom_error("expected integer value")
        value = p.parse_signed_integer("expected integer value")
        op.attributes["value"] = at.IntegerAttr(value, ty.I64)
        p.parse_optional_attr_dict_into(op)

    def print_(pr: OpAsmPrinter, op: Operation) -> None:
        value = op.attr("value")
        pr.write(f" {value.value if isinstance(value, at.IntegerAttr) else value}")
        pr.print_optional_attr_dict(op.attributes, ("value",))

    return parse, print_


def _float_name(value: float) -> str:
    """`APFloat::toString(6, 0, false)` kept to MLIR identifier characters (`+` dropped)."""
    text = f"{value:.6e}"
    return "float" + "".join(c for c in text if c.isalnum() or c in "_$.-")


def _named(compute: Callable[[Any], str | None]) -> Callable[[Any], list[str | None]]:
    def names(op: Any) -> list[str | None]:
        return [compute(op)] if len(op.results) == 1 else []

    return names


def _attr_value(op: Any) -> Any:
    value = op.attr("value")
    return getattr(value, "value", None)


def _int_name(op: Any) -> str | None:
    value = _attr_value(op)
    return f"int{value}" if isinstance(value, int) else None


def _float_result_name(op: Any) -> str | None:
    value = _attr_value(op)
    return _float_name(value) if isinstance(value, float) else None


def _bool_name(op: Any) -> str | None:
    value = op.attr("value")
    if isinstance(value, at.BoolAttr):
        return "true" if value.value else "false"
    if isinstance(value, at.IntegerAttr):
        return "true" if value.value else "false"
    return None


def _device_name(op: Any) -> str | None:
    value = _attr_value(op)
    return value if isinstance(value, str) else None


#: Op name -> its result names (`getAsmResultNames`).
RESULT_NAMES: dict[str, Callable[[Any], list[str | None]]] = {
    "torch.constant.int": _named(_int_name),
    "torch.constant.float": _named(_float_result_name),
    "torch.constant.bool": _named(_bool_name),
    "torch.constant.none": _named(lambda op: "none"),
    "torch.constant.str": _named(lambda op: "str"),
    "torch.constant.device": _named(_device_name),
}


# ---- the dialect's region argument attributes ------------------------------------------------


def verify_region_arg_attribute(op: Any, index: int, name: str, value: Any, ctx: Any) -> None:
    """`TorchDialect::verifyRegionArgAttribute`."""
    if name != "torch.type_bound":
        ctx.plain_error(op, f"unknown region arg attribute '{name}'")
        return
    if op.name != "func.func":
        ctx.plain_error(op, "'torch.type_bound' must be attached to a func")
        return
    if not isinstance(value, at.TypeAttr):
        ctx.plain_error(op, "'torch.type_bound' must be TypeAttr")
        return
    bound = torch_node(value.value)
    if bound is None or bound[0] not in _TENSORS:
        if isinstance(value.value, ty.DialectType) and value.value.dialect == "torch":
            if parse_torch(value.value.name) is None:
                return  # a torch type not read here
        ctx.plain_error(op, "'torch.type_bound' must be of !torch.tensor/!torch.vtensor type")
        return
    signature = op.attr("function_type")
    inputs = getattr(getattr(signature, "value", None), "inputs", None)
    if inputs is None or index >= len(inputs):
        return
    node = torch_node(inputs[index])
    if node is None or node[0] not in _TENSORS:
        ctx.plain_error(
            op,
            "'torch.type_bound' must be attached to an argument of !torch.tensor/!torch.vtensor "
            "type",
        )


#: Op name -> (its C++ checks, whether they read only the op itself).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "torch.nn_module": (_verify_nn_module, False),
    "torch.class_type": (_verify_class_type, False),
    "torch.method": (_verify_method, False),
    "torch.prim.ListConstruct": (_verify_list_construct, True),
    "torch.prim.DictConstruct": (_verify_dict_construct, True),
    "torch.aten.permute": (_verify_permute, False),
}
