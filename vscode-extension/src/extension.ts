// The VS Code side of mlir-ls: starts `mlir-ls serve` through vscode-languageclient,
// restarts it on command and when its settings change, and adds the commands that are not
// plain LSP requests (canonical/generic form views, format through the server).
import * as fs from "node:fs";
import * as os from "node:os";
import * as vscode from "vscode";
import {
  DidChangeConfigurationNotification,
  DocumentFormattingRequest,
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  State,
  TransportKind,
} from "vscode-languageclient/node";
import {
  PRINT_SCHEME,
  type PrintForm,
  parsePrintQuery,
  printArgs,
  printDocumentPath,
  printFailure,
  runProcess,
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

/** The read-only views of `mlir-ls print` and `mlir-ls print --generic`. */
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
    const server = this.ext.server ?? this.ext.resolve();
    if (server === undefined) return false;
    const split = vscode.workspace.getConfiguration("mlir", source.uri).get<boolean>("splitInputFile") ?? true;
    const folder = vscode.workspace.getWorkspaceFolder(source.uri);
    const result = await runProcess(server.command, printArgs(server, { form, splitInputFile: split }), source.getText(), {
      cwd: folder?.uri.scheme === "file" ? folder.uri.fsPath : undefined,
    });
    if (result.code !== 0 || result.error !== undefined) {
      this.ext.output.appendLine(`mlir-ls print (${form}) of ${source.uri.toString()} failed:\n${result.stderr}${result.error ?? ""}`);
      if (loud) {
        void vscode.window.showErrorMessage(printFailure(result, form), "Show Output").then((c) => c && this.ext.output.show(true));
      }
      return false;
    }
    this.contents.set(uri.toString(), result.stdout);
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
