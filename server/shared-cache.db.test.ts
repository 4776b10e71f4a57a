import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { exampleProfile } from "~/company/profile";
import { openCompanyStore } from "~/company/store.server";
import { SHARED_ANSWER } from "~/http/cache-control";
import { useTestDatabase } from "../tests/support/database";
import { sharedCacheOf } from "./app";

const database = useTestDatabase();
const PUBLIC_URL = "https://www.example.com";
const actor = { id: "admin-id", email: "admin@example.com" };
const servers: ReturnType<express.Express["listen"]>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("the shared cache and the company profile", () => {
  it("is emptied on every instance when the profile is saved on any of them", async () => {
    const here = await openCompanyStore(database().db, exampleProfile);
    const elsewhere = await openCompanyStore(database().db, exampleProfile);
    const caches = [sharedCacheOf(here, PUBLIC_URL), sharedCacheOf(elsewhere, PUBLIC_URL)];
    for (const cache of caches) {
      const app = express();
      app.all(
        "/{*path}",
        cache.handle(
          async () => new Response("page", { headers: { "Cache-Control": SHARED_ANSWER } }),
        ),
      );
      const server = app.listen(0);
      servers.push(server);
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/features`);
    }
    expect(caches.map((cache) => cache.size)).toEqual([1, 1]);

    await elsewhere.save({ ...exampleProfile, tagline: "Saved elsewhere" }, actor);
    expect(caches.map((cache) => cache.size)).toEqual([1, 0]);
    // The other instance sees the save by its version poll.
    expect(await here.poll()).toBe(true);
    expect(caches.map((cache) => cache.size)).toEqual([0, 0]);
  });
});
