import { listPeople } from "~/accounts/accounts.server";
import { personKey } from "~/auth/person-key";
import type { AppContext } from "~/context";
import type { ExpectedHires } from "./admin.server";

/**
 * The employees HR has invited, keyed as their form submissions are, so that the admin table lists
 * them at 0 of 20 before they send anything. Disabled accounts are left out.
 */
export async function expectedHires(
  deps: Pick<AppContext, "database" | "config" | "secrets">,
): Promise<ExpectedHires> {
  const people = await listPeople(deps);
  return people
    .filter(
      (person) =>
        person.role !== "admin" &&
        person.status !== "disabled" &&
        person.firstName &&
        person.lastName,
    )
    .map((person) => ({
      personKey: personKey(person.firstName!, person.lastName!),
      name: `${person.firstName} ${person.lastName}`,
      first: person.firstName!,
      last: person.lastName!,
    }));
}
