"""Module-level ops of the llvm dialect: globals, aliases, ifuncs, comdats, global
constructors/destructors, module flags, linker options and named metadata."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.llvm.common import all_attributes, has_attr
from mlir_ls.dialects.llvm.enums import (
    I64_ZERO,
    LINKAGE,
    TLS_MODE,
    UNNAMED_ADDR,
    VISIBILITY,
    dialect_enum,
    int_value,
)
from mlir_ls.dialects.llvm.functions import (
    parse_comdat,
    parse_enum_keyword,
    print_comdat,
    verify_comdat,
)
from mlir_ls.dialects.llvm.types import (
    array_parts,
    array_type,
    is_compatible,
    is_llvm,
    is_ptr,
    ptr_space,
    target_has_zero_init,
    target_name,
)
from mlir_ls.dialects.ods import attr, op, region, unit
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Block, Operation
from mlir_ls.ir.spec import (
    GRAPH_REGION,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    SYMBOL,
    SYMBOL_TABLE,
    OpSpec,
)
from mlir_ls.syntax.lexer import string_bytes

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

LINKAGE_EXTERNAL = dialect_enum("linkage", "external")
ADDR_SPACE_ZERO = at.IntegerAttr(0, ty.I32)

# ---- linkage, visibility, thread_local, unnamed_addr keywords -------------------------------------


def _parse_thread_local(p: Parser, o: Operation) -> None:
    """`thread_local` (`(` mode `)`)?, stored as `tls_mode` (generaldynamic by default)."""
    mode = "not_thread_local"
    if p.consume_keyword("thread_local"):
        mode = "generaldynamic"
        if p.consume_if("("):
            if p.kind != "bare" or p.text not in TLS_MODE.by_name:
                raise p.fail_token("expected thread-local storage mode")
            mode = p.text
            p.advance()
            p.expect(")", "expected ')'")
    o.attributes["tls_mode"] = TLS_MODE.integer(mode)


def _print_keywords(pr: OpAsmPrinter, o: Operation, thread_local: bool = True) -> None:
    """linkage visibility? thread_local? unnamed_addr? (linkage always printed)."""
    pr.write(" " + LINKAGE.keyword(o.attr("linkage"), "external") + " ")
    visibility = VISIBILITY.keyword(o.attr("visibility_"), "default")
    if visibility != "default":
        pr.write(visibility + " ")
    if thread_local:
        mode = TLS_MODE.keyword(o.attr("tls_mode"), "not_thread_local")
        if mode == "generaldynamic":
            pr.write("thread_local ")
        elif mode != "not_thread_local":
            pr.write(f"thread_local({mode}) ")
    unnamed = UNNAMED_ADDR.keyword(o.attr("unnamed_addr"), "none")
    if unnamed != "none":
        pr.write(unnamed + " ")


def _parse_keywords(p: Parser, o: Operation) -> None:
    parse_enum_keyword(p, o, "linkage", LINKAGE, "linkage")
    parse_enum_keyword(p, o, "visibility_", VISIBILITY, None)
    _parse_thread_local(p, o)
    parse_enum_keyword(p, o, "unnamed_addr", UNNAMED_ADDR, None)


def _sym_name(o: Operation) -> str:
    name = o.attr("sym_name")
    return name.value if isinstance(name, at.StringAttr) else ""


def _side_effect_free(o: Operation) -> bool:
    spec = o.spec
    return spec is not None and ("Pure" in spec.traits or "NoMemoryEffect" in spec.traits)


def _initializer(o: Operation) -> tuple[Block, Operation | None] | None:
    """The initializer block of a global or alias and its `llvm.return` (None if not one)."""
    body = o.regions[0] if o.regions else None
    if body is None or not body.blocks:
        return None
    block = body.blocks[0]
    term = block.terminator
    return block, term if term is not None and term.name == "llvm.return" else None


def _side_effect_free_block(block: Block, ctx: VerifyContext, message: str) -> bool:
    """Reports the first op of an initializer block with side effects."""
    for inner in block.operations:
        if not _side_effect_free(inner):
            ctx.plain_error(inner, message)
            return False
    return True


def _verify_linkage(
    o: Operation, ctx: VerifyContext, allowed: tuple[str, ...], where: str, options: str
) -> bool:
    """The linkage is one of `allowed`, else upstream's message listing `options`."""
    linkage = LINKAGE.keyword(o.attr("linkage"), "external")
    if linkage in allowed:
        return True
    ctx.error(o, f"'{linkage}' linkage not supported in {where}, available options: {options}")
    return False


