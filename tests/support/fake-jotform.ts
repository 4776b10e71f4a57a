import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that answers like the Jotform API as the product's client reads it: the
 * envelope {responseCode, message, content, resultSet, duration, limit-left}, string ids,
 * created_at as 'YYYY-MM-DD HH:MM:SS', answers keyed by question id. The product's real client
 * talks to it over HTTP. Failures can be scripted for the next requests.
 */
export interface FakeAnswer {
  name: string;
  text: string;
  type: string;
  order: string;
  answer?: unknown;
  prettyFormat?: string;
}

export interface FakeSubmission {
  id: string;
  form_id: string;
  ip: string;
  created_at: string;
  updated_at: string | null;
  status: string;
  new: string;
  flag: string;
  notes: string;
  answers: Record<string, FakeAnswer>;
}

/** What the next matching requests get instead of a normal answer. */
export type FakeFailure =
  | { kind: "status"; status: 429 | 500 | 502 | 503; retryAfterSeconds?: number }
  | { kind: "malformed" }
  | { kind: "hang" }
  /** HTTP 200 with an error in the body's responseCode. */
  | { kind: "body-error"; responseCode: number; message: string };

export interface FakeJotform {
  url: string;
  apiKey: string;
  /** Replaces a form's submissions (newest first, as the service lists them). */
  setSubmissions(formId: string, submissions: FakeSubmission[]): void;
  addSubmission(submission: FakeSubmission): void;
  removeSubmission(formId: string, submissionId: string): void;
  /** The next `times` requests (optionally only those whose path includes `pathPart`) fail. */
  failNext(failure: FakeFailure, times?: number, pathPart?: string): void;
  /** Paths and queries requested so far (never the key). */
  requests: string[];
  close(): Promise<void>;
}

const UNAUTHORIZED = (path: string) => ({
  responseCode: 401,
  message: `You're not authorized to use (${path}) `,
  content: "",
  duration: "4.02ms",
});

export interface FakeJotformOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * For tests in other processes (the end-to-end server): test-only endpoints under
   * /__control/ to add submissions and read the request log, and hosted-form pages at
   * /hosted/{id}. Never on for the client's own tests, which call the methods directly.
   */
  control?: boolean;
}

