"""Structured `#llvm.*` metadata attributes: debug info (`#llvm.di_*`), TBAA, alias scopes,
access groups and loop annotations.

Upstream declares them with `struct(params)` formats: parameters may be written in any
order and print in declaration order, optional ones left out when they hold their
default. Nested attributes are kept as attributes, so the printer can hoist them into
aliases as upstream does (`#di_file = #llvm.di_file<...>`), and print a parameter of a
known attribute kind without its prefix when it has no alias (`expr = <>`).

`MetadataAttr` is a `StructuredAttr` (mlir_ls.ir.structured): `children()` gives the
nested attributes in printing order (alias collection), `alias_name()` the alias upstream's
OpAsmDialectInterface gives it, and `print_params(printer)` its parameters, nested
attributes through the printer (parameters of a known kind through `printer.stripped`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.llvm.common import parse_signed_integer
from mlir_ls.ir import attributes as at
from mlir_ls.ir.structured import PLAIN, AttrPrinter, StructuredAttr

if TYPE_CHECKING:
    from mlir_ls.parser import Parser

# ---- schemas ---------------------------------------------------------------------------------

#: Parameter kinds: how a value parses and prints.
UINT = "uint"  # an integer, printed bare
BOOL = "bool"  # true | false
STR = "str"  # a string literal
WORD = "word"  # a keyword (DW_TAG_..., Full, ...)
FLAGS = "flags"  # keywords joined by `|` (quoted when more than one)
ATTR = "attr"  # any attribute, printed in full (or as its alias)
ATTRS = "attrs"  # attributes separated by `,` (an array parameter)
MEMBERS = "members"  # `{` `<` attr `,` int `>` ... `}` (TBAA members)


@dataclass(frozen=True, slots=True)
class Param:
    """One parameter: name, kind, and for `ATTR` the mnemonic of a known attribute kind
    (printed without prefix when it has no alias). `required` parameters always print;
    optional ones print unless they hold their default (absent attributes, 0, false)."""

    name: str
    kind: str
    required: bool = False
    mnemonic: str | None = None
    #: C++-valued optional parameters print unless equal to this (attributes: presence).
    default: Any = None


def _p(spec: str) -> Param:
    """`name:kind[!][@mnemonic][=default]` (`!` required)."""
    default: Any = None
    if "=" in spec:
        spec, raw = spec.split("=", 1)
        default = {"0": 0, "false": False, "Default": "Default"}.get(raw, raw)
    mnemonic = None
    if "@" in spec:
        spec, mnemonic = spec.split("@", 1)
    name, kind = spec.split(":")
    required = kind.endswith("!")
    return Param(name, kind.rstrip("!"), required, mnemonic, default)


def _schema(*specs: str) -> tuple[Param, ...]:
    return tuple(_p(s) for s in specs)


EXPR = "attr@di_expression"
FILE = "attr@di_file"

SCHEMAS: dict[str, tuple[Param, ...]] = {
    "di_null_type": (),
    "di_expression": (),
    "di_file": _schema("name:str!", "directory:str!"),
    "di_basic_type": _schema("tag:word!", "name:str!", "sizeInBits:uint=0", "encoding:word=0"),
    "di_compile_unit": _schema(
        "id:attr!",
        "sourceLanguage:word!",
        f"file:{FILE}",
        "producer:str",
        "isOptimized:bool=false",
        "emissionKind:word!",
        "isDebugInfoForProfiling:bool=false",
        "nameTableKind:word=Default",
        "splitDebugFilename:str",
        "importedEntities:attrs",
    ),
    "di_composite_type": _schema(
        "recId:attr",
        "isRecSelf:bool=false",
        "tag:word!",
        "name:str",
        f"file:{FILE}",
        "line:uint=0",
        "scope:attr",
        "baseType:attr",
        "flags:flags=0",
        "sizeInBits:uint=0",
        "alignInBits:uint=0",
        f"dataLocation:{EXPR}",
        f"rank:{EXPR}",
        f"allocated:{EXPR}",
        f"associated:{EXPR}",
        "identifier:str",
        "discriminator:attr@di_derived_type",
        "elements:attrs",
    ),
    "di_derived_type": _schema(
        "tag:word!",
        "name:str",
        f"file:{FILE}",
        "line:uint=0",
        "scope:attr",
        "baseType:attr",
        "sizeInBits:uint=0",
        "alignInBits:uint=0",
        "offsetInBits:uint=0",
        "dwarfAddressSpace:uint",
        "flags:flags=0",
        "extraData:attr",
    ),
    "di_global_variable_expression": _schema("var:attr!@di_global_variable", f"expr:{EXPR}"),
    "di_global_variable": _schema(
        "scope:attr",
        "name:str",
        "linkageName:str",
        f"file:{FILE}",
        "line:uint=0",
        "type:attr",
        "isLocalToUnit:bool=false",
        "isDefined:bool=false",
        "alignInBits:uint=0",
    ),
    "di_lexical_block": _schema("scope:attr!", f"file:{FILE}", "line:uint=0", "column:uint=0"),
    "di_lexical_block_file": _schema("scope:attr!", f"file:{FILE}", "discriminator:uint!"),
    "di_local_variable": _schema(
        "scope:attr!",
        "name:str",
        f"file:{FILE}",
        "line:uint=0",
        "arg:uint=0",
        "alignInBits:uint=0",
        "type:attr",
        "flags:flags=0",
    ),
    "di_subprogram": _schema(
        "recId:attr",
        "isRecSelf:bool=false",
        "id:attr",
        "compileUnit:attr@di_compile_unit",
        "scope:attr",
        "name:str",
        "linkageName:str",
        f"file:{FILE}",
        "line:uint=0",
        "scopeLine:uint=0",
        "subprogramFlags:flags=0",
        "type:attr@di_subroutine_type",
        "retainedNodes:attrs",
        "annotations:attrs",
    ),
    "di_module": _schema(
        f"file:{FILE}",
        "scope:attr",
        "name:str",
        "configMacros:str",
        "includePath:str",
        "apinotes:str",
        "line:uint=0",
        "isDecl:bool=false",
    ),
    "di_namespace": _schema("name:str", "scope:attr", "exportSymbols:bool!"),
    "di_imported_entity": _schema(
        "tag:word!",
        "scope:attr!",
        "entity:attr!",
        f"file:{FILE}",
        "line:uint=0",
        "name:str",
        "elements:attrs",
    ),
    "di_annotation": _schema("name:str!", "value:str!"),
    "di_subrange": _schema("count:attr", "lowerBound:attr", "upperBound:attr", "stride:attr"),
    "di_generic_subrange": _schema(
        "count:attr", "lowerBound:attr!", "upperBound:attr", "stride:attr!"
    ),
    "di_common_block": _schema(
        "scope:attr!",
        "decl:attr@di_global_variable",
        "name:str!",
        f"file:{FILE}",
        "line:uint=0",
    ),
    "di_subroutine_type": _schema("callingConvention:word=0", "types:attrs"),
    "di_label": _schema("scope:attr!", "name:str", f"file:{FILE}", "line:uint=0"),
    "di_string_type": _schema(
        "tag:word!",
        "name:str!",
        "sizeInBits:uint=0",
        "alignInBits:uint=0",
        "stringLength:attr",
        f"stringLengthExp:{EXPR}",
        f"stringLocationExp:{EXPR}",
        "encoding:word=0",
    ),
    "alias_scope_domain": _schema("id:attr!", "description:str"),
    "alias_scope": _schema("id:attr!", "domain:attr!@alias_scope_domain", "description:str"),
    "access_group": _schema("id:attr!"),
    "tbaa_root": _schema("id:str"),
    "tbaa_type_desc": _schema("id:str!", "members:members!"),
    "tbaa_tag": _schema(
        "base_type:attr!@tbaa_type_desc",
        "access_type:attr!@tbaa_type_desc",
        "offset:uint!",
        "constant:bool=false",
    ),
    "loop_vectorize": _schema(
        "disable:attr",
        "predicateEnable:attr",
        "scalableEnable:attr",
        "width:attr",
        "followupVectorized:attr@loop_annotation",
        "followupEpilogue:attr@loop_annotation",
        "followupAll:attr@loop_annotation",
    ),
    "loop_interleave": _schema("count:attr!"),
    "loop_unroll": _schema(
        "disable:attr",
        "count:attr",
        "runtimeDisable:attr",
        "full:attr",
        "followupUnrolled:attr@loop_annotation",
        "followupRemainder:attr@loop_annotation",
        "followupAll:attr@loop_annotation",
    ),
    "loop_unroll_and_jam": _schema(
        "disable:attr",
        "count:attr",
        "followupOuter:attr@loop_annotation",
        "followupInner:attr@loop_annotation",
        "followupRemainderOuter:attr@loop_annotation",
        "followupRemainderInner:attr@loop_annotation",
        "followupAll:attr@loop_annotation",
    ),
    "loop_licm": _schema("disable:attr", "versioningDisable:attr"),
    "loop_distribute": _schema(
        "disable:attr",
        "followupCoincident:attr@loop_annotation",
        "followupSequential:attr@loop_annotation",
        "followupFallback:attr@loop_annotation",
        "followupAll:attr@loop_annotation",
    ),
    "loop_pipeline": _schema("disable:attr", "initiationinterval:attr"),
    "loop_peeled": _schema("count:attr"),
    "loop_unswitch": _schema("partialDisable:attr"),
    "loop_annotation": _schema(
        "disableNonforced:attr",
        "vectorize:attr@loop_vectorize",
        "interleave:attr@loop_interleave",
        "unroll:attr@loop_unroll",
        "unrollAndJam:attr@loop_unroll_and_jam",
        "licm:attr@loop_licm",
        "distribute:attr@loop_distribute",
        "pipeline:attr@loop_pipeline",
        "peeled:attr@loop_peeled",
        "unswitch:attr@loop_unswitch",
        "mustProgress:attr",
        "isVectorized:attr",
        "startLoc:attr",
        "endLoc:attr",
        "parallelAccesses:attrs",
    ),
}

#: Attributes kept as their (one-line) text: no nested attributes to alias.
TEXT_KEPT = frozenset({"di_expression"})

#: Attributes upstream hoists into aliases named after their mnemonic.
ALIASED = frozenset(
    name
    for name in SCHEMAS
    if name not in ("di_subrange", "di_generic_subrange", "di_annotation", "di_expression")
)

# ---- the attribute --------------------------------------------------------------------------


class MetadataAttr(StructuredAttr):
    """A structured `#llvm.<mnemonic><...>`: `values` maps present parameters to values
    (ints, bools, strings, keywords, attributes, lists of attributes, TBAA members)."""

    __slots__ = ("values",)

    def __init__(self, mnemonic: str, values: dict[str, Any]) -> None:
        self.values = _canonical(mnemonic, values)
        super().__init__("llvm", mnemonic, None)
        self.body = self._render_body(PLAIN)

    def _key(self) -> tuple[Any, ...]:
        return (self.name, tuple((k, _freeze(v)) for k, v in self.values.items()))

    def __str__(self) -> str:
        return self.head() + self._params(self.body)

    # ---- the StructuredAttr protocol ---------------------------------------------------

    def alias_name(self) -> str | None:
        return self.name if self.name in ALIASED else None

    def children(self) -> Iterator[at.Attribute]:
        for param in SCHEMAS.get(self.name, ()):
            if param.name not in self.values:
                continue
            value = self.values[param.name]
            if isinstance(value, at.Attribute):
                yield value
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, at.Attribute):
                        yield item
                    elif isinstance(item, tuple) and isinstance(item[0], at.Attribute):
                        yield item[0]

    def print_params(self, printer: AttrPrinter) -> str:
        """`<params>` with nested attributes through `printer` ("" for a bare one)."""
        return self._params(self._render_body(printer))

    # ---- rendering --------------------------------------------------------------------

    def _params(self, body: str | None) -> str:
        if not body and self.name in _BARE:
            return ""
        return f"<{body}>"

    def _render_body(self, printer: AttrPrinter) -> str:
        if self.name in TEXT_KEPT:
            return str(self.values.get("", ""))
        if self.name == "di_file":
            name = _quote(self.values.get("name", ""))
            directory = _quote(self.values.get("directory", ""))
            return f"{name} in {directory}"
        return ", ".join(
            f"{param.name} = {_render_value(param, value, printer)}"
            for param, value in _printed_params(SCHEMAS.get(self.name, ()), self.values)
        )


#: Attributes printed without `<>` when they have no parameters.
_BARE = frozenset({"di_null_type", "tbaa_root"})


def _canonical(mnemonic: str, values: dict[str, Any]) -> dict[str, Any]:
    """The values in declaration order, optional ones at their default left out."""
    schema = SCHEMAS.get(mnemonic)
    if schema is None or mnemonic in TEXT_KEPT:
        return values
    return {param.name: value for param, value in _printed_params(schema, values)}


def _printed_params(
    schema: tuple[Param, ...], values: dict[str, Any]
) -> Iterator[tuple[Param, Any]]:
    """The parameters present in `values`, in declaration order, less optional ones at
    their default (and false optional booleans)."""
    for param in schema:
        if param.name not in values:
            continue
        value = values[param.name]
        if not param.required and param.default is not None and value == param.default:
            continue
        if param.kind == BOOL and not param.required and value is False:
            continue
        yield param, value


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _quote(value: Any) -> str:
    from mlir_ls.ir.attributes import quote_string

    return quote_string(str(value))


def _render_attr(param: Param, value: at.Attribute, printer: AttrPrinter) -> str:
    """A parameter of a known `#llvm.<mnemonic>` kind prints stripped (`<...>` unless it
    has an alias), as upstream's `printStrippedAttrOrType`; others in full."""
    if (
        param.mnemonic is not None
        and isinstance(value, at.DialectAttr)
        and value.dialect == "llvm"
        and value.name == param.mnemonic
    ):
        return printer.stripped(value)
    return printer.attr(value)


