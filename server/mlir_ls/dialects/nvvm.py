"""The nvvm dialect: NVIDIA PTX intrinsics on top of the LLVM dialect (NVVMOps.td).

The first part holds what the LLVM target dialects (`nvvm`, `rocdl`, `xevm`) share:
type constraints built from their ODS summaries, dialect enum attributes, struct
attributes (`<m = 16, n = 8, k = 16>`), GPU target attributes and the special
register ops. The nvvm ops follow.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.attr_kinds import AttrKind, dialect_storage, register_kind
from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.llvm import COMPATIBLE, is_ptr, ptr_space
from mlir_ls.dialects.llvm.attributes import parse_constant_range
from mlir_ls.dialects.ods import arg, attr, match, op, opt_arg, opt_res, res, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    AttrDef,
    DialectSpec,
    OpSpec,
    TypeConstraint,
)
from mlir_ls.parser.base import ParseAbort
from mlir_ls.syntax.lexer import integer_value
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

Check = Callable[[ty.Type], bool]

# ==== shared by the LLVM target dialects (nvvm, rocdl, xevm) ===============================

# ---- type constraints from their ODS summaries ---------------------------------------------
#
# ODS names each type constraint by a summary ("fixed-length vector of 32-bit float values
# of length 4"); the verifier reports "operand #0 must be <summary>, but got '<type>'". The
# summaries of these dialects combine a few phrases, so the predicate is read off the summary:
#
#   summary   ::= alt
#   alt       ::= atom (` or ` atom)*
#   atom      ::= `fixed-length vector of ` alt ` values of ` (`length ` N | `ranks ` N)
#               | `vector of ` alt ` values of length ` N
#               | `LLVM dialect-compatible vector of ` simple
#               | `LLVM dialect-compatible struct of ` simple (`and` simple)*
#               | simple


def _int_check(width: int | None, signless: bool) -> Check:
    def check(t: ty.Type) -> bool:
        if not isinstance(t, ty.IntegerType):
            return False
        return (width is None or t.width == width) and (not signless or t.is_signless)

    return check


def _float_check(*names: str) -> Check:
    return lambda t: isinstance(t, ty.FloatType) and (not names or t.name in names)


def is_llvm_struct(t: ty.Type) -> bool:
    return isinstance(t, ty.DialectType) and t.dialect == "llvm" and t.name == "struct"


def struct_elements(t: ty.Type) -> tuple[ty.Type, ...] | None:
    """The body of an identified-or-literal `!llvm.struct<(...)>` (None when opaque or not one)."""
    if not is_llvm_struct(t) or not isinstance(t, ty.DialectType) or len(t.params) < 2:
        return None
    body = t.params[1]
    return tuple(body) if isinstance(body, tuple) else None


def llvm_ptr(space: int) -> ty.DialectType:
    return ty.DialectType("llvm", "ptr", str(space) if space else None, (space,))


def _ptr_in(space: int) -> Check:
    return lambda t: is_ptr(t) and ptr_space(t) == space


#: simple phrase -> (predicate, buildable type) for the phrases with a fixed spelling.
_FIXED: dict[str, tuple[Check, ty.Type | None]] = {
    "integer": (_int_check(None, False), None),
    "bfloat16 type": (_float_check("bf16"), ty.FloatType("bf16")),
    "tf32 type": (_float_check("tf32"), ty.FloatType("tf32")),
    "floating point LLVM type": (_float_check(), None),
    "floating-point": (_float_check(), None),
    "LLVM dialect-compatible type": (COMPATIBLE.check, None),
    "LLVM pointer type": (is_ptr, None),
    "LLVM structure type": (is_llvm_struct, None),
    "LLVM struct type": (is_llvm_struct, None),
    "any type": (lambda t: True, None),
}
_PARAMETRIC: list[
    tuple[re.Pattern[str], Callable[[re.Match[str]], tuple[Check, ty.Type | None]]]
] = [
    (
        re.compile(r"(\d+)-bit signless integer"),
        lambda m: (_int_check(int(m[1]), True), ty.IntegerType(int(m[1]))),
    ),
    (re.compile(r"(\d+)-bit integer"), lambda m: (_int_check(int(m[1]), False), None)),
    (
        re.compile(r"(\d+)-bit float"),
        lambda m: (_float_check(f"f{m[1]}"), ty.FloatType(f"f{m[1]}")),
    ),
    (
        re.compile(r"LLVM pointer in address space (\d+)"),
        lambda m: (_ptr_in(int(m[1])), llvm_ptr(int(m[1]))),
    ),
]
_SIMPLE_NAMES = sorted(_FIXED, key=len, reverse=True)


class _SummaryReader:
    """Reads a summary (grammar above) into a predicate and, for one concrete type, that type."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def take(self, word: str) -> bool:
        if self.text.startswith(word, self.pos):
            self.pos += len(word)
            return True
        return False

    def number(self) -> int:
        m = re.compile(r"\d+").match(self.text, self.pos)
        if m is None:
            raise ValueError(f"number expected in summary {self.text!r}")
        self.pos = m.end()
        return int(m[0])

    def alt(self) -> list[tuple[Check, ty.Type | None]]:
        atoms = [self.atom()]
        while self.take(" or "):
            atoms.append(self.atom())
        return atoms

    def atom(self) -> tuple[Check, ty.Type | None]:
        if self.take("fixed-length vector of ") or self.take("vector of "):
            fixed = self.text[: self.pos].endswith("fixed-length vector of ")
            elems = self.alt()
            if self.take(" values of length "):
                return _vector(elems, length=self.number(), fixed=fixed)
            if self.take(" values of ranks "):
                return _vector(elems, rank=self.number(), fixed=fixed)
            raise ValueError(f"vector summary without a shape: {self.text!r}")
        if self.take("LLVM dialect-compatible vector of "):
            return _vector([self.simple()], rank=1)  # isCompatibleVectorType: 1-D
        if self.take("LLVM dialect-compatible struct of "):
            members = [self.simple()]
            while self.take("and"):
                members.append(self.simple())
            return _struct_of([check for check, _ in members])
        return self.simple()

    def simple(self) -> tuple[Check, ty.Type | None]:
        for name in _SIMPLE_NAMES:
            if self.take(name):
                return _FIXED[name]
        for pattern, build in _PARAMETRIC:
            m = pattern.match(self.text, self.pos)
            if m is not None:
                self.pos = m.end()
                return build(m)
        raise ValueError(f"unknown type constraint phrase at {self.text[self.pos :]!r}")


def _vector(
    elems: list[tuple[Check, ty.Type | None]],
    *,
    length: int | None = None,
    rank: int | None = None,
    fixed: bool = False,
) -> tuple[Check, ty.Type | None]:
    checks = [check for check, _ in elems]

    def check(t: ty.Type) -> bool:
        if not isinstance(t, ty.VectorType) or (fixed and t.scalable):
            return False
        shape = t.shape or ()
        if rank is not None and len(shape) != rank:
            return False
        if length is not None and _product(shape) != length:
            return False
        return any(c(t.element_type) for c in checks)

    only = elems[0][1] if len(elems) == 1 else None
    buildable = ty.VectorType([length], only) if only is not None and length else None
    return check, buildable


def _product(shape: Sequence[int]) -> int:
    count = 1
    for dim in shape:
        count *= dim
    return count


def _struct_of(members: list[Check]) -> tuple[Check, ty.Type | None]:
    def check(t: ty.Type) -> bool:
        body = struct_elements(t)
        return (
            body is not None
            and len(body) == len(members)
            and all(c(e) for c, e in zip(members, body, strict=True))
        )

    return check, None


@cache
def constraint(summary: str) -> TypeConstraint:
    """The ODS type constraint with this summary (its predicate read off the summary)."""
    reader = _SummaryReader(summary)
    atoms = reader.alt()
    if reader.pos != len(summary):
        raise ValueError(f"unread rest of type constraint summary {summary[reader.pos :]!r}")
    checks = [check for check, _ in atoms]
    buildable = atoms[0][1] if len(atoms) == 1 else None
    return TypeConstraint(summary, lambda t: t.is_error or any(c(t) for c in checks), buildable)


I32 = constraint("32-bit signless integer")
I64 = constraint("64-bit signless integer")
I1 = constraint("1-bit signless integer")
F32 = constraint("32-bit float")
ANY_PTR = constraint("LLVM pointer type")
LLVM_TYPE = constraint("LLVM dialect-compatible type")
LLVM_STRUCT = constraint("LLVM structure type")


def ptr_in(*spaces: int) -> TypeConstraint:
    """LLVM_PointerInAddressSpace<N>, or AnyTypeOf of several."""
    return constraint(" or ".join(f"LLVM pointer in address space {s}" for s in spaces))


# ---- attribute constraints -----------------------------------------------------------------

#: ODS attribute constraint -> (summary, predicate) for the builtin kinds these dialects use.
_ATTR_SUMMARIES: dict[str, tuple[str, Callable[[at.Attribute], bool]]] = {
    "I1Attr": ("1-bit signless integer attribute", lambda a: _int_attr(a, 1)),
    "I16Attr": ("16-bit signless integer attribute", lambda a: _int_attr(a, 16)),
    "I32Attr": ("32-bit signless integer attribute", lambda a: _int_attr(a, 32)),
    "I64Attr": ("64-bit signless integer attribute", lambda a: _int_attr(a, 64)),
    "BoolAttr": ("bool attribute", lambda a: isinstance(a, at.BoolAttr)),
}


def _int_attr(a: at.Attribute, width: int) -> bool:
    if width == 1 and isinstance(a, at.BoolAttr):
        return True
    return isinstance(a, at.IntegerAttr) and a.type == ty.IntegerType(width)


def _attr_check(
    name: str, summary: str, ok: Callable[[at.Attribute], bool]
) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if isinstance(value, at.Attribute) and not ok(value):
            return f"attribute '{name}' failed to satisfy constraint: {summary}"
        return None

    return check


def int_attr(
    name: str,
    kind: str = "I32Attr",
    *,
    default: int | bool | None = None,
    optional: bool = False,
    minimum: int | None = None,
) -> AttrDef:
    """An integer or bool attribute (`I32Attr`, `DefaultValuedAttr<I1Attr, "false">`, ...);
    `minimum`: `ConfinedAttr<..., [IntMinValue<N>]>` (its summary says so)."""
    summary, ok = _ATTR_SUMMARIES[kind]
    if minimum is not None:
        base, low = ok, minimum
        summary = f"{summary} whose minimum value is {minimum}"

        def ok(a: at.Attribute) -> bool:
            return base(a) and isinstance(a, at.IntegerAttr) and a.value >= low

    value: at.Attribute | None = None
    if default is not None and kind in ("BoolAttr", "I1Attr"):
        value = at.TRUE if default else at.FALSE
    elif default is not None:
        value = at.IntegerAttr(int(default), ty.IntegerType(int(kind[1:-4])))
    check = _attr_check(name, summary, ok)
    return attr(name, kind, optional=optional, default=value, check=check)


