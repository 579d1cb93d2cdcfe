// The TextMate grammars, run by the engine VS Code uses (vscode-textmate + oniguruma).
import assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";
import { before, describe, it } from "node:test";
import * as oniguruma from "vscode-oniguruma";
import * as textmate from "vscode-textmate";

const root = path.resolve(__dirname, "../..");
let registry: textmate.Registry;

before(async () => {
  const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const files: Record<string, string> = {
    "source.mlir": "syntaxes/mlir.tmLanguage.json",
    "markdown.mlir.codeblock": "syntaxes/mlir.markdown.tmLanguage.json",
    "text.html.markdown": "test/fixtures/markdown.tmLanguage.json",
  };
  registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope) => {
      const file = files[scope];
      if (file === undefined) return null;
      return textmate.parseRawGrammar(fs.readFileSync(path.join(root, file), "utf8"), file);
    },
    getInjections: (scope) => (scope === "text.html.markdown" ? ["markdown.mlir.codeblock"] : []),
  });
});

/** [text, innermost scope] of each token of each line. */
async function tokenize(scope: string, text: string): Promise<[string, string][][]> {
  const grammar = await registry.loadGrammar(scope);
  assert.ok(grammar);
  let stack = textmate.INITIAL;
  const out: [string, string][][] = [];
  for (const line of text.split("\n")) {
    const r = grammar.tokenizeLine(line, stack);
    out.push(r.tokens.map((t) => [line.slice(t.startIndex, t.endIndex), t.scopes.join(" ")]));
    stack = r.ruleStack;
  }
  return out;
}

/**
 * The scopes of the first run of tokens whose text is `text` (searching all lines); for
 * a run (`%` + `arg0`), those of its last token.
 */
async function scopeOf(source: string, text: string, scope = "source.mlir"): Promise<string> {
  for (const line of await tokenize(scope, source)) {
    for (let i = 0; i < line.length; i++) {
      let joined = "";
      for (let j = i; j < line.length && joined.length < text.length; j++) {
        joined += line[j][0];
        if (joined === text) return line[j][1];
      }
    }
  }
  assert.fail(`no token ${JSON.stringify(text)} in ${JSON.stringify(await tokenize(scope, source))}`);
}

function has(scopes: string, expected: string): void {
  assert.ok(scopes.split(" ").includes(expected), `${expected} not in ${scopes}`);
}

