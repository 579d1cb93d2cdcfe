// End-to-end: the packaged extension in a real VS Code (code-server) shown by headless
// Chromium and driven with playwright-core, with `mlir-ls serve` found on PATH.
//
//   node --test --test-concurrency=1 e2e/      (make test-e2e builds the .vsix first)
//
// Environment: MLIR_LS_VSIX (default ./mlir-ls.vsix), MLIR_LS_BIN (directory put first on
// PATH for code-server, default ../.venv/bin), CHROMIUM (default /usr/bin/chromium),
// MLIR_LS_E2E_OUT (default ./test-output/e2e: screenshots, logs, the VS Code profile),
// MLIR_LS_E2E_UPDATE_IMAGES=1 (copy the README screenshots into images/).
// Nothing is skipped: a missing browser, code-server or server is a failure.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import * as fs from "node:fs";
import * as net from "node:net";
import * as path from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const EXT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = path.resolve(EXT, "..");
const OUT = path.resolve(process.env.MLIR_LS_E2E_OUT ?? path.join(EXT, "test-output", "e2e"));
const VSIX = path.resolve(process.env.MLIR_LS_VSIX ?? path.join(EXT, "mlir-ls.vsix"));
const SERVER_BIN = path.resolve(process.env.MLIR_LS_BIN ?? path.join(ROOT, ".venv", "bin"));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const MOD = process.platform === "darwin" ? "Meta" : "Control";

/** The messy input of the format test. */
const MESSY = `func.func @messy(%a: i32,   %b: i32) -> i32 {
      %sum = "test.add"(%a,%b) : (i32, i32) -> i32
  // keep this comment
        return %sum : i32
}
`;

const NOTES = `# Notes

\`\`\`mlir
%0 = arith.addi %a, %b : i32
\`\`\`
`;

/** The input of the expected-* annotations test: %b is not defined. */
const ANNOTATE = `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
`;

const TTIR = `func.func @kernel(%x: i32) -> i32 {
  return %x : i32
}
`;

let codeServer;

let context;
let page;
let serverLog = "";
let shot = 0;
const timings = {};

function log(message) {
  process.stdout.write(`# e2e: ${message}\n`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, ms) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`code-server did not answer ${url} within ${ms} ms:\n${serverLog.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function screenshot(name) {
  await page.waitForTimeout(500); // hovers and notifications fade in
  shot += 1;
  const file = path.join(OUT, `${String(shot).padStart(2, "0")}-${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Run a command from the command palette by its title. */
async function runCommand(title) {
  await page.keyboard.press("F1");
  const input = page.locator(".quick-input-widget .quick-input-box input").first();
  await input.waitFor({ state: "visible" });
  await input.fill(`>${title}`);
  const row = page.locator(".quick-input-list .monaco-list-row", { hasText: title }).first();
  await row.waitFor({ state: "visible", timeout: 15000 });
  await row.click();
  await page.mouse.move(200, 600); // off the row: no tooltip in the screenshots
  await page.locator(".quick-input-widget").first().waitFor({ state: "hidden", timeout: 5000 }).catch(() => {});
}

async function openFile(name) {
  await page.keyboard.press(`${MOD}+p`);
  const input = page.locator(".quick-input-widget .quick-input-box input").first();
  await input.waitFor({ state: "visible" });
  await input.fill(name);
  const row = page.locator(".quick-input-list .monaco-list-row", { hasText: name }).first();
  await row.waitFor({ timeout: 15000 });
  await row.click();
  await page.mouse.move(200, 600); // off the row: no tooltip in the screenshots
  await page.locator(".tab.active", { hasText: name }).waitFor({ timeout: 15000 });
  await page.locator(".editor-instance .monaco-editor .view-line").first().waitFor();
  await page.waitForTimeout(300);
}

/** Put the cursor at a 1-based line and column. */
async function gotoLine(line, col) {
  await page.keyboard.press(`${MOD}+p`);
  const input = page.locator(".quick-input-widget .quick-input-box input").first();
  await input.waitFor({ state: "visible" });
  await input.fill(`:${line}:${col}`);
  await page.waitForTimeout(200);
  await page.keyboard.press("Enter");
  await page.locator(".quick-input-widget").first().waitFor({ state: "hidden", timeout: 5000 }).catch(() => {});
  await waitForCursor(line);
}

async function cursor() {
  const text = (await page.locator("#status\\.editor\\.selection").first().textContent({ timeout: 5000 })) ?? "";
  const m = /Ln (\d+), Col (\d+)/.exec(text);
  return m ? { line: Number(m[1]), col: Number(m[2]) } : undefined;
}

async function waitForCursor(line, col, ms = 10000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = await cursor();
    if (last?.line === line && (col === undefined || last.col === col)) return last;
    await page.waitForTimeout(100);
  }
  assert.fail(`cursor is at ${JSON.stringify(last)}, expected ${line}:${col ?? "*"}`);
}

/** The text of the active editor (its rendered lines, in order). */
async function editorText() {
  return page.evaluate(() => {
    const editor = document.querySelector(".editor-group-container.active .monaco-editor .view-lines")
      ?? document.querySelector(".monaco-editor .view-lines");
    if (!editor) return "";
    const lines = [...editor.querySelectorAll(".view-line")].map((el) => ({
      top: parseFloat(el.style.top || "0"),
      text: el.textContent.replace(/\u00a0/g, " "),
    }));
    lines.sort((a, b) => a.top - b.top);
    return lines.map((l) => l.text.replace(/\s+$/, "")).join("\n");
  });
}

/** [text, colour] of the tokens of the active editor's rendered lines. */
async function tokenColours() {
  return page.evaluate(() => {
    const out = [];
    const root = document.querySelector(".editor-group-container.active .monaco-editor .view-lines");
    for (const span of root?.querySelectorAll(".view-line span span") ?? []) {
      out.push([span.textContent.replace(/\u00a0/g, " "), getComputedStyle(span).color]);
    }
    return out;
  });
}

async function waitFor(what, fn, ms = 30000) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await page.waitForTimeout(200);
  }
}

