import { beforeEach, describe, expect, it, vi } from "vitest";
import { exampleFacts } from "~/company/facts";
import type { DatabaseHandle } from "~/db/client.server";
import { action as pricingAction, loader as pricingLoader } from "~/marketing/routes/pricing";
import { useTestDatabase } from "../../../tests/support/database";
import { formPost, routeArgs, shownFormAnswer } from "../../../tests/support/requests";
import { messages } from "../../../tests/support/spec-texts";
import { leads } from "../leads.schema";
import { PRICING_SOURCE } from "../leads.server";

const database = useTestDatabase();

async function post(fields: Record<string, string>, handle: DatabaseHandle = database()) {
  const result = await pricingAction(routeArgs(formPost("/pricing", fields), handle));
  return shownFormAnswer(result, pricingLoader, handle);
}

const request = {
  name: "Maria Lopez",
  email: "maria@lopez-electric.example",
  phone: "(555) 010-4242",
  company_size: "11-50",
  industry: "electrical",
  message: "We run 6 crews and bid prevailing-wage work.",
};

describe("pricing requests on the database", () => {
  beforeEach(() => database().truncateAll());

  it("stores a pricing lead with company size and industry in its details", async () => {
    const response = await post(request);
    expect(response).toEqual({ status: 200, body: { ok: true, message: messages.pricingSuccess } });
    expect(messages.pricingSuccess).toBe(
      "Pricing request sent successfully! We'll get back to you within 24 hours with a customized quote.",
    );
    const rows = await database().db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "pricing",
      name: "Maria Lopez",
      email: "maria@lopez-electric.example",
      phone: "(555) 010-4242",
      message: "We run 6 crews and bid prevailing-wage work.",
      source: PRICING_SOURCE,
      details: { company_size: "11-50", industry: "electrical" },
    });
  });

  it("accepts a request without size, industry or message", async () => {
    const response = await post({ ...request, company_size: "", industry: "", message: "" });
    expect(response.status).toBe(200);
    const [row] = await database().db.select().from(leads);
    expect(row).toMatchObject({ message: null, details: { company_size: "", industry: "" } });
  });

  it("rejects an industry that is not offered with 400, keeps the values and stores nothing", async () => {
    const fields = { ...request, industry: "plumbing" };
    const response = await post(fields);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      ok: false,
      values: fields,
      errors: { industry: "Please choose an industry from the list." },
    });
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("requires name, email and phone, each with its own message", async () => {
    const response = await post({ ...request, name: " ", email: "", phone: "" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      phone: "Please enter your phone number.",
    });
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });

  it("answers 503 with the failure text and the typed values when the database fails", async () => {
    // The database answers everything but the write of the lead.
    const real = database().db;
    const db = new Proxy(real, {
      get: (target, property, receiver) =>
        property === "transaction" || property === "execute"
          ? () => Promise.reject(new Error("connection refused"))
          : Reflect.get(target, property, receiver),
    });
    const failing = { ...database(), db } as DatabaseHandle;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(request, failing);
    quiet.mockRestore();
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      ok: false,
      message: messages.pricingFailure(exampleFacts.phone.display),
      values: request,
    });
  });

  it("answers the same when the database cannot be reached at all, rate limit included", async () => {
    // Every query builder chains as usual and fails when awaited, as a refused connection does.
    const refused = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    const query: object = new Proxy(() => query, {
      get: (_target, property) =>
        property === "then"
          ? (resolve: () => void, reject: (error: unknown) => void) =>
              refused().then(resolve, reject)
          : query,
      apply: () => query,
    });
    const db = new Proxy(database().db, {
      get: (target, property, receiver) =>
        ["select", "insert", "update", "delete", "execute", "transaction"].includes(
          String(property),
        )
          ? () => query
          : Reflect.get(target, property, receiver),
    });
    const failing = { ...database(), db } as DatabaseHandle;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(request, failing);
    quiet.mockRestore();
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      ok: false,
      message: messages.pricingFailure(exampleFacts.phone.display),
      values: request,
    });
  });

  it("drops a submission whose hidden bot field is filled, answering as if it were sent", async () => {
    const response = await post({ ...request, website: "http://spam.example" });
    expect(response).toEqual({ status: 200, body: { ok: true, message: messages.pricingSuccess } });
    expect(await database().db.select().from(leads)).toHaveLength(0);
  });
});