describe("MLIR grammar", () => {
  const src = [
    "#map = affine_map<(d0) -> (d0)>",
    "!tile = tensor<4x?xf32>",
    "module @m attributes {test.flag = true} {",
    "  func.func @f(%arg0: i32, %t: memref<8x[4]xbf16>) -> (i32, index) {",
    '    %0:2 = "test.op"(%arg0) {name = "a\\22b", n = 42 : i64, x = -1.5e3 : f64} : (i32) -> (i32, i32)',
    "    %1 = arith.addi %0#1, %arg0 : i32",
    "    cf.br ^bb1(%1 : i32)",
    "  ^bb1(%v: i32):",
    "    %c = llvm.mlir.constant(0x1F : i8) : !llvm.ptr<1>",
    "    return %v, %c : i32, index  // expected-error @below {{bad}}",
    "  }",
    "}",
    "// -----",
    "#attr = #test.attr<\"x\">",
    "%maxf32 = foo.bar dense<[1, 2]> : vector<2xi32>",
  ].join("\n");

  it("highlights custom and generic op names as namespace + function", async () => {
    has(await scopeOf(src, "func"), "entity.name.namespace.mlir");
    has(await scopeOf(src, "arith"), "entity.name.namespace.mlir");
    has(await scopeOf(src, "addi"), "entity.name.function.mlir");
    has(await scopeOf(src, "test"), "entity.name.namespace.mlir");
    has(await scopeOf(src, "op"), "entity.name.function.mlir");
    has(await scopeOf(src, "br"), "entity.name.function.mlir");
    has(await scopeOf(src, "return"), "entity.name.function.mlir");
    has(await scopeOf(src, "mlir.constant"), "entity.name.function.mlir");
  });

  it("highlights values, blocks, symbols and result numbers", async () => {
    has(await scopeOf(src, "%arg0"), "variable.other.mlir");
    has(await scopeOf(src, "%0"), "variable.other.mlir");
    has(await scopeOf(src, "%0#1"), "constant.numeric.result-number.mlir");
    has(await scopeOf(src, "^bb1"), "entity.name.label.mlir");
    has(await scopeOf(src, "@f"), "entity.name.function.symbol.mlir");
    has(await scopeOf(src, "@m"), "entity.name.function.symbol.mlir");
  });

  it("highlights types, shapes and attributes", async () => {
    has(await scopeOf(src, "i32"), "support.type.builtin.mlir");
    has(await scopeOf(src, "index"), "support.type.builtin.mlir");
    has(await scopeOf(src, "tensor"), "support.type.builtin.mlir");
    has(await scopeOf(src, "4x?x"), "constant.numeric.shape.mlir");
    has(await scopeOf(src, "8x[4]x"), "constant.numeric.shape.mlir");
    has(await scopeOf(src, "f32"), "support.type.builtin.mlir");
    has(await scopeOf(src, "bf16"), "support.type.builtin.mlir");
    has(await scopeOf(src, "!tile"), "entity.name.type.mlir");
    has(await scopeOf(src, "!llvm.ptr"), "entity.name.type.mlir");
    has(await scopeOf(src, "#map"), "entity.name.function.preprocessor.mlir");
    has(await scopeOf(src, "#test.attr"), "entity.name.function.decorator.mlir");
    has(await scopeOf(src, "test.flag"), "variable.other.property.mlir");
    has(await scopeOf(src, "name"), "variable.other.property.mlir");
  });

  it("highlights keywords, numbers, strings and comments", async () => {
    has(await scopeOf(src, "affine_map"), "keyword.other.mlir");
    has(await scopeOf(src, "attributes"), "keyword.other.mlir");
    has(await scopeOf(src, "dense"), "keyword.other.mlir");
    has(await scopeOf(src, "true"), "constant.language.boolean.mlir");
    has(await scopeOf(src, "42"), "constant.numeric.integer.mlir");
    has(await scopeOf(src, "-1.5e3"), "constant.numeric.float.mlir");
    has(await scopeOf(src, "0x1F"), "constant.numeric.hex.mlir");
    has(await scopeOf(src, "\\22"), "constant.character.escape.mlir");
    has(await scopeOf(src, "->"), "keyword.operator.arrow.mlir");
    has(await scopeOf(src, "expected-error"), "keyword.other.annotation.mlir");
    has(await scopeOf(src, "@below"), "comment.line.double-slash.mlir");
    has(await scopeOf(src, "// -----"), "keyword.control.directive.split.mlir");
  });

  it("does not find types or keywords inside other words", async () => {
    const s = await scopeOf("%x = foo.bar maxf32 into_x", "maxf32");
    assert.ok(!s.includes("support.type"), s);
    has(await scopeOf(src, "%maxf32"), "variable.other.mlir");
  });

  it("finds op names in every example file", async () => {
    for (const name of ["matmul.mlir", "tests.mlir", "broken.mlir"]) {
      const text = fs.readFileSync(path.join(root, "..", "examples", name), "utf8");
      const lines = await tokenize("source.mlir", text);
      const ops = lines.flat().filter(([, s]) => s.includes("entity.name.function.mlir")).length;
      assert.ok(ops > 0, `${name}: no op names found`);
    }
  });

  it("highlights ```mlir fences in Markdown", async () => {
    const md = "# Doc\n\n```mlir\n%0 = arith.addi %a, %b : i32\n```\n\nafter `%x`\n";
    const addi = await scopeOf(md, "addi", "text.html.markdown");
    has(addi, "meta.embedded.block.mlir");
    has(addi, "entity.name.function.mlir");
    const after = (await tokenize("text.html.markdown", md))[6].map(([, s]) => s).join(" ");
    assert.ok(!after.includes("source.mlir") && !after.includes("meta.embedded.block.mlir"), after);
  });
});