# ---- dialect enum attributes ---------------------------------------------------------------


@dataclass(frozen=True)
class DialectEnum:
    """An ODS `EnumAttr` of a dialect and its spellings.

    With `angle`, the attribute is `#dialect.mnemonic<case>` (assemblyFormat "`<` $value `>`"),
    else `#dialect<mnemonic case>` (the default "$value" format); with a `keyword`, the format
    is "`keyword` `=` $value" (`#xevm<src_etype src_etype = bf16>`). `bits` makes it a bit
    enum (`case|case`, each case with its mask; groups print first, widest first). `cpp`
    selects the older parse message of `I32EnumAttr` ("expected ::ns::Enum to be one of: a, b")
    over `I32Enum`'s ("expected one of [a, b] for <summary>, got: c").
    """

    dialect: str
    mnemonic: str
    summary: str
    cases: tuple[str, ...]
    angle: bool = True
    cpp: str = ""
    bits: tuple[int, ...] | None = None
    keyword: str = ""
    #: (ODS attribute record, parameter, C++ enum type): a failed value also reports
    #: "failed to parse <record> parameter '<parameter>' which is to be a `<type>`" (the
    #: attribute's generated parser, around the enum's FieldParser).
    param: tuple[str, str, str] | None = None

    @property
    def kind_name(self) -> str:
        return f"{self.dialect}.{self.mnemonic}"

    def _spelled(self, value: str) -> str:
        return f"{self.keyword} = {value}" if self.keyword else value

    def attr(self, value: str) -> at.DialectAttr:
        if self.angle:
            return at.DialectAttr(self.dialect, self.mnemonic, value)
        return at.DialectAttr(self.dialect, "", f"{self.mnemonic} {self._spelled(value)}")

    def value(self, attribute: at.Attribute | None) -> str | None:
        """The case of an attribute of this enum (None for anything else)."""
        if not isinstance(attribute, at.DialectAttr) or attribute.dialect != self.dialect:
            return None
        body = attribute.body
        if body is None:
            return None
        if self.angle:
            return body.strip() if attribute.name == self.mnemonic else None
        head, _, rest = body.strip().partition(" ")
        if attribute.name or head != self.mnemonic:
            return None
        if self.keyword:
            word, _, rest = rest.partition("=")
            if word.strip() != self.keyword:
                return None
        return rest.strip()

    def is_case(self, attribute: at.Attribute | None) -> bool:
        word = self.value(attribute)
        if word is None:
            return False
        if self.bits is None:
            return word in self.cases
        return all(part.strip() in self.cases for part in word.split("|"))

    # ---- parsing ------------------------------------------------------------------------

    def parse_value(self, p: Parser, custom: bool = False) -> str:
        """(`keyword` `=`)? case (`|` case)*, canonically spelled."""
        self._parse_keyword(p, custom)
        return self._parse_cases(p, custom)

    def _parse_keyword(self, p: Parser, custom: bool) -> None:
        if self.keyword:
            if not p.consume_keyword(self.keyword):
                fail = p.custom_error if custom else p.fail
                raise fail(f"expected '{self.keyword}'", p.span)
            p.expect("=", "expected '='")

    def _parse_cases(self, p: Parser, custom: bool) -> str:
        if self.bits is None:
            return self._parse_case(p, custom)
        mask = self._mask(self._parse_case(p, custom))
        while p.consume_if("|"):
            mask |= self._mask(self._parse_case(p, custom))
        return self.spell(mask)

    def _parse_case(self, p: Parser, custom: bool) -> str:
        """A case keyword (or string, except in bit enums); consumed even when unknown."""
        fail: Callable[[str, Span | None], Any] = p.custom_error if custom else p.fail
        if p.kind != "bare" and (p.kind != "string" or self.bits is not None):
            if self.cpp:
                raise fail("expected valid keyword or string", p.span)
            raise fail(f"expected keyword for {self.summary}", p.span)
        word = p.text.strip('"')
        span = p.span
        p.advance()
        if word not in self.cases:
            if self.cpp:
                raise fail(f"expected {self.cpp} to be one of: {', '.join(self.cases)}", span)
            raise fail(
                f"expected one of [{', '.join(self.cases)}] for {self.summary}, got: {word}", span
            )
        return word

    def parse_param(self, p: Parser, custom: bool = False) -> str:
        """The value as the attribute's own parser reads it (see `param`)."""
        self._parse_keyword(p, custom)
        if self.param is None:
            return self._parse_cases(p, custom)
        try:
            return self._parse_cases(p, custom)
        except ParseAbort:
            record, name, cpp_type = self.param
            message = f"failed to parse {record} parameter '{name}' which is to be a `{cpp_type}`"
            raise (p.custom_error if custom else p.fail)(message, p.span) from None

    def parse_body(self, p: Parser) -> at.DialectAttr:
        """`<` case `>` after `#dialect.mnemonic`, or `<` mnemonic case `>` after `#dialect`."""
        p.expect("<", "expected '<'")
        if not self.angle:
            p.advance()  # the mnemonic, checked by the caller
        value = self.parse_param(p)
        p.expect(">", "expected '>'")
        return self.attr(value)

    # ---- bit enums ----------------------------------------------------------------------

    def _mask(self, case: str) -> int:
        assert self.bits is not None
        return self.bits[self.cases.index(case)]

    def spell(self, mask: int) -> str:
        """The canonical spelling of a bit mask (upstream's stringify of a bit enum)."""
        assert self.bits is not None
        pairs = list(zip(self.cases, self.bits, strict=True))
        if mask == 0:
            return next((c for c, b in pairs if b == 0), "0")
        words: list[str] = []
        rest = mask
        for case, bits in sorted((p for p in pairs if _is_group(p[1])), key=lambda p: -p[1]):
            if bits & rest == bits:
                words.append(case)
                rest &= ~bits
        for case, bits in pairs:
            if bits and not _is_group(bits) and bits & rest == bits:
                words.append(case)
                rest &= ~bits
        return "|".join(words)

    # ---- attribute definitions ------------------------------------------------------------

    def attr_def(
        self, name: str, default: str | None = None, optional: bool = False, qualified: bool = False
    ) -> AttrDef:
        """An attribute of this enum (DefaultValuedAttr when `default` is set).

        `qualified`: a format variable printed in full (`qualified($x)`: `#nvvm.reduction<and>`).
        """

        def check(value: Any) -> str | None:
            if isinstance(value, at.Attribute) and not self.is_case(value):
                return f"attribute '{name}' failed to satisfy constraint: {self.summary}"
            return None

        value = self.attr(default) if default is not None else None
        kind = "any" if qualified else self.kind_name
        return attr(name, kind, optional=optional, default=value, check=check)

    def register(self) -> DialectEnum:
        """Register the format kind: the attribute without `#dialect.mnemonic` (`bfly`, `<row>`)."""
        register_kind(
            AttrKind(
                self.kind_name, self._parse_in_op, self._print_in_op, self._starts, self.is_stored
            )
        )
        return self

    def is_stored(self, value: at.Attribute) -> bool:
        """Of this EnumAttr's storage class (what property conversion casts to)."""
        if not isinstance(value, at.DialectAttr) or value.dialect != self.dialect:
            return False
        if self.angle:
            return value.name == self.mnemonic
        return value.name == "" and (value.body or "").startswith(self.mnemonic + " ")

    def _parse_in_op(self, p: Parser, name: str) -> at.Attribute:
        if self.angle:
            p.expect("<", "expected '<'")
        value = self.parse_param(p, custom=True)
        if self.angle:
            p.expect(">", "expected '>'")
        return self.attr(value)

    def _print_in_op(self, pr: OpAsmPrinter, attribute: at.Attribute) -> None:
        value = self.value(attribute)
        if value is None:
            pr.print_attribute(attribute)
        else:
            pr.write(f"<{value}>" if self.angle else self._spelled(value))

    def _starts(self, p: Parser) -> bool:
        if self.angle:
            return p.kind == "<"
        if self.keyword:
            return p.kind == "bare" and p.text == self.keyword
        return p.kind == "bare" and p.text in self.cases


def _is_group(bits: int) -> bool:
    return bits != 0 and bits & (bits - 1) != 0


def dialect_enum(
    dialect: str,
    mnemonic: str,
    summary: str,
    cases: Iterable[str],
    *,
    angle: bool = True,
    cpp: str = "",
    bits: Iterable[int] | None = None,
    keyword: str = "",
    param: tuple[str, str, str] | None = None,
) -> DialectEnum:
    """Define (and register the format kind of) a dialect enum attribute."""
    return DialectEnum(
        dialect,
        mnemonic,
        summary,
        tuple(cases),
        angle,
        cpp,
        tuple(bits) if bits is not None else None,
        keyword,
        param,
    ).register()


# ---- struct attributes: `<` struct(params) `>` ----------------------------------------------


#: C++ integer parameter types: (bits, signed), as `AsmParser::parseInteger<IntT>` reads them.
_CPP_INTS = {
    "int": (32, True),
    "int32_t": (32, True),
    "unsigned": (32, False),
    "uint32_t": (32, False),
    "int64_t": (64, True),
    "uint64_t": (64, False),
}


def _fits_cpp_int(value: int, cpp: str | None) -> bool:
    """parseInteger<IntT>: "integer value too large" unless the literal round-trips through
    IntT (the literal's bits sign- or zero-extended back, as upstream compares them)."""
    bits_signed = _CPP_INTS.get(cpp or "")
    if bits_signed is None:
        return True
    bits, signed = bits_signed
    if signed:
        return -(1 << (bits - 1)) <= value < (1 << (bits - 1))
    return -(1 << (bits - 1)) <= value < (1 << bits)


@dataclass(frozen=True)
class Param:
    """One parameter of a struct attribute: its kind and, for defaulted ones, the default."""

    name: str
    kind: str  # "int", "string", "dict", "array", "bool", or "enum"
    default: Any = None
    optional: bool = False
    enum: DialectEnum | None = None
    #: ODS C++ type named by "failed to parse <attr> parameter '<name>' which is to be a `...`".
    cpp: str = ""


