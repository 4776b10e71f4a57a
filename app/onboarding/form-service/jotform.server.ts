import { z } from "zod";

/**
 * Client of the form service (Jotform API). Server only: the API key travels in the APIKEY
 * header (kept out of access logs, as the reference advises) and never reaches the browser.
 * Nothing here throws: every failure comes back as a typed result with a readable message.
 */
export interface JotformSubmission {
  id: string;
  formId: string;
  /** 'YYYY-MM-DD HH:MM:SS' in the account's time zone, kept as given. */
  createdAt: string;
  status: string;
  answers: Record<string, unknown>;
}

export type JotformErrorKind =
  | "unauthorized"
  | "not-found"
  | "rate-limited"
  | "server"
  | "timeout"
  | "network"
  | "malformed"
  | "rejected";

export interface JotformError {
  kind: JotformErrorKind;
  /** HTTP status or the body's responseCode, when there was one. */
  status?: number;
  message: string;
}

export type JotformResult<T> = { ok: true; value: T } | { ok: false; error: JotformError };

export interface JotformClientOptions {
  apiKey: string;
  apiBase: string;
  /** Per request (10 s: docs/product.md#new-hires-portal). */
  timeoutMs?: number;
  /** Extra attempts after a 429, a 5xx, a timeout or a network error. */
  retries?: number;
  /** First back-off; doubles each retry. */
  backoffMs?: number;
  /** Cap on any single wait, including a server's Retry-After. */
  maxBackoffMs?: number;
  fetch?: typeof fetch;
}

export interface SubmissionList {
  submissions: JotformSubmission[];
  /** Entries that did not look like submissions and were left out. */
  skipped: number;
  /** The account's remaining daily calls, when the service says. */
  limitLeft?: number;
}

export const PAGE_LIMIT = 1000;
/** 500 pages of 1,000: far beyond any real form, but a bound against a service that loops. */
const MAX_PAGES = 500;
const FORM_ID = /^[A-Za-z0-9]{1,40}$/;
const SUBMISSION_ID = /^[0-9]{1,30}$/;

export function isSubmissionId(value: string): boolean {
  return SUBMISSION_ID.test(value);
}

const idText = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/));

const submissionSchema = z.object({
  id: idText,
  form_id: idText,
  // As given (the account's zone), minus anything that is not printable.
  created_at: z
    .string()
    .max(64)
    .transform((value) => value.replace(/\p{Cc}/gu, "")),
  status: z.string().optional().default("ACTIVE"),
  // Any shape: an empty answer set even arrives as []. Read defensively by `names.ts`.
  answers: z.unknown(),
});

const envelopeSchema = z.object({
  responseCode: z.coerce.number(),
  message: z.unknown().optional(),
  content: z.unknown(),
  resultSet: z
    .object({ offset: z.coerce.number(), limit: z.coerce.number(), count: z.coerce.number() })
    .partial()
    .optional(),
  "limit-left": z.coerce.number().optional(),
});
type Envelope = z.infer<typeof envelopeSchema>;

export function createJotformClient(options: JotformClientOptions) {
  const settings = {
    timeoutMs: 10_000,
    retries: 3,
    backoffMs: 500,
    maxBackoffMs: 10_000,
    fetch: globalThis.fetch,
    ...options,
    apiBase: options.apiBase.replace(/\/+$/, ""),
  };

  /** Every submission of a form, page by page (1,000 a page) until a short page. */
  async function listSubmissions(
    formId: string,
    signal?: AbortSignal,
  ): Promise<JotformResult<SubmissionList>> {
    if (!FORM_ID.test(formId)) {
      return fail("rejected", `"${formId}" is not a form id`);
    }
    const submissions: JotformSubmission[] = [];
    let skipped = 0;
    let limitLeft: number | undefined;
    for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
      const path = `/form/${formId}/submissions`;
      const result = await request(settings, path, { offset, limit: PAGE_LIMIT }, signal);
      if (!result.ok) return result;
      const envelope = result.value;
      if (!Array.isArray(envelope.content)) {
        return fail("malformed", `${path}: the answer's content is not a list of submissions`);
      }
      for (const entry of envelope.content) {
        const parsed = submissionSchema.safeParse(entry);
        if (parsed.success) submissions.push(toSubmission(parsed.data));
        else skipped++;
      }
      limitLeft = envelope["limit-left"] ?? limitLeft;
      const read = envelope.content.length;
      const count = envelope.resultSet?.count;
      if (read < PAGE_LIMIT || (count !== undefined && count < PAGE_LIMIT)) {
        return { ok: true, value: { submissions, skipped, limitLeft } };
      }
      offset += read;
    }
    return fail("malformed", `/form/${formId}/submissions: more than ${MAX_PAGES} pages`);
  }

  /** One submission by its id (the webhook's submissionID). */
  async function getSubmission(
    submissionId: string,
    signal?: AbortSignal,
  ): Promise<JotformResult<JotformSubmission>> {
    if (!isSubmissionId(submissionId)) {
      return fail("rejected", `"${submissionId}" is not a submission id`);
    }
    const path = `/submission/${submissionId}`;
    const result = await request(settings, path, {}, signal);
    if (!result.ok) return result;
    const parsed = submissionSchema.safeParse(result.value.content);
    if (!parsed.success) {
      return fail("malformed", `${path}: the answer is not a submission`);
    }
    return { ok: true, value: toSubmission(parsed.data) };
  }

  return { listSubmissions, getSubmission };
}

