import { describe, expect, it } from "vitest";
import { FORM_DEFINITIONS, progressPercent, REQUIRED_FORM_NAMES } from "../catalogue";
import {
  hostedFormUrl,
  JOTFORM_API_BASES,
  localizedSettings,
  parseOnboardingSettings,
} from "./settings.server";

const ids = Array.from({ length: 20 }, (_, i) => String(250_000_000_000_001 + i));

describe("the catalogue", () => {
  it("holds the product's 20 forms (docs/product.md#new-hires-portal) in order, labelled 'Form N: Name'", () => {
    expect(FORM_DEFINITIONS.map((form) => form.label)).toEqual([
      "Form 1: W-4",
      "Form 2: Allowance Certificate",
      "Form 3: I-9",
      "Form 4: Direct Deposit",
      "Form 5: Emergency Contact",
      "Form 6: NDA",
      "Form 7: Background",
      "Form 8: DMV Auth",
      "Form 9: Meal & Rest",
      "Form 10: Over-Time Policy",
      "Form 11: Unauthorized Work",
      "Form 12: Declination",
      "Form 13: Workers' Comp",
      "Form 14: MPN Notice",
      "Form 15: Anthem",
      "Form 16: Health Insurance",
      "Form 17: Disability Info",
      "Form 18: Paid Family Leave",
      "Form 19: Rights of Victims",
      "Form 20: Sexual Harassment",
    ]);
  });

  it("marks the first 12 as required and the last 8 as pamphlets and notices", () => {
    expect(FORM_DEFINITIONS.filter((form) => form.kind === "required")).toHaveLength(12);
    expect(FORM_DEFINITIONS.filter((form) => form.kind === "notice").map((f) => f.number)).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(REQUIRED_FORM_NAMES).toHaveLength(12);
  });

  it("rounds the percentage of 20", () => {
    expect([0, 1, 3, 7, 13, 20].map(progressPercent)).toEqual([0, 5, 15, 35, 65, 100]);
  });
});

describe("JOTFORM_* settings", () => {
  it("defaults to the standard API base and the hosted form page", () => {
    const settings = parseOnboardingSettings({
      JOTFORM_API_KEY: "key",
      JOTFORM_FORM_IDS: ids.join(", "),
    });
    expect(settings).toMatchObject({
      apiKey: "key",
      apiBase: JOTFORM_API_BASES.standard,
      formsConfigured: true,
      problems: [],
    });
    expect(settings.catalogue[0]).toMatchObject({
      providerId: ids[0],
      url: `https://form.jotform.com/${ids[0]}`,
    });
    expect(settings.catalogue[19]?.url).toBe(`https://form.jotform.com/${ids[19]}`);
  });

  it("takes the EU or HIPAA base, and a form base with or without {id}", () => {
    const eu = parseOnboardingSettings({
      JOTFORM_API_BASE: "https://eu-api.jotform.com/",
      JOTFORM_FORM_IDS: ids.join(","),
      JOTFORM_FORM_BASE: "https://forms.example.com/forms",
    });
    expect(eu.apiBase).toBe(JOTFORM_API_BASES.eu);
    expect(eu.catalogue[1]?.url).toBe(`https://forms.example.com/forms/${ids[1]}`);
    expect(hostedFormUrl("https://hipaa.jotform.com/{id}?lang=en", "123")).toBe(
      "https://hipaa.jotform.com/123?lang=en",
    );
  });

  it.each([
    [ids.slice(0, 19).join(","), "JOTFORM_FORM_IDS must list exactly 20 form ids"],
    [[...ids.slice(0, 19), ids[0]].join(","), "JOTFORM_FORM_IDS lists the same form id twice"],
    [[...ids.slice(0, 19), "../admin"].join(","), "each form id must be letters and digits only"],
  ])("explains a bad JOTFORM_FORM_IDS and leaves the links off", (value, message) => {
    const settings = parseOnboardingSettings({ JOTFORM_FORM_IDS: value });
    expect(settings.problems.join(" ")).toContain(message);
    expect(settings.formsConfigured).toBe(false);
    expect(settings.catalogue.every((form) => form.url === undefined)).toBe(true);
  });

  it("names the missing JOTFORM_FORM_IDS and refuses an API base that is not a URL", () => {
    const settings = parseOnboardingSettings({ JOTFORM_API_KEY: "k", JOTFORM_API_BASE: "nope" });
    expect(settings.problems).toEqual([
      "JOTFORM_API_BASE must be an http(s) URL",
      expect.stringContaining("JOTFORM_FORM_IDS is not set"),
    ]);
    expect(settings.apiKey).toBeUndefined();
  });

  it("joins the Spanish version of each form, and the Spanish portal links it", () => {
    const spanish = ids.map((id) => `9${id}`);
    const settings = parseOnboardingSettings({
      JOTFORM_FORM_IDS: ids.join(","),
      JOTFORM_FORM_IDS_ES: spanish.join(","),
    });
    expect(settings.problems).toEqual([]);
    expect(settings.catalogue[0]).toMatchObject({
      providerId: ids[0],
      url: `https://form.jotform.com/${ids[0]}`,
      spanishProviderId: spanish[0],
      spanishUrl: `https://form.jotform.com/${spanish[0]}`,
    });
    expect(localizedSettings(settings, "es").catalogue[19]?.url).toBe(
      `https://form.jotform.com/${spanish[19]}`,
    );
    expect(localizedSettings(settings, "en")).toBe(settings);
  });

  it("links the English form where the Spanish list repeats its id (no Spanish version)", () => {
    const spanish = [ids[0]!, ...ids.slice(1).map((id) => `9${id}`)];
    const settings = parseOnboardingSettings({
      JOTFORM_FORM_IDS: ids.join(","),
      JOTFORM_FORM_IDS_ES: spanish.join(","),
    });
    expect(settings.catalogue[0]?.spanishProviderId).toBeUndefined();
    expect(localizedSettings(settings, "es").catalogue[0]?.url).toBe(
      `https://form.jotform.com/${ids[0]}`,
    );
    expect(localizedSettings(settings, "es").catalogue[1]?.url).toBe(
      `https://form.jotform.com/9${ids[1]}`,
    );
  });

  it("explains a bad JOTFORM_FORM_IDS_ES and leaves the English forms as they are", () => {
    const settings = parseOnboardingSettings({
      JOTFORM_FORM_IDS: ids.join(","),
      JOTFORM_FORM_IDS_ES: ids.slice(1).join(","),
    });
    expect(settings.problems.join(" ")).toContain(
      "JOTFORM_FORM_IDS_ES must list exactly 20 form ids",
    );
    expect(settings.formsConfigured).toBe(true);
    expect(settings.catalogue.every((form) => form.spanishUrl === undefined)).toBe(true);
  });
});
