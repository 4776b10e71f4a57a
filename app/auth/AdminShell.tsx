import { NavLink } from "react-router";
import { SignOutButton } from "./SignOutButton";

const adminLinks = [
  { to: "/admin/progress", label: "Form Progress" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/people", label: "People" },
  { to: "/admin/integrations", label: "Integrations" },
  { to: "/admin/company", label: "Company" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit Log" },
];

/** The frame of every admin page: a dense, calm work area under the site header. */
export function AdminShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-4 pb-16 pt-28 sm:px-6 xl:pt-32">
      <div className="mx-auto max-w-7xl">
        <nav
          aria-label="Admin"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3"
        >
          <ul className="flex flex-wrap gap-1">
            {adminLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <SignOutButton />
        </nav>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{title}</h1>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
