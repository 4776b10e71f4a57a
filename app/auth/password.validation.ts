import { z } from "zod";
import { authPolicy } from "./policy";

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(authPolicy.minPasswordLength, `Use at least ${authPolicy.minPasswordLength} characters.`)
      .max(authPolicy.maxPasswordLength, `Use at most ${authPolicy.maxPasswordLength} characters.`),
    confirm: z.string().max(authPolicy.maxPasswordLength),
  })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match.",
  });