@dataclass(frozen=True)
class StructAttr:
    """An AttrDef whose assembly format is "`<` struct(params) `>`" (any order, printed in order)."""

    dialect: str
    mnemonic: str
    name: str  # the ODS record name, for parse messages
    params: tuple[Param, ...]
    #: `(`<` struct(...)^ `>`)?`: the body may be left out when every parameter has a default.
    optional_body: bool = False
    verify: Callable[[dict[str, Any]], str | None] | None = None

    def parse_body(self, p: Parser) -> at.DialectAttr:
        """`<` (name `=` value (`,` name `=` value)*)? `>`"""
        values: dict[str, Any] = {}
        if p.kind != "<":
            if self.optional_body:
                return self.build(values)
            raise p.fail_token("expected '<'")
        start = p.span
        p.advance()
        by_name = {param.name: param for param in self.params}
        if all(not _has_default(q) for q in self.params):
            # every parameter required: exactly that many entries, comma separated
            for index in range(len(self.params)):
                if index:
                    p.expect(",", "expected ','")
                self._parse_entry(p, by_name, values)
        elif p.kind != ">":
            while True:
                self._parse_entry(p, by_name, values)
                if not p.consume_if(","):
                    break
        p.expect(">", "expected '>'")
        missing = [q.name for q in self.params if q.name not in values and not _has_default(q)]
        if missing:
            raise p.fail(f"struct is missing required parameter: {missing[0]}", p.span)
        if self.verify is not None:
            problem = self.verify(values)
            if problem is not None:
                raise p.fail(problem, start)
        return self.build(values)

    def _parse_entry(self, p: Parser, by_name: dict[str, Param], values: dict[str, Any]) -> None:
        span = p.span
        if p.kind != "bare":
            raise p.fail_token("expected a parameter name in struct")
        param = by_name.get(p.text)
        if param is None or param.name in values:
            raise p.fail(f"duplicate or unknown struct parameter name: {p.text}", span)
        p.advance()
        p.expect("=", "expected '='")
        values[param.name] = self._parse_value(p, param)

    def _parse_value(self, p: Parser, param: Param) -> Any:
        what = (
            f"failed to parse {self.name} parameter '{param.name}' which is to be a `{param.cpp}`"
        )
        if param.kind == "enum" and param.enum is not None:
            return param.enum.parse_value(p)
        if param.kind == "int":
            negative = p.consume_if("-")
            if p.kind != "integer":
                p.error("expected integer value", p.span)
                raise p.fail(what, p.span)
            value = integer_value(p.text)
            if negative:
                value = -value
            if not _fits_cpp_int(value, param.cpp):
                p.error("integer value too large", p.span)
                raise p.fail(what, p.span)
            p.advance()
            return value
        if param.kind == "bool":
            if p.kind == "bare" and p.text in ("true", "false"):
                value = p.text == "true"
                p.advance()
                return value
            raise p.fail(what, p.span)
        span = p.span
        parsed = p.parse_attribute()
        expected = {"string": at.StringAttr, "dict": at.DictionaryAttr, "array": at.ArrayAttr}
        if not isinstance(parsed, expected[param.kind]):
            raise p.fail(what, span)
        return parsed.value if isinstance(parsed, at.StringAttr) else parsed

    def build(self, values: dict[str, Any]) -> at.DialectAttr:
        """The attribute with its canonical body (defaulted parameters left out)."""
        parts = []
        for param in self.params:
            if param.name not in values:
                continue
            value = values[param.name]
            if param.default is not None and value == param.default:
                continue
            text = value if param.kind == "enum" else _param_text(value)
            parts.append(f"{param.name} = {text}")
        body = ", ".join(parts) if parts or not self.optional_body else None
        return at.DialectAttr(self.dialect, self.mnemonic, body, params=tuple(values.items()))

    def kind(self, kind_name: str) -> AttrKind:
        """The format kind: the body without `#dialect.mnemonic` (`<m = 8, n = 8, k = 4>`)."""

        def print_(pr: OpAsmPrinter, attribute: at.Attribute) -> None:
            if isinstance(attribute, at.DialectAttr) and attribute.name == self.mnemonic:
                pr.write(f"<{attribute.body}>" if attribute.body is not None else "")
            else:
                pr.print_attribute(attribute)

        def stored(value: at.Attribute) -> bool:
            return isinstance(value, at.DialectAttr) and (value.dialect, value.name) == (
                self.dialect,
                self.mnemonic,
            )

        return register_kind(
            AttrKind(
                kind_name, lambda p, _n: self.parse_body(p), print_, lambda p: p.kind == "<", stored
            )
        )


def _has_default(param: Param) -> bool:
    return param.default is not None or param.optional


def _param_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return str(at.StringAttr(value))
    if isinstance(value, at.Attribute):
        return attr_text(value)
    return str(value)


def attr_text(a: at.Attribute, elide_i64: bool = False) -> str:
    """The spelling of a parameter value as upstream prints it (dictionaries sorted, typed ints)."""
    if isinstance(a, at.DictionaryAttr):
        parts = []
        for key in sorted(a.entries):
            value = a.entries[key]
            name = str(at.DictionaryAttr({key: at.UNIT}))[1:-1]
            parts.append(name if isinstance(value, at.UnitAttr) else f"{name} = {attr_text(value)}")
        return "{" + ", ".join(parts) + "}"
    if isinstance(a, at.ArrayAttr):
        return "[" + ", ".join(attr_text(e, elide_i64=True) for e in a.elements) + "]"
    if isinstance(a, at.IntegerAttr) and not isinstance(a.type, ty.IntegerType | ty.IndexType):
        return str(a)
    if isinstance(a, at.IntegerAttr):
        return str(a.value) if elide_i64 and a.type == ty.I64 else f"{a.value} : {a.type}"
    return str(a)


def struct_params(attribute: at.Attribute | None) -> dict[str, Any]:
    """The parameters of a struct attribute parsed by its dialect (empty when kept as text)."""
    if isinstance(attribute, at.DialectAttr):
        return dict(attribute.params)
    return {}


# ---- GPU target attributes -------------------------------------------------------------------


def _verify_target(values: dict[str, Any]) -> str | None:
    """The checks all three `#<dialect>.target` attributes share (TargetAttr::verify)."""
    level = values.get("O", 2)
    if isinstance(level, int) and not 0 <= level <= 3:
        return "The optimization level must be a number between 0 and 3."
    if values.get("triple") == "":
        return "The target triple cannot be empty."
    if values.get("chip") == "":
        return "The target chip cannot be empty."
    link = values.get("link")
    if isinstance(link, at.ArrayAttr) and not all(
        isinstance(e, at.StringAttr) for e in link.elements
    ):
        return "All the elements in the `link` array must be strings."
    return None


def target_attr(
    dialect: str, record: str, params: Sequence[Param], verify: bool = True
) -> StructAttr:
    """`#<dialect>.target` (`(`<` struct(params)^ `>`)?`), every parameter defaulted or optional."""
    return StructAttr(
        dialect, "target", record, tuple(params), True, _verify_target if verify else None
    )


def target_params(triple: str, chip: str, *extra: Param) -> list[Param]:
    """O, triple, chip (with their defaults) followed by the dialect's own parameters."""
    return [
        Param("O", "int", 2, cpp="int"),
        Param("triple", "string", triple, cpp="::llvm::StringRef"),
        Param("chip", "string", chip, cpp="::llvm::StringRef"),
        *extra,
    ]


# ---- dialect attribute hooks -----------------------------------------------------------------


@dataclass
class DialectAttrs:
    """The attributes a dialect parses itself (DialectSpec.parse_attribute)."""

    dialect: str
    enums: dict[str, DialectEnum]
    structs: dict[str, StructAttr]

    #: Report unknown mnemonics (the dialect's attributes are all described here).
    complete: bool = False

    def parse(self, p: Parser, name: str, body: Span | None) -> at.Attribute | None:
        """`#dialect.mnemonic<...>` or `#dialect<mnemonic ...>`."""
        if not name:
            return self._parse_bare(p)
        enum = self.enums.get(name)
        if enum is not None:
            if not enum.angle:  # `#nvvm.shfl_kind<...>`: the case is expected at `<`
                enum.parse_param(p)
            return enum.parse_body(p)
        struct = self.structs.get(name)
        if struct is not None:
            return struct.parse_body(p)
        if self.complete:
            raise p.fail(f"unknown attribute `{name}` in dialect `{self.dialect}`", p.span)
        return None

    def _parse_bare(self, p: Parser) -> at.Attribute | None:
        if p.kind != "<" or p.peek_kind() != "bare":
            return None
        start = p.start
        p.advance()
        enum = self.enums.get(p.text)
        if enum is not None and enum.angle:
            p.advance()
            raise p.fail_token("expected '<'")
        p.reset(start)
        if enum is None:
            return None
        return enum.parse_body(p)


# ---- special register ops --------------------------------------------------------------------

_RANGE_KIND = "GPU_ConstantRangeAttr"


def _parse_range(p: Parser, name: str) -> at.Attribute:
    """`<` int-type `,` int `,` int `>` (LLVM_ConstantRangeAttr without `#llvm.constant_range`)."""
    return parse_constant_range(p)


def _print_range(pr: OpAsmPrinter, attribute: at.Attribute) -> None:
    if _is_constant_range(attribute):
        assert isinstance(attribute, at.DialectAttr)
        pr.write(f"<{attribute.body}>")
    else:
        pr.print_attribute(attribute)


#: `#llvm.constant_range<...>` (as parsed by `parse_constant_range`: decimal signed bounds).
_is_constant_range = dialect_storage("llvm", "constant_range")


register_kind(
    AttrKind(
        _RANGE_KIND,
        _parse_range,
        _print_range,
        lambda p: p.kind == "<",
        storage=_is_constant_range,  # (`range = #l<>`: "Invalid attribute `range` in ...")
    )
)

SPECIAL_REGISTER = "(`range` $range^)? attr-dict `:` type($res)"


def special_register(
    name: str,
    result: TypeConstraint,
    summary: str = "",
    rangeable: bool = True,
    traits: Sequence[str] = ("Pure",),
    verify: Callable[[Operation, VerifyContext], None] | None = None,
) -> OpSpec:
    """A register read: `(`range` $range^)? attr-dict `:` type($res)` (no range: `attr-dict ...`)."""
    if not rangeable:
        return op(
            name, summary, "attr-dict `:` type($res)", results=[res("res", result)], traits=traits
        )
    return op(
        name,
        summary,
        SPECIAL_REGISTER,
        results=[res("res", result)],
        attrs=[attr("range", _RANGE_KIND, optional=True)],
        traits=traits,
        verify=verify,
        local_verify=True,
    )


_RANGE_BODY = re.compile(r"^\s*i(\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*$")


