"""Formatting edits through the formatter (`mlir_ls.fmt`)."""

from __future__ import annotations

import pytest

from mlir_ls.ide.formatting import FormatError, format_document


def apply(text: str) -> str:
    for edit in reversed(format_document(text)):
        text = text[: edit.span.start] + edit.new_text + text[edit.span.end :]
    return text


def test_formats_and_is_idempotent() -> None:
    src = 'func.func @f(%a: i32) -> i32 {\n      %0 = "test.op"(%a) : (i32) -> i32\n  return %0 : i32\n}\n'
    once = apply(src)
    assert '\n  %0 = "test.op"(%a) : (i32) -> i32\n' in once
    assert format_document(once) == []


def test_minimal_edit() -> None:
    src = "func.func @f() {\n  return\n}\nfunc.func @g() {\n      return\n}\n"
    (edit,) = format_document(src)
    assert edit.span.start >= src.index("@g")


def test_errors_leave_text_alone() -> None:
    with pytest.raises(FormatError, match="errors"):
        format_document("func.func @f( {\n")
