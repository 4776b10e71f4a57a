import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Employee Information") }];

export default function Screen() {
  return <ScreenPlaceholder title="Employee Information" summary="Your account and HR contacts." />;
}
