import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./imports";

/**
 * The app project's tests run `createApp` around the production build: built here when missing or
 * older than the sources (a no-op otherwise), once per run.
 */
export default function setup() {
  execFileSync(process.execPath, [path.join(ROOT, "scripts/ensure-build.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
  });
}
