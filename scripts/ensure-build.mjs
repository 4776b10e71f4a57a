// Builds the site when the build is missing, older than the sources, or made for another
// PUBLIC_URL (prerendered pages carry it in their canonical links).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildMarker = path.join(root, "build/server/index.js");
const buildEnvFile = path.join(root, "build/build-env.json");
const sources = [
  "app",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/islands-plugin.ts",
];

function newestMtime(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsStale(buildEnv) {
  if (!existsSync(buildMarker)) return true;
  if (!existsSync(buildEnvFile) || readFileSync(buildEnvFile, "utf8") !== buildEnv) return true;
  const built = statSync(buildMarker).mtimeMs;
  return sources.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestMtime(full) > built;
  });
}

export function ensureBuild() {
  const buildEnv = JSON.stringify({ PUBLIC_URL: process.env.PUBLIC_URL ?? "" });
  if (!buildIsStale(buildEnv)) return;
  console.log("Building the site (the build is missing or out of date)...");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  writeFileSync(buildEnvFile, buildEnv);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
