// `npm run secrets:rotate`: reseals every stored integration secret under CONFIG_ENCRYPTION_KEY,
// reading values still under CONFIG_ENCRYPTION_KEY_PREVIOUS (docs/operations.md).
import { secretKeyring } from "~/integrations/crypto.server";
import { rotateIntegrationSecrets } from "~/integrations/rotation.server";
import { prepareTool } from "./offline-tool";

const { config, secrets, openDatabase } = prepareTool();
const ring = secretKeyring(
  secrets.CONFIG_ENCRYPTION_KEY,
  config.env.CONFIG_ENCRYPTION_KEY_PREVIOUS,
);
const database = await openDatabase();
try {
  const result = await rotateIntegrationSecrets(database.db, ring);
  console.log(
    `Resealed ${result.secrets} secret(s) in ${result.submissions} submission(s) under key ${ring.current.id}. ` +
      "Every stored secret is now under CONFIG_ENCRYPTION_KEY: CONFIG_ENCRYPTION_KEY_PREVIOUS can be removed.",
  );
} catch (error) {
  console.error(`Nothing was changed. ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
