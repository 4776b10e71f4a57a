import { Link } from "react-router";
import { requestLang } from "~/accounts/translate.server";
import { requireEmployeePermission } from "~/auth/session.server";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { privatePageMeta } from "~/layout/page-meta";
import { PageHero } from "~/ui/PageHero";
import { technicianList } from "../technician/team-page.server";
import type { Route } from "./+types/team-work-orders";

export const meta: Route.MetaFunction = privatePageMeta("service.field.title");

/** The technician's work orders (docs/service-desk.md#the-technicians-pages): `field` only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireEmployeePermission(request, context, "field");
  return technicianList(context, viewer, requestLang(request));
}

type Item = Route.ComponentProps["loaderData"]["open"][number];

function OrderCard({ item }: { item: Item }) {
  const localPath = useLocalPath();
  return (
    <li>
      <Link
        to={localPath(`/team/work-orders/${item.id}`)}
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-navy-400 focus-visible:outline-2 focus-visible:outline-navy-500"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-bold text-navy-900">{item.number}</span>
          <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
            {item.status}
          </span>
        </span>
        <span className="mt-1 block font-medium break-words text-navy-900">{item.site}</span>
        <span className="block text-sm break-words text-slate-700">{item.address}</span>
        {item.when ? <span className="mt-1 block text-sm text-slate-700">{item.when}</span> : null}
      </Link>
    </li>
  );
}

export default function TeamWorkOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { open, recent } = loaderData;
  return (
    <>
      <PageHero title={t("service.field.title")}>{t("service.field.intro")}</PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:px-6">
        <section aria-labelledby="open-title">
          <h2 id="open-title" className="text-xl font-bold text-navy-900">
            {t("service.field.open")}
          </h2>
          {open.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("service.field.none")}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {open.map((item) => (
                <OrderCard key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recent-title">
          <h2 id="recent-title" className="text-xl font-bold text-navy-900">
            {t("service.field.recent")}
          </h2>
          {recent.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("service.field.noneRecent")}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {recent.map((item) => (
                <OrderCard key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
