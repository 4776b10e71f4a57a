/**
 * npm run bench:photos: project photo processing against its budgets (docs/performance.md#budgets).
 *   - one 12-megapixel camera JPEG (4000 × 3000, EXIF with GPS) checked and re-encoded into AVIF
 *     and WebP at every width: at most 3 s (median of 3 runs);
 *   - a batch of 6 uploads at once: never more than 2 processed together, and the process's
 *     resident memory grows by at most 600 MB meanwhile.
 * Exits 1 when a budget is missed.
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { photosInProcess, processPhoto } from "~/projects/photos.server";

const BUDGETS = { oneMs: 3_000, concurrent: 2, batchMemoryMb: 600 };
const RUNS = 3;
const BATCH = 6;

/** A busy 12-megapixel picture (noise over a gradient: harder to encode than most photos). */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "BenchCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 8/1 0/1" },
    })
    .toBuffer();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const photo = await cameraJpeg();
console.log(`input: 4000 × 3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await processPhoto(photo);
  times.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  if (!result.ok) throw new Error(result.message);
}
const oneMs = median(times);
// On a machine shared with other work the wall time grows; the CPU time (all threads) says
// what the photo itself costs.
console.log(`one photo: ${median(cpuTimes).toFixed(0)} ms of CPU (all threads)`);

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
let mostAtOnce = 0;
const sampler = setInterval(() => {
  mostAtOnce = Math.max(mostAtOnce, photosInProcess());
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);
const batchStart = performance.now();
await Promise.all(Array.from({ length: BATCH }, () => processPhoto(photo)));
const batchMs = performance.now() - batchStart;
clearInterval(sampler);
const batchMemoryMb = (peakRss - rssBefore) / 1024 / 1024;

const checks = [
  [
    `one photo: ${oneMs.toFixed(0)} ms (median of ${RUNS}; budget ${BUDGETS.oneMs})`,
    oneMs <= BUDGETS.oneMs,
  ],
  [
    `batch of ${BATCH}: ${batchMs.toFixed(0)} ms, at most ${mostAtOnce} at once (budget ${BUDGETS.concurrent})`,
    mostAtOnce <= BUDGETS.concurrent,
  ],
  [
    `batch memory: +${batchMemoryMb.toFixed(0)} MB resident (budget ${BUDGETS.batchMemoryMb})`,
    batchMemoryMb <= BUDGETS.batchMemoryMb,
  ],
] as const;
for (const [text, ok] of checks) console.log(`${ok ? "ok  " : "MISS"} ${text}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
