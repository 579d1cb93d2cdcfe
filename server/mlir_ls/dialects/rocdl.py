"""The rocdl dialect: AMDGPU intrinsics on top of the LLVM dialect (ROCDLOps.td).

Most ops are thin wrappers of `llvm.amdgcn.*` intrinsics that come in families sharing
one assembly format (MFMA, WMMA, SWMMAC, the scaled conversions, buffer loads...), so
they are generated from tables here; the constraints are the ODS ones (their summaries
read by `nvvm.constraint`). The formats are upstream's, with `enum($x)` spelled `$x`
(the enum's format kind prints the bare case) and without `prop-dict`, which the
LLVM 24 ops do not use (their properties print in the attribute dictionary).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import CustomDirective, ParseState, View, register_custom
from mlir_ls.dialects.nvvm import (
    ANY_PTR,
    I1,
    I32,
    I64,
    LLVM_TYPE,
    DialectAttrs,
    DialectEnum,
    Param,
    constraint,
    dialect_enum,
    int_attr,
    ptr_in,
    special_register,
    target_attr,
    target_params,
    xyz,
)
from mlir_ls.dialects.ods import arg, attr, match, op, res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import AttrDef, DialectSpec, OperandDef, OpSpec, TypeConstraint
from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.syntax.lexer import integer_value
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

# ---- type constraints ------------------------------------------------------------------------

_ELEMENTS = {
    "f16": "16-bit float",
    "f32": "32-bit float",
    "f64": "64-bit float",
    "bf16": "bfloat16 type",
    "i1": "1-bit signless integer",
    "i16": "16-bit signless integer",
    "i32": "32-bit signless integer",
    "i64": "64-bit signless integer",
    "int": "integer",
    "float": "floating point LLVM type",
}


def _summary(code: str) -> str:
    """The ODS summary of a type written in short: `f32`, `v4f16` (ROCDL_ConcreteVector),
    `sv:f16` (LLVM_ScalarOrVectorOf), `lv:int` (LLVM_VectorOf)."""
    if code.startswith("sv:"):
        element = _ELEMENTS[code[3:]]
        return f"{element} or LLVM dialect-compatible vector of {element}"
    if code.startswith("lv:"):
        return f"LLVM dialect-compatible vector of {_ELEMENTS[code[3:]]}"
    vector = re.fullmatch(r"v(\d+)(\w+)", code)
    if vector is not None:
        return f"fixed-length vector of {_ELEMENTS[vector[2]]} values of length {vector[1]}"
    return _ELEMENTS[code]


def T(code: str) -> TypeConstraint:
    """The type constraint written in short (see `_summary`)."""
    return constraint(_summary(code))


ANY_FLOAT = T("float")
LDS_PTR = ptr_in(3)
GLOBAL_PTR = ptr_in(1)
RSRC_PTR = ptr_in(8)
V4I32 = T("v4i32")

# ---- enum attributes ---------------------------------------------------------------------------


def _enum(
    mnemonic: str,
    summary: str,
    cases: Iterable[str],
    cpp: str,
    bits: Iterable[int] | None = None,
    angle: bool = False,
    record: str = "",
) -> DialectEnum:
    """A ROCDL EnumAttr: `#rocdl<mnemonic case>` (or `#rocdl.mnemonic<case>` with `angle`)."""
    return dialect_enum(
        "rocdl",
        mnemonic,
        summary,
        cases,
        angle=angle,
        bits=bits,
        param=(record or f"ROCDL_{cpp}Attr", "value", f"::mlir::ROCDL::{cpp}"),
    )


_VOLATILE = 1 << 31
MFMA_PERM_B = _enum(
    "mfma_perm_b",
    "permutations of the lanes storing B in an MFMA",
    (
        "none", "bcast_first_32", "bcast_second_32", "rotate_16_right", "bcast_first_16",
        "bcast_second_16", "bcast_third_16", "bcast_fourth_16",
    ),
    "MFMAPermB",
)  # fmt: skip
MFMA_NEG_MODIFIER = _enum(
    "mfma_neg_modifier",
    "negation modifier bitfield for gfx94x double-precision MFMA",
    ("none", "neg_a", "neg_b", "neg_c"),
    "MFMANegModifier",
    bits=(0, 1, 2, 4),
)
MATRIX_FORMAT = _enum(
    "matrix_format",
    "matrix operand formats selected by scaled MFMA/WMMA format fields",
    ("fp8_e4m3", "fp8_e5m2", "fp6_e2m3", "fp6_e3m2", "fp4_e2m1"),
    "MatrixFormat",
)
WMMA_MATRIX_SCALE = _enum(
    "wmma_matrix_scale", "matrix scale row selector", ("row0", "row1"), "WMMAMatrixScale"
)
WMMA_MATRIX_SCALE_FORMAT = _enum(
    "wmma_matrix_scale_format",
    "matrix scale exponent formats",
    ("e8", "e5m3", "e4m3"),
    "WMMAMatrixScaleFormat",
)
WMMA_C_MODIFIER = _enum(
    "wmma_c_modifier",
    "WMMA C operand modifiers",
    ("none", "neg", "abs", "neg_abs"),
    "WMMACModifier",
    bits=(0, 1, 2, 3),
)
_SCHED_BITS = (
    "non_mem_non_sideeffect", "valu", "salu", "mfma_wmma", "all_vmem", "vmem_read",
    "vmem_write", "all_ds", "ds_read", "ds_write", "transcendental", "ldsdma",
)  # fmt: skip
SCHED_GROUP_MASK = _enum(
    "sched_group_mask",
    "instruction type mask for scheduling barriers",
    ("none", *_SCHED_BITS, "all"),
    "SchedGroupMask",
    bits=(0, *(1 << i for i in range(len(_SCHED_BITS))), (1 << len(_SCHED_BITS)) - 1),
)
PRE_GFX12_CACHE_POLICY = _enum(
    "pre_gfx12_cache_policy",
    "pre-gfx12 buffer cache policy bits",
    ("none", "glc", "slc", "dlc", "swz", "scc", "all", "volatile"),
    "PreGfx12CachePolicy",
    bits=(0, 1, 2, 4, 8, 16, 1 | 2 | 4 | 16, _VOLATILE),
)
GFX942_CACHE_POLICY = _enum(
    "gfx942_cache_policy",
    "gfx942 buffer cache policy bits",
    ("none", "sc0", "nt", "swz", "sc1", "volatile"),
    "Gfx942CachePolicy",
    bits=(0, 1, 2, 8, 16, _VOLATILE),
)
GFX12_CACHE_POLICY = _enum(
    "gfx12_cache_policy",
    "gfx12 cache policy bits",
    (
        "none", "nt", "ht", "lu", "nt_rt", "rt_nt", "nt_ht", "nt_wb", "scope_se", "scope_dev",
        "scope_sys", "nv", "swz", "scal", "volatile",
    ),
    "Gfx12CachePolicy",
    bits=(0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 24, 32, 64, 2048, _VOLATILE),
)  # fmt: skip
GFX12_ATOMIC_CACHE_POLICY = _enum(
    "gfx12_atomic_cache_policy",
    "gfx12 atomic cache policy bits",
    ("none", "return", "nt", "cascade", "scope_se", "scope_dev", "scope_sys", "nv", "volatile"),
    "Gfx12AtomicCachePolicy",
    bits=(0, 1, 2, 4, 8, 16, 24, 32, _VOLATILE),
)
_OOB_CASES = ("any", "relaxed", "strict")
_OOB_SUMMARY = "ROCDL buffer out-of-bounds mode"
BUFFER_OOB_MODE = _enum("buffer_oob_mode", _OOB_SUMMARY, _OOB_CASES, "BufferOOBMode", angle=True)
#: The module-flag attributes (`#rocdl.buffer_oob_mode_flag<relaxed>`): an EnumParameter
#: in "`<` $value `>`", spelled like an angle-bracket enum attribute.
BUFFER_OOB_MODE_FLAG = _enum(
    "buffer_oob_mode_flag",
    _OOB_SUMMARY,
    _OOB_CASES,
    "BufferOOBMode",
    angle=True,
    record="ROCDL_BufferOOBModeModuleFlagAttr",
)
TBUFFER_OOB_MODE_FLAG = _enum(
    "tbuffer_oob_mode_flag",
    _OOB_SUMMARY,
    _OOB_CASES,
    "BufferOOBMode",
    angle=True,
    record="ROCDL_TBufferOOBModeModuleFlagAttr",
)

ROCDL_TARGET = target_attr(
    "rocdl",
    "ROCDL_TargetAttr",
    target_params(
        "amdgcn-amd-amdhsa",
        "gfx900",
        Param("features", "string", "", cpp="::llvm::StringRef"),
        Param("abi", "string", "600", cpp="::llvm::StringRef"),
        Param("flags", "dict", optional=True, cpp="DictionaryAttr"),
        Param("link", "array", optional=True, cpp="ArrayAttr"),
    ),
    verify=False,  # ROCDLTargetAttr::verify is not run when the attribute is parsed
)
_ROCDL_ATTRS = DialectAttrs(
    "rocdl",
    {
        e.mnemonic: e
        for e in (
            MFMA_PERM_B,
            MFMA_NEG_MODIFIER,
            MATRIX_FORMAT,
            WMMA_MATRIX_SCALE,
            WMMA_MATRIX_SCALE_FORMAT,
            WMMA_C_MODIFIER,
            SCHED_GROUP_MASK,
            PRE_GFX12_CACHE_POLICY,
            GFX942_CACHE_POLICY,
            GFX12_CACHE_POLICY,
            GFX12_ATOMIC_CACHE_POLICY,
            BUFFER_OOB_MODE,
            BUFFER_OOB_MODE_FLAG,
            TBUFFER_OOB_MODE_FLAG,
        )
    },
    {ROCDL_TARGET.mnemonic: ROCDL_TARGET},
    complete=True,
)

# ---- cache policies: custom<CachePolicy>($aux) ---------------------------------------------------

#: The family keywords of custom<CachePolicy> and their enums.
_POLICY_FAMILIES: dict[str, DialectEnum] = {
    "pre_gfx12": PRE_GFX12_CACHE_POLICY,
    "gfx942": GFX942_CACHE_POLICY,
    "gfx12": GFX12_CACHE_POLICY,
    "gfx12_atomic": GFX12_ATOMIC_CACHE_POLICY,
}
_U32 = 1 << 32


def _parse_cache_policy(p: Parser, o: Operation, st: ParseState, args: tuple[Any, ...]) -> None:
    """integer | (`pre_gfx12` | `gfx942` | `gfx12` | `gfx12_atomic`) `<` bit-enum `>`

    An integer is kept as a 32-bit IntegerAttr (`-1` and `4294967295` alike).
    """
    name = args[0].name
    if p.kind == "integer" or (p.kind == "-" and p.peek_kind() == "integer"):
        negative = p.consume_if("-")
        value = integer_value(p.text)
        if value >= _U32:
            raise p.custom_error("integer value too large", p.span)
        p.advance()
        value = (-value if negative else value) % _U32
        o.attributes[name] = at.IntegerAttr(value - _U32 if value >= 1 << 31 else value, ty.I32)
        return
    family = _POLICY_FAMILIES.get(p.text) if p.kind == "bare" else None
    if family is None:
        raise p.custom_error(
            "expected cache policy family 'pre_gfx12', 'gfx942', 'gfx12', 'gfx12_atomic', "
            "or a 32-bit integer",
            p.span,
        )
    p.advance()
    p.expect("<", "expected '<'")
    bits = family.parse_value(p, custom=True)
    p.expect(">", "expected '>'")
    o.attributes[name] = family.attr(bits)


def _print_cache_policy(pr: OpAsmPrinter, o: Operation, v: View, args: tuple[Any, ...]) -> None:
    """The raw policy as an unsigned integer, or `family<bits>`."""
    policy = v.attr(args[0].name)
    if policy is None or isinstance(policy, at.IntegerAttr):
        pr.write(str(policy.value % _U32 if policy is not None else 0))
        return
    for family, enum in _POLICY_FAMILIES.items():
        value = enum.value(policy)
        if value is not None:
            pr.write(f"{family}<{value}>")
            return
    pr.print_attribute(policy)


register_custom(CustomDirective("CachePolicy", _parse_cache_policy, _print_cache_policy))


def cache_policy(name: str, summary: str, *families: DialectEnum) -> AttrDef:
    """ROCDL_DefaultCachePolicyAttr<...>: one of the families' enums or an I32Attr, default 0."""

    def check(value: Any) -> str | None:
        if not isinstance(value, at.Attribute):
            return None
        if isinstance(value, at.IntegerAttr) and value.type == ty.I32:
            return None
        if any(enum.is_case(value) for enum in families):
            return None
        return f"attribute '{name}' failed to satisfy constraint: {summary}"

    return attr(name, "any", default=at.IntegerAttr(0, ty.I32), check=check)


