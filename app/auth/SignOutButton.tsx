import { LogOut } from "lucide-react";

export function SignOutButton({ className }: { className?: string }) {
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
        Sign out
      </button>
    </form>
  );
}
