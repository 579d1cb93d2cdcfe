"""`#llvm.*` attributes: the dialect's `parse_attribute` hook.

Enum attributes (`#llvm.linkage<private>`, `#llvm.cconv<fastcc>`,
`#llvm.tailcallkind<tail>`) and bit enums (`#llvm.fastmath<nnan, ninf>`) are
checked and stored in their canonical spelling, as upstream prints them
(`#llvm.fastmath<ninf, nnan>` is `#llvm.fastmath<nnan, ninf>`), as are
`#llvm.constant_range` bounds (APInts of the type's width, printed signed). Other
attributes of the dialect are kept as written.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.attr_kinds import AttrKind, register_kind
from mlir_ls.dialects.llvm.enums import (
    CCONV,
    FASTMATH_BITS,
    FRAME_POINTER,
    LINKAGE,
    MOD_FLAG_BEHAVIOR,
    PROFILE_FORMAT,
    TAIL_CALL,
    UWTABLE,
    Enum,
    dialect_enum,
    fastmath_text,
)
from mlir_ls.dialects.llvm.metadata import SCHEMAS, parse_metadata
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.parser.base import ParseAbort
from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.syntax.lexer import integer_value
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser

#: The ODS parameter of each dialect enum attribute (named in upstream's second error).
ENUM_PARAMETERS: dict[str, tuple[str, str, str]] = {
    "linkage": ("LinkageAttr", "linkage", "linkage::Linkage"),
    "cconv": ("CConvAttr", "CallingConv", "CConv"),
    "tailcallkind": ("TailCallKindAttr", "tailCallKind", "TailCallKind"),
    "framePointerKind": (
        "FramePointerKindAttr",
        "framePointerKind",
        "framePointerKind::FramePointerKind",
    ),
    "uwtableKind": ("UWTableKindAttr", "uwtableKind", "uwtable::UWTableKind"),
}

#: Dialect enum attributes: mnemonic -> enum.
ENUM_ATTRS: dict[str, Enum] = {
    "linkage": LINKAGE,
    "cconv": CCONV,
    "tailcallkind": TAIL_CALL,
    "framePointerKind": FRAME_POINTER,
    "uwtableKind": UWTABLE,
}

_FASTMATH_WORDS = ["none", *(name for name, _ in FASTMATH_BITS), "fast"]


def parse_llvm_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """DialectSpec.parse_attribute: `#llvm.<name>` with the cursor after the name."""
    if name in SCHEMAS:
        return parse_metadata(p, name)
    if body is None:
        return None
    if name == "fastmath":
        return parse_fastmath_body(p)
    enum = ENUM_ATTRS.get(name)
    if enum is not None:
        return parse_enum_body(p, name, enum)
    if name == "mlir.module_flag":
        return parse_module_flag(p)
    if name == "profile_summary":
        return parse_profile_summary(p)
    if name == "constant_range":
        return parse_constant_range(p)
    return None


def parse_constant_range(p: Parser) -> at.Attribute:
    """LLVM_ConstantRangeAttr: `<` int-type `,` int `,` int `>`. The bounds are APInts of the
    type's width, printed signed as upstream does (`<i8, 1, 300>` is `<i8, 1, 44>`); the
    same body follows nvvm's `range` keyword."""
    p.expect("<", "expected '<'")
    int_type = p.parse_type()
    width = int_type.width if isinstance(int_type, ty.IntegerType) else 0
    parts = [str(int_type)]
    for _ in range(2):
        p.expect(",", "expected ','")
        negative = p.consume_if("-")
        if p.kind != "integer":  # parseInteger: at the token, prefixed in a custom form
            raise p.custom_error("expected integer value")
        value = -integer_value(p.text) if negative else integer_value(p.text)
        if width > 0:
            value &= (1 << width) - 1
            if value >> (width - 1):
                value -= 1 << width
        parts.append(str(value))
        p.advance()
    p.expect(">", "expected '>'")
    return at.DialectAttr("llvm", "constant_range", ", ".join(parts))


def parse_module_flag(p: Parser) -> at.Attribute:
    """`<` behavior `,` key `,` value `>`, checked as ModuleFlagAttr::verify does."""
    open_span = p.span
    start = p.start
    p.expect("<", "expected '<'")
    if p.kind != "bare" or p.text not in MOD_FLAG_BEHAVIOR.by_name:
        raise p.fail(MOD_FLAG_BEHAVIOR.expected(p.text))
    p.advance()
    p.expect(",", "expected ','")
    if p.kind != "string":
        raise p.fail_token("expected string")
    key = p.text[1:-1]
    p.advance()
    p.expect(",", "expected ','")
    try:
        value = p.parse_attribute()
    except ParseAbort:
        p.error("failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`")
        raise
    p.expect(">", "expected '>'")
    problem = module_flag_problem(key, value)
    if problem is not None:
        raise p.fail(problem, open_span)
    body = one_line(p.src[start + 1 : p.prev_end - 1])
    return at.DialectAttr("llvm", "mlir.module_flag", body)


