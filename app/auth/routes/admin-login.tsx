import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Admin Login") }];

export default function Screen() {
  return <ScreenPlaceholder title="Admin Login" summary="Sign in to the admin area." />;
}
