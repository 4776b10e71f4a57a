import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Services") }];

export default function Screen() {
  return <ScreenPlaceholder title="Services" summary="Service details." />;
}
