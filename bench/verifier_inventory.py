"""Inventory of upstream's C++ verifiers and parsers, and which of them mlir-ls ports (issue 15).

For every hand-written dialect of mlir-ls (`mlir_ls.dialects.default_registry()`), reads
upstream's ODS records of the same dialect (`llvm-tblgen --dump-json` of the dialect's `.td`
files in the MLIR include folder, found and run by `mlir_ls.dialects.ods_import.tblgen`, the
few facts kept per op cached in the ODS cache folder, keyed by the contents of every `.td`
read) and lists each op upstream gives C++ code that rejects IR:

* `hasVerifier = 1`: the op's `verify()`, run after its ODS invariants;
* `hasRegionVerifier = 1`: its `verifyRegions()`, run once the ops nested in it verified;
* `hasCustomAssemblyFormat = 1`: its C++ `parse()` (a custom form no declarative format
  describes; it rejects what it cannot read).

For each, what mlir-ls's `OpSpec` has (`mlir_ls.ir.spec`): its own `verify` hook (the
`dialects.ods.op` constructor chains it after the ODS invariants, the llvm dialect adds
attribute checks: the op's own hook is read from the wrappers' closures, `WRAPPERS`), its
`verify_regions` hook, its `parse` hook or compiled declarative format, and the checks
declared in the spec (attribute `check`s, `TypesMatchWith` relations with a description,
an inferred result type). An op whose spec is a placeholder (`PLACEHOLDER`: parsed
tolerantly, nothing checked) or that the dialect does not define counts as not described.

A verifier's status: `ported` (an own hook; a hook shared by many ops, some without a
verifier, counts only where its module names the op: `mark_generic`), `covered` (upstream's
verify() cannot fail once a check mlir-ls ports passed: `COVERED`), `not in LLVM 24` (the
LLVM 22 record's check is gone from the LLVM 24 oracle mlir-ls follows: `DROPPED`),
`generic hook only`, `declared checks only`, `not ported`, `not described`. When the
oracle's interpreter exists (`ORACLE_PYTHON`), the ops not described are split into those
LLVM 24 still registers and those it dropped.

    python bench/verifier_inventory.py              # totals per dialect
    python bench/verifier_inventory.py --markdown   # the tables of docs/verifier-coverage.md
    python bench/verifier_inventory.py --doc docs/verifier-coverage.md  # rewrite them there
    python bench/verifier_inventory.py --json       # everything, per op

A hook present means the op's C++ check is ported, not that every check in it is: the
difftest (`bench/difftest.py`) measures how faithfully. The one-line summaries of what the
unported verifiers check (`LEFT`) were read from upstream's C++ (llvm-project `main`,
`mlir/lib/Dialect/*/IR/*.cpp`); they describe upstream's checks in the project's words.
Exits 0 with a message (nothing listed) when `llvm-tblgen` or the MLIR include folder is
missing.
"""

from __future__ import annotations

import argparse
import functools
import inspect
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from mlir_ls.config import DialectSettings  # noqa: E402
from mlir_ls.dialects import LOADERS, default_registry  # noqa: E402
from mlir_ls.dialects.ods_import.cache import (  # noqa: E402
    CacheEntry,
    OdsCache,
    entry_key,
    file_hash,
)
from mlir_ls.dialects.ods_import.loader import OdsImporter  # noqa: E402
from mlir_ls.dialects.ods_import.records import _ref  # noqa: E402
from mlir_ls.dialects.ods_import.tblgen import Discovery, Tblgen, run_dump  # noqa: E402
from mlir_ls.ir.spec import PLACEHOLDER, DialectSpec, OpSpec  # noqa: E402

#: Bump when the facts kept per op change (a cached inventory of another version is stale).
INVENTORY_VERSION = 1


# ---- upstream's records ----------------------------------------------------------------------


@dataclass(slots=True)
class UpstreamOp:
    """What upstream's ODS record of one op says about its C++ code."""

    name: str
    record: str
    loc: str
    verifier: bool
    region_verifier: bool
    custom_parser: bool
    #: `assemblyFormat` set (a declarative format: its parser is generated).
    declarative: bool

    @property
    def has_cpp(self) -> bool:
        return self.verifier or self.region_verifier or self.custom_parser


