"""The language server: a thin pygls shell over `mlir_ls.ide`.

This package is the only one that imports pygls or lsprotocol. Handlers
convert positions in, call the `ide` function, convert results out, and catch
and log their own failures.
"""
