/** Timings and thresholds of SPEC.md section 9, in one place. Milliseconds unless named. */
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
} as const;
