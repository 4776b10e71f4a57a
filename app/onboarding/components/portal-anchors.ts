/**
 * The ids of the portal's two tab panels. The tracker's forms and links load a new page (plain
 * forms, docs/decisions/0009), so they point at the forms panel: the new page opens there, below
 * the login, instead of at its top.
 */
export const PORTAL_PANELS = {
  forms: "employment-forms",
  resources: "employee-resources",
} as const;

export const FORMS_PANEL_HASH = `#${PORTAL_PANELS.forms}`;
