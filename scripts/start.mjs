// `npm start`: builds when the build is missing or older than the sources (never because a
// setting changed), then serves the production build. Runs the server compiled by the build
// (build/server.mjs, plain JavaScript) in this same process, so signals (SIGTERM for a graceful
// shutdown) reach it directly.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBuild, root } from "./ensure-build.mjs";

// Settings from a local .env file, if there is one; variables already set take precedence.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

ensureBuild();

process.env.NODE_ENV ??= "production";
await import(path.join(root, "build/server.mjs"));