def verify_range(o: Operation, ctx: VerifyContext) -> None:
    """NVVM_SpecialRangeableRegisterOp's verify() (`verifyConstantRangeAttr`): the `range`
    attribute must satisfy LLVM's ConstantRange constructor, where lower == upper means the
    empty or the full set and so must be the width's minimum (0) or maximum (all ones)."""
    value = o.attr("range")
    if value is None or not _is_constant_range(value):
        return
    assert isinstance(value, at.DialectAttr)
    match = _RANGE_BODY.match(value.body or "")
    if match is None:
        return
    width, lower, upper = (int(match.group(i)) for i in (1, 2, 3))
    mask = (1 << width) - 1
    lower, upper = lower & mask, upper & mask
    if lower == upper and lower not in (0, mask):
        ctx.error(
            o,
            f"invalid range attribute: Lower == Upper, but they aren't min (0) or max ({mask}) "
            "value! This is an invalid constant range.",
        )


def xyz(prefix: str) -> list[str]:
    return [f"{prefix}.{axis}" for axis in "xyz"]


# ==== the nvvm dialect ======================================================================


def _nvvm_enum(
    mnemonic: str,
    summary: str,
    cases: Iterable[str],
    cpp: str,
    *,
    angle: bool = True,
    record: str = "",
    new_style: bool = False,
) -> DialectEnum:
    """An NVVM enum attribute of C++ enum `cpp` (ODS record `<cpp>Attr` unless `record`);
    `new_style` for those whose parse messages are `I32Enum`'s rather than `I32EnumAttr`'s."""
    cpp_type = f"::mlir::NVVM::{cpp}"
    return dialect_enum(
        "nvvm",
        mnemonic,
        summary,
        cases,
        angle=angle,
        cpp="" if new_style else cpp_type,
        param=(record or f"{cpp}Attr", "value", cpp_type),
    )


BARRIER_REDUCTION = _nvvm_enum(
    "reduction", "NVVM barrier reduction operation", ("popc", "and", "or"), "BarrierReduction"
)
SHFL_KIND = _nvvm_enum(
    "shfl_kind", "NVVM shuffle kind", ("bfly", "up", "down", "idx"), "ShflKind", angle=False
)
VOTE_SYNC_KIND = _nvvm_enum(
    "vote_sync_kind",
    "NVVM vote sync kind",
    ("any", "all", "ballot", "uni"),
    "VoteSyncKind",
    angle=False,
)
MATCH_SYNC_KIND = _nvvm_enum(
    "match_sync_kind", "NVVM match sync kind", ("any", "all"), "MatchSyncKind", angle=False
)
LOAD_CACHE_MODIFIER = _nvvm_enum(
    "load_cache_modifier",
    "NVVM load cache modifier kind",
    ("ca", "cg", "cs", "lu", "cv"),
    "LoadCacheModifierKind",
    angle=False,
    record="LoadCacheModifierAttr",
)
REDUX_KIND = _nvvm_enum(
    "reduction_kind",
    "NVVM Reduction Kind attribute",
    ("add", "and", "max", "min", "or", "umax", "umin", "xor", "fmin", "fmax"),
    "ReductionKind",
    angle=False,
)
GRID_DEP_ACTION = _nvvm_enum(
    "grid_dep_action",
    "Action kind for grid dependency control",
    ("wait", "launch_dependents"),
    "GridDepActionKind",
    angle=False,
    record="GridDepActionAttr",
    new_style=True,
)
PREFETCH_CACHE_LEVEL = _nvvm_enum(
    "prefetch_cache_level",
    "NVVM Prefetch Cache Level",
    ("L1", "L2"),
    "PrefetchCacheLevel",
    angle=False,
    new_style=True,
)
CACHE_EVICTION_PRIORITY = _nvvm_enum(
    "cache_eviction_priority",
    "NVVM Cache Eviction Priority",
    ("evict_normal", "evict_first", "evict_last", "evict_unchanged", "no_allocate"),
    "CacheEvictionPriority",
    angle=False,
    new_style=True,
)
MMA_LAYOUT = _nvvm_enum("mma_layout", "NVVM MMA layout", ("row", "col"), "MMALayout")
MMA_TYPES = (
    "f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64",
    "e4m3", "e5m2", "e3m2", "e2m3", "e2m1",
)  # fmt: skip
MMA_TYPE = _nvvm_enum("mma_type", "NVVM MMA types", MMA_TYPES, "MMATypes")
MMA_FRAG = _nvvm_enum("mma_frag", "NVVM MMA frag type", ("a", "b", "c"), "MMAFrag")
MMA_B1OP = _nvvm_enum(
    "mma_b1op", "MMA binary operations", ("none", "xor_popc", "and_popc"), "MMAB1Op"
)
MMA_INT_OVERFLOW = _nvvm_enum(
    "mma_int_overflow", "MMA overflow options", ("satfinite", "wrapped"), "MMAIntOverflow"
)
LD_ST_MATRIX_ELT_TYPE = _nvvm_enum(
    "ld_st_matrix_elt_type",
    "Element type for ldmatrix and stmatrix",
    ("b16", "b8", "b8x16.b6x16_p32", "b8x16.b4x16_p64"),
    "LdStMatrixEltType",
)
MEM_SCOPE = _nvvm_enum(
    "mem_scope", "NVVM Memory Scope kind", ("cta", "cluster", "gpu", "sys"), "MemScopeKind"
)
DOT_ACCUMULATE_TYPE = _nvvm_enum(
    "dot_accumulate_type", "NVVM DotAccumulateType", ("signed", "unsigned"), "DotAccumulateType"
)
MEMORY_SPACE = _nvvm_enum(
    "memory_space",
    "NVVM Memory Space",
    ("generic", "global", "shared", "constant", "local", "tensor", "shared_cluster"),
    "NVVMMemorySpace",
    new_style=True,
)

_INT = "int"
MMA_SHAPE = StructAttr(
    "nvvm",
    "shape",
    "NVVM_MMAShapeAttr",
    (Param("m", _INT, cpp=_INT), Param("n", _INT, cpp=_INT), Param("k", _INT, cpp=_INT)),
)
LD_ST_MATRIX_SHAPE = StructAttr(
    "nvvm",
    "ld_st_matrix_shape",
    "LdStMatrixShapeAttr",
    (Param("m", _INT, cpp=_INT), Param("n", _INT, cpp=_INT)),
)
NVVM_TARGET = target_attr(
    "nvvm",
    "NVVM_TargetAttr",
    target_params(
        "nvptx64-nvidia-cuda",
        "sm_75",
        Param("features", "string", "", cpp="::llvm::StringRef"),
        Param("flags", "dict", optional=True, cpp="DictionaryAttr"),
        Param("link", "array", optional=True, cpp="ArrayAttr"),
        Param("verifyTarget", "bool", True, cpp="bool"),
    ),
)
_NVVM_ATTRS = DialectAttrs(
    "nvvm",
    {
        e.mnemonic: e
        for e in (
            BARRIER_REDUCTION,
            SHFL_KIND,
            VOTE_SYNC_KIND,
            MATCH_SYNC_KIND,
            LOAD_CACHE_MODIFIER,
            REDUX_KIND,
            GRID_DEP_ACTION,
            PREFETCH_CACHE_LEVEL,
            CACHE_EVICTION_PRIORITY,
            MMA_LAYOUT,
            MMA_TYPE,
            MMA_FRAG,
            MMA_B1OP,
            MMA_INT_OVERFLOW,
            LD_ST_MATRIX_ELT_TYPE,
            MEM_SCOPE,
            DOT_ACCUMULATE_TYPE,
            MEMORY_SPACE,
        )
    },
    {a.mnemonic: a for a in (MMA_SHAPE, LD_ST_MATRIX_SHAPE, NVVM_TARGET)},
)

# ---- special registers -----------------------------------------------------------------------

_RANGEABLE_REGISTERS = [
    "laneid", "warpsize", "warpid", "nwarpid", "smid", "nsmid", "gridid",
    *xyz("tid"), *xyz("ntid"), *xyz("ctaid"), *xyz("nctaid"), *xyz("clusterid"),
    *xyz("nclusterid"), *xyz("cluster.ctaid"), *xyz("cluster.nctaid"),
    "cluster.ctarank", "cluster.nctarank",
]  # fmt: skip
#: Pure reads without a range (NVVM_PureSpecialRegisterOp), all i32.
_PURE_REGISTERS = [
    *(f"lanemask.{cmp}" for cmp in ("eq", "le", "lt", "ge", "gt")),
    *(f"envreg{i}" for i in range(32)),
    "aggr.smem.size", "dynamic.smem.size", "total.smem.size",
]  # fmt: skip
#: Reads with side effects (NVVM_SpecialRegisterOp): register -> result constraint.
_CLOCK_REGISTERS = {"clock": I32, "clock64": I64, "globaltimer": I64, "globaltimer.lo": I32}


def _sreg_summary(register: str) -> str:
    """`cluster.ctaid.x` reads %cluster_ctaid.x."""
    base, dot, axis = register.rpartition(".")
    if axis not in ("x", "y", "z"):
        base, dot, axis = register, "", ""
    return f"Read the PTX special register %{base.replace('.', '_')}{dot}{axis}"


def _special_registers() -> list[OpSpec]:
    specs = [
        special_register(f"nvvm.read.ptx.sreg.{r}", I32, _sreg_summary(r), verify=verify_range)
        for r in _RANGEABLE_REGISTERS
    ]
    specs += [
        special_register(f"nvvm.read.ptx.sreg.{r}", I32, _sreg_summary(r), rangeable=False)
        for r in _PURE_REGISTERS
    ]
    specs += [
        special_register(f"nvvm.read.ptx.sreg.{r}", c, _sreg_summary(r), rangeable=False, traits=())
        for r, c in _CLOCK_REGISTERS.items()
    ]
    return specs


# ---- verifiers -------------------------------------------------------------------------------


def _type_error(op_: Operation, ctx: VerifyContext, what: str, expected: Any, actual: Any) -> None:
    ctx.error(op_, f"expected {what} to be of type '{expected}' but got '{actual}' instead")


def verify_shfl(o: Operation, ctx: VerifyContext) -> None:
    """ShflOp::verify: a `{return_value_and_is_valid}` shuffle returns `!llvm.struct<(T, i1)>`."""
    if len(o.operands) != 4 or len(o.results) != 1:
        return
    value, result = o.operands[1].type, o.results[0].type
    body = struct_elements(result)
    predicated = o.attr("return_value_and_is_valid") is not None
    if is_llvm_struct(result):
        if not predicated:
            ctx.error(
                o,
                '"return_value_and_is_valid" attribute must be specified when the return type '
                "is a struct type",
            )
        elif body is None or len(body) != 2:
            ctx.error(o, "expected return type to be a two-element struct")
        elif body[0] != value:
            _type_error(o, ctx, "first element in the returned struct", value, body[0])
        elif body[1] != ty.I1:
            _type_error(o, ctx, "second element in the returned struct", ty.I1, body[1])
    elif predicated:
        ctx.error(o, "expected return type to be a two-element struct")
    elif result != value and not result.is_error and not value.is_error:
        _type_error(o, ctx, "return type", value, result)