def _render_value(param: Param, value: Any, printer: AttrPrinter) -> str:
    kind = param.kind
    if kind == BOOL:
        return "true" if value else "false"
    if kind == UINT:
        return str(value)
    if kind == STR:
        return _quote(value)
    if kind == WORD:
        return str(value)
    if kind == FLAGS:
        words = str(value)
        return f'"{words}"' if "|" in words else words
    if kind == ATTRS:
        return ", ".join(_render_attr(param, v, printer) for v in value)
    if kind == MEMBERS:
        members = ", ".join(f"<{_render_attr(param, t, printer)}, {o}>" for t, o in value)
        return "{" + members + "}"
    return _render_attr(param, value, printer)


# ---- parsing ---------------------------------------------------------------------------------


def parse_metadata(p: Parser, mnemonic: str) -> at.Attribute:
    """The body of `#llvm.<mnemonic>` at the cursor (`<...>`, or nothing when allowed)."""
    if mnemonic == "di_file":
        return _parse_file(p)
    if mnemonic in TEXT_KEPT:
        from mlir_ls.dialects.llvm.attributes import angle_body

        if p.kind != "<":
            raise p.fail_token("expected '<'")
        return MetadataAttr(mnemonic, {"": angle_body(p)})
    if p.kind != "<":
        if mnemonic in _BARE or not SCHEMAS[mnemonic]:
            return MetadataAttr(mnemonic, {})
        raise p.fail_token("expected '<'")
    p.advance()
    values: dict[str, Any] = {}
    params = {param.name: param for param in SCHEMAS[mnemonic]}
    if p.kind != ">":
        while True:
            if p.kind != "bare":
                raise p.fail_token("expected a parameter name in struct")
            name = p.text
            param = params.get(name)
            if param is None or name in values:
                raise p.fail(f"duplicate or unknown struct parameter name: {name}")
            p.advance()
            p.expect("=", "expected '='")
            values[name] = _parse_value(p, param)
            if not p.consume_if(","):
                break
    p.expect(">", "expected '>'")
    missing = [
        param.name for param in SCHEMAS[mnemonic] if param.required and param.name not in values
    ]
    if missing:
        raise p.fail(f"struct is missing required parameter: {missing[0]}")
    return MetadataAttr(mnemonic, values)


