"""ODS facts the printer needs that some dialect specs do not state yet.

Upstream prints every inherent attribute of an op in its properties (`<{...}>`)
and stores the defaults of `DefaultValuedAttr`s, so the generic form shows them.
The spec says so through `AttrDef` (`is_property`, `default`, `stored_default`);
for ops whose spec does not declare them yet, this table names the inherent
attributes and their stored defaults (a callable computes a default from the
op; None: no default). The spec wins where it declares an attribute; entries
here can move into the dialect modules.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation
from mlir_ls.printer.linalg_bodies import LINALG_INHERENT

Default = Callable[[Operation], "at.Attribute | None"] | None

#: Op name -> its inherent attributes and their stored defaults.
INHERENT: dict[str, dict[str, Default]] = {**LINALG_INHERENT}


def inherent_fallback(op: Operation) -> dict[str, Default] | None:
    """The table's entry for `op`, or None when its spec says everything."""
    return INHERENT.get(op.name)
