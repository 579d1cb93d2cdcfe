"""The import-boundary test: each layer imports only the layers below it.

Order (docs/architecture.md): text -> syntax -> ir -> parser -> dialects -> verify
-> printer -> fmt -> ide -> lsp / cli. pygls and lsprotocol only in lsp.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "server" / "mlir_ls"

LAYERS = ["text", "syntax", "ir", "parser", "dialects", "verify", "printer", "fmt", "ide", "lsp"]
# Top-level modules and the layer they sit in.
MODULE_LAYERS = {
    "gcpause": "text",
    "compiled": "text",
    "config": "text",
    "cli": "cli",
    "cli_format": "cli",
    "cli_print": "cli",
    "__main__": "cli",
    "__version__": "text",
    "__init__": "text",
}


def layer_of(path: Path) -> str:
    rel = path.relative_to(PACKAGE)
    if len(rel.parts) == 1:
        return MODULE_LAYERS[rel.stem]
    return rel.parts[0]


def rank(layer: str) -> int:
    return len(LAYERS) if layer == "cli" else LAYERS.index(layer)


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            if node.module == "mlir_ls":  # `from mlir_ls import cli`: the submodule counts
                names.extend(f"mlir_ls.{alias.name}" for alias in node.names)
    return names


def imported_layer(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "mlir_ls" or len(parts) < 2:
        return None
    if parts[1] in LAYERS:
        return parts[1]
    return MODULE_LAYERS.get(parts[1], "cli")


def test_layers_import_only_downwards() -> None:
    violations: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        own = layer_of(path)
        for module in imported_modules(path):
            target = imported_layer(module)
            if target is None or target == own:
                continue
            if rank(target) > rank(own):
                violations.append(
                    f"{path.relative_to(PACKAGE)} ({own}) imports {module} ({target})"
                )
    assert violations == []


def test_protocol_libraries_only_in_lsp() -> None:
    offenders: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if layer_of(path) == "lsp":
            continue
        for module in imported_modules(path):
            if module.split(".")[0] in ("pygls", "lsprotocol"):
                offenders.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert offenders == []


def test_every_module_belongs_to_a_layer() -> None:
    for path in PACKAGE.rglob("*.py"):
        assert layer_of(path) in [*LAYERS, "cli"], path
