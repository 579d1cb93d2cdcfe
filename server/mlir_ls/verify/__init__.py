"""The verifier: structural rules, dominance, symbol tables, op-specific checks."""