/** Show the hover at the cursor and return its text. */
async function hoverText(mustContain) {
  await page.keyboard.press("Escape");
  await runCommand("Show or Focus Hover");
  const hover = page.locator(".monaco-hover:visible").first();
  await hover.waitFor({ state: "visible", timeout: 15000 });
  return waitFor(`a hover containing ${JSON.stringify(mustContain)}`, async () => {
    const t = (await hover.textContent().catch(() => "")) ?? "";
    return t.includes(mustContain) ? t : undefined;
  }, 15000);
}

/**
 * The "Inspect Editor Tokens and Scopes" widget's text at the cursor, reopened until it
 * shows `mustContain` (semantic tokens arrive once the server has analysed the file).
 */
async function inspectTokens(mustContain, ms = 30000) {
  const end = Date.now() + ms;
  let text = "";
  for (;;) {
    await runCommand("Developer: Inspect Editor Tokens and Scopes");
    const widget = page.locator(".token-inspect-widget").first();
    await widget.waitFor({ state: "visible", timeout: 10000 });
    await page.waitForTimeout(300);
    text = (await widget.textContent()) ?? "";
    if (text.includes(mustContain)) return text;
    if (Date.now() > end) assert.fail(`the token inspector does not show ${mustContain}: ${text}`);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(1000);
  }
}

function mustExist(file, fix) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: ${fix}`);
}

async function timed(name, fn) {
  const start = Date.now();
  try {
    return await fn();
  } catch (e) {
    await page?.screenshot({ path: path.join(OUT, `failed-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
    throw e;
  } finally {
    timings[name] = Date.now() - start;
  }
}

