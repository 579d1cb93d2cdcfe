"""The dialect registry: every description loads; a broken one does not stop parsing."""

from __future__ import annotations

from mlir_ls.ir.spec import DialectSpec, Registry
from mlir_ls.parser import ParseOptions, parse


def test_every_dialect_description_loads() -> None:
    from mlir_ls.dialects import LOADERS, new_registry

    registry = new_registry()
    for name in LOADERS:
        assert registry.dialect(name) is not None, registry.load_errors.get(name)
    assert registry.load_errors == {}


def test_broken_loader_leaves_the_namespace_undescribed() -> None:
    registry = Registry()

    def broken() -> DialectSpec:
        raise ValueError("bad format")

    registry.register_lazy("broken", broken)
    result = parse('"broken.op"() : () -> ()\n', registry, ParseOptions(allow_unregistered=True))
    assert not result.has_errors
    assert "broken" in registry.load_errors
