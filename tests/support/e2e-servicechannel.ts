import { type FakeServiceChannel, startFakeServiceChannel } from "./fake-servicechannel";

/**
 * ServiceChannel for the end-to-end server: the local fake in the server's process
 * (scripts/e2e-server.mjs) with its control endpoints, and the SERVICECHANNEL_* settings that
 * point the product at it. The specs reach it at their server's `serviceChannelPort`
 * (tests/support/e2e-servers.ts).
 */

/** The fake's port follows the e2e server's, so parallel copies of the suite do not collide. */
export function serviceChannelPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.E2E_SERVICECHANNEL_PORT ?? Number(env.E2E_PORT ?? env.PORT ?? 3100) + 4500);
}

/** Starts the fake and sets the settings the server reads, unless they are set already. */
export async function startE2eServiceChannel(
  env: NodeJS.ProcessEnv = process.env,
): Promise<FakeServiceChannel> {
  const fake = await startFakeServiceChannel({ port: serviceChannelPort(env), control: true });
  for (const [name, value] of Object.entries(fake.env)) env[name] ??= value;
  return fake;
}
