import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServiceChannelConnection } from "~/service/servicechannel/settings.server";

/**
 * A local HTTP server that answers like ServiceChannel's provider API as its documentation
 * describes it (docs/service-desk.md#servicechannel): the OAuth token address (client
 * credentials in HTTP Basic, `grant_type=client_credentials`), `/v3/odata/workorders` with
 * `$filter`, `$orderby`, `$top` and `$skip`, a work order's status, universal check-in and
 * check-out, notes and invoices (refused above the NTE or before the work order is completed).
 * It records every call, fails on demand (401, 429 with Retry-After, 500, slowly) and sends
 * signed webhooks the way ServiceChannel does.
 */

export interface FakeWorkOrder {
  Id: number;
  Number: string;
  PurchaseNumber: string;
  SubscriberId: number;
  ProviderId: number;
  LocationId: number;
  LocationName: string;
  LocationStoreId: string;
  Status: { Primary: string; Extended: string };
  Caller: string;
  CallDate: string;
  Priority: string;
  Trade: string;
  Category: string;
  ScheduledDate: string;
  ScheduledDate_DTO?: string;
  ExpirationDate: string;
  Description: string;
  Nte: number;
  CurrencyAlphabeticalCode: string;
  UpdatedDate: string;
  UpdatedDate_DTO?: string;
  [field: string]: unknown;
}

/** One call the fake received: what a test asserts the order of. */
export interface FakeCall {
  method: string;
  /** The path under the server, with the query as sent (decoded). */
  path: string;
  body?: unknown;
  authorization?: string;
}

/** `signature`: the Sign-Data to send instead of the body's own; null sends none. */
interface SendOptions {
  signature?: string | null;
}

export type FakeFailure =
  | { kind: "status"; status: 401 | 429 | 500 | 503; retryAfterSeconds?: number }
  | { kind: "slow"; ms: number };

