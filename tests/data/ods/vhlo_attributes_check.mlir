// vhlo's attribute checks (vhlo_parts.py): VHLO attributes hold VHLO attributes. Needs
// ../shared/ods; annotations checked with torch-mlir-opt --verify-diagnostics.

// Valid: VHLO keys and a VHLO mode.
func.func @ok() -> () attributes {vhlo.a = #vhlo.dict_v1<{#vhlo.string_v1<"a"> = #vhlo.array_v1<[]>}>, vhlo.b = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>} {
  return
}

// -----

// expected-error @+1 {{expected VHLO result accuracy mode}}
func.func @stablehlo_mode() -> () attributes {vhlo.b = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} {
  return
}
