# Two commands on a fresh machine: `make demo` and `make test` (see README.md).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SHARED ?= ../shared
export MLIR_CORPUS ?= $(if $(wildcard $(SHARED)/corpus/MANIFEST.tsv),$(abspath $(SHARED)/corpus),)

.PHONY: demo test lint typecheck pytest bench bench-grammar clean tools

$(BIN)/mlir-ls: pyproject.toml setup.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,lsp]'
	touch $@

demo: $(BIN)/mlir-ls
	@echo "== mlir-ls check examples/ (broken.mlir has deliberate errors)"
	-$(BIN)/mlir-ls check --split-input-file --allow-unregistered-dialect examples/*.mlir

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

bench: $(BIN)/mlir-ls
	$(BIN)/python bench/frontend_bench.py

bench-grammar: $(BIN)/mlir-ls
	$(BIN)/python bench/grammar_bench.py --locality

clean:
	rm -rf $(VENV) build *.egg-info server/*.egg-info
