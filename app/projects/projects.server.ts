import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { SERVICE_SLUGS, type ServiceSlug } from "~/site/page-table";
import { MARKETS, type Market } from "./markets";
import type { PublicProject } from "./present";
import type { ProjectInput } from "./project-form.server";
import { type ProjectPhotoRow, type ProjectRow, projectPhotos, projects } from "./projects.schema";

/** A project with its photos in their order: what the pages show. */
export interface ProjectWithPhotos extends ProjectRow {
  photos: ProjectPhotoRow[];
}

/** "Store #214 POS Rollout" → "store-214-pos-rollout": the project's address. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "project";
}

/** A slug no other project has: the title's, then -2, -3… */
async function freeSlug(db: DbOrTx, title: string, exceptId?: string): Promise<string> {
  const base = slugOf(title);
  const taken = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(sql`${projects.slug} = ${base} or ${projects.slug} like ${`${base}-%`}`);
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const columnsOf = (input: ProjectInput) => ({
  title: input.title,
  market: input.market,
  services: input.services,
  city: input.city,
  state: input.state,
  year: input.year,
  figures: input.figures,
  summaryEn: input.summaryEn,
  summaryEs: input.summaryEs,
  storyEn: input.storyEn,
  storyEs: input.storyEs,
  clientName: input.clientName,
  clientNamingApproved: input.clientNamingApproved,
  quoteText: input.quoteText,
  quoteName: input.quoteName,
  quoteRole: input.quoteRole,
  office: input.office,
  published: input.published,
});

/** Stores a new project (its slug from its title), with its audit entry. */
export async function createProject(
  db: Database,
  input: ProjectInput,
  actor: AuditActor,
  now = new Date(),
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        ...columnsOf(input),
        slug: await freeSlug(tx, input.title),
        publishedAt: input.published ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("the project was not stored");
    await recordAudit(tx, actor, "project.create", row.id, { title: row.title });
    return row;
  });
}

/**
 * Saves the admin's changes; the slug stays (links keep working), the version grows (a new
 * social image). Publishing the first time dates it.
 */
export async function updateProject(
  db: Database,
  id: string,
  input: ProjectInput,
  actor: AuditActor,
  now = new Date(),
): Promise<ProjectRow | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(eq(projects.id, id));
    if (!current) return null;
    const [row] = await tx
      .update(projects)
      .set({
        ...columnsOf(input),
        publishedAt: input.published ? (current.publishedAt ?? now) : current.publishedAt,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(projects.id, id))
      .returning();
    await recordAudit(tx, actor, "project.update", id, {
      title: input.title,
      published: input.published,
    });
    return row ?? null;
  });
}

/** A change of the photos: the version grows, so the social image is drawn anew. */
export async function touchProject(db: DbOrTx, id: string, now = new Date()): Promise<void> {
  await db
    .update(projects)
    .set({ version: sql`${projects.version} + 1`, updatedAt: now })
    .where(eq(projects.id, id));
}

export async function projectById(db: DbOrTx, id: string): Promise<ProjectWithPhotos | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row ? ((await withPhotos(db, [row]))[0] ?? null) : null;
}

/** Every project for the admin's list, newest first. */
export function allProjects(db: DbOrTx): Promise<ProjectRow[]> {
  return db.select().from(projects).orderBy(desc(projects.updatedAt));
}

async function withPhotos(db: DbOrTx, rows: ProjectRow[]): Promise<ProjectWithPhotos[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(projectPhotos)
    .where(
      inArray(
        projectPhotos.projectId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(projectPhotos.position, projectPhotos.createdAt);
  return rows.map((row) => ({
    ...row,
    photos: photos.filter((photo) => photo.projectId === row.id),
  }));
}

interface ProjectQuery {
  /** An office name of the company profile (the office pages' projects). */
  office?: string;
  service?: ServiceSlug;
  market?: Market;
  limit?: number;
}

/** The published projects, latest first (by year, then publication), with their photos. */
export async function publishedProjects(
  db: DbOrTx,
  query: ProjectQuery = {},
): Promise<ProjectWithPhotos[]> {
  const conditions = [eq(projects.published, true)];
  if (query.office) conditions.push(eq(projects.office, query.office));
  if (query.market) conditions.push(eq(projects.market, query.market));
  if (query.service) {
    conditions.push(sql`${projects.services} @> ${JSON.stringify([query.service])}::jsonb`);
  }
  const rows = await db
    .select()
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.year), desc(projects.publishedAt))
    .limit(Math.min(query.limit ?? 200, 200));
  return withPhotos(db, rows);
}

/** A published project by its address, or null (a draft is nobody's page). */
export async function publishedProjectBySlug(
  db: DbOrTx,
  slug: string,
): Promise<ProjectWithPhotos | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), eq(projects.published, true)));
  return row ? ((await withPhotos(db, [row]))[0] ?? null) : null;
}

/** What the published projects back: the markets and services some project shows. */
interface ProjectCoverage {
  markets: Market[];
  services: ServiceSlug[];
}

/**
 * The markets and services of the published projects, in the order the site lists them: the
 * home page's claims link to the projects that back them, and only to those (a link to an empty
 * list backs nothing).
 */
export async function publishedCoverage(db: DbOrTx): Promise<ProjectCoverage> {
  const rows = await db
    .selectDistinct({ market: projects.market, services: projects.services })
    .from(projects)
    .where(eq(projects.published, true));
  const markets = new Set(rows.map((row) => row.market));
  const services = new Set(rows.flatMap((row) => row.services));
  return {
    markets: MARKETS.filter((market) => markets.has(market)),
    services: SERVICE_SLUGS.filter((slug) => services.has(slug)),
  };
}

/** The published projects' addresses, for the sitemap. */
export async function publishedSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(projects.slug);
  return rows.map((row) => row.slug);
}

/**
 * What a public page may carry of a project: the client's name only when the client approved
 * it (an unapproved name never reaches a page, not even in its data), photos without their ids.
 */
export function toPublicProject(project: ProjectWithPhotos): PublicProject {
  const approved = project.clientNamingApproved && Boolean(project.clientName);
  return {
    slug: project.slug,
    title: project.title,
    market: project.market,
    services: project.services,
    city: project.city,
    state: project.state,
    year: project.year,
    figures: project.figures,
    summaryEn: project.summaryEn,
    summaryEs: project.summaryEs,
    storyEn: project.storyEn,
    storyEs: project.storyEs,
    clientName: approved ? project.clientName : null,
    clientNamingApproved: approved,
    quoteText: project.quoteText,
    quoteName: project.quoteText ? project.quoteName : null,
    quoteRole: project.quoteText ? project.quoteRole : null,
    version: project.version,
    publishedAt: project.publishedAt,
    updatedAt: project.updatedAt,
    photos: project.photos.map(({ alt, width, height, variants }) => ({
      alt,
      width,
      height,
      variants,
    })),
  };
}