def _at_module_level(o: Operation) -> bool:
    """satisfiesLLVMModule: the parent is an isolated symbol table (or there is none)."""
    parent = o.parent_op
    if parent is None or parent.spec is None:
        return True
    return SYMBOL_TABLE in parent.spec.traits and ISOLATED_FROM_ABOVE in parent.spec.traits


def _valid_global_type(t: Type) -> bool:
    if t.is_error:
        return True
    if is_llvm(t):
        return not (isinstance(t, ty.DialectType) and t.name in ("void", "metadata", "label"))
    if isinstance(t, ty.TokenType):
        return False
    return is_compatible(t) or isinstance(
        t, ty.IntegerType | ty.FloatType | ty.VectorType | ty.IndexType
    )


def check_addr_space(value: at.Attribute) -> str | None:
    """`addr_space`: a non-negative i32."""
    if isinstance(value, at.IntegerAttr) and value.type == ty.I32 and value.value >= 0:
        return None
    return (
        "attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute "
        "whose value is non-negative"
    )


# ---- llvm.mlir.global ---------------------------------------------------------------------------


def parse_global(p: Parser, o: Operation) -> None:
    """linkage? visibility? (`thread_local` mode?)? unnamed_addr? `constant`? @name
    `(` value? `)` (`comdat` `(` symbol `)`)? attr-dict (`:` type)? region?"""
    name_span = p.op_name_span()
    _parse_keywords(p, o)
    if p.consume_keyword("constant"):
        o.attributes["constant"] = at.UNIT
    p.parse_symbol_name(o)
    p.expect("(", "expected '('")
    value: at.Attribute | None = None
    if p.kind != ")":
        value = p.parse_attribute()
        o.attributes["value"] = value
    p.expect(")", "expected ')'")
    if p.consume_keyword("comdat"):
        parse_comdat(p, o)
    p.parse_optional_attr_dict_into(o)
    o.attributes.setdefault("addr_space", ADDR_SPACE_ZERO)
    global_type: Type | None = None
    if p.consume_if(":"):
        types = p.parse_type_list_no_parens()
        if len(types) > 1:
            raise p.custom_error("expected zero or one type", name_span)
        global_type = types[0]
    body = o.add_region()
    if p.kind == "{":
        p.parse_region(body, [], True)
    if global_type is None:
        if not isinstance(value, at.StringAttr):
            raise p.custom_error("type can only be omitted for string globals", name_span)
        global_type = array_type(len(string_bytes(value.value)), ty.I8)
    o.attributes["global_type"] = at.TypeAttr(global_type)


GLOBAL_ELIDED = (
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "tls_mode",
    "visibility_",
    "comdat",
)


def print_global(pr: OpAsmPrinter, o: Operation) -> None:
    _print_keywords(pr, o)
    if has_attr(o, "constant"):
        pr.write("constant ")
    pr.print_symbol_name(_sym_name(o))
    pr.write("(")
    value = o.attr("value")
    if value is not None:
        pr.print_attribute(value)
    pr.write(")")
    print_comdat(pr, o)
    attrs = all_attributes(o)
    attrs.setdefault("addr_space", ADDR_SPACE_ZERO)  # stored by default, printed
    pr.print_optional_attr_dict(dict(sorted(attrs.items())), GLOBAL_ELIDED)
    global_type = o.attr("global_type")
    body = o.regions[0] if o.regions else None
    has_body = body is not None and bool(body.blocks)
    if isinstance(global_type, at.TypeAttr) and not (
        isinstance(value, at.StringAttr)
        and not has_body
        and global_type.value == array_type(len(string_bytes(value.value)), ty.I8)
    ):
        pr.write(" : ")
        pr.print_type(global_type.value)
    if has_body and body is not None:
        pr.print_region(body, False)