def _parse_file(p: Parser) -> at.Attribute:
    """`<` string `in` string `>`"""
    p.expect("<", "expected '<'")
    if p.kind != "string":
        raise p.fail_token("expected string")
    name = _string(p)
    p.expect_keyword("in", "expected 'in'")
    if p.kind != "string":
        raise p.fail_token("expected string")
    directory = _string(p)
    p.expect(">", "expected '>'")
    return MetadataAttr("di_file", {"name": name, "directory": directory})


def _string(p: Parser) -> str:
    value = p.parse_attribute()
    return value.value if isinstance(value, at.StringAttr) else str(value)


def _parse_value(p: Parser, param: Param) -> Any:
    kind = param.kind
    if kind == UINT:
        return parse_signed_integer(p)
    if kind == BOOL:
        if p.kind != "bare" or p.text not in ("true", "false"):
            raise p.fail_token("expected 'true' or 'false'")
        value = p.text == "true"
        p.advance()
        return value
    if kind == STR:
        if p.kind != "string":
            raise p.fail_token("expected string")
        return _string(p)
    if kind == WORD:
        if p.kind not in ("bare", "string"):
            raise p.fail_token("expected keyword")
        word = p.text.strip('"')
        p.advance()
        return word
    if kind == FLAGS:
        if p.kind == "string":
            words = p.text[1:-1]
        elif p.kind == "bare":
            words = p.text
        else:
            raise p.fail_token("expected keyword")
        p.advance()
        flags = [w.strip() for w in words.split("|") if w.strip() and w.strip() != "Zero"]
        return "|".join(flags) if flags else 0
    if kind == ATTRS:
        items = [_parse_attr(p, param)]
        while p.kind == "," and not _next_is_param(p):
            p.advance()
            items.append(_parse_attr(p, param))
        return items
    if kind == MEMBERS:
        return _parse_members(p, param)
    return _parse_attr(p, param)


def _next_is_param(p: Parser) -> bool:
    """After a `,`: does a `name =` follow (the next struct parameter)?"""
    save = p.start
    p.advance()
    is_param = p.kind == "bare" and p.peek_kind() == "="
    p.reset(save)
    return is_param


def _parse_attr(p: Parser, param: Param) -> at.Attribute:
    if p.kind == "<" and param.mnemonic is not None:
        from mlir_ls.dialects.llvm.attributes import parse_attr_body

        return parse_attr_body(p, param.mnemonic)
    return p.parse_attribute()


def _parse_members(p: Parser, param: Param) -> list[tuple[at.Attribute, int]]:
    """`{` (`<` attr `,` integer `>` (`,` ...)*)? `}`"""
    p.expect("{", "expected '{'")
    members: list[tuple[at.Attribute, int]] = []
    if not p.consume_if("}"):
        while True:
            p.expect("<", "expected '<'")
            type_desc = p.parse_attribute()
            p.expect(",", "expected ','")
            offset = parse_signed_integer(p)
            p.expect(">", "expected '>'")
            members.append((type_desc, offset))
            if not p.consume_if(","):
                break
        p.expect("}", "expected '}'")
    return members
