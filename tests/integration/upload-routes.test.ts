import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as careersPosting from "~/careers/routes/careers-posting";
import * as companyPage from "~/company/routes/admin-company";
import { multipartRequest, tinyPdf } from "~/files/test-files";
import { takeUploadSlot, UPLOADS_AT_ONCE, uploadsNow } from "~/http/upload-guard.server";
import { projectPhotos } from "~/projects/projects.schema";
import * as projectPage from "~/projects/routes/admin-project";
import * as documentsPage from "~/subcontractors/routes/documents";
import { requirementSets } from "~/subcontractors/subcontractors.schema";
import { adminCookie } from "../support/accounts";
import { aPosting } from "../support/careers";
import { useTestDatabase } from "../support/database";
import { aDraftProject } from "../support/projects";
import { routeArgs, settle, testContext } from "../support/requests";
import { inviteNamed, mailedToken } from "../support/subcontractors";

/**
 * Every route that takes a file reads its body through app/files (docs/security.md, "Uploads"):
 * the checks that need no body come before a byte of it, and a client with no place left among
 * the uploads at once is refused unread. How the body is read on the wire: server/uploads.db.test.ts.
 */
const database = useTestDatabase();
/** The address of the tests' requests (tests/support/requests.ts). */
const CLIENT = "203.0.113.7";
let cookie = "";
let careersSlug = "";
let portalPath = "";
let projectId = "";

beforeAll(async () => {
  const db = database().db;
  cookie = await adminCookie(testContext(database()));
  careersSlug = (await aPosting(db)).slug;
  const [set] = await db.insert(requirementSets).values({ name: "Standard" }).returning();
  const invited = await inviteNamed(testContext(database()), "sparks", set!.id, { broker: "" });
  const token = await mailedToken(db, invited.email);
  portalPath = `/team/subcontractors/documents?token=${token}`;
  const project = await aDraftProject(db);
  projectId = project.id;
});

/** A multipart body that counts what is read of it. */
function countedPost(path: string, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode("--x\r\n"));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(new URL(path, "http://localhost"), {
    method: "POST",
    body,
    headers: { "Content-Type": "multipart/form-data; boundary=x", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

const photo = (colour: string, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

describe("every upload route", () => {
  it("refuses a client with no place left among the uploads at once: 503, Retry-After, its message, unread", async () => {
    const routes: {
      name: string;
      path: string;
      action: (args: never) => unknown;
      params: Record<string, string>;
    }[] = [
      {
        name: "job application",
        path: `/careers/${careersSlug}`,
        action: careersPosting.action,
        params: { slug: careersSlug },
      },
      {
        name: "subcontractor's document",
        path: portalPath,
        action: documentsPage.action,
        params: {},
      },
      {
        name: "project photos",
        path: `/admin/projects/${projectId}?upload=photo`,
        action: projectPage.action,
        params: { projectId },
      },
      { name: "W-9", path: "/admin/company?upload=w9", action: companyPage.action, params: {} },
      { name: "profile and logo", path: "/admin/company", action: companyPage.action, params: {} },
    ];
    const held = Array.from({ length: UPLOADS_AT_ONCE.perAddress }, () => takeUploadSlot(CLIENT));
    try {
      for (const route of routes) {
        const { request, pulled } = countedPost(route.path, { Cookie: cookie });
        const answer = await settle(() =>
          Promise.resolve(route.action(routeArgs(request, database(), route.params) as never)),
        );
        expect(answer.status, route.name).toBe(503);
        expect(answer.headers.get("Retry-After"), route.name).toBe("10");
        expect(JSON.stringify(answer.body), route.name).toMatch(/many uploads/);
        expect(pulled(), route.name).toBe(0);
      }
    } finally {
      for (const slot of held) slot?.release();
    }
    expect(uploadsNow()).toBe(0);
  });

  it("refuses photos for a full project before a byte of them is read", async () => {
    const db = database().db;
    const { request, pulled } = countedPost(`/admin/projects/${projectId}?upload=photo`, {
      Cookie: cookie,
    });
    const rows = Array.from({ length: 12 }, (_, position) => ({
      projectId,
      position,
      alt: "A photo",
      width: 1,
      height: 1,
      variants: [],
    }));
    await db.insert(projectPhotos).values(rows);
    try {
      const answer = await settle(() =>
        projectPage.action(routeArgs(request, database(), { projectId }) as never),
      );
      expect(answer.status).toBe(409);
      expect(pulled()).toBe(0);
    } finally {
      await db.delete(projectPhotos);
    }
  });
});

describe("several project photos at once", () => {
  const upload = async (
    files: { name: string; type: string; bytes: Uint8Array }[],
    fields: Record<string, string>,
  ) => {
    const request = multipartRequest(
      `/admin/projects/${projectId}?upload=photo`,
      fields,
      files.map((file) => ({ field: "photo", ...file })),
      { Cookie: cookie },
    );
    return settle(() => projectPage.action(routeArgs(request, database(), { projectId }) as never));
  };

  it("adds each with its own alt text, in the order chosen", async () => {
    const answer = await upload(
      [
        { name: "lanes.jpg", type: "image/jpeg", bytes: await photo("#6b4f2a") },
        { name: "rack.png", type: "image/png", bytes: await photo("#2a4f6b", "png") },
      ],
      { "alt.0": "Checkout lanes", "alt.1": "The network rack" },
    );
    expect(answer.status).toBe(303);
    expect(answer.response?.headers.get("Location")).toBe(
      `/admin/projects/${projectId}?done=photos-added#photo-answer`,
    );
    const stored = await database().db.select().from(projectPhotos);
    expect(stored.map((row) => row.alt).sort()).toEqual(["Checkout lanes", "The network rack"]);
    await database().db.delete(projectPhotos);
  });

  it("names each photo refused and why, and adds the others", async () => {
    const answer = await upload(
      [
        { name: "lanes.jpg", type: "image/jpeg", bytes: await photo("#6b4f2a") },
        { name: "notes.pdf", type: "image/jpeg", bytes: tinyPdf() },
        { name: "kiosk.jpg", type: "image/jpeg", bytes: await photo("#123456") },
      ],
      // The second and third have no alt text of their own: the form's one describes them.
      { "alt.0": "Checkout lanes", alt: "" },
    );
    expect(answer.status).toBe(200);
    const form = (answer.body as { photoForm: { ok: boolean; message: string } }).photoForm;
    expect(form.ok).toBe(false);
    expect(form.message).toContain("1 of 3 photos added.");
    expect(form.message).toContain("notes.pdf: This file is not accepted here");
    expect(form.message).toContain("kiosk.jpg: Describe the photo (alt text)");
    const stored = await database().db.select().from(projectPhotos);
    expect(stored.map((row) => row.alt)).toEqual(["Checkout lanes"]);
    await database().db.delete(projectPhotos);
  });
});
