"""The formatter: canonical layout with the user's names and comments (`mlir-ls format`)."""
