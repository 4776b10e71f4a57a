import { redirect } from "react-router";
import { cookieHeaders, signOut } from "~/accounts/sign-in/sign-in.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await signOut(context, request);
  throw redirect("/", { headers: cookieHeaders(cookies) });
}

export function loader() {
  throw redirect("/");
}
