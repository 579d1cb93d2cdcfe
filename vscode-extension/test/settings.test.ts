import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { hasExtension, needsRestart, normalizeExtensions, SERVER_KEYS, serverSettings } from "../src/settings";

function section(values: Record<string, unknown>) {
  return { get: <T>(key: string) => values[key] as T | undefined };
}

describe("settings", () => {
  it("sends the server its keys only, with normalised extensions", () => {
    const s = serverSettings(
      section({
        diagnosticsDelay: 250,
        unregisteredDialectSeverity: "ignore",
        extraFileExtensions: ["ttir", "*.TTGIR", ".llir", ".mlir", "ttir", "", "a/b"],
        "server.path": "/x/mlir-ls",
        "trace.server": "verbose",
      }),
    );
    assert.deepEqual(s, {
      diagnosticsDelay: 250,
      unregisteredDialectSeverity: "ignore",
      extraFileExtensions: [".ttir", ".ttgir", ".llir"],
    });
  });

  it("restarts only for the server's command line", () => {
    assert.equal(needsRestart((s) => s === "mlir.server"), true);
    assert.equal(needsRestart((s) => s === "mlir.diagnosticsDelay"), false);
  });

  it("matches extra extensions case-insensitively, compound ones too", () => {
    const exts = normalizeExtensions([".ttgir", "ll.mlir"]);
    assert.ok(hasExtension("/a/kernel.TTGIR", exts));
    assert.ok(hasExtension("/a/x.ll.mlir", exts));
    assert.ok(!hasExtension("/a/x.mlir", exts));
    assert.ok(!hasExtension("/a/.ttgir-notes", exts));
    assert.deepEqual(normalizeExtensions("ttir"), []);
  });

  it("lists the keys of docs/lsp.md", () => {
    assert.deepEqual([...SERVER_KEYS].sort(), [
      "diagnosticsDelay",
      "extraFileExtensions",
      "progressThresholdLines",
      "splitInputFile",
      "unregisteredDialectSeverity",
      "verifyDiagnostics",
    ]);
  });
});
