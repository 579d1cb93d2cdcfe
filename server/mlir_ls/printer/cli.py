"""`mlir-ls print`: the canonical printer, as `mlir-opt` prints.

mlir-ls print [--generic] [--local-scope] [--split-input-file[=MARKER]]
              [--allow-unregistered-dialect] PATH|-

Chunk outputs are joined by `// -----` lines as mlir-opt's `--split-input-file`
does. Errors are reported as `mlir-ls check` reports them (on stderr); the
exit status is then 1 and only the chunks without errors are printed.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from mlir_ls.gcpause import BatchCollection
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.text.split import DEFAULT_MARKER
from mlir_ls.verify.check import analyze


def register(subparsers: Any) -> None:
    cmd = subparsers.add_parser("print", help="print .mlir files in upstream's canonical form")
    cmd.add_argument("path", metavar="PATH", help="file to print ('-' reads stdin)")
    cmd.add_argument(
        "--generic",
        "--mlir-print-op-generic",
        action="store_true",
        help="print every op in the generic form",
    )
    cmd.add_argument(
        "--local-scope",
        "--mlir-print-local-scope",
        action="store_true",
        help="print attributes and types inline (no aliases)",
    )
    cmd.add_argument(
        "--split-input-file",
        action="store_const",
        const=DEFAULT_MARKER,
        default=None,
        help=f"print each chunk separately (chunks end at '{DEFAULT_MARKER}' lines)",
    )
    cmd.add_argument(
        "--allow-unregistered-dialect", action="store_true", help="accept ops of unknown dialects"
    )
    cmd.add_argument("-o", dest="output", metavar="FILE", help="write the output to FILE")


def print_text(
    text: str,
    *,
    generic: bool = False,
    local_scope: bool = False,
    split_marker: str | None = None,
    allow_unregistered: bool = False,
) -> tuple[str, list[Any], bool]:
    """(printed text, analysis chunks, had errors) for a whole document."""
    analysis = analyze(text, split_marker=split_marker, allow_unregistered=allow_unregistered)
    options = PrintOptions(generic=generic, local_scope=local_scope)
    outputs = []
    failed = False
    for chunk in analysis.chunks:
        if any(d.is_error for d in chunk.diagnostics):
            failed = True
            continue
        outputs.append(print_result(chunk.parse, options))
    marker = (split_marker or DEFAULT_MARKER) + "\n"
    return marker.join(outputs), analysis.chunks, failed


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from mlir_ls import cli as main_cli

    out = out or sys.stdout
    text = main_cli._read(args.path)
    with BatchCollection():
        printed, _chunks, failed = print_text(
            text,
            generic=args.generic,
            local_scope=args.local_scope,
            split_marker=args.split_input_file,
            allow_unregistered=args.allow_unregistered_dialect,
        )
    if failed:
        check_args = argparse.Namespace(
            split_input_file=args.split_input_file,
            allow_unregistered_dialect=args.allow_unregistered_dialect,
            verify_diagnostics=False,
        )
        report = main_cli.check_file(args.path, text, check_args)
        main_cli.print_text(report, sys.stderr)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(printed)
    else:
        out.write(printed)
    return 1 if failed else 0