def _pre_gfx12_policy(name: str = "aux") -> AttrDef:
    return cache_policy(
        name,
        "pre-gfx12 or gfx942 AMDGPU cache policy attribute",
        PRE_GFX12_CACHE_POLICY,
        GFX942_CACHE_POLICY,
    )


def _gfx12_policy(name: str = "aux") -> AttrDef:
    return cache_policy(name, "gfx12 non-atomic AMDGPU cache policy attribute", GFX12_CACHE_POLICY)


def _non_atomic_policy() -> AttrDef:
    return cache_policy(
        "aux",
        "non-atomic AMDGPU buffer cache policy attribute",
        PRE_GFX12_CACHE_POLICY,
        GFX942_CACHE_POLICY,
        GFX12_CACHE_POLICY,
    )


def _atomic_policy() -> AttrDef:
    return cache_policy(
        "aux",
        "atomic AMDGPU buffer cache policy attribute",
        PRE_GFX12_CACHE_POLICY,
        GFX942_CACHE_POLICY,
        GFX12_ATOMIC_CACHE_POLICY,
    )


_POLICY = "custom<CachePolicy>($aux)"

# ---- LLVM types printed without `!llvm.ptr` / `!llvm.struct` ------------------------------------
#
# `type($x)` of an operand whose ODS type is an LLVM dialect type class (LLVMPointerType,
# LLVMStructType) uses parseCustomTypeWithFallback / printStrippedAttrOrType upstream: the
# type prints without its `!llvm.<mnemonic>` prefix (`<3>`, `<(i32, i32)>`), in full when
# that leaves nothing (`!llvm.ptr`), and parses either way. These directives do that for
# the ops whose format has such a `type($x)`.


def _parse_stripped(p: Parser, mnemonic: str) -> ty.Type:
    """`!`-type | the body of `!llvm.<mnemonic>` (`<...>`; for `ptr` possibly nothing)."""
    if p.kind == "exclaim":
        return p.parse_type()
    if p.kind != "<":
        if mnemonic == "ptr":
            return ty.DialectType("llvm", "ptr", None)
        raise p.fail_token("expected '<'")
    start = p.start
    end, problem = scan_body(p.src, start)
    if problem is not None:
        raise p.fail(problem, Span(start, end))
    body = Span(start + 1, end - 1)
    spec = p.registry.dialect("llvm")
    if spec is not None and spec.parse_type is not None:
        parsed = spec.parse_type(p, mnemonic, body)
        if parsed is not None:
            return parsed
    p.reset(end)
    return ty.DialectType("llvm", mnemonic, p.src[body.start : body.end])


def _print_stripped(pr: OpAsmPrinter, t: ty.Type, mnemonic: str) -> None:
    text = str(t)
    prefix = f"!llvm.{mnemonic}<"
    if text.startswith(prefix):
        pr.write(text[len(prefix) - 1 :])
    else:
        pr.print_type(t)


def _stripped_directive(name: str, mnemonic: str) -> None:
    """Register `custom<name>(type($x))`."""

    def parse(p: Parser, o: Operation, st: ParseState, args: tuple[Any, ...]) -> None:
        st.types[args[0].name] = [_parse_stripped(p, mnemonic)]

    def print_(pr: OpAsmPrinter, o: Operation, v: View, args: tuple[Any, ...]) -> None:
        values = args[0].values(v)
        if values:
            _print_stripped(pr, values[0].type, mnemonic)

    register_custom(CustomDirective(name, parse, print_))