export interface FakeServiceChannel {
  url: string;
  /** The settings a test gives the product's client. */
  settings: ServiceChannelConnection;
  calls: FakeCall[];
  workOrders: Map<number, FakeWorkOrder>;
  invoices: Array<Record<string, unknown>>;
  notes: Array<{ workOrderId: number; note: string }>;
  /** Tokens issued so far; `expireTokens` makes every one answer 401. */
  expireTokens(): void;
  /** The next `times` calls (optionally only those whose path includes `pathPart`) fail. */
  failNext(failure: FakeFailure, times?: number, pathPart?: string): void;
  /** The SERVICECHANNEL_* settings of a server that talks to this fake. */
  env: Record<string, string>;
  /** Posts an event to `address` as ServiceChannel does, signed unless `signature` says otherwise. */
  sendEvent(
    address: string,
    event: { EventType: string; Object: unknown },
    options?: SendOptions,
  ): Promise<{ status: number; text: string }>;
  /** Posts a body as it is: what `sendEvent` does with an event's JSON. */
  sendBody(
    address: string,
    body: string,
    options?: SendOptions,
  ): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

/** A work order as the event-objects guide shows one, with the fields a test changes. */
export function fakeWorkOrder(fields: Partial<FakeWorkOrder> & { Id: number }): FakeWorkOrder {
  return {
    Number: String(fields.Id),
    PurchaseNumber: `PO-${fields.Id}`,
    SubscriberId: 2014917243,
    ProviderId: 2000090505,
    LocationId: 2006516537,
    LocationName: "Store 110 Sacramento",
    LocationStoreId: "110",
    Status: { Primary: "OPEN", Extended: "" },
    Caller: "SC-Dev1",
    CallDate: "2026-11-20T07:38:59",
    Priority: "P2 - 8 HOURS",
    Trade: "GLASS",
    Category: "REPAIR",
    ScheduledDate: "2026-11-20T15:38:59",
    ScheduledDate_DTO: "2026-11-20T15:38:59-08:00",
    ExpirationDate: "2026-11-21T15:38:59",
    Description: "SALES FLOOR / Glass, Windows, Mirrors / Cracked /Chipped/Broken",
    Nte: 1000,
    CurrencyAlphabeticalCode: "USD",
    UpdatedDate: "2026-11-20T07:38:59",
    UpdatedDate_DTO: "2026-11-20T07:38:59-08:00",
    ...fields,
  };
}

/** The base-64 HMAC-SHA256 of a body with the subscription's signing key (Sign-Data). */
export function signBody(body: string, key: string): string {
  return createHmac("sha256", key).update(body, "utf8").digest("base64");
}

const TOKEN_LIFETIME_SECONDS = 3600;
/** The webhook subscription's signing key the fake signs with (and sets as the product's). */
export const FAKE_SIGNING_KEY = "fake-signing-key-0123456789";
const BODY_MAX_BYTES = 1_000_000;

export async function startFakeServiceChannel(
  options: {
    providerId?: string;
    tokenLifetimeSeconds?: number;
    /** A fixed port (the e2e server's fake); otherwise any free one. */
    port?: number;
    /** Control endpoints under /__control/ for tests in another process (`answerControl`). */
    control?: boolean;
  } = {},
): Promise<FakeServiceChannel> {
  const clientId = "SB.2014917243.70943550-9974";
  const clientSecret = "1C600CB7-4D24-4787-BB3E";
  const signingKey = FAKE_SIGNING_KEY;
  const providerId = options.providerId ?? "2000090505";
  const calls: FakeCall[] = [];
  const workOrders = new Map<number, FakeWorkOrder>();
  const invoices: Array<Record<string, unknown>> = [];
  const notes: Array<{ workOrderId: number; note: string }> = [];
  const failures: Array<{ failure: FakeFailure; pathPart?: string }> = [];
  const tokens = new Set<string>();
  const pending = new Set<ServerResponse>();
  let issued = 0;
  let mechanics = 148797639;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { Message: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const text = await readBody(req);
    if (options.control && url.pathname.startsWith("/__control/")) {
      return answerControl(req.method ?? "GET", url.pathname, text, res);
    }
    const call: FakeCall = {
      method: req.method ?? "GET",
      path: decodeURIComponent(url.pathname + url.search),
      authorization: req.headers.authorization,
    };
    if (text) call.body = parseBody(text, req.headers["content-type"]);
    calls.push(call);
    const failureIndex = failures.findIndex(
      (entry) => !entry.pathPart || url.pathname.includes(entry.pathPart),
    );
    if (failureIndex >= 0) {
      const [{ failure }] = failures.splice(failureIndex, 1) as [{ failure: FakeFailure }];
      if (failure.kind === "slow") {
        pending.add(res);
        await new Promise((resolve) => setTimeout(resolve, failure.ms));
        pending.delete(res);
        if (res.destroyed) return;
      } else {
        if (failure.retryAfterSeconds !== undefined) {
          res.setHeader("Retry-After", String(failure.retryAfterSeconds));
        }
        return json(res, failure.status, { Message: `Failure ${failure.status} on request` });
      }
    }
    if (url.pathname === "/oauth/token") return answerToken(req, res, call.body);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return json(res, 401, { Message: "Authorization has been denied for this request." });
    }
    return answerApi(req.method ?? "GET", url, call.body, res);
  }

  /**
   * GET /__control/calls: the calls so far; POST /__control/workorders: a work order added (the
   * body is `fakeWorkOrder`'s fields); POST /__control/fail: `{ status, times, pathPart }`.
   */
  function answerControl(method: string, path: string, text: string, res: ServerResponse) {
    if (method === "GET" && path === "/__control/calls") return json(res, 200, calls);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (method === "POST" && path === "/__control/workorders") {
      const order = fakeWorkOrder(body as Partial<FakeWorkOrder> & { Id: number });
      workOrders.set(order.Id, order);
      return json(res, 200, order);
    }
    if (method === "POST" && path === "/__control/fail") {
      const status = body.status as 500;
      for (let i = 0; i < Number(body.times ?? 1); i++) {
        failures.push({ failure: { kind: "status", status }, pathPart: body.pathPart as string });
      }
      return json(res, 200, { failing: failures.length });
    }
    return json(res, 404, { error: "Unknown control endpoint" });
  }

