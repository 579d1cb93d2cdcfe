"""Dialect types, attributes and enums from their records (TypeDef, AttrDef, EnumAttr...).

* Enums: `I32EnumAttr`/`I64EnumAttr` are integer attributes printed as their case keyword
  in a format; `EnumAttr<Dialect, Enum, "mnemonic">` is a dialect attribute
  (`#d.mnemonic<case>`, or `#d<mnemonic case>` when its format is `$value`) whose
  format form is the stripped one (`<case>` or `case`). Bit enums stored as integers read
  and write their cases as OpFormatGen's code does (`bit_enums.py`).
* Dialect attributes in op formats are written stripped (`<...>` without `#d.mnemonic`).
* `isa<ns::FooType>` predicates test a dialect type by its mnemonic (`classes`).
* Types and attributes without a Python parser stay opaque: registered dialects keep
  their bodies verbatim (`DialectType`/`DialectAttr`), without error.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.attr_kinds import AttrKind, enum_kind, register_kind
from mlir_ls.dialects.ods_import.bit_enums import BitEnum
from mlir_ls.dialects.ods_import.brackets import split_top
from mlir_ls.dialects.ods_import.known import (
    ATTR_HOOKS,
    CLASSES,
    ENCODING_VERIFIERS,
    KNOWN_DEFAULTS,
    REGION_ARG_HOOKS,
    TYPE_HOOKS,
)
from mlir_ls.dialects.ods_import.problems import OdsProblem
from mlir_ls.dialects.ods_import.stripped import Reader, stripped_reader
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import DialectSpec

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser

_BUILDERS: dict[str, ty.Type] = {
    "$_builder.getI1Type()": ty.I1,
    "$_builder.getIndexType()": ty.INDEX,
    "$_builder.getNoneType()": ty.NONE,
    "$_builder.getF16Type()": ty.FloatType("f16"),
    "$_builder.getBF16Type()": ty.FloatType("bf16"),
    "$_builder.getF32Type()": ty.F32,
    "$_builder.getF64Type()": ty.F64,
}
_INT_BUILDER = re.compile(
    r"\$_builder\.get(Integer|I)Type\((\d+)\)$|\$_builder\.getI(\d+)Type\(\)$"
)
_LLVM_POINTER_BUILDER = re.compile(
    r"\$_builder\.getType<(?:::)?(?:mlir::)?LLVM::LLVMPointerType>\(\s*(\d+)\s*\)$"
)
_GET_BUILDER = re.compile(
    r"(?:::)?(?:mlir::)?([A-Za-z0-9_:]+)::get\(\$_builder\.getContext\(\)\)$"
    r"|\$_builder\.getType<(?:::)?(?:mlir::)?([A-Za-z0-9_:]+)>\(\)$"
)


def _strip_ns(cpp: str) -> str:
    return re.sub(r"^(::)?(mlir::)?", "", cpp.strip())


class DefsBuilder:
    """Types, attributes and enums of one model, for the op builder and the dialect hooks."""

    def __init__(self, model: dict[str, Any]) -> None:
        self.enums: dict[str, dict[str, Any]] = model.get("enums") or {}
        #: C++ class (`stablehlo::TokenType`) -> check on a type or attribute.
        self.classes: dict[str, Callable[[Any], bool]] = dict(CLASSES)
        #: C++ class -> (dialect, mnemonic) of parameterless types (buildable).
        self._types: dict[str, tuple[str, str]] = {}
        #: AttrDef record -> (dialect, mnemonic, `<` or `[`: what its stripped form opens with).
        self._attrs: dict[str, tuple[str, str, str]] = {}
        #: C++ class -> (dialect, mnemonic, reader of its stripped form in op formats).
        self.stripped: dict[str, tuple[str, str, Reader]] = {}
        for dialect in model.get("dialects") or []:
            ns = _strip_ns(dialect.get("cpp_namespace") or "")
            name = dialect["name"]
            for tdef in dialect.get("types") or []:
                mnemonic = tdef.get("mnemonic")
                if not mnemonic or not tdef.get("cpp"):
                    continue
                cls = f"{ns}::{tdef['cpp']}" if ns else tdef["cpp"]
                self.classes[cls] = _type_check(name, mnemonic)
                if not tdef.get("params"):
                    self._types[cls] = (name, mnemonic)
                reader = stripped_reader(tdef.get("format"), tdef.get("params") or [])
                if reader is not None:
                    self.stripped[cls] = (name, mnemonic, reader)
            for adef in dialect.get("attrs") or []:
                mnemonic = adef.get("mnemonic")
                if not mnemonic:
                    continue
                opener = "[" if (adef.get("format") or "").startswith("`[`") else "<"
                self._attrs[adef["def"]] = (name, mnemonic, opener)
                if adef.get("cpp"):
                    cls = f"{ns}::{adef['cpp']}" if ns else adef["cpp"]
                    self.classes[cls] = _attr_check(name, mnemonic)
        for enum in self.enums.values():
            if not enum.get("attr") and enum.get("cpp"):
                # `I32EnumAttr`'s specialized class: its generated `classof`.
                self.classes[_strip_ns(enum["cpp"]) + "Attr"] = _int_enum_check(enum)

    def install(self, spec: DialectSpec, model: dict[str, Any], problems: list[OdsProblem]) -> None:
        """Dialect-level hooks: the known C++ printers (`known.py`), and the canonical
        spelling of types whose format is `` `<` struct(params) `>` ``; other types and
        attributes stay opaque (their text, verbatim)."""
        del problems
        for record, enum in self.enums.items():
            if enum.get("dialect") == spec.name:  # its EnumAttrs, for hand-written directives
                register_kind(_enum_kind(f"ods:{record}", enum))
        hook = TYPE_HOOKS.get(spec.name)
        structs = {
            str(t["mnemonic"])
            for t in model.get("types") or []
            if t.get("mnemonic") and _STRUCT_FORMAT.fullmatch(t.get("format") or "")
        }
        if structs:
            hook = _with_struct_types(spec.name, structs, hook)
        if hook is not None and spec.parse_type is None:
            spec.parse_type = hook
        attr_hook = ATTR_HOOKS.get(spec.name)
        if attr_hook is not None and spec.parse_attribute is None:
            spec.parse_attribute = attr_hook
        if spec.verify_encoding is None:
            spec.verify_encoding = ENCODING_VERIFIERS.get(spec.name)
        if spec.verify_region_arg_attribute is None:
            spec.verify_region_arg_attribute = REGION_ARG_HOOKS.get(spec.name)

    def stripped_type(self, cpp: str | None) -> tuple[str, str, Reader] | None:
        """The dialect type a constraint's C++ class names, when its stripped form is known."""
        return self.stripped.get(_strip_ns(cpp)) if cpp else None

    def buildable(self, builder: str | None) -> ty.Type | None:
        """The type an ODS `builderCall` builds, when known (format-omitted types)."""
        if not builder:
            return None
        text = builder.strip()
        if text in _BUILDERS:
            return _BUILDERS[text]
        m = _INT_BUILDER.match(text)
        if m:
            return ty.IntegerType(int(m.group(2) or m.group(3)))
        m = _LLVM_POINTER_BUILDER.match(text)
        if m:
            # `LLVM_PointerInAddressSpace<N>`: `!llvm.ptr<N>` as the llvm dialect makes it
            space = int(m.group(1))
            return ty.DialectType("llvm", "ptr", str(space) if space else None, (space,))
        m = _GET_BUILDER.match(text)
        if m:
            found = self._types.get(_strip_ns(m.group(1) or m.group(2)))
            if found is not None:
                return ty.DialectType(found[0], found[1], None)
        return None

    def attr_kind(self, kind: str) -> str:
        """The `attr_kinds` name of an attribute constraint (registering imported kinds)."""
        enum = self.enums.get(kind)
        if enum is not None:
            name = f"ods:{kind}"
            register_kind(_enum_kind(name, enum))
            return name
        found = self._attrs.get(kind)
        if found is not None:
            name = f"ods:{kind}"
            register_kind(_stripped_attr_kind(name, *found))
            return name
        return kind

    def default_value(self, kind: str, default: str | None) -> at.Attribute | None:
        """The attribute a C++ default value stands for, when it is a plain literal."""
        if default is None:
            return None
        text = default.strip()
        known = KNOWN_DEFAULTS.get((kind, re.sub(r"\s+", "", text)))
        if known is not None:
            return known
        typed = _TYPED_KINDS.get(kind)
        cast = _STATIC_CAST.fullmatch(text)
        if cast is not None:
            text = cast.group(1)  # `static_cast<uint64_t>(-1)`: the bits of -1
        if typed is not None and re.fullmatch(r"-?(0[xX][0-9a-fA-F]+|\d+)", text):
            value = int(text, 0)
            width = typed.width if isinstance(typed, ty.IntegerType) else 64
            value &= (1 << width) - 1  # APInt of the attribute's width, printed signed
            if width > 1 and value >= 1 << (width - 1):
                value -= 1 << width
            return at.IntegerAttr(value, typed)
        float_type = _FLOAT_KINDS.get(kind)
        if float_type is not None and re.fullmatch(
            r"-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?[fF]?", text
        ):
            return at.FloatAttr(float(text.rstrip("fF")), float_type)
        if text == "{}":
            # An empty C++ initializer list: the empty array / dictionary / dense array.
            if kind == "DictionaryAttr":
                return at.DictionaryAttr({})
            dense = _DENSE_ARRAY.fullmatch(kind)
            if dense is not None:
                width = int(dense.group(2))
                element = (
                    ty.IntegerType(width) if dense.group(1) == "I" else ty.FloatType(f"f{width}")
                )
                return at.DenseArrayAttr(element, ())
            if "Array" in kind and "Dense" not in kind:
                return at.ArrayAttr(())
        if kind == "BoolAttr" and text in ("true", "false"):
            return at.TRUE if text == "true" else at.FALSE
        if kind == "StrAttr" and len(text) >= 2 and text[0] == text[-1] == '"':
            return at.StringAttr(text[1:-1])
        enum = self.enums.get(kind)
        if enum is not None:
            # `Enum::Symbol` names a case by its C++ symbol (`CConv::C` is `ccc`); `{}` is
            # the value 0 of a bit enum (its `none` case).
            case = text.rsplit("::", 1)[-1]
            symbols = enum.get("symbols") or [None] * len(enum["cases"])
            for (word, value), symbol in zip(enum["cases"], symbols, strict=False):
                if (
                    case in (word, symbol)
                    or word.lower() == case.lower()
                    or (text == "{}" and enum.get("bit") and value == 0)
                ):
                    return _enum_value(enum, word, value)
        return None


