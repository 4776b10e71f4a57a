// `npm start`: builds when the build is missing or older than the sources, then serves the
// production build. Runs the TypeScript server through tsx in this same process, so signals
// (SIGTERM for a graceful shutdown) reach it directly.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildMarker = path.join(root, "build/server/index.js");
const sources = ["app", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return sources.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestMtime(full) > built;
  });
}

if (buildIsStale()) {
  console.log("Building the site (the build is missing or older than the sources)...");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}

// Settings from a local .env file, if there is one; variables already set take precedence.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register({ tsconfig: path.join(root, "tsconfig.json") });
await import(path.join(root, "server/main.ts"));
