import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { adminCookie, employeeCookie, withCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { pageRequest, routeArgs, settle, testContext } from "../../../tests/support/requests";
import { companyProfile } from "../company.schema";
import { exampleProfile } from "../profile";
import {
  ensureProfile,
  initialProfile,
  readProfileVersion,
  readStoredProfile,
} from "../profile.server";
import { action, loader } from "../routes/admin-company";
import { openCompanyStore } from "../store.server";
import { type ProfilePageData, profilePage } from "./admin.server";
import { formFieldNames, profileFormValues, sectionFieldNames } from "./profile-form.server";
import { PROFILE_SECTIONS, type ProfileSection } from "./profile-sections";

const database = useTestDatabase();
const actor = { id: "admin-id", email: "admin@example.com" };

// Each test starts as a fresh install: no profile stored yet.
beforeEach(async () => {
  await database().db.delete(companyProfile);
});

function writeJson(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "profile-")), "company.json");
  writeFileSync(file, content);
  return file;
}

describe("storing the company profile", () => {
  it("starts a fresh install from the profile given, once, at version 1", async () => {
    const first = await ensureProfile(database().db, exampleProfile);
    expect(first).toEqual({ profile: exampleProfile, version: 1, logo: null });
    const other = { ...exampleProfile, legalName: "Another Name" };
    // A second start (or a second process) keeps what is stored.
    expect((await ensureProfile(database().db, other)).profile.legalName).toBe(
      "Example Electric & Contracting",
    );
  });

  it("raises the version on every save and audits what changed", async () => {
    const store = await openCompanyStore(database().db, exampleProfile);
    let changes = 0;
    store.onChange(() => changes++);
    const saved = await store.save({ ...exampleProfile, mainPhone: "(555) 010-0142" }, actor);
    expect(saved.version).toBe(2);
    expect(store.facts().phone).toEqual({ display: "(555) 010-0142", tel: "+15550100142" });
    expect(changes).toBe(1);
    expect(await readProfileVersion(database().db)).toBe(2);
    const entries = await database().db.select().from(auditLog);
    expect(entries).toMatchObject([
      {
        action: "company.profile.update",
        actorEmail: "admin@example.com",
        details: { version: 2, changed: ["mainPhone"] },
      },
    ]);
  });

  it("lets another process see a save by polling the version", async () => {
    const here = await openCompanyStore(database().db, exampleProfile);
    const there = await openCompanyStore(database().db, exampleProfile);
    let seenThere = 0;
    there.onChange(() => seenThere++);
    expect(await there.poll()).toBe(false);
    await here.save({ ...exampleProfile, tagline: "New tagline" }, actor);
    expect(await there.poll()).toBe(true);
    expect(there.facts().tagline).toBe("New tagline");
    expect(seenThere).toBe(1);
    expect(await there.poll()).toBe(false);
  });
});

describe("the profile a fresh install starts from", () => {
  it("is the example without a file", async () => {
    expect(await initialProfile(undefined, exampleProfile)).toBe(exampleProfile);
  });

  it("is the file's profile when it passes the schema", async () => {
    const file = writeJson(JSON.stringify({ ...exampleProfile, legalName: "Acme Power" }));
    const profile = await initialProfile(file, exampleProfile);
    await ensureProfile(database().db, profile);
    expect((await readStoredProfile(database().db))?.profile.legalName).toBe("Acme Power");
  });

  it("stops the start naming the field and the reason for a wrong file", async () => {
    const bad = structuredClone(exampleProfile);
    bad.offices[0]!.zip = "nope";
    await expect(initialProfile(writeJson(JSON.stringify(bad)), exampleProfile)).rejects.toThrow(
      /COMPANY_PROFILE_FILE: .* offices\.0\.zip: ZIP must be 5 digits/,
    );
    await expect(initialProfile(writeJson("{ not json"), exampleProfile)).rejects.toThrow(
      /COMPANY_PROFILE_FILE: .* is not JSON/,
    );
    await expect(initialProfile("/no/such/file.json", exampleProfile)).rejects.toThrow(
      /COMPANY_PROFILE_FILE: cannot read \/no\/such\/file.json/,
    );
  });
});

/** The admin form as the browser posts it: the stored values, with `changes` typed over them. */
function profilePost(changes: Record<string, string>, cookie?: string) {
  const form = { ...profileFormValues(exampleProfile), intent: "save", ...changes };
  return pageRequest("/admin/company", { form, ...(cookie ? { cookie } : {}) });
}

