import { describe, expect, it } from "vitest";
import { canonicalRecipient } from "./acknowledgement-limit.server";

describe("canonicalRecipient", () => {
  it("drops a +tag and the case, and Gmail's dots, at either of Gmail's domains", () => {
    expect(canonicalRecipient(" Victim+1@Gmail.com ")).toBe("victim@gmail.com");
    expect(canonicalRecipient("v.ic.tim@googlemail.com")).toBe("victim@gmail.com");
    expect(canonicalRecipient("V.ictim+a+b@GMAIL.COM")).toBe("victim@gmail.com");
  });

  it("keeps dots where they may name another mailbox, and a name that is only a tag", () => {
    expect(canonicalRecipient("ada.lovelace+x@example.net")).toBe("ada.lovelace@example.net");
    expect(canonicalRecipient("+tag@example.net")).toBe("+tag@example.net");
  });
});
