import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "~/files/files.schema";
import { useTestDatabase } from "../../tests/support/database";
import { addPhoto, processPhoto, removePhoto } from "./photos.server";
import { type ProjectInput, readProjectForm } from "./project-form.server";
import { projectPhotos, projects } from "./projects.schema";
import {
  createProject,
  projectById,
  publishedCoverage,
  publishedProjectBySlug,
  publishedProjects,
  publishedSlugs,
  slugOf,
  updateProject,
} from "./projects.server";

const database = useTestDatabase();
const actor = { id: null, email: "admin@example.com" };

beforeEach(async () => {
  await database().db.delete(projectPhotos);
  await database().db.delete(projects);
  await database().db.delete(storedFiles);
});

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const VALID = {
  title: "Store 214 POS Rollout",
  market: "retail",
  services: ["pos-systems", "copper-fiber"],
  city: "Glendora",
  state: "CA",
  year: "2025",
  "figureLabel.0": "Drops",
  "figureValue.0": "240",
  summaryEn: "Forty lanes moved to new terminals overnight.",
  storyEn: "We cabled and installed every lane.\nThe store never closed.",
  clientName: "Big Box Stores Inc.",
  quoteText: "They finished before we opened.",
  quoteName: "Dana Ruiz",
  quoteRole: "Facilities Director",
  office: "Headquarters",
  published: "on",
};

function validInput(overrides: Record<string, string | string[]> = {}): ProjectInput {
  const { result } = readProjectForm(formOf({ ...VALID, ...overrides }), ["Headquarters"]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.project;
}

describe("the project form", () => {
  it("reads a whole project, figures as pairs", () => {
    const input = validInput();
    expect(input).toMatchObject({
      market: "retail",
      services: ["pos-systems", "copper-fiber"],
      year: 2025,
      figures: [{ label: "Drops", value: "240" }],
      clientNamingApproved: false,
      published: true,
      summaryEs: null,
    });
  });

  it("names each problem beside its field and keeps what was typed", () => {
    const { values, result } = readProjectForm(
      formOf({
        ...VALID,
        title: "<b>x</b>",
        market: "casinos",
        services: ["plumbing"],
        year: "25",
        "figureLabel.1": "Amps",
      }),
      ["Headquarters"],
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["figureValue.1", "market", "services", "title", "year"].sort(),
    );
    expect(values.title).toBe("<b>x</b>");
  });

  it("asks who gave a quote, and a name for an approved client", () => {
    const { result } = readProjectForm(
      formOf({ ...VALID, quoteName: "", clientName: "", clientNamingApproved: "on" }),
      ["Headquarters"],
    );
    expect(result.ok || Object.keys(result.errors).sort()).toEqual(["clientName", "quoteName"]);
  });

  it("refuses an office the profile does not have", () => {
    const { result } = readProjectForm(formOf({ ...VALID, office: "Nowhere" }), ["Headquarters"]);
    expect(result).toEqual({ ok: false, errors: { office: "Choose an office of the profile" } });
  });
});

describe("projects", () => {
  it("gives each project its own address from its title", async () => {
    const db = database().db;
    const first = await createProject(db, validInput(), actor);
    const second = await createProject(db, validInput(), actor);
    expect([first.slug, second.slug]).toEqual(["store-214-pos-rollout", "store-214-pos-rollout-2"]);
    expect(slugOf("Café Niño — Phase 2!")).toBe("cafe-nino-phase-2");
  });

  it("lists only published projects, filtered by office, service and market", async () => {
    const db = database().db;
    await createProject(db, validInput(), actor);
    await createProject(db, validInput({ title: "Draft job", published: "" }), actor);
    await createProject(
      db,
      validInput({ title: "Bank vault", market: "banking", services: ["3phase"], office: "" }),
      actor,
    );
    const titles = async (query: Parameters<typeof publishedProjects>[1]) =>
      (await publishedProjects(db, query)).map((project) => project.title).sort();
    expect(await titles({})).toEqual(["Bank vault", "Store 214 POS Rollout"]);
    expect(await titles({ market: "banking" })).toEqual(["Bank vault"]);
    expect(await titles({ service: "pos-systems" })).toEqual(["Store 214 POS Rollout"]);
    expect(await titles({ office: "Headquarters" })).toEqual(["Store 214 POS Rollout"]);
    expect(await titles({ limit: 1 })).toHaveLength(1);
    expect(await publishedSlugs(db)).toEqual(["bank-vault", "store-214-pos-rollout"]);
    expect(await publishedProjectBySlug(db, "draft-job")).toBeNull();
  });

  it("says which markets and services the published projects back, drafts left out", async () => {
    const db = database().db;
    expect(await publishedCoverage(db)).toEqual({ markets: [], services: [] });
    await createProject(db, validInput(), actor);
    await createProject(
      db,
      validInput({ title: "Draft vault", market: "banking", services: ["3phase"], published: "" }),
      actor,
    );
    expect(await publishedCoverage(db)).toEqual({
      markets: ["retail"],
      services: ["copper-fiber", "pos-systems"],
    });
  });

  it("keeps the address on a change and counts versions; photos are stored and removed", async () => {
    const db = database().db;
    const project = await createProject(db, validInput(), actor);
    await updateProject(db, project.id, validInput({ title: "Renamed" }), actor);
    const photo = await processPhoto(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#333" } })
        .jpeg()
        .toBuffer(),
    );
    if (!photo.ok) throw new Error(photo.message);
    await addPhoto(db, project.id, photo, "Lanes", project.slug, null);
    const stored = await projectById(db, project.id);
    expect(stored).toMatchObject({ slug: "store-214-pos-rollout", title: "Renamed", version: 3 });
    // An 800-pixel photo: 480 and 720, then its own width, each as AVIF and WebP.
    expect(stored?.photos.map((row) => [row.alt, row.variants.length])).toEqual([["Lanes", 6]]);
    expect(await db.select().from(storedFiles)).toHaveLength(6);
    await removePhoto(db, project.id, stored?.photos[0]?.id ?? "");
    expect(await db.select().from(storedFiles)).toHaveLength(0);
  });
});
