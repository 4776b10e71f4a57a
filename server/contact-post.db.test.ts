import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads } from "~/leads/leads.schema";
import { useTestDatabase } from "../tests/support/database";
import { testContext } from "../tests/support/requests";
import { messages } from "../tests/support/spec-texts";
import { contactPosts } from "./contact-post";

const database = useTestDatabase();

/** Whether the server keeps the page of a sent message (it does not in development). */
let keepsPages = true;
const keptAddresses: string[] = [];
let origin = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(
    contactPosts(
      (_req, res) => ({
        ...testContext(database()),
        sendKeptPage: keepsPages
          ? async (address) => {
              keptAddresses.push(address);
              res.status(200).type("html").send("<p>the kept page</p>");
              return true;
            }
          : undefined,
        formAnswer: res.locals.formAnswer,
      }),
      64 * 1024,
    ),
  );
  // What React Router would be: it says what it was handed, and reads the body if nobody did.
  app.use(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = res.locals.formAnswer;
    res.json({
      handed: answer ? { status: answer.init?.status ?? 200, data: answer.data } : null,
      body: Buffer.concat(chunks).toString(),
    });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(async () => {
  keepsPages = true;
  keptAddresses.length = 0;
  await database().truncateAll();
});

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  message: "Need 40 drops",
};

function post(address: string, fields: Record<string, string>) {
  return fetch(`${origin}${address}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the contact form posted without JavaScript, before React Router", () => {
  it("stores a valid message and answers with the kept page of its language", async () => {
    expect(await (await post("/?index", valid)).text()).toBe("<p>the kept page</p>");
    expect(await (await post("/es/?index", { ...valid, language: "es" })).text()).toBe(
      "<p>the kept page</p>",
    );
    expect(keptAddresses).toEqual(["/?sent=contact", "/es?sent=contact"]);
    const stored = await database().db.select().from(leads);
    expect(stored.map((lead) => [lead.name, lead.language])).toEqual([
      ["Ada Lovelace", "en"],
      ["Ada Lovelace", "es"],
    ]);
  });

  it("hands a refused message to the page with its errors and values, storing nothing", async () => {
    const fields = { ...valid, email: "not-an-email" };
    const answer = await (await post("/?index", fields)).json();
    expect(answer.handed).toMatchObject({
      status: 400,
      data: { ok: false, values: fields, errors: { email: "Please enter a valid email address." } },
    });
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("stores a valid message once when no page is kept, and hands on the success", async () => {
    keepsPages = false;
    const answer = await (await post("/?index", valid)).json();
    expect(answer.handed).toEqual({
      status: 200,
      data: { ok: true, message: messages.contactSuccess },
    });
    expect(await database().db.select().from(leads)).toHaveLength(1);
  });

  it("leaves other posts, their bodies unread, to React Router", async () => {
    for (const address of ["/pricing", "/?index=1", "/es/pricing?index"]) {
      const answer = await (await post(address, valid)).json();
      expect(answer).toEqual({ handed: null, body: new URLSearchParams(valid).toString() });
    }
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });
});
