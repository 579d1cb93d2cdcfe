// Bundles the extension (dist/extension.js) or, with --tests, the unit tests (out/test/).
//   node esbuild.mjs [--production] [--watch] [--tests]
import * as esbuild from "esbuild";
import { readdirSync } from "node:fs";

const production = process.argv.includes("--production");
const watch = process.argv.includes("--watch");
const tests = process.argv.includes("--tests");

const options = tests
  ? {
      entryPoints: readdirSync("test")
        .filter((f) => f.endsWith(".test.ts"))
        .map((f) => `test/${f}`),
      bundle: true,
      format: "cjs",
      platform: "node",
      target: "node20",
      outdir: "out/test",
      packages: "external",
      sourcemap: "inline",
      logLevel: "warning",
    }
  : {
      entryPoints: ["src/extension.ts"],
      bundle: true,
      format: "cjs",
      platform: "node",
      target: "node20",
      outfile: "dist/extension.js",
      external: ["vscode"],
      minify: production,
      sourcemap: !production,
      sourcesContent: false,
      logLevel: "warning",
    };

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
}