_stripped_directive("LLVMPointerType", "ptr")
_stripped_directive("LLVMStructType", "struct")


def _ptr_type(name: str) -> str:
    """`type($name)` of an LLVM pointer operand or result."""
    return f"custom<LLVMPointerType>(type(${name}))"


# ---- op helpers --------------------------------------------------------------------------------

#: The alias-analysis attributes of memory intrinsics (requiresAliasAnalysis).
_ALIAS_ATTRS = ("alias_scopes", "noalias_scopes", "tbaa")


_COUNTERS = ("dscnt", "loadcnt", "storecnt", "expcnt", "asynccnt", "tensorcnt")

#: Summaries by mnemonic: exact names, or prefixes ending in `.` (the longest one wins).
#: ODS gives most intrinsics none; these follow their descriptions.
_SUMMARIES = {
    "s.barrier": "Workgroup barrier without memory fences",
    "barrier": "Workgroup barrier with workgroup-scope fences (HIP's __syncthreads)",
    "wave.barrier": "Wave-level (subgroup) barrier without memory ordering",
    "asyncmark": "Mark the end of a group of asynchronous operations",
    "s.waitcnt": "Wait for outstanding memory operations (a chipset-specific bitfield)",
    "s.sleep": "Sleep for a number of clock cycles",
    "s.nop": "Insert a number of NOP cycles",
    "s.setprio": "Set the wavefront scheduling priority",
    "iglp.opt": "Instruction-group-level parallelism optimization hint",
    "wait.asyncmark": "Wait until N or fewer async operation groups are unexecuted",
    **{
        f"s.wait.{counter}": f"Wait until {counter.upper()} is less than or equal to `count`"
        for counter in _COUNTERS
    },
    "s.barrier.signal": "Signal a barrier by id",
    "s.barrier.signal.isfirst": "Signal a barrier by id; true in the first wave to arrive",
    "s.barrier.signal.var": "Signal a named barrier",
    "s.barrier.leave": "Leave a named barrier by id",
    "s.barrier.wait": "Wait on a barrier by id",
    "s.barrier.init": "Initialize a named barrier with a member count",
    "s.barrier.join": "Join a named barrier",
    "s.wakeup.barrier": "Wake up the waves waiting on a named barrier",
    "s.get.barrier.state": "Query the state of a barrier by id",
    "s.get.named.barrier.state": "Query the state of a named barrier",
    "sched.barrier": "Scheduling barrier: the instruction types that may cross it",
    "sched.group.barrier": "Scheduling group barrier",
    "mbcnt.lo": "Masked bit count of the lanes below the current one (low 32 lanes)",
    "mbcnt.hi": "Masked bit count of the lanes below the current one (high 32 lanes)",
    "ds_swizzle": "Swizzle data within a wavefront",
    "ds_bpermute": "Backward permute (pull) across lanes",
    "update.dpp": "Data-parallel primitive (DPP) lane movement",
    "permlanex16": "Permute lanes across the 16-lane rows",
    "permlane16.swap": "Swap lanes between groups of 16 lanes",
    "permlane32.swap": "Swap lanes between groups of 32 lanes",
    "permlane16.var": "Permute lanes within 16-lane rows by per-lane selectors",
    "permlanex16.var": "Permute lanes across 16-lane rows by per-lane selectors",
    "mfma.": "Matrix fused multiply-add (MFMA)",
    "mfma.scale.": "Scaled matrix fused multiply-add (MFMA) with per-operand scaling",
    "smfmac.": "Sparse matrix fused multiply-accumulate (SMFMAC, 2:4 structured sparsity)",
    "wmma.": "Wave matrix multiply-accumulate (WMMA)",
    "wmma.scale.": "Scaled wave matrix multiply-accumulate (WMMA)",
    "wmma.scale16.": "Scaled wave matrix multiply-accumulate (WMMA), 64-bit scales",
    "swmmac.": "Sparse wave matrix multiply-accumulate (SWMMAC)",
    "fdot2": "Packed intra-lane dot product",
    "fdot2.": "Packed intra-lane dot product",
    "sdot2": "Packed intra-lane dot product (signed)",
    "udot2": "Packed intra-lane dot product (unsigned)",
    "sdot4": "Packed intra-lane dot product (signed)",
    "udot4": "Packed intra-lane dot product (unsigned)",
    "sdot8": "Packed intra-lane dot product (signed)",
    "udot8": "Packed intra-lane dot product (unsigned)",
    "dot4.": "Packed intra-lane fp8/bf8 dot product",
    "sudot4": "Mixed-signedness packed dot product",
    "sudot8": "Mixed-signedness packed dot product",
    "ds.read.": "Transposing load from LDS (gfx950)",
    "load.to.lds": "Load from global memory or a buffer to LDS",
    "global.load.lds": "Load from global memory to LDS",
    "load.async.to.lds": "Gathering load to LDS that requires explicit async memory tracking",
    "global.load.async.lds": "Version of rocdl.load.async.to.lds specialized to global pointers",
    "raw.ptr.buffer.load.async.lds": "Async variant of raw.ptr.buffer.load.lds",
    "global.load.async.to.lds.": "Asynchronous load from global memory to LDS",
    "global.store.async.from.lds.": "Asynchronous store from LDS to global memory",
    "cluster.load.async.to.lds.": "Broadcast load to the LDS of a cluster of workgroups",
    "make.buffer.rsrc": "Make a buffer resource from a base pointer, stride, size and flags",
    "ptr.s.buffer.load": "Scalar load from a buffer resource",
    "raw.ptr.buffer.load": "Load from a buffer resource",
    "raw.ptr.buffer.store": "Store to a buffer resource",
    "raw.ptr.buffer.load.lds": "Load from a buffer resource to LDS",
    "raw.ptr.buffer.atomic.": "Atomic read-modify-write on a buffer resource",
    "raw.ptr.buffer.atomic.cmpswap": "Atomic compare-and-swap on a buffer resource",
    "raw.buffer.load": "Load from a buffer descriptor",
    "raw.buffer.store": "Store to a buffer descriptor",
    "raw.buffer.atomic.": "Atomic read-modify-write on a buffer descriptor",
    "raw.buffer.atomic.cmpswap": "Atomic compare-and-swap on a buffer descriptor",
    "global.prefetch": "Prefetch from global memory into the caches",
    "flat.prefetch": "Prefetch from flat memory into the caches",
    "ds.atomic.barrier.arrive.rtn.b64": "Arrive at an LDS barrier, returning its previous state",
    "ds.atomic.async.barrier.arrive.b64": "Arrive at an LDS barrier in order with async loads",
    "tanh": "AMDGPU hyperbolic tangent",
    "sin": "AMDGPU sine",
    "cos": "AMDGPU cosine",
    "rcp": "AMDGPU reciprocal",
    "exp": "AMDGPU exponential",
    "exp2": "AMDGPU base-2 exponential",
    "log": "AMDGPU logarithm",
    "sqrt": "AMDGPU square root",
    "rsq": "AMDGPU reciprocal square root",
}


def _summary_of(name: str) -> str:
    keys = [k for k in _SUMMARIES if name == k or (k.endswith(".") and name.startswith(k))]
    return _SUMMARIES[max(keys, key=len)] if keys else ""


def intr(
    name: str,
    fmt: str,
    operands: Sequence[OperandDef] = (),
    result: TypeConstraint | None = None,
    attrs: Sequence[AttrDef] = (),
    *,
    summary: str = "",
    pure: bool = False,
    same: Sequence[Sequence[str]] = (),
    memory: bool = False,
) -> OpSpec:
    """A `rocdl.*` intrinsic op: one result `$res` (when `result` is given), `same` the
    AllTypesMatch groups, `memory` adding the alias-analysis attributes."""
    all_attrs = list(attrs)
    if memory:
        all_attrs += [attr(a, optional=True) for a in _ALIAS_ATTRS]
    return op(
        f"rocdl.{name}",
        summary or _summary_of(name),
        fmt,
        operands=operands,
        results=[res("res", result)] if result is not None else [],
        attrs=all_attrs,
        traits=("Pure",) if pure else (),
        relations=[match(*group) for group in same],
    )


