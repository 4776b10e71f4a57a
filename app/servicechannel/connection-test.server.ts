import { createServiceChannelClient, ServiceChannelError } from "./client.server";
import type { ServiceChannelSettings } from "./settings.server";

/**
 * The desk's **Test connection** (docs/service-desk.md#servicechannel): a token and one
 * `GET /odata/workorders?$top=1`, answered in words the office can act on. No secret is in them.
 */
interface ConnectionTest {
  ok: boolean;
  message: string;
}

const FAILURE_WORDS: Record<ServiceChannelError["failure"], string> = {
  unauthorized:
    "ServiceChannel refused the credentials: check SERVICECHANNEL_CLIENT_ID and SERVICECHANNEL_CLIENT_SECRET.",
  "rate-limited": "ServiceChannel asks to wait before the next request: test again in a minute.",
  refused:
    "ServiceChannel refused the request: check SERVICECHANNEL_PROVIDER_ID and SERVICECHANNEL_API_BASE.",
  unavailable:
    "ServiceChannel could not be reached or failed: check SERVICECHANNEL_API_BASE and SERVICECHANNEL_TOKEN_URL, or test again later.",
  malformed: "ServiceChannel answered something unexpected: check SERVICECHANNEL_API_BASE.",
};

export async function testConnection(
  settings: ServiceChannelSettings,
  options: Parameters<typeof createServiceChannelClient>[1] = {},
): Promise<ConnectionTest> {
  if (!settings.enabled) {
    return {
      ok: false,
      message: "The connection is off: set the SERVICECHANNEL_* settings first.",
    };
  }
  try {
    const { workOrders } = await createServiceChannelClient(settings, options).testConnection();
    return {
      ok: true,
      message: `Connected: ServiceChannel accepted the credentials of provider ${settings.providerId} and listed ${workOrders === 0 ? "no work order yet" : "its work orders"}.`,
    };
  } catch (error) {
    if (!(error instanceof ServiceChannelError)) throw error;
    return { ok: false, message: `${FAILURE_WORDS[error.failure]} (${error.message})` };
  }
}
