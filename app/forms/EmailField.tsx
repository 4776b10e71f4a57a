import type { ComponentProps } from "react";
import { useT } from "~/i18n/I18nContext";
import { TextField } from "./fields";

/** The longest e-mail address mail servers carry (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The Email field of a form: labelled Email (in the page's language), named email, bounded to an address's length. */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, "label" | "name" | "type" | "maxLength">,
) {
  return (
    <TextField
      label={useT()("forms.email")}
      name="email"
      type="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}