def ops_of_dump(dump: dict[str, Any], namespace: str) -> list[UpstreamOp]:
    """The ops of `namespace` among a TableGen dump's `Op` records, by name."""
    found: dict[str, UpstreamOp] = {}
    for record_name in (dump.get("!instanceof") or {}).get("Op", []):
        record = dump.get(record_name)
        if not isinstance(record, dict):
            continue
        dialect = dump.get(_ref(record.get("opDialect")) or "")
        if not isinstance(dialect, dict) or dialect.get("name") != namespace:
            continue
        op_name = record.get("opName")
        if not isinstance(op_name, str):
            continue
        locs = record.get("!locs")
        fmt = record.get("assemblyFormat")
        found[f"{namespace}.{op_name}"] = UpstreamOp(
            name=f"{namespace}.{op_name}",
            record=record_name,
            loc=locs[0] if isinstance(locs, list) and locs else "",
            verifier=bool(record.get("hasVerifier")),
            region_verifier=bool(record.get("hasRegionVerifier")),
            custom_parser=bool(record.get("hasCustomAssemblyFormat")),
            declarative=isinstance(fmt, str) and bool(fmt.strip()),
        )
    return [found[name] for name in sorted(found)]


class UpstreamRecords:
    """Upstream's ops per namespace, from TableGen (through the ODS cache)."""

    def __init__(self, discovery: Discovery, upstream_map: dict[str, list[str]]) -> None:
        assert discovery.tblgen is not None and discovery.mlir_include is not None
        self.tool: Tblgen = discovery.tblgen
        self.include: Path = discovery.mlir_include
        self.map = upstream_map
        self.cache = OdsCache()
        self.tblgen_runs = 0
        self.problems: list[str] = []

    def ops(self, namespace: str) -> list[UpstreamOp] | None:
        """Upstream's ops of `namespace`, or None when no `.td` file defines the dialect."""
        files = self.map.get(namespace)
        if not files:
            return None
        # each folder once, in order
        folders = list(dict.fromkeys([self.include, *((self.include / f).parent for f in files)]))
        key = entry_key(
            Path(f"verifier-inventory:{self.include}:{namespace}:{','.join(files)}"),
            folders,
            self.tool.path,
            self.tool.version_text,
            INVENTORY_VERSION,
        )
        entry = self.cache.load(key)
        if entry is None:
            entry = self._dump(namespace, files, folders)
            if entry is None:
                return None
            self.cache.store(key, entry)
        return [UpstreamOp(**raw) for raw in entry.model.get("ops", [])]

    def _dump(self, namespace: str, files: list[str], folders: list[Path]) -> CacheEntry | None:
        self.tblgen_runs += 1
        with tempfile.TemporaryDirectory(prefix="mlir-ls-inventory-") as scratch:
            wrapper = Path(scratch) / f"{namespace}.td"
            wrapper.write_text("".join(f'include "{f}"\n' for f in files), encoding="utf-8")
            dumped = run_dump(self.tool, wrapper, folders)
            self.problems.extend(p.message for p in dumped.problems if p.severity == "error")
            if dumped.dump is None:
                return None
            depends = [p for p in dumped.depends if p != wrapper]
            ops = ops_of_dump(dumped.dump, namespace)
        hashes = [(str(p), file_hash(p)) for p in depends]
        return CacheEntry(
            depends=[(p, h) for p, h in hashes if h is not None],
            model={"ops": [asdict(op) for op in ops]},
            namespaces=[namespace],
        )


# ---- mlir-ls's specs -------------------------------------------------------------------------


#: Hook wrappers (module, qualname) -> the closure variable holding the wrapped hook: they add
#: the ODS invariants, attribute checks or parse guards around the op's own function.
WRAPPERS: dict[tuple[str, str], str] = {
    ("mlir_ls.dialects.ods", "_chain.<locals>.run"): "hook",
    ("mlir_ls.dialects.ods", "_guard.<locals>.parse"): "hook",
    ("mlir_ls.dialects.llvm.common", "_chain_checks.<locals>.run"): "verify",
    ("mlir_ls.dialects.llvm.common", "_guarded.<locals>.parse"): "hook",
    ("mlir_ls.dialects.llvm.common", "check_attrs_after_parse.<locals>.checked"): "parse",
}
#: Wrappers whose closure holds attribute checks (`name -> check`): declared checks.
CHECK_WRAPPERS: dict[tuple[str, str], str] = {
    ("mlir_ls.dialects.llvm.common", "_chain_checks.<locals>.run"): "checks",
}


def _closure(hook: Callable[..., Any]) -> dict[str, Any]:
    try:
        return dict(inspect.getclosurevars(hook).nonlocals)
    except (TypeError, ValueError):
        return {}


def own_hook(
    hook: Callable[..., Any] | None, checks: list[str] | None = None
) -> Callable[..., Any] | None:
    """The op's own function behind a hook, None when the wrappers wrap nothing (`WRAPPERS`:
    `dialects.ods.op` chains `verify` after the ODS invariants and guards `parse`; the llvm
    dialect adds attribute checks). Attribute names checked by a wrapper go to `checks`."""
    for _ in range(8):
        if hook is None:
            return None
        key = (getattr(hook, "__module__", ""), getattr(hook, "__qualname__", ""))
        variable = WRAPPERS.get(key)
        if variable is None:
            return hook
        closure = _closure(hook)
        if checks is not None and key in CHECK_WRAPPERS:
            checks.extend(str(n) for n in closure.get(CHECK_WRAPPERS[key], {}))
        inner = closure.get(variable)
        hook = inner if callable(inner) else None
    return hook


