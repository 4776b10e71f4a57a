import path from "node:path";

/**
 * The end-to-end servers (scripts/e2e-server.mjs), each a production server process on a fresh
 * database of its own, with its own mail folder, jobs' clock and fakes (docs/decisions/0093).
 * "shared" serves every spec that reads only what it made itself; each other one serves one spec
 * that changes what other specs read (the profile every page shows, the jobs' clock, every lead)
 * or reads what they change (ServiceChannel's retries wait for the jobs' clock), so that every
 * Playwright project runs at once, in no order.
 *
 * Each listens on a loopback address of its own (127.0.0.N): browser cookies are kept per host,
 * not per port, so one saved admin state signs in on all of them (tests/e2e/auth.setup.ts).
 */
export const E2E_SERVER_NAMES = [
  "shared",
  "profile",
  "credentials",
  "page-width",
  "leads-cleared",
  "channel",
] as const;
export type E2eServerName = (typeof E2E_SERVER_NAMES)[number];

export interface E2eServer {
  name: E2eServerName;
  /** `http://127.0.0.N:<port>`: the server's PUBLIC_URL and its project's baseURL. */
  url: string;
  host: string;
  port: number;
  /** Its DATA_DIR: the database, the mail it sent (`mail/`), its first-run setup link. */
  dataDir: string;
  smtpPort: number;
  formServicePort: number;
  clockPort: number;
  serviceChannelPort: number;
  /**
   * How often its jobs are checked. ServiceChannel's outbox sends on these checks, and the specs
   * of the shared and channel servers wait up to 5 s for it: every 2 s there. The other servers'
   * specs wait for no job, or move the jobs' clock, which checks at once: checked every 2 s, an
   * idle server spends about 26 ms of CPU a second on it, so there every 30 s
   * (docs/decisions/0118).
   */
  jobsCheckMs: number;
}

/** The servers whose specs wait for the jobs' next check (`jobsCheckMs`). */
const CHECKED_OFTEN: readonly E2eServerName[] = ["shared", "channel"];

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the servers' folders and the admin's saved state live. */
export function e2eDataRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, env.E2E_DATA_DIR ?? ".e2e-data");
}

/**
 * The servers, on E2E_PORT (3100 by default) and the next ports; the side servers of each keep
 * the offsets of the first (SMTP +2000, form service +3000, jobs' clock +4000, ServiceChannel +4500).
 */
export function e2eServers(env: NodeJS.ProcessEnv = process.env): E2eServer[] {
  const first = Number(env.E2E_PORT ?? 3100);
  return E2E_SERVER_NAMES.map((name, index) => {
    const port = first + index;
    const host = `127.0.0.${index + 1}`;
    return {
      name,
      url: `http://${host}:${port}`,
      host,
      port,
      dataDir: path.join(e2eDataRoot(env), name),
      smtpPort: port + 2000,
      formServicePort: port + 3000,
      clockPort: port + 4000,
      serviceChannelPort: port + 4500,
      jobsCheckMs: CHECKED_OFTEN.includes(name) ? 2_000 : 30_000,
    };
  });
}

export function e2eServer(name: E2eServerName, env: NodeJS.ProcessEnv = process.env): E2eServer {
  const server = e2eServers(env).find((each) => each.name === name);
  if (!server) throw new Error(`There is no e2e server ${name}`);
  return server;
}

/** The server whose address `url` is on (a project's baseURL). */
export function e2eServerAt(url: string, env: NodeJS.ProcessEnv = process.env): E2eServer {
  const { origin } = new URL(url);
  const server = e2eServers(env).find((each) => each.url === origin);
  if (!server) throw new Error(`No e2e server answers at ${url}`);
  return server;
}

/** The admin's signed-in browser state on every server, saved by tests/e2e/auth.setup.ts. */
export function adminStatePath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(e2eDataRoot(env), "admin-state.json");
}
