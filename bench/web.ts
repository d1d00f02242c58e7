import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { routes, texts } from '@ssm/shared';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, demoLogins } from '../functions/src/local/demo-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/support/chromium';
import { type DemoSite, startDemoSite } from '../web/e2e/support/site';
import { type Benchmark, type BenchRow, formatMs, median } from './harness';

/*
 * The site as a phone user meets it: Lighthouse 13 (its default mobile emulation and simulated
 * throttling) against Debian's Chromium, on the production build served by the local platform
 * with the demo data (the gateway compresses like CloudFront). Each page is audited five times
 * and the median score kept. The initial JS is what index.html loads before any lazy chunk.
 */

const RUNS = 5;
/** The first load's size when the per-component styles came in: no page may make it grow. */
const INITIAL_JS_TARGET_KB = 152;
const SCORE_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof SCORE_TARGETS;
const CATEGORIES = Object.keys(SCORE_TARGETS) as Category[];
const PDF_VIEWER_CHUNK = /^pdf-viewer-.*\.js$/;

type AuditedPage = { name: string; path: string };
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;
type Metric = keyof typeof METRICS;

type PageAudit = {
  scores: Record<Category, number>;
  /** Lighthouse's simulated figures behind the performance score (ms; CLS unitless). */
  metrics: Record<Metric, number>;
  requestedUrls: string[];
  /** Accessibility and best-practice audits short of full marks, to say what a score below 100 is. */
  failedAudits: string[];
};

/** The entry script and the chunks index.html preloads with it: the JS of every first load. */
async function measureInitialJs(distDir: string): Promise<{ kilobytes: number; files: string[] }> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] as string);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(join(distDir, file))).length;
  return { kilobytes: bytes / 1000, files };
}

async function readDevToolsPort(profileDir: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const announced = await readFile(join(profileDir, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number.parseInt(announced.split('\n')[0] ?? '', 10);
    if (port > 0) return port;
    await sleep(100);
  }
  throw new Error('Chromium did not open its DevTools port');
}

type LaunchedChromium = { port: number; process: ChildProcess };

async function launchChromium(profileDir: string): Promise<LaunchedChromium> {
  const process = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  return { port: await readDevToolsPort(profileDir), process };
}

/** Signs the owner in through the login form, so the session is stored exactly as the app stores it. */
async function signInOwner(port: number, siteUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel(texts.login.username).fill(demoLogins.owner);
  await page.getByLabel(texts.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.login.submit, exact: true }).click();
  await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
  await page.close();
}

async function findOwnerCourseId(siteUrl: string): Promise<string> {
  const signedIn = await fetch(`${siteUrl}${routes.token.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demoLogins.owner, password: DEMO_PASSWORD }),
  });
  const { access } = (await signedIn.json()) as { access: string };
  const listed = await fetch(`${siteUrl}${routes['list-courses'].path}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const [course] = (await listed.json()) as { id: string }[];
  if (!course) throw new Error('The demo firm has no course');
  return course.id;
}

async function auditPage(port: number, url: string): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The owner's session lives in local storage; Lighthouse would otherwise wipe it first.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [
      metric,
      lhr.audits[metric]?.numericValue ?? Number.NaN,
    ]),
  ) as Record<Metric, number>;
  const requests = lhr.audits['network-requests']?.details;
  const requestedUrls = requests?.type === 'table' ? requests.items.map((item) => String(item.url)) : [];
  const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return { scores, metrics, requestedUrls, failedAudits };
}

