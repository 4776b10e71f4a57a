import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobPostingRow } from "~/careers/careers.schema";
import * as careersPosting from "~/careers/routes/careers-posting";
import { UPLOADS_AT_ONCE, uploadsNow } from "~/http/upload-guard.server";
import { hitLimit } from "~/limits/rate-limit.server";
import { rawRequest, startTestApp, within } from "../tests/support/app-server";
import { aPosting } from "../tests/support/careers";
import { useTestDatabase } from "../tests/support/database";
import { LINGERING_AT_ONCE, lingeringNow } from "./unread-bodies";

/**
 * How the server reads an upload's body, on a real socket (docs/security.md, "Uploads"): what
 * is checked before a byte of it, where reading stops, how many are read at once. A job
 * application is the public case; every upload route reads its body the same way
 * (app/files/upload.server.ts, tested there and in tests/integration/upload-routes.test.ts).
 */
const database = useTestDatabase();
const MB = 1024 * 1024;
const LIMIT = 10;
let app: Awaited<ReturnType<typeof startTestApp>>;
let posting: JobPostingRow;

beforeAll(async () => {
  posting = await aPosting(database().db);
  app = await startTestApp(
    database(),
    { posting: { path: "careers/:slug", module: careersPosting } },
    { FORM_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "loopback" },
  );
});
afterAll(() => app.close());

const BOUNDARY = "----upload-test";

/** An application's head from a client address, declaring `length` bytes of body. */
function applicationHead(address: string, length: number) {
  return [
    `POST /careers/${posting.slug} HTTP/1.1`,
    "Host: 127.0.0.1",
    `X-Forwarded-For: ${address}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${length}`,
  ];
}

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const FIELDS =
  field("website", "") +
  field("name", "Rosa Díaz") +
  field("email", "rosa@example.com") +
  field("phone", "5550102030");
const RESUME_START = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

async function useUpLimit(address: string) {
  const rule = { name: "careers-apply:client", max: LIMIT, windowMs: 15 * 60 * 1000 };
  for (let n = 0; n < LIMIT; n++) await hitLimit(database().db, rule, address);
}

/**
 * How long an answer may take. None of these answers can come from a server that waits for the
 * body (the body is never sent, or only after the answer), so the bound only needs to outlast a
 * loaded machine's first request: 3 s failed a CI run with two test workers on two cores.
 */
const ANSWER_BOUND_MS = 15_000;

describe("an upload's body on the wire", () => {
  it("answers an address over its limit (429) before a byte of the body, then drops what it sends", async () => {
    await useUpLimit("198.51.100.1");
    const client = rawRequest(app.port, applicationHead("198.51.100.1", 5 * MB));
    // Before: the answer came only once all 5 MB had arrived.
    const answer = await within(ANSWER_BOUND_MS, client.answer);
    expect(answer).toMatchObject({ status: 429, headers: { "retry-after": expect.any(String) } });
    // A browser still sending its file sends it all and sees the answer, not a reset.
    expect(await client.send(Buffer.alloc(5 * MB))).toBe(true);
    await waitFor(() => client.text().includes("several requests in a short time"));
    client.destroy();
  });

  it("drops the rest of a few refused bodies at once; beyond them, closes the connection after its answer", async () => {
    await useUpLimit("198.51.100.6");
    const refused = async () => {
      const client = rawRequest(app.port, applicationHead("198.51.100.6", 5 * MB));
      expect(await within(ANSWER_BOUND_MS, client.answer)).toMatchObject({ status: 429 });
      return client;
    };
    const lingering = [];
    for (let n = 0; n < LINGERING_AT_ONCE; n++) lingering.push(await refused());
    await waitFor(() => lingeringNow() === LINGERING_AT_ONCE);
    // Before: every one was read and dropped (40 at once raised the memory by 55 MB or more).
    const next = await refused();
    expect(await within(3_000, next.closed)).not.toBe("timed out");
    expect(lingeringNow()).toBe(LINGERING_AT_ONCE);
    for (const client of lingering) client.destroy();
    await waitFor(() => lingeringNow() === 0);
  });

  it("refuses a body declared past what the form may carry (413) at once, unread", async () => {
    const client = rawRequest(app.port, applicationHead("198.51.100.2", 30 * MB));
    // Before: up to 32 MB were let through, and read.
    expect(await within(ANSWER_BOUND_MS, client.answer)).toMatchObject({ status: 413 });
    client.destroy();
  });

  it("thanks a bot as soon as its trap field arrives, before the file behind it", async () => {
    const client = rawRequest(app.port, applicationHead("198.51.100.3", 4 * MB));
    await client.send(field("website", "http://spam.example") + FIELDS + RESUME_START);
    // Before: the whole body was read first.
    expect(await within(ANSWER_BOUND_MS, client.answer)).toMatchObject({ status: 303 });
    client.destroy();
  });

  it("stops at the résumé's 5 MB (413) while the client is still sending, and closes a silent one", async () => {
    const client = rawRequest(app.port, applicationHead("198.51.100.4", 5 * MB + 32 * 1024));
    await client.send(FIELDS + RESUME_START);
    await client.send(Buffer.alloc(5 * MB + 16 * 1024));
    // The rest is never sent. Before: the server waited for it (it drained up to 32 MB).
    expect(await within(5_000, client.answer)).toMatchObject({ status: 413 });
    await waitFor(() => client.text().includes("The résumé is too large"));
    // The client says nothing more: the connection is closed after a short while.
    expect(await within(10_000, client.closed)).not.toBe("timed out");
  });

  it("reads a few uploads at once per address and per process; beyond, 503 with Retry-After, unread", async () => {
    const stalled = (address: string) => {
      const client = rawRequest(app.port, applicationHead(address, 2 * MB));
      void client.send(FIELDS + RESUME_START + "x".repeat(64 * 1024));
      return client;
    };
    const held = Array.from({ length: UPLOADS_AT_ONCE.perAddress }, () => stalled("198.51.100.5"));
    await waitFor(() => uploadsNow() === UPLOADS_AT_ONCE.perAddress);
    const next = rawRequest(app.port, applicationHead("198.51.100.5", 2 * MB));
    // Before: there was no such limit; it was read like the others.
    expect(await within(ANSWER_BOUND_MS, next.answer)).toMatchObject({
      status: 503,
      headers: { "retry-after": "10" },
    });
    next.destroy();
    const others = Array.from(
      { length: UPLOADS_AT_ONCE.perProcess - UPLOADS_AT_ONCE.perAddress },
      (_, n) => stalled(`203.0.113.${n + 1}`),
    );
    await waitFor(() => uploadsNow() === UPLOADS_AT_ONCE.perProcess);
    const another = rawRequest(app.port, applicationHead("192.0.2.99", 2 * MB));
    expect(await within(ANSWER_BOUND_MS, another.answer)).toMatchObject({ status: 503 });
    for (const client of [another, ...held, ...others]) client.destroy();
    // A client gone frees its place.
    await waitFor(() => uploadsNow() === 0);
  });
});

async function waitFor(condition: () => boolean, ms = ANSWER_BOUND_MS) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
