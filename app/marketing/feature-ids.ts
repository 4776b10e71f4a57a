/**
 * The ids of the feature cards, in page order: the anchors of /features#{id}. A module of its own,
 * without icons or React, so that the end-to-end tests can walk the same list.
 */
export const FEATURE_IDS = [
  "estimation",
  "jobs",
  "orders",
  "agreements",
  "scheduling",
  "financial",
  "expenses",
  "analytics",
  "customers",
  "support",
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];
