"""The xevm dialect: Intel Xe GPU intrinsics on top of the LLVM dialect (XeVMOps.td)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import CustomDirective, ParseState, View, register_custom
from mlir_ls.dialects.nvvm import (
    ANY_PTR,
    I32,
    DialectAttrs,
    DialectEnum,
    Param,
    StructAttr,
    constraint,
    dialect_enum,
    int_attr,
    special_register,
    target_attr,
    target_params,
    xyz,
)
from mlir_ls.dialects.ods import arg, attr, op, opt_arg, res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, OpResult, Value
from mlir_ls.ir.spec import DialectSpec, OpSpec

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

# ---- attributes ------------------------------------------------------------------------------


def _enum(mnemonic: str, summary: str, cases: tuple[str, ...], cpp: str) -> DialectEnum:
    """An XeVM enum attribute `#xevm.<mnemonic><case>` of C++ enum `::mlir::xevm::<cpp>`."""
    return dialect_enum(
        "xevm",
        mnemonic,
        summary,
        cases,
        cpp=f"::mlir::xevm::{cpp}",
        param=(f"XeVM_{cpp}Attr", "value", f"::mlir::xevm::{cpp}"),
    )


def _etype_enum(
    mnemonic: str, summary: str, cases: tuple[str, ...], keyword: str, name: str
) -> DialectEnum:
    """A truncf/extf element type attribute, written `keyword = case` (its parameter `etype`)."""
    return dialect_enum(
        "xevm",
        mnemonic,
        summary,
        cases,
        angle=False,
        keyword=keyword,
        param=(f"XeVM_{name}Attr", "etype", f"xevm::{name}s"),
    )


_LOAD_CACHE = (
    "Use_Default", "L1uc_L2uc_L3uc", "L1uc_L2uc_L3c", "L1uc_L2c_L3uc", "L1uc_L2c_L3c",
    "L1c_L2uc_L3uc", "L1c_L2uc_L3c", "L1c_L2c_L3uc", "L1c_L2c_L3c", "L1s_L2uc_L3uc",
    "L1s_L2uc_L3c", "L1s_L2c_L3uc", "L1s_L2c_L3c", "ir",
)  # fmt: skip
_STORE_CACHE = (
    "Use_Default", "L1uc_L2uc_L3uc", "L1uc_L2uc_L3wb", "L1uc_L2wb_L3uc", "L1uc_L2wb_L3wb",
    "L1wt_L2uc_L3uc", "L1wt_L2uc_L3wb", "L1wt_L2wb_L3uc", "L1wt_L2wb_L3wb", "L1s_L2uc_L3uc",
    "L1s_L2uc_L3wb", "L1s_L2wb_L3uc", "L1s_L2wb_L3wb", "L1wb_L2uc_L3uc", "L1wb_L2wb_L3uc",
    "L1wb_L2uc_L3wb",
)  # fmt: skip
LOAD_CACHE_CONTROL = _enum(
    "load_cache_control",
    "Describe the cache settings for load operators",
    _LOAD_CACHE,
    "LoadCacheControl",
)
STORE_CACHE_CONTROL = _enum(
    "store_cache_control",
    "Describe the cache settings for store operators",
    _STORE_CACHE,
    "StoreCacheControl",
)
MEM_SCOPE = _enum(
    "mem_scope",
    "Describe memory scopes",
    ("lane", "subgroup", "workgroup", "cluster", "device", "system"),
    "MemScope",
)
ADDR_SPACE = dialect_enum(
    "xevm",
    "addr_space",
    "Describe address spaces",
    ("private", "global", "constant", "shared", "generic"),
    cpp="mlir::xevm::AddrSpace",
    param=("XeVM_AddrSpaceAttr", "value", "mlir::xevm::AddrSpace"),
)
ELEM_TYPE = DialectEnum(
    "xevm",
    "elem_type",
    "XeVM element type",
    ("bf16", "f16", "s8", "u8", "s4", "u4", "tf32", "f32", "s32", "e2m1", "bf8", "f8"),
)
_F16_BF16 = ("f16", "bf16")
_F8_F4 = ("bf8", "f8", "e2m1")
TRUNCF_SRC = _etype_enum(
    "src_etype", "Source element type for xevm.truncf", _F16_BF16, "src_etype", "TruncfSrcElemType"
)
TRUNCF_DST = _etype_enum(
    "dst_etype",
    "Destination element type for xevm.truncf",
    _F8_F4,
    "dst_etype",
    "TruncfDstElemType",
)
EXTF_SRC = _etype_enum(
    "ext_src_etype", "Source element type for xevm.extf", _F8_F4, "src_etype", "ExtfSrcElemType"
)
EXTF_DST = _etype_enum(
    "ext_dst_etype",
    "Destination element type for xevm.extf",
    _F16_BF16,
    "dst_etype",
    "ExtfDstElemType",
)

_INT = "int"
MMA_SHAPE = StructAttr(
    "xevm",
    "mma_shape",
    "XeVM_MMAShapeAttr",
    (Param("m", _INT, cpp=_INT), Param("n", _INT, cpp=_INT), Param("k", _INT, cpp=_INT)),
)
_ELEM = "xevm::ElemType"
MMA_TYPES = StructAttr(
    "xevm",
    "mma_types",
    "XeVM_MMATypesAttr",
    (
        Param("d", "enum", enum=ELEM_TYPE, cpp=_ELEM),
        Param("a", "enum", enum=ELEM_TYPE, cpp=_ELEM),
        Param("b", "enum", enum=ELEM_TYPE, cpp=_ELEM),
        Param("c", "enum", optional=True, enum=ELEM_TYPE, cpp=_ELEM),
    ),
)
MMA_SHAPE.kind("XeVM_MMAShapeAttr")
MMA_TYPES.kind("XeVM_MMATypesAttr")
XEVM_TARGET = target_attr(
    "xevm",
    "XeVM_TargetAttr",
    target_params(
        "spirv64-unknown-unknown",
        "bmg",
        Param("flags", "dict", optional=True, cpp="::mlir::DictionaryAttr"),
        Param("linkFiles", "array", optional=True, cpp="::mlir::ArrayAttr"),
    ),
    verify=False,
)
_XEVM_ATTRS = DialectAttrs(
    "xevm",
    {
        e.mnemonic: e
        for e in (
            LOAD_CACHE_CONTROL,
            STORE_CACHE_CONTROL,
            MEM_SCOPE,
            ADDR_SPACE,
            TRUNCF_SRC,
            TRUNCF_DST,
            EXTF_SRC,
            EXTF_DST,
        )
    },
    {a.mnemonic: a for a in (MMA_SHAPE, MMA_TYPES, XEVM_TARGET)},
    complete=True,
)

# ---- `prop-dict`: every property, defaults included, as `<{...}>` ---------------------------


def _parse_properties(p: Parser, o: Operation, st: ParseState, args: tuple[Any, ...]) -> None:
    """(`<` dictionary-attribute `>`)? (XeVM_Op::parseProperties)"""
    if not p.consume_if("<"):
        return
    span = p.span
    value = p.parse_attribute()
    if not isinstance(value, at.DictionaryAttr):
        raise p.fail("expected dictionary attribute", span)
    p.expect(">", "expected '>'")
    o.attributes.update(value.entries)


def _print_properties(pr: OpAsmPrinter, o: Operation, v: View, args: tuple[Any, ...]) -> None:
    """`<{...}>` with every property the op holds, defaults included (printProperties)."""
    props: dict[str, at.Attribute] = {}
    spec = o.spec
    for definition in spec.attributes if spec is not None else ():
        value = o.attr(definition.name)
        if value is None and isinstance(definition.default, at.Attribute):
            value = definition.default
        if value is not None:
            props[definition.name] = value
    if props:
        pr.write("<")
        pr.print_attribute(at.DictionaryAttr(dict(sorted(props.items()))))
        pr.write(">")


register_custom(CustomDirective("XeVMProperties", _parse_properties, _print_properties))


def _props(*names: str) -> str:
    """The format's prop-dict: `custom<XeVMProperties>` bound to the op's properties."""
    return "custom<XeVMProperties>(" + ", ".join(f"${n}" for n in names) + ")"


# ---- verifiers ---------------------------------------------------------------------------------


def _int(o: Operation, name: str) -> int | None:
    value = o.attr(name)
    if isinstance(value, at.IntegerAttr):
        return value.value
    if isinstance(value, at.BoolAttr):
        return int(value.value)
    return None


def constant_int(value: Value) -> int | None:
    """getConstantIntValue: the integer an `arith.constant` / `llvm.mlir.constant` defines."""
    if not isinstance(value, OpResult) or value.op.name not in (
        "arith.constant",
        "llvm.mlir.constant",
    ):
        return None
    constant = value.op.attr("value")
    return constant.value if isinstance(constant, at.IntegerAttr) else None


def _power_of_two(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def _matrix_input_problem(o: Operation) -> str | None:
    """verifyMatrixInput: pitch >= width (when constant), element size, tile height, v_blocks."""
    if len(o.operands) >= 4:
        width, pitch = constant_int(o.operands[1]), constant_int(o.operands[3])
        if width is not None and pitch is not None and pitch < width:
            return "4th operand (base pitch) should be >= 2nd operand (base width)"
    size = _int(o, "elem_size_in_bits")
    if size is not None and (size < 8 or not _power_of_two(size) or size > 32):
        return "expecting 'elem_size_in_bits' to be 8, 16, or 32"
    height = _int(o, "tile_height")
    if height is not None and (height > 32 or not _power_of_two(height)):
        return "expecting tile_height to be 1, 2, 4, 8, 16, or 32"
    blocks = _int(o, "v_blocks")
    if blocks is not None and (blocks > 8 or not _power_of_two(blocks)):
        return "expecting v_blocks to be 1, 2, 4, or 8"
    return None


#: element size -> (tile width range, allowed v_blocks, max width * v_blocks) of plain loads.
_PLAIN_LOAD = {
    8: ((4, 64), (1, 2, 4), 64),
    16: ((2, 32), (1, 2, 4), 32),
    32: ((1, 16), (1, 2), 16),
    64: ((1, 8), (1,), None),
}


def _plain_load_problem(size: int, height: int, width: int, blocks: int) -> str | None:
    if not 1 <= height <= 32:
        return "expecting tile_height to be between 1 and 32"
    if size not in _PLAIN_LOAD:
        return "expecting elem_size_in_bits to be 8, 16, 32, or 64"
    (low, high), allowed, limit = _PLAIN_LOAD[size]
    if not low <= width <= high:
        return f"expecting tile_width to be between {low} and {high}"
    if blocks not in allowed:
        words = {1: "1", 2: "1 or 2", 3: "1, 2, or 4"}[len(allowed)]
        return f"expecting v_blocks to be {words}"
    if limit is not None and width * blocks > limit:
        return (
            f"tile_width * v_blocks should be less than or equal to {limit} for {size} bit elements"
        )
    return None


def _transposed_load_problem(size: int, height: int, width: int, blocks: int) -> str | None:
    if blocks != 1:
        return "expecting v_blocks to be 1"
    if size == 32:
        if not 1 <= height <= 32:
            return "expecting tile_height to be between 1 and 32"
        if not 1 <= width <= 8:
            return "expecting tile_width to be between 1 and 8"
        return None
    if size == 64:
        if height != 8:
            return "expecting tile_height to be 8 for 64 bit elements"
        if width not in (1, 2, 4):
            return "expecting tile_width to be 1, 2, or 4"
        return None
    return "transpose is only supported for 32 and 64 bit elements"


def _packed_load_problem(size: int, height: int, width: int, blocks: int) -> str | None:
    if blocks not in (1, 2, 4):
        return "expecting v_blocks to be 1, 2, or 4"
    if size == 8:
        if not 4 <= height <= 32:
            return "expecting tile_height to be between 4 and 32"
        if not 4 <= width <= 16:
            return "expecting tile_width to be between 4 and 16"
        return None
    if size == 16:
        if not 2 <= height <= 32:
            return "expecting tile_height to be between 2 and 32"
        if not 2 <= width <= 16:
            return "expecting tile_width to be between 2 and 16"
        if width * blocks > 32:
            return "tile_width * v_blocks should be less than or equal to 32 for 16 bit elements"
        return None
    return "pack_register is only supported for 8 and 16 bit elements"


def _block_load_problem(o: Operation) -> str | None:
    """verify2DBlockLoadRestriction: result size, then the tile limits of the load kind."""
    size, height = _int(o, "elem_size_in_bits"), _int(o, "tile_height")
    width, blocks = _int(o, "tile_width"), _int(o, "v_blocks")
    transpose, pack = _int(o, "transpose"), _int(o, "pack_register")
    result = o.results[0].type if o.results else None
    if None in (size, height, width, blocks, transpose, pack) or not isinstance(
        result, ty.VectorType
    ):
        return None
    assert size is not None and height is not None and width is not None and blocks is not None
    elem = result.element_type
    if not isinstance(elem, ty.IntegerType | ty.FloatType):
        return "expecting result element type to be int or float"
    actual = _vector_bits(result)
    expected = size * height * width * blocks // 16
    if actual != expected:
        return f"result size of {actual} bits does not match the expected size of {expected} bits"
    if transpose and pack:
        return "transpose and pack_register are mutually exclusive"
    if transpose:
        return _transposed_load_problem(size, height, width, blocks)
    if pack:
        return _packed_load_problem(size, height, width, blocks)
    return _plain_load_problem(size, height, width, blocks)


def _vector_bits(t: ty.VectorType) -> int:
    count = 1
    for dim in t.shape or ():
        count *= dim
    return count * _bit_width(t.element_type)


def _bit_width(t: ty.Type) -> int:
    if isinstance(t, ty.IntegerType):
        return t.width
    if isinstance(t, ty.FloatType):
        return {"tf32": 19, "bf16": 16}.get(
            t.name, int("".join(c for c in t.name if c.isdigit()) or 0)
        )
    return 0


def verify_block_load_2d(o: Operation, ctx: VerifyContext) -> None:
    """BlockLoad2dOp::verify."""
    problem = _block_load_problem(o) or _matrix_input_problem(o)
    if problem is None and o.results and isinstance(o.results[0].type, ty.VectorType):
        width = _bit_width(o.results[0].type.element_type)
        if (_int(o, "elem_size_in_bits") == 32 or _int(o, "pack_register")) and width != 32:
            problem = "expecting result element type to be 32 bits"
        elif _int(o, "pack_register") and _int(o, "tile_width") != 16:
            problem = (
                "tile_width when pack_register is true should be equal to subgroup size "
                "(16 elements)"
            )
    if problem is not None:
        ctx.error(o, problem)


#: element size -> tile widths of block stores (and of prefetches, with 32 -> 8 or 16).
_STORE_WIDTHS = {8: ((16, 32), "16 or 32"), 16: ((16,), "16"), 32: ((16,), "16")}
_PREFETCH_WIDTHS = {**_STORE_WIDTHS, 32: ((8, 16), "8 or 16")}


def _tile_width_problem(o: Operation, widths: dict[int, tuple[tuple[int, ...], str]]) -> str | None:
    size, width = _int(o, "elem_size_in_bits"), _int(o, "tile_width")
    allowed = widths.get(size) if size is not None else None
    if allowed is None or width is None or width in allowed[0]:
        return None
    return f"tile_width for {size} bit elements should be equal to {allowed[1]}"


def _block_store_problem(o: Operation) -> str | None:
    """verify2DBlockStoreRestriction."""
    height, width, size = (
        _int(o, "tile_height"),
        _int(o, "tile_width"),
        _int(o, "elem_size_in_bits"),
    )
    if height is not None and not 1 <= height <= 8:
        return "expecting tile_height to be between 1 and 8"
    ranges = {8: (4, 64), 16: (2, 32), 32: (1, 16), 64: (1, 8)}
    if size is not None and size not in ranges:
        return "expecting elem_size_in_bits to be 8, 16, 32, or 64"
    if size is not None and width is not None:
        low, high = ranges[size]
        if not low <= width <= high:
            return f"expecting tile_width to be between {low} and {high}"
    return None


def verify_block_store_2d(o: Operation, ctx: VerifyContext) -> None:
    """BlockStore2dOp::verify."""
    problem = (
        _block_store_problem(o) or _matrix_input_problem(o) or _tile_width_problem(o, _STORE_WIDTHS)
    )
    if problem is not None:
        ctx.error(o, problem)


def verify_block_prefetch_2d(o: Operation, ctx: VerifyContext) -> None:
    """BlockPrefetch2dOp::verify."""
    problem = _matrix_input_problem(o) or _tile_width_problem(o, _PREFETCH_WIDTHS)
    if problem is not None:
        ctx.error(o, problem)


def verify_block_1d(o: Operation, ctx: VerifyContext) -> None:
    """verify1DBlockArg: vectors of 2, 4, 8 (or 16 for bytes) elements."""
    value = o.results[0].type if o.name == "xevm.blockload" and o.results else None
    if value is None and o.name == "xevm.blockstore" and len(o.operands) == 2:
        value = o.operands[1].type
    if not isinstance(value, ty.VectorType):
        return
    count = 1
    for dim in value.shape or ():
        count *= dim
    if _bit_width(value.element_type) // 8 == 1:
        if count not in (2, 4, 8, 16):
            ctx.error(o, "vector size must be 2, 4, 8 or 16 for 8-bit element type")
    elif count not in (2, 4, 8):
        ctx.error(o, "vector size must be 2, 4 or 8 for element type > 8 bits")


def verify_mma(o: Operation, ctx: VerifyContext) -> None:
    """MMAOp/MMAMxOp::verify: the accumulator C has the result's type."""
    accumulators = len(o.operands) - (2 if o.name == "xevm.mma" else 4)
    if accumulators == 1 and o.results and o.operands[-1].type != o.results[0].type:
        ctx.error(o, "type of C operand must match result type")


