"""A whole document printed in upstream's canonical form, chunk by chunk (`mlir-ls print`).

Chunk outputs are joined by `// -----` lines as mlir-opt's `--split-input-file` does. A
chunk with errors is not printed, nor one whose custom syntax is unknown (printer/unknown.py).
"""

from __future__ import annotations

from typing import Any

from mlir_ls.ir.spec import Registry
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.printer.unknown import refusal, unprintable_op
from mlir_ls.text.span import Span
from mlir_ls.text.split import DEFAULT_MARKER
from mlir_ls.verify.check import analyze


def print_text(
    text: str,
    *,
    generic: bool = False,
    local_scope: bool = False,
    split_marker: str | None = None,
    allow_unregistered: bool = False,
    registry: Registry | None = None,
) -> tuple[str, list[Any], bool]:
    """(printed text, analysis chunks, had errors) for a whole document."""
    analysis = analyze(
        text, split_marker=split_marker, allow_unregistered=allow_unregistered, registry=registry
    )
    options = PrintOptions(generic=generic, local_scope=local_scope)
    outputs = []
    failed = False
    for chunk in analysis.chunks:
        if any(d.is_error for d in chunk.diagnostics):
            failed = True
            continue
        unknown = unprintable_op(chunk.parse.module)
        if unknown is not None:
            # Never a placeholder type in the output: refuse the chunk (printer/unknown.py).
            where = next(
                (o.name for o in chunk.parse.source_map.operations if o.op is unknown), None
            )
            span = where if where is not None else Span(0, 0)
            chunk.diagnostics.append(refusal(unknown, span.shifted(chunk.offset)))
            failed = True
            continue
        outputs.append(print_result(chunk.parse, options))
    marker = (split_marker or DEFAULT_MARKER) + "\n"
    return marker.join(outputs), analysis.chunks, failed
