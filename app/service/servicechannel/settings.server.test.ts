import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { SERVICECHANNEL_DEFAULTS, serviceChannelSettings } from "./settings.server";

const CREDENTIALS = {
  SERVICECHANNEL_CLIENT_ID: "SB.2014917243.70943550",
  SERVICECHANNEL_CLIENT_SECRET: "1C600CB7-4D24-4787",
  SERVICECHANNEL_PROVIDER_ID: "2000090505",
  SERVICECHANNEL_SIGNING_KEY: "signing-key-0123456789",
};

describe("the ServiceChannel settings", () => {
  it("leave the connection off when none is set", () => {
    expect(serviceChannelSettings(loadConfig({}).env)).toEqual({ enabled: false });
  });

  it("switch it on with the four credentials, at the production addresses by default", () => {
    expect(serviceChannelSettings(loadConfig(CREDENTIALS).env)).toEqual({
      enabled: true,
      apiBase: SERVICECHANNEL_DEFAULTS.apiBase,
      tokenUrl: SERVICECHANNEL_DEFAULTS.tokenUrl,
      clientId: CREDENTIALS.SERVICECHANNEL_CLIENT_ID,
      clientSecret: CREDENTIALS.SERVICECHANNEL_CLIENT_SECRET,
      providerId: CREDENTIALS.SERVICECHANNEL_PROVIDER_ID,
      signingKey: CREDENTIALS.SERVICECHANNEL_SIGNING_KEY,
    });
    const sandbox = loadConfig({
      ...CREDENTIALS,
      SERVICECHANNEL_API_BASE: "https://sb2api.servicechannel.com/v3/",
      SERVICECHANNEL_TOKEN_URL: "https://sb2login.servicechannel.com/oauth/token",
    });
    expect(serviceChannelSettings(sandbox.env)).toMatchObject({
      apiBase: "https://sb2api.servicechannel.com/v3",
      tokenUrl: "https://sb2login.servicechannel.com/oauth/token",
    });
  });

  it("stop the start when half set, naming what is missing", () => {
    const { SERVICECHANNEL_SIGNING_KEY: _, ...withoutKey } = CREDENTIALS;
    expect(() => loadConfig(withoutKey)).toThrow(/set SERVICECHANNEL_SIGNING_KEY too/);
    expect(() =>
      loadConfig({ SERVICECHANNEL_API_BASE: "https://sb2api.servicechannel.com/v3" }),
    ).toThrow(/SERVICECHANNEL_CLIENT_ID, SERVICECHANNEL_CLIENT_SECRET/);
  });

  it("refuse a provider id that is not a number and a credential with spaces", () => {
    expect(() => loadConfig({ ...CREDENTIALS, SERVICECHANNEL_PROVIDER_ID: "acme" })).toThrow(
      /SERVICECHANNEL_PROVIDER_ID must be the provider's number/,
    );
    expect(() => loadConfig({ ...CREDENTIALS, SERVICECHANNEL_CLIENT_SECRET: "a b" })).toThrow(
      /SERVICECHANNEL_CLIENT_SECRET must be printable/,
    );
  });
});
