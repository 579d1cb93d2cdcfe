"""`custom<Name>(...)` directives: Python functions registered by name.

A directive's `parse(p, op, st, args)` reads its part of the custom form and
stores what it read: operands in `st.operands[name]`, types in
`st.types[name]`, attributes in `op.attributes`; its `print(pr, op, view, args)`
writes it back. `args` are the compiled directive arguments (`OperandVar`,
`TypeOf`, `AttrVar`, `Ref`...), whose `.name` says where things go.
"""

from __future__ import annotations

from mlir_ls.dialects.assembly_format.elements import CustomDirective

_CUSTOM: dict[str, CustomDirective] = {}


def register_custom(directive: CustomDirective) -> CustomDirective:
    _CUSTOM[directive.name] = directive
    return directive


def lookup_custom(name: str) -> CustomDirective | None:
    return _CUSTOM.get(name)
