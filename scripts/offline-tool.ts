import pino from "pino";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase, pidFile } from "../server/database";
import { resolveSecrets } from "../server/secrets";

/**
 * What a command-line tool needs: the configuration, the secrets and a way to open the database
 * (once the tool has checked its own input). The embedded database takes one process at a time,
 * so the tool stops while a server has it open.
 */
export function prepareTool() {
  const config = loadConfig();
  const log = pino({ level: "warn" });
  const running = pidFile(config).runningPid();
  if (!config.databaseUrl && running) {
    console.error(
      `The server (pid ${running}) has the embedded database open. Stop it, then run this again.`,
    );
    process.exit(1);
  }
  const secrets = resolveSecrets(config, log);
  return { config, secrets, openDatabase: () => openConfiguredDatabase(config) };
}
