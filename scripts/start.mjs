// `npm start`: builds when the build is missing or older than the sources (never because a
// setting changed), then serves the production build. The build's own output goes to
// build/build.log; `npm start -- --verbose` prints it. Runs the server compiled by the build
// (build/server.mjs, plain JavaScript) in this same process, so signals (SIGTERM for a graceful
// shutdown) reach it directly.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBuild, exitAfterFailedBuild, root } from "./ensure-build.mjs";

// V8's young generation: at most 8 MB a semi-space, given to `node` itself by `npm start`, the
// systemd unit (docs/operations.md) and the bench (--max-semi-space-size=8; V8 reads it when the
// heap is made, so it cannot be set from here). Pinned at 1 MB (--semi-space-growth-factor=1,
// docs/decisions/0046), the office's pages, which allocate megabytes a request, spent a quarter
// to a third of their CPU collecting it; at 8 MB, 15 to 20 % less CPU a request, for about the
// same memory idle (docs/decisions/0081). Started another way, V8's own default applies.

// Settings from a local .env file, if there is one; variables already set take precedence.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

try {
  ensureBuild({ verbose: process.argv.includes("--verbose") });
} catch (error) {
  exitAfterFailedBuild(error);
}

process.env.NODE_ENV ??= "production";
await import(path.join(root, "build/server.mjs"));
