// `npm start`: builds when the build is missing or older than the sources (never because a
// setting changed), then serves the production build. The build's own output goes to
// build/build.log; `npm start -- --verbose` prints it. Runs the server compiled by the build
// (build/server.mjs, plain JavaScript) in this same process, so signals (SIGTERM for a graceful
// shutdown) reach it directly.
import { existsSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { ensureBuild, exitAfterFailedBuild, root } from "./ensure-build.mjs";

// V8's young generation stays at its first size (1 MB a semi-space) instead of growing to 16 MB
// under load: about 30 MB less resident for slightly more frequent minor collections
// (docs/decisions/0046). Of the heap's flags only this one takes effect once the
// process runs; --max-semi-space-size and --max-old-space-size must be given to `node` itself
// (NODE_OPTIONS), and a flag given there wins over this.
if (!/semi-space/.test(process.env.NODE_OPTIONS ?? "")) {
  v8.setFlagsFromString("--semi-space-growth-factor=1");
}

// Settings from a local .env file, if there is one; variables already set take precedence.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

try {
  ensureBuild({ verbose: process.argv.includes("--verbose") });
} catch (error) {
  exitAfterFailedBuild(error);
}

process.env.NODE_ENV ??= "production";
await import(path.join(root, "build/server.mjs"));
