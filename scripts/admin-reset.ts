// `npm run admin:reset`: prints a new one-time link (valid 24 hours) to set the admin's password.
import pino from "pino";
import { adminSetupLink } from "~/auth/accounts.server";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase, pidFile } from "../server/database";
import { resolveSecrets } from "../server/secrets";

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
const database = await openConfiguredDatabase(config);
const link = await adminSetupLink({ database, config, secrets }, { force: true });
await database.close();
console.log(`Open this link within 24 hours to set the admin password (it works once):\n${link}`);
