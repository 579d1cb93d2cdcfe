# Two commands on a fresh machine: `make demo` and `make test` (see README.md).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SHARED ?= ../shared
export MLIR_CORPUS ?= $(if $(wildcard $(SHARED)/corpus/MANIFEST.tsv),$(abspath $(SHARED)/corpus),)

.PHONY: demo test lint typecheck pytest bench bench-grammar clean tools compiled pure test-compiled

$(BIN)/mlir-ls: pyproject.toml setup.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	MLIR_LS_MYPYC=0 $(BIN)/python -m pip install -q -e '.[test,lsp,dev]'
	# an editable install does not byte-compile (a wheel install would): do it once here
	$(BIN)/python -m compileall -q server/mlir_ls > /dev/null
	touch $@

demo: $(BIN)/mlir-ls
	@echo "== mlir-ls check examples/ (broken.mlir has deliberate errors)"
	@status=0; $(BIN)/mlir-ls check --split-input-file --allow-unregistered-dialect examples/ \
	  || status=$$?; \
	  if [ $$status -gt 1 ]; then exit $$status; fi; \
	  echo "== exit status $$status (1 = errors found: expected for broken.mlir)"

tools:
	bash .ci/install-tools.sh

lint: $(BIN)/mlir-ls
	$(BIN)/ruff check server tests bench
	$(BIN)/ruff format --check server tests bench

typecheck: $(BIN)/mlir-ls
	$(BIN)/mypy

pytest: $(BIN)/mlir-ls
	$(BIN)/pytest

test: $(BIN)/mlir-ls lint typecheck pytest

# The compiled build (mypyc; what a wheel is; docs/architecture.md, "Compiled build"): the same
# editable install with its hot modules compiled in place. An edited module makes the
# package run its sources (all of them) until `make compiled` runs again; `make pure`
# removes the compiled modules; MLIR_LS_PURE_PYTHON=1 runs the sources of a compiled tree.
compiled: $(BIN)/mlir-ls
	MLIR_LS_MYPYC=1 $(BIN)/python -m pip install -q -e '.[test,lsp,dev]'
	$(BIN)/python -c "import mlir_ls, sys; print('mlir-ls:', mlir_ls.BUILD); sys.exit(mlir_ls.BUILD != 'compiled')"

pure:
	find server -name '*.cpython-*.so' -delete
	rm -f server/mlir_ls/_mypyc_manifest.txt

# The test-suite on the compiled build (CI runs it after `make test`).
test-compiled: compiled
	$(BIN)/pytest

bench: $(BIN)/mlir-ls
	$(BIN)/python bench/frontend_bench.py
	$(BIN)/python bench/batch_bench.py
	$(BIN)/python bench/lsp_bench.py

bench-grammar: $(BIN)/mlir-ls
	$(BIN)/python bench/grammar_bench.py --locality

clean: pure
	rm -rf $(VENV) build *.egg-info server/*.egg-info

# ---- VS Code extension (vscode-extension/; docs/editors/vscode.md) --------------------------
EXT := vscode-extension
.PHONY: vsix test-e2e

$(EXT)/node_modules/.package-lock.json: $(EXT)/package.json $(EXT)/package-lock.json
	cd $(EXT) && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Type-checks, bundles with esbuild and packages vscode-extension/mlir-ls.vsix.
vsix: $(EXT)/node_modules/.package-lock.json
	cd $(EXT) && npx tsc -p . --noEmit && npm run -s package

# The extension's unit tests, then the packaged extension in a real VS Code (code-server,
# cached under ~/.cache/mlir-ls-vscode) in headless Chromium; screenshots and logs in
# vscode-extension/test-output/e2e/. Needs Debian's chromium and ripgrep (make tools).
test-e2e: vsix $(BIN)/mlir-ls
	cd $(EXT) && npm test
	cd $(EXT) && MLIR_LS_BIN=$(abspath $(BIN)) node --test --test-concurrency=1 --test-reporter=spec e2e/
