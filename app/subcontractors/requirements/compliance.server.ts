import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { complianceNow } from "../clock.server";
import {
  type SubcontractorDocumentRow,
  type SubcontractorRow,
  subcontractorDocuments,
} from "../subcontractors.schema";
import type { RequirementView } from "./requirements";
import { requirementsOf } from "./requirements.server";
import {
  type ItemState,
  isoDay,
  itemState,
  latestByRequirement,
  overallStatus,
  type SubcontractorStatus,
} from "./status";

/** One requirement beside its newest document. */
export interface ItemView {
  requirement: RequirementView;
  state: ItemState;
  document: SubcontractorDocumentRow | null;
}

interface ComplianceView {
  items: ItemView[];
  status: SubcontractorStatus;
}

/** Where each of the subcontractor's requirements stands today. */
export async function complianceOf(
  db: DbOrTx,
  row: SubcontractorRow,
  now = complianceNow(),
): Promise<ComplianceView> {
  const items = await requirementsOf(db, row.setId);
  const documents = await db
    .select()
    .from(subcontractorDocuments)
    .where(eq(subcontractorDocuments.subcontractorId, row.id));
  const latest = latestByRequirement(documents);
  const today = isoDay(now);
  const views = items.map((requirement) => {
    const document = latest.get(requirement.id) ?? null;
    return { requirement, document, state: itemState(document ?? undefined, today) };
  });
  return {
    items: views,
    status: overallStatus(
      views.map((view) => view.state),
      row.remindersSent,
    ),
  };
}

/** The states that ask the subcontractor for a document. */
const TO_SEND: readonly ItemState[] = ["missing", "rejected", "expired", "expiring"];

/** The items the subcontractor still has to send (or send again). */
export function itemsToSend(compliance: ComplianceView): ItemView[] {
  return compliance.items.filter((item) => TO_SEND.includes(item.state));
}
