// The VS Code side of mlir-ls: starts `mlir-ls serve` through vscode-languageclient,
// restarts it on command and when its settings change, and adds the commands that are not
// plain LSP requests: canonical/generic form views, pass pipelines, expected-* annotations and
// IR dump navigation (through the server's `workspace/executeCommand` commands), format.
import * as fs from "node:fs";
import * as os from "node:os";
import * as vscode from "vscode";
import {
  DidChangeConfigurationNotification,
  DocumentFormattingRequest,
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  State,
  TransportKind,
} from "vscode-languageclient/node";
import {
  type CommandRequest,
  PRINT_SCHEME,
  type PipelineAnswer,
  type PrintForm,
  annotationsRequest,
  diffDumpsRequest,
  isPrintAnswer,
  neighbourRequest,
  parsePrintQuery,
  pipelineReport,
  pipelineRequest,
  printDocumentPath,
  printFailure,
  printRequest,
} from "./printing";
import { type ServerCommand, notFoundMessage, resolveServer, serveArgs } from "./resolve";
import { hasExtension, needsRestart, normalizeExtensions, serverSettings } from "./settings";

const LANGUAGE = "mlir";

let state: Extension | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<Api> {
  state = new Extension(context);
  await state.activate();
  return state.api;
}

export async function deactivate(): Promise<void> {
  await state?.stop();
  state = undefined;
}

/** What other extensions (and the end-to-end test) can ask. */
export interface Api {
  /** The running server's command line, or undefined. */
  serverCommand(): ServerCommand | undefined;
  /** Resolves once the client runs (or has given up starting). */
  ready(): Promise<boolean>;
}

class Extension {
  readonly output = vscode.window.createOutputChannel("MLIR Language Server", { log: true });
  readonly status = vscode.languages.createLanguageStatusItem("mlir.server", { language: LANGUAGE });
  readonly printed = new PrintedDocuments(this);
  client: LanguageClient | undefined;
  server: ServerCommand | undefined;
  private starting: Promise<boolean> | undefined;
  private wanted = false;
  private notFoundShown = false;

  readonly api: Api = {
    serverCommand: () => (this.client?.state === State.Running ? this.server : undefined),
    ready: () => this.starting ?? Promise.resolve(this.client?.state === State.Running),
  };

  constructor(private readonly context: vscode.ExtensionContext) {
    this.status.name = "MLIR language server";
    this.status.text = "mlir-ls";
    this.status.command = { title: "Restart", command: "mlir.restartServer" };
  }

  async activate(): Promise<void> {
    const c = this.context;
    c.subscriptions.push(
      this.output,
      this.status,
      vscode.commands.registerCommand("mlir.restartServer", () => this.restart(true)),
      vscode.commands.registerCommand("mlir.showOutput", () => this.output.show(true)),
      vscode.commands.registerCommand("mlir.showCanonicalForm", () => this.printed.show("canonical")),
      vscode.commands.registerCommand("mlir.showGenericForm", () => this.printed.show("generic")),
      vscode.commands.registerCommand("mlir.formatDocument", () => this.formatDocument()),
      vscode.commands.registerCommand("mlir.runPassPipeline", () => this.runPassPipeline()),
      vscode.commands.registerCommand("mlir.annotateDiagnostics", () => this.annotateDiagnostics()),
      vscode.commands.registerCommand("mlir.previousDump", () => this.gotoDump("previous")),
      vscode.commands.registerCommand("mlir.nextDump", () => this.gotoDump("next")),
      vscode.commands.registerCommand("mlir.diffWithPreviousDump", () => this.diffWithPreviousDump()),
      vscode.workspace.registerTextDocumentContentProvider(PRINT_SCHEME, this.printed),
      vscode.workspace.onDidOpenTextDocument((d) => this.onDocument(d)),
      vscode.workspace.onDidSaveTextDocument((d) => this.printed.refreshFor(d.uri)),
      vscode.workspace.onDidChangeConfiguration((e) => this.onConfiguration(e)),
    );
    await this.watchPythonEnvironment();
    for (const d of vscode.workspace.textDocuments) this.onDocument(d);
  }

