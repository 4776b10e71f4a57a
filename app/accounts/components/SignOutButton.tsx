import { LogOut } from "lucide-react";
import { useT } from "~/i18n/I18nContext";

/**
 * Sign out: a plain form, so it works without JavaScript. `labelClassName` can hide the word;
 * `label` is the admin frame's own, which does not send the sign-in pages' texts.
 */
export function SignOutButton({
  className,
  labelClassName,
  label,
}: {
  className?: string;
  labelClassName?: string;
  label?: string;
}) {
  const t = useT();
  return (
    <form method="post" action="/logout">
      <button
        type="submit"
        className={
          className ??
          "inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
        }
      >
        <LogOut className="size-4" aria-hidden="true" />
        <span className={labelClassName}>{label ?? t("auth.signOut")}</span>
      </button>
    </form>
  );
}