describe("VS Code (code-server) with the mlir-ls extension", { timeout: 600000 }, () => {
  before(async () => {
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.mkdirSync(OUT, { recursive: true });
    mustExist(CHROMIUM, "install Debian's chromium (bash .ci/install-tools.sh) or set CHROMIUM");
    mustExist(VSIX, "build it with `make vsix`");
    mustExist(path.join(SERVER_BIN, "mlir-ls"), "run `make` (it creates .venv with mlir-ls) or set MLIR_LS_BIN");

    const bin = await timed("install code-server", async () =>
      execFileSync("bash", [path.join(EXT, "e2e", "install-code-server.sh")], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }).trim(),
    );
    mustExist(bin, "e2e/install-code-server.sh did not produce it");

    const run = path.join(OUT, "run");
    const userData = path.join(run, "user-data");
    const extensions = path.join(run, "extensions");
    const workspace = path.join(run, "workspace");
    const profile = path.join(run, "chromium");
    for (const d of [userData, extensions, workspace, profile, path.join(userData, "User")]) fs.mkdirSync(d, { recursive: true });
    for (const f of fs.readdirSync(path.join(ROOT, "examples"))) {
      if (f.endsWith(".mlir")) fs.copyFileSync(path.join(ROOT, "examples", f), path.join(workspace, f));
    }
    // The server is found the way a project's own virtual environment is: <folder>/.venv/bin.
    // (code-server gives the extension host its login shell's PATH, not ours.)
    fs.mkdirSync(path.join(workspace, ".venv", "bin"), { recursive: true });
    fs.symlinkSync(path.join(SERVER_BIN, "mlir-ls"), path.join(workspace, ".venv", "bin", "mlir-ls"));
    fs.writeFileSync(path.join(workspace, "messy.mlir"), MESSY);
    fs.writeFileSync(path.join(workspace, "annotate.mlir"), ANNOTATE);
    fs.writeFileSync(path.join(workspace, "notes.md"), NOTES);
    fs.writeFileSync(path.join(workspace, "kernel.ttir"), TTIR);
    const settings = {
          "workbench.colorTheme": "Default Dark Modern",
          "workbench.startupEditor": "none",
          "workbench.tips.enabled": false,
          "workbench.enableExperiments": false,
          "workbench.secondarySideBar.defaultVisibility": "hidden",
          "chat.commandCenter.enabled": false,
          "chat.disableAIFeatures": true,
          "security.workspace.trust.enabled": false,
          "telemetry.telemetryLevel": "off",
          "extensions.ignoreRecommendations": true,
          "extensions.autoCheckUpdates": false,
          "update.mode": "none",
          "window.restoreWindows": "none",
          "files.hotExit": "off",
          "editor.minimap.enabled": false,
          "editor.fontSize": 14,
          "mlir.diagnosticsDelay": 50,
          "mlir.extraFileExtensions": [".ttir"],
    };
    fs.writeFileSync(path.join(userData, "User", "settings.json"), JSON.stringify(settings, null, 2));
    fs.writeFileSync(path.join(run, "config.yaml"), "auth: none\n");

    const env = {
      ...process.env,
      PATH: `${SERVER_BIN}${path.delimiter}${process.env.PATH}`,
      XDG_CONFIG_HOME: path.join(run, "xdg-config"),
      XDG_DATA_HOME: path.join(run, "xdg-data"),
    };
    await timed("install extension", async () => {
      const out = execFileSync(
        bin,
        ["--config", path.join(run, "config.yaml"), "--user-data-dir", userData, "--extensions-dir", extensions, "--install-extension", VSIX],
        { encoding: "utf8", env },
      );
      log(out.trim().split("\n").pop());
      assert.ok(fs.readdirSync(extensions).some((d) => d.startsWith("mlir-ls.mlir-ls-")), `not installed: ${out}`);
    });

    const port = await freePort();
    codeServer = spawn(
      bin,
      [
        "--config", path.join(run, "config.yaml"),
        "--auth", "none",
        "--bind-addr", `127.0.0.1:${port}`,
        "--disable-telemetry",
        "--disable-update-check",
        "--disable-workspace-trust",
        "--disable-getting-started-override",
        "--user-data-dir", userData,
        "--extensions-dir", extensions,
        workspace,
      ],
      { env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    const logFile = fs.createWriteStream(path.join(OUT, "code-server.log"));
    for (const s of [codeServer.stdout, codeServer.stderr]) {
      s.on("data", (d) => {
        serverLog += d;
        logFile.write(d);
      });
    }
    await timed("start code-server", () => waitForHttp(`http://127.0.0.1:${port}/healthz`, 60000));

    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(20000);
    await timed("load workbench", async () => {
      await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`);
      await page.locator(".monaco-workbench").waitFor({ timeout: 60000 });
      await page.locator(".explorer-folders-view, .explorer-viewlet").first().waitFor({ timeout: 60000 }).catch(() => {});
      await page.waitForTimeout(1500);
    });
  });

  after(async () => {
    log(`timings (ms): ${JSON.stringify(timings)}`);
    fs.writeFileSync(path.join(OUT, "timings.json"), JSON.stringify(timings, null, 2));
    const logs = path.join(OUT, "run", "user-data", "logs");
    if (fs.existsSync(logs)) {
      // The extension's output channel, for failures: .../exthost*/output_logging_*/N-MLIR Language Server.log
      const found = [];
      const walk = (d) => {
        for (const e of fs.readdirSync(d, { withFileTypes: true })) {
          const p = path.join(d, e.name);
          if (e.isDirectory()) walk(p);
          else if (e.name.includes("MLIR Language Server")) found.push(p);
        }
      };
      walk(logs);
      for (const f of found) fs.copyFileSync(f, path.join(OUT, "mlir-language-server.log"));
    }
    await context?.close().catch(() => {});
    if (codeServer?.pid) {
      try {
        process.kill(-codeServer.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (process.env.MLIR_LS_E2E_UPDATE_IMAGES === "1") {
      const images = path.join(EXT, "images");
      fs.mkdirSync(images, { recursive: true });
      for (const f of fs.readdirSync(OUT)) {
        const m = /^\d+-(readme-[\w-]+)\.png$/.exec(f);
        if (m) fs.copyFileSync(path.join(OUT, f), path.join(images, `${m[1].slice("readme-".length)}.png`));
      }
    }
  });

  it("highlights MLIR with the TextMate grammar and the server's semantic tokens", async () => {
    await timed("highlighting", async () => {
      await openFile("matmul.mlir");
      const mode = await page.locator("#status\\.editor\\.mode").first().textContent();
      assert.equal(mode?.trim(), "MLIR");
      // The grammar loads asynchronously: wait for the first comment to be coloured.
      const colours = await waitFor("coloured tokens", async () => {
        const c = await tokenColours();
        return c.length > 0 && c[0][1] !== c.find(([t]) => t.startsWith("#identity"))?.[1] ? c : undefined;
      });
      fs.writeFileSync(path.join(OUT, "colours.json"), JSON.stringify(colours));
      const colourOf = (text) => colours.find(([t]) => t === text || (text.length > 20 && t.startsWith(text)))?.[1];
      const comment = colourOf("// A hand-written kernel");
      const value = colourOf("%tile");
      const op = colourOf("call");
      const type = colourOf("f32");
      assert.ok(comment && value && op && type, JSON.stringify(colours.slice(0, 80)));
      assert.equal(new Set([comment, value, op, type]).size, 4, `comment ${comment}, value ${value}, op ${op}, type ${type}`);
      assert.ok(new Set(colours.map(([, c]) => c)).size >= 6, "too few colours");
      // `->` is not a closing bracket: no bracket is shown as unmatched.
      const unmatched = colours.filter(([t, c]) => t === ">" && c === "rgba(255, 18, 18, 0.8)");
      assert.equal(unmatched.length, 0, "a > is shown as an unexpected bracket");
      await screenshot("readme-highlighting");
      // Line 12: `    %scaled = "test.map"(%tile, ...`; the server marks %scaled a declared variable.
      await gotoLine(12, 7);
      const inspected = await inspectTokens("semantic token type");
      assert.match(inspected, /variable\.other\.mlir/);
      assert.match(inspected, /semantic token type\s*variable/);
      await screenshot("semantic-tokens");
      await page.keyboard.press("Escape");
    });
  });

  it("shows an error squiggle on a broken line", async () => {
    await timed("diagnostics", async () => {
      await openFile("broken.mlir");
      await waitFor("error squiggles", async () => (await page.locator(".squiggly-error").count()) >= 3, 60000);
      // Line 5: `  %0 = "test.add"(%a, %b) : ...` — %b was never defined.
      await gotoLine(5, 24);
      const text = await hoverText("undeclared");
      assert.match(text, /use of undeclared SSA value/);
      await screenshot("readme-diagnostics");
      await page.keyboard.press("Escape");
    });
  });

  it("shows hover text for a value", async () => {
    await timed("hover", async () => {
      await openFile("matmul.mlir");
      // Line 13: `    %f2 = func.call @external_scale(%factor) : (f32) -> f32`
      await gotoLine(13, 7);
      const text = await hoverText("%f2");
      assert.match(text, /f32/);
      await screenshot("readme-hover");
      await page.keyboard.press("Escape");
    });
  });

  it("goes to the definition of a value and of a symbol", async () => {
    await timed("definition", async () => {
      await openFile("matmul.mlir");
      // Line 14: `    %out = "test.map"(%scaled, %f2) ...`: %scaled is defined on line 12.
      await gotoLine(14, 25);
      await page.keyboard.press("F12");
      await waitForCursor(12, 5);
      // Line 13: `@external_scale` is declared on line 8.
      await gotoLine(13, 25);
      await page.keyboard.press("F12");
      const at = await waitForCursor(8);
      assert.ok(at.col >= 20, JSON.stringify(at));
      await screenshot("definition");
    });
  });

  it("formats the document through the server", async () => {
    await timed("format", async () => {
      const expected = execFileSync(path.join(SERVER_BIN, "mlir-ls"), ["format", "-"], { input: MESSY, encoding: "utf8" });
      assert.notEqual(expected, MESSY);
      await openFile("messy.mlir");
      await waitFor("the server to analyse messy.mlir", async () => {
        await page.waitForTimeout(500);
        return true;
      });
      await runCommand("MLIR: Format Document");
      await waitFor("the formatted text", async () => (await editorText()).trimEnd() === expected.trimEnd(), 20000);
      await screenshot("format");
    });
  });

  it("shows the generic form in a read-only document", async () => {
    await timed("generic form", async () => {
      await openFile("matmul.mlir");
      await runCommand("MLIR: Show Generic Form");
      await page.locator(".tab.active", { hasText: "matmul (generic).mlir" }).waitFor({ timeout: 20000 });
      const text = await waitFor("the generic form", async () => {
        const t = await editorText();
        return t.includes('"func.func"()') ? t : undefined;
      });
      assert.match(text, /"builtin.module"\(\)/);
      await screenshot("readme-generic-form");
      // Read-only: typing changes nothing.
      const before = await editorText();
      await page.keyboard.type("xyz");
      await page.waitForTimeout(300);
      assert.equal(await editorText(), before);
    });
  });

  it("adds expected-* annotations through the server's command", async () => {
    await timed("expected annotations", async () => {
      await openFile("annotate.mlir");
      await waitFor("error squiggles", async () => (await page.locator(".squiggly-error").count()) >= 1, 60000);
      await gotoLine(2, 5);
      await runCommand("MLIR: Add or Refresh expected-* Annotations in This Chunk");
      const text = await waitFor("the annotation", async () => {
        const t = await editorText();
        return t.includes("// expected-error @below {{use of undeclared SSA value name}}") ? t : undefined;
      }, 20000);
      assert.match(text, /\n  \/\/ expected-error @below \{\{use of undeclared SSA value name\}\}\n  %0 = arith\.addi %a, %b : i32/);
    });
  });

  it("opens files with an extra extension as MLIR and highlights ```mlir in Markdown", async () => {
    await timed("extra extension + markdown", async () => {
      await openFile("kernel.ttir");
      await waitFor("kernel.ttir to become MLIR", async () => {
        const mode = await page.locator("#status\\.editor\\.mode").first().textContent();
        return mode?.trim() === "MLIR";
      });
      await openFile("notes.md");
      await gotoLine(4, 13); // `addi` inside the fence
      const inspected = await inspectTokens("meta.embedded.block.mlir");
      assert.match(inspected, /entity\.name\.function\.mlir/);
      await screenshot("markdown");
      await page.keyboard.press("Escape");
    });
  });

  it("restarts on command, and when its settings change; says how to fix a wrong server path", async () => {
    await timed("restart + settings", async () => {
      await openFile("broken.mlir");
      await waitFor("error squiggles", async () => (await page.locator(".squiggly-error").count()) >= 3);
      await runCommand("MLIR: Restart Language Server");
      await page.locator(".statusbar", { hasText: "MLIR language server restarted" }).waitFor({ timeout: 30000 });
      await waitFor("error squiggles after the restart", async () => (await page.locator(".squiggly-error").count()) >= 3);

      // Workspace settings: VS Code watches the workspace's files.
      const workspaceSettings = path.join(OUT, "run", "workspace", ".vscode", "settings.json");
      fs.mkdirSync(path.dirname(workspaceSettings), { recursive: true });
      fs.writeFileSync(workspaceSettings, JSON.stringify({ "mlir.server.path": "/nonexistent/mlir-ls" }, null, 2));
      const toast = page.locator(".notification-toast", { hasText: "not an executable file" }).first();
      await toast.waitFor({ timeout: 30000 });
      const message = (await toast.textContent()) ?? "";
      assert.match(message, /pip install 'mlir-ls\[lsp\]'/);
      await waitFor("the squiggles to go with the server", async () => (await page.locator(".squiggly-error").count()) === 0);
      await screenshot("readme-server-not-found");

      fs.writeFileSync(workspaceSettings, "{}\n");
      await waitFor("error squiggles once the setting is fixed", async () => (await page.locator(".squiggly-error").count()) >= 3);
    });
  });
});
