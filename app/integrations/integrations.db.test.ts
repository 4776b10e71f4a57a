import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  loader as adminLoader,
  action as revealAction,
} from "~/integrations/routes/admin-integrations";
import {
  action as submitAction,
  loader as submitLoader,
} from "~/integrations/routes/submit-configurations";
import { outbox } from "~/mail/mail.schema";
import { createMailTransport, DEFAULT_MAIL_FROM } from "~/mail/mailer.server";
import { deliverDueMail } from "~/mail/worker.server";
import { adminCookie, withCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { formPost, testContext } from "../../tests/support/requests";
import { TestSmtpServer } from "../../tests/support/smtp";
import { integrationMessages } from "../../tests/support/spec-texts";
import { integrationSubmissions } from "./integrations.schema";
import { defaultConfiguration, type IntegrationConfiguration } from "./integrations.validation";
import { SECRET_MASK } from "./summary";

const database = useTestDatabase();
const smtp = new TestSmtpServer();
const INBOX = "integrations@example.com";
const PUBLIC_URL = "https://contractor.example.com";
const env = { COMPANY_INBOX: INBOX, PUBLIC_URL };

const SECRETS = {
  graphSecret: "graph-client-secret-Q7w!x9",
  driveSecret: "drive-client-secret-Z3k#p1",
  consumerSecret: "qb-consumer-secret-M4n$r8",
  accessToken: "qb-access-token-H2j%t6",
  accessTokenSecret: "qb-access-token-secret-B5v&y0",
};

function cards(): IntegrationConfiguration[] {
  return [
    {
      ...defaultConfiguration("msgraph"),
      is_enabled: true,
      tenant_id: "contoso.onmicrosoft.com",
      client_id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      client_secret: SECRETS.graphSecret,
      authority: "https://login.microsoftonline.com/contoso.onmicrosoft.com",
    },
    {
      ...defaultConfiguration("google_drive"),
      is_enabled: true,
      client_id: "1234-abc.apps.googleusercontent.com",
      client_secret: SECRETS.driveSecret,
    },
    {
      ...defaultConfiguration("quickbooks"),
      is_enabled: true,
      consumer_key: "qb-consumer-key",
      consumer_secret: SECRETS.consumerSecret,
      access_token: SECRETS.accessToken,
      access_token_secret: SECRETS.accessTokenSecret,
      company_id: "9130354501",
    },
    { provider_type: "accounting", provider_name: "xero", is_enabled: false },
  ];
}

function args(request: Request) {
  return { request, params: {}, context: testContext(database(), env), unstable_pattern: "" };
}

function jsonPost(body: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/integrations/configurations", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

async function submit(request: Request) {
  const response = (await submitAction(args(request) as never)) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every row of every table (migrations included), as text. */
async function dumpDatabase(): Promise<string> {
  const result = await database().db.execute(
    sql`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  const tables = (result as unknown as { rows: { schemaname: string; tablename: string }[] }).rows;
  expect(tables.map((table) => table.tablename)).toEqual(
    expect.arrayContaining(["integration_submissions", "outbox"]),
  );
  const dumps: string[] = [];
  for (const { schemaname, tablename } of tables) {
    const rows = await database().db.execute(
      sql.raw(`select t::text as row from "${schemaname}"."${tablename}" t`),
    );
    for (const row of (rows as unknown as { rows: { row: string }[] }).rows) dumps.push(row.row);
  }
  return dumps.join("\n");
}

async function submissionCount() {
  return (await database().db.select().from(integrationSubmissions)).length;
}

beforeEach(async () => {
  await database().truncateAll();
  smtp.received.length = 0;
});
afterAll(() => smtp.stop());

describe("submitting a configuration", () => {
  it("stores it, answers the success text and keeps no secret in plaintext anywhere", async () => {
    const response = await submit(jsonPost(JSON.stringify({ configurations: cards() })));
    expect(response).toEqual({
      status: 201,
      body: { ok: true, id: expect.any(String), message: integrationMessages.submitSuccess },
    });

    const [row] = await database().db.select().from(integrationSubmissions);
    expect(row!.id).toBe(response.body.id);
    expect(row!.configurations).toHaveLength(4);
    expect(row!.configurations[0]).toMatchObject({
      provider_name: "msgraph",
      is_enabled: true,
      fields: { tenant_id: "contoso.onmicrosoft.com", api_version: "v1.0" },
      secrets: { client_secret: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) },
    });
    expect(row!.configurations[2]!.secrets).toEqual({
      consumer_secret: expect.any(String),
      access_token: expect.any(String),
      access_token_secret: expect.any(String),
    });

    const everything = await dumpDatabase();
    expect(everything).toContain("contoso.onmicrosoft.com");
    for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
  });

  it("queues the company notification, masked, with the admin link, and it arrives that way", async () => {
    const response = await submit(jsonPost(JSON.stringify({ configurations: cards() })));
    const [mail] = await database().db.select().from(outbox);
    expect(mail).toMatchObject({ to: INBOX, status: "pending" });
    expect(mail!.subject).toContain("integration configuration");
    const adminLink = `${PUBLIC_URL}/admin/integrations#submission-${response.body.id}`;
    expect(mail!.text).toContain(adminLink);
    expect(mail!.html).toContain(adminLink);
    expect(mail!.text).toContain(`Client Secret: ${SECRET_MASK}`);
    expect(mail!.text).toContain("Tenant ID: contoso.onmicrosoft.com");

    await smtp.start();
    const transport = createMailTransport(smtp.url);
    try {
      await deliverDueMail({
        db: database().db,
        transport,
        from: DEFAULT_MAIL_FROM,
        log: pino({ level: "silent" }),
        now: () => new Date(),
      });
    } finally {
      transport.close();
    }
    const [received] = await smtp.waitForMessages(1);
    expect(received!.recipients).toEqual([INBOX]);
    const { text, html } = received!.parsed;
    expect(text).toContain(SECRET_MASK);
    for (const secret of Object.values(SECRETS)) {
      expect(text).not.toContain(secret);
      expect(String(html)).not.toContain(secret);
    }
  });

  it("answers 400 for malformed JSON and stores nothing", async () => {
    const response = await submit(jsonPost('{"configurations": ['));
    expect(response).toEqual({
      status: 400,
      body: { ok: false, message: "The request body is not valid JSON." },
    });
    expect(await submissionCount()).toBe(0);
  });

  it("answers 413 for a body over 64 KB, declared or not", async () => {
    const padding = "x".repeat(64 * 1024);
    const body = JSON.stringify({ configurations: cards(), padding });
    const undeclared = await submit(jsonPost(body));
    expect(undeclared.status).toBe(413);
    expect(undeclared.body.message).toBe("The configuration is too large: send at most 64 KB.");

    const declared = await submit(jsonPost("{}", { "Content-Length": String(70 * 1024) }));
    expect(declared.status).toBe(413);
    expect(await submissionCount()).toBe(0);
  });

  it("answers 400 for more than 20 cards", async () => {
    const many = Array.from({ length: 21 }, () => defaultConfiguration("quickbooks"));
    const response = await submit(jsonPost(JSON.stringify({ configurations: many })));
    expect(response).toEqual({
      status: 400,
      body: { ok: false, message: "At most 20 configurations can be submitted at once." },
    });
    expect(await submissionCount()).toBe(0);
  });

  it("answers 400 naming an unknown field, such as a recipient or markup", async () => {
    const withRecipient = await submit(
      jsonPost(JSON.stringify({ configurations: cards(), to: "anyone@example.net" })),
    );
    expect(withRecipient).toEqual({
      status: 400,
      body: { ok: false, message: 'unknown field "to".' },
    });
    const [first, ...rest] = cards();
    const withHtml = await submit(
      jsonPost(JSON.stringify({ configurations: [{ ...first, html: "<h1>hi</h1>" }, ...rest] })),
    );
    expect(withHtml.body.message).toBe('Configuration 1: unknown field "html".');
    expect(await submissionCount()).toBe(0);
    expect(await database().db.select().from(outbox)).toHaveLength(0);
  });

  it("checks the product's rules (docs/product.md#integration-configuration) again and answers the messages by card and field", async () => {
    const [graph, ...rest] = cards();
    const response = await submit(
      jsonPost(JSON.stringify({ configurations: [{ ...graph, client_id: "abc1234" }, ...rest] })),
    );
    expect(response).toEqual({
      status: 400,
      body: {
        ok: false,
        message: integrationMessages.fixBeforeSubmitting,
        errors: {
          0: {
            client_id:
              "Client ID should be a valid GUID or application ID format (hexadecimal characters)",
          },
        },
      },
    });
    expect(await submissionCount()).toBe(0);
  });

  it("accepts JSON only", async () => {
    const request = formPost("/api/integrations/configurations", { configurations: "[]" });
    const response = await submit(request);
    expect(response.status).toBe(415);
    const get = (await submitLoader()) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});

describe("the admin view", () => {
  async function stored() {
    const response = await submit(jsonPost(JSON.stringify({ configurations: cards() })));
    return response.body.id as string;
  }

  async function asAdmin(request: Request) {
    return withCookie(request, await adminCookie(testContext(database(), env)));
  }

  async function reveal(fields: Record<string, string>) {
    const request = await asAdmin(formPost("/admin/integrations", fields));
    const result = (await revealAction(args(request) as never)) as {
      data: Record<string, unknown>;
      init: { status?: number } | null;
    };
    return { status: result.init?.status ?? 200, body: result.data };
  }

  it("lists submissions newest first without any secret value", async () => {
    const older = await stored();
    await database().db.execute(
      sql`update integration_submissions set created_at = now() - interval '1 day' where id = ${older}`,
    );
    const newer = await stored();
    const data = (await adminLoader(
      args(await asAdmin(new Request("http://localhost/admin/integrations"))) as never,
    )) as Awaited<ReturnType<typeof adminLoader>>;
    expect(data.submissions.map((submission) => submission.id)).toEqual([newer, older]);
    expect(data.submissions[0]!.cards[2]).toMatchObject({
      provider_name: "quickbooks",
      secretFields: ["consumer_secret", "access_token", "access_token_secret"],
    });
    const serialized = JSON.stringify(data);
    for (const secret of Object.values(SECRETS)) expect(serialized).not.toContain(secret);
  });

  it("reveals exactly the one value asked for, decrypted", async () => {
    const id = await stored();
    expect(await reveal({ submission: id, card: "0", field: "client_secret" })).toEqual({
      status: 200,
      body: {
        ok: true,
        submission: id,
        card: 0,
        field: "client_secret",
        value: SECRETS.graphSecret,
      },
    });
    const token = await reveal({ submission: id, card: "2", field: "access_token_secret" });
    expect(token.body.value).toBe(SECRETS.accessTokenSecret);
  });

  it("refuses non-secret fields, unknown submissions and values never stored", async () => {
    const id = await stored();
    expect((await reveal({ submission: id, card: "0", field: "tenant_id" })).status).toBe(400);
    expect((await reveal({ submission: id, card: "x", field: "client_secret" })).status).toBe(400);
    const missing = await reveal({
      submission: "00000000-0000-4000-8000-000000000000",
      card: "0",
      field: "client_secret",
    });
    expect(missing).toEqual({
      status: 404,
      body: { ok: false, message: "That value is not stored." },
    });
    expect((await reveal({ submission: id, card: "3", field: "client_secret" })).status).toBe(404);
  });
});
