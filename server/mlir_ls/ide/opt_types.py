"""Types from the project's `*-opt`: its generic print, matched to the source by location.

The bridge runs the tool with `--mlir-print-op-generic --mlir-print-debuginfo
--mlir-print-local-scope`, so every op and block argument of an accepted chunk prints with the
location the tool's parser gave it:

    %0 = "stablehlo.add"(%arg0, %arg0) : (...) -> tensor<4xf32> loc("chunk.mlir":2:8)
    ^bb0(%arg0: tensor<4xf32> loc("chunk.mlir":1:14)):

MLIR's parser locates an operation at its name token (`OperationParser::parseOperation` takes
the location after the result list) and a block argument at its `%name`, so these positions
are exactly the source map's op-name starts and value-definition starts. mlir-ls parses the
print with its own parser (generic ops always parse) and keeps, per document offset, the
types the tool computed. Hover, inlay hints and completion show them for values whose own type
mlir-ls does not know (ops it parsed tolerantly).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mlir_ls.dialects import default_registry
from mlir_ls.gcpause import gc_paused
from mlir_ls.ide.opt_bridge import ChunkRun, DocumentRun
from mlir_ls.ir import types as ir_types
from mlir_ls.ir.attributes import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    LocationAttr,
    NameLoc,
)
from mlir_ls.ir.core import BlockArgument, OpResult, Value
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.text.line_index import LineIndex

if TYPE_CHECKING:
    from mlir_ls.ide.analysis import Analysis


@dataclass(slots=True)
class OptTypes:
    """Types the tool computed, by document offset; `tool` names it for display."""

    tool: str
    #: Offset of an op's name -> its result types.
    results: dict[int, tuple[str, ...]] = field(default_factory=dict)
    #: Offset of a block argument's `%name` -> its type.
    arguments: dict[int, str] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.results) + len(self.arguments)


def chunk_types(run: ChunkRun, chunk_text: str, chunk_offset: int, into: OptTypes) -> None:
    """Add the types of one accepted chunk's generic print to `into`."""
    if run.generic is None:
        return
    result = parse(run.generic, default_registry(), ParseOptions(allow_unregistered=True))
    index = LineIndex(chunk_text)
    lines = index.line_count

    def offset(loc: LocationAttr | None) -> int | None:
        found = _file_loc(loc, run.filename)
        if found is None or not 1 <= found.line <= lines or found.col < 1:
            return None
        return chunk_offset + index.offset_of_mlir(found.line, found.col)

    for op in result.module.walk():
        where = offset(op.location)
        if where is not None and op.results:
            into.results[where] = tuple(str(r.type) for r in op.results)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    at = offset(arg.location)
                    if at is not None:
                        into.arguments[at] = str(arg.type)


def _file_loc(loc: LocationAttr | None, filename: str) -> FileLineColLoc | None:
    """The location in the chunk file that `loc` names (through name, call-site, fused)."""
    if isinstance(loc, FileLineColLoc):
        return loc if loc.filename == filename else None
    if isinstance(loc, NameLoc):
        return _file_loc(loc.child, filename)
    if isinstance(loc, CallSiteLoc):
        return _file_loc(loc.callee, filename)
    if isinstance(loc, FusedLoc):
        for inner in loc.locations:
            found = _file_loc(inner, filename)
            if found is not None:
                return found
    return None


def document_types(doc: DocumentRun) -> OptTypes:
    """The types of every accepted chunk of a document run (built once, then cached)."""
    with doc.types_lock:
        cached = doc.types_cache
        if isinstance(cached, OptTypes):
            return cached
        types = OptTypes(doc.tool.name)
        with gc_paused():
            for job, run in zip(doc.jobs, doc.runs, strict=True):
                if run is not None and run.status == "accepted":
                    chunk_types(run, job.text, job.offset, types)
        doc.types_cache = types
        return types


def is_unknown(t: ir_types.Type) -> bool:
    """A type mlir-ls does not know: an error type, or the tolerant parse's `UnknownType`."""
    return isinstance(t, ir_types.ErrorType)


def tool_type(types: OptTypes | None, analysis: Analysis, value: Value) -> str | None:
    """The tool's type of `value`, when mlir-ls's own is unknown and the tool gave one."""
    if types is None or not is_unknown(value.type):
        return None
    if isinstance(value, OpResult):
        loc = analysis.index.op_location.get(value.op)
        if loc is None:
            return None
        found = types.results.get(loc.name_start)
        if found is None or value.index >= len(found):
            return None
        return found[value.index]
    if isinstance(value, BlockArgument):
        entity = analysis.index.value_entity.get(value)
        if entity is None or entity.span is None:
            return None
        return types.arguments.get(entity.span.start)
    return None


def shown_type(types: OptTypes | None, analysis: Analysis, value: Value) -> str:
    """The type to display for `value`: the tool's where mlir-ls has none, else its own."""
    return tool_type(types, analysis, value) or str(value.type)