_STRUCT_FORMAT = re.compile(r"`<`\s*struct\(\s*params\s*\)\s*`>`")


def canonical_struct(body: str) -> str | None:
    """`struct(params)` as the generated printer writes it: `a = x, b = y` (white space
    inside values collapsed), or None when `body` is not `name = value, ...`."""
    parts = split_top(body)
    if parts is None:
        return None
    items = []
    for part in parts:
        name, eq, value = part.partition("=")
        if not eq or not re.fullmatch(r"\s*[A-Za-z_]\w*\s*", name):
            return None
        items.append(f"{name.strip()} = {' '.join(value.split())}")
    return ", ".join(items)


def _with_struct_types(
    dialect: str, mnemonics: set[str], known: Callable[[Any, str, Any], Any] | None
) -> Callable[[Any, str, Any], Any]:
    def parse_type(p: Parser, name: str, body: Any) -> ty.Type | None:
        if known is not None:
            found = known(p, name, body)
            if found is not None:
                return found
        if name not in mnemonics or body is None:
            return None
        canonical = canonical_struct(p.src[body.start : body.end])
        if canonical is None:
            return None
        p.reset(body.end + 1)
        return ty.DialectType(dialect, name, canonical)

    return parse_type


_FLOAT_KINDS = {"F16Attr": ty.FloatType("f16"), "F32Attr": ty.F32, "F64Attr": ty.F64}
_DENSE_ARRAY = re.compile(r"Dense(I|F)(\d+)ArrayAttr")
_STATIC_CAST = re.compile(r"static_cast<\s*(?:::)?(?:std::)?u?int\d+_t\s*>\(\s*(-?\w+)\s*\)")
_TYPED_KINDS = {
    "I1Attr": ty.I1,
    "I8Attr": ty.I8,
    "I16Attr": ty.I16,
    "I32Attr": ty.I32,
    "I64Attr": ty.I64,
    "IndexAttr": ty.INDEX,
}


