// The server the end-to-end tests share: the production build on a fresh embedded database.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, ".e2e-data");
rmSync(dataDir, { recursive: true, force: true });

process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3100}`;
await import("./start.mjs");
