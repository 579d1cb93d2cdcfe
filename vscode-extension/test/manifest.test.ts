// package.json against the server's documentation and the extension's code.
import assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";
import { SERVER_KEYS } from "../src/settings";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const lspDoc = fs.readFileSync(path.join(root, "..", "docs", "lsp.md"), "utf8");
const source = fs.readFileSync(path.join(root, "src", "extension.ts"), "utf8");

/** The rows of the markdown table after `heading`: first cells, backticks removed. */
function tableColumn(doc: string, heading: string, column: number): string[] {
  const start = doc.indexOf(heading);
  assert.ok(start >= 0, heading);
  const rows: string[] = [];
  for (const line of doc.slice(start).split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    if (!line.startsWith("|") || /^\|[-\s|]+$/.test(line)) continue;
    rows.push(line.split("|")[column + 1].trim().replace(/`/g, ""));
  }
  return rows.slice(1); // the header
}

describe("package.json", () => {
  const properties = manifest.contributes.configuration.properties as Record<string, { default: unknown }>;

  it("has a setting for every server setting of docs/lsp.md", () => {
    const documented = tableColumn(lspDoc, "## Settings", 0);
    assert.deepEqual([...documented].sort(), [...SERVER_KEYS].sort());
    for (const key of documented) assert.ok(properties[`mlir.${key}`], `mlir.${key}`);
  });

  it("uses the server's defaults", () => {
    const rows = tableColumn(lspDoc, "## Settings", 1);
    const keys = tableColumn(lspDoc, "## Settings", 0);
    keys.forEach((key, i) => {
      assert.deepEqual(properties[`mlir.${key}`].default, JSON.parse(rows[i]), key);
    });
  });

  it("maps every semantic token type of the legend to a TextMate scope", () => {
    const types = tableColumn(lspDoc, "## Semantic token legend", 1);
    assert.equal(types.length, 14);
    const scopes = manifest.contributes.semanticTokenScopes[0].scopes as Record<string, string[]>;
    for (const t of types) assert.ok(scopes[t]?.length, t);
  });

  it("registers every contributed command and nothing else", () => {
    const contributed = (manifest.contributes.commands as { command: string }[]).map((c) => c.command).sort();
    const registered = [...source.matchAll(/registerCommand\("([\w.]+)"/g)].map((m) => m[1]).sort();
    assert.deepEqual(registered, contributed);
    assert.ok(contributed.includes("mlir.restartServer"));
    assert.ok(contributed.includes("mlir.showCanonicalForm"));
    assert.ok(contributed.includes("mlir.showGenericForm"));
    assert.ok(contributed.includes("mlir.formatDocument"));
  });

  it("points at files that exist", () => {
    for (const g of manifest.contributes.grammars) assert.ok(fs.existsSync(path.join(root, g.path)), g.path);
    for (const l of manifest.contributes.languages) assert.ok(fs.existsSync(path.join(root, l.configuration)));
    assert.equal(manifest.main, "./dist/extension.js");
    assert.ok(manifest.activationEvents.includes("onLanguage:mlir"));
  });

  it("has a language configuration with <> pairs and // comments", () => {
    const config = JSON.parse(fs.readFileSync(path.join(root, "language-configuration.json"), "utf8"));
    assert.equal(config.comments.lineComment, "//");
    // `<>` auto-close and surround, but are no brackets for matching and colouring: the
    // `>` of `->` and `>=` would close them.
    assert.ok(!config.brackets.some(([o]: string[]) => o === "<"));
    assert.ok(config.autoClosingPairs.some((p: { open: string }) => p.open === "<"));
    assert.ok(config.surroundingPairs.some(([o, c]: string[]) => o === "<" && c === ">"));
    const increase = new RegExp(config.indentationRules.increaseIndentPattern);
    assert.ok(increase.test("func.func @f() {"));
    assert.ok(increase.test("  ^bb1(%x: i32):"));
    assert.ok(!increase.test("  return // {"));
    assert.ok(new RegExp(config.indentationRules.decreaseIndentPattern).test("  }"));
    const word = new RegExp(config.wordPattern, "g");
    assert.deepEqual("%x = arith.addi %a#1, @sym".match(word), ["%x", "arith.addi", "%a", "#1", "@sym"]);
  });
});
