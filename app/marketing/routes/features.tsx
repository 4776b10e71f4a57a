import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Software Solutions") }];

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="Software Solutions"
      summary="Contractor management software for electrical, telecom, construction and utility contractors."
    />
  );
}
