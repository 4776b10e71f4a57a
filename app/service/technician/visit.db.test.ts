import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { storedFiles } from "~/files/files.schema";
import { outbox } from "~/mail/mail.schema";
import { adminCookie, employeeCookie, grantedCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { chainWithStore, placedWorkOrder } from "../../../tests/support/service";
import * as orderPage from "../routes/admin-work-order";
import * as teamOrder from "../routes/team-work-order";
import * as teamList from "../routes/team-work-orders";
import * as fileRoute from "../routes/work-order-file";
import { workOrderEvents, workOrderPhotos, workOrders } from "../service.schema";

const database = useTestDatabase();
type Who = "admin" | "office" | "tech" | "otherTech" | "employee";
let cookies: Record<Who, string>;
const people: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  const deps = testContext(database());
  cookies = {
    admin: await adminCookie(deps),
    office: await grantedCookie(deps, "sal@example.com", "service"),
    tech: await grantedCookie(deps, "tina@example.com", "field"),
    otherTech: await grantedCookie(deps, "otto@example.com", "field"),
    employee: await employeeCookie(deps, "emma@example.com"),
  };
  const db = database().db;
  const users = await db.query.users.findMany();
  for (const user of users) people[user.email] = user.id;
  await chainWithStore(db, "es");
  for (const key of ["visit", "other", "rule"]) {
    ids[key] = (await placedWorkOrder(db, { meet: "Store manager" }, { language: "es" })).id;
  }
});

const officePost = (id: string, form: Record<string, string>, cookie = cookies.office) =>
  settle(() =>
    orderPage.action(
      routeArgs(pageRequest(`/admin/work-orders/${id}`, { cookie, form }), database(), {
        workOrderId: id,
      }) as never,
    ),
  );

const teamPage = (id: string, cookie: string, path = `/team/work-orders/${id}`) =>
  settle(() =>
    teamOrder.loader(
      routeArgs(pageRequest(path, { cookie }), database(), { workOrderId: id }) as never,
    ),
  );

const teamPost = (id: string, form: Record<string, string>, cookie = cookies.tech) =>
  settle(() =>
    teamOrder.action(
      routeArgs(pageRequest(`/team/work-orders/${id}`, { cookie, form }), database(), {
        workOrderId: id,
      }) as never,
    ),
  );

