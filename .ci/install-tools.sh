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
if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || true
  apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 || echo "install-tools: could not install ${need[*]}"
fi
exit 0