def _is_zero(value: at.Attribute) -> bool:
    if isinstance(value, at.IntegerAttr | at.FloatAttr):
        return value.value == 0
    if isinstance(value, at.DenseElementsAttr):
        return value.hex is None and all(not e for e in value.elements)
    if isinstance(value, at.DialectAttr):
        return value.dialect == "llvm" and value.name == "zero"
    return False


def verify_global(o: Operation, ctx: VerifyContext) -> None:
    global_type = o.attr("global_type")
    t = global_type.value if isinstance(global_type, at.TypeAttr) else ty.ERROR_TYPE
    value = o.attr("value")
    if not _valid_global_type(t):
        ctx.error(o, "expects type to be a valid element type for an LLVM global")
        return
    if not _at_module_level(o):
        ctx.error(o, "must appear at the module level")
        return
    if isinstance(value, at.StringAttr):
        parts = array_parts(t)
        if parts is None or parts[1] != ty.I8 or parts[0] != len(string_bytes(value.value)):
            ctx.error(
                o, "requires an i8 array type of the length equal to that of the string attribute"
            )
            return
    if target_name(t) is not None:
        if not target_has_zero_init(t):
            ctx.error(o, "this target extension type cannot be used in a global")
            return
        if value is not None:
            ctx.error(
                o, "global with target extension type can only be initialized with zero-initializer"
            )
            return
    linkage = LINKAGE.keyword(o.attr("linkage"), "external")
    if linkage == "common" and value is not None and not _is_zero(value):
        ctx.error(o, "expected zero value for 'common' linkage")
        return
    if linkage == "appending" and array_parts(t) is None and not t.is_error:
        ctx.error(o, "expected array type for 'appending' linkage")
        return
    if not verify_comdat(o, ctx):
        return
    alignment = o.attr("alignment")
    if isinstance(alignment, at.IntegerAttr):
        n = alignment.value
        if n <= 0 or n & (n - 1):
            ctx.plain_error(o, "alignment attribute is not a power of 2")
            return
    _verify_initializer(o, ctx, t, value)


def _verify_initializer(
    o: Operation, ctx: VerifyContext, t: Type, value: at.Attribute | None
) -> None:
    initializer = _initializer(o)
    if initializer is None:
        return
    block, term = initializer
    if term is not None:
        if not term.operands:
            ctx.error(o, "initializer region cannot return void")
            return
        got = term.operands[0].type
        if not types_match(got, t):
            ctx.error(o, f"initializer region type '{got}' does not match global type '{t}'")
            return
    if not _side_effect_free_block(
        block, ctx, "ops with side effects not allowed in global initializers"
    ):
        return
    if value is not None:
        ctx.error(o, "cannot have both initializer value and region")


# ---- llvm.mlir.alias -----------------------------------------------------------------------------


def parse_alias(p: Parser, o: Operation) -> None:
    """linkage visibility? thread_local? unnamed_addr? @name attr-dict `:` type region"""
    _parse_keywords(p, o)
    p.parse_symbol_name(o)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.attributes["alias_type"] = at.TypeAttr(p.parse_type())
    body = o.add_region()
    if p.kind != "{":
        raise p.fail_token("expected '{' to begin a region")
    p.parse_region(body, [], True)


def print_alias(pr: OpAsmPrinter, o: Operation) -> None:
    _print_keywords(pr, o)
    pr.print_symbol_name(_sym_name(o))
    pr.print_optional_attr_dict(
        all_attributes(o),
        ("sym_name", "alias_type", "linkage", "unnamed_addr", "tls_mode", "visibility_"),
    )
    pr.write(" : ")
    alias_type = o.attr("alias_type")
    if isinstance(alias_type, at.TypeAttr):
        pr.print_type(alias_type.value)
    if o.regions:
        pr.print_region(o.regions[0], False)


_ALIAS_LINKAGES = (
    "external",
    "internal",
    "private",
    "weak",
    "weak_odr",
    "linkonce",
    "linkonce_odr",
    "available_externally",
)