def module_flag_problem(key: str, value: at.Attribute) -> str | None:
    if key == "CG Profile":
        if isinstance(value, at.ArrayAttr) and all(
            isinstance(e, at.DialectAttr) and e.name == "cgprofile_entry" for e in value.elements
        ):
            return None
        return "'CG Profile' key expects an array of '#llvm.cgprofile_entry'"
    if key == "ProfileSummary":
        if isinstance(value, at.DialectAttr) and value.name == "profile_summary":
            return None
        return "'ProfileSummary' key expects a '#llvm.profile_summary' attribute"
    if isinstance(value, at.IntegerAttr | at.StringAttr) or (
        isinstance(value, at.DialectAttr) and value.dialect != "llvm"
    ):
        return None
    if isinstance(value, at.ArrayAttr) and all(
        isinstance(e, at.StringAttr) for e in value.elements
    ):
        return None
    return (
        "only integer, integer-like dialect attributes, string, and string-array values are "
        f"currently supported for unknown key '\"{key}\"'"
    )


def parse_profile_summary(p: Parser) -> at.Attribute:
    """`#llvm.profile_summary<format = kind, ...>`: the format kind is checked, the rest kept."""
    start, end = _scan_angle_body(p)
    p.advance()
    if p.kind == "bare" and p.text == "format" and p.peek_kind() == "=":
        p.advance()
        p.advance()
        word = p.text[1:-1] if p.kind == "string" else p.text
        if word not in PROFILE_FORMAT.by_name:
            abort = p.fail(PROFILE_FORMAT.expected(word))
            p.advance()  # the generated parser's own error, where the enum's parse stopped
            p.error(
                "failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to "
                "be a `ProfileSummaryFormatKind`"
            )
            p.reset(end)  # the outer parser stands after the whole `<...>` body
            raise abort
    p.reset(end)
    return at.DialectAttr("llvm", "profile_summary", one_line(p.src[start + 1 : end - 1]))


_STRING_OR_BREAK = re.compile(r'"(?:[^"\\]|\\.)*"|\s*\n\s*')
#: A string literal (kept) or a `//` comment that a line break inside the body ends
#: (dropped: the dialect's parser skips it, and on one line it would swallow the rest of
#: the body; a `//` with no line break after it is text, as in `#l<[//]>`).
_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\]|\\.)*"|//[^\n\r]*(?=[\n\r])')


def one_line(body: str) -> str:
    """A body written over several lines, on one line as upstream prints it: a line break
    and its indentation become one space, none after an opening or before a closing
    bracket (string literals untouched)."""
    if "//" in body:
        body = _STRING_OR_COMMENT.sub(lambda m: m.group(0) if m.group(0)[0] == '"' else "", body)
    if "\n" not in body:
        return body.strip()

    def join(match: re.Match[str]) -> str:
        text = match.group(0)
        if text.startswith('"'):
            return text
        before = body[match.start() - 1] if match.start() else ""
        after = body[match.end()] if match.end() < len(body) else ""
        if not before or not after or before in "<([{" or after in ">)]}":
            return ""
        return " "

    return _STRING_OR_BREAK.sub(join, body).strip()


def _scan_angle_body(p: Parser) -> tuple[int, int]:
    """The offsets of the `<` at the cursor and just past its `>` (the cursor unmoved)."""
    start = p.start
    end, problem = scan_body(p.src, start)
    if problem is not None:
        raise p.fail(problem)
    return start, end


def angle_body(p: Parser) -> str:
    """The text between `<` and its `>` (on one line), the cursor after the `>`."""
    start, end = _scan_angle_body(p)
    p.reset(end)
    return one_line(p.src[start + 1 : end - 1])


def parse_attr_body(p: Parser, mnemonic: str) -> at.Attribute:
    """`<...>`: the body of `#llvm.<mnemonic>` written without its prefix (a format's
    attribute of known kind), parsed like the attribute itself."""
    if mnemonic == "fastmath":
        return parse_fastmath_body(p)
    if mnemonic in SCHEMAS:
        return parse_metadata(p, mnemonic)
    enum = ENUM_ATTRS.get(mnemonic)
    if enum is not None:
        return parse_enum_body(p, mnemonic, enum)
    return at.DialectAttr("llvm", mnemonic, angle_body(p))


