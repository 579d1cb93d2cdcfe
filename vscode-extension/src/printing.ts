// The server's commands (`workspace/executeCommand`, see docs/lsp.md "Commands"): the
// requests the extension sends and what it makes of the answers. "Show canonical form" /
// "Show generic form" ask the server (`mlir.print`) and name the read-only virtual document
// that shows the result. Pure logic (no `vscode` import).

export const PRINT_SCHEME = "mlir-print";

/** The server's command names (the extension's own commands have other names: the language
 * client registers these ones in VS Code itself). */
export const SERVER_COMMANDS = {
  print: "mlir.print",
  runPipeline: "mlir.runPipeline",
  addExpectedAnnotations: "mlir.addExpectedAnnotations",
  irDumpNeighbour: "mlir.irDumpNeighbour",
  diffDumps: "mlir.diffDumps",
} as const;

export type PrintForm = "canonical" | "generic";

export interface Position {
  line: number;
  character: number;
}

export interface CommandRequest {
  command: string;
  arguments: [Record<string, unknown>];
}

/** `mlir.print` of the whole document (every chunk), in `form`. */
export function printRequest(uri: string, form: PrintForm): CommandRequest {
  return { command: SERVER_COMMANDS.print, arguments: [{ uri, form }] };
}

/** `mlir.runPipeline` on the chunk at `position`. */
export function pipelineRequest(uri: string, position: Position, pipeline: string): CommandRequest {
  return { command: SERVER_COMMANDS.runPipeline, arguments: [{ uri, position, pipeline }] };
}

/** `mlir.addExpectedAnnotations` for the chunk at `position` (the server applies the edit). */
export function annotationsRequest(uri: string, position: Position): CommandRequest {
  return { command: SERVER_COMMANDS.addExpectedAnnotations, arguments: [{ uri, position }] };
}

/** `mlir.irDumpNeighbour`: the op at `position` in the previous or next dump of an IR log. */
export function neighbourRequest(uri: string, position: Position, direction: "previous" | "next"): CommandRequest {
  return { command: SERVER_COMMANDS.irDumpNeighbour, arguments: [{ uri, position, direction }] };
}

/** `mlir.diffDumps`: the dump at `position` against the one before it. */
export function diffDumpsRequest(uri: string, position: Position): CommandRequest {
  return { command: SERVER_COMMANDS.diffDumps, arguments: [{ uri, position }] };
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

/** The server's answer to `mlir.print`. */
export interface PrintAnswer {
  text: string;
  /** `line:col: message` of the errors that kept chunks from being printed. */
  errors: string[];
}

/** Whether `value` is a `mlir.print` answer. */
export function isPrintAnswer(value: unknown): value is PrintAnswer {
  const v = value as PrintAnswer | null;
  return typeof v === "object" && v !== null && typeof v.text === "string" && Array.isArray(v.errors);
}

/** A one-line summary of why (part of) a document was not printed; undefined: all printed. */
export function printFailure(answer: PrintAnswer, form: PrintForm): string | undefined {
  if (answer.errors.length === 0) return undefined;
  const more = answer.errors.length > 1 ? ` (and ${answer.errors.length - 1} more)` : "";
  const what = answer.text ? `Chunks with errors are not in the ${form} form` : `Cannot show the ${form} form`;
  return `${what}: line ${answer.errors[0]}${more}`;
}

/** The server's answer to `mlir.runPipeline`. */
export interface PipelineAnswer {
  ok: boolean;
  tool: string;
  output: string;
  diff: string;
  stderr: string;
  message: string;
}

/** The text shown after a pipeline ran: its diff (or a note that nothing changed), and the output. */
export function pipelineReport(answer: PipelineAnswer, pipeline: string): string {
  if (!answer.ok) return `// ${pipeline}: ${answer.message}\n${answer.stderr}`;
  const diff = answer.diff || `// ${pipeline}: no change\n`;
  return `${diff}\n// ----- output of ${answer.tool} -----\n${answer.output}`;
}
