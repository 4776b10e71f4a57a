import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("General Contractors") }];

export default function Screen() {
  return <ScreenPlaceholder title="General Contractors" summary="General Contractors portal." />;
}