def _args(names: str, codes: Sequence[str]) -> list[OperandDef]:
    """Operands `a b c` with the constraints written in short."""
    return [arg(n, T(c)) for n, c in zip(names.split(), codes, strict=True)]


def _flags(*names: str) -> list[AttrDef]:
    """DefaultValuedAttr<I1Attr, "0"> for each name."""
    return [int_attr(n, "I1Attr", default=False) for n in names]


# ---- special registers, waits and barriers ---------------------------------------------------------

_REGISTERS = (
    *xyz("workitem.id"), *xyz("workgroup.id"), *xyz("cluster.id"),
    *xyz("cluster.workgroup.id"), "wave.id", "wavefrontsize",
)  # fmt: skip

#: `$count attr-dict` ops: name -> (attribute, kind, format).
_COUNTER_OPS = {
    "s.waitcnt": ("bitfield", "I32Attr", "attr-dict $bitfield"),
    "s.sleep": ("count", "I32Attr", "attr-dict $count"),
    "s.nop": ("count", "I16Attr", "attr-dict $count"),
    "s.setprio": ("priority", "I16Attr", "$priority attr-dict"),
    "iglp.opt": ("variant", "I32Attr", "$variant attr-dict"),
    "wait.asyncmark": ("count", "I16Attr", "$count attr-dict"),
    **{f"s.wait.{counter}": ("count", "I16Attr", "$count attr-dict") for counter in _COUNTERS},
}


def _sync_ops() -> list[OpSpec]:
    specs = [
        special_register(
            f"rocdl.{name}",
            LLVM_TYPE,
            "Read a hardware register for thread/workgroup/cluster identification",
        )
        for name in _REGISTERS
    ]
    specs += [
        intr(name, "attr-dict") for name in ("s.barrier", "barrier", "wave.barrier", "asyncmark")
    ]
    specs += [
        intr(name, fmt, attrs=[int_attr(a, kind)]) for name, (a, kind, fmt) in _COUNTER_OPS.items()
    ]
    by_id = "`id` `=` $id attr-dict"
    specs += [
        intr("s.barrier.signal", by_id, attrs=[int_attr("id")]),
        intr("s.barrier.leave", by_id, attrs=[int_attr("id", "I16Attr")]),
        intr("s.barrier.wait", by_id, attrs=[int_attr("id", "I16Attr")]),
        intr("s.barrier.signal.isfirst", f"{by_id} `->` type($res)", [], I1, [int_attr("id")]),
        intr("s.get.barrier.state", f"{by_id} `->` type($res)", [], I32, [int_attr("id")]),
    ]
    named = "$ptr `member_cnt` `=` $memberCnt attr-dict `:` qualified(type($ptr))"
    ptr = [arg("ptr", LDS_PTR)]
    specs += [
        intr("s.barrier.init", named, ptr, attrs=[int_attr("memberCnt")]),
        intr("s.barrier.signal.var", named, ptr, attrs=[int_attr("memberCnt")]),
        intr("s.barrier.join", "$ptr attr-dict `:` qualified(type($ptr))", ptr),
        intr("s.wakeup.barrier", "$ptr attr-dict `:` qualified(type($ptr))", ptr),
        intr(
            "s.get.named.barrier.state",
            "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
            ptr,
            I32,
        ),
        intr("sched.barrier", "$mask attr-dict", attrs=[SCHED_GROUP_MASK.attr_def("mask")]),
        intr(
            "sched.group.barrier",
            "$mask `,` $size `,` $groupId attr-dict",
            attrs=[SCHED_GROUP_MASK.attr_def("mask"), int_attr("size"), int_attr("groupId")],
        ),
    ]
    return specs


# ---- lane operations ---------------------------------------------------------------------------

_BINARY_I32 = "`:` `(` type($%s) `,` type($%s) `)` `->` type($res)"


def _lane_ops() -> list[OpSpec]:
    specs = [
        op(
            f"rocdl.mbcnt.{half}",
            _summary_of(f"mbcnt.{half}"),
            "$in0 `,` $in1 attr-dict " + _BINARY_I32 % ("in0", "in1"),
            operands=[arg("in0", I32), arg("in1", I32)],
            results=[res("res", I32)],
            attrs=[attr("arg_attrs", optional=True), attr("res_attrs", optional=True)],
            traits=("Pure",),
        )
        for half in ("lo", "hi")
    ]
    specs += [
        intr(
            "ds_swizzle",
            "$src `,` $offset attr-dict " + _BINARY_I32 % ("src", "offset"),
            _args("src offset", ("i32", "i32")),
            I32,
        ),
        intr(
            "ds_bpermute",
            "$index `,` $src attr-dict " + _BINARY_I32 % ("index", "src"),
            _args("index src", ("i32", "i32")),
            I32,
        ),
        intr(
            "ballot",
            "$pred attr-dict `:` type($res)",
            [arg("pred", I1)],
            LLVM_TYPE,
            summary="Vote across thread group",
        ),
        intr(
            "readfirstlane",
            "$src attr-dict `:` type($res)",
            [arg("src", LLVM_TYPE)],
            LLVM_TYPE,
            summary="Get the value in first active lane.",
            same=[("res", "src")],
        ),
        intr(
            "readlane",
            "$src0 `,` $src1 attr-dict " + _BINARY_I32 % ("src0", "src1"),
            [arg("src0", LLVM_TYPE), arg("src1", I32)],
            LLVM_TYPE,
            summary="Get the value in the specific lane.",
            same=[("res", "src0")],
        ),
        intr(
            "update.dpp",
            "attr-dict $old `,` $src `with` $dppCtrl `,` $rowMask `,` $bankMask `,` "
            "$boundCtrl `:` type($src)",
            [arg("old", LLVM_TYPE), arg("src", LLVM_TYPE)],
            LLVM_TYPE,
            [
                int_attr("dppCtrl"),
                int_attr("rowMask"),
                int_attr("bankMask"),
                int_attr("boundCtrl", "I1Attr"),
            ],
            same=[("res", "src", "old")],
        ),
        intr(
            "permlanex16",
            "attr-dict $old `,` $src0 `,` $src1 `,` $src2 `,` $fi `,` $boundControl `:` "
            "type($src0) `,` type($src1)",
            [arg(n, LLVM_TYPE) for n in ("old", "src0", "src1", "src2")],
            LLVM_TYPE,
            _flag_attrs(),
            same=[("res", "old", "src0"), ("src1", "src2")],
        ),
    ]
    swap = (
        "attr-dict $old `,` $src `,` $fi `,` $boundControl `:` `(` type($old) `,` type($src) `)` "
        "`->` custom<LLVMStructType>(type($res))"
    )
    pair = constraint(
        "LLVM dialect-compatible struct of 32-bit signless integerand32-bit signless integer"
    )
    specs += [
        intr(f"permlane{n}.swap", swap, _args("old src", ("i32", "i32")), pair, _flag_attrs())
        for n in (16, 32)
    ]
    var = "attr-dict $old `,` $src0 `,` $src1 `,` $fi `,` $boundControl `:` functional-type(operands, $res)"
    specs += [
        intr(f"{name}.var", var, _args("old src0 src1", ("i32",) * 3), I32, _flag_attrs())
        for name in ("permlane16", "permlanex16")
    ]
    return specs


def _flag_attrs() -> list[AttrDef]:
    """The `fi` and `boundControl` immediates of the permlane ops (I1Attr)."""
    return [int_attr("fi", "I1Attr"), int_attr("boundControl", "I1Attr")]


# ---- matrix ops: MFMA, SMFMAC, WMMA, SWMMAC, dot products --------------------------------------

_MATRIX_TYPES = "attr-dict `:` functional-type(operands, $res)"

