"""`mlir-ls print`: the canonical printer, as `mlir-opt` prints.

Chunk outputs are joined by `// -----` lines as mlir-opt's `--split-input-file` does;
with several inputs, each file's output follows the previous one. Errors are reported
as `mlir-ls check` reports them (on stderr); the exit status is then 1 and only the
chunks without errors are printed.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

EXAMPLES = """examples:
  mlir-ls print x.mlir                        as `mlir-opt x.mlir` prints it
  mlir-ls print -mlir-print-op-generic x.mlir every op in the generic form
  mlir-ls print -split-input-file -o out.mlir x.mlir
  mlir-ls print a.mlir b.mlir                 one file after the other

exit status:
  0  success
  1  a file has errors (its chunks without errors are printed)
  2  usage error, unreadable file or bad configuration file"""


def register(subparsers: Any) -> None:
    from mlir_ls import cli as main_cli

    cmd = subparsers.add_parser(
        "print",
        help="print .mlir files in upstream's canonical form",
        description="Print .mlir files as mlir-opt prints them (canonical names and form).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=EXAMPLES,
    )
    main_cli.add_input_arguments(cmd, "print")
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
    cmd.add_argument("-o", dest="output", metavar="FILE", help="write the output to FILE")


def run(args: argparse.Namespace, out: TextIO | None = None, errors: TextIO | None = None) -> int:
    from mlir_ls import cli as main_cli
    from mlir_ls.printer.document import print_text  # here: `check` never loads the printer

    out = out or sys.stdout
    errors = errors or sys.stderr
    printed_files: list[str] = []
    failed_any = False
    inputs = main_cli.iter_inputs(args, errors)
    for item, text, settings in inputs:
        printed, chunks, failed = print_text(
            text,
            generic=args.generic,
            local_scope=args.local_scope,
            split_marker=settings.marker,
            allow_unregistered=settings.allow_unregistered,
            registry=settings.registry,
        )
        if failed:
            failed_any = True
            diagnostics = main_cli.apply_unregistered_severity(
                [d for chunk in chunks for d in chunk.diagnostics], settings.unregistered_severity
            )
            report = main_cli.FileReport(
                item.name,
                text,
                main_cli.LineIndex(text),
                diagnostics,
                True,
            )
            main_cli.print_text(report, errors)
        printed_files.append(printed)
    output = "".join(printed_files)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(output)
    else:
        out.write(output)
    return 1 if failed_any else 0
