import { describe, expect, it } from "vitest";
import { softwareMenu } from "~/site/content";
import { timings } from "~/site/timings";
import { counterFrames, FEATURE_IDS, features, figures, formatFigure } from "./features-content";

describe("the feature catalogue", () => {
  it("has the product's ten cards (docs/product.md#features-page) in order, each complete", () => {
    expect(features.map((feature) => feature.id)).toEqual([
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
    ]);
    for (const feature of features) {
      expect(feature.title.length).toBeGreaterThan(0);
      expect(feature.subtitle.length).toBeGreaterThan(0);
      expect(feature.description.length).toBeGreaterThan(80);
      expect(feature.features.length).toBeGreaterThanOrEqual(3);
      expect(feature.benefits.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has a card for every feature the header menu links to", () => {
    const linked = softwareMenu
      .flatMap((column) => column.items)
      .flatMap((item) => (item.href ? [item.href] : []));
    expect(linked).toHaveLength(FEATURE_IDS.length);
    for (const href of linked) {
      expect(FEATURE_IDS).toContain(href.replace("/features#", ""));
    }
  });
});

describe("the marketing figures", () => {
  it("read as the product gives them (docs/product.md#overview)", () => {
    expect(figures.map((figure) => formatFigure(figure, figure.value))).toEqual([
      "35%",
      "25%",
      "60%",
      "99.9%",
      "7-day",
      "100+",
    ]);
  });

  it("count up in 50 steps and end exactly on the figure", () => {
    for (const figure of figures) {
      const frames = counterFrames(figure.value, timings.counterSteps, figure.decimals);
      expect(frames).toHaveLength(50);
      expect(frames.at(-1)).toBe(figure.value);
      for (let index = 1; index < frames.length; index += 1) {
        expect(frames[index]!).toBeGreaterThanOrEqual(frames[index - 1]!);
      }
    }
    expect(counterFrames(99.9, 50, 1).slice(0, 2)).toEqual([2, 4]);
    expect(timings.counterStepMs).toBe(30);
  });
});
