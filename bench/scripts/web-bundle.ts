import { firstLoadAimBytes, measureWebBundle, printWebBundle } from '../web-bundle.ts';

/** `npx tsx bench/scripts/web-bundle.ts`: the JavaScript a first visit downloads, per chunk (build first: `npm run build:web`). */
const bundle = measureWebBundle();
if (!bundle) {
  console.log('web: apps/web/dist is missing; build it with `npm run build:web`');
} else {
  printWebBundle(bundle);
  const guest = bundle.firstLoadGzip + bundle.guestHome.gzipBytes;
  console.log(`  first load vs the 200 kB aim: ${(bundle.firstLoadGzip / firstLoadAimBytes).toFixed(2)}×`);
  console.log(
    `  / as a guest with its route chunk vs the 200 kB aim: ${(guest / firstLoadAimBytes).toFixed(2)}×`,
  );
}
