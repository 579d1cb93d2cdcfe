// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// An attribute variable of a known type (I32Attr, I1Attr...) reads no `: type` after
// its literal: the `:` that follows belongs to the op, negative literals included.
llvm.func @negative_immediate(%src: f32, %sel: i32) -> f32 {
  %0 = rocdl.permlanex16 %src, %src, %sel, %sel, 0, -1 : f32, i32
  llvm.return %0 : f32
}

// -----

func.func @negative_before_colon(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, -8 : memref<4xf32>
  return
}

// -----

func.func @out_of_range(%m: memref<4xf32>) {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = memref.assume_alignment %m, 5000000000 : memref<4xf32>
  return
}

// -----

func.func @negative_out_of_range(%m: memref<4xf32>) {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = memref.assume_alignment %m, -2147483649 : memref<4xf32>
  return
}

// -----

func.func @float_for_integer(%m: memref<4xf32>) {
  // expected-error@+1 {{floating point value not valid for specified type}}
  %0 = memref.assume_alignment %m, 1.5 : memref<4xf32>
  return
}

// -----

func.func @sign_without_number(%m: memref<4xf32>) {
  // expected-error@+1 {{expected constant integer or floating point value}}
  %0 = memref.assume_alignment %m, - : memref<4xf32>
  return
}

// -----

func.func @hexadecimal(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 0x10 : memref<4xf32>
  return
}

// -----

func.func @negative_index_dim(%arg0: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%arg0 : memref<f32>) {
  ^bb0(%0: f32):
    // expected-error@+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -1 : index
    linalg.yield %0 : f32
  }
  return
}