def _conversion_verifier(narrowing: bool) -> Any:
    def verify(o: Operation, ctx: VerifyContext) -> None:
        """TruncfOp/ExtfOp::verify: both vectors or both scalars, element width shrinks/grows."""
        if not o.operands or not o.results:
            return
        src, dst = o.operands[0].type, o.results[0].type
        if isinstance(src, ty.VectorType) != isinstance(dst, ty.VectorType):
            ctx.error(o, "both src and dst should be vector types or both should be scalar types")
            return
        src_bits = _bit_width(src.element_type if isinstance(src, ty.VectorType) else src)
        dst_bits = _bit_width(dst.element_type if isinstance(dst, ty.VectorType) else dst)
        if narrowing and src_bits <= dst_bits:
            ctx.plain_error(o, "dst element bitwidth should be less than src element bitwidth")
        elif not narrowing and src_bits >= dst_bits:
            ctx.plain_error(o, "dst element bitwidth should be greater than src element bitwidth")

    return verify


# ---- ops ---------------------------------------------------------------------------------------

_MATRIX_ELEM = constraint(
    "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float "
    "or tf32 type or 16-bit float or bfloat16 type values of ranks 1"
)
_BLOCK_1D = constraint(
    "8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit "
    "signless integer or fixed-length vector of 8-bit signless integer or 16-bit signless "
    "integer or 32-bit signless integer or 64-bit signless integer values of ranks 1"
)
_SCALE = constraint(
    "fixed-length vector of 8-bit signless integer values of ranks 1 or 8-bit signless integer"
)
_HALF = constraint(
    "fixed-length vector of 16-bit float or bfloat16 type values of ranks 1 or 16-bit float or "
    "bfloat16 type"
)
_NARROW = constraint(
    "fixed-length vector of 8-bit signless integer or 4-bit signless integer values of ranks 1 "
    "or 8-bit signless integer or 4-bit signless integer"
)
_MATRIX_OPERANDS = [arg(n, I32) for n in ("base_width", "base_height", "base_pitch", "x", "y")]
_TILE_ATTRS = [int_attr(n) for n in ("elem_size_in_bits", "tile_width", "tile_height")]
_LOAD_CACHE_ATTR = LOAD_CACHE_CONTROL.attr_def("cache_control", optional=True)
_STORE_CACHE_ATTR = STORE_CACHE_CONTROL.attr_def("cache_control", optional=True)
_TO_STORE = "operands {} attr-dict `:` `(` type(operands) `)`"
_TO_LOAD = "operands {} attr-dict `:` functional-type(operands, results)"
_MMA_BODY = "` ` `{` `shape` `=` $shape `,` `types` `=` $types `}` attr-dict `:` functional-type(operands, results)"
_MMA_ATTRS = [attr("shape", "XeVM_MMAShapeAttr"), attr("types", "XeVM_MMATypesAttr")]
#: What the id registers read.
_ID_WHAT = {
    "local_id": "work-item id within the work-group",
    "local_size": "work-group size",
    "group_id": "work-group id",
    "group_count": "number of work-groups",
    "lane_id": "lane id within the subgroup",
    "subgroup_id": "subgroup id within the work-group",
    "subgroup_size": "subgroup size",
}