def verify_vote(o: Operation, ctx: VerifyContext) -> None:
    """VoteSyncOp::verify: `ballot` returns i32, the other kinds i1."""
    if not o.results:
        return
    result = o.results[0].type
    if VOTE_SYNC_KIND.value(o.attr("kind")) == "ballot":
        if result != ty.I32:
            ctx.error(o, "vote.sync 'ballot' returns an i32")
    elif result != ty.I1:
        ctx.error(o, "vote.sync 'any', 'all' and 'uni' returns an i1")


def verify_match(o: Operation, ctx: VerifyContext) -> None:
    """MatchSyncOp::verify: `all` returns `!llvm.struct<(i32, i1)>`, `any` an i32."""
    if not o.results:
        return
    result = o.results[0].type
    if MATCH_SYNC_KIND.value(o.attr("kind")) == "all":
        if struct_elements(result) != (ty.I32, ty.I1):
            ctx.error(
                o,
                "match.sync 'all' returns a two element struct with first element as i32 and "
                "second element as i1",
            )
    elif result != ty.I32:
        ctx.error(o, "match.sync 'any' returns an i32")


def verify_redux(o: Operation, ctx: VerifyContext) -> None:
    """ReduxOp::verify: fmin/fmax reduce f32, the other kinds i32; abs/nan only for f32."""
    if not o.operands:
        return
    kind = REDUX_KIND.value(o.attr("kind"))
    value = o.operands[0].type
    if kind is None or value.is_error:
        return
    is_float = kind in ("fmin", "fmax")
    if is_float != (value == ty.F32):
        wanted = "f32" if is_float else "i32"
        ctx.error(
            o,
            f"'{kind}' reduction kind unsupported with '{value}' type. Only supported type is "
            f"'{wanted}'.",
        )
        return
    for flag in ("abs", "nan"):
        if o.attr(flag) == at.TRUE and value != ty.F32:
            ctx.error(o, f"{flag} attribute is supported only for f32 type")
            return


def verify_movmatrix(o: Operation, ctx: VerifyContext) -> None:
    """MovMatrixOp::verify: an 8x8 matrix of b16 in column layout."""
    shape = struct_params(o.attr("shape"))
    if shape and (shape.get("m"), shape.get("n")) != (8, 8):
        ctx.error(o, "expected shape to be 8x8")
    elif LD_ST_MATRIX_ELT_TYPE.value(o.attr("eltType")) not in (None, "b16"):
        ctx.error(o, "expected element type to be b16")
    elif MMA_LAYOUT.value(o.attr("layout")) not in (None, "col"):
        ctx.error(o, "expected layout to be col")


def verify_cp_async(o: Operation, ctx: VerifyContext) -> None:
    """CpAsyncOp::verify: ca or cg copies of 4, 8 or 16 bytes (cg: 16 only)."""
    modifier = LOAD_CACHE_MODIFIER.value(o.attr("modifier"))
    size = o.attr("size")
    nbytes = size.value if isinstance(size, at.IntegerAttr) else None
    if modifier not in (None, "ca", "cg"):
        ctx.plain_error(o, "Only CG and CA cache modifiers are supported.")
    elif nbytes is not None and nbytes not in (4, 8, 16):
        ctx.plain_error(o, "expected byte size to be either 4, 8 or 16.")
    elif modifier == "cg" and nbytes is not None and nbytes != 16:
        ctx.plain_error(o, "CG cache modifier is only support for 16 bytes copy.")


def _scope_ok(o: Operation, ctx: VerifyContext, has_result: bool) -> bool:
    """verifyMBarrierArriveLikeOp: cta or cluster scope; no result from a shared_cluster barrier."""
    if MEM_SCOPE.value(o.attr("scope")) not in (None, "cta", "cluster"):
        ctx.plain_error(o, "mbarrier scope must be either CTA or Cluster")
        return False
    if o.operands and ptr_space(o.operands[0].type) == 7 and has_result:
        ctx.plain_error(o, "mbarrier in shared_cluster space cannot return any value")
        return False
    return True


def verify_mbarrier_arrive(o: Operation, ctx: VerifyContext) -> None:
    _scope_ok(o, ctx, bool(o.results))


def verify_mbarrier_expect_tx(o: Operation, ctx: VerifyContext) -> None:
    """MBarrierArriveExpectTxOp::verify: the predicated (inline PTX) form has fewer features."""
    if len(o.operands) == 3:
        if MEM_SCOPE.value(o.attr("scope")) not in (None, "cta"):
            ctx.plain_error(o, "mbarrier scope must be CTA when using predicate")
            return
        if ptr_space(o.operands[0].type) == 7:
            ctx.plain_error(
                o, "mbarrier in shared_cluster space is not supported when using predicate"
            )
            return
        if o.results:
            ctx.plain_error(o, "return-value is not supported when using predicate")
            return
        if o.attr("relaxed") == at.TRUE:
            ctx.plain_error(
                o, "mbarrier with relaxed semantics is not supported when using predicate"
            )
            return
    _scope_ok(o, ctx, bool(o.results))


def verify_st_bulk(o: Operation, ctx: VerifyContext) -> None:
    init = o.attr("initVal")
    if isinstance(init, at.IntegerAttr) and init.value != 0:
        ctx.error(o, f"only 0 is supported for initVal, got {init.value}")


def verify_mapa(o: Operation, ctx: VerifyContext) -> None:
    """InputAddressIsCombinationOf: shared (3) maps to shared_cluster (7), generic to generic."""
    if not o.operands or not o.results:
        return
    pair = (ptr_space(o.operands[0].type), ptr_space(o.results[0].type))
    if is_ptr(o.operands[0].type) and is_ptr(o.results[0].type) and pair not in ((3, 7), (0, 0)):
        ctx.error(o, "failed to verify that Valid address-space check(or mapping) for mapa Op")


def _prefetch_problem(o: Operation) -> str | None:
    """PrefetchOp::verify: the valid combinations of level, tensormap, pointer and priority."""
    space = ptr_space(o.operands[0].type) if o.operands else 0
    level = PREFETCH_CACHE_LEVEL.value(o.attr("cacheLevel"))
    priority = CACHE_EVICTION_PRIORITY.value(o.attr("evictPriority"))
    if o.attr("tensormap") is not None:
        if level is not None:
            return "cannot specify both tensormap and cache level"
        if space not in (0, 4):
            return "prefetch tensormap requires a generic or constant pointer"
        if priority is not None:
            return "prefetch tensormap does not support eviction priority"
        if o.attr("in_param_space") is not None and space != 0:
            return "in_param_space can only be specified for a generic pointer"
        return None
    if level is None:
        return "requires specification of either cache level or tensormap"
    if space not in (0, 1, 5):
        return "prefetch to cache level requires a generic, global, or local pointer"
    if o.attr("uniform") is not None:
        if level != "L1":
            return "unsupported cache level, the only supported uniform cache level is L1"
        if space != 0:
            return "prefetch to uniform cache requires a generic pointer"
    if priority is not None:
        if level != "L2":
            return "cache eviction priority supported only for cache level L2"
        if space != 1:
            return "cache eviction priority requires a global pointer"
        if priority not in ("evict_normal", "evict_last"):
            return "unsupported cache eviction priority, only evict_last and evict_normal are supported"
    if len(o.operands) > 1:
        return "predicate supported only on prefetch tensormap"
    return None


def verify_prefetch(o: Operation, ctx: VerifyContext) -> None:
    problem = _prefetch_problem(o)
    if problem is not None:
        ctx.error(o, problem)


# ---- wmma.load / wmma.store / wmma.mma ----------------------------------------------------------

_F16X2 = ty.VectorType([2], ty.FloatType("f16"))
_WMMA_GEOMS = ((16, 16, 16), (32, 8, 16), (8, 32, 16))
#: (geometry, fragment) -> PTX element types with an intrinsic (NVVM_MMA_OPS' load/store lists).
_WMMA_FRAGS: dict[tuple[tuple[int, int, int], str], frozenset[str]] = {}
for _geom in _WMMA_GEOMS:
    for _frag in "ab":
        _WMMA_FRAGS[(_geom, _frag)] = frozenset({"f16", "s8", "u8"})
    for _frag in "cd":
        _WMMA_FRAGS[(_geom, _frag)] = frozenset({"f16", "f32", "s32"})
for _frag, _types in (("a", "tf32"), ("b", "tf32"), ("c", "f32"), ("d", "f32")):
    _WMMA_FRAGS[((16, 16, 8), _frag)] = frozenset({_types})
for _frag in "abcd":
    _WMMA_FRAGS[((8, 8, 4), _frag)] = frozenset({"f64"})
#: geometry -> (A type, D type) pairs of wmma.mma intrinsics.
_WMMA_MMA: dict[tuple[int, int, int], frozenset[tuple[str, str]]] = {
    **{
        g: frozenset({("f16", "f16"), ("f16", "f32"), ("s8", "s32"), ("u8", "s32")})
        for g in _WMMA_GEOMS
    },
    (16, 16, 8): frozenset({("tf32", "f32")}),
    (8, 8, 4): frozenset({("f64", "f64")}),
}


def _mnk(o: Operation) -> tuple[int, int, int] | None:
    values = [o.attr(name) for name in "mnk"]
    if all(isinstance(v, at.IntegerAttr) for v in values):
        return tuple(v.value for v in values if isinstance(v, at.IntegerAttr))  # type: ignore[return-value]
    return None


def wmma_fragment(eltype: str, frag: str, mnk: tuple[int, int, int]) -> tuple[ty.Type, int] | None:
    """inferMMATypeFromMNK: the register type and count of one fragment."""
    m, n, k = mnk
    rows, cols = {"a": (m, k), "b": (k, n)}.get(frag, (m, n))
    if eltype == "f16":
        return _F16X2, 8 if frag in "ab" else 4
    if eltype == "f32":
        return ty.F32, 8
    if eltype == "f64":
        return ty.F64, 1 if frag in "ab" else 2
    if eltype == "tf32":
        return ty.I32, 4
    if eltype in ("s8", "u8"):
        parallel = {"a": rows, "b": cols}.get(frag, 0)
        return ty.I32, {16: 2, 8: 1, 32: 4}.get(parallel, 0)
    if eltype == "s32":
        return ty.I32, 8
    return None