def verify_alias(o: Operation, ctx: VerifyContext) -> None:
    alias_type = o.attr("alias_type")
    t = alias_type.value if isinstance(alias_type, at.TypeAttr) else ty.ERROR_TYPE
    if not _valid_global_type(t):
        ctx.error(o, "expects type to be a valid element type for an LLVM global alias")
        return
    if not _verify_linkage(
        o,
        ctx,
        _ALIAS_LINKAGES,
        "aliases",
        "private, internal, linkonce, weak, linkonce_odr, weak_odr, external or "
        "available_externally",
    ):
        return
    initializer = _initializer(o)
    if initializer is None:
        return
    block, term = initializer
    if term is not None:
        if not term.operands or not is_ptr(term.operands[0].type):
            if not (term.operands and term.operands[0].type.is_error):
                ctx.error(o, "initializer region must always return a pointer")
                return
    _side_effect_free_block(
        block, ctx, "ops with side effects are not allowed in alias initializers"
    )


# ---- llvm.mlir.ifunc -----------------------------------------------------------------------------


def parse_ifunc(p: Parser, o: Operation) -> None:
    """linkage visibility? unnamed_addr? @name `:` type `,` type symbol attr-dict"""
    parse_enum_keyword(p, o, "linkage", LINKAGE, "linkage")
    parse_enum_keyword(p, o, "visibility_", VISIBILITY, None)
    parse_enum_keyword(p, o, "unnamed_addr", UNNAMED_ADDR, None)
    p.parse_symbol_name(o)
    p.expect(":", "expected ':'")
    o.attributes["i_func_type"] = at.TypeAttr(p.parse_type())
    p.expect(",", "expected ','")
    resolver_type = p.parse_type()
    o.attributes["resolver_type"] = at.TypeAttr(resolver_type)
    o.attributes["resolver"] = p.symbol_ref_attr()
    p.parse_optional_attr_dict_into(o)


def print_ifunc(pr: OpAsmPrinter, o: Operation) -> None:
    _print_keywords(pr, o, thread_local=False)
    pr.print_symbol_name(_sym_name(o))
    pr.write(" : ")
    for name in ("i_func_type", "resolver_type"):
        value = o.attr(name)
        if isinstance(value, at.TypeAttr):
            pr.print_type(value.value)
        if name == "i_func_type":
            pr.write(", ")
    pr.write(" ")
    resolver = o.attr("resolver")
    if resolver is not None:
        pr.print_attribute(resolver)
    attrs = all_attributes(o)
    if int_value(attrs.get("address_space")) == 0:
        attrs.pop("address_space", None)
    pr.print_optional_attr_dict(
        attrs,
        (
            "sym_name",
            "i_func_type",
            "resolver_type",
            "resolver",
            "linkage",
            "unnamed_addr",
            "visibility_",
        ),
    )


_IFUNC_LINKAGES = (
    "external",
    "internal",
    "private",
    "weak",
    "weak_odr",
    "linkonce",
    "linkonce_odr",
)


def verify_ifunc(o: Operation, ctx: VerifyContext) -> None:
    if not _verify_linkage(
        o,
        ctx,
        _IFUNC_LINKAGES,
        "ifuncs",
        "private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage",
    ):
        return
    resolver_ref = o.attr("resolver")
    if not isinstance(resolver_ref, at.SymbolRefAttr):
        return
    target = ctx.lookup_symbol(o, resolver_ref)
    seen = 0
    while target is not None and target.name == "llvm.mlir.alias" and seen < 16:
        seen += 1
        body = target.regions[0] if target.regions else None
        term = body.blocks[0].terminator if body is not None and body.blocks else None
        value = term.operands[0] if term is not None and term.operands else None
        source = getattr(value, "op", None)
        if not isinstance(source, Operation) or source.name != "llvm.mlir.addressof":
            return
        name = source.attr("global_name")
        target = ctx.lookup_symbol(o, name) if isinstance(name, at.SymbolRefAttr) else None
    if target is None or target.name != "llvm.func":
        ctx.error(o, "must have a function resolver")
        return
    body = target.regions[0] if target.regions else None
    resolver_linkage = LINKAGE.keyword(target.attr("linkage"), "external")
    if body is None or not body.blocks or resolver_linkage == "available_externally":
        ctx.error(o, "resolver must be a definition")
        return
    fn_type = target.attr("function_type")
    from mlir_ls.dialects.llvm.types import func_signature

    sig = func_signature(fn_type.value) if isinstance(fn_type, at.TypeAttr) else None
    if sig is not None and not is_ptr(sig[0]):
        ctx.error(o, "resolver must return a pointer")
        return
    resolver_type = o.attr("resolver_type")
    space = int_value(o.attr("address_space"))
    if isinstance(resolver_type, at.TypeAttr) and (
        not is_ptr(resolver_type.value) or ptr_space(resolver_type.value) != space
    ):
        ctx.error(o, "resolver has incorrect type")


