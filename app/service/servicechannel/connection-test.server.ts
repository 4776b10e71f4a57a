import { serverTranslator } from "~/i18n/catalogue.server";
import { createServiceChannelClient, ServiceChannelError } from "./client.server";
import { FAILURE_KEYS } from "./office-labels";
import type { ServiceChannelSettings } from "./settings.server";

/**
 * The desk's **Test connection** (docs/service-desk.md#servicechannel): a token and one
 * `GET /odata/workorders?$top=1`, answered in words the office can act on. No secret is in them.
 */
interface ConnectionTest {
  ok: boolean;
  message: string;
}

/** The office reads English (docs/decisions/0096). */
const { t } = serverTranslator("en");

export async function testConnection(
  settings: ServiceChannelSettings,
  options: Parameters<typeof createServiceChannelClient>[1] = {},
): Promise<ConnectionTest> {
  if (!settings.enabled) {
    return {
      ok: false,
      message: t("admin.channel.test.off"),
    };
  }
  try {
    const { workOrders } = await createServiceChannelClient(settings, options).testConnection();
    return {
      ok: true,
      message: t("admin.channel.test.connected", {
        provider: settings.providerId,
        orders: workOrders === 0 ? "none" : "some",
      }),
    };
  } catch (error) {
    if (!(error instanceof ServiceChannelError)) throw error;
    const words = t(FAILURE_KEYS[error.failure]);
    return {
      ok: false,
      message: t("admin.channel.test.failure", { words, detail: error.message }),
    };
  }
}
