import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "~/files/files.schema";
import { leads } from "~/leads/leads.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { routeArgs, shownFormAnswer } from "../../../tests/support/requests";
import { chainWithStore } from "../../../tests/support/service";
import * as servicePage from "../routes/service";
import { workOrderPhotos, workOrders } from "../service.schema";

const database = useTestDatabase();

const FIELDS = {
  name: "Fran Manager",
  company: "Chain Stores",
  phone: "(626) 555-0100",
  site: "1142",
  trade: "Electrical",
  priority: "urgent",
  description: "The sign is hanging by one bracket.",
  location: "",
  po: "",
  meet: "",
  website: "",
};

beforeAll(async () => {
  await chainWithStore(database().db);
});

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#36c" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Phone owner" } })
    .toBuffer();

async function send(email: string, files: Buffer[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, email })) form.append(name, value);
  for (const [n, bytes] of files.entries()) {
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `s${n}.jpg`);
  }
  const request = new Request("http://localhost/service", { method: "POST", body: form });
  const result = await servicePage.action(routeArgs(request, database()) as never);
  return shownFormAnswer(result, servicePage.loader, database());
}

describe("photos with a service request", () => {
  it("are kept with the work order a contact's request becomes, re-encoded without metadata", async () => {
    expect((await send("fran@chain.example", [await photo(), await photo()])).status).toBe(200);
    const [order] = await database().db.select().from(workOrders);
    const photos = await database()
      .db.select()
      .from(workOrderPhotos)
      .where(eq(workOrderPhotos.workOrderId, order!.id));
    expect(photos.map((row) => row.source)).toEqual(["request", "request"]);
    const [file] = await database()
      .db.select()
      .from(storedFiles)
      .where(eq(storedFiles.id, photos[0]!.fileId));
    expect(file?.type).toBe("image/webp");
    expect((await sharp(file!.data).metadata()).exif).toBeUndefined();
  });

  it("refuse a file that is not a picture, keeping what was typed, and store nothing", async () => {
    const before = (await database().db.select().from(workOrders)).length;
    const refused = await send("fran@chain.example", [Buffer.from("%PDF-1.4 not a photo")]);
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({ values: { description: FIELDS.description } });
    expect(await database().db.select().from(workOrders)).toHaveLength(before);
  });

  it("a malformed multipart body is answered 4xx, never 500", async () => {
    const request = new Request("http://localhost/service", {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nFran',
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    const result = await servicePage.action(routeArgs(request, database()) as never);
    const answer = await shownFormAnswer(result, servicePage.loader, database());
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it("are not kept with a lead, and the answer is the same", async () => {
    const answer = await send("someone@example.com", [await photo()]);
    expect(answer.status).toBe(200);
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect(await database().db.select().from(workOrderPhotos)).toHaveLength(2);
  });
});
