// `npm run admin:reset`: prints a new one-time link (valid 24 hours) to set the admin's password.
import { adminSetupLink } from "~/accounts/accounts.server";
import { prepareTool } from "./offline-tool";

const { config, secrets, openDatabase } = prepareTool();
const database = await openDatabase();
const link = await adminSetupLink({ database, config, secrets }, { force: true });
await database.close();
console.log(`Open this link within 24 hours to set the admin password (it works once):\n${link}`);
