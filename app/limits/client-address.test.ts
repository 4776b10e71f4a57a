import { describe, expect, it } from "vitest";
import { clientLimitKey } from "./client-address";

describe("clientLimitKey", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as IPv4", () => {
    expect(clientLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientLimitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64 network, however the address is written", () => {
    const key = clientLimitKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const sibling of [
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:DB8:0001:0002:0:0:0:ffff",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientLimitKey(sibling)).toBe(key);
    }
    expect(clientLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(clientLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientLimitKey("unknown")).toBe("unknown");
  });
});