# ---- comdats -----------------------------------------------------------------------------------


def verify_comdat_region(o: Operation, ctx: VerifyContext) -> None:
    for body in o.regions:
        for block in body.blocks:
            for inner in block.operations:
                if inner.name != "llvm.comdat_selector":
                    ctx.plain_error(
                        inner, "only comdat selector symbols can appear in a comdat region"
                    )
                    return


# ---- global constructors / destructors ------------------------------------------------------------


def _structors_verifier(kind: str) -> object:
    def verify(o: Operation, ctx: VerifyContext) -> None:
        symbols = o.attr(kind)
        priorities = o.attr("priorities")
        data = o.attr("data")
        if not all(isinstance(a, at.ArrayAttr) for a in (symbols, priorities, data)):
            return
        assert isinstance(symbols, at.ArrayAttr)
        assert isinstance(priorities, at.ArrayAttr) and isinstance(data, at.ArrayAttr)
        if not len(symbols.elements) == len(priorities.elements) == len(data.elements):
            ctx.plain_error(
                o, f"{kind}, priorities, and data must have the same number of elements"
            )
            return
        for element in data.elements:
            if not (
                isinstance(element, at.SymbolRefAttr)
                or (isinstance(element, at.DialectAttr) and element.name == "zero")
            ):
                ctx.plain_error(o, "data element must be symbol or #llvm.zero")
                return
        for symbol in symbols.elements:
            if not isinstance(symbol, at.SymbolRefAttr):
                continue
            target = ctx.lookup_symbol(o, symbol)
            if target is None or target.name != "llvm.func":
                ctx.error(o, f"'{symbol.root}' does not reference a valid LLVM function")
                return
            body = target.regions[0] if target.regions else None
            if body is None or not body.blocks:
                ctx.error(o, f"'{symbol.root}' does not have a definition")
                return

    return verify


def structors_op(kind: str) -> OpSpec:
    name = "ctors" if kind == "ctors" else "dtors"
    return op(
        f"llvm.mlir.global_{name}",
        f"LLVM dialect global_{name}.",
        f"`{name}` `=` ${name} `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
        attrs=[attr(name, "ArrayAttr"), attr("priorities", "ArrayAttr"), attr("data", "ArrayAttr")],
        verify=_structors_verifier(name),  # type: ignore[arg-type]
    )


# ---- module flags -------------------------------------------------------------------------------


#: Attributes that are module flags: `#llvm.mlir.module_flag` and those implementing
#: ModuleFlagAttrInterface (ROCDL's out-of-bounds modes).
MODULE_FLAG_ATTRS = frozenset(
    {
        ("llvm", "mlir.module_flag"),
        ("rocdl", "buffer_oob_mode_flag"),
        ("rocdl", "tbuffer_oob_mode_flag"),
    }
)


def verify_module_flags(o: Operation, ctx: VerifyContext) -> None:
    """ModuleFlagsOp::verify: at the module level, then each flag a module flag attribute."""
    if not _at_module_level(o):
        ctx.error(o, "must appear at the module level")
        return
    flags = o.attr("flags")
    if not isinstance(flags, at.ArrayAttr):
        return
    for flag in flags.elements:
        if not (
            isinstance(flag, at.DialectAttr) and (flag.dialect, flag.name) in MODULE_FLAG_ATTRS
        ):
            ctx.error(o, "expected a module flag attribute")
            return


def verify_linker_options(o: Operation, ctx: VerifyContext) -> None:
    """LinkerOptionsOp::verify: at the module level (`satisfiesLLVMModule`)."""
    if not _at_module_level(o):
        ctx.error(o, "must appear at the module level")


# ---- the ops ------------------------------------------------------------------------------------


