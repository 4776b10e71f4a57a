import { z } from "zod";
import { authPolicy } from "~/auth/policy";

export const newPasswordSchema = z
  .object({
    password: z
      .string("auth.error.passwordTooShort")
      .min(authPolicy.minPasswordLength, "auth.error.passwordTooShort")
      .max(authPolicy.maxPasswordLength, "auth.error.passwordTooLong"),
    confirm: z
      .string("auth.error.passwordsDiffer")
      .max(authPolicy.maxPasswordLength, "auth.error.passwordTooLong"),
  })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "auth.error.passwordsDiffer",
  });
