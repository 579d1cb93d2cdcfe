"""What an op verifier receives (defined with the op specs in `mlir_ls.ir.spec`)."""

from mlir_ls.ir.spec import VerifyContext

__all__ = ["VerifyContext"]
