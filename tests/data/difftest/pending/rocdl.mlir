// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-kind: rocdl.sudot4: signB = "bogus"
// expected-error@+1 {{custom op 'rocdl.sudot4' 'rocdl.sudot4' op attribute 'signB' failed to satisfy constraint: 1-bit signless integer attribute}}
  %r0a = rocdl.sudot4 %i32, %i32, %i32 {signA = true, signB = "bogus", clamp = false} : (i32, i32, i32) -> i32
  // CHECK: rocdl.sudot4 %{{.*}}, %{{.*}}, %{{.*}} {signB = true} : (i32, i32, i32) -> i32
