import type { CompanyStore } from "~/company/store.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { ServerConfig } from "../server/config";
import type { Secrets } from "../server/secrets";

/** Settings the pages may show: nothing secret ever goes in here. */
export interface PublicSettings {
  quoteFormUrl: string;
}

/** What the server and the routes note about one HTTP request while it is answered. */
export interface RequestScope {
  /**
   * The request's session was read (`getViewer`, app/auth/session.server.ts): its answer is the
   * visitor's, and the server sends it `private, no-store` whatever the page said
   * (`privateWhenSessionRead`, app/http/cache-control.ts).
   */
  sessionRead?: boolean;
  /**
   * The request asks for a document, not React Router's data for a navigation (`.data`): the
   * root loader names the page's messages instead of sending them (app/i18n/message-sets.ts).
   */
  document?: boolean;
}

/**
 * What the HTTP server hands every loader and action. Passing dependencies in, rather than
 * importing singletons, lets tests call loaders with a database of their own.
 */
export interface AppContext {
  database: DatabaseHandle;
  /** Validated deployment settings (server only: loaders must not return them whole). */
  config: ServerConfig;
  secrets: Secrets;
  settings: PublicSettings;
  /** The company profile as this process knows it now (edited at /admin/company). */
  company: CompanyStore;
  /** The per-request nonce of the Content-Security-Policy. */
  nonce: string;
  /**
   * The client's address as rate limits count it (proxy headers only when trusted; an IPv6
   * client by its /64 network, see app/limits/client-address.ts).
   */
  clientAddress: string;
  /**
   * One object per HTTP request, made by the server. React Router gives each loader its own copy
   * of the Request (without `?index` and `_routes`), so what a request works out once, such as
   * who is signed in (app/auth/session.server.ts), is kept against this instead. Tests that call
   * a loader directly may leave it out: the Request is the key then.
   */
  requestScope?: RequestScope;
  /**
   * Drops the public pages this process keeps (server/shared-cache.ts): called after a change the
   * public pages show that is not the company profile's (a job posting saved). Other instances
   * see it within `SHARED_SECONDS`, as a proxy would.
   */
  clearSharedPages: () => void;
  /**
   * The work order made from a service-request lead, its number as the desk writes it, or null:
   * the desk's answer (app/service), lent to the lead's page (app/leads), which sits below the
   * desk and imports none of it (docs/decisions/0105).
   */
  workOrderOfLead: (leadId: string) => Promise<LeadWorkOrder | null>;
}

/** A work order as the lead's page links to it. */
export interface LeadWorkOrder {
  id: string;
  number: string;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
