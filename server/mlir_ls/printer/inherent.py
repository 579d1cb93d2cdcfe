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
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.printer.linalg_bodies import LINALG_INHERENT

Default = Callable[[Operation], "at.Attribute | None"] | None

#: A key meaning: every attribute whose name has no `.` is inherent (ops with dozens of
#: inherent attributes, where a dotted name is the only sign of a discardable one).
ANY_UNDOTTED = "*"


def _const(value: at.Attribute) -> Callable[[Operation], at.Attribute]:
    return lambda op: value


_ZERO_I64 = _const(at.IntegerAttr(0, ty.I64))
_MEMORY_ACCESS = (
    "alignment",
    "volatile_",
    "nontemporal",
    "elem_type",
    "invariant",
    "invariantGroup",
    "syncscope",
    "access_groups",
    "alias_scopes",
    "noalias_scopes",
    "tbaa",
)
_LLVM_LINKAGE = _const(at.DialectAttr("llvm", "linkage", "external"))

#: llvm ops (LLVMOps.td): the DefaultValuedAttrs upstream stores.
LLVM_INHERENT: dict[str, dict[str, Default]] = {
    "llvm.func": {
        ANY_UNDOTTED: None,
        "CConv": _const(at.DialectAttr("llvm", "cconv", "ccc")),
        "linkage": _LLVM_LINKAGE,
        "unnamed_addr": _ZERO_I64,
        "visibility_": _ZERO_I64,
    },
    "llvm.mlir.global": {
        ANY_UNDOTTED: None,
        "addr_space": _const(at.IntegerAttr(0, ty.I32)),
        "linkage": _LLVM_LINKAGE,
        "tls_mode": _ZERO_I64,
        "unnamed_addr": _ZERO_I64,
        "visibility_": _ZERO_I64,
    },
    "llvm.load": {"ordering": _ZERO_I64, **dict.fromkeys(_MEMORY_ACCESS)},
    "llvm.store": {"ordering": _ZERO_I64, **dict.fromkeys(_MEMORY_ACCESS)},
    "llvm.getelementptr": {
        "elem_type": None,
        "rawConstantIndices": None,
        "noWrapFlags": _const(at.IntegerAttr(0, ty.I32)),
    },
    "llvm.call": {
        "CConv": _const(at.DialectAttr("llvm", "cconv", "ccc")),
        "TailCallKind": _const(at.DialectAttr("llvm", "tailcallkind", "none")),
        "fastmathFlags": _const(at.DialectAttr("llvm", "fastmath", "none")),
        "op_bundle_sizes": _const(at.DenseArrayAttr(ty.I32, [])),
        "callee": None,
        "var_callee_type": None,
        "branch_weights": None,
        "memory_effects": None,
        "convergent": None,
        "no_unwind": None,
        "will_return": None,
        "op_bundle_tags": None,
        "arg_attrs": None,
        "res_attrs": None,
        "access_groups": None,
        "alias_scopes": None,
        "noalias_scopes": None,
        "tbaa": None,
        "no_inline": None,
        "always_inline": None,
        "inline_hint": None,
    },
}

INHERENT: dict[str, dict[str, Default]] = {**LINALG_INHERENT, **LLVM_INHERENT}


def inherent_fallback(op: Operation) -> dict[str, Default] | None:
    return INHERENT.get(op.name)
