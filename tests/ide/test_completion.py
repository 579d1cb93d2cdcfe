"""Completion: `$0` is where the user types."""

from __future__ import annotations

from mlir_ls.ide import completion

from .support import analyse, cursor


def labels(src: str) -> list[str]:
    analysis, fx = analyse(src)
    return [item.label for item in completion(analysis, cursor(fx))]


def test_values_in_scope() -> None:
    found = labels(
        """func.func @other(%hidden: i32) {
  return
}
func.func @f(%a: i32) {
  %0:2 = "test.two"() : () -> (i32, i32)
  "test.use"(%$0) : (i32) -> ()
  return
}"""
    )
    assert "%a" in found and "%0#0" in found and "%0#1" in found
    assert "%hidden" not in found


def test_value_types_in_detail() -> None:
    analysis, fx = analyse("func.func @f(%arg: tensor<4xf32>) {\n  %a$0\n  return\n}\n")
    (item,) = [i for i in completion(analysis, cursor(fx)) if i.label == "%arg"]
    assert item.detail == "tensor<4xf32>"
    assert fx.text[item.replace.start : item.replace.end] == "%a"


def test_op_names_with_default_dialect() -> None:
    found = labels("func.func @f() {\n  ret$0\n}\n")
    assert "func.return" in found and "return" in found and "func.call" in found
    top = labels("fu$0\n")
    assert "func.func" in top and "return" not in top


def test_op_after_results() -> None:
    assert "func.call" in labels("func.func @f() {\n  %x = fu$0\n  return\n}\n")


def test_blocks() -> None:
    found = labels(
        """func.func @f() {
  "cf.br"()[^$0] : () -> ()
^exit:
  return
}"""
    )
    assert found == ["^exit"]


def test_symbols_and_aliases() -> None:
    src = """#map = affine_map<(d0) -> (d0)>
!t = i32
func.func private @g()
func.func @f() {
  $0
  return
}"""
    text_at = src.replace("$0", "func.call @$0")
    assert "@g" in labels(text_at) and "@f" in labels(text_at)
    assert labels(src.replace("$0", '"test.op"() {m = #$0')) == ["#map"]
    assert labels(src.replace("$0", '%x = "test.op"() : () -> !$0')) == ["!t"]


def test_types_after_colon() -> None:
    found = labels("func.func @f(%a: i$0) {\n  return\n}\n")
    assert "i32" in found and "tensor<" in found and "attributes" not in found


def test_snippet_cache_frees_replaced_specs() -> None:
    """A spec whose `.td` was read again is replaced: the snippet cache does not keep it
    alive (its hooks are freed), and each spec gets its own snippet."""
    import gc
    import weakref

    from mlir_ls.ide.completion import cached_snippet
    from mlir_ls.ir.spec import OperandDef, OpSpec

    def hook(p: object, op: object) -> None:
        del p, op

    first = OpSpec("test.cached", operands=(OperandDef("a"),), verify=hook)
    freed = weakref.ref(hook)
    assert cached_snippet(first).startswith('"test.cached"(${1:%a})')
    del first, hook
    for _ in range(8):  # the op read again from its edited `.td`, each time a new spec
        assert cached_snippet(OpSpec("test.cached", operands=(OperandDef("b"),))).startswith(
            '"test.cached"(${1:%b})'
        )
    gc.collect()
    assert freed() is None
