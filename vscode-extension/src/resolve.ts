// Finding the `mlir-ls` executable. Pure logic (no `vscode` import) so node's test runner
// can exercise it; the extension passes in what it knows about the machine.
import * as path from "node:path";

/** How to run the server: `command ...prefix serve`, `command ...prefix print -`. */
export interface ServerCommand {
  command: string;
  /** Arguments before the sub-command (`["-m", "mlir_ls"]` for a Python interpreter). */
  prefix: string[];
  /** Where it was found, for messages: "mlir.server.path", "PATH", ... */
  source: string;
}

export interface ResolveInput {
  /** The `mlir.server.path` setting ("" when unset). */
  configuredPath: string;
  /** File-system paths of the workspace folders. */
  workspaceFolders: string[];
  /** Interpreters of the selected Python environment(s), best first. */
  pythonInterpreters: string[];
  /** The PATH environment variable. */
  envPath: string | undefined;
  platform: NodeJS.Platform;
  homeDir: string;
  isExecutable(file: string): boolean;
}

export type ResolveResult =
  | { ok: true; server: ServerCommand; tried: string[] }
  | { ok: false; tried: string[]; reason: string };

const PYTHON_NAME = /^python(\d+(\.\d+)?)?(\.exe)?$/i;

/** Is this the path of a Python interpreter (run as `python -m mlir_ls`)? */
export function isPythonInterpreter(file: string): boolean {
  return PYTHON_NAME.test(basenameAny(file));
}

function basenameAny(file: string): string {
  return file.split(/[\\/]/).pop() ?? file;
}

/** The names an `mlir-ls` console script has on this platform. */
export function executableNames(platform: NodeJS.Platform): string[] {
  return platform === "win32" ? ["mlir-ls.exe", "mlir-ls.cmd", "mlir-ls"] : ["mlir-ls"];
}

function pathApi(platform: NodeJS.Platform): path.PlatformPath {
  return platform === "win32" ? path.win32 : path.posix;
}

/** `~`, `${workspaceFolder}`, `${userHome}` and relative paths in the configured path. */
export function expandConfiguredPath(
  value: string,
  workspaceFolders: string[],
  homeDir: string,
  platform: NodeJS.Platform,
): string {
  const p = pathApi(platform);
  let out = value.trim();
  const folder = workspaceFolders[0];
  out = out.replace(/\$\{userHome\}/g, homeDir);
  if (folder !== undefined) out = out.replace(/\$\{workspaceFolder\}/g, folder);
  if (out === "~") out = homeDir;
  else if (out.startsWith("~/") || out.startsWith("~\\")) out = p.join(homeDir, out.slice(2));
  // A bare name ("mlir-ls", "python3") is looked up on PATH; other relative paths are
  // relative to the first workspace folder.
  const bare = !/[\\/]/.test(out);
  if (!bare && !p.isAbsolute(out) && folder !== undefined) out = p.join(folder, out);
  return out;
}

function commandFor(file: string, source: string): ServerCommand {
  return isPythonInterpreter(file)
    ? { command: file, prefix: ["-m", "mlir_ls"], source }
    : { command: file, prefix: [], source };
}

function searchPath(
  names: string[],
  envPath: string | undefined,
  platform: NodeJS.Platform,
  isExecutable: (f: string) => boolean,
  tried: string[],
): string | undefined {
  const p = pathApi(platform);
  const sep = platform === "win32" ? ";" : ":";
  for (const dir of (envPath ?? "").split(sep)) {
    if (dir === "") continue;
    for (const name of names) {
      const file = p.join(dir, name);
      tried.push(file);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

/**
 * Where the server is, in this order: the `mlir.server.path` setting (which, when set,
 * is the only candidate), a `.venv` or `venv` in a workspace folder, the bin directory
 * of the selected Python interpreter, then PATH.
 */
export function resolveServer(input: ResolveInput): ResolveResult {
  const p = pathApi(input.platform);
  const tried: string[] = [];
  const names = executableNames(input.platform);
  const binDir = input.platform === "win32" ? "Scripts" : "bin";

  if (input.configuredPath.trim() !== "") {
    const file = expandConfiguredPath(
      input.configuredPath,
      input.workspaceFolders,
      input.homeDir,
      input.platform,
    );
    if (!/[\\/]/.test(file)) {
      const found = searchPath(
        input.platform === "win32" && !/\.\w+$/.test(file) ? [file + ".exe", file] : [file],
        input.envPath,
        input.platform,
        input.isExecutable,
        tried,
      );
      if (found !== undefined) return { ok: true, server: commandFor(found, "mlir.server.path"), tried };
      return { ok: false, tried, reason: `mlir.server.path is "${input.configuredPath}", which is not on PATH` };
    }
    tried.push(file);
    if (input.isExecutable(file)) return { ok: true, server: commandFor(file, "mlir.server.path"), tried };
    return {
      ok: false,
      tried,
      reason: `mlir.server.path is "${input.configuredPath}", which is not an executable file`,
    };
  }

  for (const folder of input.workspaceFolders) {
    for (const venv of [".venv", "venv"]) {
      for (const name of names) {
        const file = p.join(folder, venv, binDir, name);
        tried.push(file);
        if (input.isExecutable(file)) return { ok: true, server: commandFor(file, "workspace virtual environment"), tried };
      }
    }
  }

  for (const interpreter of input.pythonInterpreters) {
    if (interpreter === "") continue;
    for (const name of names) {
      const file = p.join(p.dirname(interpreter), name);
      tried.push(file);
      if (input.isExecutable(file)) return { ok: true, server: commandFor(file, "selected Python environment"), tried };
    }
  }

  const onPath = searchPath(names, input.envPath, input.platform, input.isExecutable, tried);
  if (onPath !== undefined) return { ok: true, server: commandFor(onPath, "PATH"), tried };
  return { ok: false, tried, reason: "mlir-ls was not found" };
}

/** The message shown when the server cannot be found, with the fix. */
export function notFoundMessage(result: { reason: string }): string {
  return (
    `${result.reason}. Install the language server into your Python environment with ` +
    `pip install 'mlir-ls[lsp]' (or select the environment that has it), or set ` +
    `mlir.server.path to the mlir-ls executable.`
  );
}

/** Arguments that start the language server. */
export function serveArgs(server: ServerCommand, extra: readonly string[]): string[] {
  return [...server.prefix, "serve", ...extra];
}
