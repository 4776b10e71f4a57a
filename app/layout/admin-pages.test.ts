import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { uploadLimitOf } from "../../server/security";
import { ADMIN_AREA, ADMIN_PAGES, adminPages, isAdminAreaPath } from "./admin-area";

/** Every route under a config entry, flattened. */
type Entry = { id?: string; path?: string; file: string; children?: Entry[] };
const flatten = (entries: Entry[]): Entry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

/** A row's path with each `:name` given a value. */
const sample = (path: string) => path.replace(/:[^/]+/g, "0b6f0d1e-0000-4000-8000-000000000000");

describe("the admin-page table", () => {
  const layout = flatten(routes as Entry[]).find((entry) => entry.id === ADMIN_AREA);

  it("is the admin layout's routes, one per row, and nothing else", () => {
    const children = (layout?.children ?? []).map((child) => [`/${child.path}`, child.file]);
    expect(children).toEqual(ADMIN_PAGES.map((page) => [page.path, page.module]));
  });

  it("makes each row an admin-area page, in any letter case, and nothing beside them", () => {
    for (const page of ADMIN_PAGES) {
      expect(isAdminAreaPath(sample(page.path)), page.path).toBe(true);
      expect(isAdminAreaPath(sample(page.path).toUpperCase()), page.path).toBe(true);
    }
    for (const other of [
      "/admin",
      "/admin/login",
      "/admin/setup",
      "/admin/nothing",
      "/administer",
    ]) {
      expect(isAdminAreaPath(other), other).toBe(false);
    }
  });

  it("puts the rows with a label in the navigation, in order, with their permission", () => {
    expect(adminPages).toEqual(
      ADMIN_PAGES.filter((page) => page.nav).map((page) => ({
        to: page.path,
        label: page.nav,
        permission: page.permission,
      })),
    );
  });

  it("gives each row that takes files its body limit, with and without JavaScript", () => {
    for (const page of ADMIN_PAGES) {
      const path = sample(page.path);
      expect(uploadLimitOf(path), path).toBe(page.maxBodyBytes);
      expect(uploadLimitOf(`${path}.data`), path).toBe(page.maxBodyBytes);
    }
    expect(ADMIN_PAGES.filter((page) => page.maxBodyBytes).length).toBeGreaterThan(0);
  });
});
