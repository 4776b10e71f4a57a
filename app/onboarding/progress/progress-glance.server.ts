import type { AppLoadContext } from "react-router";
import { personKey } from "~/auth/person-key";
import type { Viewer } from "~/auth/session.server";
import { FORM_COUNT } from "../catalogue";
import { personProgress } from "./progress.server";
import { onboardingDependencies } from "./tracker.server";

/** A signed-in employee's forms at a glance, from the last synced data; null without a name. */
export async function hubProgress(context: AppLoadContext, viewer: Viewer) {
  if (!viewer.firstName || !viewer.lastName) return null;
  const deps = onboardingDependencies(context);
  const progress = await personProgress(
    deps.db,
    deps.settings.catalogue,
    personKey(viewer.firstName, viewer.lastName),
  );
  return { completed: progress.completed, percent: progress.percent, total: FORM_COUNT };
}
