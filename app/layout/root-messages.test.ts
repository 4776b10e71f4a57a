import { describe, expect, it } from "vitest";
import { ADMIN_NAMESPACES, SHELL_NAMESPACES } from "~/i18n/page";
import { PAGE_NAMESPACES } from "~/site/pages";
import { rootMessagesKey, rootNamespaces } from "./root-messages";

describe("the root loader's messages", () => {
  it("are the admin frame's and the page's own on the admin area's pages", () => {
    expect(rootNamespaces("/admin/privacy")).toEqual([...ADMIN_NAMESPACES, "adminPrivacy"]);
    expect(rootNamespaces("/admin/people")).toEqual([...ADMIN_NAMESPACES, "adminPeople"]);
    expect(rootNamespaces("/admin/company")).toEqual([...ADMIN_NAMESPACES, "adminCompany"]);
    expect(rootNamespaces("/admin/outbox")).toEqual([...ADMIN_NAMESPACES, "adminOutbox"]);
    expect(rootNamespaces("/admin/leads/board")).toEqual([
      ...ADMIN_NAMESPACES,
      "adminLeads",
      "adminLeadWork",
      "adminLeadBoard",
    ]);
    expect(rootNamespaces("/Admin/Clients/")).toEqual([...ADMIN_NAMESPACES, "adminClients"]);
    expect(rootNamespaces("/admin/work-orders/board")).toEqual([
      ...ADMIN_NAMESPACES,
      "adminService",
    ]);
    expect(rootNamespaces("/admin/leads")).not.toContain("adminService");
  });

  it("leave the public frame's and the sign-in pages' home inside the admin frame", () => {
    const framed = rootNamespaces("/admin/people", true);
    expect(framed).toEqual(["common", "forms", "adminFrame", "adminPeople"]);
    expect(framed).not.toContain("auth");
  });

  it("add the portal's on the progress pages, whose notice says the form service is out of reach", () => {
    for (const path of ["/admin/progress", "/admin/progress/grace%20hopper"]) {
      expect(rootNamespaces(path), path).toEqual([
        ...ADMIN_NAMESPACES,
        "onboarding",
        "adminProgress",
      ]);
    }
  });

  it("are the frame's and the page's own on a hire's pages, in either language", () => {
    expect(rootNamespaces("/team/employees/hub")).toEqual(PAGE_NAMESPACES["/team/employees/hub"]);
    expect(rootNamespaces("/es/team/employees/hub/")).toEqual(
      PAGE_NAMESPACES["/team/employees/hub"],
    );
    expect(rootNamespaces("/es/employees/info")).toEqual([...SHELL_NAMESPACES, "auth"]);
    expect(rootNamespaces("/employees/info")).not.toContain("onboarding");
    expect(rootNamespaces("/dashboard")).toEqual(SHELL_NAMESPACES);
  });

  it("are all of the language's elsewhere: islands pages, sign-in pages, an unknown address", () => {
    for (const path of [
      "/",
      "/es/features",
      "/team/employees",
      "/admin/login",
      "/admin/setup",
      "/account/login",
      "/admin/nope",
      "/es/no-existe",
    ]) {
      expect(rootNamespaces(path), path).toBeUndefined();
    }
  });

  it("are read anew when the language or the set changes", () => {
    expect(rootMessagesKey("/admin/work-orders")).toBe(rootMessagesKey("/admin/work-orders/board"));
    expect(rootMessagesKey("/admin/work-orders")).not.toBe(rootMessagesKey("/admin/clients"));
    expect(rootMessagesKey("/admin/leads")).not.toBe(rootMessagesKey("/admin/leads/board"));
    expect(rootMessagesKey("/admin/people")).not.toBe(rootMessagesKey("/admin/leads"));
    expect(rootMessagesKey("/admin/people")).not.toBe(rootMessagesKey("/team/employees/hub"));
    expect(rootMessagesKey("/team/employees/hub")).not.toBe(
      rootMessagesKey("/es/team/employees/hub"),
    );
  });
});
