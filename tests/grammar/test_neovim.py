"""Headless Neovim (Debian's `neovim`, 0.7+) loads the parser and highlights.scm."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ._support import QUERIES, compile_shared_library

NVIM = shutil.which("nvim")

EXAMPLE = """#map = affine_map<(d0) -> (d0)>
func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32  // add
  return %0 : i32
}
"""

SCRIPT = r"""
local ok, err = pcall(function()
  local so, query_file, out = _G.MLIR_SO, _G.MLIR_QUERY, _G.MLIR_OUT
  if vim.treesitter.language.add then
    vim.treesitter.language.add("mlir", { path = so })
  else
    vim.treesitter.require_language("mlir", so)
  end
  local src = table.concat(vim.fn.readfile(query_file), "\n")
  local parse_query = vim.treesitter.query.parse or vim.treesitter.parse_query
  local query = parse_query("mlir", src)
  local buf = vim.api.nvim_get_current_buf()
  local root = vim.treesitter.get_parser(buf, "mlir"):parse()[1]:root()
  local lines = {}
  if root:has_error() then table.insert(lines, "HAS_ERROR") end
  for id, node in query:iter_captures(root, buf, 0, -1) do
    local text = vim.treesitter.get_node_text and vim.treesitter.get_node_text(node, buf)
      or vim.treesitter.query.get_node_text(node, buf)
    table.insert(lines, query.captures[id] .. "\t" .. text:gsub("\n", "\\n"))
  end
  vim.fn.writefile(lines, out)
end)
if not ok then vim.fn.writefile({ "LUA_ERROR\t" .. tostring(err) }, _G.MLIR_OUT) end
vim.cmd("qall!")
"""


@pytest.mark.skipif(NVIM is None, reason="nvim not installed (.ci/install-tools.sh installs it)")
def test_neovim_highlights(tmp_path: Path) -> None:
    assert NVIM is not None
    so = compile_shared_library(tmp_path / "mlir.so")
    example = tmp_path / "example.mlir"
    example.write_text(EXAMPLE, encoding="utf-8")
    out = tmp_path / "captures.txt"
    script = tmp_path / "test.lua"
    script.write_text(
        f"_G.MLIR_SO = {str(so)!r}\n_G.MLIR_QUERY = {str(QUERIES / 'highlights.scm')!r}\n"
        f"_G.MLIR_OUT = {str(out)!r}\n" + SCRIPT,
        encoding="utf-8",
    )
    subprocess.run(
        [NVIM, "--headless", "--clean", "-n", str(example), "-c", f"luafile {script}"],
        check=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
        capture_output=True,
    )
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines and not lines[0].startswith(("LUA_ERROR", "HAS_ERROR")), lines[:3]
    captures = {tuple(line.split("\t", 1)) for line in lines}
    for expected in [
        ("function.call", "func.func"),
        ("function.call", "arith.addi"),
        ("function", "@f"),
        ("variable", "%arg0"),
        ("type.builtin", "i32"),
        ("comment", "// add"),
        ("constant", "#map"),
        ("keyword", "affine_map"),
        ("variable.parameter", "d0"),
    ]:
        assert expected in captures, expected
