/** The desk's ServiceChannel page's address and its forms (desk-page.server.ts answers them). */
export const CHANNEL_PAGE = "/admin/work-orders/servicechannel";
export const WEBHOOK_PATH = "/api/servicechannel/events";
export const RETRY_FORM = "retry";
export const TEST_FORM = "test";
