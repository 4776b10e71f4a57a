/**
 * The browser-stored values (docs/product.md#new-hires-portal). userEmail is written by the employee login;
 * the tracker writes and reads the names.
 */
export const STORAGE_KEYS = {
  userEmail: "userEmail",
  firstName: "firstName",
  lastName: "lastName",
} as const;

export function readStoredNames(): { firstName: string; lastName: string } | null {
  try {
    const firstName = localStorage.getItem(STORAGE_KEYS.firstName)?.trim() ?? "";
    const lastName = localStorage.getItem(STORAGE_KEYS.lastName)?.trim() ?? "";
    return firstName && lastName ? { firstName, lastName } : null;
  } catch {
    // Storage can be disabled (private modes, policies): the tracker simply asks again.
    return null;
  }
}

export function storeNames(firstName: string, lastName: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.firstName, firstName);
    localStorage.setItem(STORAGE_KEYS.lastName, lastName);
  } catch {
    // See readStoredNames.
  }
}

export function forgetNames(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.firstName);
    localStorage.removeItem(STORAGE_KEYS.lastName);
  } catch {
    // See readStoredNames.
  }
}
