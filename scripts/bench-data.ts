/**
 * The data the benchmarks run over (npm run bench:leads, and npm run bench's signed-in pages):
 * 100,000 leads with stages, assignees and 300,000 timeline entries, and 10,000 job applications,
 * made by the database itself.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";

import { userPermissions, users } from "~/auth/auth.schema";
import { jobApplications, jobPostings } from "~/careers/careers.schema";
import { createPosting } from "~/careers/postings.server";
import { exampleProfile } from "~/company/profile";
import type { DatabaseHandle } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import { tinyPdf } from "~/files/test-files";
import { leadEvents, leads } from "~/leads/leads.schema";
import { MARKETS } from "~/projects/markets";
import { addPhoto, processPhoto } from "~/projects/photos.server";
import { projectPath } from "~/projects/present";
import { createProject, slugOf } from "~/projects/projects.server";

export const LEADS = 100_000;
const WORKERS = 5;
export const EVENTS_PER_LEAD = 3;

/**
 * The bench's leads, made by the database itself (generate_series): one statement for the
 * leads, one for their timeline, instead of 100 round trips of 2,000 rows built in JavaScript
 * (150 s and more on a busy machine). Lead k, newest first:
 *   - about 140 a day over two years (one every 617 s); kinds contact, trial, pricing as 2:3:1;
 *   - 70,000 distinct addresses (some people write more than once); trial and pricing leads share
 *     one phone number, so "N earlier" meets its worst case; a few names that need CSV quoting
 *     or formula escaping;
 *   - its stage: the newest 2,000 are still being worked (New, Contacted, Qualified, Quote sent
 *     in turn); older ones are 30% Won and 40% Lost, the rest spread over the open stages, as a
 *     pipeline two years old would be;
 *   - one lead in six is nobody's, the others are spread over the five workers; one open lead in
 *     fifty has a follow-up date a week after it arrived; every lead but the New ones was answered
 *     30 minutes to 10 hours after it arrived, and was last active 3 days after.
 * Three timeline entries per lead: received, assigned, the last status change.
 */
const FILL_LEADS = sql`
  insert into ${leads} (id, kind, name, email, phone, message, source, details, created_at,
    status, lost_reason, assignee_id, follow_up_on, first_response_at, last_activity_at)
  select gen_random_uuid(), kind,
    case when k % 97 = 0 then '=Visitor ' || k || ', "quoted"' else 'Visitor ' || k end,
    'visitor' || (k % 70000) || '@example.com',
    case when kind = 'contact' then null else '(555) 010-0150' end,
    case when kind = 'trial' then 'Interested in a free 7-day trial.' else 'Please call me back.' end,
    case kind when 'contact' then 'Contact Form' when 'trial' then 'Software Solutions Dropdown'
      else 'Pricing Form' end,
    case when kind = 'pricing' then '{"company_size":"11-50","industry":"electrical"}'::jsonb
      else '{}'::jsonb end,
    created_at, status,
    case when status = 'lost' then 'price' end,
    case when k % 6 = 5 then null else 'bench-worker-' || (k % ${sql.raw(String(WORKERS))}) end,
    case when k % 50 = 0 and status not in ('won', 'lost')
      then ((created_at + interval '7 days') at time zone 'UTC')::date end,
    case when status <> 'new' then created_at + (30 + k % 600) * interval '1 minute' end,
    created_at + case when status <> 'new' then interval '3 days' else interval '0' end
  from (
    select k,
      (array['contact','contact','trial','trial','trial','pricing'])[k % 6 + 1] as kind,
      case
        when k < 2000 then (array['new','contacted','qualified','quote_sent'])[k % 4 + 1]
        when k % 20 < 6 then 'won'
        when k % 20 < 14 then 'lost'
        else (array['quote_sent','quote_sent','qualified','qualified','contacted','new'])[k % 20 - 13]
      end as status,
      now() - (k::bigint * 617000 + k % 1000) * interval '1 millisecond' as created_at
    from generate_series(0, ${sql.raw(String(LEADS - 1))}) as k
  ) lead`;

const FILL_EVENTS = sql`
  insert into ${leadEvents} (lead_id, kind, actor_id, actor_name, at, details)
  select lead.id, (array['received','assigned','status_changed'])[entry + 1],
    case when entry > 0 then coalesce(lead.assignee_id, 'bench-worker-0') end,
    case when entry > 0 then 'Office Worker' end,
    lead.created_at + entry * interval '1 hour',
    case entry
      when 0 then '{}'::jsonb
      when 1 then jsonb_build_object('assigneeId', lead.assignee_id, 'assigneeName', 'Office Worker')
      else jsonb_build_object('from', 'new', 'to', lead.status)
    end
  from ${leads} lead cross join generate_series(0, ${sql.raw(String(EVENTS_PER_LEAD - 1))}) as entry`;