def _type_check(dialect: str, mnemonic: str) -> Callable[[Any], bool]:
    """`!dialect.mnemonic<...>`, or `!dialect<mnemonic ...>` (the same type, written with
    a body that is not `<...>` after the mnemonic)."""
    return _def_check(ty.DialectType, dialect, mnemonic)


def _attr_check(dialect: str, mnemonic: str) -> Callable[[Any], bool]:
    """`#dialect.mnemonic<...>`, or `#dialect<mnemonic ...>`, as `_type_check`."""
    return _def_check(at.DialectAttr, dialect, mnemonic)


#: What continues a keyword (`axis` is not the mnemonic of `#shard<axisarray[[0]]>`).
_KEYWORD_TAIL = re.compile(r"[\w$.]")


def _def_check(
    cls: type[ty.DialectType] | type[at.DialectAttr], dialect: str, mnemonic: str
) -> Callable[[Any], bool]:
    def check(x: Any) -> bool:
        if not isinstance(x, cls) or x.dialect != dialect:
            return False
        if x.name:
            return bool(x.name == mnemonic)
        body = x.body or ""
        # `#d<mnemonic params>`: the mnemonic, then anything but more of a keyword
        return body.startswith(mnemonic) and _KEYWORD_TAIL.match(body, len(mnemonic)) is None

    return check


