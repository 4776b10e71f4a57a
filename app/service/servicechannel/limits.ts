/**
 * The largest event body the webhook reads (docs/service-desk.md#servicechannel): a work order
 * object with its notes is a few kilobytes; a larger body is refused with 413, unread
 * (server/security.ts gives the route this limit instead of the site's 64 KB).
 */
export const SC_EVENT_MAX_BYTES = 256 * 1024;

/** The webhook's address, which ServiceChannel is given (docs/operations.md#servicechannel). */
export const SC_EVENTS_PATH = "/api/servicechannel/events";
