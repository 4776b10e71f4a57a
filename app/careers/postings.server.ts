import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import type { EmploymentType } from "./careers";
import { type JobPostingRow, jobPostings } from "./careers.schema";
import type { PostingForm } from "./careers.validation";

/** A posting's address part: its title in lower-case words, and a few random letters. */
export function postingSlug(title: string): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return `${words || "job"}-${randomBytes(3).toString("hex")}`;
}

function publishedAtFor(form: PostingForm, current?: JobPostingRow): Date | null {
  if (current?.publishedAt) return current.publishedAt;
  return form.status === "published" ? new Date() : null;
}

export async function createPosting(db: DbOrTx, form: PostingForm): Promise<JobPostingRow> {
  const [row] = await db
    .insert(jobPostings)
    .values({ ...form, slug: postingSlug(form.title), publishedAt: publishedAtFor(form) })
    .returning();
  if (!row) throw new Error("the posting was not stored");
  return row;
}

export async function updatePosting(
  db: DbOrTx,
  current: JobPostingRow,
  form: PostingForm,
): Promise<void> {
  await db
    .update(jobPostings)
    .set({ ...form, publishedAt: publishedAtFor(form, current), updatedAt: new Date() })
    .where(eq(jobPostings.id, current.id));
}

export async function findPosting(db: DbOrTx, id: string): Promise<JobPostingRow | undefined> {
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
  return row;
}

export async function findPostingBySlug(
  db: DbOrTx,
  slug: string,
): Promise<JobPostingRow | undefined> {
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.slug, slug));
  return row;
}

/** Every posting for the admin, newest first. */
export function listPostings(db: DbOrTx): Promise<JobPostingRow[]> {
  return db.select().from(jobPostings).orderBy(desc(jobPostings.createdAt));
}

export interface OpenPostingFilter {
  officeId?: string;
  employmentType?: EmploymentType;
}

/** The postings /careers shows on a day: published, not past their closing date. */
export function listOpenPostings(
  db: DbOrTx,
  today: string,
  filter: OpenPostingFilter = {},
): Promise<JobPostingRow[]> {
  const conditions = [eq(jobPostings.status, "published"), gte(jobPostings.closesOn, today)];
  if (filter.officeId) conditions.push(eq(jobPostings.officeId, filter.officeId));
  if (filter.employmentType) conditions.push(eq(jobPostings.employmentType, filter.employmentType));
  return db
    .select()
    .from(jobPostings)
    .where(and(...conditions))
    .orderBy(asc(jobPostings.closesOn), asc(jobPostings.title));
}

/** The open postings' slugs, for the sitemap (app/marketing/routes/sitemap.ts). */
export async function openPostingSlugs(db: DbOrTx, today: string): Promise<string[]> {
  const rows = await db
    .select({ slug: jobPostings.slug })
    .from(jobPostings)
    .where(and(eq(jobPostings.status, "published"), gte(jobPostings.closesOn, today)))
    .orderBy(asc(jobPostings.slug));
  return rows.map((row) => row.slug);
}
