"""Type stub of the compiled grammar extension (built by setup.py from grammar-tree-sitter/src)."""

def language() -> object:
    """The grammar as a PyCapsule named "tree_sitter.Language"."""