async function auditMedian(port: number, url: string): Promise<PageAudit> {
  const audits: PageAudit[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    audits.push(await auditPage(port, url));
    console.log(`  ${url}: ${JSON.stringify(audits.at(-1)?.scores)}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(audits.map((audit) => audit.scores[category]))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [
      metric,
      median(audits.map((audit) => audit.metrics[metric])),
    ]),
  ) as Record<Metric, number>;
  return {
    scores,
    metrics,
    requestedUrls: [...new Set(audits.flatMap((audit) => audit.requestedUrls))],
    failedAudits: [...new Set(audits.flatMap((audit) => audit.failedAudits))],
  };
}

async function runWebBenchmark(site: DemoSite) {
  const initialJs = await measureInitialJs(site.distDir);
  const assets = await readdir(join(site.distDir, 'assets'));
  const pdfViewerChunk = assets.find((name) => PDF_VIEWER_CHUNK.test(name));
  if (!pdfViewerChunk) throw new Error('No PDF viewer chunk in the build');
  const courseId = await findOwnerCourseId(site.url);
  const profileDir = await mkdtemp(join(tmpdir(), 'ssm-lighthouse-'));
  const browser = await launchChromium(profileDir);
  try {
    const pages: AuditedPage[] = [{ name: 'login page', path: '/login' }];
    const audits = [await auditMedian(browser.port, `${site.url}/login`)];
    await signInOwner(browser.port, site.url);
    for (const page of [
      { name: 'owner dashboard', path: '/dashboard-owner' },
      { name: 'course page (owner)', path: `/courses/${courseId}` },
    ]) {
      pages.push(page);
      audits.push(await auditMedian(browser.port, `${site.url}${page.path}`));
    }

    const rows: BenchRow[] = [
      {
        name: 'initial JS (index.html entry and its static imports, gzip)',
        figure: `${initialJs.kilobytes.toFixed(1)} kB in ${initialJs.files.length} files`,
        target: `≤ ${INITIAL_JS_TARGET_KB} kB`,
        meetsTarget: initialJs.kilobytes <= INITIAL_JS_TARGET_KB,
      },
    ];
    pages.forEach((page, index) => {
      const audit = audits[index]!;
      for (const category of CATEGORIES) {
        rows.push({
          name: `${page.name}: ${category} (mobile)`,
          figure: String(audit.scores[category]),
          target:
            category === 'performance' ? `≥ ${SCORE_TARGETS[category]}` : String(SCORE_TARGETS[category]),
          meetsTarget: audit.scores[category] >= SCORE_TARGETS[category],
        });
      }
    });
    const pagesLoadingViewer = pages
      .filter((_, index) => audits[index]!.requestedUrls.some((url) => url.endsWith(pdfViewerChunk)))
      .map((page) => page.name);
    rows.push({
      name: 'pages that load the PDF viewer chunk',
      figure: pagesLoadingViewer.join(', ') || 'none',
      target: 'only the course page',
      meetsTarget: pagesLoadingViewer.length === 1 && pagesLoadingViewer[0] === 'course page (owner)',
    });
    const notes = pages.flatMap((page, index) => {
      const audit = audits[index]!;
      const { metrics } = audit;
      return [
        `${page.name}, simulated: FCP ${formatMs(metrics['first-contentful-paint'])}, LCP ${formatMs(metrics['largest-contentful-paint'])}, TBT ${formatMs(metrics['total-blocking-time'])}, CLS ${metrics['cumulative-layout-shift'].toFixed(3)}.`,
        ...(audit.failedAudits.length
          ? [`${page.name}, audits below full marks: ${audit.failedAudits.join(', ')}.`]
          : []),
      ];
    });
    // Lighthouse multiplies the main-thread time it observes, so other work on the machine inflates TBT.
    notes.push(
      `Load average at the end of the audits: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores.`,
      'Scores move by up to 15 points between runs of the same build here, and the host’s CPU counts: Lighthouse’s simulated 4x CPU slowdown assumes a high-end desktop, and this shared 2-core machine is slower (its benchmarkIndex is not recorded yet). The per-component Mantine CSS, the deferred dashboard sections and the lazy notifications did not bring the pages to 90. A CPU profile of the three page loads at 4x (2026-11-24) showed the largest script cost after React to be the api-client chunk: zod and every route’s schemas (115 kB) evaluated in one task on every page, login included, about 1.2 to 1.3 s at 4x. What it would take: keep the contract’s schemas off the main thread (check answers in a worker, or against the called route’s schema only), start each page’s data requests beside its lazy chunk (router loaders), and record the host’s benchmarkIndex beside the scores.',
    );
    return { rows, notes };
  } finally {
    await closeChromium(browser, profileDir);
  }
}

/**
 * Chromium's helper processes may still write to the profile after the browser process exits,
 * so removing it can meet a directory that filled up again (ENOTEMPTY): it is retried, and a
 * profile that still cannot go is left behind with a warning rather than losing the audits.
 */
async function closeChromium(browser: LaunchedChromium, profileDir: string): Promise<void> {
  if (browser.process.exitCode === null) {
    const exited = new Promise((resolve) => browser.process.once('exit', resolve));
    browser.process.kill();
    await exited;
  }
  await rm(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch((error) =>
    console.warn(`Could not remove the Chromium profile ${profileDir}:`, error),
  );
}

export const web: Benchmark = {
  id: 'web',
  title: 'Web app on a phone: Lighthouse and initial JS',
  method:
    'Lighthouse 13 with its default mobile emulation and simulated throttling, against Debian Chromium, on the production build served by the local platform with the demo data (gzip as CloudFront); median of five audits per page. Initial JS: the gzip size of the index.html entry and the chunks it preloads, lazy chunks excluded.',
  run: async () => {
    const site = await startDemoSite();
    try {
      return await runWebBenchmark(site);
    } finally {
      // The audits are done by now: a failed clean-up is reported, never allowed to lose them.
      await site.stop().catch((error) => console.warn('Could not stop the demo site cleanly:', error));
    }
  },
};
