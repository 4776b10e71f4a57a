import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/database";
import { testContext, testSecrets } from "../../tests/support/requests";
import { isSealedUnderCurrentKey, secretKeyring } from "./crypto.server";
import { integrationSubmissions, type StoredConfiguration } from "./integrations.schema";
import { revealSecretTo, storeSubmission } from "./integrations.server";
import { defaultConfiguration, type IntegrationConfiguration } from "./integrations.validation";
import { rotateIntegrationSecrets } from "./rotation.server";
import { integrationSecretKey } from "./secret-key.server";

const database = useTestDatabase();
/** Every reveal is audited under someone; the audit trail is not what these tests check. */
const ADMIN = { id: "admin-id", email: "admin@example.com" };
const OLD_KEY = testSecrets.CONFIG_ENCRYPTION_KEY;
const NEW_KEY = "a-new-config-encryption-key-for-rotation-0123456789";

/** "legacy-db-secret" for client_secret, as stored under OLD_KEY before key ids existed. */
const STORED_BEFORE_KEY_IDS = "D00Fq2mctz75OSezsYHXjdoPqgnl2uMen74Seb7GNNduevT1Fouy84vEuTM=";

beforeEach(async () => {
  await database().truncateAll();
});

function graphCard(secret: string): IntegrationConfiguration {
  return {
    ...defaultConfiguration("msgraph"),
    is_enabled: true,
    tenant_id: "contoso.onmicrosoft.com",
    client_id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    client_secret: secret,
    authority: "https://login.microsoftonline.com/contoso.onmicrosoft.com",
  };
}

/** The context of a server started with these encryption settings. */
function contextWith(current: string, previous?: string) {
  const context = testContext(
    database(),
    previous ? { CONFIG_ENCRYPTION_KEY_PREVIOUS: previous } : {},
  );
  return { ...context, secrets: { ...context.secrets, CONFIG_ENCRYPTION_KEY: current } };
}

async function store(secret: string, current = OLD_KEY) {
  return storeSubmission(database().db, [graphCard(secret)], {
    key: integrationSecretKey(contextWith(current)),
    inbox: "integrations@example.com",
    publicUrl: "http://localhost:3000",
  });
}

/** A submission row as the code before key ids stored it. */
async function storeRowOfToday(): Promise<string> {
  const configuration: StoredConfiguration = {
    provider_type: "file_storage",
    provider_name: "msgraph",
    is_enabled: true,
    fields: { tenant_id: "contoso.onmicrosoft.com" },
    secrets: { client_secret: STORED_BEFORE_KEY_IDS },
  };
  const [row] = await database()
    .db.insert(integrationSubmissions)
    .values({ configurations: [configuration] })
    .returning({ id: integrationSubmissions.id });
  return row!.id;
}

const target = (submission: string) => ({ submission, card: 0, field: "client_secret" }) as const;

async function storedSecret(id: string) {
  const [row] = await database()
    .db.select()
    .from(integrationSubmissions)
    .where(eq(integrationSubmissions.id, id));
  return row!.configurations[0]!.secrets.client_secret!;
}

describe("stored integration secrets", () => {
  it("keeps rows stored before key ids readable", async () => {
    const id = await storeRowOfToday();
    const key = integrationSecretKey(contextWith(OLD_KEY));
    expect(await revealSecretTo(database().db, key, ADMIN, target(id))).toBe("legacy-db-secret");
  });

  it("refuses a secret copied from one submission into another", async () => {
    const source = await store("graph-secret-of-the-first");
    const other = await store("graph-secret-of-the-second");
    const copied = await storedSecret(source);
    const [row] = await database()
      .db.select()
      .from(integrationSubmissions)
      .where(eq(integrationSubmissions.id, other));
    const configurations = row!.configurations.map((card) => ({
      ...card,
      secrets: { client_secret: copied },
    }));
    await database()
      .db.update(integrationSubmissions)
      .set({ configurations })
      .where(eq(integrationSubmissions.id, other));
    const key = integrationSecretKey(contextWith(OLD_KEY));
    await expect(revealSecretTo(database().db, key, ADMIN, target(other))).rejects.toThrow();
    expect(await revealSecretTo(database().db, key, ADMIN, target(source))).toBe(
      "graph-secret-of-the-first",
    );
  });

  it("are re-encrypted under a new key while the old one is given as the previous key", async () => {
    const legacy = await storeRowOfToday();
    const sealed = await store("graph-secret-before-rotation");
    // The server runs on the new key with the old one as previous: both rows stay readable.
    const during = integrationSecretKey(contextWith(NEW_KEY, OLD_KEY));
    expect(await revealSecretTo(database().db, during, ADMIN, target(sealed))).toBe(
      "graph-secret-before-rotation",
    );
    const written = await store("graph-secret-during-rotation", NEW_KEY);

    expect(await rotateIntegrationSecrets(database().db, during)).toEqual({
      submissions: 2,
      secrets: 2,
    });
    for (const id of [legacy, sealed, written]) {
      expect(isSealedUnderCurrentKey(secretKeyring(NEW_KEY), await storedSecret(id))).toBe(true);
    }
    // Once rotated, the old key is no longer needed.
    const after = integrationSecretKey(contextWith(NEW_KEY));
    expect(await revealSecretTo(database().db, after, ADMIN, target(legacy))).toBe(
      "legacy-db-secret",
    );
    expect(await revealSecretTo(database().db, after, ADMIN, target(sealed))).toBe(
      "graph-secret-before-rotation",
    );
    expect(await revealSecretTo(database().db, after, ADMIN, target(written))).toBe(
      "graph-secret-during-rotation",
    );
    expect(await rotateIntegrationSecrets(database().db, after)).toEqual({
      submissions: 0,
      secrets: 0,
    });
  });

  it("stops without changing a row when a secret is under a key that is not given", async () => {
    const sealed = await store("graph-secret-under-the-old-key");
    const before = await storedSecret(sealed);
    const withoutOld = integrationSecretKey(contextWith(NEW_KEY));
    await expect(rotateIntegrationSecrets(database().db, withoutOld)).rejects.toThrow(
      /CONFIG_ENCRYPTION_KEY_PREVIOUS/,
    );
    expect(await storedSecret(sealed)).toBe(before);
  });
});