def hook_name(hook: Callable[..., Any] | None) -> str:
    if hook is None:
        return ""
    module = getattr(hook, "__module__", "") or ""
    module = module.removeprefix("mlir_ls.dialects.")
    qualname = getattr(hook, "__qualname__", None) or getattr(hook, "__name__", None) or "?"
    return f"{module}.{qualname}" if module else qualname


@dataclass(slots=True)
class MineOp:
    """What mlir-ls's spec of one op has (None fields: not there)."""

    described: bool
    verify: str = ""
    verify_regions: str = ""
    parse: str = ""
    #: "format" when the op's custom form is a compiled declarative format.
    declarative: bool = False
    declared: list[str] = field(default_factory=list)
    #: The verify hook is a generic check (an interface's, a trait's), not the op's verify()
    #: (`mark_generic`).
    generic: bool = False


def mine_of(spec: OpSpec | None) -> MineOp:
    if spec is None or PLACEHOLDER in spec.traits:
        return MineOp(described=False)
    declared: list[str] = []
    checked = [a.name for a in spec.attributes if a.check is not None]
    if checked:
        declared.append("attribute checks: " + ", ".join(checked))
    relations = [r for r in spec.type_relations if getattr(r, "description", "")]
    if relations:
        declared.append(f"{len(relations)} TypesMatchWith")
    if spec.infer_result_types is not None:
        declared.append("inferred result types")
    wrapped_checks: list[str] = []
    verify = own_hook(spec.verify, wrapped_checks)
    if wrapped_checks:
        declared.append("attribute checks: " + ", ".join(wrapped_checks))
    parse = own_hook(spec.parse)
    declarative = spec.format is not None and parse is not None and _is_format_parse(parse)
    return MineOp(
        described=True,
        verify=hook_name(verify),
        verify_regions=hook_name(own_hook(spec.verify_regions)),
        parse="" if declarative else hook_name(parse),
        declarative=declarative,
        declared=declared,
    )


def _is_format_parse(hook: Callable[..., Any]) -> bool:
    """A compiled declarative format's parser (`assembly_format.compile.Format.parse`)."""
    return getattr(hook, "__qualname__", "") == "Format.parse"


# ---- the inventory ----------------------------------------------------------------------------

