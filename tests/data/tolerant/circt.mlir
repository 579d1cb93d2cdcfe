// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// CIRCT's hw/comb/seq/sv: module headers with `in %a` ports, external modules.

hw.module.extern @Ext(in %a: i10, in %b: i1, out y: i10)

hw.module @Top(in %clk: !seq.clock, in %a: i10, in %en: i1, out y: i10) {
  %c1_i10 = hw.constant 1 : i10
  %sum = comb.add %a, %c1_i10 : i10
  %inst.y = hw.instance "ext" @Ext(a: %sum: i10, b: %en: i1) -> (y: i10)
  %r = seq.compreg %inst.y, %clk : i10
  %m = comb.mux %en, %r, %a : i10
  hw.output %m : i10
}

// -----

hw.module @Wires(in %x: i8, out o: i8) {
  %w = sv.wire : !hw.inout<i8>
  sv.assign %w, %x : i8
  %read = sv.read_inout %w : !hw.inout<i8>
  sv.always posedge %x {
    sv.passign %w, %read : i8
  }
  hw.output %read : i8
}

// -----

hw.module.extern @Params<WIDTH: i32>(in %a: i8, out b: i8)
  attributes {verilogName = "params_ext"}

hw.module @NoPorts() {
  hw.output
}