def _struct_text(elem: ty.Type, count: int) -> str:
    return "!llvm.struct<(" + ", ".join([str(elem)] * count) + ")>"


def _wmma_pointer_ok(o: Operation) -> bool:
    return not o.operands or ptr_space(o.operands[0].type) in (0, 1, 3)


def _check_destination(o: Operation, ctx: VerifyContext, elem: ty.Type, count: int) -> None:
    if not o.results or o.results[0].type.is_error:
        return
    body = struct_elements(o.results[0].type)
    if body != (elem,) * count:
        ctx.error(
            o, f"expected destination type is a structure of {count} elements of type '{elem}'"
        )


def _wmma_fragment_checked(
    o: Operation, ctx: VerifyContext, pointer_message: str, frag: str | None, shape_frag: str | None
) -> tuple[ty.Type, int] | None:
    """The checks WMMA load and store share: the pointer's space (else `pointer_message`),
    a known intrinsic for fragment `frag`; then the element type and count of fragment
    `shape_frag`."""
    if not _wmma_pointer_ok(o):
        ctx.error(o, pointer_message)
        return None
    mnk, eltype = _mnk(o), MMA_TYPE.value(o.attr("eltype"))
    if mnk is None or eltype is None or frag is None or shape_frag is None:
        return None
    if eltype not in _WMMA_FRAGS.get((mnk, frag), ()):
        ctx.error(o, "invalid attribute combination")
        return None
    return wmma_fragment(eltype, shape_frag, mnk)


def verify_wmma_load(o: Operation, ctx: VerifyContext) -> None:
    """WMMALoadOp::verify: pointer space, a known intrinsic, and the fragment's result struct."""
    frag = MMA_FRAG.value(o.attr("frag"))
    info = _wmma_fragment_checked(
        o, ctx, "expected source pointer in memory space 0, 1, 3", frag, frag
    )
    if info is None:
        return
    elem, count = info
    if elem == ty.F64 and count == 1:
        if o.results and o.results[0].type != ty.F64:
            ctx.error(o, "expected destination type to be f64")
        return
    _check_destination(o, ctx, elem, count)


def verify_wmma_store(o: Operation, ctx: VerifyContext) -> None:
    """WMMAStoreOp::verify: pointer space, a known intrinsic, and the fragment's data operands."""
    info = _wmma_fragment_checked(
        o, ctx, "expected operands to be a source pointer in memory space 0, 1, 3", "d", "c"
    )
    if info is None:
        return
    elem, count = info
    data = o.operands[1:-1]
    if len(data) != count:
        ctx.error(o, f"expected {count} data operands")
    elif any(v.type != elem for v in data):
        ctx.error(o, f"expected data operands of type '{elem}'")


def verify_wmma_mma(o: Operation, ctx: VerifyContext) -> None:
    """WMMAMmaOp::verify: a known intrinsic, the A/B/C registers and the D struct."""
    mnk = _mnk(o)
    type_a, type_b = MMA_TYPE.value(o.attr("eltypeA")), MMA_TYPE.value(o.attr("eltypeB"))
    if mnk is None or type_a is None or type_b is None:
        return
    if (type_a, type_b) not in _WMMA_MMA.get(mnk, ()):
        ctx.error(o, "invalid attribute combination")
        return
    frags = [wmma_fragment(type_a, "a", mnk), wmma_fragment(type_a, "b", mnk)]
    frags.append(wmma_fragment(type_b, "c", mnk))
    expected: list[ty.Type] = []
    for info in frags:
        if info is None:
            return
        expected += [info[0]] * info[1]
    if len(o.operands) != len(expected):
        ctx.error(o, f"expected {len(expected)} arguments")
        return
    for i, (value, want) in enumerate(zip(o.operands, expected, strict=True)):
        if value.type != want:
            ctx.error(o, f"expected argument {i} to be of type '{want}'")
            return
    last = frags[2]
    assert last is not None
    _check_destination(o, ctx, last[0], last[1])


# ---- mma.sync ----------------------------------------------------------------------------------

_MMA_FRAGMENTS = ("A", "B", "C")
_PTX_TYPE_ATTRS = ("multiplicandAPtxType", "multiplicandBPtxType")


def infer_mma_type(t: ty.Type, accumulator: bool) -> str | None:
    """MmaOp::inferOperandMMAType: the PTX type of a register type (None when ambiguous)."""
    if t == ty.F64:
        return "f64"
    if t == ty.FloatType("f16") or t == _F16X2:
        return "f16"
    if t == ty.F32:
        return "f32" if accumulator else "tf32"
    if isinstance(t, ty.IntegerType):
        return "s32" if accumulator else None
    body = struct_elements(t)
    if body is not None:
        return infer_mma_type(body[0], accumulator) if body else None
    return None


def parse_mma_sync(p: Parser, o: Operation) -> None:
    """A `[` operands `]` B `[` operands `]` C `[` operands `]` attr-dict
    `:` `(` type `,` type `,` type `)` `->` type (MmaOp::parse)."""
    groups = []
    for name in _MMA_FRAGMENTS:
        p.expect_keyword(name, f"expected '{name}'")
        groups.append(p.parse_operand_list("[") if p.kind == "[" else [])
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    name_span = p.op_name_span_for(o)
    p.expect("(", "expected '('")
    types = p.parse_type_list_no_parens() if p.kind != ")" else []
    p.expect(")", "expected ')'")
    if len(types) != 3:
        raise p.custom_error(
            f"expected one type for each operand segment but got {len(types)} types", name_span
        )
    for group, t in zip(groups, types, strict=True):
        o.operands.extend(p.resolve_operands(group, [t] * len(group), name_span))
    p.expect("->", "expected '->'")
    result = p.parse_type()
    for attr_name, t in zip(_PTX_TYPE_ATTRS, types, strict=False):
        inferred = infer_mma_type(t, accumulator=True)
        if attr_name in o.attributes:
            continue
        if inferred is None:
            raise p.custom_error(
                f"attribute {attr_name} is not provided explicitly and cannot be inferred",
                name_span,
            )
        o.attributes[attr_name] = MMA_TYPE.attr(inferred)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(ty.I32, [len(g) for g in groups])
    o.add_result(result)


def _mma_groups(o: Operation) -> list[list[Any]]:
    sizes = o.attr("operandSegmentSizes")
    if not isinstance(sizes, at.DenseArrayAttr) or len(sizes.values) != 3:
        return [list(o.operands), [], []]
    groups, start = [], 0
    for size in sizes.values:
        groups.append(list(o.operands[start : start + int(size)]))
        start += int(size)
    return groups


def print_mma_sync(pr: OpAsmPrinter, o: Operation) -> None:
    """MmaOp::print: PTX types that the A registers imply are left out of the dictionary."""
    groups = _mma_groups(o)
    first = groups[0][0].type if groups[0] else None
    elided = ["operandSegmentSizes"]
    if first is not None and infer_mma_type(first, accumulator=False) is not None:
        elided += _PTX_TYPE_ATTRS
    for name, group in zip(_MMA_FRAGMENTS, groups, strict=True):
        pr.write(f" {name}[")
        pr.print_operands(group)
        pr.write("] ")
    attrs = _all_attributes(o)
    pr.print_optional_attr_dict({k: v for k, v in attrs.items() if k not in elided})
    pr.write(" : (")
    pr.print_types([g[0].type if g else ty.ERROR_TYPE for g in groups])
    pr.write(")")
    if o.results:
        pr.write(" -> ")
        pr.print_type(o.results[0].type)


def _all_attributes(o: Operation) -> dict[str, at.Attribute]:
    merged: dict[str, at.Attribute] = {}
    if isinstance(o.properties, at.DictionaryAttr):
        merged.update(o.properties.entries)
    merged.update(o.attributes)
    return dict(sorted(merged.items()))


@dataclass
class _MmaShapes:
    """What mma.sync allows for one shape and multiplicand type (MmaOp::verify's tables)."""

    shapes: list[tuple[int, int, int]]
    a: list[tuple[int, ty.Type]]
    b: list[tuple[int, ty.Type]]
    c: list[tuple[int, ty.Type]]
    result: list[tuple[int, ty.Type]]


_INT_PTX = ("s4", "u4", "s8", "u8", "b1", "s32")
_K_FACTORS = {
    "tf32": 4, "bf16": 8, "f16": 8, "e4m3": 16, "e5m2": 16,
    "s4": 32, "u4": 32, "b1": 128, "s8": 16, "u8": 16,
}  # fmt: skip