  function answerToken(req: IncomingMessage, res: ServerResponse, body: unknown) {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (req.method !== "POST" || req.headers.authorization !== expected) {
      return json(res, 401, { error: "invalid_client" });
    }
    const grant = (body as Record<string, string> | undefined)?.grant_type;
    if (grant !== "client_credentials") return json(res, 400, { error: "unsupported_grant_type" });
    issued += 1;
    const token = `fake-token-${issued}`;
    tokens.add(token);
    return json(res, 200, {
      access_token: token,
      token_type: "bearer",
      expires_in: options.tokenLifetimeSeconds ?? TOKEN_LIFETIME_SECONDS,
    });
  }

  function answerApi(method: string, url: URL, body: unknown, res: ServerResponse) {
    const path = url.pathname.replace(/^\/v3/, "");
    if (method === "GET" && path === "/odata/workorders") {
      return json(res, 200, {
        "@odata.context": `${url.origin}/v3/odata/$metadata#workorders`,
        value: listWorkOrders(url.searchParams),
      });
    }
    if (method === "POST" && path === "/invoices") return answerInvoice(res, body);
    const match = /^\/workorders\/(\d+)\/(status|universalCheckIn|universalCheckOut|notes)$/.exec(
      path,
    );
    const order = match ? workOrders.get(Number(match[1])) : undefined;
    if (!match) return json(res, 404, { Message: "No HTTP resource was found." });
    if (!order) return json(res, 404, { Message: `Work order ${match[1]} was not found.` });
    const fields = (body ?? {}) as Record<string, unknown>;
    switch (match[2]) {
      case "status": {
        const status = fields.Status as { Primary?: string; Extended?: string } | undefined;
        if (!status?.Primary) return json(res, 400, { Message: "Status.Primary is required." });
        order.Status = { Primary: status.Primary, Extended: status.Extended ?? "" };
        if (typeof fields.Note === "string")
          notes.push({ workOrderId: order.Id, note: fields.Note });
        return json(res, 200, { WorkOrderId: order.Id, Status: order.Status });
      }
      case "universalCheckIn":
      case "universalCheckOut": {
        if (!checkInAllowed(order)) {
          return json(res, 400, {
            Message: "You cannot check in or out on a completed, invoiced or voided work order.",
          });
        }
        if (match[2] === "universalCheckIn")
          order.Status = { Primary: "IN PROGRESS", Extended: "ON SITE" };
        mechanics += 1;
        return json(res, 200, { MechanicId: mechanics });
      }
      default: {
        if (typeof fields.Note !== "string" || !fields.Note) {
          return json(res, 400, { Message: "Note is required." });
        }
        notes.push({ workOrderId: order.Id, note: fields.Note });
        return json(res, 201, { Id: notes.length });
      }
    }
  }

  function answerInvoice(res: ServerResponse, body: unknown) {
    const invoice = (body ?? {}) as Record<string, unknown>;
    const order = workOrders.get(Number(invoice.WoIdentifier));
    if (!invoice.InvoiceNumber || !order) {
      return json(res, 400, { Message: "InvoiceNumber and a known WoIdentifier are required." });
    }
    if (order.Status.Primary !== "COMPLETED") {
      return json(res, 400, { Message: "The work order is not in a completed status." });
    }
    if (Number(invoice.InvoiceTotal ?? 0) > order.Nte) {
      return json(res, 400, { Message: "The invoice total exceeds the work order's NTE." });
    }
    if (invoices.some((known) => Number(known.WoIdentifier) === order.Id)) {
      return json(res, 400, { Message: "The work order already has an invoice." });
    }
    invoices.push(invoice);
    return json(res, 201, { Id: 42224720 + invoices.length });
  }