  /** Documents with an extra extension become MLIR; the first MLIR document starts the server. */
  private onDocument(doc: vscode.TextDocument): void {
    if (doc.uri.scheme === PRINT_SCHEME) return;
    if (doc.languageId !== LANGUAGE) {
      const extra = normalizeExtensions(vscode.workspace.getConfiguration("mlir", doc.uri).get("extraFileExtensions"));
      if (hasExtension(doc.uri.path, extra)) void vscode.languages.setTextDocumentLanguage(doc, LANGUAGE);
      return;
    }
    if (!this.wanted) {
      this.wanted = true;
      void this.start();
    }
  }

  private onConfiguration(e: vscode.ConfigurationChangeEvent): void {
    if (e.affectsConfiguration("mlir.extraFileExtensions")) {
      for (const d of vscode.workspace.textDocuments) this.onDocument(d);
    }
    if (this.wanted && needsRestart((s) => e.affectsConfiguration(s))) {
      this.output.appendLine("mlir.server settings changed: restarting the server");
      void this.restart(false);
    }
    else if (e.affectsConfiguration("mlir") && this.client?.state === State.Running) {
      // The server takes the settings sent here (and pulls them again where it needs to).
      void this.client.sendNotification(DidChangeConfigurationNotification.type, {
        settings: { mlir: serverSettings(vscode.workspace.getConfiguration("mlir")) },
      });
    }
  }

  private pythonInterpreters: string[] = [];

  /** The selected interpreter of the Python extension, when it is installed. */
  private async watchPythonEnvironment(): Promise<void> {
    const fromSetting = vscode.workspace.getConfiguration("python").get<string>("defaultInterpreterPath");
    this.pythonInterpreters = fromSetting && fromSetting !== "python" ? [fromSetting] : [];
    const python = vscode.extensions.getExtension("ms-python.python");
    if (python === undefined) return;
    try {
      const api = (python.isActive ? python.exports : await withTimeout(python.activate(), 10000)) as PythonApi | undefined;
      const envs = api?.environments;
      if (envs === undefined) return;
      const update = () => {
        const active = envs.getActiveEnvironmentPath(vscode.workspace.workspaceFolders?.[0]?.uri);
        if (active?.path) this.pythonInterpreters = [active.path, ...this.pythonInterpreters.filter((p) => p !== active.path)];
      };
      update();
      this.context.subscriptions.push(
        envs.onDidChangeActiveEnvironmentPath(() => {
          update();
          const configured = vscode.workspace.getConfiguration("mlir").get<string>("server.path");
          if (this.wanted && !configured) void this.restart(false);
        }),
      );
    } catch (e) {
      this.output.appendLine(`Could not ask the Python extension for the selected environment: ${String(e)}`);
    }
  }

  /** Finds the server; undefined (after telling the user) when it cannot. */
  resolve(): ServerCommand | undefined {
    const config = vscode.workspace.getConfiguration("mlir");
    const result = resolveServer({
      configuredPath: config.get<string>("server.path") ?? "",
      workspaceFolders: (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === "file").map((f) => f.uri.fsPath),
      pythonInterpreters: this.pythonInterpreters,
      envPath: process.env.PATH,
      platform: process.platform,
      homeDir: os.homedir(),
      isExecutable,
    });
    if (result.ok) return result.server;
    const message = notFoundMessage(result);
    this.output.appendLine(message);
    this.output.appendLine(`Looked for it at:\n  ${result.tried.join("\n  ")}`);
    this.setStatus("not found", vscode.LanguageStatusSeverity.Error);
    if (!this.notFoundShown) {
      this.notFoundShown = true;
      void vscode.window.showErrorMessage(message, "Open Settings", "Show Output").then((choice) => {
        if (choice === "Open Settings") void vscode.commands.executeCommand("workbench.action.openSettings", "mlir.server.path");
        if (choice === "Show Output") this.output.show(true);
      });
    }
    return undefined;
  }

