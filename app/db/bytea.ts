import { customType } from "drizzle-orm/pg-core";

/** Binary data (PostgreSQL `bytea`), read back as a Buffer on both drivers. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
