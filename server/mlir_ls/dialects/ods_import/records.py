"""The raw TableGen dump to a compact model of dialects, ops, types, attributes and enums.

`llvm-tblgen --dump-json` writes every record with its fields, plus `!instanceof`
(records per class) and, per record, `!superclasses` and `!locs` (`File.td:LINE`).
Variadic, optional and default-valued arguments and most interface traits are
`anonymous_N` records: what they are is in their `!superclasses`, `baseType`,
`baseAttr` or `cppInterfaceName`. The model keeps what the importer needs, as
plain JSON data (lists and dicts of strings, numbers and booleans), small enough
to cache:

    {"version": MODEL_VERSION,
     "dialects": [{"name", "def", "loc", "summary", "description", "cpp_namespace",
                   "properties", "ops": [op...], "types": [def...], "attrs": [def...]}],
     "constraints": {record: {"summary", "pred", "kind", "builder", "cpp"}},
     "preds": {record: tree}, "enums": {record: enum}}

An op: `{"name", "def", "loc", "summary", "description", "operands": [[name, arity,
constraint]], "results": [...], "attrs": [[name, kind, constraint, optional,
default, is_property]], "regions": [[name, variadic, min_blocks]], "successors":
[[name, variadic]], "traits": [...], "parents": [...], "implicit_terminator",
"relations": [...], "format", "custom_format", "verifier", "cpp_parser"}` (see
`_reduce_op`; `cpp_parser` names a known C++ parser its `extraClassDefinition` calls).
A predicate tree: `["c", expr]`, `["and"|"or", [record...]]`, `["not", record]`,
`["subst", pattern, replacement, record]`, `["concat", prefix, suffix, record]`.
"""

from __future__ import annotations

import re
from typing import Any

#: Bumped whenever the model's shape changes (a cached model of another version is stale).
MODEL_VERSION = 11

Record = dict[str, Any]
_DENSE_STORAGE = re.compile(r"(?:::)?(?:mlir::)?(Dense(?:Bool|I8|I16|I32|I64|F32|F64)ArrayAttr)")
_SPACE = re.compile(r"\s+")
#: `HasParent<ScopeOp>::Impl`: a ParamNativeOpTrait's C++ trait and its parameters.
_PARAM_TRAIT = re.compile(r"^(?:::)?(?:mlir::)?(?:OpTrait::)?(\w+)<(.*)>::Impl$", re.S)


def reduce_dump(dump: dict[str, Any]) -> dict[str, Any]:
    """The reduced model of `dump` (see the module docstring); never raises on odd records."""
    return _Reducer(dump).run()


def _ref(value: Any) -> str | None:
    """The record a field names (`{"def": NAME, "kind": "def"}`), else None."""
    if isinstance(value, dict) and value.get("kind") == "def":
        name = value.get("def")
        return name if isinstance(name, str) else None
    return None


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _dag_args(value: Any) -> list[tuple[str | None, str]]:
    """(record, name) of each argument of a dag field (`(ins I32:$a, ...)`)."""
    if not isinstance(value, dict) or value.get("kind") != "dag":
        return []
    out: list[tuple[str | None, str]] = []
    for item in value.get("args") or []:
        if isinstance(item, list) and len(item) == 2:
            out.append((_ref(item[0]), item[1] if isinstance(item[1], str) else ""))
    return out


#: NativeOpTrait `trait` names -> the trait names of `ir/spec.py` (upstream's C++ names).
_NATIVE_TRAITS = {
    "IsTerminator": "Terminator",
    "IsIsolatedFromAbove": "IsolatedFromAbove",
    "IsCommutative": "Commutative",
    "IsIdempotent": "Idempotent",
    "IsInvolution": "Involution",
}
#: Interfaces whose names the registry's traits use.
_INTERFACES = {
    "SymbolOpInterface": "Symbol",
    "RegionBranchTerminatorOpInterface": "RegionBranchTerminatorOpInterface",
    "CallOpInterface": "CallOpInterface",
    "FunctionOpInterface": "FunctionOpInterface",
    "InferTypeOpInterface": "InferTypeOpInterface",
    "RegionKindInterface": "RegionKindInterface",
    "OpAsmOpInterface": "OpAsmOpInterface",
}


