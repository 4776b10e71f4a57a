import { fileResponse } from "~/files/serve.server";
import { CLIENT_HEADERS, openedBy } from "../client-view/client-pages.server";
import { clientPhoto } from "../client-view/client-photos.server";
import type { Route } from "./+types/client-photo";

/** /service/orders/photo?token=…&number=…&photo=…: a photo of one of the contact's work orders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const opened = await openedBy(context, request);
  const search = new URL(request.url).searchParams;
  const file = opened
    ? await clientPhoto(
        context.database.db,
        opened.contact,
        search.get("number") ?? "",
        search.get("photo") ?? "",
      )
    : null;
  if (!file) throw new Response("Not found", { status: 404, headers: CLIENT_HEADERS });
  const response = fileResponse(file, { download: false });
  for (const [name, value] of Object.entries(CLIENT_HEADERS)) response.headers.set(name, value);
  return response;
}