def _int_enum_check(enum: dict[str, Any]) -> Callable[[Any], bool]:
    """An integer-stored enum's attribute: a signless integer of its width holding one of
    its cases (a bit enum: no bit outside its cases)."""
    int_type = ty.IntegerType(enum.get("width", 32))
    values = {int(v) for _, v in enum["cases"]}
    mask = 0
    for v in values:
        mask |= v

    def check(x: Any) -> bool:
        if not isinstance(x, at.IntegerAttr) or x.type != int_type:
            return False
        return not x.value & ~mask if enum.get("bit") else x.value in values

    return check


def _enum_value(enum: dict[str, Any], word: str, value: int) -> at.Attribute:
    if enum.get("attr") and enum.get("dialect"):
        if (enum.get("format") or "").strip() == "$value":
            return at.DialectAttr(enum["dialect"], "", f"{enum['mnemonic']} {word}")
        return at.DialectAttr(enum["dialect"], enum["mnemonic"] or "", word)
    return at.IntegerAttr(value, ty.IntegerType(enum.get("width", 32)))


def _enum_attr_error(enum: dict[str, Any], cases: list[str], attr_name: str) -> str:
    """An `EnumAttr`'s generated parser reads its case with `FieldParser<Enum>`: "expected
    ::ns::Enum to be one of: a, b" (an older model without the C++ type: OpFormatGen's
    message for enums written in a format)."""
    cpp = enum.get("cpp")
    if cpp:
        return f"expected {cpp} to be one of: {', '.join(cases)}"
    return (
        "expected string or keyword containing one of the following enum values "
        f"for attribute '{attr_name}' [{', '.join(cases)}]"
    )


def _bad_case(
    p: Parser, enum: dict[str, Any], cases: list[str], attr_name: str, record: str
) -> Exception:
    """An `EnumAttr`'s generated parser at what is not one of its cases: `FieldParser`'s
    error ("expected valid keyword or string" where no word is, else the cases), then the
    attribute parser's ("failed to parse R parameter 'value' which is to be a `E`") after
    what `FieldParser` read. The cursor stays at the word (it may be a newer MLIR's case)."""
    cpp = enum.get("cpp")
    word = p.kind in ("bare", "string")
    if not cpp:
        return p.custom_error(_enum_attr_error(enum, cases, attr_name), p.span)
    first = _enum_attr_error(enum, cases, attr_name) if word else "expected valid keyword or string"
    start, span = p.start, p.span
    p.custom_error(first, span)
    after = span
    if word:
        p.advance()
        after = p.span
        p.reset(start)
    return p.custom_error(
        f"failed to parse {record} parameter 'value' which is to be a `{cpp}`", after
    )