/** The people with lead access the leads are assigned to. */
export async function addWorkers(database: DatabaseHandle): Promise<string[]> {
  const rows = Array.from({ length: WORKERS }, (_, i) => ({
    id: `bench-worker-${i}`,
    name: `Office Worker ${i}`,
    email: `worker${i}@example.com`,
  }));
  await database.db.insert(users).values(rows);
  await database.db
    .insert(userPermissions)
    .values(rows.map((row) => ({ userId: row.id, permission: "leads" })));
  return rows.map((row) => row.id);
}

export async function fillLeads(database: DatabaseHandle) {
  await database.db.execute(FILL_LEADS);
  await database.db.execute(FILL_EVENTS);
  // As autovacuum leaves them on PostgreSQL and the server's daily maintenance on the embedded
  // database (app/jobs/maintenance.server.ts): the planner's statistics and the visibility map.
  await database.db.execute(sql`vacuum (analyze) ${leads}`);
  await database.db.execute(sql`vacuum (analyze) ${leadEvents}`);
}

/** The applications the careers pages run over (npm run bench's signed-in /admin/careers). */
export const APPLICATIONS = 10_000;
/** The bench's open posting, at a fixed address: Lighthouse measures its page. */
export const BENCH_POSTING_SLUG = "cable-technician-bench";

/**
 * Six postings (one published at a fixed address, its Spanish text too; the others published,
 * a draft and a closed one) and 10,000 applications over two years, made by the database itself:
 * stages as a hiring pipeline leaves them (most rejected, a few hired, the newest still being
 * worked), the decided ones dated, and one in two with a small PDF résumé in `stored_files`.
 */
