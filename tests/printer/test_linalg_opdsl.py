"""The OpDSL named-op table (dialects/linalg_opdsl.py) is consistent and gives upstream's maps.

The bodies and maps of every op were compared with the oracle's generic prints (f32
and i8 -> i32 instances of each op); tests/data/printer/linalg_named.mlir keeps a
sample as a snapshot. These tests keep the table itself well-formed.
"""

from __future__ import annotations

import pytest

from mlir_ls.dialects import default_registry
from mlir_ls.dialects.linalg_opdsl import Expr, all_named_ops, indexing_maps, named_op
from mlir_ls.printer.affine import print_affine_map

_FUNCTIONS = {
    "add sub mul div div_unsigned max_signed min_signed max_unsigned min_unsigned powf",
    "exp log abs ceil floor negf reciprocal round sqrt rsqrt square tanh erf select",
    "cast cast_unsigned cast_i32 cast_f64 cast_attr index const",
}
FUNCTIONS = {name for line in _FUNCTIONS for name in line.split()}


def _leaves(expr: Expr) -> set[str]:
    if isinstance(expr, str):
        return {expr}
    fn, args = expr
    assert fn in FUNCTIONS, fn
    if fn in ("const", "index"):
        return set()
    return set().union(*(_leaves(a) for a in args))


@pytest.mark.parametrize("name", all_named_ops())
def test_definition_is_well_formed(name: str) -> None:
    definition = named_op(name)
    assert definition is not None
    assert default_registry().lookup_op(name) is not None
    operand_names = [o.name for o in definition.operands]
    assert len(set(operand_names)) == len(operand_names)
    assert _leaves(definition.body) <= set(operand_names)
    used = {dim for o in definition.operands for index in o.indices or () for dim, _ in index}
    assert used == set(definition.domain)
    if definition.strides:
        assert len(definition.strides) == len(definition.dilations)


def test_strides_and_dilations_are_substituted() -> None:
    definition = named_op("linalg.conv_2d_nhwc_hwcf")
    assert definition is not None
    maps = indexing_maps(definition, [2, 3], [1, 2])
    assert maps is not None
    assert [print_affine_map(m) for m in maps] == [
        "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 3 + d5 * 2, d6)",
        "(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)",
        "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)",
    ]
    defaults = indexing_maps(definition, None, None)
    assert defaults is not None
    assert (
        print_affine_map(defaults[0])
        == "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)"
    )


def test_rank_polymorphic_ops_have_no_fixed_maps() -> None:
    for name in ("linalg.copy", "linalg.fill", "linalg.exp", "linalg.select"):
        definition = named_op(name)
        assert definition is not None and definition.rank_polymorphic
        assert indexing_maps(definition, None, None) is None
    assert named_op("linalg.generic") is None
    assert named_op("linalg.matmul") is None  # an ODS op with its own `indexing_maps`
