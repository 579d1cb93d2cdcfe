"""Packaging: the license, the abi3 wheel settings, tidy extras, `make demo`'s exit status."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_license_is_the_apache_2_text() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    assert "END OF TERMS AND CONDITIONS" in text and len(text.splitlines()) > 150
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "Apache-2.0" and project["license-files"] == ["LICENSE"]


def test_extras_and_bounds() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    assert {"ruff", "mypy"} <= {re.split(r"[<>=]", d)[0] for d in extras["dev"]}
    everything = [d for deps in extras.values() for d in deps]
    assert not any(d.startswith("pytest-benchmark") for d in everything)
    (tree_sitter,) = [d for d in project["dependencies"] if d.startswith("tree-sitter")]
    assert "<" in tree_sitter  # an upper bound on the major version


def test_the_extension_uses_the_limited_api() -> None:
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    tree = ast.parse(setup)
    keywords = {
        kw.arg: kw.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Extension"
        for kw in node.keywords
    }
    assert isinstance(keywords["py_limited_api"], ast.Constant)
    assert keywords["py_limited_api"].value is True
    assert '"py_limited_api": LIMITED_API' in setup and 'LIMITED_API = "cp311"' in setup


def test_make_demo_does_not_ignore_errors() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    demo = makefile.split("\ndemo:", 1)[1].split("\n\n", 1)[0]
    assert not any(line.startswith("\t-") for line in demo.splitlines())