export async function startFakeJotform(
  apiKey = "fake-jotform-key-0123456789",
  options: FakeJotformOptions = {},
): Promise<FakeJotform> {
  const forms = new Map<string, FakeSubmission[]>();
  const failures: Array<{ failure: FakeFailure; pathPart?: string }> = [];
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const addSubmission = (submission: FakeSubmission) => {
    forms.set(submission.form_id, [submission, ...(forms.get(submission.form_id) ?? [])]);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (options.control && answerControl(req, res, url, { requests, addSubmission })) return;
    requests.push(`${url.pathname}${withoutKey(url.searchParams)}`);
    const failureIndex = failures.findIndex(
      (entry) => !entry.pathPart || url.pathname.includes(entry.pathPart),
    );
    if (failureIndex >= 0) {
      const [entry] = failures.splice(failureIndex, 1);
      return answerFailure(res, entry!.failure, hanging);
    }
    if (!authorised(req, url, apiKey)) return json(res, 401, UNAUTHORIZED(url.pathname));
    const listMatch = /^\/form\/([^/]+)\/submissions$/.exec(url.pathname);
    if (req.method === "GET" && listMatch) {
      return answerList(res, url, forms.get(listMatch[1]!));
    }
    const oneMatch = /^\/submission\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && oneMatch) {
      const found = [...forms.values()].flat().find((s) => s.id === oneMatch[1]);
      if (!found) {
        return json(res, 404, { responseCode: 404, message: "Submission not found", content: "" });
      }
      return json(res, 200, { responseCode: 200, message: "success", content: found });
    }
    return json(res, 404, { responseCode: 404, message: "Requested URL not found", content: "" });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setSubmissions: (formId, submissions) => forms.set(formId, [...submissions]),
    addSubmission,
    removeSubmission: (formId, submissionId) => {
      forms.set(
        formId,
        (forms.get(formId) ?? []).filter((s) => s.id !== submissionId),
      );
    },
    failNext: (failure, times = 1, pathPart) => {
      for (let i = 0; i < times; i++) failures.push({ failure, pathPart });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What POST /__control/submissions takes: the options of `fakeSubmission`, one per entry. */
export interface ControlSubmissionsBody {
  submissions: Array<Parameters<typeof fakeSubmission>[0]>;
}

const CONTROL_MAX_BYTES = 1_000_000;

/**
 * The test-only endpoints; true when the request was one of them (or a hosted-form page).
 * POST /__control/submissions adds submissions and answers their ids; GET /__control/requests
 * answers the API request log.
 */
function answerControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  fake: { requests: string[]; addSubmission: (submission: FakeSubmission) => void },
): boolean {
  const hosted = /^\/hosted\/([A-Za-z0-9]+)$/.exec(url.pathname);
  if (req.method === "GET" && hosted) {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Form ${hosted[1]}</title><h1>Form ${hosted[1]}</h1>`);
    return true;
  }
  if (!url.pathname.startsWith("/__control/")) return false;
  if (req.method === "GET" && url.pathname === "/__control/requests") {
    json(res, 200, { requests: fake.requests });
    return true;
  }
  if (req.method === "POST" && url.pathname === "/__control/submissions") {
    readJson(req)
      .then((body) => {
        const { submissions } = body as ControlSubmissionsBody;
        if (!Array.isArray(submissions)) throw new Error("submissions must be an array");
        const added = submissions.map((options) => fakeSubmission(options));
        for (const submission of added) fake.addSubmission(submission);
        json(res, 200, { ids: added.map((submission) => submission.id) });
      })
      .catch((error: unknown) => json(res, 400, { error: String(error) }));
    return true;
  }
  json(res, 404, { error: "Unknown control endpoint" });
  return true;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > CONTROL_MAX_BYTES) throw new Error("The body is too large");
  }
  return JSON.parse(text);
}

function authorised(req: IncomingMessage, url: URL, apiKey: string): boolean {
  const given = req.headers.apikey ?? url.searchParams.get("apiKey");
  return given === apiKey;
}

function withoutKey(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete("apiKey");
  const text = copy.toString();
  return text ? `?${text}` : "";
}

/** Jotform pages with offset and limit (default 20, at most 1,000). */
function answerList(res: ServerResponse, url: URL, submissions: FakeSubmission[] | undefined) {
  if (!submissions) return json(res, 401, UNAUTHORIZED(url.pathname));
  const offset = Math.max(0, Number(url.searchParams.get("offset") ?? 0) || 0);
  const limit = Math.min(1000, Math.max(1, Number(url.searchParams.get("limit") ?? 20) || 20));
  const content = submissions.slice(offset, offset + limit);
  return json(res, 200, {
    responseCode: 200,
    message: "success",
    content,
    resultSet: { offset, limit, count: content.length },
    duration: "77.96ms",
    "limit-left": 844,
  });
}

function answerFailure(res: ServerResponse, failure: FakeFailure, hanging: Set<ServerResponse>) {
  switch (failure.kind) {
    case "status":
      if (failure.retryAfterSeconds !== undefined) {
        res.setHeader("Retry-After", String(failure.retryAfterSeconds));
      }
      return json(res, failure.status, {
        responseCode: failure.status,
        message: failure.status === 429 ? "You have exceeded your daily API limit" : "Error",
        content: "",
      });
    case "malformed":
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end('{"responseCode":200,"message":"success","content":[{"id":"1"');
    case "hang":
      hanging.add(res);
      return;
    case "body-error":
      return json(res, 200, {
        responseCode: failure.responseCode,
        message: failure.message,
        content: "",
      });
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

/** 'YYYY-MM-DD HH:MM:SS', the service's created_at format (no zone). */
export function jotformTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export type NameShape = "fullname" | "fullname-prefix" | "separate" | "none";

let nextId = 6110982336411786000n;

/** A submission as the service lists it, naming the person the way `shape` says. */
export function fakeSubmission(options: {
  formId: string;
  first?: string;
  last?: string;
  createdAt?: string;
  id?: string;
  shape?: NameShape;
}): FakeSubmission {
  const id = options.id ?? String(nextId++);
  const first = options.first ?? "";
  const last = options.last ?? "";
  return {
    id,
    form_id: options.formId,
    ip: "93.170.91.14",
    created_at: options.createdAt ?? "2025-05-14 07:43:51",
    updated_at: null,
    status: "ACTIVE",
    new: "1",
    flag: "0",
    notes: "",
    answers: {
      "1": { name: "heading", text: "Onboarding", type: "control_head", order: "1" },
      ...nameAnswers(options.shape ?? "fullname", first, last),
      "8": {
        name: "signature",
        text: "Signature",
        type: "control_textbox",
        order: "8",
        answer: "signed",
      },
      "9": { name: "submit", text: "Submit", type: "control_button", order: "9" },
    },
  };
}

function nameAnswers(shape: NameShape, first: string, last: string): Record<string, FakeAnswer> {
  switch (shape) {
    case "fullname":
      return {
        "3": {
          name: "input3",
          text: "Name",
          type: "control_fullname",
          order: "2",
          answer: { first, last },
          prettyFormat: `${first} ${last}`,
        },
      };
    case "fullname-prefix":
      return {
        "3": {
          name: "employeeName",
          text: "Employee Name",
          type: "control_fullname",
          order: "2",
          answer: { prefix: "Ms.", first, last },
          prettyFormat: `Ms. ${first} ${last}`,
        },
      };
    case "separate":
      return {
        "4": {
          name: "firstName",
          text: "First Name",
          type: "control_textbox",
          order: "3",
          answer: first,
        },
        "5": {
          name: "lastName",
          text: "Last Name",
          type: "control_textbox",
          order: "4",
          answer: last,
        },
      };
    case "none":
      return {};
  }
}