  function listWorkOrders(params: URLSearchParams): FakeWorkOrder[] {
    const clauses = (params.get("$filter") ?? "").split(/\s+and\s+/i).filter(Boolean);
    const matching = [...workOrders.values()].filter(
      (order) => String(order.ProviderId) === providerId && clauses.every((c) => matches(order, c)),
    );
    if (/^UpdatedDate/.test(params.get("$orderby") ?? "")) {
      matching.sort((a, b) => updatedInstant(a) - updatedInstant(b));
    }
    const skip = Number(params.get("$skip") ?? 0);
    const top = Number(params.get("$top") ?? 50);
    return matching.slice(skip, skip + top);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  async function sendBody(address: string, body: string, sendOptions: SendOptions = {}) {
    const signature =
      sendOptions.signature === undefined ? signBody(body, signingKey) : sendOptions.signature;
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      "Sign-Type": "HMACSHA256",
    };
    if (signature !== null) headers["Sign-Data"] = signature;
    const response = await fetch(address, { method: "POST", headers, body });
    return { status: response.status, text: await response.text() };
  }

  return {
    url,
    settings: {
      apiBase: `${url}/v3`,
      tokenUrl: `${url}/oauth/token`,
      clientId,
      clientSecret,
      providerId,
      signingKey,
    },
    calls,
    workOrders,
    invoices,
    notes,
    expireTokens: () => tokens.clear(),
    failNext: (failure, times = 1, pathPart) => {
      for (let i = 0; i < times; i++) failures.push({ failure, pathPart });
    },
    env: {
      SERVICECHANNEL_API_BASE: `${url}/v3`,
      SERVICECHANNEL_TOKEN_URL: `${url}/oauth/token`,
      SERVICECHANNEL_CLIENT_ID: clientId,
      SERVICECHANNEL_CLIENT_SECRET: clientSecret,
      SERVICECHANNEL_PROVIDER_ID: providerId,
      SERVICECHANNEL_SIGNING_KEY: signingKey,
    },
    sendEvent: (address, event, sendOptions) =>
      sendBody(address, JSON.stringify(event), sendOptions),
    sendBody,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Providers may not check in or out once a work order is completed (but for PENDING CONFIRMATION), invoiced or voided. */
function checkInAllowed(order: FakeWorkOrder): boolean {
  const { Primary, Extended } = order.Status;
  if (Primary === "COMPLETED") return Extended === "PENDING CONFIRMATION";
  return !["INVOICED", "VOIDED", "CANCELLED"].includes(Primary);
}

function updatedInstant(order: FakeWorkOrder): number {
  return Date.parse(order.UpdatedDate_DTO ?? `${order.UpdatedDate}Z`);
}

/** One clause of the few `$filter` forms the product sends: `Field eq 'text'`, `eq 123`, `gt <instant>`. */
function matches(order: FakeWorkOrder, clause: string): boolean {
  const parsed = /^([\w/]+)\s+(eq|gt|ge)\s+(.+)$/.exec(clause.trim());
  if (!parsed) throw new Error(`The fake does not understand the filter clause "${clause}"`);
  const [, field, operator, literal] = parsed as unknown as [string, string, string, string];
  if (field === "UpdatedDate") {
    const since = Date.parse(literal);
    return operator === "gt" ? updatedInstant(order) > since : updatedInstant(order) >= since;
  }
  const value =
    field === "Status/Primary"
      ? order.Status.Primary
      : field === "Status/Extended"
        ? order.Status.Extended
        : order[field];
  const expected = literal.startsWith("'") ? literal.slice(1, -1) : Number(literal);
  return String(value) === String(expected);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > BODY_MAX_BYTES) throw new Error("The body is too large");
  }
  return text;
}

function parseBody(text: string, type: string | undefined): unknown {
  if (type?.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}
