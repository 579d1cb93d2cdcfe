"""`python -m mlir_ls` runs the command line."""

import sys

from mlir_ls.cli import main

sys.exit(main())