#: ROCDL_Mfma_IntrOp: mnemonic, A/B type, C/D type (`f64` rows take the NEG bitfield as `blgp`).
_MFMA = """
f32.32x32x1f32 f32 v32f32      f32.16x16x1f32 f32 v16f32        f32.4x4x1f32 f32 v4f32
f32.32x32x2f32 f32 v16f32      f32.16x16x4f32 f32 v4f32         f32.32x32x4f16 v4f16 v32f32
f32.16x16x4f16 v4f16 v16f32    f32.4x4x4f16 v4f16 v4f32         f32.32x32x8f16 v4f16 v16f32
f32.16x16x16f16 v4f16 v4f32    i32.32x32x4i8 i32 v32i32         i32.16x16x4i8 i32 v16i32
i32.4x4x4i8 i32 v4i32          i32.32x32x8i8 i32 v16i32         i32.16x16x16i8 i32 v4i32
f32.32x32x2bf16 v2i16 v32f32   f32.16x16x2bf16 v2i16 v16f32     f32.4x4x2bf16 v2i16 v4f32
f32.32x32x4bf16 v2i16 v16f32   f32.16x16x8bf16 v2i16 v4f32      f32.32x32x4bf16.1k v4i16 v32f32
f32.16x16x4bf16.1k v4i16 v16f32  f32.4x4x4bf16.1k v4i16 v4f32   f32.32x32x8bf16.1k v4i16 v16f32
f32.16x16x16bf16.1k v4i16 v4f32  f64.16x16x4f64 f64 v4f64       f64.4x4x4f64 f64 f64
i32.16x16x32.i8 i64 v4i32      i32.32x32x16.i8 i64 v16i32       f32.16x16x8.xf32 v2f32 v4f32
f32.32x32x4.xf32 v2f32 v16f32  f32.16x16x32.bf16 v8bf16 v4f32   i32.16x16x64.i8 v4i32 v4i32
f32.16x16x32.f16 v8f16 v4f32   f32.32x32x16.bf16 v8bf16 v16f32  i32.32x32x32.i8 v4i32 v16i32
f32.32x32x16.f16 v8f16 v16f32
""" + "".join(
    f"f32.{shape}.{a}.{b} i64 {cd}\n"
    for shape, cd in (("16x16x32", "v4f32"), ("32x32x16", "v16f32"))
    for a in ("bf8", "fp8")
    for b in ("bf8", "fp8")
)

#: ROCDL_Smfmac_IntrOp: mnemonic, A, B and C/D types.
_SMFMAC = """
f32.16x16x32.f16 v4f16 v8f16 v4f32     f32.32x32x16.f16 v4f16 v8f16 v16f32
f32.16x16x32.bf16 v4i16 v8i16 v4f32    f32.32x32x16.bf16 v4i16 v8i16 v16f32
i32.16x16x64.i8 v2i32 v4i32 v4i32      i32.32x32x32.i8 v2i32 v4i32 v16i32
f32.16x16x64.bf16 v8bf16 v16bf16 v4f32 f32.16x16x64.f16 v8f16 v16f16 v4f32
i32.16x16x128.i8 v4i32 v8i32 v4i32     f32.32x32x32.bf16 v8bf16 v16bf16 v16f32
f32.32x32x32.f16 v8f16 v16f16 v16f32   i32.32x32x64.i8 v4i32 v8i32 v16i32
""" + "".join(
    f"f32.{shape}.{a}.{b} {ab} {cd}\n"
    for shape, ab, cd in (
        ("16x16x64", "v2i32 v4i32", "v4f32"),
        ("32x32x32", "v2i32 v4i32", "v16f32"),
        ("16x16x128", "v4i32 v8i32", "v4f32"),
        ("32x32x64", "v4i32 v8i32", "v16f32"),
    )
    for a in ("bf8", "fp8")
    for b in ("bf8", "fp8")
)


def _rows(table: str, width: int) -> list[list[str]]:
    """The whitespace-separated cells of a table, `width` per row."""
    cells = table.split()
    return [cells[i : i + width] for i in range(0, len(cells), width)]


def _mfma_ops() -> list[OpSpec]:
    specs = []
    for name, ab, cd in _rows(_MFMA, 3):
        blgp = MFMA_NEG_MODIFIER if name.startswith("f64") else MFMA_PERM_B
        specs.append(
            intr(
                f"mfma.{name}",
                f"$a `,` $b `,` $c `,` $cbsz `,` $abid `,` $blgp {_MATRIX_TYPES}",
                _args("a b c", (ab, ab, cd)),
                T(cd),
                [int_attr("cbsz"), int_attr("abid"), blgp.attr_def("blgp")],
            )
        )
    specs += [
        intr(
            f"mfma.scale.f32.{shape}.f8f6f4",
            "$a `,` $b `,` $c `,` $cbsz `,` $blgp `,` $opselA `,` $scaleA `,` $opselB `,` "
            f"$scaleB {_MATRIX_TYPES}",
            _args("a b c scaleA scaleB", ("lv:i32", "lv:i32", "lv:f32", "i32", "i32")),
            T("sv:f32"),
            [
                MATRIX_FORMAT.attr_def("cbsz"),
                MATRIX_FORMAT.attr_def("blgp"),
                int_attr("opselA"),
                int_attr("opselB"),
            ],
        )
        for shape in ("16x16x128", "32x32x64")
    ]
    specs += [
        intr(
            f"smfmac.{name}",
            f"$a `,` $b `,` $c `,` $index `,` $cbsz `,` $abid {_MATRIX_TYPES}",
            _args("a b c index", (a, b, cd, "i32")),
            T(cd),
            [int_attr("cbsz"), int_attr("abid")],
        )
        for name, a, b, cd in _rows(_SMFMAC, 4)
    ]
    return specs


#: The attributes of each WMMA/SWMMAC flavour (DefaultValuedAttr<I1Attr> unless `modC`).
_MATRIX_FLAGS = {
    "plain": (),
    "opsel": ("opsel",),
    "iu": ("signA", "signB", "clamp"),
    "modc": ("modC", "reuseA", "reuseB"),
    "abclamp": ("signA", "signB", "reuseA", "reuseB", "clamp"),
    "reuse": ("reuseA", "reuseB"),
    "modsab": ("signA", "signB", "reuseA", "reuseB"),
}

#: ROCDL_WMMA_*_IntrOp: mnemonic, flavour, A/B, C and D element types (LLVM_ScalarOrVectorOf).
_WMMA = (
    """
f32.16x16x16.f16 plain f16 f32 f32        f32.16x16x16.bf16 plain int f32 f32
f16.16x16x16.f16 opsel f16 f16 f16        bf16.16x16x16.bf16 opsel int int int
i32.16x16x16.iu8 iu int int int           i32.16x16x16.iu4 iu int int int
i32.16x16x32.iu4 iu int int int           f32.16x16x4.f32 modc f32 f32 f32
f32.16x16x32.bf16 modc bf16 f32 f32       f32.16x16x32.f16 modc f16 f32 f32
f16.16x16x32.f16 modc f16 f16 f16         bf16.16x16x32.bf16 modc bf16 bf16 bf16
bf16f32.16x16x32.bf16 modc bf16 f32 bf16  i32.16x16x64.iu8 abclamp int int int
"""
    + "".join(
        f"f32.16x16x16.{a}_{b} plain int f32 f32\n" for a in ("fp8", "bf8") for b in ("fp8", "bf8")
    )
    + "".join(
        f"{d}.16x16x{k}.{a}_{b} modc int {d} {d}\n"
        for d in ("f32", "f16")
        for k in (64, 128)
        for a in ("fp8", "bf8")
        for b in ("fp8", "bf8")
    )
)