#: What the unported verifiers check upstream, one line per op (facts read from upstream's C++;
#: filled for the dialects with the most unported verifiers).
LEFT: dict[str, str] = {
    "affine.prefetch": (
        'map results = memref rank ("affine.prefetch affine map num results must equal '
        'memref rank"); map inputs + 1 = operand count ("too few operands"); each '
        "index a valid dimension or symbol of the affine scope"
    ),
    "bufferization.dealloc": (
        "as many conditions as memrefs; as many updated conditions (results) as retained operands"
    ),
    "bufferization.materialize_in_destination": (
        "dest a tensor or memref; a tensor dest implies one result of its type; a memref "
        "dest implies no result; restrict only and writable exactly for memref "
        "destinations; source and dest shapes and element types compatible"
    ),
    "llvm.intr.assume": "operand bundles (verifyOperandBundles: one tag per bundle, sizes match)",
    "llvm.intr.masked.gather": (
        'the pointer vector has the result\'s element count ("expected operand #1 type to be T")'
    ),
    "llvm.intr.masked.scatter": (
        'the pointer vector has the value\'s element count ("expected operand #1 type to be T")'
    ),
    "llvm.linker_options": (
        'its parent must be an LLVM module (a symbol table isolated from above): "must '
        'appear at the module level"'
    ),
    "nvvm.barrier": 'number_of_threads requires the barrier id ("barrier id is missing, ...")',
    "nvvm.clusterlaunchcontrol.query.cancel": (
        "is_canceled returns i1, get_first_cta_id_x/y/z return i32"
    ),
    "nvvm.convert.bf16x2.to.f8x2": (
        "f8E4M3FN/f8E5M2 need rn and satfinite; f8E8M0FNU needs rz or rp, no relu"
    ),
    "nvvm.convert.f16x2.to.f8x2": "destination f8E4M3FN or f8E5M2",
    "nvvm.convert.f32x2.to.bf16x2": "as f32x2.to.f16x2",
    "nvvm.convert.f32x2.to.f16x2": (
        "rounding rn, rz or rs; rs needs random_bits, rn/rz refuse them"
    ),
    "nvvm.convert.f32x2.to.f4x2": "destination f4E2M1FN",
    "nvvm.convert.f32x2.to.f6x2": "destination type f6E2M3FN or f6E3M2FN",
    "nvvm.convert.f32x2.to.f8x2": (
        "f8E4M3FN/f8E5M2 need rn rounding and satfinite; f8E8M0FNU needs rz or rp and no "
        "relu; other types refused"
    ),
    "nvvm.convert.f32x4.to.f4x4": "destination f4E2M1FN",
    "nvvm.convert.f32x4.to.f6x4": "destination f6E2M3FN or f6E3M2FN",
    "nvvm.convert.f32x4.to.f8x4": "destination f8E4M3FN or f8E5M2",
    "nvvm.convert.f4x2.to.f16x2": "the srcType attribute f4E2M1FN (read from main's lowering)",
    "nvvm.convert.f6x2.to.f16x2": (
        "the srcType attribute f6E2M3FN or f6E3M2FN (read from main's lowering)"
    ),
    "nvvm.convert.f8x2.to.bf16x2": "from f8E8M0FNU: saturation none, no scale factor, no relu",
    "nvvm.convert.f8x2.to.f16x2": (
        "the srcType attribute an f8 type the conversion handles (f8E4M3FN, f8E5M2; read "
        "from main's lowering, the LLVM 22 verify() no longer exists there)"
    ),
    "nvvm.convert.float.to.tf32": "rounding rn, rz or rna; relu not with rna",
    "nvvm.cp.async.bulk.shared.cluster.global": (
        "a shared::cta (address space 3) destination allows no multicast mask"
    ),
    "nvvm.cp.async.bulk.tensor.global.shared.cta": (
        "with a predicate only tile mode and no L2 cache hint; 1 to 5 coordinates; im2col"
        " modes need >= 3 coordinates; tile_scatter4 needs 5 coordinates"
    ),
    "nvvm.cp.async.bulk.tensor.prefetch": (
        "1 to 5 coordinates; im2col modes need >= 3; im2col offsets count per mode (tile "
        "0, im2col dims-2, im2col_w/_w_128 2); tile_gather4 needs 5 coordinates"
    ),
    "nvvm.cp.async.bulk.tensor.reduce": (
        "1 to 5 coordinates; im2col modes need >= 3; tile_scatter4 refused"
    ),
    "nvvm.cp.async.bulk.tensor.shared.cluster.global": (
        "with a predicate not shared::cta and only tile/im2col; else destination address "
        "space 3 (shared::cta) or 7; shared::cta allows no multicast mask and no CTA "
        "group; then the prefetch's coordinate/offset checks"
    ),
    "nvvm.fence.proxy": "async_shared kind requires the space attribute, other kinds refuse it",
    "nvvm.fence.proxy.acquire": "from_proxy generic, to_proxy tensormap",
    "nvvm.fence.proxy.release": "from_proxy generic, to_proxy tensormap",
    "nvvm.fence.proxy.sync_restrict": "from_proxy generic, to_proxy async",
    "nvvm.fence.sync_restrict": (
        "not found in llvm-project main's NVVMDialect.cpp (the op's C++ changed since LLVM 22)"
    ),
    "nvvm.ldmatrix": (
        "shape 8x8 (num 1/2/4, b16), 8x16 (num 1/2/4, row layout, b8x16.b4x16_p64 or "
        "b8x16.b6x16_p32), 16x16 (num 1/2, col layout, b8 or the b8x16 kinds), else "
        "refused; result i32 for one element, else a struct of 2 or 4 i32"
    ),
    "nvvm.mbarrier.arrive_drop": (
        "scope cta or cluster; an address in shared_cluster space (7) returns no value"
    ),
    "nvvm.mbarrier.arrive_drop.expect_tx": "as arrive_drop",
    "nvvm.mbarrier.complete_tx": "scope cta or cluster",
    "nvvm.mbarrier.expect_tx": "scope cta or cluster",
    "nvvm.mbarrier.test.wait": "scope cta or cluster",
    "nvvm.mbarrier.try_wait": "scope cta or cluster",
    "nvvm.mma.block_scale": (
        "m16n8k64 needs e2m1 A/B types, mxf4 needs scale_vec_size x2 and ue8m0, mxf4nvf4 "
        "x2+ue8m0 or x4+ue4m3/ue8m0, other kinds refused; m16n8k32 needs mxf8f6f4 with x1"
        " and ue8m0; other shapes refused; C++ parser: A/B/C, scaleA[3], scaleB[3] lists,"
        " MMA properties, three operand types"
    ),
    "nvvm.mma.sp.block_scale": (
        "ordered_metadata mandatory; m16n8k128 needs e2m1 A/B, mxf4 x2+ue8m0, mxf4nvf4 "
        "x2+ue8m0 or x4+ue4m3/ue8m0; m16n8k64 needs mxf8f6f4 x1 ue8m0; other shapes "
        "refused; C++ parser as mma.block_scale plus sparseMetadata[] and selector[]"
    ),
    "nvvm.mma.sp.sync": (
        "shape/type table (m16 with tf32/bf16/f16/s4/u4/s8/u8/fp8 kinds, k per type; "
        'm8n8k4 f16/f64; m8 integer), A/B/C fragment counts and types ("Could not match '
        'types for the A operands; ..."), result struct type, ctype = dtype, int4/int8 '
        "need intOverflowBehavior, sparse metadata and selector i32; C++ parser: A[..] "
        "B[..] C[..] sparseMetadata[..] selector[..] then the operand types (3) and "
        "multiplicand PTX types inferred or given"
    ),
    "nvvm.pmevent": "exactly one of `id` and `mask`; id in 0..15",
    "nvvm.prmt": "modes default/f4e/b4e need the `hi` operand; rc8/ecl/ecr/rc16 refuse it",
    "nvvm.read.ptx.sreg.*": (
        "the optional `range` attribute (#llvm.constant_range) must not have lower == "
        "upper unless that value is the minimum or maximum of its width"
    ),
    "nvvm.setmaxregister": "register count a multiple of 8, within 24..256",
    "nvvm.stmatrix": (
        "1, 2 or 4 sources; shape 8x8 with b16, or 16x8 with b8 and col layout; other "
        "shapes refused"
    ),
    "nvvm.tcgen05.cp": (
        "shapes 128x256b/128x128b/4x256b take no multicast; 64x128b needs warpx2_01_23 or"
        " warpx2_02_13; 32x128b needs warpx4"
    ),
    "nvvm.tcgen05.ld": (
        "shape 16x32bx2 requires the offset operand, other shapes refuse it; result "
        "vector length >= 2 for 16x128b, >= 4 for 16x256b"
    ),
    "nvvm.tcgen05.mma": (
        "disable_output_lane has 4 elements with cta_group 1, 8 with 2; ashift only with "
        "matrix A in tensor memory, and not with collector fill/use"
    ),
    "nvvm.tcgen05.mma.block_scale": (
        "mxf4nvf4 needs a block scale attribute; block16 only with mxf4nvf4"
    ),
    "nvvm.tcgen05.mma.sp": (
        "as tcgen05.mma (disable_output_lane length per cta_group, ashift only with A in "
        "tensor memory and not with collector fill/use)"
    ),
    "nvvm.tcgen05.mma.sp.block_scale": "as tcgen05.mma.block_scale",
    "nvvm.tcgen05.st": (
        "shape 16x32bx2 requires the offset operand; value vector length >= 2 for "
        "16x128b, >= 4 for 16x256b"
    ),
    "nvvm.wgmma.mma_async": (
        "result a struct of one element type; typeD f32/f16/s32; s32 output refuses "
        "negative scales; allowed D/A/B type combinations; m = 64; k fixed by typeA (tf32"
        " 8, f16/bf16 16, s8/u8/fp8 32, b1 256); n from the allowed list per typeA; "
        "transposed layouts only for f16/bf16; result struct size n/2 (f32/s32) or n/4 "
        "(f16); satfinite only with s32"
    ),
    "vector.multi_reduction": (
        "the result type is the source vector with the reduced dimensions dropped (its "
        'element type when all are reduced, scalable flags kept): "destination type T is'
        ' incompatible with source type S"'
    ),
}


