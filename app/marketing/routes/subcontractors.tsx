import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Subcontractors") }];

export default function Screen() {
  return <ScreenPlaceholder title="Subcontractors" summary="Sub-Contractors portal." />;
}
