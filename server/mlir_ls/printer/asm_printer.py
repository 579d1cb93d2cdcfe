"""The operation printer: upstream's `OperationPrinter`, generic and custom forms.

`AsmPrinter` implements the `OpAsmPrinter` Protocol (mlir_ls.printer.api) that
op print hooks call. Printing a module takes two passes, as upstream does: a
dry run that visits every attribute and type in printing order (alias
collection, see aliases.py), then the real print with the hoisted aliases.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir.affine import AffineDim, AffineExpr, AffineSymbol
from mlir_ls.ir.attributes import Attribute
from mlir_ls.ir.core import Block, BlockArgument, Operation, Region, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    ATTR_SIZED_RESULT_SEGMENTS,
    TERMINATOR,
)
from mlir_ls.ir.types import FunctionType, Type
from mlir_ls.printer.affine import print_affine_expr
from mlir_ls.printer.aliases import AliasCollector
from mlir_ls.printer.attrs import AttrTypePrinter, Elision, escape_string, symbol_ref
from mlir_ls.printer.inherent import INHERENT
from mlir_ls.printer.linalg_bodies import memoized_maps
from mlir_ls.printer.names import NameHint, Names, SSANames
from mlir_ls.printer.result_names import block_arg_names, result_names
from mlir_ls.printer.templates import Capture, Template, distinct_values

PrintHook = Callable[[Any, Operation], None]


@dataclass(frozen=True, slots=True)
class PrintOptions:
    """mlir-opt's printing flags: `--mlir-print-op-generic`, `--mlir-print-local-scope`."""

    generic: bool = False
    local_scope: bool = False
    #: Columns per level of region nesting (upstream's 2). 0 prints every line unindented,
    #: in time linear in the IR (a comparison key: the formatter's check; nested regions
    #: indented make an output quadratic in their depth).
    indent_width: int = 2


def inherent_attr_names(op: Operation) -> frozenset[str]:
    """Names of the op's inherent attributes (printed as properties `<{...}>`)."""
    spec = op.spec
    if spec is None:
        return frozenset()
    cached: frozenset[str] | None = _INHERENT_CACHE.get(id(spec))
    if cached is None:
        names = {a.name for a in spec.attributes if a.is_property}
        names.update(INHERENT.get(op.name, ()))
        if ATTR_SIZED_OPERAND_SEGMENTS in spec.traits:
            names.add("operandSegmentSizes")
        if ATTR_SIZED_RESULT_SEGMENTS in spec.traits:
            names.add("resultSegmentSizes")
        cached = frozenset(names)
        _INHERENT_CACHE[id(spec)] = cached
    return cached


_INHERENT_CACHE: dict[int, frozenset[str]] = {}

#: Inherent attributes with a default that upstream does not store unless set
#: (`DefaultValuedOptionalAttr`, or `OptionalAttr` that a spec describes with a default),
#: of dialect modules that do not yet say so with `AttrDef.stored_default=False`.
UNSTORED_DEFAULTS = frozenset(
    {
        ("memref.load", "nontemporal"),
        ("memref.store", "nontemporal"),
    }
)


def split_attributes(
    op: Operation, add_defaults: bool = True
) -> tuple[dict[str, Attribute] | Attribute | None, dict[str, Attribute]]:
    """(properties, discardable attributes) as upstream's generic form prints them."""
    if op.spec is None:
        return op.properties, op.attributes
    inherent = inherent_attr_names(op)
    props: dict[str, Attribute] = {}
    if isinstance(op.properties, at.DictionaryAttr):
        props.update(op.properties.entries)
    elif op.properties is not None:
        return op.properties, op.attributes
    attrs: dict[str, Attribute] = {}
    for name, value in op.attributes.items():
        if name in inherent:
            props[name] = value
        else:
            attrs[name] = value
    for definition in op.spec.attributes if add_defaults else ():
        default = definition.default
        if (
            isinstance(default, Attribute)
            and definition.name not in props
            and definition.stored_default
            and not definition.kind.startswith("DefaultValuedOptional")
            and (op.name, definition.name) not in UNSTORED_DEFAULTS
        ):
            props[definition.name] = default
    if add_defaults and op.name in INHERENT:
        for name, compute in INHERENT[op.name].items():
            if compute is not None and name not in props:
                computed = compute(op)
                if computed is not None:
                    props[name] = computed
        memoized = memoized_maps(op)
        if memoized is not None and "linalg.memoized_indexing_maps" not in attrs:
            attrs["linalg.memoized_indexing_maps"] = memoized
    return props, attrs


