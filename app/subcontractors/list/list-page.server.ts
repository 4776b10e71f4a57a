import type { DbOrTx } from "~/db/client.server";
import { listRequirementSets } from "../requirements/requirements.server";
import {
  documentRetentionYears,
  RETENTION_YEARS_CHOICES,
  removedCount,
} from "../retention/retention.server";
import type { ListFilter } from "./list";
import { listSubcontractorsPage } from "./list.server";

/**
 * The office's list of subcontractors: one page of the filtered list, the requirement sets, and
 * how long removed subcontractors' documents are kept (which only an admin may change).
 */
export async function subcontractorsPage(db: DbOrTx, filter: ListFilter, isAdmin: boolean) {
  const list = await listSubcontractorsPage(db, filter);
  return {
    retention: {
      years: await documentRetentionYears(db),
      removed: await removedCount(db),
      mayChange: isAdmin,
      choices: RETENTION_YEARS_CHOICES,
    },
    sets: await listRequirementSets(db),
    subcontractors: list.rows,
    total: list.total,
    trades: list.trades,
    filter,
  };
}