def global_ops() -> list[OpSpec]:
    return [
        op(
            "llvm.mlir.global",
            "LLVM dialect global.",
            attrs=[
                attr("global_type", "TypeAttr"),
                attr("sym_name", "SymbolNameAttr"),
                attr("linkage", "LLVM_LinkageAttr", default=LINKAGE_EXTERNAL),
                attr("addr_space", default=ADDR_SPACE_ZERO, check=check_addr_space),
                attr("tls_mode", "LLVM_TLSMode", default=I64_ZERO),
                attr("unnamed_addr", "LLVM_UnnamedAddr", optional=True),
                attr("visibility_", "LLVM_Visibility", default=I64_ZERO),
                unit("constant"),
                unit("dso_local"),
                unit("externally_initialized"),
                *[
                    attr(name, optional=True)
                    for name in (
                        "value",
                        "alignment",
                        "section",
                        "comdat",
                        "dbg_exprs",
                        "target_specific_attrs",
                    )
                ],
            ],
            regions=[region("initializer", single_block=True)],
            traits=[SYMBOL, ISOLATED_FROM_ABOVE, "SingleBlock"],
            parse=parse_global,
            print=print_global,
            verify=verify_global,
        ),
        op(
            "llvm.mlir.alias",
            "LLVM dialect alias.",
            attrs=[
                attr("alias_type", "TypeAttr"),
                attr("sym_name", "SymbolNameAttr"),
                attr("linkage", "LLVM_LinkageAttr", default=LINKAGE_EXTERNAL),
                unit("dso_local"),
                attr("tls_mode", "LLVM_TLSMode", default=I64_ZERO),
                attr("unnamed_addr", "LLVM_UnnamedAddr", optional=True),
                attr("visibility_", "LLVM_Visibility", default=I64_ZERO),
            ],
            regions=[region("initializer", single_block=True)],
            traits=[SYMBOL, ISOLATED_FROM_ABOVE, "SingleBlock"],
            parse=parse_alias,
            print=print_alias,
            verify=verify_alias,
        ),
        op(
            "llvm.mlir.ifunc",
            "LLVM dialect ifunc",
            attrs=[
                attr("sym_name", "SymbolNameAttr"),
                attr("i_func_type", "TypeAttr"),
                attr("resolver", "FlatSymbolRefAttr"),
                attr("resolver_type", "TypeAttr"),
                attr("linkage", "LLVM_LinkageAttr"),
                unit("dso_local"),
                attr("address_space", default=ADDR_SPACE_ZERO),
                attr("unnamed_addr", "LLVM_UnnamedAddr", default=I64_ZERO),
                attr("visibility_", "LLVM_Visibility", default=I64_ZERO),
            ],
            traits=[SYMBOL],
            parse=parse_ifunc,
            print=print_ifunc,
            verify=verify_ifunc,
        ),
        op(
            "llvm.comdat",
            "LLVM dialect comdat region",
            "$sym_name $body attr-dict",
            attrs=[attr("sym_name", "SymbolNameAttr")],
            regions=[region("body", single_block=True)],
            traits=[SYMBOL, SYMBOL_TABLE, NO_TERMINATOR, GRAPH_REGION, "SingleBlock"],
            verify=verify_comdat_region,
        ),
        op(
            "llvm.comdat_selector",
            "LLVM dialect comdat selector declaration",
            "$sym_name $comdat attr-dict",
            attrs=[attr("sym_name", "SymbolNameAttr"), attr("comdat", "LLVM_Comdat")],
            traits=[SYMBOL],
        ),
        structors_op("ctors"),
        structors_op("dtors"),
        op(
            "llvm.module_flags",
            "Information about module properties",
            "$flags attr-dict",
            attrs=[attr("flags", "ArrayAttr")],
            verify=verify_module_flags,
        ),
        op(
            "llvm.linker_options",
            "Options to pass to the linker when the object file is linked",
            "$options attr-dict",
            attrs=[attr("options", "ArrayAttr")],
            verify=verify_linker_options,
        ),
        op(
            "llvm.named_metadata",
            "Named metadata node",
            "$metadata_name $nodes attr-dict",
            attrs=[attr("metadata_name", "StrAttr"), attr("nodes", "ArrayAttr")],
        ),
    ]
