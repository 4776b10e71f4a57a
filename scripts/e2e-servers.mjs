// Every end-to-end server at once (docs/decisions/0103): one process of scripts/e2e-server.mjs
// for each server E2E_SERVERS names (JSON, made by playwright.config.ts from
// tests/support/e2e-servers.ts), all started together, then "e2e servers ready" once each one's
// /healthz answers. Playwright starts the servers of a webServer list one after the other, each
// start mostly one core's work: started together they use both cores. When one server exits,
// the others are stopped and this exits with its status; Playwright ends the run by killing
// this process's group, the servers with it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "e2e-server.mjs");
/** @type {{ name: string; url: string; host: string; port: number; dataDir: string; smtpPort: number; clockPort: number; formServicePort: number; serviceChannelPort: number; jobsCheckMs: number }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (servers.length === 0) {
  console.error("E2E_SERVERS names no server");
  process.exit(1);
}

const { E2E_SERVERS: _servers, ...inherited } = process.env;
const children = servers.map((server) => {
  const child = spawn(process.execPath, [script], {
    env: {
      ...inherited,
      HOST: server.host,
      PORT: String(server.port),
      E2E_DATA_DIR: server.dataDir,
      E2E_SMTP_PORT: String(server.smtpPort),
      E2E_CLOCK_PORT: String(server.clockPort),
      // The fakes' ports: the specs compute the same ones (tests/support/e2e-servers.ts).
      E2E_JOTFORM_PORT: String(server.formServicePort),
      E2E_SERVICECHANNEL_PORT: String(server.serviceChannelPort),
      E2E_JOBS_CHECK_MS: String(server.jobsCheckMs),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code, signal) => {
    console.error(`e2e server ${server.name} exited (${signal ?? code})`);
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code || 1);
  });
  return child;
});

/** Whether the server's /healthz answers 200. */
async function healthy(server) {
  try {
    const response = await fetch(`${server.url}/healthz`);
    return response.ok;
  } catch {
    return false;
  }
}

const started = Date.now();
await Promise.all(
  servers.map(async (server) => {
    while (!(await healthy(server))) await new Promise((resolve) => setTimeout(resolve, 100));
  }),
);
console.log(
  `e2e servers ready: ${servers.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
