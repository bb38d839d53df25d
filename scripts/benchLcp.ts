import { pathToFileURL } from 'node:url';
import { publicPages } from '../src/contract/routes.ts';
import { launchChromium } from './benchBrowser.ts';
import { startServerProcess } from './benchServer.ts';

/** The largest-contentful-paint target for every public page on the phone-like profile, in ms. */
export const LCP_TARGET_MS = 1200;

/** The phone-like profile of issue 10: 390 px wide, 4x slower CPU, 1.6 Mbps down, 150 ms round trip. */
export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

const RUNS = 3;

export interface RouteLcp {
  route: string;
  /** Median of the runs, ms after navigation start. */
  lcpMs: number;
  fcpMs: number;
  runs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Loads every public page from the production server in a fresh Chromium context (empty cache)
 * under CDP network and CPU emulation, three times, and takes the median largest-contentful-paint.
 */
export async function benchPublicLcp(routes = publicPages): Promise<RouteLcp[]> {
  const server = await startServerProcess('src/server/main.ts');
  const browser = await launchChromium();
  try {
    const results: RouteLcp[] = [];
    for (const route of routes) {
      const lcps: number[] = [];
      const fcps: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: PHONE_PROFILE.viewport, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: PHONE_PROFILE.latencyMs,
          downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
          uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
        });
        // A loaded machine can take long under this profile; 'load' then the buffered entries.
        await page.goto(server.url + route, { waitUntil: 'load', timeout: 120_000 });
        const paints = await page.evaluate(
          () =>
            new Promise<{ lcp: number; fcp: number; element: string }>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                const last = entries[entries.length - 1] as PerformanceEntry & {
                  element?: Element;
                  url?: string;
                };
                const fcp =
                  performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
                const element = `${last.element?.tagName ?? '?'} ${last.url || last.element?.textContent?.slice(0, 40) || ''}`;
                resolve({ lcp: last.startTime, fcp, element });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        if (process.env.LCP_DEBUG) console.log(route, paints);
        lcps.push(paints.lcp);
        fcps.push(paints.fcp);
        await context.close();
      }
      results.push({ route, lcpMs: median(lcps), fcpMs: median(fcps), runs: lcps });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** `tsx scripts/benchLcp.ts / /about` measures those pages; no argument, every public page. */
const routesFromArgs = () => {
  const given = process.argv.slice(2).filter((a) => a.startsWith('/'));
  return given.length ? given : publicPages;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchPublicLcp(routesFromArgs());
  for (const r of results)
    console.log(
      `${r.route}: LCP ${r.lcpMs.toFixed(0)} ms (runs ${r.runs.map((v) => v.toFixed(0)).join(', ')}), FCP ${r.fcpMs.toFixed(0)} ms`,
    );
  process.exit(0);
}