def _id_summary(register: str) -> str:
    name, _, axis = register.partition(".")
    return f"Read the {_ID_WHAT[name]}" + (f" ({axis})" if axis else "")


_ID_REGISTERS = [
    *xyz("local_id"), *xyz("local_size"), *xyz("group_id"), *xyz("group_count"),
    "lane_id", "subgroup_id", "subgroup_size",
]  # fmt: skip


def _block_ops() -> list[OpSpec]:
    load_2d = ["elem_size_in_bits", "tile_width", "tile_height", "v_blocks", "transpose"]
    return [
        op(
            "xevm.blockload2d",
            "2D block load",
            _TO_LOAD.format(_props(*load_2d, "pack_register", "cache_control")),
            operands=[arg("ptr", ANY_PTR), *_MATRIX_OPERANDS],
            results=[res("res", _MATRIX_ELEM)],
            attrs=[
                *_TILE_ATTRS,
                int_attr("v_blocks"),
                int_attr("transpose", "I1Attr"),
                int_attr("pack_register", "I1Attr"),
                _LOAD_CACHE_ATTR,
            ],
            verify=verify_block_load_2d,
        ),
        op(
            "xevm.blockstore2d",
            "2D block store",
            _TO_STORE.format(
                _props("elem_size_in_bits", "tile_width", "tile_height", "cache_control")
            ),
            operands=[arg("ptr", ANY_PTR), *_MATRIX_OPERANDS, arg("stored_val", _MATRIX_ELEM)],
            attrs=[*_TILE_ATTRS, _STORE_CACHE_ATTR],
            verify=verify_block_store_2d,
        ),
        op(
            "xevm.blockprefetch2d",
            "2D block prefetch",
            _TO_STORE.format(_props(*load_2d[:4], "cache_control")),
            operands=[arg("ptr", ANY_PTR), *_MATRIX_OPERANDS],
            attrs=[*_TILE_ATTRS, int_attr("v_blocks"), _LOAD_CACHE_ATTR],
            verify=verify_block_prefetch_2d,
        ),
        op(
            "xevm.blockload",
            "subgroup block load",
            _TO_LOAD.format(_props("cache_control")),
            operands=[arg("ptr", ANY_PTR)],
            results=[res("res", _BLOCK_1D)],
            attrs=[_LOAD_CACHE_ATTR],
            verify=verify_block_1d,
        ),
        op(
            "xevm.blockstore",
            "subgroup block store",
            _TO_STORE.format(_props("cache_control")),
            operands=[arg("ptr", ANY_PTR), arg("val", _BLOCK_1D)],
            attrs=[_STORE_CACHE_ATTR],
            verify=verify_block_1d,
        ),
        op(
            "xevm.prefetch",
            "Prefetch data into a cache subsystem.",
            _TO_STORE.format(_props("cache_control")),
            operands=[
                arg(
                    "ptr",
                    constraint(
                        "LLVM pointer in address space 1 or LLVM pointer in address space 4"
                    ),
                )
            ],
            attrs=[_LOAD_CACHE_ATTR],
        ),
        op(
            "xevm.memfence",
            "Work-item's memory fence.",
            f"{_props('scope', 'addrspace')} attr-dict",
            attrs=[MEM_SCOPE.attr_def("scope"), ADDR_SPACE.attr_def("addrspace", "generic")],
        ),
    ]