def _enum_kind(name: str, enum: dict[str, Any]) -> AttrKind:
    cases = [str(c[0]) for c in enum["cases"]]
    if not enum.get("attr") or not enum.get("dialect"):
        if enum.get("bit"):
            return BitEnum(enum).kind(name)
        return enum_kind(
            name,
            cases,
            values=[int(c[1]) for c in enum["cases"]],
            int_type=ty.IntegerType(enum.get("width", 32)),
        )
    dialect = enum["dialect"]
    mnemonic = enum["mnemonic"] or ""
    bare = (enum.get("format") or "").strip() == "$value"
    known = set(cases)

    of_class = _attr_check(dialect, mnemonic)

    record = name.removeprefix("ods:")

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        if p.kind == "hash":
            return _full_form(p, of_class)
        if not bare:
            p.expect("<", "expected '<'")
        words: list[str] = []
        while True:
            if p.kind not in ("bare", "string") or p.text.strip('"') not in known:
                raise _bad_case(p, enum, cases, attr_name, record)
            words.append(p.text.strip('"'))
            p.advance()
            if not enum.get("bit") or not (p.consume_if("|") or p.consume_if(",")):
                break
        if not bare:
            p.expect(">", "expected '>'")
        sep = enum.get("separator") or "|"
        body = (f"{sep.strip()}" if sep.strip() == "|" else ", ").join(words)
        if bare:
            return at.DialectAttr(dialect, "", f"{mnemonic} {body}")
        return at.DialectAttr(dialect, mnemonic, body)

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        if isinstance(attr, at.DialectAttr) and attr.dialect == dialect and attr.body is not None:
            if attr.name == mnemonic and not bare:
                printer.write(f"<{attr.body}>")
                return
            if not attr.name and bare and attr.body.startswith(mnemonic + " "):
                printer.write(attr.body[len(mnemonic) + 1 :])
                return
        printer.print_attribute(attr)

    def starts(p: Parser) -> bool:
        if bare:
            return p.kind == "bare" and p.text in known
        return p.kind == "<"

    return AttrKind(name, parse, print_, starts, cases=tuple(cases) if bare else None)


def _full_form(p: Parser, of_class: Callable[[Any], bool]) -> at.Attribute:
    """A dialect attribute written in full where a format expects one of its class
    (`parseCustomAttributeWithFallback`): another attribute is "invalid kind of attribute
    specified", at its start."""
    start = p.span
    found = p.parse_attribute()
    if not of_class(found):
        raise p.custom_error("invalid kind of attribute specified", start)
    return found


def _stripped_attr_kind(name: str, dialect: str, mnemonic: str, opener: str) -> AttrKind:
    """A dialect attribute written stripped in a format (the generated `printStrippedAttrOrType`:
    what follows the mnemonic): `<body>` for `#d.mnemonic<body>`, or, for an attribute whose
    own format opens with `` `[` `` (`#shard<axisarray[[0]]>`), `[body]` (`opener` "[")."""
    closer = ">" if opener == "<" else "]"

    of_class = _attr_check(dialect, mnemonic)

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        if p.kind == "hash":
            return _full_form(p, of_class)
        if p.kind != opener:
            return p.parse_attribute()
        start = p.start
        if not p.skip_balanced(opener, closer):
            p.expect(closer, f"expected '{closer}'")  # at eof: fails
        if opener == "<":
            return at.DialectAttr(dialect, mnemonic, p.src[start + 1 : p.prev_end - 1])
        return at.DialectAttr(dialect, "", mnemonic + p.src[start : p.prev_end])

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        if isinstance(attr, at.DialectAttr) and attr.dialect == dialect and attr.body is not None:
            if opener == "<" and attr.name == mnemonic:
                printer.write(f"<{attr.body}>")
                return
            if opener != "<" and not attr.name and attr.body.startswith(mnemonic + opener):
                printer.write(attr.body[len(mnemonic) :])
                return
        printer.print_attribute(attr)

    def storage(attr: at.Attribute) -> bool:
        # The cast of a property to the def's class; its mnemonic is the constraint's to
        # check (a dialect's own parser may spell a def under another mnemonic).
        return isinstance(attr, at.DialectAttr) and attr.dialect == dialect

    return AttrKind(name, parse, print_, lambda p: p.kind in (opener, "hash"), storage)
