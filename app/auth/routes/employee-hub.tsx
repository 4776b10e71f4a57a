import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Employee Hub") }];

export default function Screen() {
  return <ScreenPlaceholder title="Employee Hub" summary="Your onboarding at a glance." />;
}
