"""Op-level ODS predicates: `PredOpTrait<"summary", pred>` and its kin, three-valued.

Upstream's generated verifier reports `failed to verify that <summary>` when the
predicate is false. The predicates seen in practice are built from:

* `TypeIsPred<"x", Type>` (`SubstLeaves<"$_self", "$x.getType()", type predicate>`): the
  type constraint applied to the type of the value `x`;
* `AllMatchSameOperatorPred` (the `AllShapesMatch`, `AllElementTypesMatch`, `AllRanksMatch`,
  `AllElementCountsMatch`, `AllTypesMatch` traits): a `CPred` `(f($a)) == (f($b)) && ...`
  for one of upstream's operators `f` (`Shape`, `ElementType`, `Rank`, `ElementCount`,
  `$_self.getType()`);
* `And`, `Or`, `Not` of those.

Any other leaf is unknown, and a predicate is only reported when it is false whatever the
unknown leaves say (as for type constraints, `constraints.py`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mlir_ls.dialects.ods_import.constraints import (
    PredicateCompiler,
    all_of,
    any_of,
    normalize,
)
from mlir_ls.ir import types as ty

#: An op's values by ODS name: name -> the types of its values.
Values = dict[str, list[Any]]
OpCheck = Callable[[Values], bool | None]

_VALUE = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)\.getType\(\)$")


def _shape(t: Any) -> Any:
    if isinstance(t, ty.RankedTensorType | ty.VectorType | ty.MemRefType):
        return tuple(t.shape or ())
    return None


def _rank(t: Any) -> Any:
    shape = _shape(t)
    return None if shape is None else len(shape)


def _count(t: Any) -> Any:
    shape = _shape(t)
    if shape is None or any(d < 0 for d in shape):
        return None
    n = 1
    for d in shape:
        n *= d
    return n


def _element(t: Any) -> Any:
    return t.element_type if isinstance(t, ty.ShapedType) else t


#: Upstream's operators (OpBase.td `Shape`, `Rank`...), `$N` standing for the value's name:
#: (regex over the normalized C++, the function on the value's type; None: not comparable).
_OPERATORS: tuple[tuple[re.Pattern[str], Callable[[Any], Any]], ...] = (
    (re.compile(r"cast<ShapedType>\(\$(\w+)\.getType\(\)\)\.getShape\(\)"), _shape),
    (re.compile(r"cast<ShapedType>\(\$(\w+)\.getType\(\)\)\.getRank\(\)"), _rank),
    (re.compile(r"cast<ShapedType>\(\$(\w+)\.getType\(\)\)\.getNumElements\(\)"), _count),
    (re.compile(r"getElementTypeOrSelf\(\$(\w+)(?:\.getType\(\))?\)"), _element),
    (re.compile(r"\$(\w+)\.getType\(\)"), lambda t: t),
)


class OpPredicateCompiler:
    """Compiles op-level predicate trees of the model (`preds`) into `OpCheck`s."""

    def __init__(self, preds: dict[str, Any], types: PredicateCompiler) -> None:
        self.preds = preds
        self.types = types

    def compile(self, name: str | None) -> OpCheck | None:
        """The check of op predicate `name`, None when it is unknown whatever the op."""
        check = self._tree(self.preds.get(name) if name else None, set())
        return None if check is _UNKNOWN else check

    def _tree(self, tree: Any, seen: set[str]) -> OpCheck:
        if not isinstance(tree, list) or not tree:
            return _UNKNOWN
        head = tree[0]
        if head == "c":
            return _leaf(str(tree[1]))
        if head in ("and", "or"):
            children = [self._child(c, seen) for c in tree[1]]
            if head == "and":
                return all_of(children)
            return any_of(children)
        if head == "not":
            inner = self._child(tree[1], seen)
            if inner is _UNKNOWN:
                return _UNKNOWN
            return lambda v: None if (r := inner(v)) is None else not r
        if head == "subst":
            _, pattern, replacement, child = tree
            m = _VALUE.match(normalize(replacement))
            if pattern != "$_self" or m is None or not isinstance(child, str):
                return _UNKNOWN
            check = self.types.compile(child)
            if check is None:
                return _UNKNOWN
            name = m.group(1)

            def run(values: Values) -> bool | None:
                found = values.get(name)
                if found is None or len(found) != 1 or found[0].is_error:
                    return None
                return check(found[0])

            return run
        return _UNKNOWN

    def _child(self, name: Any, seen: set[str]) -> OpCheck:
        if not isinstance(name, str) or name in seen:
            return _UNKNOWN
        return self._tree(self.preds.get(name), seen | {name})


def _leaf(expr: str) -> OpCheck:
    """`(f($a)) == (f($b)) && (f($b)) == (f($a))` (AllMatchPred) for a known operator `f`."""
    text = normalize(expr)
    if text == "true":
        return lambda v: True
    for pattern, fn in _OPERATORS:
        names = pattern.findall(text)
        if len(names) < 2:
            continue
        rest = pattern.sub("V", text)
        if not re.fullmatch(r"\(V\)==\(V\)(?:&&\(V\)==\(V\))*", rest):
            continue
        wanted = list(dict.fromkeys(names))
        return _all_equal(wanted, fn)
    return _UNKNOWN


def _all_equal(names: list[str], fn: Callable[[Any], Any]) -> OpCheck:
    def run(values: Values) -> bool | None:
        keys = []
        for name in names:
            found = values.get(name)
            if found is None or len(found) != 1 or found[0].is_error:
                return None
            key = fn(found[0])
            if key is None or getattr(key, "is_error", False):
                return None
            keys.append(key)
        return all(k == keys[0] for k in keys)

    return run


def _UNKNOWN(values: Values) -> bool | None:
    return None
