#!/usr/bin/env bash
# Installs the system tools the test-suite drives (Debian packages). Idempotent.
set -uo pipefail
need=()
command -v nvim >/dev/null 2>&1 || need+=(neovim)
if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || true
  apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 || echo "install-tools: could not install ${need[*]}"
fi
exit 0
