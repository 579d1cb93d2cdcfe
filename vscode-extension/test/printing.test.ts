import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parsePrintQuery, printArgs, printDocumentPath, printFailure, runProcess } from "../src/printing";

const server = { command: "/bin/mlir-ls", prefix: [], source: "PATH" };

describe("printing", () => {
  it("builds the print command line", () => {
    assert.deepEqual(printArgs(server, { form: "canonical", splitInputFile: false }), [
      "print",
      "--allow-unregistered-dialect",
      "-",
    ]);
    assert.deepEqual(printArgs({ ...server, prefix: ["-m", "mlir_ls"] }, { form: "generic", splitInputFile: true }), [
      "-m",
      "mlir_ls",
      "print",
      "--generic",
      "--split-input-file",
      "--allow-unregistered-dialect",
      "-",
    ]);
  });

  it("names virtual documents after the source and round-trips the query", () => {
    const src = "file:///ws/a%20b/matmul.mlir";
    const { path, query } = printDocumentPath(src, "/ws/a b/matmul.mlir", "generic");
    assert.equal(path, "/matmul (generic).mlir");
    assert.deepEqual(parsePrintQuery(query), { source: src, form: "generic" });
    assert.equal(parsePrintQuery("source=x&form=other"), undefined);
    assert.equal(printDocumentPath("untitled:Untitled-1", "Untitled-1", "canonical").path, "/Untitled-1 (canonical).mlir");
  });

  it("runs a process with stdin and collects its output", async () => {
    const r = await runProcess(process.execPath, ["-e", "process.stdin.pipe(process.stdout); console.error('note')"], "héllo\n");
    assert.equal(r.code, 0);
    assert.equal(r.stdout, "héllo\n");
    assert.equal(r.stderr.trim(), "note");
  });

  it("reports a missing executable and a timeout without throwing", async () => {
    const missing = await runProcess("/nonexistent/mlir-ls", ["print", "-"], "");
    assert.equal(missing.code, null);
    assert.match(missing.error ?? "", /ENOENT/);
    const slow = await runProcess(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], "", { timeoutMs: 200 });
    assert.match(slow.error ?? "", /timed out/);
  });

  it("summarises the first error of a failed print", () => {
    const stderr = "<stdin>:2:14: error: use of undeclared SSA value name\n  %0 = x\n      ^\n";
    assert.equal(
      printFailure({ code: 1, stdout: "", stderr }, "generic"),
      "Cannot show the generic form: line 2:14: error: use of undeclared SSA value name",
    );
    assert.equal(printFailure({ code: 2, stdout: "", stderr: "" }, "canonical"), "Cannot show the canonical form: exit status 2");
  });
});
