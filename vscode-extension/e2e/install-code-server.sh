#!/usr/bin/env bash
# Installs code-server (a real VS Code, served to a browser) from the npm registry only,
# into a cache directory that later runs reuse. Prints the code-server executable path.
#
#   install-code-server.sh            # installs if needed, prints .../bin/code-server
#
# Environment: MLIR_LS_VSCODE_CACHE (default ~/.cache/mlir-ls-vscode).
# The recipe avoids every download outside the npm registry: install scripts are skipped
# (they would fetch ripgrep from GitHub), ripgrep comes from Debian (/usr/bin/rg), and the
# native modules are rebuilt locally.
set -euo pipefail
VERSION=4.100.3
CACHE="${MLIR_LS_VSCODE_CACHE:-$HOME/.cache/mlir-ls-vscode}"
DIR="$CACHE/code-server-$VERSION"
CS="$DIR/node_modules/code-server"
STAMP="$DIR/.complete"
log() { echo "install-code-server: $*" >&2; }

if [ -f "$STAMP" ] && [ -f "$CS/out/node/entry.js" ]; then
  echo "$DIR/node_modules/.bin/code-server"
  exit 0
fi

major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" != 20 ]; then
  log "code-server $VERSION needs node 20 (found $(node --version))"; exit 1
fi
RG="$(command -v rg || true)"
if [ -z "$RG" ]; then
  log "ripgrep (rg) is missing: run 'bash .ci/install-tools.sh' (apt-get install ripgrep)"; exit 1
fi

export npm_config_yes=true npm_config_fund=false npm_config_audit=false \
  npm_config_update_notifier=false npm_config_loglevel=error
rm -rf "$DIR"
mkdir -p "$DIR"
cd "$DIR"
echo '{"name":"code-server-cache","private":true}' > package.json
log "npm install code-server@$VERSION into $DIR"
npm install --ignore-scripts --no-save "code-server@$VERSION" >&2

cd "$CS/lib/vscode"
log "installing VS Code's dependencies"
npm install --omit=dev --ignore-scripts >&2
mkdir -p node_modules/@vscode/ripgrep/bin
cp "$RG" node_modules/@vscode/ripgrep/bin/rg
log "rebuilding native modules"
npm rebuild --unsafe-perm >&2
# What code-server's postinstall.sh does after its npm install.
rm -rf node_modules.asar && ln -s node_modules node_modules.asar
(cd bin/remote-cli && rm -f code-server && ln -s code-linux.sh code-server)
(cd bin/helpers && rm -f browser.sh && ln -s browser-linux.sh browser.sh)
(cd extensions && npm install --omit=dev --ignore-scripts >&2 && npm rebuild --unsafe-perm >&2)
cd "$DIR"
npm rebuild argon2 >&2
# Fail here, not later in a test, when a native module did not build.
for f in node_modules/argon2/lib/binding/napi-v3/argon2.node \
         "$CS/lib/vscode/node_modules/node-pty/build/Release/pty.node" \
         "$CS/lib/vscode/node_modules/@vscode/spdlog/build/Release/spdlog.node"; do
  [ -f "$f" ] || { log "native module missing after the build: $f"; exit 1; }
done
"$DIR/node_modules/.bin/code-server" --version >&2
touch "$STAMP"
log "done"
echo "$DIR/node_modules/.bin/code-server"