async function photoPost(id: string, cookie: string, files: Buffer[]) {
  const form = new FormData();
  form.append("intent", "photos");
  form.append("caption", "Burnt breaker");
  for (const [n, bytes] of files.entries()) {
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `p${n}.jpg`);
  }
  const post = new Request(`http://localhost/team/work-orders/${id}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
  });
  return settle(() => teamOrder.action(routeArgs(post, database(), { workOrderId: id }) as never));
}

const orderOf = async (id: string) =>
  (await database().db.select().from(workOrders).where(eq(workOrders.id, id)))[0]!;
const mailsTo = async (to: string) =>
  (await database().db.select().from(outbox).where(eq(outbox.to, to))).map((mail) => mail.subject);

/** A JPEG that carries EXIF (a camera's, a phone's GPS): what must not be kept. */
const cameraPhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#a33" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Secret Camera Owner" } })
    .toBuffer();

describe("the office's rule of statuses", () => {
  it("offers only the statuses that may follow, and refuses another with 409", async () => {
    const page = await settle(() =>
      orderPage.loader(
        routeArgs(
          pageRequest(`/admin/work-orders/${ids.rule}`, { cookie: cookies.office }),
          database(),
          {
            workOrderId: ids.rule!,
          },
        ) as never,
      ),
    );
    expect((page.body as { next: { value: string }[] }).next.map((next) => next.value)).toEqual([
      "dispatched",
      "on-hold",
      "cancelled",
    ]);
    const refused = await officePost(ids.rule!, { intent: "status", status: "completed" });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain("Open cannot move");
    expect((await orderOf(ids.rule!)).status).toBe("open");
    expect((await officePost(ids.rule!, { intent: "status", status: "on-hold" })).status).toBe(200);
    // The requester hears of it in the work order's language.
    expect(await mailsTo("fran@chain.example")).toContainEqual(
      expect.stringMatching(/^Orden de trabajo WO-\d{6}: En espera$/),
    );
  });
});

describe("dispatch", () => {
  it("offers the people with Field technician, refuses anyone else, keeps what was typed", async () => {
    const page = await settle(() =>
      orderPage.loader(
        routeArgs(
          pageRequest(`/admin/work-orders/${ids.visit}`, { cookie: cookies.office }),
          database(),
          {
            workOrderId: ids.visit!,
          },
        ) as never,
      ),
    );
    const technicians = (page.body as { dispatch: { technicians: { id: string }[] } }).dispatch
      .technicians;
    expect(technicians.map((person) => person.id).sort()).toEqual(
      [people["tina@example.com"], people["otto@example.com"]].sort(),
    );
    const notTech = await officePost(ids.visit!, {
      intent: "dispatch",
      technician: people["emma@example.com"]!,
      scheduledFor: "2026-06-02T09:30",
    });
    expect(notTech.status).toBe(400);
    expect(notTech.body).toMatchObject({ values: { scheduledFor: "2026-06-02T09:30" } });
    const badTime = await officePost(ids.visit!, {
      intent: "dispatch",
      technician: people["tina@example.com"]!,
      scheduledFor: "tomorrow",
    });
    expect(badTime.status).toBe(400);
    expect((badTime.body as { errors: Record<string, string> }).errors.scheduledFor).toBe(
      "Enter a date and time.",
    );
  });

  it("assigns a technician at a time on the site's clock: Dispatched, on the timeline, audited, e-mailed", async () => {
    const first = await officePost(ids.visit!, {
      intent: "dispatch",
      technician: people["otto@example.com"]!,
      scheduledFor: "2026-06-02T09:30",
    });
    expect(first.body).toMatchObject({ ok: true });
    expect(first.status).toBe(200);
    // 09:30 in Pasadena in June is 16:30 UTC.
    const order = await orderOf(ids.visit!);
    expect(order).toMatchObject({ status: "dispatched", technicianId: people["otto@example.com"] });
    expect(order.scheduledFor?.toISOString()).toBe("2026-06-02T16:30:00.000Z");
    // Assigned again: the other technician, no new status.
    const again = await officePost(ids.visit!, {
      intent: "dispatch",
      technician: people["tina@example.com"]!,
      scheduledFor: "2026-06-02T10:00",
    });
    expect((again.body as { message: string }).message).toBe(
      "Dispatched to Test Employee, June 2, 2026 at 10:00 AM PDT (America/Los_Angeles).",
    );
    expect((await orderOf(ids.visit!)).technicianId).toBe(people["tina@example.com"]);
    const events = await database()
      .db.select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.workOrderId, ids.visit!))
      .orderBy(asc(workOrderEvents.id));
    expect(events.map((event) => event.kind)).toEqual([
      "created",
      "status",
      "assigned",
      "assigned",
    ]);
    const audits = await database()
      .db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subject, ids.visit!), eq(auditLog.action, "service.work-order.assign")),
      );
    expect(audits).toHaveLength(2);
    const dispatched = await database()
      .db.select()
      .from(outbox)
      .where(
        eq(
          outbox.subject,
          `Orden de trabajo WO-${String((await orderOf(ids.visit!)).number).padStart(6, "0")}: Despachada`,
        ),
      );
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0]?.text).toContain("Test");
    expect(dispatched[0]?.text).toContain("(America/Los_Angeles)");
    // The re-assignment tells the requester the new technician and time, in their language.
    const reassigned = await database()
      .db.select()
      .from(outbox)
      .where(
        eq(
          outbox.subject,
          `Orden de trabajo WO-${String((await orderOf(ids.visit!)).number).padStart(6, "0")}: nuevo técnico u hora`,
        ),
      );
    expect(reassigned).toHaveLength(1);
    expect(reassigned[0]?.text).toContain("10:00");
    expect(reassigned[0]?.text).toContain("Técnico");
  });
});

describe("the technician's pages", () => {
  it("are for people with Field technician (403 others) and list only their own work orders", async () => {
    const list = (cookie: string) =>
      settle(() =>
        teamList.loader(
          routeArgs(pageRequest("/team/work-orders", { cookie }), database()) as never,
        ),
      );
    expect((await list(cookies.employee)).status).toBe(403);
    const mine = (await list(cookies.tech)).body as { open: { id: string }[] };
    expect(mine.open.map((order) => order.id)).toEqual([ids.visit]);
    const theirs = (await list(cookies.otherTech)).body as { open: { id: string }[] };
    expect(theirs.open).toEqual([]);
  });

  it("answers 404 to another technician and for an unassigned work order: page, actions, photos", async () => {
    expect((await teamPage(ids.visit!, cookies.otherTech)).status).toBe(404);
    expect((await teamPage(ids.other!, cookies.tech)).status).toBe(404);
    expect((await teamPage(ids.visit!, cookies.employee)).status).toBe(403);
    for (const form of [
      { intent: "check-in" },
      { intent: "note", note: "Mine now" },
      { intent: "parts", partsUsed: "Nothing" },
      {
        intent: "check-out",
        workDone: "x",
        partsUsed: "",
        signoffName: "A",
        signoffTitle: "B",
        signature: "",
      },
    ] as Record<string, string>[]) {
      expect((await teamPost(ids.visit!, form, cookies.otherTech)).status, form.intent).toBe(404);
    }
    expect((await photoPost(ids.visit!, cookies.otherTech, [await cameraPhoto()])).status).toBe(
      404,
    );
    expect((await orderOf(ids.visit!)).status).toBe("dispatched");
  });

  it("checks in, adds a note, photos without their metadata and parts, and checks out with a sign-off", async () => {
    const page = await teamPage(ids.visit!, cookies.tech, `/es/team/work-orders/${ids.visit}`);
    expect(page.body).toMatchObject({
      statusText: "Despachada",
      mayCheckIn: true,
      site: { address: "1 Main St, Pasadena, CA" },
      contact: { tel: "6265550100" },
    });
    // Check-out before check-in is refused: the work order is not On site.
    const early = await teamPost(ids.visit!, {
      intent: "check-out",
      workDone: "Replaced the breaker",
      partsUsed: "",
      signoffName: "Dana",
      signoffTitle: "Manager",
      signature: "",
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ values: { workDone: "Replaced the breaker" } });

    expect((await teamPost(ids.visit!, { intent: "check-in" })).status).toBe(200);
    const checkedIn = await orderOf(ids.visit!);
    expect(checkedIn.status).toBe("on-site");
    expect(checkedIn.checkedInAt).not.toBeNull();

    expect((await teamPost(ids.visit!, { intent: "note", note: "" })).status).toBe(400);
    expect((await teamPost(ids.visit!, { intent: "something else" })).status).toBe(400);
    expect(
      (await teamPost(ids.visit!, { intent: "note", note: "Breaker was scorched" })).status,
    ).toBe(200);

    const added = await photoPost(ids.visit!, cookies.tech, [
      await cameraPhoto(),
      await cameraPhoto(),
    ]);
    expect(added.status).toBe(200);
    const photos = await database()
      .db.select()
      .from(workOrderPhotos)
      .where(eq(workOrderPhotos.workOrderId, ids.visit!));
    expect(photos.map((photo) => [photo.source, photo.caption])).toEqual([
      ["technician", "Burnt breaker"],
      ["technician", "Burnt breaker"],
    ]);
    const [stored] = await database()
      .db.select()
      .from(storedFiles)
      .where(eq(storedFiles.id, photos[0]!.fileId));
    expect(stored?.type).toBe("image/webp");
    const metadata = await sharp(stored!.data).metadata();
    expect(metadata.exif).toBeUndefined();
    const refused = await photoPost(ids.visit!, cookies.tech, [
      Buffer.from("not a picture at all"),
    ]);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body).toMatchObject({ values: { caption: "Burnt breaker" } });

    expect(
      (await teamPost(ids.visit!, { intent: "parts", partsUsed: "1 breaker 20A" })).status,
    ).toBe(200);

    const missing = await teamPost(ids.visit!, {
      intent: "check-out",
      workDone: "Replaced the breaker",
      partsUsed: "1 breaker 20A",
      signoffName: "",
      signoffTitle: "",
      signature: "",
    });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual([
      "signoffName",
      "signoffTitle",
    ]);
    const signature = await sharp({
      create: { width: 600, height: 200, channels: 4, background: "#fff0" },
    })
      .png()
      .toBuffer();
    const done = await teamPost(ids.visit!, {
      intent: "check-out",
      workDone: "Replaced the breaker",
      partsUsed: "1 breaker 20A",
      signoffName: "Dana Ruiz",
      signoffTitle: "Store manager",
      signature: `data:image/png;base64,${signature.toString("base64")}`,
    });
    expect(done.status).toBe(200);
    const completed = await orderOf(ids.visit!);
    expect(completed).toMatchObject({
      status: "completed",
      workDone: "Replaced the breaker",
      partsUsed: "1 breaker 20A",
      signoffName: "Dana Ruiz",
      signoffTitle: "Store manager",
    });
    expect(completed.checkedOutAt).not.toBeNull();
    const shown = (await teamPage(ids.visit!, cookies.tech)).body as {
      details: { label: string; value: string }[];
    };
    expect(shown.details).toContainEqual({ label: "Work done", value: "Replaced the breaker" });
    expect(completed.signatureFileId).not.toBeNull();
    const kinds = (
      await database()
        .db.select()
        .from(workOrderEvents)
        .where(eq(workOrderEvents.workOrderId, ids.visit!))
        .orderBy(asc(workOrderEvents.id))
    ).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(["check-in", "note", "photo", "check-out"]));
    expect(await mailsTo("fran@chain.example")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: En sitio$/),
        expect.stringMatching(/: Completada$/),
      ]),
    );
  });

  it("serves a work order's files to its technician and the office, 404 to anyone else", async () => {
    const [photo] = await database()
      .db.select()
      .from(workOrderPhotos)
      .where(eq(workOrderPhotos.workOrderId, ids.visit!));
    const fetchAs = (cookie: string, fileId = photo!.fileId, workOrderId = ids.visit!) =>
      settle(() =>
        fileRoute.loader(
          routeArgs(
            pageRequest(`/work-orders/${workOrderId}/files/${fileId}`, { cookie }),
            database(),
            { workOrderId, fileId },
          ) as never,
        ),
      );
    expect((await fetchAs(cookies.tech)).status).toBe(200);
    expect((await fetchAs(cookies.office)).status).toBe(200);
    expect((await fetchAs(cookies.admin)).status).toBe(200);
    expect((await fetchAs(cookies.otherTech)).status).toBe(404);
    expect((await fetchAs(cookies.employee)).status).toBe(404);
    expect((await fetchAs("")).status).toBe(404);
    // A file of this work order asked for through another work order is nobody's.
    expect((await fetchAs(cookies.office, photo!.fileId, ids.other!)).status).toBe(404);
    const signature = (await orderOf(ids.visit!)).signatureFileId!;
    expect((await fetchAs(cookies.tech, signature)).status).toBe(200);
  });
});
