import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  type ResolveInput,
  expandConfiguredPath,
  isPythonInterpreter,
  notFoundMessage,
  resolveServer,
  serveArgs,
} from "../src/resolve";

function input(executables: string[], over: Partial<ResolveInput> = {}): ResolveInput {
  const set = new Set(executables);
  return {
    configuredPath: "",
    workspaceFolders: ["/ws"],
    pythonInterpreters: [],
    envPath: "/usr/local/bin:/usr/bin",
    platform: "linux",
    homeDir: "/home/me",
    isExecutable: (f) => set.has(f),
    ...over,
  };
}

describe("resolveServer", () => {
  it("finds mlir-ls on PATH", () => {
    const r = resolveServer(input(["/usr/bin/mlir-ls"]));
    assert.equal(r.ok, true);
    assert.ok(r.ok);
    assert.deepEqual(r.server, { command: "/usr/bin/mlir-ls", prefix: [], source: "PATH" });
    assert.deepEqual(serveArgs(r.server, ["--log-level", "DEBUG"]), ["serve", "--log-level", "DEBUG"]);
  });

  it("prefers the workspace virtual environment, then the selected interpreter, then PATH", () => {
    const all = ["/ws/.venv/bin/mlir-ls", "/envs/a/bin/mlir-ls", "/usr/bin/mlir-ls"];
    const py = { pythonInterpreters: ["/envs/a/bin/python3"] };
    const first = resolveServer(input(all, py));
    assert.ok(first.ok);
    assert.equal(first.server.command, "/ws/.venv/bin/mlir-ls");
    const second = resolveServer(input(all.slice(1), py));
    assert.ok(second.ok);
    assert.equal(second.server.command, "/envs/a/bin/mlir-ls");
    assert.equal(second.server.source, "selected Python environment");
    const third = resolveServer(input(all.slice(2), py));
    assert.ok(third.ok);
    assert.equal(third.server.source, "PATH");
  });

  it("uses the configured path and only it", () => {
    const r = resolveServer(input(["/opt/mlir-ls", "/usr/bin/mlir-ls"], { configuredPath: "/opt/mlir-ls" }));
    assert.ok(r.ok);
    assert.deepEqual(r.server, { command: "/opt/mlir-ls", prefix: [], source: "mlir.server.path" });
    const missing = resolveServer(input(["/usr/bin/mlir-ls"], { configuredPath: "/opt/nothing" }));
    assert.equal(missing.ok, false);
    assert.ok(!missing.ok);
    assert.match(missing.reason, /mlir\.server\.path is "\/opt\/nothing", which is not an executable file/);
    assert.deepEqual(missing.tried, ["/opt/nothing"]);
  });

  it("runs a configured Python interpreter as `python -m mlir_ls`", () => {
    const r = resolveServer(input(["/envs/x/bin/python3.11"], { configuredPath: "/envs/x/bin/python3.11" }));
    assert.ok(r.ok);
    assert.deepEqual(r.server.prefix, ["-m", "mlir_ls"]);
    assert.deepEqual(serveArgs(r.server, []), ["-m", "mlir_ls", "serve"]);
  });

  it("expands ~, ${workspaceFolder} and relative paths; looks bare names up on PATH", () => {
    assert.equal(expandConfiguredPath("~/bin/mlir-ls", ["/ws"], "/home/me", "linux"), "/home/me/bin/mlir-ls");
    assert.equal(expandConfiguredPath("${workspaceFolder}/env/bin/mlir-ls", ["/ws"], "/h", "linux"), "/ws/env/bin/mlir-ls");
    assert.equal(expandConfiguredPath("env/bin/mlir-ls", ["/ws"], "/h", "linux"), "/ws/env/bin/mlir-ls");
    const bare = resolveServer(input(["/usr/bin/python3"], { configuredPath: "python3" }));
    assert.ok(bare.ok);
    assert.deepEqual(bare.server, { command: "/usr/bin/python3", prefix: ["-m", "mlir_ls"], source: "mlir.server.path" });
  });

  it("knows Windows names", () => {
    const r = resolveServer(
      input(["C:\\ws\\.venv\\Scripts\\mlir-ls.exe"], { platform: "win32", workspaceFolders: ["C:\\ws"], envPath: "C:\\bin" }),
    );
    assert.ok(r.ok);
    assert.equal(r.server.command, "C:\\ws\\.venv\\Scripts\\mlir-ls.exe");
  });

  it("says what it tried and how to fix it when nothing is found", () => {
    const r = resolveServer(input([], { pythonInterpreters: ["/envs/a/bin/python"] }));
    assert.ok(!r.ok);
    assert.deepEqual(r.tried, [
      "/ws/.venv/bin/mlir-ls",
      "/ws/venv/bin/mlir-ls",
      "/envs/a/bin/mlir-ls",
      "/usr/local/bin/mlir-ls",
      "/usr/bin/mlir-ls",
    ]);
    const message = notFoundMessage(r);
    assert.match(message, /^mlir-ls was not found\./);
    assert.match(message, /pip install 'mlir-ls\[lsp\]'/);
    assert.match(message, /mlir\.server\.path/);
  });

  it("recognises interpreters", () => {
    for (const p of ["/usr/bin/python", "/x/python3", "/x/python3.12", "C:\\P\\python.exe"]) assert.ok(isPythonInterpreter(p), p);
    for (const p of ["/usr/bin/mlir-ls", "/x/pythonista", "/x/python-config"]) assert.ok(!isPythonInterpreter(p), p);
  });
});
