// Lighthouse's mobile performance, accessibility and SEO audits (its default config: a mid-range phone on slow 4G,
// simulated) in Debian's Chromium. Never downloads a browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A category's audits that did not pass (a score below 1; audits that do not apply have no score). */
function failedAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
}

function pickMetrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    seoFailures: failedAudits(lhr, 'seo'),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    accessibilityFailures: failedAudits(lhr, 'accessibility'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    speedIndexMs: audit('speed-index'),
    lcpElement: lcpElement?.snippet ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Writes `storage` into the origin's localStorage of the audited Chromium (a signed-in shopper's session, for the
 * checkout page), through the DevTools protocol, before Lighthouse opens the page with its storage kept.
 */
async function writeLocalStorage(port, url, storage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    await tab.goto(new URL('/robots.txt', url).href);
    await tab.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Audits each page `runs` times, in one Chromium, and reports every run and the median of each figure
 * (medians are taken per figure, as Lighthouse's own guidance on variability suggests). Each page is first
 * audited once unrecorded: a shopper meets a server that has served the page before, not one painting its
 * demo pictures and building its first screens for the first time. A page with `localStorage` (a signed-in
 * shopper's checkout) is audited with that storage written first and kept (Lighthouse clears it otherwise).
 */
export async function auditPages(pages, { runs, log }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const audit = async (page) => {
    if (page.localStorage) await writeLocalStorage(chrome.port, page.url, page.localStorage);
    return lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      disableStorageReset: Boolean(page.localStorage),
    });
  };
  try {
    const results = [];
    for (const page of pages) {
      const samples = [];
      log(`  ${page.name}: warm-up run (not recorded)`);
      await audit(page);
      for (let run = 1; run <= runs; run += 1) {
        const result = await audit(page);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`);
        const metrics = pickMetrics(result.lhr);
        samples.push(metrics);
        log(
          `  ${page.name} run ${run}/${runs}: performance ${metrics.performance}, LCP ${(metrics.lcpMs / 1000).toFixed(2)} s, ` +
            `CLS ${metrics.cls.toFixed(3)}, TBT ${Math.round(metrics.tbtMs)} ms, SEO ${metrics.seo}, ` +
            `accessibility ${metrics.accessibility}`,
        );
        for (const failure of metrics.seoFailures) log(`    SEO audit not passed: ${failure}`);
        for (const failure of metrics.accessibilityFailures) log(`    accessibility audit not passed: ${failure}`);
      }
      const medianOf = (key) => median(samples.map((sample) => sample[key]));
      results.push({
        ...page,
        median: {
          performance: medianOf('performance'),
          fcpMs: medianOf('fcpMs'),
          lcpMs: medianOf('lcpMs'),
          cls: medianOf('cls'),
          tbtMs: medianOf('tbtMs'),
          speedIndexMs: medianOf('speedIndexMs'),
          seo: medianOf('seo'),
          accessibility: medianOf('accessibility'),
        },
        lcpElement: samples.at(-1)?.lcpElement ?? null,
        samples,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
