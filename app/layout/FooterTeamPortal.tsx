import { ChevronUp } from "lucide-react";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { teamPortalLinks } from "~/site/content";
import { timings } from "~/site/timings";
import { useHoverMenu } from "~/ui/hooks";

/**
 * Team Portal links in the footer: a hover dropdown that closes 300 ms after the pointer leaves,
 * opened from the keyboard by Enter, Space or an arrow key (`useHoverMenu`).
 * An island on the public pages (app/islands), so it links with plain anchors.
 */
export function FooterTeamPortal() {
  const t = useT();
  const localPath = useLocalPath();
  const menu = useHoverMenu(timings.teamMenuCloseDelayMs);
  return (
    <div className="relative inline-block" {...menu.containerProps}>
      <button
        type="button"
        ref={(node) => {
          menu.triggerRef.current = node;
        }}
        aria-expanded={menu.open}
        aria-controls="footer-team-portal"
        onClick={menu.toggle}
        className="inline-flex items-center gap-1 hover:text-white"
      >
        {t("common.teamPortal.title")}
        <ChevronUp className="size-4" aria-hidden="true" />
      </button>
      <ul
        id="footer-team-portal"
        ref={(node) => {
          menu.menuRef.current = node;
        }}
        hidden={!menu.open}
        className="absolute bottom-full left-0 z-10 mb-2 w-52 rounded-lg border border-navy-700 bg-navy-900 p-1.5 shadow-xl"
      >
        {teamPortalLinks.map((link) => (
          <li key={link.href}>
            <a
              href={localPath(link.href)}
              onClick={menu.close}
              className="block rounded-md px-3 py-2 hover:bg-navy-800 hover:text-white"
            >
              {t(link.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
