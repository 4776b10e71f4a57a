import { z } from "zod";
import type { ServiceChannelConnection } from "./settings.server";
import { type ScStatus, type ScWorkOrder, scWorkOrderSchema } from "./work-order";

/**
 * ServiceChannel's provider API (docs/service-desk.md#servicechannel): OAuth 2 client
 * credentials, the token kept until shortly before it expires; a 401 renews it once and tries
 * again; a 429 reports its Retry-After; every call is bounded in time; what comes back is
 * checked with Zod before anything reads it.
 */

/** What the client needs of the settings: everything but the webhook's signing key. */
type ServiceChannelAccess = Omit<ServiceChannelConnection, "signingKey">;

type ServiceChannelFailure =
  /** The credentials are refused, or a renewed token is refused again. */
  | "unauthorized"
  /** ServiceChannel asks to wait (`retryAfterSeconds`). */
  | "rate-limited"
  /** ServiceChannel refused the request itself (4xx): sending it again changes nothing. */
  | "refused"
  /** ServiceChannel failed or could not be reached (5xx, network, time-out): try again later. */
  | "unavailable"
  /** It answered something the documentation does not describe. */
  | "malformed";

export class ServiceChannelError extends Error {
  constructor(
    readonly failure: ServiceChannelFailure,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ServiceChannelError";
  }
}

/** Bounds of one call, and the margin before a token's expiry at which it is renewed. */
const CLIENT_TIMINGS = {
  requestTimeoutMs: 15_000,
  tokenRenewMarginMs: 60_000,
  /** Work orders asked for per page of the list, and the most pages one poll reads. */
  pageSize: 100,
  maxPages: 50,
} as const;

const tokenSchema = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.coerce.number().positive(),
});

const listSchema = z.object({ value: z.array(z.unknown()) });
const mechanicSchema = z.looseObject({ MechanicId: z.number().int() });
const idSchema = z.looseObject({ Id: z.number().int() });

export interface InvoiceRequest {
  workOrderId: number;
  invoiceNumber: string;
  /** Dollars: ServiceChannel's amounts are decimal currency units. */
  total: number;
  tax: number;
  text: string;
  labor: number;
  material: number;
  travel: number;
}

export interface ServiceChannelClient {
  /** This provider's work orders ServiceChannel changed after `since`, oldest change first. */
  workOrdersUpdatedSince(since: Date): Promise<{ orders: ScWorkOrder[]; skipped: number }>;
  setStatus(workOrderId: number, status: ScStatus, note: string): Promise<void>;
  checkIn(workOrderId: number, at: Date): Promise<{ mechanicId: number }>;
  checkOut(workOrderId: number, at: Date): Promise<{ mechanicId: number }>;
  addNote(workOrderId: number, note: string): Promise<void>;
  createInvoice(invoice: InvoiceRequest): Promise<{ invoiceId: number }>;
  /** A token and one work order of the list: whether the connection works; how many came back. */
  testConnection(): Promise<{ workOrders: number }>;
}

interface ClientOptions {
  fetch?: typeof fetch;
  now?: () => number;
  requestTimeoutMs?: number;
}

