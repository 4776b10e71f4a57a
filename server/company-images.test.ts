import express from "express";
import { describe, expect, it } from "vitest";
import { companyImages, type ImageSource } from "~/company/images/images.server";
import { exampleProfile } from "~/company/profile";
import { imageSetOf } from "~/company/store.server";
import { companyImageRoutes } from "./company-images";

function serve(source: () => ImageSource) {
  const images = companyImages(source);
  const app = express();
  app.use(companyImageRoutes(images));
  app.use((_req, res) => res.status(404).send("Not Found"));
  return { app, images };
}

async function get(app: express.Express, path: string, headers: Record<string, string> = {}) {
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  server.close();
  return { response, body };
}

const sourceOf = (profile = exampleProfile): ImageSource => ({
  profile,
  logo: null,
  images: imageSetOf({ profile, version: 1 }),
});

describe("companyImageRoutes", () => {
  it("serves the current set's social image for a year, and a 304 for its ETag", async () => {
    const { app, images } = serve(() => sourceOf());
    const { response, body } = await get(app, images.urls().socialImage);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(body.subarray(1, 4).toString()).toBe("PNG");
    const etag = response.headers.get("etag") as string;
    const again = await get(app, images.urls().socialImage, { "If-None-Match": etag });
    expect(again.response.status).toBe(304);
  });

  it("sends an older set's address on to the current one, uncached", async () => {
    let source = sourceOf();
    const { app, images } = serve(() => source);
    const old = images.urls().socialImage;
    source = sourceOf({ ...exampleProfile, legalName: "Acme Power & Light" });
    const { response } = await get(app, old);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(images.urls().socialImage);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the favicon and the manifest at fixed addresses, checked again each time", async () => {
    const { app } = serve(() => sourceOf({ ...exampleProfile, shortName: "Acme" }));
    const favicon = await get(app, "/favicon.ico");
    expect(favicon.response.headers.get("content-type")).toBe("image/x-icon");
    expect(favicon.response.headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    );
    const manifest = await get(app, "/manifest.webmanifest", { "Accept-Encoding": "br" });
    expect(manifest.response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    // fetch decodes the body it was sent compressed.
    expect(manifest.response.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(manifest.body.toString()).short_name).toBe("Acme");
  });

  it("leaves other addresses (and a logo that was never uploaded) to the next handler", async () => {
    const { app, images } = serve(() => sourceOf());
    expect((await get(app, `/company-images/${images.key()}/logo.png`)).response.status).toBe(404);
    expect((await get(app, `/company-images/${images.key()}/other.png`)).response.status).toBe(404);
    expect((await get(app, "/pricing")).response.status).toBe(404);
  });
});
