// Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU) against Debian's
// Chromium, driven through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Starts Chromium for Lighthouse; returns its debugging port and a way to stop it. */
export async function launchChromium() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  return { port: chrome.port, kill: () => chrome.kill() };
}

/**
 * One Lighthouse run of the performance category with its default (mobile) settings.
 * @returns {Promise<{ score: number, fcp: number, lcp: number, tbt: number, cls: number, scripts: string[] }>}
 */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => {
    const audit = lhr.audits[id];
    if (!audit || typeof audit.numericValue !== 'number') throw new Error(`Lighthouse audit ${id} has no value`);
    return audit.numericValue;
  };
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script').map((item) => String(item.url));
  const score = lhr.categories.performance.score;
  return {
    score: score === null ? Number.NaN : Math.round(score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scripts,
    warnings: lhr.runWarnings ?? [],
  };
}