class _Reducer:
    def __init__(self, dump: dict[str, Any]) -> None:
        self.dump = dump
        self.instances: dict[str, list[str]] = dump.get("!instanceof") or {}
        self.constraints: dict[str, Record] = {}
        self.preds: dict[str, Any] = {}
        self.enums: dict[str, Record] = {}
        self.op_names: dict[str, str] = {}  # C++ class (qualified and bare) -> op name

    def rec(self, name: str | None) -> Record:
        if name is None:
            return {}
        found = self.dump.get(name)
        return found if isinstance(found, dict) else {}

    def supers(self, name: str | None) -> list[str]:
        value = self.rec(name).get("!superclasses")
        return value if isinstance(value, list) else []

    def loc(self, record: Record) -> str:
        locs = record.get("!locs")
        return locs[0] if isinstance(locs, list) and locs and isinstance(locs[0], str) else ""

    # ---- top level ---------------------------------------------------------------------

    def run(self) -> dict[str, Any]:
        dialects: dict[str, Record] = {}
        for name in self.instances.get("Dialect", []):
            record = self.rec(name)
            ns = record.get("name")
            if not isinstance(ns, str):
                continue
            dialects[name] = {
                "name": ns,
                "def": name,
                "loc": self.loc(record),
                "summary": _text(record.get("summary")),
                "description": _text(record.get("description")),
                "cpp_namespace": _text(record.get("cppNamespace")),
                "properties": bool(record.get("usePropertiesForAttributes", 1)),
                "ops": [],
                "types": [],
                "attrs": [],
            }
        op_records = self.instances.get("Op", [])
        for name in op_records:
            record = self.rec(name)
            dialect = dialects.get(_ref(record.get("opDialect")) or "")
            if dialect is None or not isinstance(record.get("opName"), str):
                continue
            full = f"{dialect['name']}.{record['opName']}"
            cpp = name.split("_", 1)[-1] if "_" in name else name
            cpp_class = record.get("cppClassName")
            ns = dialect["cpp_namespace"]
            for key in (cpp, cpp_class, f"{ns}::{cpp}", f"{ns}::{cpp_class}"):
                if isinstance(key, str) and key:
                    self.op_names[_cpp_key(key)] = full
        for name in op_records:
            record = self.rec(name)
            dialect = dialects.get(_ref(record.get("opDialect")) or "")
            if dialect is None or not isinstance(record.get("opName"), str):
                continue
            try:
                dialect["ops"].append(self._reduce_op(name, record, dialect))
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                dialect.setdefault("problems", []).append(
                    [f"record {name} not understood: {exc}", self.loc(record)]
                )
        for cls, key in (("TypeDef", "types"), ("AttrDef", "attrs")):
            for name in self.instances.get(cls, []):
                record = self.rec(name)
                dialect = dialects.get(_ref(record.get("dialect")) or "")
                if dialect is None:
                    continue
                dialect[key].append(self._reduce_def(name, record))
        return {
            "version": MODEL_VERSION,
            "dialects": list(dialects.values()),
            "constraints": self.constraints,
            "preds": self.preds,
            "enums": self.enums,
        }

    # ---- ops ---------------------------------------------------------------------------

    def _reduce_op(self, name: str, record: Record, dialect: Record) -> Record:
        operands = [self._value(r, n) for r, n in _dag_args(record.get("arguments"))]
        attrs = [a for a in operands if a[0] == "attr"]
        values = [a[1:] for a in operands if a[0] == "value"]
        results = [self._value(r, n)[1:] for r, n in _dag_args(record.get("results"))]
        regions = []
        for ref, region_name in _dag_args(record.get("regions")):
            supers = self.supers(ref)
            variadic = "VariadicRegion" in supers
            inner = _ref(self.rec(ref).get("region")) if variadic else ref
            blocks = 1 if "SizedRegion" in self.supers(inner) else 0
            regions.append([region_name, variadic, blocks])
        successors = [
            [n, "VariadicSuccessor" in self.supers(r)]
            for r, n in _dag_args(record.get("successors"))
        ]
        traits: list[str] = []
        parents: list[str] = []
        relations: list[Any] = []
        implicit: list[str | None] = [None]
        self._traits(record.get("traits"), traits, parents, relations, implicit, set())
        format_text = record.get("assemblyFormat")
        return {
            "name": f"{dialect['name']}.{record['opName']}",
            "def": name,
            "loc": self.loc(record),
            "summary": _text(record.get("summary")),
            "description": _text(record.get("description")),
            "operands": values,
            "results": results,
            "attrs": [[*a[1:], dialect["properties"]] for a in attrs],
            "regions": regions,
            "successors": successors,
            "traits": sorted(set(traits)),
            "parents": parents,
            "implicit_terminator": implicit[0],
            "relations": relations,
            "format": format_text.strip() if isinstance(format_text, str) else None,
            "custom_format": bool(record.get("hasCustomAssemblyFormat")),
            "verifier": bool(record.get("hasVerifier") or record.get("hasRegionVerifier")),
            "cpp_parser": _known_cpp_parser(record.get("extraClassDefinition")),
        }

    def _value(self, ref: str | None, name: str) -> list[Any]:
        """["value", name, arity, constraint] or ["attr", name, kind, constraint, optional,
        default]."""
        supers = self.supers(ref)
        while "Arg" in supers and _ref(self.rec(ref).get("constraint")):
            # `Arg<Constraint, "description", [effects]>` / `Res<...>`: the constraint inside.
            ref = _ref(self.rec(ref).get("constraint"))
            supers = self.supers(ref)
        if "Property" in supers or "PropConstraint" in supers:
            return self._property(ref, name, supers)
        if "AttrConstraint" in supers or "Attr" in supers:
            return self._attr(ref, name)
        arity = "single"
        base = ref
        if "VariadicOfVariadic" in supers or "Variadic" in supers:
            arity = "variadic"
            base = _ref(self.rec(ref).get("baseType")) or ref
        elif "Optional" in supers:
            arity = "optional"
            base = _ref(self.rec(ref).get("baseType")) or ref
        return ["value", name, arity, self._constraint(base, "type")]

    def _attr(self, ref: str | None, name: str) -> list[Any]:
        record = self.rec(ref)
        optional = bool(record.get("isOptional"))
        default = record.get("defaultValue")
        default = default if isinstance(default, str) and default else None
        # Unwrap OptionalAttr / DefaultValuedAttr / ConfinedAttr to the attribute kind.
        kind_ref = ref
        seen: set[str] = set()
        while kind_ref is not None and kind_ref not in seen:
            seen.add(kind_ref)
            if not kind_ref.startswith("anonymous_"):
                break
            base = _ref(self.rec(kind_ref).get("baseAttr"))
            if base is None:
                break
            kind_ref = base
        kind = kind_ref or "any"
        if kind.startswith("anonymous_"):
            kind = _anonymous_kind(self.supers(kind))
        elif "DenseArrayAttrBase" in self.supers(kind):
            # a named dense array (`def GridAxesAttr : DenseArrayAttrBase<"DenseI16ArrayAttr",
            # ...>`) reads and prints as its storage class does
            storage = _text(self.rec(kind).get("storageType"))
            m = _DENSE_STORAGE.fullmatch(storage)
            if m is not None:
                kind = m.group(1)
        self._enum_of(kind_ref)
        return ["attr", name, kind, self._constraint(ref, "attr"), optional, default]

    def _property(self, ref: str | None, name: str, supers: list[str]) -> list[Any]:
        record = self.rec(ref)
        default = record.get("defaultValue")
        default = default if isinstance(default, str) and default else None
        base = ref
        seen: set[str] = set()
        while base is not None and base.startswith("anonymous_") and base not in seen:
            seen.add(base)
            inner = _ref(record.get("baseProp")) or _ref(record.get("baseAttr"))
            if inner is None:
                break
            base = inner
            record = self.rec(base)
        kind = base or "any"
        optional = "OptionalProp" in supers or default is not None or kind == "UnitProp"
        return ["attr", name, kind, None, optional, default]

    def _enum_of(self, ref: str | None) -> None:
        """Record the cases of the enum `ref` is (I32EnumAttr...) or wraps (EnumAttr)."""
        if ref is None or ref in self.enums:
            return
        record = self.rec(ref)
        supers = self.supers(ref)
        info_name = ref
        if "EnumAttr" in supers:
            info_name = _ref(record.get("enum")) or ref
        info = self.rec(info_name)
        cases = info.get("enumerants")
        if not isinstance(cases, list):
            return
        out = []
        symbols = []
        for case in cases:
            case_record = self.rec(_ref(case))
            out.append(
                [
                    _text(case_record.get("str")) or _text(case_record.get("symbol")),
                    case_record.get("value", 0),
                ]
            )
            symbols.append(_text(case_record.get("symbol")))
        info_supers = self.supers(info_name)
        bit = any("BitEnum" in s for s in info_supers)
        width = 64 if any(s.startswith("I64") for s in info_supers) else 32
        dialect_rec = self.rec(_ref(record.get("dialect")))
        self.enums[ref] = {
            "cases": out,
            "bit": bit,
            "width": width,
            # as written (`", "`): the printer joins the cases with it
            "separator": info.get("separator") if isinstance(info.get("separator"), str) else "|",
            "attr": "EnumAttr" in supers,
            "dialect": dialect_rec.get("name") if "EnumAttr" in supers else None,
            "mnemonic": record.get("mnemonic") if "EnumAttr" in supers else None,
            "format": record.get("assemblyFormat") if "EnumAttr" in supers else None,
            "summary": _text(record.get("summary")) or _text(info.get("summary")),
            "cpp": _text(info.get("cppType")),
            "symbols": symbols,
        }

    def _traits(
        self,
        value: Any,
        traits: list[str],
        parents: list[str],
        relations: list[Any],
        implicit: list[str | None],
        seen: set[str],
    ) -> None:
        if not isinstance(value, list):
            return
        for item in value:
            ref = _ref(item)
            if ref is None or ref in seen:
                continue
            seen.add(ref)
            record = self.rec(ref)
            supers = self.supers(ref)
            if "TraitList" in supers:
                self._traits(record.get("traits"), traits, parents, relations, implicit, seen)
                continue
            if "AllTypesMatch" in supers:
                names = record.get("values")
                if isinstance(names, list):
                    relations.append(["match", [n for n in names if isinstance(n, str)]])
                continue
            if "PredOpTrait" in supers and "TypesMatchWith" not in supers:
                # `failed to verify that <summary>`: AllShapesMatch..., TypeIs, PredOpTrait.
                pred = _ref(record.get("predicate"))
                self._pred(pred)
                relations.append(["pred", _text(record.get("summary")), pred])
                continue
            if "TypesMatchWith" in supers:
                relations.append(
                    [
                        "with",
                        record.get("lhs"),
                        record.get("rhs"),
                        _SPACE.sub(" ", _text(record.get("transformer"))),
                        _text(record.get("summary")),
                    ]
                )
                continue
            trait = record.get("trait")
            interface = record.get("cppInterfaceName")
            if isinstance(interface, str) and interface:
                short = interface.rsplit("::", 1)[-1]
                traits.append(_INTERFACES.get(short, short))
                methods = record.get("alwaysOverriddenMethods")
                if short == "OpAsmOpInterface" and "getDefaultDialect" in (methods or []):
                    # The C++ is nearly always `return "<own dialect>";`.
                    traits.append("DefaultDialect")
                continue
            if not isinstance(trait, str) or not trait:
                if not ref.startswith("anonymous_"):
                    traits.append(ref)
                continue
            param = _PARAM_TRAIT.match(trait)
            if param is not None:
                trait, params = param.group(1), param.group(2)
                if trait in ("HasParent", "ParentOneOf"):
                    for cpp in params.split(","):
                        cpp = _cpp_key(cpp)
                        parents.append(self.op_names.get(cpp, cpp))
                    traits.append("HasParent")
                    continue
                if trait == "SingleBlockImplicitTerminator":
                    cpp = _cpp_key(params)
                    implicit[0] = self.op_names.get(cpp, cpp)
                    traits.extend((trait, "SingleBlock"))
                    continue
            short = trait.rsplit("::", 1)[-1]
            traits.append(_NATIVE_TRAITS.get(short, short))

    # ---- constraints -------------------------------------------------------------------

    def _constraint(self, ref: str | None, kind: str) -> str | None:
        """Record the type/attribute constraint `ref` (summary and predicate) in the model."""
        if ref is None:
            return None
        if ref in self.constraints:
            return ref
        record = self.rec(ref)
        pred = _ref(record.get("predicate"))
        self._pred(pred)
        entry: Record = {"summary": _text(record.get("summary")), "pred": pred, "kind": kind}
        builder = record.get("builderCall")
        if isinstance(builder, str) and builder:
            entry["builder"] = builder
        cpp = record.get("cppType") or record.get("storageType")
        if isinstance(cpp, str) and cpp:
            entry["cpp"] = cpp
        self.constraints[ref] = entry
        return ref

    def _pred(self, ref: str | None) -> None:
        if ref is None or ref in self.preds:
            return
        record = self.rec(ref)
        supers = self.supers(ref)
        children = [c for c in (_ref(c) for c in record.get("children") or []) if c]
        if "CPred" in supers:
            self.preds[ref] = ["c", _SPACE.sub(" ", _text(record.get("predExpr")))]
            return
        tree: list[Any]
        if "And" in supers:
            tree = ["and", children]
        elif "Or" in supers:
            tree = ["or", children]
        elif "Negative" in supers or "Neg" in supers or "Not" in supers:
            tree = ["not", children[0] if children else None]
        elif "SubstLeaves" in supers:
            tree = [
                "subst",
                record.get("pattern"),
                _SPACE.sub(" ", _text(record.get("replacement"))),
                children[0] if children else None,
            ]
        elif "Concat" in supers:
            tree = [
                "concat",
                _SPACE.sub(" ", str(record.get("prefix") or "")),
                _SPACE.sub(" ", str(record.get("suffix") or "")),
                children[0] if children else None,
            ]
        else:
            tree = ["c", "?"]
        self.preds[ref] = tree
        for child in children:
            self._pred(child)

    # ---- types and attributes ----------------------------------------------------------

    def _reduce_def(self, name: str, record: Record) -> Record:
        params = []
        value = record.get("parameters")
        items = value.get("args") if isinstance(value, dict) and value.get("kind") == "dag" else []
        for item in items or []:
            if not isinstance(item, list) or len(item) != 2:
                continue
            ref, param = _ref(item[0]), item[1] if isinstance(item[1], str) else ""
            param_record = self.rec(ref)
            cpp = param_record.get("cppType") if param_record else item[0]
            # A parameter is a record (`AttrParameter`...) or its C++ type as a string.
            params.append([param, cpp if isinstance(cpp, str) else (ref or "")])
        fmt = record.get("assemblyFormat")
        self._enum_of(name)
        cpp_class = record.get("cppClassName")
        return {
            "def": name,
            "loc": self.loc(record),
            "mnemonic": record.get("mnemonic") if isinstance(record.get("mnemonic"), str) else None,
            "summary": _text(record.get("summary")),
            "description": _text(record.get("description")),
            "params": params,
            "format": fmt.strip() if isinstance(fmt, str) else None,
            "custom_format": bool(record.get("hasCustomAssemblyFormat")),
            "cpp": cpp_class if isinstance(cpp_class, str) else "",
            "enum": name in self.enums,
        }


#: C++ parsers the ops' `extraClassDefinition` calls that `known.CPP_FORMS` implements.
_CPP_PARSERS = (
    (
        "torch_default",
        re.compile(r"parseDefaultTorchOp\(\s*parser\s*,\s*result\s*,\s*(\d+)\s*,\s*(\d+)\s*\)"),
    ),
)


def _known_cpp_parser(extra: Any) -> list[Any] | None:
    """`[kind, *int args]` of the known C++ parser an op's `parse` calls, else None."""
    if not isinstance(extra, str):
        return None
    for kind, pattern in _CPP_PARSERS:
        m = pattern.search(extra)
        if m is not None:
            return [kind, *(int(g) for g in m.groups())]
    return None


def _cpp_key(cpp: str) -> str:
    """A C++ class name without leading `::` and `mlir::` (`pdl::PatternOp`)."""
    key = cpp.strip().lstrip(":")
    return key[6:] if key.startswith("mlir::") else key


def _anonymous_kind(supers: list[str]) -> str:
    for cls in reversed(supers):
        if cls not in ("Constraint", "AttrTypeConstraint", "AttrConstraint", "Attr"):
            return cls
    return "any"