def all_attributes(op: Operation) -> dict[str, Attribute]:
    """getAttrs(): inherent and discardable attributes together."""
    if isinstance(op.properties, at.DictionaryAttr) and op.spec is not None:
        merged = dict(op.properties.entries)
        merged.update(op.attributes)
        return merged
    return op.attributes


def _is_terminator(op: Operation) -> bool:
    return op.spec is not None and TERMINATOR in op.spec.traits


class AsmPrinter:
    """Prints operations; implements mlir_ls.printer.api.OpAsmPrinter."""

    def __init__(
        self,
        root: Operation,
        options: PrintOptions | None = None,
        *,
        hook_for: Callable[[Operation], PrintHook | None] | None = None,
        names: Names | None = None,
        attrs: AttrTypePrinter | None = None,
    ) -> None:
        options = options or PrintOptions()
        self.options = options
        self.generic = options.generic
        self.hook_for = hook_for or default_hook
        hints: NameHint | None = None if self.generic else result_names
        self.names: Names = names or SSANames(
            root,
            unique_ids=self.generic,
            hints=hints,
            block_hints=None if self.generic else block_arg_names,
        )
        self.attrs = attrs or AttrTypePrinter()
        self.collector: AliasCollector | None = None
        self._out: list[str] = []
        self._indent = 0
        self._step = options.indent_width
        self._default_dialect: list[str] = ["builtin"]
        self._preds: dict[Block, list[Block]] | None = None
        self._root = root
        #: The generic form after the operands, by `Operation.signature`.
        self._generic_tails: dict[object, str] = {}
        #: Signatures whose first op the alias dry run visited (`_visit_op`).
        self._visited: set[object] = set()
        #: Custom forms by (signature, default dialect); None: not capturable.
        self._templates: dict[tuple[object, str], Template | None] = {}
        #: Keys of `_templates` whose first op was printed (by its hook).
        self._seen: set[tuple[object, str]] = set()
        #: The templates printed: (op name as spelled, template), by the same key
        #: (`print_full_op` prints the later one-result ops of the key from it).
        self._filled: dict[tuple[object, str], tuple[str, Template]] = {}
        #: Print default-valued inherent attributes in `<{...}>` as upstream stores them.
        self.add_defaults = True

    # ---- output ---------------------------------------------------------------------------

    def text(self) -> str:
        return "".join(self._out)

    def write(self, text: str) -> None:
        if self.collector is None:
            self._out.append(text)

    def print_new_line(self) -> None:
        self.write("\n" + " " * self._indent)

    def increase_indent(self) -> None:
        self._indent += self._step

    def decrease_indent(self) -> None:
        self._indent -= self._step

    # ---- values, types, attributes ------------------------------------------------------------

    def print_operand(self, value: Value) -> None:
        if self.collector is None:  # (the alias dry run prints no names)
            self._out.append(self.names.value(value))

    def print_operands(self, values: Sequence[Value], separator: str = ", ") -> None:
        if self.collector is None:
            value = self.names.value
            self._out.append(separator.join([value(v) for v in values]))

    def print_affine_expr_of_ssa_ids(
        self, expr: AffineExpr, dims: Sequence[Value], symbols: Sequence[Value]
    ) -> None:
        value = self.names.value

        def leaf(e: AffineExpr) -> str:
            if isinstance(e, AffineDim):
                return value(dims[e.position]) if e.position < len(dims) else f"d{e.position}"
            assert isinstance(e, AffineSymbol)
            if e.position < len(symbols):
                return f"symbol({value(symbols[e.position])})"
            return f"symbol(s{e.position})"

        if self.collector is None:
            self._out.append(print_affine_expr(expr, leaf))

    def print_type(self, type: Type) -> None:
        if self.collector is not None:
            self.collector.visit_type(type)
        else:
            self._out.append(self.attrs.type(type))

    def print_types(self, types: Sequence[Type], separator: str = ", ") -> None:
        if self.collector is not None:
            for t in types:
                self.collector.visit_type(t)
        else:
            type_text = self.attrs.type
            self._out.append(separator.join([type_text(t) for t in types]))

    def print_functional_type(self, inputs: Sequence[Type], results: Sequence[Type]) -> None:
        if self.collector is not None:
            for t in (*inputs, *results):
                self.collector.visit_type(t)
            return
        self._out.append(self.attrs.function_type(inputs, results))

    def print_attribute(self, attr: Attribute) -> None:
        if self.collector is not None:
            self.collector.visit_attr(attr)
        else:
            self._out.append(self.attrs.attr(attr))

    def print_stripped_attribute(self, attr: Attribute) -> None:
        if self.collector is not None:
            self.collector.visit_attr(attr)
        else:
            self._out.append(self.attrs.stripped(attr))

    def print_attribute_without_type(self, attr: Attribute) -> None:
        if self.collector is not None:
            self.collector.visit_attr(attr, elide_type=True)
        else:
            self._out.append(self.attrs.attr(attr, Elision.MUST))

    def _attr_dict(self, attrs: dict[str, Attribute], elided: Iterable[str], keyword: bool) -> None:
        if not attrs:
            return
        skip = set(elided)
        kept = {k: v for k, v in attrs.items() if k not in skip} if skip else attrs
        if not kept:
            return
        if self.collector is not None:
            for name in sorted(kept):
                self.collector.visit_attr(kept[name])
            return
        prefix = " attributes {" if keyword else " {"
        self._out.append(prefix + self.attrs.named_attrs(kept) + "}")

    def print_optional_attr_dict(
        self, attrs: dict[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        self._attr_dict(attrs, elided, False)

    def print_optional_attr_dict_with_keyword(
        self, attrs: dict[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        self._attr_dict(attrs, elided, True)

    def print_symbol_name(self, name: str) -> None:
        self.write(symbol_ref(name))

    def print_successor(self, block: Block) -> None:
        self.write(self.names.block(block))

    def print_successor_and_use_list(self, block: Block, operands: Sequence[Value]) -> None:
        self.print_successor(block)
        if operands:
            self.write("(")
            self.print_operands(operands)
            self.write(" : ")
            self.print_types([v.type for v in operands])
            self.write(")")

    def print_region_argument(
        self, value: Value, attrs: dict[str, Attribute] | None = None
    ) -> None:
        self.print_operand(value)
        self.write(": ")
        self.print_type(value.type)
        if attrs:
            self.print_optional_attr_dict(attrs)

    def shadow_region_args(self, region: Region, names: Sequence[Value]) -> None:
        if not region.blocks:
            return
        for arg, use in zip(region.blocks[0].arguments, names, strict=False):
            self.names.shadow(arg, self.names.value(use)[1:])

    # ---- regions and blocks ---------------------------------------------------------------

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        """` {` newline, the blocks, `}` at the op's indentation (with a leading space)."""
        self.write(" ")
        self._region(region, print_entry_block_args, print_block_terminators, print_empty_block)

    def _region(
        self,
        region: Region,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) -> None:
        if self.collector is not None:
            if region.blocks:
                self._block(region.blocks[0], print_entry_block_args, print_block_terminators)
                for block in region.blocks[1:]:
                    self._block(block, True, True)
            return
        self._region_open(region)
        if region.blocks:
            parent = region.parent
            dialect = ""
            if parent is not None and parent.spec is not None:
                dialect = parent.spec.default_dialect or ""
            self._default_dialect.append(dialect)
            entry = region.blocks[0]
            header = (print_empty_block and not entry.operations) or (
                print_entry_block_args and bool(entry.arguments)
            )
            self._block(entry, header, print_block_terminators)
            for block in region.blocks[1:]:
                self._block(block, True, True)
            self._default_dialect.pop()
        self._region_close(region)

    def _region_open(self, region: Region) -> None:
        self._out.append("{\n")

    def _region_close(self, region: Region) -> None:
        self._out.append(" " * self._indent + "}")

    def _block(self, block: Block, print_header: bool, print_terminator: bool) -> None:
        if self.collector is not None:
            if print_header:
                for arg in block.arguments:
                    self.collector.visit_type(arg.type)
            ops = block.operations
            if not print_terminator and ops and _is_terminator(ops[-1]):
                ops = ops[:-1]
            visited = self._visited
            for op in ops:
                signature = op.signature
                if signature is None or signature not in visited:  # (`_visit_op`'s test)
                    self._visit_op(op)
            return
        out = self._out
        if print_header:
            self._block_header(block)
        self._indent += self._step
        ops = block.operations
        if not print_terminator and ops and _is_terminator(ops[-1]):
            ops = ops[:-1]
        indent = self._indent
        pad = " " * indent
        names = self.names
        # the names' table of one-value names (`SSANames.value` looks there first)
        texts = names.texts if type(names) is SSANames else {}
        filled = self._filled
        dialect = self._default_dialect[-1]
        for op in ops:
            # `print_op_line`, with `print_full_op`'s path for an op of a signature printed
            # from its template before, inline: most ops of a dump take it
            signature = op.signature
            if signature is not None:
                results = op.results
                known = filled.get((signature, dialect)) if len(results) < 2 else None
                if known is not None:
                    template = known[1]
                    operands = op.operands
                    if (template.indent is None or template.indent == indent) and (
                        len(operands) < 2
                        or (
                            operands[0] is not operands[1]
                            if len(operands) == 2
                            else distinct_values(op)
                        )
                    ):
                        # `Template.fill`, inline, into the whole line
                        line = [pad]
                        if results:
                            first = results[0]
                            name = texts.get(first)
                            line.append(name if name is not None else names.value(first, False))
                            line.append(" = ")
                        parts = template.parts
                        line.append(known[0])
                        line.append(parts[0])
                        count = len(operands)
                        i = 1
                        for slot, print_result_no in template.slots:
                            target = operands[slot] if slot < count else results[slot - count]
                            text = texts.get(target)
                            line.append(
                                text if text is not None else names.value(target, print_result_no)
                            )
                            line.append(parts[i])
                            i += 1
                        line.append("\n")
                        out.append("".join(line))
                        continue
            out.append(pad)
            self.print_full_op(op)
            out.append("\n")
        self._indent -= self._step

    def _block_header(self, block: Block) -> None:
        """`^bb1(%0: i32):  // pred: ^bb0` and a newline, at the enclosing op's indentation."""
        out = self._out
        out.append(" " * self._indent + self.names.block(block))
        if block.arguments:
            out.append("(")
            out.append(
                ", ".join(
                    f"{self.names.value(arg)}: {self.attrs.type(arg.type)}"
                    for arg in block.arguments
                )
            )
            out.append(")")
        out.append(":")
        out.append(self._predecessor_comment(block))
        out.append("\n")

    def _predecessor_comment(self, block: Block) -> str:
        if self._preds is None:
            self._preds = _predecessors(self._root)
        preds = self._preds.get(block, [])
        if not preds:
            return (
                ""
                if block.parent is not None and block.parent.blocks[0] is block
                else "  // no predecessors"
            )
        if len(preds) == 1:
            return "  // pred: " + self.names.block(preds[0])
        ordered = sorted(preds, key=self.names.block_order)
        return f"  // {len(preds)} preds: " + ", ".join(self.names.block(p) for p in ordered)

    # ---- operations -------------------------------------------------------------------------

    def print_op_line(self, op: Operation) -> None:
        """printFullOpWithIndentAndLoc: indentation, results, the op (no trailing newline)."""
        self._out.append(" " * self._indent)
        self.print_full_op(op)

    def print_full_op(self, op: Operation) -> None:
        results = op.results
        signature = op.signature
        if signature is not None and len(results) < 2:
            # An op of a signature printed before from its template (`_print_templated`):
            # its result, the op name as the custom form spells it, the template's text.
            known = self._filled.get((signature, self._default_dialect[-1]))
            if (
                known is not None
                and (known[1].indent is None or known[1].indent == self._indent)
                and distinct_values(op)
            ):
                names = self.names
                text = known[0] + known[1].fill(op, names)
                if results:
                    text = f"{names.value(results[0], False)} = {text}"
                self._out.append(text)
                return
        if results:
            groups = self.names.groups.get(op)
            value = self.names.value
            if groups is None:
                text = value(results[0], False)
                if len(results) > 1:
                    text += f":{len(results)}"
            else:
                parts = []
                bounds = [*groups, len(results)]
                for start, end in pairwise(bounds):
                    part = value(results[start], False)
                    if end - start > 1:
                        part += f":{end - start}"
                    parts.append(part)
                text = ", ".join(parts)
            self._out.append(text + " = ")
        self.print_custom_or_generic(op)

    def print_custom_or_generic(self, op: Operation) -> None:
        if not self.generic:
            hook = self.hook_for(op)
            if hook is not None:
                mark = len(self._out)
                self._out.append(short_name(op.name, self._default_dialect[-1]))
                if op.signature is not None and self._print_templated(hook, op):
                    return
                if self.run_hook(hook, op, mark):
                    return
        self.print_generic_op(op)

    def _print_templated(self, hook: PrintHook, op: Operation) -> bool:
        """The hook's text for `op` from the template of its signature (`printer/templates`),
        captured on the first such op; False when the hook must print it."""
        if self.collector is not None or not distinct_values(op):
            return False
        key = (op.signature, self._default_dialect[-1])
        template = self._templates.get(key)
        if template is None:
            if key in self._templates:
                return False  # the hook cannot be captured
            if key not in self._seen:
                self._seen.add(key)  # the first op prints through its hook; a second
                return False  # makes the template (most signatures have one op)
            template = self._capture(hook, op)
            self._templates[key] = template
            if template is None:
                return False
        if template.indent is not None and template.indent != self._indent:
            return False
        self._out.append(template.fill(op, self.names))
        if self.hook_for is default_hook and type(self.names) is SSANames and not self.generic:
            self._filled[key] = (short_name(op.name, key[1]), template)
        return True

    def _capture(self, hook: PrintHook, op: Operation) -> Template | None:
        """Run the hook with marker names (see `printer/templates`); its output is undone."""
        out = self._out
        mark = len(out)
        names = self.names
        indent, depth = self._indent, len(self._default_dialect)
        capture = Capture(op)
        self.names = capture
        try:
            hook(self, op)
            return Template("".join(out[mark:]), capture.used, indent)
        except Exception:  # NotTemplated, or a hook that fails: printed without a template
            return None
        finally:
            self.names = names
            del out[mark:]
            self._indent = indent
            del self._default_dialect[depth:]

    def run_hook(self, hook: PrintHook, op: Operation, mark: int | None = None) -> bool:
        """Run a custom printer. A hook that cannot print this op (IR that did not verify,
        an op in generic form with anything in it) fails: what it wrote from `mark` on is
        undone and False tells the caller to print the generic form, as upstream prints
        an op that failed to verify."""
        start = len(self._out) if mark is None else mark
        indent, depth = self._indent, len(self._default_dialect)
        try:
            hook(self, op)
        except Exception:
            del self._out[start:]
            self._indent = indent
            del self._default_dialect[depth:]
            return False
        return True

    def print_generic_op(self, op: Operation) -> None:
        out = self._out
        value = self.names.value
        name = _QUOTED_NAMES.get(op.name)
        if name is None:
            name = escape_string(op.name)
            if op.spec is not None:  # registered: a bounded set of names
                _QUOTED_NAMES[op.name] = name
        head = name + "(" + ", ".join([value(v) for v in op.operands]) + ")"
        signature = op.signature
        if signature is not None and self.collector is None:
            # Ops of one signature have equal attributes and types and nothing else after
            # their operands (`Operation.signature`): the same text follows.
            tail = self._generic_tails.get(signature)
            if tail is None:
                out.append(head)
                mark = len(out)
                self._generic_tail(op)
                self._generic_tails[signature] = "".join(out[mark:])
            else:
                out.append(head + tail)
            return
        if op.successors:
            head += "[" + ", ".join(self.names.block(b) for b in op.successors) + "]"
        out.append(head)
        self._generic_tail(op)

    def _generic_tail(self, op: Operation) -> None:
        """What follows the operand and successor lists of an op in generic form."""
        out = self._out
        props, attrs = split_attributes(op, self.add_defaults)
        if isinstance(props, dict):
            if props:
                out.append(" <{" + self.attrs.named_attrs(props) + "}>")
        elif props is not None:
            out.append(" <" + self.attrs.attr(props) + ">")
        if op.regions:
            out.append(" (")
            for i, region in enumerate(op.regions):
                if i:
                    out.append(", ")
                self._region(region, True, True, True)
            out.append(")")
        if attrs:
            out.append(" {" + self.attrs.named_attrs(attrs) + "}")
        out.append(" : ")
        types = self.attrs.type
        ins = ", ".join(types(v.type) for v in op.operands)
        res = op.results
        if len(res) == 1 and not isinstance(res[0].type, FunctionType):
            out.append(f"({ins}) -> {types(res[0].type)}")
        else:
            out.append(f"({ins}) -> (" + ", ".join(types(r.type) for r in res) + ")")

    # ---- alias collection (the dry run) -----------------------------------------------------

    def _visit_op(self, op: Operation) -> None:
        collector = self.collector
        assert collector is not None
        signature = op.signature
        if signature is not None:
            # Ops of one signature print the same attributes and types (`Operation.signature`):
            # once the first was visited, the others would find every one already seen.
            if signature in self._visited:
                return
            self._visited.add(signature)
        if not self.generic:
            hook = self.hook_for(op)
            if hook is not None:
                if self.run_hook(hook, op):
                    return
                self._visited.discard(signature)  # a failed hook: visit the others too
        for region in op.regions:
            self._region(region, True, True, False)
        for v in op.operands:
            collector.visit_type(v.type)
        for r in op.results:
            collector.visit_type(r.type)
        merged = all_attributes(op)
        if op.spec is not None and self.add_defaults:
            # getAttrs(): the stored defaults are attributes of the op too.
            props, attrs = split_attributes(op)
            if isinstance(props, dict):
                merged = {**props, **attrs}
        for name in sorted(merged):
            collector.visit_attr(merged[name])
        if op.spec is None and op.properties is not None:
            collector.visit_attr(op.properties)

    def collect_aliases(self, root: Operation) -> AliasCollector:
        """Visit everything `root` prints, in order, as upstream's DummyAliasOperationPrinter."""
        collector = AliasCollector()
        self.collector = collector
        self._visited.clear()
        try:
            self._visit_op(root)
        finally:
            self.collector = None
        return collector


#: `escape_string` of registered op names.
_QUOTED_NAMES: dict[str, str] = {}


def short_name(name: str, dialect: str) -> str:
    """An op's name as its custom form spells it under the default `dialect` (`return` in
    a `func.func`): the prefix goes when the rest has no `.` of its own."""
    if dialect and name.startswith(dialect) and name.count(".") == 1:
        cut = len(dialect)
        if name[cut] == ".":
            return name[cut + 1 :]
    return name


def _predecessors(root: Operation) -> dict[Block, list[Block]]:
    """The blocks that branch to each block (with repeats: `cf.cond_br %c, ^bb1, ^bb1`).
    The order within a list is not kept: `_predecessor_comment` sorts two or more."""
    preds: dict[Block, list[Block]] = {}
    stack = [root]
    while stack:
        op = stack.pop()
        if op.successors and op.parent is not None:
            for succ in op.successors:
                preds.setdefault(succ, []).append(op.parent)
        for region in op.regions:
            for block in region.blocks:
                stack.extend(block.operations)
    return preds


def default_hook(op: Operation) -> PrintHook | None:
    """The op's custom printer: its spec's hook, else a built-in one for core ops, else None."""
    spec = op.spec
    if spec is None:
        return None
    if spec.print is not None:
        return spec.print
    return _fallback_hooks().get(op.name)


@cache
def _fallback_hooks() -> Mapping[str, PrintHook]:
    """`printer.fallback.FALLBACK_HOOKS` (imported on first use: it imports this module)."""
    from mlir_ls.printer.fallback import FALLBACK_HOOKS

    return FALLBACK_HOOKS


__all__ = ["AsmPrinter", "BlockArgument", "PrintOptions", "split_attributes"]