#: Upstream verifiers that can never fail once a check mlir-ls ports has passed (the op's
#: verify() runs after its traits and interfaces), with that check.
COVERED: dict[str, str] = {
    **{
        f"arith.{name}": "CastOpInterface's areCastCompatible (ported in `cast_verifier`, run "
        "before verify()) already requires the wider/narrower element type that verify() checks"
        for name in ("extf", "extsi", "extui", "truncf", "trunci")
    },
}


#: Upstream verifiers of the LLVM 22 records that LLVM 24 (the oracle mlir-ls follows) no
#: longer has, as checked against the oracle.
DROPPED: dict[str, str] = {
    "nvvm.barrier": "LLVM 22 required the barrier id with number_of_threads; LLVM 24's "
    "nvvm.barrier accepts it without (checked with the oracle): nothing to port",
}


@dataclass(slots=True)
class Row:
    upstream: UpstreamOp
    mine: MineOp

    @property
    def verifier_status(self) -> str:
        up = self.upstream
        if not (up.verifier or up.region_verifier):
            return ""
        if not self.mine.described:
            return "not described"
        if (self.mine.verify or self.mine.verify_regions) and not self.mine.generic:
            return "ported"
        if up.name in COVERED:
            return "covered"
        if up.name in DROPPED:
            return "not in LLVM 24"
        if self.mine.verify or self.mine.verify_regions:
            return "generic hook only"
        if self.mine.declared:
            return "declared checks only"
        return "not ported"

    @property
    def parser_status(self) -> str:
        if not self.upstream.custom_parser:
            return ""
        if not self.mine.described:
            return "not described"
        if self.mine.parse:
            return "ported"
        if self.mine.declarative:
            return "ported (format)"
        return "not ported"


