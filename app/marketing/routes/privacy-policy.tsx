import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Privacy Policy") }];

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="Privacy Policy"
      summary="How we collect, use and protect your information."
    />
  );
}
