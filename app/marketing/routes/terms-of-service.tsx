import { pageTitle } from "~/site/titles";
import { ScreenPlaceholder } from "~/ui/ScreenPlaceholder";

export const meta = () => [{ title: pageTitle("Terms of Service") }];

export default function Screen() {
  return (
    <ScreenPlaceholder title="Terms of Service" summary="The terms that govern our services." />
  );
}