  private setStatus(detail: string, severity: vscode.LanguageStatusSeverity): void {
    this.status.detail = detail;
    this.status.severity = severity;
    this.status.busy = false;
  }

  async start(): Promise<boolean> {
    if (this.starting) return this.starting;
    this.starting = this.doStart().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async doStart(): Promise<boolean> {
    const server = this.resolve();
    if (server === undefined) return false;
    const config = vscode.workspace.getConfiguration("mlir");
    const extra = config.get<string[]>("server.arguments") ?? [];
    const folder = vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === "file");
    const executable = {
      command: server.command,
      args: serveArgs(server, extra),
      transport: TransportKind.stdio,
      options: { cwd: folder?.uri.fsPath, env: { ...process.env, PYTHONUNBUFFERED: "1" } },
    } as const;
    const serverOptions: ServerOptions = { run: executable, debug: executable };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [
        { scheme: "file", language: LANGUAGE },
        { scheme: "untitled", language: LANGUAGE },
      ],
      initializationOptions: serverSettings(config),
      middleware: {
        workspace: {
          // The server reads its own keys of the `mlir` section; the client's
          // (server.path, trace.server...) would only earn "unknown setting" warnings.
          configuration: async (params, token, next) => {
            const result = await next(params, token);
            if (!Array.isArray(result)) return result;
            return result.map((value, i) =>
              params.items[i]?.section === "mlir" ? serverSettings(vscode.workspace.getConfiguration("mlir", scopeUri(params.items[i]?.scopeUri))) : value,
            );
          },
        },
      },
      outputChannel: this.output,
      markdown: { isTrusted: false, supportHtml: false },
      initializationFailedHandler: (error) => {
        this.output.appendLine(`Initialisation failed: ${String(error)}`);
        return false;
      },
    };
    this.output.appendLine(`Starting ${server.command} ${executable.args.join(" ")} (found via ${server.source})`);
    this.status.busy = true;
    this.status.detail = "starting";
    const client = new LanguageClient("mlir", "MLIR Language Server", serverOptions, clientOptions);
    this.client = client;
    this.server = server;
    try {
      await client.start();
    } catch (e) {
      this.client = undefined;
      const message =
        `The MLIR language server (${server.command}) did not start: ${errorText(e)}. ` +
        "If the output says pygls is missing, install the server's extra: pip install 'mlir-ls[lsp]'.";
      this.output.appendLine(message);
      this.setStatus("failed to start", vscode.LanguageStatusSeverity.Error);
      void vscode.window.showErrorMessage(message, "Show Output").then((c) => c && this.output.show(true));
      try {
        await client.dispose(2000);
      } catch {
        // already stopped
      }
      return false;
    }
    const info = client.initializeResult?.serverInfo;
    this.status.text = info?.version ? `mlir-ls ${info.version}` : "mlir-ls";
    this.setStatus(`${server.command} (${server.source})`, vscode.LanguageStatusSeverity.Information);
    return true;
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client === undefined) return;
    try {
      await client.dispose(3000);
    } catch (e) {
      this.output.appendLine(`Stopping the server: ${errorText(e)}`);
    }
  }

  async restart(userAsked: boolean): Promise<void> {
    if (this.starting) await this.starting;
    await this.stop();
    this.wanted = true;
    this.notFoundShown = false;
    const ok = await this.start();
    if (userAsked && ok) void vscode.window.setStatusBarMessage("MLIR language server restarted", 3000);
  }

  /** Send one of the server's commands; undefined (after telling the user) when it failed. */
  async executeServerCommand(request: CommandRequest): Promise<unknown> {
    if (this.client?.state !== State.Running && !(await this.start())) return undefined;
    const client = this.client;
    if (client === undefined) return undefined;
    try {
      return await client.sendRequest(ExecuteCommandRequest.type, request);
    } catch (e) {
      const message = `${request.command} failed: ${errorText(e)}`;
      this.output.appendLine(message);
      void vscode.window.showErrorMessage(message);
      return undefined;
    }
  }

  /** The active MLIR editor, its document's protocol URI and the cursor's protocol position. */
  private activeMlir(): { editor: vscode.TextEditor; uri: string; position: { line: number; character: number } } | undefined {
    const editor = vscode.window.activeTextEditor;
    if (editor === undefined || editor.document.languageId !== LANGUAGE || this.client === undefined) {
      void vscode.window.showInformationMessage("Open an MLIR document first.");
      return undefined;
    }
    const c2p = this.client.code2ProtocolConverter;
    return { editor, uri: c2p.asUri(editor.document.uri), position: c2p.asPosition(editor.selection.active) };
  }

  private lastPipeline = "canonicalize,cse";

  /** Run a pass pipeline on the chunk at the cursor (the project's `*-opt` or mlir-opt); show the diff. */
  async runPassPipeline(): Promise<void> {
    if (this.client?.state !== State.Running && !(await this.start())) return;
    const at = this.activeMlir();
    if (at === undefined) return;
    const pipeline = await vscode.window.showInputBox({
      title: "Run a pass pipeline on this chunk",
      prompt: "A pipeline (canonicalize,cse or func.func(cse)) or mlir-opt flags (-cse -canonicalize)",
      value: this.lastPipeline,
    });
    if (!pipeline) return;
    this.lastPipeline = pipeline;
    const answer = (await this.executeServerCommand(pipelineRequest(at.uri, at.position, pipeline))) as PipelineAnswer | undefined;
    if (answer === undefined) return;
    if (!answer.ok) void vscode.window.showErrorMessage(`${pipeline}: ${answer.message}`);
    const doc = await vscode.workspace.openTextDocument({ content: pipelineReport(answer, pipeline), language: "diff" });
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  }

  /** Add or refresh `expected-*` annotations of the chunk at the cursor (the server applies the edit). */
  async annotateDiagnostics(): Promise<void> {
    if (this.client?.state !== State.Running && !(await this.start())) return;
    const at = this.activeMlir();
    if (at === undefined) return;
    await this.executeServerCommand(annotationsRequest(at.uri, at.position));
  }

  /** In an IR dump log: the op at the cursor in the previous or next dump. */
  async gotoDump(direction: "previous" | "next"): Promise<void> {
    if (this.client?.state !== State.Running && !(await this.start())) return;
    const at = this.activeMlir();
    if (at === undefined || this.client === undefined) return;
    const found = (await this.executeServerCommand(neighbourRequest(at.uri, at.position, direction))) as
      | { range: { start: { line: number; character: number }; end: { line: number; character: number } }; title: string }
      | null
      | undefined;
    if (!found) {
      vscode.window.setStatusBarMessage(`MLIR: no ${direction} IR dump`, 3000);
      return;
    }
    const range = this.client.protocol2CodeConverter.asRange(found.range);
    at.editor.selection = new vscode.Selection(range.start, range.start);
    at.editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    vscode.window.setStatusBarMessage(`MLIR: ${found.title}`, 3000);
  }

  /** In an IR dump log: the diff from the previous dump to the one at the cursor. */
  async diffWithPreviousDump(): Promise<void> {
    if (this.client?.state !== State.Running && !(await this.start())) return;
    const at = this.activeMlir();
    if (at === undefined) return;
    const answer = (await this.executeServerCommand(diffDumpsRequest(at.uri, at.position))) as { diff: string; from: string; to: string } | undefined;
    if (answer === undefined) return;
    const content = answer.diff || `// no change from "${answer.from}" to "${answer.to}"\n`;
    const doc = await vscode.workspace.openTextDocument({ content, language: "diff" });
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  }

  /** Format the active document with the server's formatter (not whichever formatter is the default). */
  async formatDocument(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (editor === undefined || editor.document.languageId !== LANGUAGE) return;
    if (this.client?.state !== State.Running && !(await this.start())) return;
    const client = this.client;
    if (client === undefined) return;
    const doc = editor.document;
    const version = doc.version;
    const edits = await client.sendRequest(DocumentFormattingRequest.type, {
      textDocument: { uri: client.code2ProtocolConverter.asUri(doc.uri) },
      options: { tabSize: Number(editor.options.tabSize) || 2, insertSpaces: editor.options.insertSpaces !== false },
    });
    if (doc.version !== version) return; // edited meanwhile: the edits no longer apply
    if (!edits || edits.length === 0) {
      vscode.window.setStatusBarMessage("MLIR: the document is already formatted", 3000);
      return;
    }
    const converted = await client.protocol2CodeConverter.asTextEdits(edits);
    const workspaceEdit = new vscode.WorkspaceEdit();
    workspaceEdit.set(doc.uri, converted);
    await vscode.workspace.applyEdit(workspaceEdit);
  }
}

