import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with nothing set: port 3000, ./data, the embedded database, not production", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "./data",
      publicUrl: "http://localhost:3000",
      isProduction: false,
      databaseUrl: undefined,
      trustProxy: false,
    });
  });

  it("treats an https PUBLIC_URL as a real deployment", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.example.com/" })).toMatchObject({
      isProduction: true,
      publicUrl: "https://www.example.com",
    });
  });

  it("names every bad setting in one message", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT:[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\//,
    );
  });

  it("reads MAIL_RETRY_BASE_MS as milliseconds, unset by default, and refuses nonsense", () => {
    expect(loadConfig({}).env.MAIL_RETRY_BASE_MS).toBeUndefined();
    expect(loadConfig({ MAIL_RETRY_BASE_MS: "1000" }).env.MAIL_RETRY_BASE_MS).toBe(1_000);
    expect(() => loadConfig({ MAIL_RETRY_BASE_MS: "soon" })).toThrow(/MAIL_RETRY_BASE_MS/);
    expect(() => loadConfig({ MAIL_RETRY_BASE_MS: "5" })).toThrow(/MAIL_RETRY_BASE_MS/);
  });

  it("treats empty optional settings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: " " })).toMatchObject({
      databaseUrl: undefined,
    });
    expect(loadConfig({ SMTP_URL: " " }).env.SMTP_URL).toBeUndefined();
  });

  it("refuses TRUST_PROXY=true and other ways of trusting every hop, saying what to set", () => {
    for (const value of ["true", "TRUE", "0.0.0.0/0", "::/0", "*"]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*loopback/);
    }
    expect(() => loadConfig({ TRUST_PROXY: "my proxy" })).toThrow(/TRUST_PROXY/);
  });

  it("reads TRUST_PROXY as a hop count, names of address ranges or a list of addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it("checks every setting at start-up, the mail and form-service ones included", () => {
    const ids = Array.from({ length: 20 }, (_, i) => String(250_000_000_000_001 + i));
    const config = loadConfig({
      JOTFORM_FORM_IDS: ids.join(", "),
      JOTFORM_API_BASE: "https://eu-api.jotform.com/",
      COMPANY_INBOX: "leads@example.com",
    });
    expect(config.env.JOTFORM_FORM_IDS).toEqual(ids);
    expect(config.env.JOTFORM_API_BASE).toBe("https://eu-api.jotform.com");
    let message = "";
    try {
      loadConfig({
        JOTFORM_FORM_IDS: ids.slice(1).join(","),
        JOTFORM_API_BASE: "eu-api",
        SMTP_URL: "http://mail",
        ADMIN_EMAIL: "admin",
        JOTFORM_API_KEY: "two words",
        PORT: "eighty",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const expected of [
      "PORT: PORT must be a whole number from 0 to 65535",
      "SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL",
      "ADMIN_EMAIL: ADMIN_EMAIL must be one e-mail address",
      "JOTFORM_API_KEY: JOTFORM_API_KEY must be the API key alone, without spaces",
      "JOTFORM_API_BASE: JOTFORM_API_BASE must be an http(s) URL",
      "JOTFORM_FORM_IDS: JOTFORM_FORM_IDS must list exactly 20 form ids",
    ]) {
      expect(message).toContain(expected);
    }
  });

  it("reads the Spanish versions of the forms, same count and order, and refuses an id in another form's place", () => {
    const ids = Array.from({ length: 20 }, (_, i) => String(250_000_000_000_001 + i));
    const spanish = Array.from({ length: 20 }, (_, i) => String(250_000_000_100_001 + i));
    const config = loadConfig({
      JOTFORM_FORM_IDS: ids.join(","),
      JOTFORM_FORM_IDS_ES: spanish.join(", "),
    });
    expect(config.env.JOTFORM_FORM_IDS_ES).toEqual(spanish);
    expect(loadConfig({ JOTFORM_FORM_IDS: ids.join(",") }).env.JOTFORM_FORM_IDS_ES).toBeUndefined();
    expect(() =>
      loadConfig({
        JOTFORM_FORM_IDS: ids.join(","),
        JOTFORM_FORM_IDS_ES: spanish.slice(1).join(","),
      }),
    ).toThrow("JOTFORM_FORM_IDS_ES: JOTFORM_FORM_IDS_ES must list exactly 20 form ids");
    expect(() =>
      loadConfig({
        JOTFORM_FORM_IDS: ids.join(","),
        JOTFORM_FORM_IDS_ES: [ids[1], ...spanish.slice(1)].join(","),
      }),
    ).toThrow(
      `JOTFORM_FORM_IDS_ES: JOTFORM_FORM_IDS_ES names form ${ids[1]} in position 1, but JOTFORM_FORM_IDS has it in position 2`,
    );
    // A form without a Spanish version keeps its English id in its place.
    const partial = [ids[0], ...spanish.slice(1)];
    expect(
      loadConfig({ JOTFORM_FORM_IDS: ids.join(","), JOTFORM_FORM_IDS_ES: partial.join(",") }).env
        .JOTFORM_FORM_IDS_ES,
    ).toEqual(partial);
    expect(() => loadConfig({ JOTFORM_FORM_IDS_ES: spanish.join(",") })).toThrow(
      "JOTFORM_FORM_IDS_ES: JOTFORM_FORM_IDS_ES needs JOTFORM_FORM_IDS",
    );
  });
});