#: ROCDL_SWMMAC_*_IntrOp: mnemonic, flavour, A, B, C and D types (in short).
_SWMMAC = (
    """
f32.16x16x32.f16 plain lv:f16 lv:f16 lv:f32 lv:f32
f32.16x16x32.bf16 plain lv:int lv:int lv:f32 lv:f32
f16.16x16x32.f16 plain lv:f16 lv:f16 lv:f16 lv:f16
bf16.16x16x32.bf16 plain lv:int lv:int lv:int lv:int
i32.16x16x32.iu8 iu sv:int sv:int sv:int sv:int
i32.16x16x32.iu4 iu sv:int sv:int sv:int sv:int
i32.16x16x64.iu4 iu sv:int sv:int sv:int sv:int
f32.16x16x64.f16 modsab sv:f16 sv:f16 sv:f32 sv:f32
f32.16x16x64.bf16 modsab sv:bf16 sv:bf16 sv:f32 sv:f32
f16.16x16x64.f16 modsab sv:f16 sv:f16 sv:f16 sv:f16
bf16.16x16x64.bf16 modsab sv:bf16 sv:bf16 sv:bf16 sv:bf16
bf16f32.16x16x64.bf16 modsab sv:bf16 sv:bf16 sv:bf16 sv:bf16
i32.16x16x128.iu8 abclamp sv:int sv:int sv:int sv:int
"""
    + "".join(
        f"f32.16x16x32.{a}.{b} plain sv:int sv:int sv:f32 sv:f32\n"
        for a in ("fp8", "bf8")
        for b in ("fp8", "bf8")
    )
    + "".join(
        f"{d}.16x16x128.{a}.{b} reuse sv:int sv:int sv:{d} sv:{d}\n"
        for d in ("f32", "f16")
        for a in ("fp8", "bf8")
        for b in ("fp8", "bf8")
    )
)


def _matrix_attrs(flavour: str) -> list[AttrDef]:
    return [
        WMMA_C_MODIFIER.attr_def(n, "none") if n == "modC" else int_attr(n, "I1Attr", default=False)
        for n in _MATRIX_FLAGS[flavour]
    ]


def _wmma_ops() -> list[OpSpec]:
    specs = []
    for name, flavour, ab, c, d in _rows(_WMMA, 5):
        mod_c = " `,` `modC` `=` $modC" if flavour == "modc" else ""
        specs.append(
            intr(
                f"wmma.{name}",
                f"$a `,` $b `,` $c{mod_c} {_MATRIX_TYPES}",
                _args("a b c", (f"sv:{ab}", f"sv:{ab}", f"sv:{c}")),
                T(f"sv:{d}"),
                _matrix_attrs(flavour),
            )
        )
    specs += [
        intr(
            f"swmmac.{name}",
            f"$a `,` $b `,` $c `,` $index {_MATRIX_TYPES}",
            _args("a b c index", (a, b, c, "i32")),
            T(d),
            _matrix_attrs(flavour),
        )
        for name, flavour, a, b, c, d in _rows(_SWMMAC, 6)
    ]
    return specs + _wmma_scale_ops()


def _wmma_scale_ops() -> list[OpSpec]:
    """ROCDL_WMMA_Scale_IntrOp (`fmtA`, `fmtB` first) and ROCDL_WMMA_Scale_F4_IntrOp."""
    specs = []
    for kind, scale in (("scale", "i32"), ("scale16", "i64")):
        for shape, formats in (("16x16x128.f8f6f4", ("fmtA", "fmtB")), ("32x16x128.f4", ())):
            attrs = [MATRIX_FORMAT.attr_def(n, "fp8_e4m3") for n in formats]
            attrs += [
                WMMA_C_MODIFIER.attr_def("modC", "none"),
                WMMA_MATRIX_SCALE.attr_def("scaleAType", "row0"),
                WMMA_MATRIX_SCALE_FORMAT.attr_def("fmtScaleA", "e8"),
                WMMA_MATRIX_SCALE.attr_def("scaleBType", "row0"),
                WMMA_MATRIX_SCALE_FORMAT.attr_def("fmtScaleB", "e8"),
                *_flags("reuseA", "reuseB"),
            ]
            keywords = " `,` ".join(f"`{a.name}` `=` ${a.name}" for a in attrs[:-2])
            specs.append(
                intr(
                    f"wmma.{kind}.f32.{shape}",
                    f"$a `,` $b `,` $c `,` $scaleA `,` $scaleB `,` {keywords} {_MATRIX_TYPES}",
                    _args("a b c scaleA scaleB", ("sv:int", "sv:int", "sv:f32", scale, scale)),
                    T("sv:f32"),
                    attrs,
                )
            )
    return specs


#: Dot products: mnemonic, flavour (ROCDL_Dot_IntrOp with `clamp`, `noclamp`, or the
#: mixed-sign `sudot`), A, B and C/D types.
_DOT = """
fdot2 clamp v2f16 v2f16 f32          sdot2 clamp v2i16 v2i16 i32      udot2 clamp v2i16 v2i16 i32
sdot4 clamp i32 i32 i32              udot4 clamp i32 i32 i32          sdot8 clamp i32 i32 i32
udot8 clamp i32 i32 i32              fdot2.f16.f16 noclamp v2f16 v2f16 f16
fdot2.bf16.bf16 noclamp v2bf16 v2bf16 bf16                            sudot4 sudot i32 i32 i32
sudot8 sudot i32 i32 i32             fdot2.f32.bf16 clamp v2bf16 v2bf16 f32
""" + "".join(
    f"dot4.f32.{a}.{b} noclamp i32 i32 f32\n" for a in ("fp8", "bf8") for b in ("fp8", "bf8")
)
_DOT_FLAGS = {"clamp": ("clamp",), "noclamp": (), "sudot": ("signA", "signB", "clamp")}


def _dot_ops() -> list[OpSpec]:
    return [
        intr(
            name,
            f"$a `,` $b `,` $c {_MATRIX_TYPES}",
            _args("a b c", (a, b, c)),
            T(c),
            _flags(*_DOT_FLAGS[flavour]),
            pure=True,
        )
        for name, flavour, a, b, c in _rows(_DOT, 5)
    ]


# ---- conversions -------------------------------------------------------------------------------

#: The immediates selecting bytes/words/halves (name -> attribute kind).
_SELECTORS = {
    "byteSel": "I32Attr",
    "wordSel": "I1Attr",
    "scaleSel": "I32Attr",
    "srcSelIndex": "I32Attr",
    "dstSelIndex": "I32Attr",
    "srcLoHiSel": "I1Attr",
    "dstLoHiSel": "I1Attr",
}


def convert(name: str, fmt: str, operands: str, result: str | None = None) -> OpSpec:
    """A pure conversion: `fmt` after `attr-dict`, then `` `:` type($res)``.

    `operands` lists `name:type` (types in short); the selector immediates the format
    names (`[$byteSel]`) become attributes; `result` defaults to LLVM_Type.
    """
    pairs = [item.split(":", 1) for item in operands.split()]
    selectors = [s for s in _SELECTORS if f"${s}" in fmt]
    return intr(
        name,
        f"attr-dict {fmt} `:` type($res)",
        [arg(n, T(code)) for n, code in pairs],
        T(result) if result is not None else LLVM_TYPE,
        [int_attr(s, _SELECTORS[s]) for s in selectors],
        summary=_conversion_summary(name),
        pure=True,
    )


def _conversion_summary(name: str) -> str:
    """`cvt[.scale...][.sr][.pkN].<to>.<from>`: "Convert <from> to <to>" and how."""
    parts = name.split(".")
    if len(parts) < 3:
        return "Convert two f32 values into a vector<2xf16> (round toward zero)"
    how = [w for w, key in (("scaled", "scale"), ("stochastic rounding", ".sr.")) if key in name]
    return f"Convert {parts[-1]} to {parts[-2]}" + (f" ({', '.join(how)})" if how else "")


_SEL_BYTE = "$srcA `,` $srcB `->` $old `[` $byteSel `]`"
_SEL_WORD = "$srcA `,` $srcB `->` $old `[` $wordSel `]`"


