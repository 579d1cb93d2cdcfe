// Settings of the `mlir` section: which go to the server, which need a restart.
// Pure logic (no `vscode` import).

/** The keys the server reads (docs/lsp.md, "Settings"). */
export const SERVER_KEYS = [
  "diagnosticsDelay",
  "unregisteredDialectSeverity",
  "splitInputFile",
  "verifyDiagnostics",
  "extraFileExtensions",
  "progressThresholdLines",
] as const;

/** Settings whose change restarts the server (the others are sent to the running one). */
export const RESTART_SECTIONS = ["mlir.server"] as const;

/** Settings that decide which open documents are MLIR. */
export const LANGUAGE_SECTIONS = ["mlir.extraFileExtensions"] as const;

export type ServerSettings = Partial<Record<(typeof SERVER_KEYS)[number], unknown>>;

/** The server's part of the `mlir` section, with the extensions normalised. */
export function serverSettings(section: { get<T>(key: string): T | undefined }): ServerSettings {
  const out: ServerSettings = {};
  for (const key of SERVER_KEYS) {
    const value = section.get<unknown>(key);
    if (value !== undefined) out[key] = value;
  }
  if (out.extraFileExtensions !== undefined) {
    out.extraFileExtensions = normalizeExtensions(out.extraFileExtensions);
  }
  return out;
}

/** `needsRestart(e => event.affectsConfiguration(e))`. */
export function needsRestart(affects: (section: string) => boolean): boolean {
  return RESTART_SECTIONS.some((s) => affects(s));
}

/**
 * Extensions as the user wrote them (`ttir`, `.ttgir`, `*.llir`, `.TTIR`) as lower-case
 * `.ext`; `.mlir` (always MLIR), duplicates and anything that is not a file suffix dropped.
 */
export function normalizeExtensions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const raw of value) {
    if (typeof raw !== "string") continue;
    let ext = raw.trim().toLowerCase();
    if (ext.startsWith("*")) ext = ext.slice(1);
    if (ext === "" || ext === ".") continue;
    if (!ext.startsWith(".")) ext = "." + ext;
    if (/[\\/*?\s]/.test(ext) || ext === ".mlir") continue;
    if (!out.includes(ext)) out.push(ext);
  }
  return out;
}

/** Does a file name end with one of the (normalised) extensions? */
export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return extensions.some((ext) => name.endsWith(ext) && name.length > ext.length);
}
