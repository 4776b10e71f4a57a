import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AuditActor } from "~/audit/audit.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { requirementSets, requirements } from "../subcontractors.schema";
import type { requirementItemSchema } from "../subcontractors.validation";
import { COI_LIMITS, type RequirementKind, type RequirementView } from "./requirements";

/** A requirement set with its items, in the office's order. */
export interface RequirementSetView {
  id: string;
  name: string;
  items: RequirementView[];
}

/** Every set with its items, sets by name. */
export async function listRequirementSets(db: DbOrTx): Promise<RequirementSetView[]> {
  const sets = await db.select().from(requirementSets).orderBy(asc(requirementSets.name));
  const items = await db
    .select()
    .from(requirements)
    .orderBy(asc(requirements.position), asc(requirements.createdAt));
  return sets.map((set) => ({
    id: set.id,
    name: set.name,
    items: items.filter((item) => item.setId === set.id).map(toView),
  }));
}

/** The items of one set. */
export async function requirementsOf(db: DbOrTx, setId: string): Promise<RequirementView[]> {
  const rows = await db
    .select()
    .from(requirements)
    .where(eq(requirements.setId, setId))
    .orderBy(asc(requirements.position), asc(requirements.createdAt));
  return rows.map(toView);
}

function toView(row: typeof requirements.$inferSelect): RequirementView {
  return {
    id: row.id,
    kind: row.kind as RequirementKind,
    title: row.title,
    description: row.description,
    details: row.details,
  };
}

/** A new set; null when one of that name exists. */
export async function createRequirementSet(
  db: Database,
  actor: AuditActor,
  name: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requirementSets)
      .values({ name })
      .onConflictDoNothing()
      .returning({ id: requirementSets.id });
    if (!row) return null;
    await recordAudit(tx, actor, "subcontractors.set.create", row.id, { name });
    return row.id;
  });
}

type ItemInput = z.infer<typeof requirementItemSchema>;

/** What the office set for an item, kept with it: only what its kind uses. */
function itemDetails(input: ItemInput): Record<string, string> {
  const details: Record<string, string> = {};
  if (input.kind === "coi") {
    for (const name of COI_LIMITS) {
      const value = input[name];
      if (value !== undefined) details[name] = String(value);
    }
    if (input.additionalInsured === "on") details.additionalInsured = "yes";
    if (input.waiver === "on") details.waiver = "yes";
    if (input.holderWording) details.holderWording = input.holderWording;
  }
  if (input.kind === "license" && input.licenseClass) details.licenseClass = input.licenseClass;
  if (input.kind === "other") details.heading = input.heading;
  return details;
}

/**
 * Adds an item at the end of its set: "set" when the set is gone, "exists" when the set has an
 * item of that kind and title already (a second press adds nothing). The set's row is locked
 * meanwhile, so that two presses at once add one item.
 */
export async function addRequirement(
  db: Database,
  actor: AuditActor,
  input: ItemInput,
  title: string,
): Promise<"added" | "set" | "exists"> {
  return db.transaction(async (tx) => {
    const [set] = await tx
      .select({ id: requirementSets.id })
      .from(requirementSets)
      .where(eq(requirementSets.id, input.setId))
      .for("update");
    if (!set) return "set";
    const [same] = await tx
      .select({ id: requirements.id })
      .from(requirements)
      .where(
        and(
          eq(requirements.setId, set.id),
          eq(requirements.kind, input.kind),
          sql`lower(${requirements.title}) = ${title.toLowerCase()}`,
        ),
      );
    if (same) return "exists";
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${requirements.position}), 0)` })
      .from(requirements)
      .where(eq(requirements.setId, set.id));
    const [row] = await tx
      .insert(requirements)
      .values({
        setId: set.id,
        kind: input.kind,
        title,
        description: input.description,
        details: itemDetails(input),
        position: Number(last?.position ?? 0) + 1,
      })
      .returning({ id: requirements.id });
    await recordAudit(tx, actor, "subcontractors.requirement.add", row?.id, {
      set: set.id,
      kind: input.kind,
      title,
    });
    return "added";
  });
}

/** Removes an item (and the documents sent for it); false when it was gone. */
export async function removeRequirement(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(requirements)
      .where(eq(requirements.id, id))
      .returning({ title: requirements.title });
    if (removed.length === 0) return false;
    await recordAudit(tx, actor, "subcontractors.requirement.remove", id, {
      title: removed[0]?.title,
    });
    return true;
  });
}
