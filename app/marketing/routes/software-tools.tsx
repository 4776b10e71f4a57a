import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Software Tools") }];

export default function Screen() {
  return (
    <ScreenPlaceholder title="Software Tools" summary="The tools of the Gatsy suite at a glance." />
  );
}
