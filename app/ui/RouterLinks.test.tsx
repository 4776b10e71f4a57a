import { describe, expect, it } from "vitest";
import { routedAddress } from "./RouterLinks";

const ORIGIN = "https://example.test";
const plainClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};

function link(href: string, attributes: Record<string, string> = {}) {
  const url = new URL(href, ORIGIN);
  return {
    target: attributes.target ?? "",
    origin: url.protocol === "mailto:" ? "null" : url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    hasAttribute: (name: string) => name in attributes,
  };
}

describe("a list's plain links, routed by one handler", () => {
  it("takes a plain click on a link of the site to its address, query and fragment kept", () => {
    expect(routedAddress(plainClick, link("/admin/leads/1?view=mine#status"), ORIGIN)).toBe(
      "/admin/leads/1?view=mine#status",
    );
  });

  it("leaves to the browser a click it should keep", () => {
    const leads = link("/admin/leads/1");
    expect(routedAddress(plainClick, null, ORIGIN)).toBeUndefined();
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(routedAddress({ ...plainClick, [key]: true }, leads, ORIGIN)).toBeUndefined();
    }
    expect(routedAddress({ ...plainClick, button: 1 }, leads, ORIGIN)).toBeUndefined();
    expect(routedAddress({ ...plainClick, defaultPrevented: true }, leads, ORIGIN)).toBeUndefined();
    expect(
      routedAddress(plainClick, link("/files/1", { target: "_blank" }), ORIGIN),
    ).toBeUndefined();
    expect(routedAddress(plainClick, link("/files/1", { download: "" }), ORIGIN)).toBeUndefined();
    expect(routedAddress(plainClick, link("mailto:someone@example.com"), ORIGIN)).toBeUndefined();
    expect(routedAddress(plainClick, link("https://elsewhere.test/"), ORIGIN)).toBeUndefined();
  });
});