describe("/admin/company", () => {
  it("refuses anonymous visitors and employees, and saves nothing for them", async () => {
    const anonymous = await settle(() =>
      action(routeArgs(profilePost({ mainPhone: "(555) 010-0142" }), database())),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    const employee = await employeeCookie(testContext(database()));
    for (const run of [
      () => action(routeArgs(profilePost({ mainPhone: "(555) 010-0142" }, employee), database())),
      () => loader(routeArgs(withCookie(pageRequest("/admin/company"), employee), database())),
    ]) {
      expect((await settle(run)).status).toBe(403);
    }
    expect(await readStoredProfile(database().db)).toBeNull();
  });

  it("saves an admin's change with its audit entry", async () => {
    const cookie = await adminCookie(testContext(database()));
    const answer = await settle(() =>
      action(
        routeArgs(
          profilePost(
            { mainPhone: "(555) 010-0142", "offices.0.hours.monday.closes": "18:00" },
            cookie,
          ),
          database(),
        ),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      message: "Saved: every page shows the new profile now.",
    });
    const stored = await readStoredProfile(database().db);
    expect(stored?.profile.mainPhone).toBe("(555) 010-0142");
    expect(stored?.profile.offices[0]?.hours.monday).toEqual({ opens: "09:00", closes: "18:00" });
    const entries = await database().db.select().from(auditLog);
    expect(entries.map((entry) => entry.action)).toContain("company.profile.update");
  });

  it("saves an office's page address, coordinates, services and markets, and refuses half a position", async () => {
    const cookie = await adminCookie(testContext(database()));
    const post = (changes: Record<string, string>) =>
      settle(() => action(routeArgs(profilePost(changes, cookie), database())));
    const refused = await post({
      "offices.1.geo.latitude": "26.2379",
      "offices.1.slug": "Pompano Beach",
    });
    expect(refused.status).toBe(400);
    expect((refused.body as ProfilePageData).errors).toEqual({
      "offices.1.geo.longitude": "Longitude must be a number of degrees",
      "offices.1.slug":
        "Page address must be lower-case letters, digits and single hyphens (pompano-beach)",
    });
    expect(await readStoredProfile(database().db)).toBeNull();

    const saved = await post({
      "offices.1.geo.latitude": "26.2379",
      "offices.1.geo.longitude": "-80.1248",
      "offices.1.slug": "pompano",
      "offices.1.services.automation": "",
      "offices.1.markets.banking": "",
    });
    expect(saved.status).toBe(200);
    const office = (await readStoredProfile(database().db))?.profile.offices[1];
    expect(office).toMatchObject({
      slug: "pompano",
      geo: { latitude: 26.2379, longitude: -80.1248 },
    });
    expect(office?.services).not.toContain("automation");
    expect(office?.services).toHaveLength(5);
    expect(office?.markets).not.toContain("banking");
  });

  it("saves nothing on an error, gives each message beside its field and keeps what was typed", async () => {
    const cookie = await adminCookie(testContext(database()));
    const answer = await settle(() =>
      action(
        routeArgs(
          profilePost(
            {
              mainPhone: "(555) 010-0142",
              tagline: "<b>bold</b>",
              "offices.1.hours.friday.opens": "17:00",
              "offices.1.hours.friday.closes": "09:00",
              "offices.1.name": "Headquarters",
            },
            cookie,
          ),
          database(),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    const page = answer.body as ProfilePageData;
    expect(page.errors).toEqual({
      tagline: "Tagline must be plain text, without < or >",
      "offices.1.hours.friday.closes": "Friday: closing time must be after opening time",
      "offices.1.name": 'Another office is already named "Headquarters"',
    });
    expect(page.values.mainPhone).toBe("(555) 010-0142");
    expect(page.values.tagline).toBe("<b>bold</b>");
    expect(await readStoredProfile(database().db)).toBeNull();
  });

  it("previews without saving, and removes a row marked for removal", async () => {
    const cookie = await adminCookie(testContext(database()));
    const preview = await settle(() =>
      action(
        routeArgs(
          profilePost(
            { intent: "preview", "offices.1.remove": "on", "licenses.3.name": "D-Test" },
            cookie,
          ),
          database(),
        ),
      ),
    );
    expect(preview.status).toBe(200);
    const page = preview.body as ProfilePageData;
    expect(page.preview?.offices.map((office) => office.label)).toEqual(["Headquarters"]);
    expect(page.preview?.licenses).toContain("D-Test");
    expect(await readStoredProfile(database().db)).toBeNull();
  });
});

describe("/admin/company's sections, each saved on its own", () => {
  /** One section's form as the browser posts it: that section's inputs only. */
  function sectionPost(
    section: string,
    changes: Record<string, string>,
    cookie: string,
    intent = "save",
  ) {
    const stored = profileFormValues(exampleProfile);
    const own = Object.fromEntries(
      sectionFieldNames(section as ProfileSection).map((name) => [name, stored[name] ?? ""]),
    );
    const form = { ...own, section, intent, ...changes };
    return pageRequest("/admin/company", { form, cookie });
  }

  it("gives every input of the profile to exactly one section", () => {
    const owners = formFieldNames().map(
      (name) =>
        PROFILE_SECTIONS.filter((section) => sectionFieldNames(section).includes(name)).length,
    );
    expect(owners.every((count) => count === 1)).toBe(true);
  });

  it("saves a section's fields from a form that posts only them, keeping every other section", async () => {
    const cookie = await adminCookie(testContext(database()));
    const before = profilePage(testContext(database()).company).keys;
    const answer = await settle(() =>
      action(
        routeArgs(
          sectionPost(
            "contact",
            // A field of another section sent along is not this form's: it is ignored.
            { mainPhone: "(555) 010-0142", legalName: "Not This Form's" },
            cookie,
          ),
          database(),
        ),
      ),
    );
    expect(answer.status).toBe(200);
    const page = answer.body as ProfilePageData;
    expect(page).toMatchObject({
      ok: true,
      section: "contact",
      message: "Saved: every page shows the new profile now.",
    });
    const stored = (await readStoredProfile(database().db))!.profile;
    expect(stored.mainPhone).toBe("(555) 010-0142");
    expect({ ...stored, mainPhone: exampleProfile.mainPhone }).toEqual(exampleProfile);
    const [entry] = await database().db.select().from(auditLog);
    expect(entry?.details).toMatchObject({ changed: ["mainPhone"] });
    // Only the saved section's form is drawn afresh: the others keep what is typed in them.
    const changedKeys = PROFILE_SECTIONS.filter(
      (section) => page.keys[section] !== before[section],
    );
    expect(changedKeys).toEqual(["contact"]);
  });

  it("answers an error in its section, saves nothing and keeps what was typed", async () => {
    const cookie = await adminCookie(testContext(database()));
    const answer = await settle(() =>
      action(routeArgs(sectionPost("offices", { "offices.0.zip": "nope" }, cookie), database())),
    );
    expect(answer.status).toBe(400);
    const page = answer.body as ProfilePageData;
    expect(page).toMatchObject({ ok: false, section: "offices" });
    expect(page.errors).toEqual({
      "offices.0.zip": "ZIP must be 5 digits, or 5+4 (12345-6789)",
    });
    expect(page.values["offices.0.zip"]).toBe("nope");
    expect(page.values.legalName).toBe(exampleProfile.legalName);
    expect(await readStoredProfile(database().db)).toBeNull();
  });

  it("saves the on-call settings (docs/service-desk.md#clocks), bounded, audited", async () => {
    const cookie = await adminCookie(testContext(database()));
    const post = (changes: Record<string, string>) =>
      settle(() => action(routeArgs(sectionPost("onCall", changes, cookie), database())));
    const refused = await post({ onCallEmail: "not an address", escalationMinutes: "600" });
    expect(refused.status).toBe(400);
    expect((refused.body as ProfilePageData).errors).toEqual({
      onCallEmail: "On-call e-mail must be one e-mail address",
      escalationMinutes:
        "Minutes before an emergency escalates must be whole minutes, from 1 to 240",
    });
    expect((refused.body as ProfilePageData).values.escalationMinutes).toBe("600");
    const saved = await post({
      onCallEmail: "oncall@desk.example",
      escalationEmail: "boss@desk.example",
      escalationMinutes: "20",
    });
    expect(saved.status).toBe(200);
    const stored = (await readStoredProfile(database().db))!.profile;
    expect(stored).toMatchObject({
      onCallEmail: "oncall@desk.example",
      escalationEmail: "boss@desk.example",
      escalationMinutes: 20,
    });
    const entries = await database().db.select().from(auditLog);
    expect(entries.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({
        changed: expect.arrayContaining(["onCallEmail", "escalationEmail", "escalationMinutes"]),
      }),
    );
  });

  it("previews a section, and refuses an unknown section", async () => {
    const cookie = await adminCookie(testContext(database()));
    const preview = await settle(() =>
      action(
        routeArgs(
          sectionPost("identity", { legalName: "Acme Power & Light" }, cookie, "preview"),
          database(),
        ),
      ),
    );
    expect(preview.body).toMatchObject({ ok: true, section: "identity" });
    expect((preview.body as ProfilePageData).preview?.name).toBe("Acme Power & Light");
    const unknown = await settle(() =>
      action(
        routeArgs(
          pageRequest("/admin/company", {
            form: { section: "everything", intent: "save" },
            cookie,
          }),
          database(),
        ),
      ),
    );
    expect(unknown.status).toBe(400);
    expect((unknown.body as ProfilePageData).message).toBe("Unknown section: nothing was saved.");
    expect(await readStoredProfile(database().db)).toBeNull();
  });
});
