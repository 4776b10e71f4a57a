import type { ComponentProps } from "react";
import { useT } from "~/i18n/I18nContext";
import { EMAIL_MAX_LENGTH } from "./email-limit";
import { TextField } from "./fields";

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