@dataclass(slots=True)
class DialectInventory:
    namespace: str
    rows: list[Row]
    #: Upstream ops the hand-written dialect does not describe (placeholders included).
    undescribed: list[str]
    #: Ops mlir-ls describes that upstream's records (of this include folder) lack.
    extra: list[str]
    #: Of `undescribed`, those the oracle's MLIR (LLVM 24) no longer registers (None: unknown).
    gone: list[str] | None = None

    def counts(self) -> dict[str, int]:
        verifiers = [r for r in self.rows if r.verifier_status]
        parsers = [r for r in self.rows if r.parser_status]
        return {
            "upstream ops": len(self.rows),
            "described": len(self.rows) - len(self.undescribed),
            "not described": len(self.undescribed),
            "not described, in LLVM 24": len(self.undescribed) - len(self.gone or ()),
            "verifiers": len(verifiers),
            "verifiers ported": sum(r.verifier_status == "ported" for r in verifiers),
            "verifiers covered": sum(r.verifier_status == "covered" for r in verifiers),
            "verifiers dropped": sum(r.verifier_status == "not in LLVM 24" for r in verifiers),
            "verifiers generic": sum(r.verifier_status == "generic hook only" for r in verifiers),
            "verifiers declared only": sum(
                r.verifier_status == "declared checks only" for r in verifiers
            ),
            "verifiers not ported": sum(r.verifier_status == "not ported" for r in verifiers),
            "verifiers not described": sum(r.verifier_status == "not described" for r in verifiers),
            "parsers": len(parsers),
            "parsers ported": sum(r.parser_status.startswith("ported") for r in parsers),
            "parsers not ported": sum(r.parser_status == "not ported" for r in parsers),
            "parsers not described": sum(r.parser_status == "not described" for r in parsers),
        }


def inventory(records: UpstreamRecords, namespaces: Iterable[str]) -> list[DialectInventory]:
    registry = default_registry()
    out: list[DialectInventory] = []
    for namespace in namespaces:
        upstream = records.ops(namespace)
        dialect: DialectSpec | None = registry.dialect(namespace)
        if upstream is None or dialect is None:
            continue
        rows = [Row(up, mine_of(registry.lookup_op(up.name))) for up in upstream]
        mark_generic(rows, registry)
        names = {up.name for up in upstream}
        out.append(
            DialectInventory(
                namespace,
                rows,
                undescribed=[r.upstream.name for r in rows if not r.mine.described],
                extra=sorted(
                    name
                    for name, spec in dialect.ops.items()
                    if name not in names and PLACEHOLDER not in spec.traits
                ),
            )
        )
    return out


#: A hook used by more ops than this is checked for naming each op it is credited with.
SHARED = 4


def mark_generic(rows: list[Row], registry: Any) -> None:
    """Flag verify hooks that are generic rather than an op's verify(): shared by more than
    `SHARED` ops, some of which have no upstream verifier (so the hook checks something
    else: an interface, an ODS trait), and defined in a module whose source never names the
    op. A hook shared only by ops that all have a verifier is that family's verify()."""
    users: dict[str, int] = {}
    unverified: set[str] = set()
    for row in rows:
        for name in {row.mine.verify, row.mine.verify_regions} - {""}:
            users[name] = users.get(name, 0) + 1
            if not (row.upstream.verifier or row.upstream.region_verifier):
                unverified.add(name)
    for row in rows:
        hooks = {row.mine.verify, row.mine.verify_regions} - {""}
        if not hooks or not all(users[h] > SHARED and h in unverified for h in hooks):
            continue
        spec = registry.lookup_op(row.upstream.name)
        sources = {_module_source(own_hook(h)) for h in (spec.verify, spec.verify_regions) if h}
        if not any(f'"{row.upstream.name}"' in text for text in sources):
            row.mine.generic = True


def _module_source(hook: Callable[..., Any] | None) -> str:
    return _source_of(getattr(hook, "__module__", "") or "")


@functools.cache
def _source_of(module_name: str) -> str:
    """A module's source, read once per module (asked for every row)."""
    module = sys.modules.get(module_name)
    try:
        return inspect.getsource(module) if module is not None else ""
    except (OSError, TypeError):
        return ""


#: The oracle's interpreter (upstream's Python bindings, LLVM 24): `shared/tools/mlir-oracle`.
ORACLE_PYTHON = Path(
    os.environ.get("MLIR_ORACLE_PYTHON", str(Path.home() / ".cache/mlir-oracle/bin/python"))
)
_REGISTERED = (
    "import json, sys\n"
    "from torch_mlir import ir\n"
    "ctx = ir.Context()\n"
    "names = json.load(sys.stdin)\n"
    "print(json.dumps([n for n in names if ctx.is_registered_operation(n)]))\n"
)