export async function fillApplications(database: DatabaseHandle) {
  const closesOn = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
  const titles = [
    "Cable Technician",
    "Journeyman Electrician",
    "Project Manager",
    "Low-Voltage Apprentice",
    "Estimator",
    "Fiber Splicer",
  ];
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const posting = await createPosting(database.db, {
      title,
      titleEs: index === 0 ? "Técnico de cableado" : null,
      // The example profile's headquarters: the office the pages name.
      officeId: exampleProfile.offices[0]!.slug,
      employmentType: index === 3 ? "PART_TIME" : "FULL_TIME",
      payMin: 28 + index,
      payMax: 40 + index,
      payPeriod: "HOUR",
      description:
        "Pull, terminate and test copper and fiber cabling on commercial projects.\n\n- Structured cabling\n- Fiber splicing\n- Testing and labelling",
      descriptionEs: index === 0 ? "Tender, terminar y probar cableado de cobre y fibra." : null,
      requirements: "- Two years in the trade\n- BICSI Installer 1 or state certification",
      requirementsEs: index === 0 ? "- Dos años en el oficio" : null,
      closesOn,
      status: index === 4 ? "draft" : index === 5 ? "closed" : "published",
    });
    ids.push(posting.id);
  }
  await database.db
    .update(jobPostings)
    .set({ slug: BENCH_POSTING_SLUG })
    .where(eq(jobPostings.id, ids[0]!));
  const postingArray = sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(",")}]`);
  await database.db.execute(sql`
    insert into ${jobApplications} (id, posting_id, name, email, phone, licenses, years_in_trade,
      message, language, stage, decided_at, created_at)
    select gen_random_uuid(), (${postingArray})[k % 6 + 1],
      'Applicant ' || k, 'applicant' || k || '@example.com', '(555) 010-0150',
      case when k % 3 = 0 then 'C-10, BICSI Installer 1' else '' end, k % 25,
      'I have worked on commercial projects for several years.',
      case when k % 5 = 0 then 'es' else 'en' end,
      stage,
      case when stage in ('hired', 'rejected') then created_at + interval '14 days' end,
      created_at
    from (
      select k,
        case
          when k < 300 then (array['new','screening','interview','offer'])[k % 4 + 1]
          when k % 50 = 0 then 'hired'
          else 'rejected'
        end as stage,
        now() - (k::bigint * 6307 + k % 1000) * interval '1 second' as created_at
      from generate_series(0, ${sql.raw(String(APPLICATIONS - 1))}) as k
    ) application`);
  const resume = Buffer.from(tinyPdf("résumé"));
  await database.db.execute(sql`
    insert into ${storedFiles} (kind, owner, name, type, size, sha256, data)
    select 'resume', 'application:' || id, 'resume.pdf', 'application/pdf', ${resume.length},
      ${createHash("sha256").update(resume).digest("hex")}, decode(${resume.toString("hex")}, 'hex')
    from ${jobApplications} where ('x' || substr(md5(id::text), 1, 1))::bit(4)::int % 2 = 0`);
  await database.db.execute(sql`
    update ${jobApplications} application set resume_file_id = file.id
    from ${storedFiles} file where file.owner = 'application:' || application.id`);
  await database.db.execute(sql`vacuum (analyze) ${jobApplications}`);
  await database.db.execute(sql`vacuum (analyze) ${storedFiles}`);
}

/** The published projects the bench's /projects and project pages show (docs/performance.md#budgets). */
const BENCH_PROJECTS = 3;
const BENCH_PHOTOS_PER_PROJECT = 3;
/** The first project's page, measured by Lighthouse with its photos. */
export const BENCH_PROJECT_PATH = projectPath(slugOf("Bench Project 1"));

/**
 * A busy 12-megapixel camera JPEG (noise over a tint: harder to encode, larger once encoded,
 * than most photos), as scripts/bench-photos.ts measures.
 */
async function cameraJpeg(tint: { r: number; g: number; b: number }): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .tint(tint)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Published projects with camera photos, each processed and stored as an upload is
 * (app/projects/photos.server.ts), so the public pages are measured with real `<picture>`s.
 */
export async function addProjects(database: DatabaseHandle): Promise<void> {
  const tints = [
    { r: 90, g: 140, b: 200 },
    { r: 200, g: 150, b: 90 },
    { r: 110, g: 170, b: 110 },
  ];
  const photos = [];
  for (const tint of tints.slice(0, BENCH_PHOTOS_PER_PROJECT)) {
    const processed = await processPhoto(await cameraJpeg(tint));
    if (!processed.ok) throw new Error(processed.message);
    photos.push(processed);
  }
  const actor = { id: null, email: "bench@example.com" };
  for (let n = 1; n <= BENCH_PROJECTS; n++) {
    const project = await createProject(
      database.db,
      {
        title: `Bench Project ${n}`,
        market: MARKETS[(n - 1) % MARKETS.length] ?? "retail",
        services: ["copper-fiber", "pos-systems"],
        city: "Glendora",
        state: "CA",
        year: 2025,
        figures: [
          { label: "Drops", value: String(120 * n) },
          { label: "Sites", value: String(4 * n) },
        ],
        summaryEn: "Forty lanes moved to new terminals overnight, with every drop certified.",
        summaryEs:
          "Cuarenta cajas pasaron a terminales nuevas en una noche, con cada punto certificado.",
        storyEn:
          "We surveyed the stores, pulled new Cat6A to every lane and cut over after closing.\nThe stores opened on time the next morning.",
        storyEs: null,
        clientName: "Big Box Stores Inc.",
        clientNamingApproved: false,
        quoteText: "They finished before we opened.",
        quoteName: "Dana Ruiz",
        quoteRole: "Facilities Director",
        office: null,
        published: true,
      },
      actor,
    );
    for (const [index, photo] of photos.entries()) {
      await addPhoto(
        database.db,
        project.id,
        photo,
        `Technician certifying a cable run, photo ${index + 1}`,
        project.slug,
        null,
      );
    }
  }
}

/** People without any office permission, so that /admin/people lists `total` people in all. */
export async function addPeople(database: DatabaseHandle, total: number): Promise<void> {
  const [{ count } = { count: 0 }] = (
    (await database.db.execute(sql`select count(*)::int as count from ${users}`)) as unknown as {
      rows: Array<{ count: number }>;
    }
  ).rows;
  const missing = total - count;
  if (missing <= 0) return;
  await database.db.insert(users).values(
    Array.from({ length: missing }, (_, i) => ({
      id: `bench-person-${i}`,
      name: `Bench Person ${i}`,
      email: `person${i}@example.com`,
    })),
  );
}

/** The leads of a busy day: how many arrived today on top of the two years' leads. */
export const BUSY_DAY_LEADS = 5_000;

/**
 * A day when 5,000 leads arrived: contact leads one a second up to now (the last 83 minutes),
 * counted by the same triggers as every lead. Added to the bench's 100,000.
 */
export async function addBusyDay(database: DatabaseHandle, count = BUSY_DAY_LEADS) {
  await database.db.execute(sql`
    insert into ${leads} (id, kind, name, email, message, source, details, created_at, status,
      last_activity_at)
    select gen_random_uuid(), 'contact', 'Busy Visitor ' || k, 'busy' || k || '@example.com',
      'Please call me back.', 'Contact Form', '{}'::jsonb, now() - k * interval '1 second',
      'new', now() - k * interval '1 second'
    from generate_series(1, ${sql.raw(String(count))}) as k`);
  await database.db.execute(sql`
    insert into ${leadEvents} (lead_id, kind, at, details)
    select id, 'received', created_at, '{}'::jsonb from ${leads} where name like 'Busy Visitor %'`);
  await database.db.execute(sql`vacuum (analyze) ${leads}`);
  await database.db.execute(sql`vacuum (analyze) ${leadEvents}`);
}