/** The read-only views of the canonical and generic forms (the server's `mlir.print`). */
class PrintedDocuments implements vscode.TextDocumentContentProvider {
  private readonly contents = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly ext: Extension) {}

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? "";
  }

  async show(form: PrintForm): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (editor === undefined || editor.document.languageId !== LANGUAGE) {
      void vscode.window.showInformationMessage("Open an MLIR document first.");
      return;
    }
    const source = editor.document;
    const { path, query } = printDocumentPath(source.uri.toString(), source.uri.path, form);
    const uri = vscode.Uri.from({ scheme: PRINT_SCHEME, path, query });
    if (!(await this.update(uri, source, form, true))) return;
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== LANGUAGE) await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE);
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: false });
  }

  /** Re-print the open views of a saved document. */
  async refreshFor(sourceUri: vscode.Uri): Promise<void> {
    const source = vscode.workspace.textDocuments.find((d) => d.uri.toString() === sourceUri.toString());
    if (source === undefined) return;
    for (const doc of vscode.workspace.textDocuments) {
      if (doc.uri.scheme !== PRINT_SCHEME || doc.isClosed) continue;
      const q = parsePrintQuery(doc.uri.query);
      if (q?.source === sourceUri.toString()) await this.update(doc.uri, source, q.form, false);
    }
  }

  private async update(uri: vscode.Uri, source: vscode.TextDocument, form: PrintForm, loud: boolean): Promise<boolean> {
    if (this.ext.client?.state !== State.Running && !(await this.ext.start())) return false;
    const client = this.ext.client;
    if (client === undefined) return false;
    let answer: unknown;
    try {
      answer = await client.sendRequest(ExecuteCommandRequest.type, printRequest(client.code2ProtocolConverter.asUri(source.uri), form));
    } catch (e) {
      answer = undefined;
      this.ext.output.appendLine(`mlir.print (${form}) of ${source.uri.toString()} failed: ${errorText(e)}`);
    }
    if (!isPrintAnswer(answer)) {
      if (loud) void vscode.window.showErrorMessage(`Cannot show the ${form} form: the server did not answer`, "Show Output").then((c) => c && this.ext.output.show(true));
      return false;
    }
    const failure = printFailure(answer, form);
    if (failure !== undefined) {
      this.ext.output.appendLine(`mlir.print (${form}) of ${source.uri.toString()}:\n  ${answer.errors.join("\n  ")}`);
      if (loud) void vscode.window.showErrorMessage(failure, "Show Output").then((c) => c && this.ext.output.show(true));
      if (!answer.text) return false;
    }
    this.contents.set(uri.toString(), answer.text);
    this.changed.fire(uri);
    return true;
  }
}

interface PythonApi {
  environments?: {
    getActiveEnvironmentPath(resource?: vscode.Uri): { path: string } | undefined;
    onDidChangeActiveEnvironmentPath: vscode.Event<unknown>;
  };
}

function isExecutable(file: string): boolean {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return false;
    if (process.platform === "win32") return true;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function scopeUri(uri: string | undefined): vscode.Uri | undefined {
  return uri === undefined ? undefined : vscode.Uri.parse(uri);
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function withTimeout<T>(promise: Thenable<T>, ms: number): Promise<T | undefined> {
  return Promise.race([Promise.resolve(promise), new Promise<undefined>((r) => setTimeout(() => r(undefined), ms))]);
}