def _fp8_conversions() -> list[OpSpec]:
    """The gfx94x fp8/bf8 conversions."""
    specs = [convert("cvt.pkrtz", "$srcA `,` $srcB", "srcA:f32 srcB:f32")]
    for small in ("bf8", "fp8"):
        specs += [
            convert(f"cvt.f32.{small}", "$srcA `[` $byteSel `]`", "srcA:i32"),
            convert(f"cvt.pk.f32.{small}", "$src `[` $wordSel `]`", "src:i32"),
            convert(f"cvt.pk.{small}.f32", _SEL_WORD, "srcA:f32 srcB:f32 old:i32"),
            convert(f"cvt.sr.{small}.f32", _SEL_BYTE, "srcA:f32 srcB:i32 old:i32"),
        ]
    return specs


_SCALE = "$src `,` $scale"
_SEEDED = "$src `,` $seed `,` $scale"


def _packed_scale_conversions() -> list[OpSpec]:
    """cvt.scale.pkN (up-scaling), cvt.scalef32[.sr].pkN (down-scaling) for 8, 16 and 32
    packed values."""
    specs = []
    for count, smalls, vector in (
        (8, (("fp4", "i32"), ("fp8", "v2i32"), ("bf8", "v2i32")), 8),
        (16, (("fp6", "v3i32"), ("bf6", "v3i32")), 16),
    ):
        for small, packed in smalls:
            for large in ("f16", "bf16", "f32"):
                wide = f"v{vector}{large}"
                specs += [
                    convert(
                        f"cvt.scale.pk{count}.{large}.{small}",
                        "$src `,` $scale `[` $scaleSel `]`",
                        f"src:{packed} scale:i32",
                        wide,
                    ),
                    convert(
                        f"cvt.scalef32.pk{count}.{small}.{large}",
                        _SCALE,
                        f"src:{wide} scale:f32",
                        packed,
                    ),
                    convert(
                        f"cvt.scalef32.sr.pk{count}.{small}.{large}",
                        _SEEDED,
                        f"src:{wide} seed:i32 scale:f32",
                        packed,
                    ),
                ]
    for small in ("fp6", "bf6"):
        for large in ("f16", "bf16", "f32"):
            wide = f"v32{large}"
            if large != "f32":
                specs.append(
                    convert(
                        f"cvt.scalef32.pk32.{small}.{large}",
                        _SCALE,
                        f"src:{wide} scale:f32",
                        "v6i32",
                    )
                )
            specs += [
                convert(
                    f"cvt.scalef32.sr.pk32.{small}.{large}",
                    _SEEDED,
                    f"src:{wide} seed:i32 scale:f32",
                    "v6i32",
                ),
                convert(f"cvt.scalef32.pk32.{large}.{small}", _SCALE, "src:v6i32 scale:f32", wide),
            ]
        specs.append(
            convert(
                f"cvt.scalef32.2xpk16.{small}.f32",
                "$src0 `,` $src1 `,` $scale",
                "src0:v16f32 src1:v16f32 scale:f32",
                "v6i32",
            )
        )
    return specs


_INTO_HALF = "`->` $oldVdst `[` $dstLoHiSel `]`"
_INTO_BYTE = "`->` $oldVdst `[` $dstSelIndex `]`"


def _scalef32_conversions() -> list[OpSpec]:
    """The scaled conversions to/from fp8, bf8 and fp4 of gfx950."""
    specs = []
    for small in ("fp8", "bf8"):
        specs += [
            convert(
                f"cvt.scalef32.f16.{small}",
                f"$src `[` $srcSelIndex `]` `,` $scale {_INTO_HALF}",
                "oldVdst:v2f16 src:i32 scale:f32",
                "v2f16",
            ),
            convert(
                f"cvt.scalef32.f32.{small}",
                "$src `[` $srcSelIndex `]` `,` $scale",
                "src:i32 scale:f32",
                "f32",
            ),
            convert(
                f"cvt.scalef32.pk.{small}.f32",
                f"$src0 `,` $src1 `,` $scale {_INTO_HALF}",
                "oldVdst:v2i16 src0:f32 src1:f32 scale:f32",
                "v2i16",
            ),
        ]
        specs += [
            convert(
                f"cvt.scalef32.pk.{small}.{large}",
                f"$src0 `,` $scale {_INTO_HALF}",
                f"oldVdst:v2i16 src0:v2{large} scale:f32",
                "v2i16",
            )
            for large in ("f16", "bf16")
        ]
        specs += [
            convert(
                f"cvt.scalef32.pk.{large}.{small}",
                "$src `[` $srcLoHiSel `]` `,` $scale",
                "src:i32 scale:f32",
                f"v2{large}",
            )
            for large in ("f16", "bf16", "f32")
        ]
        specs += [
            convert(
                f"cvt.scalef32.sr.{small}.{large}",
                f"$src0 `,` $seed `,` $scale {_INTO_BYTE}",
                f"oldVdst:i32 src0:{large} seed:i32 scale:f32",
                "i32",
            )
            for large in ("f32", "f16", "bf16")
        ]
    for large in ("f16", "bf16", "f32"):
        if large != "f32":
            specs.append(
                convert(
                    f"cvt.scalef32.pk.fp4.{large}",
                    f"$src `,` $scale {_INTO_BYTE}",
                    f"oldVdst:i32 src:v2{large} scale:f32",
                    "i32",
                )
            )
        specs += [
            convert(
                f"cvt.scalef32.sr.pk.fp4.{large}",
                f"$src `,` $seed `,` $scale {_INTO_BYTE}",
                f"oldVdst:i32 src:v2{large} seed:i32 scale:f32",
                "i32",
            ),
            convert(
                f"cvt.scalef32.pk.{large}.fp4",
                "$src `[` $srcSelIndex `]` `,` $scale",
                "src:i32 scale:f32",
                f"v2{large}",
            ),
        ]
    specs.append(
        convert(
            "cvt.scalef32.pk.fp4.f32",
            f"$src0 `,` $src1 `,` $scale {_INTO_BYTE}",
            "oldVdst:i32 src0:f32 src1:f32 scale:f32",
            "i32",
        )
    )
    return specs


# ---- memory ops ----------------------------------------------------------------------------------

_PTR_TO_RES = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)"
_BOTH_PTRS = "attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))"


def _lds_ops() -> list[OpSpec]:
    """Transposing loads and the loads to / stores from LDS."""
    specs = [
        intr(
            f"ds.read.{n}",
            f"$ptr attr-dict `:` {_ptr_type('ptr')} `->` type($res)",
            [arg("ptr", LDS_PTR)],
            LLVM_TYPE,
            memory=True,
        )
        for n in ("tr4.b64", "tr8.b64", "tr6.b96", "tr16.b64")
    ]
    specs += [
        intr(
            f"{space}.load.{n}",
            _PTR_TO_RES,
            [arg("ptr", pointer)],
            LLVM_TYPE,
            summary=f"Loads and transposes a matrix from {space} memory to registers "
            "(available in gfx1250+).",
            memory=True,
        )
        for space, pointer, names in (
            ("global", GLOBAL_PTR, ("tr4.b64", "tr.b64", "tr6.b96", "tr.b128")),
            ("ds", LDS_PTR, ("tr4.b64", "tr8.b64", "tr6.b96", "tr16.b128")),
        )
        for n in names
    ]
    sized = f"$globalPtr `,` $ldsPtr `,` $size `,` $offset `,` {_POLICY}"
    for name, source, types in (
        ("load.to.lds", ANY_PTR, f"attr-dict `:` {_ptr_type('globalPtr')}"),
        ("load.async.to.lds", ANY_PTR, _BOTH_PTRS),
        ("global.load.lds", GLOBAL_PTR, "attr-dict"),
        ("global.load.async.lds", GLOBAL_PTR, _BOTH_PTRS),
    ):
        specs.append(
            intr(
                name,
                f"{sized} {types}",
                [arg("globalPtr", source), arg("ldsPtr", LDS_PTR)],
                attrs=[int_attr("size"), int_attr("offset"), _pre_gfx12_policy()],
                memory=True,
            )
        )
    pointers = [arg("globalPtr", GLOBAL_PTR), arg("ldsPtr", LDS_PTR)]
    for bits in (8, 32, 64, 128):
        specs += [
            intr(
                f"{name}.b{bits}",
                f"$globalPtr `,` $ldsPtr `,` $offset `,` {_POLICY} {_BOTH_PTRS}",
                pointers,
                attrs=[int_attr("offset"), _gfx12_policy()],
                memory=True,
            )
            for name in ("global.load.async.to.lds", "global.store.async.from.lds")
        ]
        specs.append(
            intr(
                f"cluster.load.async.to.lds.b{bits}",
                "$globalPtr `,` $ldsPtr `,` $offset `,` custom<CachePolicy>($cpol) `,` $mask "
                + _BOTH_PTRS,
                [*pointers, arg("mask", I32)],
                attrs=[int_attr("offset"), _gfx12_policy("cpol")],
                memory=True,
            )
        )
    groups = _args(
        "dgroup0 dgroup1 dgroup2 dgroup3 dgroup4", ("v4i32", "v8i32", "v4i32", "v4i32", "v8i32")
    )
    specs += [
        intr(
            name,
            "$dgroup0 `,` $dgroup1 `,` $dgroup2 `,` $dgroup3 `,` $dgroup4 `,` "
            "custom<CachePolicy>($cachePolicy) attr-dict `:` type($dgroup0) `,` type($dgroup1)",
            groups,
            attrs=[_gfx12_policy("cachePolicy")],
            summary="Base class for ROCDL tensor load/store to/from LDS.",
            memory=True,
        )
        for name in ("tensor.load.to.lds", "tensor.store.from.lds")
    ]
    return specs


