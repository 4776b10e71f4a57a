/** Timings and thresholds (docs/product.md#timings), in one place. Milliseconds unless named. */
export const timings = {
  megaMenuCloseDelayMs: 500,
  teamMenuCloseDelayMs: 300,
  headerScrolledThresholdPx: 10,
  sectionDetectionOffsetPx: 100,
  anchorScrollWaitMs: 10_000,
  heroParallaxFactor: 0.5,
  cardStaggerMs: 100,
  statStaggerMs: 150,
  sectionRevealThreshold: 0.1,
  counterSteps: 50,
  counterStepMs: 30,
  successBannerMs: 3_000,
  errorBannerMs: 5_000,
  toastMs: 5_000,
  /** Admin progress refresh and the background form sync: every 5 minutes. */
  adminRefreshMs: 300_000,
  onboardingSyncIntervalMs: 300_000,
  /** A tracker check syncs first when the last sync attempt is older than this. */
  onboardingStaleAfterMs: 60_000,
  /** How long a page waits for that sync before showing the last synced data. */
  onboardingSyncWaitMs: 4_000,
} as const;
