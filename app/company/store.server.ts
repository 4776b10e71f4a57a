import type { AuditActor } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { type CompanyFacts, companyFacts } from "./facts";
import type { CompanyProfile } from "./profile";
import {
  ensureProfile,
  readProfileVersion,
  readStoredProfile,
  type StoredProfile,
  saveProfile,
} from "./profile.server";

/**
 * The current profile of this process, read at start and kept in memory: every request reads
 * it without a query. A save here replaces it at once; a save by another process sharing the
 * database is seen by `poll` (one small query on the version), and either calls `onChange`, by
 * which the server drops the public pages it keeps.
 */
export interface CompanyStore {
  current(): StoredProfile;
  facts(): CompanyFacts;
  save(profile: CompanyProfile, actor: AuditActor): Promise<StoredProfile>;
  /** Reads the stored version; on a change, reloads the profile and calls `onChange`. */
  poll(): Promise<boolean>;
  /** Polls every `intervalMs`; returns the function that stops it. */
  watch(intervalMs: number, onError: (error: unknown) => void): () => void;
  /** Registers what a change of profile must refresh (the public pages). */
  onChange(listener: () => void): void;
}

/** Reads (or, on a fresh install, writes) the stored profile, and keeps it. */
export async function openCompanyStore(
  db: Database,
  initial: CompanyProfile,
): Promise<CompanyStore> {
  return companyStore(db, await ensureProfile(db, initial));
}

/** A store starting from a profile already read (tests start from the example, version 0). */
export function companyStore(db: Database, start: StoredProfile): CompanyStore {
  let stored = start;
  let facts = companyFacts(stored.profile);
  const listeners: Array<() => void> = [];

  function replace(next: StoredProfile) {
    stored = next;
    facts = companyFacts(next.profile);
    for (const listener of listeners) listener();
  }

  const store: CompanyStore = {
    current: () => stored,
    facts: () => facts,
    async save(profile, actor) {
      const saved = await saveProfile(db, profile, actor);
      replace(saved);
      return saved;
    },
    async poll() {
      const version = await readProfileVersion(db);
      if (version === null || version === stored.version) return false;
      const next = await readStoredProfile(db);
      if (!next) return false;
      replace(next);
      return true;
    },
    watch(intervalMs, onError) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        store
          .poll()
          .catch(onError)
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
  return store;
}
