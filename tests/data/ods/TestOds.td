// A small dialect written for mlir-ls's ODS importer tests: every feature the importer
// reads (operands, results, attributes, properties, regions, successors, traits,
// constraints, formats, enums, types and attributes).

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def TOds_Dialect : Dialect {
  let name = "tods";
  let summary = "A test dialect for the ODS importer";
  let cppNamespace = "::tods";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

class TOds_Op<string mnemonic, list<Trait> traits = []> :
    Op<TOds_Dialect, mnemonic, traits>;

// ---- types and attributes --------------------------------------------------------------

def TOds_TokenType : TypeDef<TOds_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "a token";
}

def TOds_BoxType : TypeDef<TOds_Dialect, "Box"> {
  let mnemonic = "box";
  let parameters = (ins "int64_t":$size);
  let assemblyFormat = "`<` $size `>`";
}

def TOds_RefType : TypeDef<TOds_Dialect, "Ref"> {
  let mnemonic = "ref";
  let summary = "a reference";
  let parameters = (ins "::mlir::Type":$element);
  let assemblyFormat = "`to` $element";
}

def TOds_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"red", 0>,
    I32EnumAttrCase<"green", 1>,
    I32EnumAttrCase<"blue", 2>]> {
  let cppNamespace = "::tods";
}

def TOds_ModeEnum : I32Enum<"Mode", "a mode", [
    I32EnumCase<"fast", 0>,
    I32EnumCase<"slow", 1>]> {
  let cppNamespace = "::tods";
}

def TOds_ModeAttr : EnumAttr<TOds_Dialect, TOds_ModeEnum, "mode"> {
  let assemblyFormat = "`<` $value `>`";
}

// ---- ops ---------------------------------------------------------------------------

