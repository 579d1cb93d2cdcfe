"""torch-mlir's torch dialect: `CastOpInterface` checks of its casts, written by hand.

`verifyCastInterfaceOp` (`emitOpError`: "operand type 'A' and result type 'B' are cast
incompatible") with each op's `areCastCompatible` (lib/Dialect/Torch/IR/TorchOps.cpp):

* `torch.derefine`: the operand's type is a valid subtype of the result's
  (`Torch::isValidSubtype`, TorchTypes.cpp); `torch.prim.unchecked_cast`: the other way round.
* `torch.tensor_static_info_cast`: sizes (when both are ranked) and dtypes (when both are
  known) agree (`areSizesAndDtypesCompatible`).

The default custom form of the generated ops (`parseDefaultTorchOp` / `printDefaultTorchOp`,
UtilsForODSGenerated.cpp, which some 780 ops' `extraClassDefinition` calls with their operand
and result counts): `operands attr-dict : operand-types -> result-types`, the types only
when there are operands / results (`default_form`).

And the `TypesMatchWith` transforms of the copy ops (`TRANSFORMS`): `ValueTensorType::
getWithoutValueSemantics` and `NonValueTensorType::getWithValueSemantics` keep the sizes and
the dtype (not a sparsity encoding) under the other tensor kind.

Torch types are read from their text (`!torch.optional<tensor>`, `!torch.vtensor<[2,?],f32>`);
one this module cannot read is never reported.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.compile import count_mismatch
from mlir_ls.dialects.ods_import.brackets import split_top
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

#: A torch type: (kind, sizes or None, dtype or None) for `tensor`/`vtensor`, else
#: (name, contained types, other text).
Node = tuple[Any, ...]

_NAME = re.compile(r"[A-Za-z_][\w.]*")
_CONTAINERS = ("optional", "union", "tuple", "list", "dict")


def _items(text: str) -> list[str] | None:
    """`a, b<c, d>, e` -> its top-level items, stripped; None when the brackets do not
    balance."""
    parts = split_top(text)
    if parts is None:
        return None
    return [part.strip() for part in parts] if text.strip() else []


def _tensor(kind: str, body: str | None) -> Node | None:
    if body is None:
        return (kind, None, None)
    parts = _items(body)
    if parts is None or len(parts) != 2:
        return None  # with a sparsity encoding, or not readable: not checked
    sizes_text, dtype = parts
    sizes: tuple[int, ...] | None = None
    if sizes_text != "*":
        m = re.fullmatch(r"\[([^\]]*)\]", sizes_text)
        if m is None:
            return None
        items = [s.strip() for s in m.group(1).split(",") if s.strip()]
        if not all(s == "?" or s.isdigit() for s in items):
            return None
        sizes = tuple(-1 if s == "?" else int(s) for s in items)
    return (kind, sizes, None if dtype == "unk" else "".join(dtype.split()))


def parse_torch(text: str) -> Node | None:
    """A torch type written without its `!torch.` prefix (`optional<tensor>`)."""
    text = text.strip()
    m = _NAME.match(text)
    if m is None:
        return None
    name, rest = m.group(0), text[m.end() :].strip()
    body: str | None = None
    if rest:
        if not (rest.startswith("<") and rest.endswith(">")):
            return None
        body = rest[1:-1]
    if name in ("tensor", "vtensor"):
        return _tensor(name, body)
    if name in _CONTAINERS:
        items = _items(body or "")
        if items is None:
            return None
        children = [parse_torch(item) for item in items]
        if any(c is None for c in children):
            return None
        return (name, tuple(children), "")
    return (name, (), "".join((body or "").split()))


def torch_node(t: Any) -> Node | None:
    """The node of a `!torch.*` type, None for any other or an unreadable one."""
    if not isinstance(t, ty.DialectType) or t.dialect != "torch" or not t.name:
        return None
    return parse_torch(t.name + (f"<{t.body}>" if t.body is not None else ""))


def _all(results: list[bool | None]) -> bool | None:
    if False in results:
        return False
    return None if None in results else True


def _any(results: list[bool | None]) -> bool | None:
    if True in results:
        return True
    return None if None in results else False


def is_valid_subtype(sub: Node, sup: Node) -> bool | None:
    """`Torch::isValidSubtype(subtype, type)`."""
    if sub == sup:
        return True
    if sub[0] == "union":
        return _all([is_valid_subtype(c, sup) for c in sub[1]])
    if sup[0] == "any":
        return True
    if sup[0] == "number":
        return sub[0] in ("int", "float")
    if sup[0] == "optional":
        if sub[0] == "none":
            return True
        return is_valid_subtype(sub, sup[1][0]) if sup[1] else None
    if sup[0] == "union":
        return _any([is_valid_subtype(sub, c) for c in sup[1]])
    if sup[0] == "tuple":
        if sub[0] != "tuple" or len(sub[1]) != len(sup[1]):
            return False
        return _all([is_valid_subtype(a, b) for a, b in zip(sub[1], sup[1], strict=True)])
    tensors = ("tensor", "vtensor")
    if sub[0] in tensors and sup[0] in tensors:
        if sub[0] != sup[0]:
            return False
        if sup[2] is not None and sub[2] != sup[2]:
            return False
        if sup[1] is not None:
            if sub[1] is None or len(sub[1]) != len(sup[1]):
                return False
            if any(t >= 0 and t != s for t, s in zip(sup[1], sub[1], strict=True)):
                return False
        return True
    return False


def _static_info_compatible(a: Node, b: Node) -> bool | None:
    """`areSizesAndDtypesCompatible` of two tensor types."""
    tensors = ("tensor", "vtensor")
    if a[0] not in tensors or b[0] not in tensors:
        return None
    if a[1] is not None and b[1] is not None:
        if len(a[1]) != len(b[1]):
            return False
        if any(x >= 0 and y >= 0 and x != y for x, y in zip(a[1], b[1], strict=True)):
            return False
    return not (a[2] is not None and b[2] is not None and a[2] != b[2])


def _cast_verifier(rule: Callable[[Node, Node], bool | None]) -> Callable[[Any, Any], bool]:
    def verify(op: Any, ctx: Any) -> bool:
        if len(op.operands) != 1 or len(op.results) != 1:
            return True
        source, target = op.operands[0].type, op.results[0].type
        a, b = torch_node(source), torch_node(target)
        if a is None or b is None or rule(a, b) is not False:
            return True
        ctx.error(
            op,
            f"operand type '{source}' and result type '{target}' are cast incompatible",
        )
        return False

    return verify


#: Op name -> (its C++ checks, whether they read only the op's attributes and types).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "torch.derefine": (_cast_verifier(is_valid_subtype), True),
    "torch.prim.unchecked_cast": (_cast_verifier(lambda a, b: is_valid_subtype(b, a)), True),
    "torch.tensor_static_info_cast": (_cast_verifier(_static_info_compatible), True),
}


def _other_kind(kind: str) -> Callable[[ty.Type], ty.Type]:
    """`!torch.vtensor<S, D[, E]>` <-> `!torch.tensor<S, D>` (the sizes and dtype kept)."""

    def transform(t: ty.Type) -> ty.Type:
        if not isinstance(t, ty.DialectType) or t.dialect != "torch":
            return ty.ERROR_TYPE
        body = t.body
        parts = _items(body) if body is not None else None
        if parts is not None and len(parts) > 2:
            body = ", ".join(parts[:2])
        return ty.DialectType("torch", kind, body)

    return transform


#: TypesMatchWith transformers (white space and `::mlir::` removed) -> the transform.
TRANSFORMS: dict[str, Callable[[ty.Type], ty.Type]] = {
    "cast<ValueTensorType>($_self).getWithoutValueSemantics()": _other_kind("tensor"),
    "cast<NonValueTensorType>($_self).getWithValueSemantics()": _other_kind("vtensor"),
}


def default_form(
    operands: int, results: int
) -> tuple[Callable[[Any, Any], None], Callable[[Any, Any], None]]:
    """`parseDefaultTorchOp(parser, result, operands, results)` and its printer."""

    def parse(p: Parser, op: Operation) -> None:
        start = p.span
        if p.kind != "percent":
            if operands:
                if p.kind in ("(", "["):
                    raise p.fail("unexpected delimiter")
                raise p.fail_token("expected operand")
            uses = []
        else:
            uses = p.parse_operand_list_no_parens()
            if len(uses) != operands:
                raise p.custom_error(f"expected {operands} operands", start)
        p.parse_optional_attr_dict_into(op)
        p.expect(":", "expected ':'")
        if operands:
            types = p.parse_type_list_no_parens()
            if len(types) != len(uses):
                raise count_mismatch(p, len(uses), len(types), start)
            op.operands.extend(p.resolve_operands(uses, types))
        if operands and results:
            p.expect("->", "expected '->'")
        if results:
            for t in p.parse_type_list_no_parens():
                op.add_result(t)

    def print_(pr: OpAsmPrinter, op: Operation) -> None:
        if operands:
            pr.write(" ")
            pr.print_operands(op.operands)
        pr.print_optional_attr_dict(op.attributes)
        pr.write(" : ")
        if operands:
            pr.print_types([v.type for v in op.operands])
        if operands and results:
            pr.write(" -> ")
        if results:
            pr.print_types([r.type for r in op.results])

    return parse, print_