def _mma_m16(ptx: str, n: int, k: int) -> _MmaShapes:
    factor = _K_FACTORS[ptx]
    frag = _F16X2 if ptx == "f16" else ty.I32
    result: list[tuple[int, ty.Type]] = []
    if ptx in ("tf32", "bf16"):
        result.append((4, ty.F32))
    elif ptx in ("f16", "e4m3", "e5m2"):
        result += [(2, _F16X2), (4, ty.F32)]
    c: list[tuple[int, ty.Type]]
    if ptx in _INT_PTX:
        result.append((4, ty.I32))
        c = [(4, ty.I32)]
    else:
        c = [(2, _F16X2), (4, ty.F32)]
    unit_a = (16 // 8) * (k // factor)
    unit_b = (n // 8) * (k // factor)
    return _MmaShapes(
        [(16, 8, factor), (16, 8, factor * 2)], [(unit_a, frag)], [(unit_b, frag)], c, result
    )


def _mma_m8(ptx: str) -> _MmaShapes:
    spec = _MmaShapes([], [], [], [], [])
    if ptx == "f16":
        spec.a.append((2, _F16X2))
        spec.b.append((2, _F16X2))
        spec.result.extend([(4, _F16X2), (8, ty.F32)])
        spec.c.extend([(4, _F16X2), (8, ty.F32)])
        spec.shapes.append((8, 8, 4))
    if ptx == "f64":
        spec.a.append((1, ty.F64))
        spec.b.append((1, ty.F64))
        spec.c.append((2, ty.F64))
        spec.result.append((2, ty.F64))
        spec.shapes.append((8, 8, 4))
    if ptx in _INT_PTX:
        spec.a.append((1, ty.I32))
        spec.b.append((1, ty.I32))
        spec.c.append((2, ty.I32))
        spec.result.append((2, ty.I32))
        shape = {"s4": 32, "u4": 32, "s8": 16, "u8": 16, "b1": 128}.get(ptx)
        if shape is not None:
            spec.shapes.append((8, 8, shape))
    return spec


def _segment_matches(types: list[ty.Type], allowed: list[tuple[int, ty.Type]]) -> bool:
    return any(types == [t] * count for count, t in allowed)


def verify_mma_sync(o: Operation, ctx: VerifyContext) -> None:
    """MmaOp::verify: shape, register types, result struct, b1Op/intOverflowBehavior, layouts."""
    shape = struct_params(o.attr("shape"))
    ptx_a = MMA_TYPE.value(o.attr("multiplicandAPtxType"))
    if ptx_a is None or not shape or not o.results:
        return
    mnk = (shape.get("m", 0), shape.get("n", 0), shape.get("k", 0))
    groups = [[v.type for v in g] for g in _mma_groups(o)]
    spec = _MmaShapes([], [], [], [], [])
    if mnk[0] == 16:
        if ptx_a not in _K_FACTORS:
            ctx.plain_error(o, f"invalid shape or multiplicand type: {ptx_a}")
            return
        spec = _mma_m16(ptx_a, mnk[1], mnk[2])
        accum = infer_mma_type(groups[2][0], True) if groups[2] else None
        if infer_mma_type(o.results[0].type, True) != accum:
            ctx.error(o, "ctype does not match dtype")
            return
    elif mnk[0] == 8:
        spec = _mma_m8(ptx_a)
    if not spec.a or not spec.b or not spec.c or mnk not in spec.shapes:
        ctx.error(o, f"unimplemented variant for MMA shape <{', '.join(map(str, mnk))}>")
        return
    for name, types, allowed in zip(_MMA_FRAGMENTS, groups, (spec.a, spec.b, spec.c), strict=True):
        if not _segment_matches(types, allowed):
            options = "".join(f"{count}x{t} " for count, t in allowed)
            ctx.error(
                o,
                f"Could not match types for the {name} operands; expected one of {options}"
                f"but got {', '.join(map(str, types))}",
            )
            return
    result = o.results[0].type
    body = struct_elements(result)
    if not any(body == (t,) * count for count, t in spec.result):
        options = ", ".join(_struct_text(t, count) for count, t in spec.result)
        ctx.error(
            o,
            f"Could not match allowed types for the result; expected one of {options} but got {result}",
        )
        return
    _verify_mma_attributes(o, ctx, ptx_a, mnk)


def _verify_mma_attributes(
    o: Operation, ctx: VerifyContext, ptx_a: str, mnk: tuple[int, int, int]
) -> None:
    if ptx_a == "b1" and o.attr("b1Op") is None:
        ctx.error(o, "op requires b1Op attribute")
        return
    if ptx_a in ("s4", "u4", "s8", "u8") and o.attr("intOverflowBehavior") is None:
        ctx.error(o, "op requires intOverflowBehavior attribute")
        return
    layouts = (MMA_LAYOUT.value(o.attr("layoutA")), MMA_LAYOUT.value(o.attr("layoutB")))
    if (mnk != (8, 8, 4) or ptx_a != "f16") and layouts != ("row", "col"):
        ptx_b = MMA_TYPE.value(o.attr("multiplicandBPtxType"))
        ctx.error(
            o,
            "requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for "
            f"shape <{', '.join(map(str, mnk))}> with element types {ptx_a} and {ptx_b}. "
            "Only m8n8k4 with f16 supports other layouts.",
        )


# ---- dialect attributes on ops -----------------------------------------------------------------


def verify_nvvm_op_attribute(o: Operation, name: str, value: object, ctx: VerifyContext) -> None:
    """NVVMDialect::verifyOperationAttribute."""
    if name == "nvvm.kernel" and o.name != "llvm.func":
        ctx.plain_error(o, "'nvvm.kernel' attribute attached to unexpected op")
    elif name in ("nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim"):
        if not isinstance(value, at.DenseArrayAttr) or not 1 <= len(value.values) <= 3:
            ctx.plain_error(o, f"'\"{name}\"' attribute must be integer array with maximum 3 index")
    elif name in ("nvvm.minctasm", "nvvm.maxnreg", "nvvm.cluster_max_blocks"):
        if not isinstance(value, at.IntegerAttr):
            ctx.plain_error(o, f"'\"{name}\"' attribute must be integer constant")
    elif name == "nvvm.blocksareclusters" and (
        o.attr("nvvm.reqntid") is None or o.attr("nvvm.cluster_dim") is None
    ):
        ctx.plain_error(
            o,
            f"'\"{name}\"' attribute must be used along with 'nvvm.reqntid' and 'nvvm.cluster_dim'",
        )


def verify_nvvm_arg_attribute(
    o: Operation, index: int, name: str, value: object, ctx: VerifyContext
) -> None:
    """NVVMDialect::verifyRegionArgAttribute: `nvvm.grid_constant` on kernel `byval` arguments.

    Called for each `nvvm.*` argument attribute of a function op (FunctionOpInterface).
    """
    if name != "nvvm.grid_constant":
        return
    quoted = f"'\"{name}\"'"
    if o.attr("nvvm.kernel") is None:
        ctx.plain_error(o, f"{quoted} attribute must be present only on kernel arguments")
    elif not isinstance(value, at.UnitAttr):
        ctx.plain_error(o, f"{quoted} must be a unit attribute")
    elif "llvm.byval" not in _arg_attrs(o, index):
        ctx.plain_error(
            o, f"{quoted} attribute requires the argument to also have attribute 'llvm.byval'"
        )


def _arg_attrs(o: Operation, index: int) -> dict[str, at.Attribute]:
    arrays = o.attr("arg_attrs")
    if isinstance(arrays, at.ArrayAttr) and index < len(arrays.elements):
        entry = arrays.elements[index]
        if isinstance(entry, at.DictionaryAttr):
            return dict(entry.entries)
    return {}


# ---- ops ---------------------------------------------------------------------------------------

I16 = constraint("16-bit signless integer")
_ALIGNED = int_attr("aligned", "BoolAttr", default=True)
_ATTR_ONLY = [
    ("nvvm.cp.async.commit.group", "Commit the pending asynchronous copies as a group"),
    ("nvvm.cp.async.bulk.commit.group", "Commit the pending bulk asynchronous operations"),
    ("nvvm.wgmma.fence.aligned", "Order register accesses before warpgroup MMA"),
    ("nvvm.wgmma.commit.group.sync.aligned", "Commit the pending warpgroup MMAs as a group"),
    ("nvvm.fence.sc.cluster", "Sequentially consistent fence at cluster scope"),
    ("nvvm.fence.mbarrier.init", "Fence making mbarrier initializations visible in the cluster"),
    ("nvvm.exit", "Exit Op"),
    ("nvvm.breakpoint", "Breakpoint Op"),
]
_CLUSTER_BARRIERS = [
    ("nvvm.cluster.arrive", "Cluster Barrier Arrive Op"),
    ("nvvm.cluster.arrive.relaxed", "Cluster Barrier Relaxed Arrive Op"),
    ("nvvm.cluster.wait", "Cluster Barrier Wait Op"),
]
_MBARRIER_ARRIVE_ATTRS = [
    MEM_SCOPE.attr_def("scope", "cta"),
    int_attr("relaxed", "BoolAttr", default=False),
]
_MBARRIER_PTR = ptr_in(0, 3)
_MBARRIER_ARRIVE_PTR = ptr_in(0, 3, 7)


def _barrier_ops() -> list[OpSpec]:
    return [
        op(
            "nvvm.barrier",
            "CTA Barrier Synchronization Op",
            "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? attr-dict",
            operands=[opt_arg("barrierId", I32), opt_arg("numberOfThreads", I32)],
            attrs=[_ALIGNED],
            traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        ),
        op(
            "nvvm.barrier.arrive",
            "Barrier arrive without waiting (bar.arrive)",
            "(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict",
            operands=[opt_arg("barrierId", I32), arg("numberOfThreads", I32)],
            attrs=[_ALIGNED],
        ),
        op(
            "nvvm.barrier.reduction",
            "CTA Barrier Synchronization with reduction Op",
            "$reductionOp $reductionPredicate (`id` `=` $barrierId^)? `->` type($res) attr-dict",
            operands=[opt_arg("barrierId", I32), arg("reductionPredicate", I32)],
            results=[res("res", I32)],
            attrs=[BARRIER_REDUCTION.attr_def("reductionOp", qualified=True), _ALIGNED],
        ),
        *(
            op(name, summary, "attr-dict", attrs=[unit("aligned")])
            for name, summary in _CLUSTER_BARRIERS
        ),
        *(op(name, summary, "attr-dict") for name, summary in _ATTR_ONLY),
        op(
            "nvvm.bar.warp.sync",
            "Synchronize the threads of a warp",
            "$mask attr-dict `:` type($mask)",
            operands=[arg("mask", I32)],
        ),
        op(
            "nvvm.cp.async.wait.group",
            "Wait until at most N asynchronous copy groups are pending",
            "$n attr-dict",
            attrs=[int_attr("n")],
        ),
        op(
            "nvvm.cp.async.bulk.wait_group",
            "Wait for the completion of bulk asynchronous-groups",
            "$group attr-dict",
            attrs=[int_attr("group", minimum=0), unit("read")],
        ),
        op(
            "nvvm.wgmma.wait.group.sync.aligned",
            "Wait for warpgroup MMA groups to complete",
            "attr-dict $group",
            attrs=[int_attr("group", "I64Attr")],
        ),
        op(
            "nvvm.nanosleep",
            "Suspends the thread for a specified duration.",
            "$duration attr-dict",
            operands=[arg("duration", I32)],
        ),
        op(
            "nvvm.griddepcontrol",
            "Control the execution of dependent grids",
            "$kind attr-dict",
            attrs=[GRID_DEP_ACTION.attr_def("kind")],
        ),
    ]


def _sync_ops() -> list[OpSpec]:
    return [
        op(
            "nvvm.shfl.sync",
            "NVVM Dialect Op for shfl.sync",
            "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict "
            "`:` type($val) `->` type($res)",
            operands=[
                arg("thread_mask", I32),
                arg("val", constraint("32-bit signless integer or 32-bit float")),
                arg("offset", I32),
                arg("mask_and_clamp", I32),
            ],
            results=[
                res(
                    "res", constraint("32-bit signless integer or 32-bit float or LLVM struct type")
                )
            ],
            attrs=[SHFL_KIND.attr_def("kind"), unit("return_value_and_is_valid")],
            verify=verify_shfl,
        ),
        op(
            "nvvm.vote.sync",
            "Vote across thread group",
            "$kind $mask `,` $pred attr-dict `->` type($res)",
            operands=[arg("mask", I32), arg("pred", I1)],
            results=[res("res", constraint("32-bit signless integer or 1-bit signless integer"))],
            attrs=[VOTE_SYNC_KIND.attr_def("kind")],
            verify=verify_vote,
        ),
        op(
            "nvvm.match.sync",
            "Broadcast and compare a value across threads in warp",
            "$kind $thread_mask `,` $val attr-dict `:` type($val) `->` type($res)",
            operands=[
                arg("thread_mask", I32),
                arg("val", constraint("32-bit signless integer or 64-bit signless integer")),
            ],
            results=[res("res", constraint("32-bit signless integer or LLVM struct type"))],
            attrs=[MATCH_SYNC_KIND.attr_def("kind")],
            verify=verify_match,
        ),
        op(
            "nvvm.redux.sync",
            "Redux Sync Op",
            "$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
            operands=[
                arg("val", constraint("32-bit signless integer or 32-bit float")),
                arg("mask_and_clamp", I32),
            ],
            results=[res("res", constraint("32-bit signless integer or 32-bit float"))],
            attrs=[
                REDUX_KIND.attr_def("kind"),
                int_attr("abs", "BoolAttr", default=False),
                int_attr("nan", "BoolAttr", default=False),
            ],
            relations=[match("res", "val")],
            verify=verify_redux,
        ),
        op(
            "nvvm.elect.sync",
            "Elect one leader thread",
            "($membermask^)? attr-dict `->` type(results)",
            operands=[opt_arg("membermask", I32)],
            results=[res("pred", I1)],
        ),
    ]


def _memory_ops() -> list[OpSpec]:
    mbarrier_arrive_tail = "attr-dict `:` type($addr) (`->` type($res)^)?"
    return [
        op(
            "nvvm.cp.async.shared.global",
            "Asynchronous copy from global to shared memory",
            "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict "
            "`:` type(operands)",
            operands=[arg("dst", ptr_in(3)), arg("src", ptr_in(1)), opt_arg("cpSize", LLVM_TYPE)],
            attrs=[int_attr("size"), LOAD_CACHE_MODIFIER.attr_def("modifier")],
            verify=verify_cp_async,
        ),
        op(
            "nvvm.cp.async.mbarrier.arrive",
            "NVVM Dialect Op for cp.async.mbarrier.arrive",
            "$addr attr-dict `:` type(operands)",
            operands=[arg("addr", _MBARRIER_PTR)],
            attrs=[int_attr("noinc", "I1Attr", default=False)],
        ),
        op(
            "nvvm.mbarrier.init",
            "MBarrier Initialization Op",
            "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
            operands=[arg("addr", _MBARRIER_PTR), arg("count", I32), opt_arg("predicate", I1)],
        ),
        op(
            "nvvm.mbarrier.inval",
            "MBarrier Invalidation Operation",
            "$addr attr-dict `:` type(operands)",
            operands=[arg("addr", _MBARRIER_PTR)],
        ),
        op(
            "nvvm.mbarrier.arrive",
            "MBarrier Arrive Operation",
            f"$addr (`,` $count^)? {mbarrier_arrive_tail}",
            operands=[arg("addr", _MBARRIER_ARRIVE_PTR), opt_arg("count", I32)],
            results=[opt_res("res", I64)],
            attrs=_MBARRIER_ARRIVE_ATTRS,
            verify=verify_mbarrier_arrive,
        ),
        op(
            "nvvm.mbarrier.arrive.nocomplete",
            "MBarrier Arrive No-Complete Operation",
            "$addr `,` $count attr-dict `:` type(operands) `->` type($res)",
            operands=[arg("addr", _MBARRIER_PTR), arg("count", I32)],
            results=[res("res", I64)],
        ),
        op(
            "nvvm.mbarrier.arrive.expect_tx",
            "MBarrier Arrive with Expected Transaction Count",
            "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) "
            "(`->` type($res)^)?",
            operands=[
                arg("addr", _MBARRIER_ARRIVE_PTR),
                arg("txcount", I32),
                opt_arg("predicate", I1),
            ],
            results=[opt_res("res", I64)],
            attrs=_MBARRIER_ARRIVE_ATTRS,
            verify=verify_mbarrier_expect_tx,
        ),
        op(
            "nvvm.mbarrier.try_wait.parity",
            "Wait on an mbarrier phase given by its parity",
            "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)",
            operands=[arg("addr", _MBARRIER_PTR), arg("phase", I32), arg("ticks", I32)],
        ),
        op(
            "nvvm.mapa",
            "Map a shared memory address to that of another CTA in the cluster",
            "$a`,` $b attr-dict `:` type($a) `->` type($res)",
            operands=[arg("a", ptr_in(0, 3)), arg("b", I32)],
            results=[res("res", ptr_in(0, 7))],
            verify=verify_mapa,
        ),
        op(
            "nvvm.st.bulk",
            "Bulk Store Op",
            "$addr `,` `size` `=` $size (`,` `init` `=` $initVal^)? attr-dict `:` type($addr)",
            operands=[arg("addr", ptr_in(0, 3)), arg("size", I64)],
            attrs=[int_attr("initVal", "I64Attr", default=0)],
            verify=verify_st_bulk,
        ),
        op(
            "nvvm.prefetch",
            "Brings the cache line containing an address into the specified cache level",
            "(`level` `=` $cacheLevel^ (`uniform` $uniform^)? `,`)? "
            "(`tensormap` $tensormap^ (`in_param_space` $in_param_space^)? `,`)? "
            "(`evict_priority` `=` $evictPriority^ `,`)? $addr "
            "(`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
            operands=[arg("addr", ptr_in(1, 5, 0, 4)), opt_arg("predicate", I1)],
            attrs=[
                PREFETCH_CACHE_LEVEL.attr_def("cacheLevel", optional=True),
                CACHE_EVICTION_PRIORITY.attr_def("evictPriority", optional=True),
                unit("tensormap"),
                unit("uniform"),
                unit("in_param_space"),
            ],
            verify=verify_prefetch,
        ),
    ]


def _matrix_ops() -> list[OpSpec]:
    dot = "$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"
    i8x4 = constraint("vector of 8-bit signless integer values of length 4")
    dot_types = [DOT_ACCUMULATE_TYPE.attr_def("a_type"), DOT_ACCUMULATE_TYPE.attr_def("b_type")]
    wmma_mnk = [int_attr("m"), int_attr("n"), int_attr("k")]
    wmma_load_store = [MMA_LAYOUT.attr_def("layout"), MMA_TYPE.attr_def("eltype")]
    return [
        op(
            "nvvm.rcp.approx.ftz.f",
            "Approximate reciprocal with flush-to-zero",
            "$arg attr-dict `:` type($res)",
            operands=[arg("arg", F32)],
            results=[res("res", F32)],
            traits=["Pure"],
        ),
        op(
            "nvvm.movmatrix",
            "Transpose a matrix in registers across the threads of a warp",
            "$src attr-dict `:` type($res)",
            operands=[arg("src", I32)],
            results=[res("res", I32)],
            attrs=[
                attr("shape", "LdStMatrixShapeAttr"),
                MMA_LAYOUT.attr_def("layout", "col"),
                LD_ST_MATRIX_ELT_TYPE.attr_def("eltType"),
            ],
            verify=verify_movmatrix,
        ),
        op(
            "nvvm.dot.accumulate.4way",
            "Four-way byte dot product-accumulate instruction",
            dot,
            operands=[arg("a", i8x4), arg("b", i8x4), arg("c", I32)],
            results=[res("res", I32)],
            attrs=dot_types,
        ),
        op(
            "nvvm.dot.accumulate.2way",
            "Two-way 16-bit to 8-bit dot product-accumulate instruction",
            dot,
            operands=[
                arg("a", constraint("vector of 16-bit signless integer values of length 2")),
                arg("b", i8x4),
                arg("c", I32),
            ],
            results=[res("res", I32)],
            attrs=[*dot_types, int_attr("b_hi", "BoolAttr")],
        ),
        op(
            "nvvm.mma.sync",
            "cooperative matrix-multiply and accumulate",
            operands=[
                var_arg("operandA", LLVM_TYPE),
                var_arg("operandB", LLVM_TYPE),
                var_arg("operandC", LLVM_TYPE),
            ],
            results=[res("res", LLVM_STRUCT)],
            attrs=[
                attr("shape", "NVVM_MMAShapeAttr"),
                MMA_B1OP.attr_def("b1Op", optional=True),
                MMA_INT_OVERFLOW.attr_def("intOverflowBehavior", optional=True),
                MMA_LAYOUT.attr_def("layoutA"),
                MMA_LAYOUT.attr_def("layoutB"),
                MMA_TYPE.attr_def("multiplicandAPtxType", optional=True),
                MMA_TYPE.attr_def("multiplicandBPtxType", optional=True),
            ],
            traits=[ATTR_SIZED_OPERAND_SEGMENTS],
            parse=parse_mma_sync,
            print=print_mma_sync,
            verify=verify_mma_sync,
        ),
        op(
            "nvvm.wmma.load",
            "Warp synchronous matrix load",
            "$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)",
            operands=[arg("ptr", ANY_PTR), arg("stride", I32)],
            results=[res("res", constraint("LLVM structure type or 64-bit float"))],
            attrs=[*wmma_mnk, *wmma_load_store, MMA_FRAG.attr_def("frag")],
            verify=verify_wmma_load,
        ),
        op(
            "nvvm.wmma.store",
            "Warp synchronous matrix store",
            "$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)",
            operands=[arg("ptr", ANY_PTR), var_arg("args", LLVM_TYPE), arg("stride", I32)],
            attrs=[*wmma_mnk, *wmma_load_store],
            verify=verify_wmma_store,
        ),
        op(
            "nvvm.wmma.mma",
            "Warp synchronous matrix-multiply accumulate using tensor cores.",
            "$args attr-dict `:` functional-type($args, $res)",
            operands=[var_arg("args", LLVM_TYPE)],
            results=[res("res", LLVM_STRUCT)],
            attrs=[
                *wmma_mnk,
                MMA_LAYOUT.attr_def("layoutA"),
                MMA_LAYOUT.attr_def("layoutB"),
                MMA_TYPE.attr_def("eltypeA"),
                MMA_TYPE.attr_def("eltypeB"),
            ],
            verify=verify_wmma_mma,
        ),
    ]


NVVM = DialectSpec("nvvm", "NVIDIA PTX intrinsics and the NVPTX target attribute.")
NVVM.parse_attribute = _NVVM_ATTRS.parse
NVVM.verify_op_attribute = verify_nvvm_op_attribute
NVVM.verify_region_arg_attribute = verify_nvvm_arg_attribute
NVVM.placeholder = placeholder_spec
NVVM.add(*_special_registers(), *_barrier_ops(), *_sync_ops(), *_memory_ops(), *_matrix_ops())
