import entry from "virtual:islands-entry";

/** The islands entry and the chunks it imports, in place of React Router's scripts. */
export function IslandScripts({ nonce }: { nonce?: string }) {
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={entry.src} nonce={nonce} />
    </>
  );
}
