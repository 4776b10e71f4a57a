import { Fragment } from "react";
import { OutsideLink } from "~/ui/OutsideLink";
import type { LicenseFacts } from "../facts";

/**
 * The licenses as one line ("B-General Contractor #1234567 · C10-Electrical #1234567"), each
 * number a link to the state's public look-up (in a new tab), where a buyer checks it. Inside a translated text,
 * the list stands where the message has `{licenses}` (`textAround`).
 */
export function LicenseNumbers({
  licenses,
  separator,
  linkClassName,
}: {
  licenses: readonly LicenseFacts[];
  separator: string;
  linkClassName?: string;
}) {
  return (
    <>
      {licenses.map((license, index) => (
        <Fragment key={`${license.name}-${index}`}>
          {index > 0 ? separator : null}
          {license.name}
          {license.number ? (
            <>
              {" "}
              {license.lookupUrl ? (
                <OutsideLink href={license.lookupUrl} className={linkClassName} icon={false}>
                  #{license.number}
                </OutsideLink>
              ) : (
                `#${license.number}`
              )}
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** A placeholder no message holds: where a component goes in a translated text. */
export const SLOT = "\u2063slot\u2063";

/** The text before and after `SLOT` in a message translated with `SLOT` as a value. */
export function textAround(message: string): [string, string] {
  const at = message.indexOf(SLOT);
  if (at < 0) return [message, ""];
  return [message.slice(0, at), message.slice(at + SLOT.length)];
}
