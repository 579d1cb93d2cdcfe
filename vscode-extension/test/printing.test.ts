import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  SERVER_COMMANDS,
  isPrintAnswer,
  neighbourRequest,
  parsePrintQuery,
  pipelineReport,
  pipelineRequest,
  printDocumentPath,
  printFailure,
  printRequest,
} from "../src/printing";

describe("printing and server commands", () => {
  it("asks the server for a printed form", () => {
    assert.deepEqual(printRequest("file:///a.mlir", "generic"), {
      command: "mlir.print",
      arguments: [{ uri: "file:///a.mlir", form: "generic" }],
    });
    const at = { line: 3, character: 1 };
    assert.deepEqual(pipelineRequest("file:///a.mlir", at, "cse").arguments[0], { uri: "file:///a.mlir", position: at, pipeline: "cse" });
    assert.equal(neighbourRequest("u", at, "previous").command, SERVER_COMMANDS.irDumpNeighbour);
  });

  it("names virtual documents after the source and round-trips the query", () => {
    const src = "file:///ws/a%20b/matmul.mlir";
    const { path, query } = printDocumentPath(src, "/ws/a b/matmul.mlir", "generic");
    assert.equal(path, "/matmul (generic).mlir");
    assert.deepEqual(parsePrintQuery(query), { source: src, form: "generic" });
    assert.equal(parsePrintQuery("source=x&form=other"), undefined);
    assert.equal(printDocumentPath("untitled:Untitled-1", "Untitled-1", "canonical").path, "/Untitled-1 (canonical).mlir");
  });

  it("summarises the errors of a print", () => {
    assert.ok(isPrintAnswer({ text: "", errors: [] }));
    assert.ok(!isPrintAnswer(null));
    assert.equal(printFailure({ text: "module {\n}\n", errors: [] }, "generic"), undefined);
    assert.equal(
      printFailure({ text: "", errors: ["2:14: use of undeclared SSA value name"] }, "generic"),
      "Cannot show the generic form: line 2:14: use of undeclared SSA value name",
    );
    assert.equal(
      printFailure({ text: "x", errors: ["1:1: a", "5:1: b"] }, "canonical"),
      "Chunks with errors are not in the canonical form: line 1:1: a (and 1 more)",
    );
  });

  it("reports a pipeline run", () => {
    const ok = { ok: true, tool: "/usr/bin/mlir-opt", output: "module {\n}\n", diff: "", stderr: "", message: "" };
    assert.match(pipelineReport(ok, "cse"), /^\/\/ cse: no change\n/);
    assert.match(pipelineReport({ ...ok, ok: false, message: "bad pass" }, "x"), /^\/\/ x: bad pass/);
  });
});