export type JotformClient = ReturnType<typeof createJotformClient>;

function toSubmission(raw: z.infer<typeof submissionSchema>): JotformSubmission {
  return {
    id: raw.id,
    formId: raw.form_id,
    createdAt: raw.created_at,
    status: raw.status,
    answers: isRecord(raw.answers) ? raw.answers : {},
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type Settings = Required<Omit<JotformClientOptions, "fetch">> & { fetch: typeof fetch };

/** One GET with timeout, retries on 429 / 5xx / timeouts / network errors, and checks. */
async function request(
  settings: Settings,
  path: string,
  query: Record<string, number>,
  signal?: AbortSignal,
): Promise<JotformResult<Envelope>> {
  const url = new URL(`${settings.apiBase}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));

  let last: JotformError = { kind: "network", message: `${path}: not attempted` };
  let retryAfter: number | undefined;
  for (let attempt = 0; attempt <= settings.retries; attempt++) {
    if (attempt > 0) {
      const waited = await sleep(backoff(settings, attempt, retryAfter), signal);
      if (!waited) break;
    }
    const outcome = await attemptOnce(settings, url, path, signal);
    if (outcome.ok) return outcome;
    last = outcome.error;
    retryAfter = outcome.retryAfterMs;
    if (!isRetryable(last) || signal?.aborted) break;
  }
  return { ok: false, error: last };
}

async function attemptOnce(
  settings: Settings,
  url: URL,
  path: string,
  signal?: AbortSignal,
): Promise<JotformResult<Envelope> & { retryAfterMs?: number }> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await settings.fetch(url, {
      headers: { APIKEY: settings.apiKey, Accept: "application/json" },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    body = await response.text();
  } catch (error) {
    if (timeout.aborted) {
      return fail("timeout", `${path}: no answer within ${settings.timeoutMs / 1000} s`);
    }
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    return fail("network", `${path}: the form service could not be reached (${reason})`);
  }
  return interpret(response, body, path);
}

function interpret(
  response: Response,
  body: string,
  path: string,
): JotformResult<Envelope> & { retryAfterMs?: number } {
  let envelope: Envelope | undefined;
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(body));
    if (parsed.success) envelope = parsed.data;
  } catch {
    // Not JSON: judged by the HTTP status below.
  }
  // The body's responseCode rules when present: errors can come with HTTP 200.
  const code = envelope?.responseCode ?? response.status;
  if (code === 200 && response.ok) {
    if (!envelope) {
      return fail("malformed", `${path}: the form service answered something that is not JSON`);
    }
    return { ok: true, value: envelope };
  }
  const detail = typeof envelope?.message === "string" ? `: ${envelope.message.trim()}` : "";
  if (code === 401 || code === 403) {
    return fail(
      "unauthorized",
      `${path}: the form service refused the API key (${code}${detail}); check JOTFORM_API_KEY and JOTFORM_API_BASE`,
      code,
    );
  }
  if (code === 404) return fail("not-found", `${path}: not found (404${detail})`, code);
  if (code === 429) {
    const result = fail("rate-limited", `${path}: too many requests (429${detail})`, code);
    return { ...result, retryAfterMs: retryAfterMs(response) };
  }
  if (code >= 500)
    return fail("server", `${path}: the form service failed (${code}${detail})`, code);
  return fail("rejected", `${path}: the form service refused the request (${code}${detail})`, code);
}

function isRetryable(error: JotformError): boolean {
  return ["rate-limited", "server", "timeout", "network"].includes(error.kind);
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function backoff(settings: Settings, attempt: number, retryAfterMs: number | undefined) {
  const exponential = settings.backoffMs * 2 ** (attempt - 1);
  // Up to a quarter of jitter, so that several servers do not retry in step.
  const jittered = exponential * (1 + Math.random() * 0.25);
  return Math.min(retryAfterMs ?? jittered, settings.maxBackoffMs);
}

/** Resolves true after `ms`, or false at once when the caller gives up. */
function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function fail(kind: JotformErrorKind, message: string, status?: number) {
  return { ok: false as const, error: { kind, message, ...(status ? { status } : {}) } };
}
