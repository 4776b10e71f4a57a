/** A clock's time left as the desk shows it: red once overdue ("overdue by 40 min"). */
export function TimeLeft({ text, overdue }: { text: string | null; overdue: boolean }) {
  if (text === null) return <span className="text-slate-500">—</span>;
  return <span className={overdue ? "font-semibold text-red-800" : "text-navy-900"}>{text}</span>;
}
