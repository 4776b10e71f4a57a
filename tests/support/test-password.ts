/** The password of every account the helpers of ./accounts.ts set up. */
export const TEST_PASSWORD = "test password 123";