def stripped_kind(kind: str, mnemonic: str) -> AttrKind:
    """A format variable of a known `#llvm.<mnemonic>` kind, written `<...>`."""

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        if p.kind == "hash":
            return p.parse_attribute()
        if p.kind != "<":
            raise p.fail_token("expected '<'")
        return parse_attr_body(p, mnemonic)

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        if isinstance(attr, at.DialectAttr) and attr.dialect == "llvm" and attr.name == mnemonic:
            printer.print_stripped_attribute(attr)
        else:
            printer.print_attribute(attr)

    return register_kind(AttrKind(kind, parse, print_, lambda p: p.kind in ("<", "hash")))


def parse_enum_body(p: Parser, mnemonic: str, enum: Enum) -> at.Attribute:
    """`<` keyword `>` (a keyword or a string) of an EnumAttr."""
    p.expect("<", "expected '<'")
    word = p.text[1:-1] if p.kind == "string" else p.text
    if p.kind not in ("bare", "string") or word not in enum.by_name:
        p.error(enum.expected(word))
        p.advance()
        attr, param, cpp = ENUM_PARAMETERS.get(mnemonic, (mnemonic, mnemonic, enum.name))
        raise p.fail(f"failed to parse {attr} parameter '{param}' which is to be a `{cpp}`")
    p.advance()
    p.expect(">", "expected '>'")
    return dialect_enum(mnemonic, word)


def parse_fastmath_body(p: Parser) -> at.Attribute:
    """`<` flag (`,` flag)* `>` of `#llvm.fastmath`, stored in its canonical spelling."""
    p.expect("<", "expected '<'")
    value = 0
    while True:
        word = p.text[1:-1] if p.kind == "string" else p.text
        if p.kind not in ("bare", "string"):
            raise p.fail("expected valid keyword or string")
        if word not in _FASTMATH_WORDS:
            p.error(
                "expected ::mlir::LLVM::FastmathFlags to be one of: " + ", ".join(_FASTMATH_WORDS)
            )
            p.advance()
            raise p.fail(
                "failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a "
                "`::mlir::LLVM::FastmathFlags`"
            )
        p.advance()
        if word == "fast":
            value |= 127
        else:
            value |= dict(FASTMATH_BITS).get(word, 0)
        if not p.consume_if(","):
            break
    p.expect(">", "expected '>'")
    return at.DialectAttr("llvm", "fastmath", fastmath_text(value))


DEREFERENCEABLE_KIND = stripped_kind("LLVM_DereferenceableAttr", "dereferenceable")
DI_LABEL_KIND = stripped_kind("LLVM_DILabelAttr", "di_label")
ALIAS_SCOPE_KIND = stripped_kind("LLVM_AliasScopeAttr", "alias_scope")


# ---- discardable `llvm.*` attributes on other ops ----------------------------------------------

_DATA_LAYOUT_SPECIFIERS = frozenset("ifvapeEmnSAPGF")
_MANGLING_MODES = frozenset("elomwxa")


def data_layout_problem(layout: str) -> str | None:
    """The first error llvm::DataLayout::parse reports for `layout` (the common ones)."""
    if not layout:
        return None
    for spec in layout.split("-"):
        if not spec:
            return "empty specification is not allowed"
        head = spec[0]
        if head not in _DATA_LAYOUT_SPECIFIERS:
            return f"unknown specifier '{head}'"
        if head in "eE" and len(spec) != 1:
            return "malformed specification, must be just 'e' or 'E'"
        if head == "m":
            if not spec.startswith("m:") or len(spec) != 3:
                return 'malformed specification, must be of the form "m:<mangling>"'
            if spec[2] not in _MANGLING_MODES:
                return "unknown mangling mode"
    return None


def verify_llvm_op_attribute(op: Any, name: str, value: at.Attribute, ctx: Any) -> None:
    """LLVMDialect::verifyOperationAttribute for the module-level `llvm.*` attributes."""
    if name == "llvm.data_layout":
        if not isinstance(value, at.StringAttr):
            ctx.error(op, "expected 'llvm.data_layout' to be a string attributes")
            return
        problem = data_layout_problem(value.value)
        if problem is not None:
            ctx.error(op, f"invalid data layout descriptor: {problem}")
    elif name == "llvm.target_triple" and not isinstance(value, at.StringAttr):
        ctx.error(op, "expected 'llvm.target_triple' to be a string attribute")
