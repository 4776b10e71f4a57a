import { createHash } from "node:crypto";
import type { AuditActor } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { companyToday, nextExpiryChange, withoutExpired } from "./credentials/credentials";
import { type CompanyFacts, companyFacts, type ImageSet } from "./facts";
import type { CompanyProfile } from "./profile";
import {
  ensureProfile,
  type LogoChange,
  readProfileVersion,
  readStoredProfile,
  type SaveOptions,
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
  /** The profile as the pages show it today: expired credentials left out. */
  facts(): CompanyFacts;
  /**
   * Whole seconds until the facts change by themselves (an item expires at the company's
   * midnight), or null: what a shared page may be kept at most.
   */
  secondsUntilChange(): number | null;
  /** The key of the current pictures (logo, social image, icons): changes with what they show. */
  images(): ImageSet;
  save(
    profile: CompanyProfile,
    actor: AuditActor,
    logo?: LogoChange,
    options?: SaveOptions,
  ): Promise<StoredProfile>;
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
  let images = imageSetOf(stored);
  let facts: CompanyFacts;
  /** When the facts drawn last stop being true (an item expires): drawn again from then on. */
  let factsUntil = 0;
  const listeners: Array<() => void> = [];

  /** The facts the pages show today: expired credentials left out (docs/product.md#credentials). */
  function currentFacts(): CompanyFacts {
    const now = new Date();
    if (now.getTime() >= factsUntil) {
      facts = companyFacts(
        withoutExpired(stored.profile, companyToday(stored.profile, now)),
        images,
      );
      factsUntil = nextExpiryChange(stored.profile, now)?.getTime() ?? Number.POSITIVE_INFINITY;
    }
    return facts;
  }

  function replace(next: StoredProfile) {
    stored = next;
    images = imageSetOf(next);
    factsUntil = 0;
    for (const listener of listeners) listener();
  }

  const store: CompanyStore = {
    current: () => stored,
    facts: currentFacts,
    secondsUntilChange() {
      currentFacts();
      if (factsUntil === Number.POSITIVE_INFINITY) return null;
      return Math.max(1, Math.ceil((factsUntil - Date.now()) / 1000));
    },
    images: () => images,
    async save(profile, actor, logo, options) {
      const saved = await saveProfile(db, profile, actor, logo, options);
      // A poll may have brought a later save (another process's) meanwhile: not put back.
      if (saved.version > stored.version) replace(saved);
      return saved;
    },
    async poll() {
      const before = stored;
      const version = await readProfileVersion(db);
      if (version === null || version === stored.version) return false;
      const next = await readStoredProfile(db);
      // A save here while the poll read would be undone by what the poll read before it.
      if (!next || stored !== before) return false;
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

/** Bump to give every picture new addresses when the drawing itself changes. */
const DRAWING_REVISION = 1;

/**
 * The pictures' key: a hash of what they are drawn from (names, tagline, logo), the same in every
 * process sharing the database. A save that changes only a phone number keeps the addresses.
 */
export function imageSetOf({ profile, logo }: StoredProfile): ImageSet {
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify([DRAWING_REVISION, profile.legalName, profile.shortName, profile.tagline]),
  );
  if (logo) hash.update(logo);
  return { key: hash.digest("hex").slice(0, 16), hasLogo: Boolean(logo) };
}
