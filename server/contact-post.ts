import type { Request, RequestHandler, Response } from "express";
import type { AppLoadContext } from "react-router";
import { LANGUAGES, langOfPath, pathIn } from "~/i18n/languages";
import { answerContactForm } from "~/leads/forms.server";
import { contactSentPage } from "~/site/prerender";

/** Where the Contact Us form posts without JavaScript: each home page's index action. */
const CONTACT_POSTS: ReadonlySet<string> = new Set(
  LANGUAGES.map((lang) => `${pathIn(lang, "/")}?index`),
);
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The Contact Us form posted without JavaScript, answered before React Router: its body read
 * here, the lead stored, and a valid message answered with the kept page that says it was sent,
 * as the home page's action would (docs/performance.md, "The contact post before React Router").
 * React Router's request, route matching and action call were most of the post's own time.
 * Any other answer (a field to correct, the rate limit, an outage) is handed to React Router
 * with the body already read, as `context.formAnswer`: the page is rendered with it. Mounted
 * after the checks every write passes (same origin, body size, form type).
 */
export function contactPosts(
  context: (req: Request, res: Response) => AppLoadContext,
  maxBodyBytes: number,
): RequestHandler {
  return (req, res, next) => {
    if (
      req.method !== "POST" ||
      !CONTACT_POSTS.has(req.originalUrl) ||
      !FORM_TYPE.test(req.headers["content-type"] ?? "")
    ) {
      return next();
    }
    readBody(req, maxBodyBytes)
      .then(async (body) => {
        const pagePath = req.path;
        const appContext = context(req, res);
        const answer = await answerContactForm(new URLSearchParams(body), pagePath, appContext);
        const succeeded = answer.data.ok && (answer.init?.status ?? 200) === 200;
        if (succeeded && (await appContext.sendKeptPage?.(contactSentPage(langOfPath(pagePath))))) {
          return;
        }
        res.locals.formAnswer = answer;
        next();
      })
      .catch(next);
  };
}

/** The body as text (bytes that are not UTF-8 read as U+FFFD, as a form's parser reads them). */
async function readBody(req: Request, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw Object.assign(new Error("request body too large"), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
