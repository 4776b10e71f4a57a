import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Leads") }];

export default function Screen() {
  return (
    <ScreenPlaceholder
      title="Leads"
      summary="Contact messages, pricing requests and trial sign-ups."
    />
  );
}
