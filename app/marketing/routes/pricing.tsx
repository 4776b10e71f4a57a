import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Gatsy Pricing") }];

export default function Screen() {
  return (
    <ScreenPlaceholder title="Gatsy Pricing" summary="Request a custom quote for your team." />
  );
}
