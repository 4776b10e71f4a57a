import { z } from "zod";
import { authPolicy } from "./policy";

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(authPolicy.minPasswordLength, "auth.error.passwordTooShort")
      .max(authPolicy.maxPasswordLength, "auth.error.passwordTooLong"),
    confirm: z.string().max(authPolicy.maxPasswordLength),
  })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "auth.error.passwordsDiffer",
  });
