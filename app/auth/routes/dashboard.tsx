import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Dashboard") }];

export default function Screen() {
  return <ScreenPlaceholder title="Dashboard" summary="Your starting point." />;
}