export function createServiceChannelClient(
  access: ServiceChannelAccess,
  options: ClientOptions = {},
): ServiceChannelClient {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.requestTimeoutMs ?? CLIENT_TIMINGS.requestTimeoutMs;
  let token: { value: string; renewAt: number } | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError"
          ? "did not answer in time"
          : "could not be reached";
      throw new ServiceChannelError("unavailable", `ServiceChannel ${reason}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    const basic = Buffer.from(`${access.clientId}:${access.clientSecret}`).toString("base64");
    const response = await send(access.tokenUrl, {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    if (response.status === 400 || response.status === 401) {
      throw new ServiceChannelError(
        "unauthorized",
        "ServiceChannel refused the client id and secret",
        response.status,
      );
    }
    await refuseFailure(response);
    const parsed = tokenSchema.safeParse(await readJson(response));
    if (!parsed.success)
      throw new ServiceChannelError(
        "malformed",
        "ServiceChannel's token answer is not what its documentation describes",
      );
    const lifetimeMs = parsed.data.expires_in * 1000;
    token = {
      value: parsed.data.access_token,
      renewAt: now() + Math.max(lifetimeMs - CLIENT_TIMINGS.tokenRenewMarginMs, lifetimeMs / 2),
    };
    return token.value;
  }

  /** One API call; a 401 drops the token, fetches a new one and tries once more. */
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const attempt = async () =>
      send(`${access.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let response = await attempt();
    if (response.status === 401) {
      await response.body?.cancel();
      token = undefined;
      response = await attempt();
      if (response.status === 401) {
        throw new ServiceChannelError(
          "unauthorized",
          "ServiceChannel refused a newly issued token",
          401,
        );
      }
    }
    await refuseFailure(response);
    return readJson(response);
  }

  const checkInOut = async (
    kind: "universalCheckIn" | "universalCheckOut",
    workOrderId: number,
    at: Date,
  ) => {
    const time = at.toISOString().replace(/\.\d{3}Z$/, "Z");
    const answer = await call("POST", `/workorders/${workOrderId}/${kind}`, {
      WorkTypeId: 1,
      TechsCount: 1,
      [kind === "universalCheckIn" ? "CheckInTime" : "CheckOutTime"]: time,
    });
    return { mechanicId: checked(mechanicSchema, answer).MechanicId };
  };

  return {
    async workOrdersUpdatedSince(since) {
      const orders: ScWorkOrder[] = [];
      let skipped = 0;
      for (let page = 0; page < CLIENT_TIMINGS.maxPages; page++) {
        const query = new URLSearchParams({
          $filter: `ProviderId eq ${access.providerId} and UpdatedDate gt ${since.toISOString()}`,
          $orderby: "UpdatedDate",
          $top: String(CLIENT_TIMINGS.pageSize),
          $skip: String(page * CLIENT_TIMINGS.pageSize),
        });
        const { value } = checked(
          listSchema,
          await call("GET", `/odata/workorders?${odataQuery(query)}`),
        );
        for (const item of value) {
          const parsed = scWorkOrderSchema.safeParse(item);
          if (parsed.success) orders.push(parsed.data);
          else skipped += 1;
        }
        if (value.length < CLIENT_TIMINGS.pageSize) break;
      }
      return { orders, skipped };
    },
    async testConnection() {
      const query = new URLSearchParams({ $top: "1" });
      const { value } = checked(
        listSchema,
        await call("GET", `/odata/workorders?${odataQuery(query)}`),
      );
      return { workOrders: value.length };
    },
    async setStatus(workOrderId, status, note) {
      await call("PUT", `/workorders/${workOrderId}/status`, { Status: status, Note: note });
    },
    checkIn: (workOrderId, at) => checkInOut("universalCheckIn", workOrderId, at),
    checkOut: (workOrderId, at) => checkInOut("universalCheckOut", workOrderId, at),
    async addNote(workOrderId, note) {
      await call("POST", `/workorders/${workOrderId}/notes`, { Note: note });
    },
    async createInvoice(invoice) {
      const answer = await call("POST", "/invoices", {
        InvoiceNumber: invoice.invoiceNumber,
        WoIdentifier: String(invoice.workOrderId),
        InvoiceTax: invoice.tax,
        InvoiceTotal: invoice.total,
        InvoiceText: invoice.text,
        InvoiceAmountsDetails: {
          LaborAmount: invoice.labor,
          MaterialAmount: invoice.material,
          TravelAmount: invoice.travel,
        },
      });
      return { invoiceId: checked(idSchema, answer).Id };
    },
  };
}

/** OData's query as the documentation writes it: spaces as %20, not "+". */
function odataQuery(query: URLSearchParams): string {
  return query.toString().replace(/\+/g, "%20");
}

/** Turns a failed answer into the error its status means. */
async function refuseFailure(response: Response): Promise<void> {
  if (response.ok) return;
  const detail = await errorMessage(response);
  const status = response.status;
  if (status === 429) {
    throw new ServiceChannelError(
      "rate-limited",
      `ServiceChannel asks to wait${detail}`,
      status,
      retryAfterSeconds(response.headers.get("retry-after")),
    );
  }
  if (status === 401)
    throw new ServiceChannelError(
      "unauthorized",
      `ServiceChannel refused the token${detail}`,
      status,
    );
  if (status >= 400 && status < 500) {
    throw new ServiceChannelError(
      "refused",
      `ServiceChannel refused the request (${status})${detail}`,
      status,
    );
  }
  throw new ServiceChannelError(
    "unavailable",
    `ServiceChannel failed (${status})${detail}`,
    status,
  );
}

/** ServiceChannel's own words about a refusal (its `Message`), bounded, for the desk to show. */
async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const message = (JSON.parse(text) as { Message?: unknown }).Message;
    return typeof message === "string" && message ? `: ${message.slice(0, 300)}` : "";
  } catch {
    return "";
  }
}

/** Retry-After in seconds (a number, or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceChannelError(
      "malformed",
      "ServiceChannel answered something other than JSON",
      response.status,
    );
  }
}

function checked<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ServiceChannelError(
      "malformed",
      "ServiceChannel's answer is not what its documentation describes",
    );
  }
  return parsed.data;
}
