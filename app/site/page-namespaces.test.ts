import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "~/i18n/messages/en";
import { ADMIN_NAMESPACES, SHELL_NAMESPACES } from "~/i18n/page";
import type { Namespace } from "~/i18n/translator";
import { PAGE_NAMESPACES } from "./pages";

const NAMESPACES = Object.keys(en) as Namespace[];

/** The namespaces whose keys a source file names in its own code ("auth.account.title"). */
function namespacesNamedIn(file: string): Namespace[] {
  const source = readFileSync(path.join(import.meta.dirname, "..", file), "utf8");
  const pattern = new RegExp(`["'\`](${NAMESPACES.join("|")})\\.([A-Za-z][\\w.]*)`, "g");
  return [
    ...new Set(
      [...source.matchAll(pattern)]
        .filter(([, namespace, key]) =>
          Object.keys(en[namespace as Namespace]).some((known) => known.startsWith(key ?? "")),
        )
        .map(([, namespace]) => namespace as Namespace),
    ),
  ];
}

/**
 * What each trimmed page's own code and its frame name, file by file (the e2e specs check the
 * rendered pages for raw keys: tests/e2e/spanish-forms.spec.ts, `rawKeysShown`).
 */
describe("the trimmed pages receive every namespace their code names", () => {
  const frame = [
    "root.tsx",
    "layout/SiteHeader.tsx",
    "layout/LanguageSelect.tsx",
    "layout/SiteFooter.tsx",
    "layout/FooterTeamPortal.tsx",
    "layout/ErrorPage.tsx",
  ];
  const pages: Record<string, string[]> = {
    "/team/employees/hub": [
      "onboarding/routes/employee-hub.tsx",
      "accounts/components/SignOutButton.tsx",
    ],
    "/employees/info": [
      "accounts/routes/employee-info.tsx",
      "accounts/components/SignOutButton.tsx",
      "accounts/components/NewPasswordFields.tsx",
      "accounts/passwords/password.validation.ts",
      "forms/fields.tsx",
    ],
    "/dashboard": ["auth/routes/dashboard.tsx"],
    "/logout": ["accounts/routes/logout.tsx"],
    "/team/work-orders": ["service/routes/team-work-orders.tsx"],
    "/team/work-orders/:workOrderId": [
      "service/routes/team-work-order.tsx",
      "service/components/SignaturePad.tsx",
      "forms/fields.tsx",
      "forms/FormBanner.tsx",
      "ui/OutsideLink.tsx",
    ],
  };

  it("lists every trimmed page here", () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(PAGE_NAMESPACES).sort());
  });

  it("sends the frame's namespaces to the admin area and to every trimmed page", () => {
    // The root's social image text (`seo`) is asked for with `has`: English without it.
    const named = frame.flatMap(namespacesNamedIn).filter((namespace) => namespace !== "seo");
    for (const namespace of named) expect(SHELL_NAMESPACES).toContain(namespace);
    for (const namespaces of [ADMIN_NAMESPACES, ...Object.values(PAGE_NAMESPACES)]) {
      expect(namespaces).toEqual(expect.arrayContaining([...SHELL_NAMESPACES]));
    }
  });

  for (const [page, files] of Object.entries(pages)) {
    it(`sends ${page} what its files name`, () => {
      for (const file of files) {
        for (const namespace of namespacesNamedIn(file)) {
          expect(PAGE_NAMESPACES[page], `${file}: ${namespace}`).toContain(namespace);
        }
      }
    });
  }
});