def _compute_ops() -> list[OpSpec]:
    def conversion(
        name: str, summary: str, src: DialectEnum, dst: DialectEnum, narrowing: bool
    ) -> OpSpec:
        return op(
            name,
            summary,
            "$src ` ` `{` $src_etype `,` $dst_etype `}` attr-dict `:` functional-type($src, $dst)",
            operands=[arg("src", _HALF if narrowing else _NARROW)],
            results=[res("dst", _NARROW if narrowing else _HALF)],
            attrs=[src.attr_def("src_etype"), dst.attr_def("dst_etype")],
            verify=_conversion_verifier(narrowing),
        )

    return [
        op(
            "xevm.mma",
            "Subgroup matrix multiply-add",
            f"$a `,` $b (`,` $c^)? {_MMA_BODY}",
            operands=[arg("a", _MATRIX_ELEM), arg("b", _MATRIX_ELEM), opt_arg("c", _MATRIX_ELEM)],
            results=[res("d", _MATRIX_ELEM)],
            attrs=_MMA_ATTRS,
            verify=verify_mma,
        ),
        op(
            "xevm.mma_mx",
            "Subgroup matrix multiply-add with scaling",
            f"$a `,` $b `,` $scale_a `,` $scale_b (`,` $c^)? {_MMA_BODY}",
            operands=[
                arg("a", _MATRIX_ELEM),
                arg("b", _MATRIX_ELEM),
                arg("scale_a", _SCALE),
                arg("scale_b", _SCALE),
                opt_arg("c", _MATRIX_ELEM),
            ],
            results=[res("d", _MATRIX_ELEM)],
            attrs=_MMA_ATTRS,
            verify=verify_mma,
        ),
        conversion("xevm.truncf", "Truncate floating point values", TRUNCF_SRC, TRUNCF_DST, True),
        conversion("xevm.extf", "Extend floating point values", EXTF_SRC, EXTF_DST, False),
    ]


_ID = constraint("32-bit signless integer or 64-bit signless integer")

XEVM = DialectSpec("xevm", "Intel Xe GPU intrinsics extending the LLVM dialect.")
XEVM.parse_attribute = _XEVM_ATTRS.parse
XEVM.add(
    *_block_ops(),
    *_compute_ops(),
    *(
        special_register(f"xevm.{name}", _ID, _id_summary(name), traits=())
        for name in _ID_REGISTERS
    ),
)
