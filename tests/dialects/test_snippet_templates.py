"""The snippet templates of hand-parsed ops (`dialects.snippet_templates`) against the parser.

Every instance of a template (each stop replaced by its example, each choice by each of its
words in turn) must parse with mlir-ls's own parser as exactly one op of the template's
name, with no diagnostic other than undefined values and blocks (the template is written
without its surroundings); and every op a hand-written hook parses must have a template.
Where upstream's own `.td` gives the op a declarative format (imported when LLVM 22's
TableGen is installed), the template must parse with that format too; and where upstream's
`mlir-opt` is installed, with upstream's own parser.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mlir_ls.config import DialectSettings
from mlir_ls.dialects import default_registry, new_registry
from mlir_ls.dialects.snippet_templates import TEMPLATES, UPSTREAM_TEMPLATES, instance, parts
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import Registry
from mlir_ls.parser import ParseOptions, parse

#: Diagnostics a template written out of its context may give (nothing defines its values).
_CONTEXT_CODES = {"undefined-value", "undefined-block"}


def _instances(template: str) -> list[str]:
    """The first-word instance, then each other word of each choice (one change at a time)."""
    choices = [p for p in parts(template) if p.kind == "choice"]
    out = [instance(template)]
    for n, choice in enumerate(choices):
        for word in range(1, len(choice.words)):
            out.append(instance(template, {n: word}))
    return out


def _ops(op: Operation) -> list[Operation]:
    return [o for region in op.regions for block in region.blocks for o in block.operations]


@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_every_instance_of_a_template_parses_as_its_op(name: str) -> None:
    registry = default_registry()
    spec = registry.lookup_op(name)
    assert spec is not None, f"{name}: no such op"
    assert spec.parse is not None and spec.format is None, f"{name}: not parsed by a hook"
    template = TEMPLATES[name]
    assert template.startswith(name), "a template starts with the op's name"
    assert template.count("$0") <= 1
    for text in _instances(template):
        assert _problems(text, registry) == [], text
        result = parse(text + "\n", registry, ParseOptions(strict_progress=True))
        top = [result.module] if result.explicit_module else _ops(result.module)
        assert [o.name for o in top] == [name], text


def _problems(text: str, registry: Registry) -> list[str]:
    result = parse(text + "\n", registry, ParseOptions(strict_progress=True))
    return [f"{d.code}: {d.message}" for d in result.diagnostics if d.code not in _CONTEXT_CODES]


TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
#: Known disagreements, each a bug outside the templates: the imported format's optional
#: `($targets^)?` group (a custom ArrayAttr constraint) starts on the region's `{`.
_UPSTREAM_FORMAT_BUGS = {"gpu.module"}


@pytest.mark.skipif(
    not TBLGEN.is_file() or not (MLIR_INCLUDE / "mlir" / "Dialect" / "GPU").is_dir(),
    reason="needs LLVM 22's llvm-tblgen and MLIR's .td files (Debian: llvm-22, libmlir-22-dev)",
)
def test_templates_agree_with_upstreams_declarative_format_where_there_is_one() -> None:
    from mlir_ls.dialects.ods_import.loader import OdsImporter

    importer = OdsImporter(DialectSettings(tblgen=str(TBLGEN), mlir_include=MLIR_INCLUDE))
    include = importer.discovery().mlir_include
    assert include is not None
    files = importer.upstream_map()
    checked: list[str] = []
    disagree: dict[str, list[str]] = {}
    for namespace in sorted({name.split(".", 1)[0] for name in TEMPLATES}):
        if namespace == "builtin" or not files.get(namespace):
            continue
        imported = importer._import_upstream(namespace, include, files[namespace])
        assert imported is not None, namespace
        dialect = next((d for d in imported.specs if d.name == namespace), None)
        assert dialect is not None, namespace
        registry = new_registry()
        registry.register(dialect)  # in place of the hand-written description
        for name, template in TEMPLATES.items():
            spec = dialect.ops.get(name)
            if spec is None or spec.format is None:
                continue  # a C++ parser upstream too: the hand-written check is the check
            checked.append(name)
            problems = _problems(instance(template), registry)
            if problems:
                disagree[name] = problems
    assert len(checked) >= 30  # func.return, gpu.alloc, llvm.intr.assume, ...
    assert set(disagree) == _UPSTREAM_FORMAT_BUGS, disagree


MLIR_OPT = Path("/usr/lib/llvm-22/bin/mlir-opt")
#: Reported when the region ends, after the op parsed (nothing defines the template's names).
_AFTER_PARSE = ("error: use of undeclared SSA value name", "error: reference to an undefined block")


@pytest.mark.skipif(
    not MLIR_OPT.is_file(), reason="needs LLVM 22's mlir-opt (Debian: mlir-22-tools)"
)
def test_templates_parse_with_upstreams_parser() -> None:
    """Each instance, in a function, through `mlir-opt` without verification. Upstream's
    parser reports values and blocks nothing defines when the region ends, after the op
    parsed: the first error being one of those (or none) means the op's parser took the
    whole text. Ops newer than LLVM 22 (`custom op 'gpu.ballot' is unknown`) go unchecked."""
    rejected: dict[str, str] = {}
    newer: set[str] = set()
    chunks: list[tuple[str, int, int]] = []  # (op name, first line, last line), 1-based
    source: list[str] = []
    for name, template in sorted({**TEMPLATES, **UPSTREAM_TEMPLATES}.items()):
        for text in _instances(template):
            lines = ["func.func @t() {", *text.split("\n"), "  return", "}", "// -----"]
            chunks.append((name, len(source) + 1, len(source) + len(lines)))
            source.extend(lines)
    run = subprocess.run(
        [
            str(MLIR_OPT),
            "--split-input-file",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
            "-",
        ],
        input="\n".join(source) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    first: dict[int, str] = {}  # chunk index -> its first error
    for line in run.stderr.splitlines():
        m = re.match(r"<stdin>:(\d+):\d+: error: ", line)
        if m is None:
            continue
        at = int(m.group(1))
        index = next(i for i, (_, lo, hi) in enumerate(chunks) if lo <= at <= hi)
        first.setdefault(index, line)
    for index, error in first.items():
        name = chunks[index][0]
        if f"custom op '{name}' is unknown" in error:
            newer.add(name)
        elif not any(e in error for e in _AFTER_PARSE):
            rejected[name] = error
    assert rejected == {}, rejected
    assert len(newer) <= len(TEMPLATES) // 20, newer


def test_upstream_templates_name_ops_of_no_hand_written_dialect() -> None:
    registry = default_registry()
    for name, template in UPSTREAM_TEMPLATES.items():
        assert registry.dialect(name.split(".", 1)[0]) is None, name
        assert template.startswith(name) and template.count("$0") <= 1


def test_every_hand_parsed_op_has_a_template() -> None:
    missing = [
        spec.name
        for spec in default_registry().all_ops()
        if spec.parse is not None and spec.format is None and spec.name not in TEMPLATES
    ]
    assert missing == []


def test_parts_and_instances() -> None:
    template = 'llvm.icmp "${|eq,ne|}" ${%lhs} {\n\t$0\n}'
    kinds = ["text", "choice", "text", "stop", "text", "final", "text"]
    assert [p.kind for p in parts(template)] == kinds
    assert _instances(template) == ['llvm.icmp "eq" %lhs {\n\t\n}', 'llvm.icmp "ne" %lhs {\n\t\n}']
