/**
 * The environment every bench gives the production server it starts: loopback only, its own
 * data directory, no mail or form service reached, JSON logs, and the allocator's settings of
 * `npm start` (package.json) and the systemd unit (docs/operations.md). A bench adds what it
 * measures differently (a rate limit lifted, a proxy trusted, a log level).
 */
export function benchServerEnv(
  { port, dataDir, databaseUrl = "" }: { port: number; dataDir: string; databaseUrl?: string },
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
    SMTP_URL: "",
    JOTFORM_API_KEY: "",
    JOTFORM_FORM_IDS: "",
    LOG_FORMAT: "json",
    ...extra,
  };
}
