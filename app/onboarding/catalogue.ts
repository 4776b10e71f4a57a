/**
 * The 20 onboarding documents (docs/product.md#new-hires-portal), in order. The first 12 are
 * the required forms; the last 8 are pamphlets and notices the hire acknowledges.
 * Provider form ids are deployment settings (JOTFORM_FORM_IDS), joined in by `buildCatalogue`.
 */
export const FORM_COUNT = 20;

export type FormKind = "required" | "notice";

export interface FormDefinition {
  /** 1..20, the position in the list and in JOTFORM_FORM_IDS. */
  number: number;
  /** The short name the portal lists (docs/product.md#new-hires-portal). */
  name: string;
  /** 'Form N: Name', as the tracker shows it. */
  label: string;
  kind: FormKind;
  /** What the document is, for the Employee Resources tab. */
  description: string;
}

const DEFINITIONS: ReadonlyArray<{ name: string; description: string }> = [
  { name: "W-4", description: "Employee's Withholding Certificate (federal income tax)." },
  {
    name: "Allowance Certificate",
    description: "DE-4, Employee's Withholding Allowance Certificate (California income tax).",
  },
  {
    name: "I-9",
    description: "Employment Eligibility Verification, with your identity documents.",
  },
  { name: "Direct Deposit", description: "Bank account details for your paychecks." },
  { name: "Emergency Contact", description: "Who we call if something happens on the job." },
  { name: "NDA", description: "Non-disclosure agreement covering client sites and data." },
  { name: "Background", description: "Authorization for a background check." },
  {
    name: "DMV Auth",
    description: "DMV record release, for driving company or personal vehicles.",
  },
  { name: "Meal & Rest", description: "Acknowledgement of the meal and rest break policy." },
  { name: "Over-Time Policy", description: "Acknowledgement of the overtime approval policy." },
  {
    name: "Unauthorized Work",
    description: "Acknowledgement that un-assigned work is not performed or paid.",
  },
  { name: "Declination", description: "Declination of health coverage, if you opt out." },
  { name: "Workers' Comp", description: "Workers' compensation rights and benefits pamphlet." },
  { name: "MPN Notice", description: "Medical Provider Network notice for work injuries." },
  { name: "Anthem", description: "Anthem health plan information." },
  { name: "Health Insurance", description: "Health insurance marketplace notice." },
  { name: "Disability Info", description: "State disability insurance pamphlet." },
  { name: "Paid Family Leave", description: "Paid family leave pamphlet." },
  {
    name: "Rights of Victims",
    description: "Rights of victims of domestic violence, sexual assault and stalking.",
  },
  { name: "Sexual Harassment", description: "Sexual harassment prevention information." },
];

const REQUIRED_COUNT = 12;

export const FORM_DEFINITIONS: readonly FormDefinition[] = DEFINITIONS.map((form, index) => ({
  number: index + 1,
  name: form.name,
  label: `Form ${index + 1}: ${form.name}`,
  kind: index < REQUIRED_COUNT ? "required" : "notice",
  description: form.description,
}));

/** The 12 required forms, in catalogue order (docs/product.md#new-hires-portal). */
export const REQUIRED_FORM_NAMES = [
  "W-4",
  "DE-4",
  "I-9",
  "Direct Deposit",
  "Emergency Contact",
  "NDA",
  "Background Check",
  "DMV release",
  "Meal and Rest acknowledgement",
  "Overtime",
  "Un-Assigned Work",
  "Declination of Coverage",
] as const;

/** A catalogue row with its hosted form: undefined while JOTFORM_FORM_IDS is not set. */
export interface CatalogueForm extends FormDefinition {
  /** The form's id at the service; its submissions are stored under it, whatever the version. */
  providerId?: string;
  url?: string;
  /** Its Spanish version (JOTFORM_FORM_IDS_ES), when there is one: it counts as the same form. */
  spanishProviderId?: string;
  spanishUrl?: string;
}

/** Joins the definitions with the configured provider ids and the hosted-form link pattern. */
export function buildCatalogue(
  providerIds: readonly string[] | undefined,
  formUrl: (id: string) => string,
  spanishIds?: readonly string[],
): CatalogueForm[] {
  return FORM_DEFINITIONS.map((form) => {
    const providerId = providerIds?.[form.number - 1];
    if (!providerId) return { ...form };
    // The English id repeated in the Spanish list: this form has no Spanish version.
    const spanishProviderId = spanishIds?.[form.number - 1];
    const spanish =
      spanishProviderId && spanishProviderId !== providerId
        ? { spanishProviderId, spanishUrl: formUrl(spanishProviderId) }
        : {};
    return { ...form, providerId, url: formUrl(providerId), ...spanish };
  });
}

/** The provider ids of a form: its own, and its Spanish version's. */
export function providerIdsOf(form: CatalogueForm): string[] {
  return [form.providerId, form.spanishProviderId].filter((id): id is string => Boolean(id));
}

/** Progress percent: completed / 20, rounded (docs/product.md#new-hires-portal). */
export function progressPercent(completed: number): number {
  return Math.round((Math.min(Math.max(completed, 0), FORM_COUNT) / FORM_COUNT) * 100);
}
