"""The gpu dialect's types and attributes, and its checks of discardable attributes.

    !gpu.async.token | !gpu.named_barrier | !gpu.sparse.{dntensor,spmat,spgemmop}_handle
    !gpu.mma_matrix `<` static-dimension-list element-type `,` string `>`
    #gpu.address_space<space> | #gpu.barrier_scope<scope>
    #gpu.select_object (`<` (integer | target-attr) `>`)?
    #gpu.object<target-attr `,` (`properties` `=` dict `,`)? (`kernels` `=` kernel-table `,`)?
                (format `=`)? string>
    #gpu.kernel_table<`[` kernel-metadata (`,` kernel-metadata)* `]`>
    #gpu.kernel_metadata<string `,` type (`,` `arg_attrs` `=` array)? (`,` `metadata` `=` dict)?>

Bodies are kept in upstream's printed spelling (`1 : i64`, sorted kernel tables, no
`fatbin =`), so the printer reproduces them. `verify_op_attribute` implements upstream's
`GPUDialect::verifyOperationAttribute` (`gpu.container_module`, `gpu.known_*_size`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.gpu.base import (
    ADDRESS_SPACES,
    ASYNC_TOKEN,
    BARRIER_SCOPES,
    DN_TENSOR,
    NAMED_BARRIER,
    SP_MAT,
    SPGEMM_OP,
    operand_groups,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import FUNCTION_OP
from mlir_ls.parser.base import ParseAbort
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

SIMPLE_TYPES = {t.name: t for t in (ASYNC_TOKEN, NAMED_BARRIER, DN_TENSOR, SP_MAT, SPGEMM_OP)}
#: Attributes of other dialects that implement or promise `gpu::TargetAttrInterface`.
TARGET_ATTRS = frozenset(
    {("nvvm", "target"), ("rocdl", "target"), ("xevm", "target"), ("spirv", "target_env")}
)
OBJECT_FORMATS = ("offload", "assembly", "bin", "fatbin")
#: Attribute mnemonics the dialect defines without a parse hook here (kept verbatim).
VERBATIM_ATTRS = frozenset(
    {"block", "thread", "warp", "warpgroup", "lane", "memory_space", "loop_dim_map"}
)
MMA_OPERANDS = ("AOp", "BOp", "COp")


def is_target_attr(value: object) -> bool:
    return isinstance(value, at.DialectAttr) and (value.dialect, value.name) in TARGET_ATTRS


# ---- canonical spellings of nested attributes ---------------------------------------------------


def canonical(value: at.Attribute) -> str:
    """An attribute as upstream prints it inside a gpu attribute body."""
    if isinstance(value, at.IntegerAttr):
        return f"{value.value} : {value.type}"
    if isinstance(value, at.FloatAttr) and value.bits is None:
        short = f"{value.value:.6e}"
        body = short if float(short) == value.value else at.format_float(value.value)
        return f"{body} : {value.type}"
    if isinstance(value, at.StringAttr) and value.type is None:
        return at.quote_string(value.value)
    if isinstance(value, at.ArrayAttr):
        return "[" + ", ".join(canonical(e) for e in value.elements) + "]"
    if isinstance(value, at.DictionaryAttr):
        return canonical_dict(value.entries)
    return str(value)


def canonical_dict(entries: dict[str, at.Attribute]) -> str:
    parts = []
    for name in sorted(entries):
        key = str(at.DictionaryAttr({name: at.UNIT}))[1:-1]
        value = entries[name]
        parts.append(key if isinstance(value, at.UnitAttr) else f"{key} = {canonical(value)}")
    return "{" + ", ".join(parts) + "}"


# ---- types ----------------------------------------------------------------------------------------


def _name_span(p: Parser, name: str) -> Span:
    """Where the type or attribute name after `!gpu.` / `#gpu.` is (the cursor follows it)."""
    return Span(p.start - len(name), p.start)


def parse_gpu_type(p: Parser, name: str, body: Span | None) -> ty.Type | None:
    """DialectSpec.parse_type: the cursor is after `!gpu.<name>`."""
    span = _name_span(p, name)
    simple = SIMPLE_TYPES.get(name)
    if simple is not None:
        if body is not None:
            p.reset(body.end + 1)  # upstream ignores what follows the keyword
        return simple
    if name == "mma_matrix":
        return _parse_mma_matrix(p, span)
    raise p.fail(f"unknown gpu type: {name}", span)


def _parse_mma_matrix(p: Parser, name_span: Span) -> ty.Type:
    """`<` static-dimension-list element-type `,` string `>`, checked as upstream's
    MMAMatrixType::verifyInvariants (errors at the type's name)."""
    p.expect("<", "expected '<'")
    dims_start = p.start
    shape, _ = p._parse_dimensions(True, False)
    if ty.DYNAMIC in shape:
        where = p.src.index("?", dims_start)
        raise p.fail("expected static shape", Span(where, where + 1))
    element = p.parse_type()
    p.expect(",", "expected ','")
    if p.kind != "string":
        raise p.fail_token("expected string")
    operand = p._parse_string_literal()
    p.expect(">", "expected '>'")
    if operand not in MMA_OPERANDS:
        raise p.fail("operand expected to be one of AOp, BOp or COp", name_span)
    if len(shape) != 2:
        raise p.fail("MMAMatrixType must have exactly two dimensions", name_span)
    if not element.is_error and not _mma_element(element):
        raise p.fail("MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64", name_span)
    text = "".join(f"{d}x" for d in shape) + f"{element}, {at.quote_string(operand)}"
    return ty.DialectType("gpu", "mma_matrix", text, (tuple(shape), element, operand))


def _mma_element(t: ty.Type) -> bool:
    if isinstance(t, ty.FloatType):
        return str(t) in ("f16", "f32", "f64")
    if isinstance(t, ty.IntegerType):
        return (t.width == 8 and not t.is_signless) or (t.width == 32 and t.is_signless)
    return False


# ---- attributes -------------------------------------------------------------------------------


def parse_gpu_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """DialectSpec.parse_attribute: the cursor is after `#gpu.<name>`."""
    if name == "" or name in VERBATIM_ATTRS:
        return None
    span = _name_span(p, name)
    if name == "address_space":
        return _parse_enum_body(p, name, "AddressSpace", ADDRESS_SPACES)
    if name == "barrier_scope":
        return _parse_enum_body(p, name, "BarrierScope", BARRIER_SCOPES)
    if name == "select_object":
        return _parse_select_object(p, body)
    if name == "object":
        return _parse_object(p)
    if name == "kernel_table":
        return _parse_kernel_table(p)
    if name == "kernel_metadata":
        return _parse_kernel_metadata(p)
    raise p.fail(f"unknown attribute `{name}` in dialect `gpu`", span)


def parameter_error(p: Parser, attr: str, param: str, cpp: str, custom: bool = False) -> None:
    """The error ODS-generated attribute parsers add when a parameter fails to parse
    (at the token after the failure)."""
    message = f"failed to parse {attr} parameter '{param}' which is to be a `{cpp}`"
    if custom:
        p.custom_error(message, p.span)
    else:
        p.error(message, p.span)


def enum_error(enum: str, cases: tuple[str, ...], word: str) -> str:
    """What a gpu enum's FieldParser says about a wrong keyword."""
    if enum == "BarrierScope":
        return f"expected one of [{', '.join(cases)}] for barrier execution scope, got: {word}"
    return f"expected ::mlir::gpu::{enum} to be one of: {', '.join(cases)}"


def _parse_enum_body(p: Parser, name: str, enum: str, cases: tuple[str, ...]) -> at.Attribute:
    """`<` case `>`"""
    p.expect("<", "expected '<'")
    if p.kind != "bare" or p.text not in cases:
        p.error(enum_error(enum, cases, p.text), p.span)
        if p.kind == "bare":
            p.advance()
        attr = "GPU_" + "".join(part.title() for part in name.split("_")) + "Attr"
        parameter_error(p, attr, "value", f"::mlir::gpu::{enum}")
        raise ParseAbort(enum)
    word = p.text
    p.advance()
    p.expect(">", "expected '>'")
    return at.DialectAttr("gpu", name, word)


def _parse_select_object(p: Parser, body: Span | None) -> at.Attribute:
    """`#gpu.select_object` (`<` (integer | target-attr) `>`)?"""
    if body is None:
        return at.DialectAttr("gpu", "select_object", None)
    open_span = p.span
    p.expect("<", "expected '<'")
    target = p.parse_attribute()
    p.expect(">", "expected '>'")
    if isinstance(target, at.IntegerAttr):
        if target.value < 0:
            raise p.fail("the object index must be positive", open_span)
    elif not is_target_attr(target):
        raise p.fail("the target attribute must be a GPU Target attribute", open_span)
    return at.DialectAttr("gpu", "select_object", canonical(target), None, (target,))


def _parse_object(p: Parser) -> at.Attribute:
    """`<` target `,` (`properties` `=` dict `,`)? (`kernels` `=` table `,`)? (format `=`)?
    string `>`"""
    open_span = p.span
    p.expect("<", "expected '<'")
    target = p.parse_attribute()
    if not is_target_attr(target):
        raise p.fail(
            "the target attribute must implement or promise the `gpu::TargetAttrInterface`",
            open_span,
        )
    p.expect(",", "expected ','")
    parts = [canonical(target)]
    if p.kind == "bare" and p.text == "properties" and p.peek_kind() == "=":
        p.advance()
        p.advance()
        properties = _parse_object_parameter(p, at.DictionaryAttr, "properties")
        p.expect(",", "expected ','")
        parts.append(f"properties = {canonical(properties)}")
    if p.kind == "bare" and p.text == "kernels" and p.peek_kind() == "=":
        p.advance()
        p.advance()
        try:
            table = _parse_kernels(p)
        except ParseAbort:
            parameter_error(p, "GPU_ObjectAttr", "kernels", "KernelTableAttr")
            raise
        p.expect(",", "expected ','")
        parts.append(f"kernels = <{table.body}>")
    fmt = "fatbin"
    if p.kind == "bare":
        keyword_span = p.span
        fmt = p.text
        if fmt not in OBJECT_FORMATS or p.peek_kind() != "=":
            raise p.fail("expected keyword for GPU object format", keyword_span)
        p.advance()
        p.advance()
    blob = _parse_object_parameter(p, at.StringAttr, "object")
    p.expect(">", "expected '>'")
    parts.append(canonical(blob) if fmt == "fatbin" else f"{fmt} = {canonical(blob)}")
    return at.DialectAttr("gpu", "object", ", ".join(parts), None, (target,))


def _parse_object_parameter(p: Parser, kind: type, param: str) -> at.Attribute:
    """A `StringAttr`/`DictionaryAttr` parameter of `#gpu.object`."""
    span = p.span
    value = p.parse_attribute()
    if not isinstance(value, kind):
        p.error("invalid kind of attribute specified", span)
        parameter_error(p, "GPU_ObjectAttr", param, kind.__name__)
        raise ParseAbort(param)
    return value


def _parse_kernels(p: Parser) -> at.DialectAttr:
    """A kernel table, written in full or without its name (`<[...]>`)."""
    if p.kind == "<":
        return _parse_kernel_table(p)
    return _parse_gpu_attr_named(p, "kernel_table")


def _parse_gpu_attr_named(p: Parser, name: str) -> at.DialectAttr:
    """An attribute written in full, which must be a dialect attribute called `name`."""
    span = p.span
    value = p.parse_attribute()
    if not isinstance(value, at.DialectAttr) or value.name != name:
        raise p.fail("invalid kind of attribute specified", span)
    return value


def _parse_kernel_table(p: Parser) -> at.DialectAttr:
    """`<` `[` kernel-metadata (`,` kernel-metadata)* `]` `>`, sorted by kernel name."""
    open_span = p.span
    p.expect("<", "expected '<'")
    p.expect("[", "expected '['")
    kernels: list[at.DialectAttr] = []
    while True:
        try:
            kernels.append(_parse_table_entry(p))
        except ParseAbort:
            parameter_error(
                p,
                "GPU_KernelTableAttr",
                "kernel_table",
                "::llvm::ArrayRef<KernelMetadataAttr>",
            )
            for closing in ("]", ">"):
                p.consume_if(closing)
            raise
        if not p.consume_if(","):
            break
    p.expect("]", "expected ']'")
    p.expect(">", "expected '>'")
    kernels.sort(key=lambda k: str(k.params[0]) if k.params else "")
    names = [k.params[0] for k in kernels if k.params]
    if len(set(names)) != len(names):
        raise p.fail("expected all kernels to be uniquely named", open_span)
    text = "[" + ", ".join(str(k) for k in kernels) + "]"
    return at.DialectAttr("gpu", "kernel_table", text, None, tuple(kernels))


def _parse_table_entry(p: Parser) -> at.DialectAttr:
    """`#gpu.kernel_metadata<...>` or its body alone (`<...>`)."""
    if p.kind == "<":
        return _parse_kernel_metadata(p)
    if p.kind != "hash":
        raise p.fail_token("expected '<'")
    return _parse_gpu_attr_named(p, "kernel_metadata")


def _parse_kernel_metadata(p: Parser) -> at.DialectAttr:
    """`<` string `,` type (`,` `arg_attrs` `=` array)? (`,` `metadata` `=` dict)? `>`"""
    open_span = p.span
    p.expect("<", "expected '<'")
    if p.kind != "string":
        raise p.fail_token("expected string")
    name = p._parse_string_literal()
    p.expect(",", "expected ','")
    fn = p.parse_type()
    parts = [at.quote_string(name), str(fn)]
    for keyword, kind in (("arg_attrs", at.ArrayAttr), ("metadata", at.DictionaryAttr)):
        if p.kind == "," and p.peek_kind() == "bare":
            save = p.start
            p.advance()
            if p.text != keyword:
                p.reset(save)
                continue
            p.advance()
            p.expect("=", "expected '='")
            span = p.span
            value = p.parse_attribute()
            if not isinstance(value, kind):
                raise p.fail("invalid kind of attribute specified", span)
            parts.append(f"{keyword} = {canonical(value)}")
    p.expect(">", "expected '>'")
    if not name:
        raise p.fail("the kernel name can't be empty", open_span)
    return at.DialectAttr("gpu", "kernel_metadata", ", ".join(parts), None, (name,))


# ---- discardable attributes (GPUDialect::verifyOperationAttribute) ---------------------------

KNOWN_SIZE_ATTRS = ("gpu.known_block_size", "gpu.known_grid_size", "gpu.known_cluster_size")


def verify_op_attribute(op: Operation, name: str, value: object, ctx: VerifyContext) -> None:
    if name in KNOWN_SIZE_ATTRS:
        if not isinstance(value, at.DenseArrayAttr) or value.element_type != ty.I32:
            ctx.error(op, f"{name} must be a dense i32 array")
        elif len(value.values) != 3:
            ctx.error(op, f"{name} must contain exactly 3 elements")
        return
    if name != "gpu.container_module" or not isinstance(value, at.UnitAttr):
        return
    if op.name != "builtin.module":
        ctx.plain_error(
            op, "expected 'gpu.container_module' attribute to be attached to 'builtin.module'"
        )
        return
    for launch in op.walk():
        if launch.name != "gpu.launch_func" or launch.spec is None:
            continue
        parent = launch.parent_op
        if parent is None or parent.parent_op is not op:
            continue
        if not _verify_kernel_reference(op, launch, ctx):
            return


def is_kernel(op: Operation) -> bool:
    """GPUDialect::isKernel: the `gpu.kernel` unit attribute (a `gpu.func`'s `kernel`)."""
    if isinstance(op.attributes.get("gpu.kernel"), at.UnitAttr):
        return True
    return op.name == "gpu.func" and isinstance(op.attr("kernel"), at.UnitAttr)


def _verify_kernel_reference(module: Operation, launch: Operation, ctx: VerifyContext) -> bool:
    """A `gpu.launch_func` names a kernel of a `gpu.module` (or any symbol of a `gpu.binary`)."""
    kernel = launch.attr("kernel")
    if not isinstance(kernel, at.SymbolRefAttr):
        return True
    # The module's own table (SymbolTable::lookupSymbol); the module is re-verified after any
    # edit, so no symbol use needs recording.
    container = symbol_in(module, kernel.root)
    if container is None:
        ctx.error(launch, f"kernel container '{kernel.root}' is undefined")
        return False
    if container.name == "gpu.binary":
        return True
    if container.name != "gpu.module":
        ctx.error(launch, f"kernel module '{kernel.root}' is undefined")
        return False
    leaf = kernel.nested[-1] if kernel.nested else kernel.root
    function = symbol_in(container, leaf)
    if function is None:
        ctx.error(launch, f"kernel function '{kernel}' is undefined")
        return False
    if function.spec is None or FUNCTION_OP not in function.spec.traits:
        diag = ctx.error(launch, f"referenced kernel '{kernel}' is not a function")
        ctx.note(diag, function, "see the kernel definition here")
        return False
    if not is_kernel(function):
        ctx.error(launch, "kernel function is missing the 'gpu.kernel' attribute")
        return False
    if function.name != "gpu.func":
        return True
    return _verify_kernel_operands(launch, function, ctx)


def symbol_in(table: Operation, name: str) -> Operation | None:
    """SymbolTable::lookupSymbol in `table` itself (any visibility)."""
    for body in table.regions:
        for block in body.blocks:
            for child in block.operations:
                symbol = child.attr("sym_name")
                if isinstance(symbol, at.StringAttr) and symbol.value == name:
                    return child
    return None


def _verify_kernel_operands(launch: Operation, function: Operation, ctx: VerifyContext) -> bool:
    groups = operand_groups(launch, 13)
    fn_attr = function.attr("function_type")
    if groups is None or not isinstance(fn_attr, at.TypeAttr):
        return True
    fn = fn_attr.value
    if not isinstance(fn, ty.FunctionType):
        return True
    operands = groups[11]
    if len(operands) != len(fn.inputs):
        ctx.error(launch, f"got {len(operands)} kernel operands but expected {len(fn.inputs)}")
        return False
    for i, (value, expected) in enumerate(zip(operands, fn.inputs, strict=True)):
        if value.type != expected and not value.type.is_error and not expected.is_error:
            ctx.error(launch, f"type of function argument {i} does not match")
            return False
    return True
