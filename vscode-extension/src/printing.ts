// "Show canonical form" / "Show generic form": run `mlir-ls print [--generic] -` on the
// document's text and name the read-only virtual document that shows the result.
// Pure logic (no `vscode` import).
import { spawn } from "node:child_process";
import type { ServerCommand } from "./resolve";

export const PRINT_SCHEME = "mlir-print";

export type PrintForm = "canonical" | "generic";

export interface PrintOptions {
  form: PrintForm;
  splitInputFile: boolean;
}

/** The CLI arguments: `print [--generic] [--split-input-file] --allow-unregistered-dialect -`. */
export function printArgs(server: ServerCommand, options: PrintOptions): string[] {
  const args = [...server.prefix, "print"];
  if (options.form === "generic") args.push("--generic");
  if (options.splitInputFile) args.push("--split-input-file");
  // The server accepts ops of unknown dialects too (it only warns), so the printer does.
  args.push("--allow-unregistered-dialect", "-");
  return args;
}

/** Path and query of the virtual document for a source document and form. */
export function printDocumentPath(sourceUri: string, sourcePath: string, form: PrintForm): { path: string; query: string } {
  const base = (sourcePath.split(/[\\/]/).pop() ?? "document").replace(/\.mlir$/i, "") || "document";
  // The path ends in .mlir so the document gets the MLIR language and its highlighting.
  return { path: `/${base} (${form}).mlir`, query: new URLSearchParams({ source: sourceUri, form }).toString() };
}

/** The source document and form of a virtual document, from its query. */
export function parsePrintQuery(query: string): { source: string; form: PrintForm } | undefined {
  const params = new URLSearchParams(query);
  const source = params.get("source");
  const form = params.get("form");
  if (source === null || (form !== "canonical" && form !== "generic")) return undefined;
  return { source, form };
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Set when the process could not be started or timed out. */
  error?: string;
}

/** Run a command with `input` on stdin; never rejects. */
export function runProcess(
  command: string,
  args: string[],
  input: string,
  options: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let settled = false;
    const finish = (result: ProcessResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: "pipe" });
    } catch (e) {
      resolve({ code: null, stdout, stderr, error: String(e) });
      return;
    }
    const timer = setTimeout(() => {
      child.kill();
      finish({ code: null, stdout, stderr, error: `timed out after ${options.timeoutMs} ms` });
    }, options.timeoutMs ?? 30000);
    child.stdout?.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", (e) => finish({ code: null, stdout, stderr, error: e.message }));
    child.on("close", (code) => finish({ code, stdout, stderr }));
    child.stdin?.on("error", () => undefined); // the process may exit before reading it all
    child.stdin?.end(input, "utf8");
  });
}

/** A one-line summary of a failed print, for an error message. */
export function printFailure(result: ProcessResult, form: PrintForm): string {
  if (result.error !== undefined) return `mlir-ls print failed: ${result.error}`;
  const firstError = result.stderr
    .split(/\r?\n/)
    .find((line) => /\berror:/.test(line))
    ?.replace(/^<stdin>:|^-:/, "line ");
  const detail = firstError ?? result.stderr.trim().split(/\r?\n/)[0] ?? `exit status ${result.code}`;
  return `Cannot show the ${form} form: ${detail || `exit status ${result.code}`}`;
}