def TOds_AddOp : TOds_Op<"add", [Pure, SameOperandsAndResultType]> {
  let summary = "Adds two floats";
  let description = "Adds `lhs` and `rhs`.";
  let arguments = (ins TensorOf<[F32]>:$lhs, TensorOf<[F32]>:$rhs);
  let results = (outs TensorOf<[F32]>:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def TOds_RankOp : TOds_Op<"rank2"> {
  let summary = "Takes a rank-2 tensor of 32-bit signless integers";
  let arguments = (ins 2DTensorOf<[I32]>:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def TOds_AttrsOp : TOds_Op<"attrs"> {
  let summary = "Attributes of every kind";
  let arguments = (ins
    I64Attr:$count,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$size,
    DefaultValuedAttr<I32Attr, "7">:$level,
    UnitAttr:$flag,
    OptionalAttr<StrAttr>:$label,
    TOds_Color:$color,
    TOds_ModeAttr:$mode);
  let assemblyFormat = [{
    $count `,` $size (`level` $level^)? (`flag` $flag^)? (`label` $label^)?
    `color` $color `mode` $mode attr-dict
  }];
}

def TOds_SegmentsOp : TOds_Op<"segments", [AttrSizedOperandSegments]> {
  let summary = "Two variadic groups and an optional operand";
  let arguments = (ins Variadic<Index>:$lows, Variadic<Index>:$highs,
                       Optional<I1>:$cond);
  let assemblyFormat = "`(` $lows `)` `to` `(` $highs `)` (`if` $cond^)? attr-dict";
}

def TOds_MatchOp : TOds_Op<"match", [AllTypesMatch<["a", "b"]>,
    TypesMatchWith<"result is the element type of a", "a", "result",
                   "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let summary = "Type relations";
  let arguments = (ins AnyRankedTensor:$a, AnyRankedTensor:$b);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$a `,` $b attr-dict `:` type($a)";
}

def TOds_TokenOp : TOds_Op<"make_token"> {
  let summary = "Makes a token";
  let arguments = (ins Variadic<TOds_TokenType>:$inputs);
  let results = (outs TOds_TokenType:$token);
  let assemblyFormat = "$inputs attr-dict";
}

def TOds_YieldOp : TOds_Op<"yield", [Terminator, HasParent<"ScopeOp">, Pure]> {
  let summary = "Ends a scope";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def TOds_ScopeOp : TOds_Op<"scope", [
    SingleBlockImplicitTerminator<"YieldOp">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let summary = "A region with an implicit terminator";
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "(`->` type($results)^)? $body attr-dict";
}

def TOds_ModuleOp : TOds_Op<"module", [IsolatedFromAbove, SymbolTable, Symbol, NoTerminator]> {
  let summary = "A symbol table";
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
}

def TOds_BranchOp : TOds_Op<"br", [Terminator]> {
  let summary = "Branches with operands";
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $args^ `:` type($args) `)`)? attr-dict";
}

def TOds_OpaqueOp : TOds_Op<"opaque"> {
  let summary = "A directive whose C++ the importer does not know";
  let arguments = (ins Variadic<AnyType>:$inputs, I64Attr:$width);
  let results = (outs AnyType:$result);
  let assemblyFormat = "custom<Mystery>($inputs, $width) attr-dict `:` type($result)";
}

def TOds_CppOp : TOds_Op<"cpp"> {
  let summary = "An op with a C++ parser";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let hasCustomAssemblyFormat = 1;
}

def TOds_LoadRefOp : TOds_Op<"load_ref"> {
  let summary = "Dialect types written stripped in a format, operands wrapped in Arg";
  let arguments = (ins Arg<TOds_RefType, "the reference">:$ref,
                       Arg<Variadic<Index>, "the indices">:$indices);
  let results = (outs Res<AnyType, "the value">:$value);
  let assemblyFormat = "$ref `[` $indices `]` `:` type($ref) `->` type($value) attr-dict";
}

def TOds_UnboxOp : TOds_Op<"unbox"> {
  let summary = "A stripped dialect type whose format is `<...>`";
  let arguments = (ins TOds_BoxType:$box);
  let assemblyFormat = "$box `:` type($box) attr-dict";
}

def TOds_ShapedOp : TOds_Op<"shaped", [
    AllShapesMatch<["input", "result"]>,
    AllElementTypesMatch<["input", "other"]>,
    PredOpTrait<"input and result are both tensors or both vectors",
      Or<[And<[TypeIsPred<"input", AnyTensor>, TypeIsPred<"result", AnyTensor>]>,
          And<[TypeIsPred<"input", AnyVectorOfAnyRank>, TypeIsPred<"result", AnyVectorOfAnyRank>]>]>>]> {
  let summary = "Op-level predicates: AllShapesMatch, AllElementTypesMatch, PredOpTrait";
  let arguments = (ins AnyShaped:$input, AnyShaped:$other);
  let results = (outs AnyShaped:$result);
  let assemblyFormat = "$input `,` $other attr-dict `:` type($input) `,` type($other) `->` type($result)";
}

def TOds_TaggedOp : TOds_Op<"tagged"> {
  let summary = "Confined attributes written in the attribute dictionary";
  let arguments = (ins
    ConfinedAttr<I64Attr, [IntMinValue<2>, IntMaxValue<8>]>:$width,
    OptionalAttr<ConfinedAttr<I64ArrayAttr, [ArrayMinCount<1>]>>:$tags,
    OptionalAttr<ConfinedAttr<DenseI64ArrayAttr,
                              [DenseArrayStrictlySorted<DenseI64ArrayAttr>]>>:$dims);
  let assemblyFormat = "attr-dict";
}

def TOds_ConcatOp : TOds_Op<"concat", [SameOperandsAndResultElementType]> {
  let summary = "A Same*ElementType trait on a variadic operand (needs one operand)";
  let arguments = (ins Variadic<AnyTensor>:$inputs);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = "$inputs attr-dict `:` functional-type($inputs, $result)";
}

def TOds_CallConv : I32EnumAttr<"CallConv", "a calling convention", [
    I32EnumAttrCase<"C", 0, "ccc">,
    I32EnumAttrCase<"Fast", 1, "fastcc">]> {
  let cppNamespace = "::tods";
}

def TOds_DefaultsOp : TOds_Op<"defaults"> {
  let summary = "Defaults written as C++ literals (elided from the dictionary when equal)";
  let arguments = (ins
    DefaultValuedAttr<F32Attr, "1.5">:$scale,
    DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$dims,
    DefaultValuedAttr<TOds_CallConv, "::tods::CallConv::C">:$cc,
    DefaultValuedAttr<I64Attr, "static_cast<uint64_t>(-1)">:$limit);
  let assemblyFormat = "attr-dict";
}

// Bit enums stored as integers (not wrapped in an EnumAttr): keywords or strings in a format.
def TOds_Access : I32BitEnumAttr<"Access", "access bits", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"read", 0>,
    I32BitEnumAttrCaseBit<"write", 1>,
    I32BitEnumAttrCaseGroup<"rw", [I32BitEnumAttrCaseBit<"read", 0>,
                                   I32BitEnumAttrCaseBit<"write", 1>]>,
    I32BitEnumAttrCaseBit<"exec", 2>]> {
  let cppNamespace = "::tods";
}

def TOds_Lanes : I32BitEnumAttr<"Lanes", "lane bits", [
    I32BitEnumAttrCaseBit<"x", 0>, I32BitEnumAttrCaseBit<"y", 1>]> {
  let cppNamespace = "::tods";
  let separator = ", ";
}

def TOds_BitsOp : TOds_Op<"bits"> {
  let summary = "Integer-stored bit enums in a format";
  let arguments = (ins TOds_Access:$access, OptionalAttr<TOds_Lanes>:$lanes);
  let assemblyFormat = "$access (`lanes` $lanes^)? attr-dict";
}
