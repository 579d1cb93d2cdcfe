"""SSA name scopes, as upstream's parser keeps them.

One `IsolatedScope` per file (upstream isolates names only for regions parsed with
`enableNameShadowing`, which no op mlir-ls describes uses): values are visible in the
region that defines them and in every region nested in it, IsolatedFromAbove ones too
(the verifier reports such uses). A use before its definition creates a placeholder
(`ForwardRef`) that a later definition anywhere in the file resolves, in another region
too; the ones left at the end are reported as undeclared. Regions parsed while
recovering from an error get a scope of their own (`quiet`).
"""

from __future__ import annotations

from mlir_ls.ir.core import Block, ForwardRef, Value
from mlir_ls.text.span import Span


class IsolatedScope:
    __slots__ = ("def_spans", "defs_per_region", "forward", "forward_uses", "quiet", "values")

    def __init__(self, quiet: bool = False) -> None:
        #: Set for regions parsed while recovering from an error: their unresolved
        #: uses are not reported (the broken header may have defined them).
        self.quiet = quiet
        #: Visible value groups by name (without `%`): results of one `%x:2 =`, or one value.
        self.values: dict[str, list[Value]] = {}
        #: (start, end) of each visible name's definition (a Span or a plain pair).
        self.def_spans: dict[str, tuple[int, int]] = {}
        #: Names defined in each open region (innermost last), erased when it closes.
        self.defs_per_region: list[list[str]] = [[]]
        #: Placeholders for uses before definition, by (name, result number).
        self.forward: dict[tuple[str, int], ForwardRef] = {}
        self.forward_uses: dict[tuple[str, int], Span] = {}


class BlockScope:
    """Blocks of one region by label: defined ones and forward references."""

    __slots__ = ("blocks", "defined", "first_use")

    def __init__(self) -> None:
        self.blocks: dict[str, Block] = {}
        self.defined: dict[str, Span] = {}
        self.first_use: dict[str, Span] = {}
