import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrders } from "~/service/service.schema";
import { useTestDatabase } from "../../../tests/support/database";
import {
  type FakeServiceChannel,
  fakeWorkOrder,
  startFakeServiceChannel,
} from "../../../tests/support/fake-servicechannel";
import { testContext } from "../../../tests/support/requests";
import { serviceChannelJobs } from "./jobs.server";
import { enqueueStatus } from "./outbox.server";

const database = useTestDatabase();
let fake: FakeServiceChannel;
beforeAll(async () => {
  fake = await startFakeServiceChannel();
});
afterAll(() => fake.close());

describe("the connection's periodic jobs", () => {
  it("are none while the connection is off", () => {
    expect(serviceChannelJobs(testContext(database()))).toEqual([]);
  });

  it("poll, apply and send, in that order, in one check", async () => {
    const context = testContext(database(), fake.env);
    const now = new Date();
    fake.workOrders.set(
      51,
      fakeWorkOrder({ Id: 51, UpdatedDate_DTO: new Date(now.getTime() - 60_000).toISOString() }),
    );
    await enqueueStatus(
      database().db,
      51,
      { Primary: "IN PROGRESS", Extended: "DISPATCH CONFIRMED" },
      "Dispatched",
      now,
    );
    const jobs = serviceChannelJobs(context);
    expect(jobs.map((job) => job.name)).toEqual([
      "servicechannel poll",
      "servicechannel events",
      "servicechannel outbox",
      "servicechannel retention",
    ]);
    const outcomes = [];
    for (const job of jobs.slice(0, 3)) outcomes.push(await job.run(now));
    expect(outcomes).toEqual([
      { found: 1, stored: 1 },
      { applied: 1, failed: 0 },
      { sent: 1, retrying: 0, failed: 0 },
    ]);
    const [order] = await database()
      .db.select()
      .from(workOrders)
      .where(eq(workOrders.servicechannelId, 51));
    expect(order?.status).toBe("open");
    expect(fake.workOrders.get(51)?.Status.Extended).toBe("DISPATCH CONFIRMED");
  });
});