def registered_in_oracle(names: list[str]) -> set[str] | None:
    """Which of `names` the oracle's MLIR (LLVM 24) registers; None without the oracle."""
    if not names or not ORACLE_PYTHON.is_file():
        return None
    try:
        done = subprocess.run(
            [str(ORACLE_PYTHON), "-c", _REGISTERED],
            input=json.dumps(names),
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        found = json.loads(done.stdout) if done.returncode == 0 else None
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    return {str(n) for n in found} if isinstance(found, list) else None


# ---- output -----------------------------------------------------------------------------------

_TOTAL_COLUMNS = (
    ("upstream ops", "upstream ops"),
    ("not described", "not described"),
    ("not described, in LLVM 24", "of them in LLVM 24"),
    ("verifiers", "verify()/verifyRegions()"),
    ("verifiers ported", "ported"),
    ("verifiers covered", "covered by a ported check"),
    ("verifiers dropped", "not in LLVM 24"),
    ("verifiers generic", "generic hook only"),
    ("verifiers declared only", "declared checks only"),
    ("verifiers not ported", "not ported"),
    ("verifiers not described", "op not described"),
    ("parsers", "C++ parsers"),
    ("parsers ported", "ported"),
    ("parsers not ported", "not ported"),
    ("parsers not described", "op not described"),
)


def _upstream_cell(up: UpstreamOp) -> str:
    parts = []
    if up.verifier:
        parts.append("verify")
    if up.region_verifier:
        parts.append("verifyRegions")
    if up.custom_parser:
        parts.append("parse")
    return ", ".join(parts)


def _mine_cell(mine: MineOp) -> str:
    if not mine.described:
        return "—"
    parts = []
    if mine.verify:
        parts.append(f"verify `{mine.verify}`")
    if mine.verify_regions:
        parts.append(f"verify_regions `{mine.verify_regions}`")
    if mine.parse:
        parts.append(f"parse `{mine.parse}`")
    elif mine.declarative:
        parts.append("format")
    parts.extend(mine.declared)
    return "; ".join(parts) or "none"


def _status_cell(row: Row) -> str:
    parts = []
    if row.verifier_status:
        parts.append(f"verifier {row.verifier_status}")
    if row.parser_status:
        parts.append(f"parser {row.parser_status}")
    return "; ".join(parts)


#: Columns shown even when every dialect counts 0 there.
_ALWAYS = frozenset(
    {
        "upstream ops",
        "not described",
        "verifiers",
        "verifiers ported",
        "verifiers not ported",
        "parsers",
        "parsers ported",
        "parsers not ported",
    }
)


def totals_table(dialects: list[DialectInventory]) -> list[str]:
    """Counts per dialect and in total; columns all zero are left out (but `_ALWAYS`)."""
    counts = [d.counts() for d in dialects]
    sums = {key: sum(c[key] for c in counts) for key, _ in _TOTAL_COLUMNS}
    columns = [(k, t) for k, t in _TOTAL_COLUMNS if sums[k] or k in _ALWAYS]
    if any(d.gone is None for d in dialects if d.undescribed):  # no oracle to ask
        columns = [(k, t) for k, t in columns if k != "not described, in LLVM 24"]
    head = "| dialect | " + " | ".join(title for _, title in columns) + " |"
    lines = [head, "|---|" + "---:|" * len(columns)]
    for dialect, count in zip(dialects, counts, strict=True):
        cells = " | ".join(str(count[key]) for key, _ in columns)
        lines.append(f"| {dialect.namespace} | {cells} |")
    cells = " | ".join(f"**{sums[key]}**" for key, _ in columns)
    lines.append(f"| **total** | {cells} |")
    return lines


def markdown(dialects: list[DialectInventory], include: Path, tool: Tblgen) -> str:
    lines = [
        f"Upstream: the ODS records of `{include}` (llvm-tblgen {tool.version_text}).",
        "",
        *totals_table(dialects),
    ]
    for dialect in dialects:
        lines += ["", f"### {dialect.namespace}: upstream's C++ checks", ""]
        rows = [r for r in dialect.rows if _tabled(r)]
        if rows:
            lines.append("| op | upstream | mlir-ls | status | what upstream checks (left) |")
            lines.append("|---|---|---|---|---|")
            for row in rows:
                lines.append(
                    f"| `{row.upstream.name}` | {_upstream_cell(row.upstream)} | "
                    f"{_mine_cell(row.mine)} | {_status_cell(row)} | {left_of(row)} |"
                )
        else:
            lines.append("No op with a C++ verifier.")
        parsers = [r for r in dialect.rows if r.parser_status and not _tabled(r)]
        if parsers:
            hooks = sorted({r.mine.parse or "format" for r in parsers})
            names = ", ".join(f"`{r.upstream.name}`" for r in parsers)
            lines += [
                "",
                f"C++ parsers of ops without a verifier, all ported ({len(parsers)}; "
                f"{', '.join(f'`{h}`' for h in hooks)}): {names}",
            ]
        if dialect.undescribed:
            names = ", ".join(f"`{n}`" for n in dialect.undescribed)
            gone = ""
            if dialect.gone:
                gone = f"; not in LLVM 24 ({len(dialect.gone)}): " + ", ".join(
                    f"`{n}`" for n in dialect.gone
                )
            lines += ["", f"Not described ({len(dialect.undescribed)}): {names}{gone}"]
        if dialect.extra:
            names = ", ".join(f"`{n}`" for n in dialect.extra)
            lines += [
                "",
                f"Described by mlir-ls, not in these records ({len(dialect.extra)}): {names}",
            ]
    return "\n".join(lines) + "\n"


def _tabled(row: Row) -> bool:
    """Rows of the table: a C++ verifier, or a C++ parser that is not ported."""
    return bool(row.verifier_status) or row.parser_status not in ("", "ported", "ported (format)")


def left_of(row: Row) -> str:
    """What the unported verifier checks (`LEFT`; a key ending in `*` covers a name prefix)."""
    if row.verifier_status in ("", "ported"):
        return ""
    if row.verifier_status == "covered":
        return COVERED[row.upstream.name]
    if row.verifier_status == "not in LLVM 24":
        return DROPPED[row.upstream.name]
    name = row.upstream.name
    if name in LEFT:
        return LEFT[name]
    for key, text in LEFT.items():
        if key.endswith("*") and name.startswith(key[:-1]):
            return text
    return ""


def to_json(dialects: list[DialectInventory]) -> dict[str, Any]:
    return {
        d.namespace: {
            "counts": d.counts(),
            "ops": [
                {
                    "upstream": asdict(r.upstream),
                    "mlir_ls": asdict(r.mine),
                    "verifier": r.verifier_status,
                    "parser": r.parser_status,
                    "left": left_of(r),
                }
                for r in d.rows
            ],
            "undescribed": d.undescribed,
            "gone": d.gone,
            "extra": d.extra,
        }
        for d in dialects
    }


BEGIN_MARKER = "<!-- inventory: generated by bench/verifier_inventory.py, do not edit -->"
END_MARKER = "<!-- end of the generated inventory -->"


def update_doc(path: Path, generated: str) -> int:
    """Replace what lies between `BEGIN_MARKER` and `END_MARKER` in `path`."""
    text = path.read_text(encoding="utf-8")
    start, end = text.find(BEGIN_MARKER), text.find(END_MARKER)
    if start < 0 or end < start:
        print(f"verifier_inventory: {path} has no inventory markers", file=sys.stderr)
        return 1
    head = text[: start + len(BEGIN_MARKER)]
    path.write_text(f"{head}\n\n{generated}\n{text[end:]}", encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--markdown", action="store_true", help="the tables (Markdown)")
    parser.add_argument("--json", action="store_true", help="everything, per op (JSON)")
    parser.add_argument("--dialect", action="append", default=None, help="only these (repeat)")
    parser.add_argument(
        "--doc",
        type=Path,
        default=None,
        help="rewrite the Markdown between the inventory markers of this file",
    )
    parser.add_argument("--tblgen", default=None, help="the llvm-tblgen to run")
    parser.add_argument("--mlir-include", type=Path, default=None, help="MLIR's include folder")
    args = parser.parse_args(argv)
    importer = OdsImporter(DialectSettings(tblgen=args.tblgen, mlir_include=args.mlir_include))
    found = importer.discovery()
    if found.tblgen is None or found.mlir_include is None:
        why = "; ".join(p.message for p in found.problems) or "not found"
        print(f"verifier_inventory: skipped: {why}", file=sys.stderr)
        return 0
    records = UpstreamRecords(found, importer.upstream_map())
    namespaces = list(args.dialect or LOADERS)
    dialects = inventory(records, namespaces)
    registered = registered_in_oracle([n for d in dialects for n in d.undescribed])
    if registered is not None:
        for dialect in dialects:
            dialect.gone = [n for n in dialect.undescribed if n not in registered]
    for problem in records.problems:
        print(f"verifier_inventory: {problem}", file=sys.stderr)
    if args.json:
        json.dump(to_json(dialects), sys.stdout, indent=1)
        print()
    elif args.doc is not None:
        return update_doc(args.doc, markdown(dialects, found.mlir_include, found.tblgen))
    elif args.markdown:
        sys.stdout.write(markdown(dialects, found.mlir_include, found.tblgen))
    else:
        print("\n".join(totals_table(dialects)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
