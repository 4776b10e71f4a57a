import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Employee Form Progress") }];

export default function Screen() {
  return (
    <ScreenPlaceholder title="Employee Form Progress" summary="New-hire onboarding progress." />
  );
}
