import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Employee Forms") }];

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="Employee Forms"
      summary="New hires: complete your onboarding forms."
    />
  );
}
