// RUN: mlir-ls check --split-input-file (with tests/data/ods/TestOds.td imported)

func.func @ok(%a: tensor<4xf32>, %t: !tods.token, %x: i64) {
  %0 = tods.add %a, %a : tensor<4xf32>
  %1 = tods.make_token %t
  // A directive whose C++ is unknown: read without checks, no warning.
  %2 = tods.opaque %x, %x by 3 : i64
  // A C++ parser: the custom form is read without checks, no warning.
  %3:2 = tods.cpp %x [weird] syntax -> i64, i64
  %4 = "tods.cpp"(%x) : (i64) -> i32
  return
}

// -----

func.func @elements(%a: tensor<4xi32>) {
  // expected-error@+1 {{'tods.add' op operand #0 must be tensor of 32-bit float values, but got 'tensor<4xi32>'}}
  %0 = "tods.add"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @rank(%a: tensor<4xi32>) {
  // expected-error@+1 {{'tods.rank2' op operand #0 must be 2D tensor of 32-bit signless integer values, but got 'tensor<4xi32>'}}
  tods.rank2 %a : tensor<4xi32>
  return
}

// -----

func.func @same(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error@+1 {{'tods.add' op requires the same type for all operands and results}}
  %0 = "tods.add"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @confined() {
  // expected-error@+1 {{'tods.attrs' op attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  tods.attrs 1, -2 color red mode <fast>
  return
}

// -----

func.func @enum() {
  // expected-error@+1 {{custom op 'tods.attrs' expected string or keyword containing one of the following enum values for attribute 'color' [red, green, blue]}}
  tods.attrs 1, 2 color purple mode <fast>
  return
}

// -----

func.func @missing() {
  // expected-error@+1 {{'tods.attrs' op requires attribute 'count'}}
  "tods.attrs"() <{size = 1 : i64, color = 0 : i32, mode = #tods.mode<fast>}> : () -> ()
  return
}

// -----

func.func @match(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error@+1 {{'tods.match' op failed to verify that all of {a, b} have same type}}
  %0 = "tods.match"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> f32
  return
}

// -----

func.func @with(%a: tensor<4xf32>) {
  // expected-error@+1 {{'tods.match' op failed to verify that result is the element type of a}}
  %0 = "tods.match"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> i32
  return
}

// -----

func.func @token(%a: i32) {
  // expected-error@+1 {{'tods.make_token' op operand #0 must be variadic of a token, but got 'i32'}}
  %0 = "tods.make_token"(%a) : (i32) -> !tods.token
  return
}

// -----

func.func @parent() {
  // expected-error@+1 {{'tods.yield' op expects parent op 'tods.scope'}}
  tods.yield
}

// -----

// A dialect type written stripped (`type($ref)` of a TypeDef), or in full.
func.func @stripped(%r: !tods<ref to i32>, %i: index, %b: !tods.box<4>) {
  %0 = tods.load_ref %r[%i] : to i32 -> i32
  %1 = tods.load_ref %r[] : !tods<ref to i32> -> i32
  tods.unbox %b : <4>
  return
}

// -----

func.func @stripped_wrong(%r: !tods<ref to i32>) {
  // expected-error@+1 {{use of value '%r' expects different type than prior uses: '!tods<ref to f32>' vs '!tods<ref to i32>'}}
  %0 = tods.load_ref %r[] : to f32 -> i32
  return
}

// -----

func.func @arg_constraint(%x: i64) {
  // expected-error@+1 {{'tods.load_ref' op operand #0 must be a reference, but got 'i64'}}
  %0 = "tods.load_ref"(%x) : (i64) -> i32
  return
}

// -----

func.func @pred_ok(%a: tensor<2x3xf32>, %b: tensor<7xf32>, %v: vector<2x3xf32>) {
  %0 = tods.shaped %a, %b : tensor<2x3xf32>, tensor<7xf32> -> tensor<2x3xi8>
  %1 = tods.shaped %v, %b : vector<2x3xf32>, tensor<7xf32> -> vector<2x3xi1>
  return
}

// -----

func.func @all_shapes(%a: tensor<2x3xf32>, %b: tensor<7xf32>) {
  // expected-error@+1 {{'tods.shaped' op failed to verify that all of {input, result} have same shape}}
  %0 = tods.shaped %a, %b : tensor<2x3xf32>, tensor<7xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @all_element_types(%a: tensor<2x3xf32>, %b: tensor<7xi32>) {
  // expected-error@+1 {{'tods.shaped' op failed to verify that all of {input, other} have same element type}}
  %0 = tods.shaped %a, %b : tensor<2x3xf32>, tensor<7xi32> -> tensor<2x3xf32>
  return
}

// -----

func.func @pred_op_trait(%a: tensor<2x3xf32>, %b: tensor<7xf32>) {
  // expected-error@+1 {{'tods.shaped' op failed to verify that input and result are both tensors or both vectors}}
  %0 = tods.shaped %a, %b : tensor<2x3xf32>, tensor<7xf32> -> vector<2x3xf32>
  return
}

// -----

func.func @confined_ok() {
  tods.tagged {width = 2 : i64, tags = [1, 2], dims = array<i64: 0, 2, 5>}
  "tods.tagged"() {width = 8 : i64} : () -> ()
  return
}

// -----

// An inherent attribute of the dictionary is checked while parsing, at the dictionary.
func.func @confined_min() {
  // expected-error@+1 {{custom op 'tods.tagged' 'tods.tagged' op attribute 'width' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 2 whose maximum value is 8}}
  tods.tagged {width = 1 : i64}
  return
}

// -----

func.func @confined_max() {
  // expected-error@+1 {{'tods.tagged' op attribute 'width' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 2 whose maximum value is 8}}
  "tods.tagged"() {width = 9 : i64} : () -> ()
  return
}

// -----

func.func @array_min_count() {
  // expected-error@+1 {{'tods.tagged' op attribute 'tags' failed to satisfy constraint: 64-bit integer array attribute with at least 1 elements}}
  "tods.tagged"() {width = 2 : i64, tags = []} : () -> ()
  return
}

// -----

func.func @strictly_sorted() {
  // expected-error@+1 {{'tods.tagged' op attribute 'dims' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  "tods.tagged"() {width = 2 : i64, dims = array<i64: 0, 2, 2>} : () -> ()
  return
}

// -----

// verifySameOperandsAndResultElementType needs at least one operand (and one result).
func.func @same_element_type_no_operand() {
  // expected-error@+1 {{'tods.concat' op expected 1 or more operands, but found 0}}
  %0 = tods.concat : () -> tensor<2xf32>
  return
}

// -----

func.func @same_element_type(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error@+1 {{'tods.concat' op requires the same element type for all operands and results}}
  %0 = tods.concat %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  return
}

// -----

// Integer-stored bit enums: a keyword or a string, symbolized as the generated parser does.
func.func @bits_ok() {
  tods.bits read
  tods.bits "write | read" lanes x
  "tods.bits"() {access = 7 : i32} : () -> ()
  return
}

// -----

func.func @bits_invalid() {
  // expected-error@+1 {{custom op 'tods.bits' invalid access attribute specification: "read|bogus"}}
  tods.bits "read|bogus"
  return
}

// -----

func.func @bits_missing() {
  // expected-error@+1 {{custom op 'tods.bits' expected string or keyword containing one of the following enum values for attribute 'access' [none, read, write, rw, exec]}}
  tods.bits lanes x
  return
}

// -----

// The generated `classof` of an integer-stored enum: no bit outside its cases, one of its
// cases.
func.func @bits_generic() {
  // expected-error@+1 {{'tods.bits' op attribute 'access' failed to satisfy constraint: access bits}}
  "tods.bits"() {access = 9 : i32} : () -> ()
  return
}

// -----

func.func @enum_generic() {
  // expected-error@+1 {{'tods.attrs' op attribute 'color' failed to satisfy constraint: a color}}
  "tods.attrs"() {count = 1 : i64, size = 1 : i64, color = 5 : i32, mode = #tods.mode<fast>} : () -> ()
  return
}

// -----

// As a property (`<{...}>`), the value is converted to the enum's attribute class first.
func.func @enum_property() {
  // expected-error@+1 {{Invalid attribute `color` in property conversion: 5 : i32}}
  "tods.attrs"() <{count = 1 : i64, size = 1 : i64, color = 5 : i32, mode = #tods.mode<fast>}> : () -> ()
  return
}