_OFFSETS = f"$offset `,` $soffset `,` {_POLICY} attr-dict"


def _buffer_ops() -> list[OpSpec]:
    """Buffer loads, stores and atomics on `!llvm.ptr<8>` resources (`raw.ptr.buffer.*`,
    with alias-analysis attributes) and on `vector<4xi32>` descriptors (`raw.buffer.*`)."""
    offsets = _args("offset soffset", ("i32", "i32"))
    specs = [
        intr(
            "make.buffer.rsrc",
            f"operands attr-dict `:` {_ptr_type('base')} `to` {_ptr_type('res')}",
            [arg("base", ANY_PTR), *_args("stride numRecords flags", ("i16", "i64", "i32"))],
            ANY_PTR,
            pure=True,
        ),
        intr(
            "ptr.s.buffer.load",
            f"$rsrc `,` $offset `,` {_POLICY} attr-dict `:` type($res)",
            [arg("rsrc", RSRC_PTR), arg("offset", I32)],
            LLVM_TYPE,
            [_non_atomic_policy()],
            memory=True,
        ),
    ]
    specs += [
        intr(
            name,
            f"$rsrc `,` $ldsPtr `,` $size `,` $voffset `,` $soffset `,` $offset `,` {_POLICY} attr-dict",
            [
                arg("rsrc", RSRC_PTR),
                arg("ldsPtr", LDS_PTR),
                *_args("size voffset soffset offset", ("i32",) * 4),
            ],
            attrs=[policy],
            memory=True,
        )
        for name, policy in (
            ("raw.ptr.buffer.load.lds", _non_atomic_policy()),
            ("raw.ptr.buffer.load.async.lds", _pre_gfx12_policy()),
        )
    ]
    for prefix, rsrc, memory in (("raw.ptr.buffer", RSRC_PTR, True), ("raw.buffer", V4I32, False)):
        data = [arg("vdata", LLVM_TYPE), arg("rsrc", rsrc), *offsets]
        specs += [
            intr(
                f"{prefix}.load",
                f"$rsrc `,` {_OFFSETS} `:` type($res)",
                [arg("rsrc", rsrc), *offsets],
                LLVM_TYPE,
                [_non_atomic_policy()],
                memory=memory,
            ),
            intr(
                f"{prefix}.store",
                f"$vdata `,` $rsrc `,` {_OFFSETS} `:` type($vdata)",
                data,
                attrs=[_non_atomic_policy()],
                memory=memory,
            ),
        ]
        specs += [
            intr(
                f"{prefix}.atomic.{kind}",
                f"$vdata `,` $rsrc `,` {_OFFSETS} `:` type($vdata)",
                data,
                LLVM_TYPE,
                [_atomic_policy()],
                same=[("res", "vdata")],
                memory=memory,
            )
            for kind in ("fmax", "smax", "umin", "fadd")
        ]
    swap = [arg("src", LLVM_TYPE), arg("cmp", LLVM_TYPE)]
    specs += [
        intr(
            "raw.ptr.buffer.atomic.cmpswap",
            f"$src `,` $cmp `,` $rsrc `,` {_OFFSETS} `:` type($res)",
            [*swap, arg("rsrc", RSRC_PTR), *offsets],
            LLVM_TYPE,
            [_atomic_policy()],
            same=[("res", "src", "cmp")],
            memory=True,
        ),
        intr(
            "raw.buffer.atomic.cmpswap",
            f"attr-dict `(` $src `,` $cmp `,` $rsrc `,` $offset `,` $soffset `,` {_POLICY} `)` "
            "`:` type($res) `,` type($rsrc)",
            [*swap, arg("rsrc", V4I32), *offsets],
            LLVM_TYPE,
            [_atomic_policy()],
            same=[("res", "src", "cmp")],
        ),
    ]
    return specs


def _other_memory_ops() -> list[OpSpec]:
    """Prefetches and the LDS barrier atomics."""
    specs = [
        intr(
            f"{space}.prefetch",
            "$ptr `,` custom<CachePolicy>($cachePolicy) attr-dict `:` qualified(type($ptr))",
            [arg("ptr", ptr_in(address_space))],
            attrs=[_gfx12_policy("cachePolicy")],
            memory=True,
        )
        for space, address_space in (("global", 1), ("flat", 0))
    ]
    specs += [
        intr(
            "ds.atomic.barrier.arrive.rtn.b64",
            "$barrierPtr `,` $val attr-dict `:` qualified(type($barrierPtr)) `,` type($val) "
            "`->` type($res)",
            [arg("barrierPtr", LDS_PTR), arg("val", I64)],
            I64,
            memory=True,
        ),
        intr(
            "ds.atomic.async.barrier.arrive.b64",
            "$barrierPtr attr-dict `:` qualified(type($barrierPtr))",
            [arg("barrierPtr", LDS_PTR)],
            memory=True,
        ),
    ]
    return specs


# ---- math ------------------------------------------------------------------------------------------

_MATH = ("tanh", "sin", "cos", "rcp", "exp", "exp2", "log", "sqrt", "rsq")


def _math_ops() -> list[OpSpec]:
    specs = [
        intr(
            name,
            "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
            [arg("arg", ANY_FLOAT)],
            ANY_FLOAT,
            pure=True,
        )
        for name in _MATH
    ]
    scalar_or_vector = T("sv:float")
    specs.append(
        intr(
            "fmed3",
            "$src0 `,` $src1 `,` $src2 attr-dict `:` type($res)",
            [arg(n, scalar_or_vector) for n in ("src0", "src1", "src2")],
            scalar_or_vector,
            summary="Median of three float/half values",
            pure=True,
            same=[("res", "src0", "src1", "src2")],
        )
    )
    return specs


# ---- the dialect -------------------------------------------------------------------------------------


def verify_rocdl_op_attribute(o: Operation, name: str, value: object, ctx: VerifyContext) -> None:
    """ROCDLDialect::verifyOperationAttribute: `rocdl.kernel` only on `llvm.func`."""
    if name == "rocdl.kernel" and o.name != "llvm.func":
        ctx.plain_error(o, "'\"rocdl.kernel\"' attribute attached to unexpected op")


ROCDL = DialectSpec("rocdl", "AMDGPU intrinsics and the AMDGCN target attribute.")
ROCDL.parse_attribute = _ROCDL_ATTRS.parse
ROCDL.verify_op_attribute = verify_rocdl_op_attribute
ROCDL.add(
    *_sync_ops(),
    *_lane_ops(),
    *_mfma_ops(),
    *_wmma_ops(),
    *_dot_ops(),
    *_fp8_conversions(),
    *_packed_scale_conversions(),
    *_scalef32_conversions(),
    *_lds_ops(),
    *_buffer_ops(),
    *_other_memory_ops(),
    *_math_ops(),
)
