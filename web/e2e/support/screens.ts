import { texts } from '@ssm/shared';
import axe from 'axe-core';
import type { BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import {
  addressOf,
  mayOpen,
  PAGE_NAMES,
  type PageName,
  UNKNOWN_ADDRESS,
} from '../../test/support/screen-catalogue';
import { openContext, PHONE_VIEWPORT, readCspViolations, screenshotOnFailure } from './browser';
import type { DemoRole } from './demo-sessions';
import { demoAuthorization, readDemoSession, renderEverySection } from './page-helpers';

/*
 * Every page of the app's catalogue (`test/support/screen-catalogue.ts`) and the main modals, for
 * the role that sees it, on a phone and on a desktop: the page never scrolls sideways, tables fit
 * or scroll inside their own container, and on the phone every control is at least 24 × 24 CSS px
 * (WCAG 2.2 target size) and every table column shown lies on the screen. axe-core finds no
 * violation of any impact on every desktop screen; the phone renders the same markup, so axe runs
 * there once per role and layout (the role's first screen, with the phone's menu toggle) and on
 * the screens that show markup of the phone's own (`phoneMarkup`), which spares most of its cost,
 * the colour-contrast rule over every text of a screen. Each
 * device's screens are split by who sees them (`SCREEN_GROUPS`) into test files of their own,
 * `screens-<device>-<group>.e2e.test.ts`: the two devices' 86 screens in six files of a minute or
 * two rather than two of several minutes, which spread over the workers whatever order the runner
 * picks. Each role keeps one page per file: its first
 * screen loads the app, the next ones are reached inside it as a user's taps reach them, so a file
 * boots the app and compiles axe once per role, not once per screen (docs/benchmarks.md, Test
 * suite); a direct load of each path is what the other browser tests and the links in e-mails do.
 * A screen that fails leaves a full-page screenshot in `test-results/e2e/screens`, and the next
 * screen loads the app afresh.
 */

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
const MIN_TARGET_PX = 24;

type Role = DemoRole;
type Ids = { courseId: string; waitingProgressId: string; companyId: string };

type Screen = {
  name: string;
  /** The page by its name in the app's catalogue (`paths`); null for an address no page has. */
  page: PageName | null;
  role: Role | null;
  /** The values of the page's path parameters. */
  params?: (ids: Ids) => Record<string, string>;
  /** A query the address carries (a link's key or token). */
  query?: string;
  heading: string | RegExp;
  /** Brings up what is checked, once the page has loaded (a modal, a step of a flow). */
  open?: (page: Page) => Promise<void>;
  /**
   * What `open` brought up, the one part axe checks: the page beneath is the screen before it in
   * the list, in the same state, and was checked there.
   */
  axeScope?: string;
  /**
   * The phone shows markup of its own here (the menu opened from its toggle, a table's cells'
   * phone-only text), which axe checks on the phone too (see `describeEveryScreen`).
   */
  phoneMarkup?: true;
};

/** A demo client company with people (functions/src/local/demo-training-status.ts). */
const PEOPLE_COMPANY = 'Construcții Brașov SRL';

/** The employee's record still waiting for a signature (functions/src/local/demo-documents.ts). */
const WAITING_COURSE = 'Instruirea introductiv-generală în securitatea și sănătatea în muncă';

const screens: Screen[] = [
  { name: 'login', role: null, page: 'login', heading: texts.login.title },
  { name: 'password reset', role: null, page: 'resetPassword', heading: texts.passwordReset.title },
  {
    name: 'new password',
    role: null,
    page: 'resetPasswordConfirm',
    query: '?token=abc',
    heading: texts.passwordReset.confirmTitle,
  },
  {
    name: 'new e-mail address confirmation',
    role: null,
    page: 'emailChangeConfirm',
    query: '?token=abc',
    heading: texts.emailChange.confirmTitle,
  },
  { name: 'homepage', role: null, page: 'homepage', heading: texts.homepage.title },
  { name: 'verification', role: null, page: 'verification', heading: texts.verification.title },
  { name: 'unauthorized', role: null, page: 'unauthorized', heading: texts.unauthorized.title },
  { name: 'not found', role: null, page: null, heading: texts.notFound.title },
  {
    name: "a reminder e-mail's link, no longer valid",
    role: null,
    page: 'reminders',
    query: '?cheie=legatura-expirata',
    heading: texts.notifications.page.title,
    // Opening the link changes nothing (mail scanners open links); the button finds it expired.
    open: async (page) => {
      await page.getByRole('button', { name: texts.notifications.page.stop }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'owner dashboard', role: 'owner', page: 'dashboardOwner', heading: texts.dashboards.owner },
  {
    name: 'add company modal',
    role: 'owner',
    page: 'companies',
    heading: texts.navigation.companies,
    open: async (page) => {
      await page.getByRole('button', { name: texts.companies.add, exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
    axeScope: '[role="dialog"]',
  },
  {
    name: 'user management',
    role: 'owner',
    page: 'userManagement',
    heading: texts.userManagement.title,
  },
  {
    name: "user management with a company's people",
    role: 'owner',
    page: 'userManagement',
    heading: texts.userManagement.title,
    open: async (page) => {
      await page
        .getByLabel(texts.people.chooseCompany, { exact: true })
        .selectOption({ label: PEOPLE_COMPANY });
      await page.getByRole('region', { name: texts.people.peopleTitle }).getByRole('table').waitFor();
    },
  },
  {
    name: 'user import',
    role: 'owner',
    page: 'userImport',
    heading: texts.userImport.title,
  },
  { name: 'add course', role: 'owner', page: 'addCourse', heading: texts.courses.addTitle },
  {
    name: 'assign course',
    role: 'owner',
    page: 'assignCourse',
    params: ({ courseId }) => ({ courseId }),
    heading: texts.courses.assignTitle,
  },
  {
    name: 'training status',
    role: 'owner',
    page: 'clientTraining',
    heading: /./,
  },
  {
    name: "the firm's overdue workers, with their companies",
    role: 'owner',
    page: 'firmWorkers',
    query: '?stare=overdue',
    heading: texts.firmWorkers.title,
  },
  {
    name: "the month's plan",
    role: 'owner',
    page: 'monthPlan',
    heading: texts.monthPlan.title,
    // The plan comes after the heading: a client's plan with its PDF button, or the empty month.
    open: async (page) => {
      await page
        .getByText(texts.monthPlan.empty, { exact: true })
        .or(page.getByRole('button', { name: `${texts.monthPlan.printPdf}: ` }))
        .first()
        .waitFor();
    },
  },
  {
    name: "the firm's default training settings",
    role: 'owner',
    page: 'firmTrainingDefaults',
    heading: texts.firmTrainingDefaults.title,
    open: async (page) => {
      await page.getByRole('button', { name: texts.firmTrainingDefaults.save }).waitFor();
    },
  },
  { name: 'course list', role: 'owner', page: 'courses', heading: texts.courses.listTitle },
  {
    name: 'course with the PDF viewer',
    role: 'owner',
    page: 'course',
    params: ({ courseId }) => ({ id: courseId }),
    heading: /./,
    open: async (page) => {
      await page.locator('.react-pdf__Page__canvas').first().waitFor();
    },
  },
  {
    name: 'user profile',
    role: 'owner',
    page: 'userProfile',
    heading: texts.profile.title,
  },
  {
    name: "a company's people and their trainings",
    role: 'owner',
    page: 'companyTrainings',
    params: ({ companyId }) => ({ companyId }),
    heading: texts.workerTraining.pageTitle,
  },
  {
    name: 'edit person modal',
    role: 'owner',
    page: 'companyTrainings',
    params: ({ companyId }) => ({ companyId }),
    heading: texts.workerTraining.pageTitle,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Editează: / })
        .first()
        .click();
      await page.getByRole('dialog', { name: texts.people.editTitle }).waitFor();
    },
    axeScope: '[role="dialog"]',
  },
  {
    name: "the admin's company trainings",
    role: 'admin',
    page: 'companyTrainings',
    params: ({ companyId }) => ({ companyId }),
    heading: texts.workerTraining.pageTitle,
  },
  { name: 'companies', role: 'owner', page: 'companies', heading: texts.navigation.companies },
  { name: 'people', role: 'owner', page: 'people', heading: texts.navigation.people },
  {
    name: "the owner's documents to sign",
    role: 'owner',
    page: 'documentsToSign',
    heading: texts.navigation.documentsToSign,
    phoneMarkup: true,
  },
  { name: 'archives', role: 'owner', page: 'archives', heading: texts.navigation.archives },
  {
    name: 'the navigation opened on a phone',
    role: 'owner',
    page: 'dashboardOwner',
    heading: texts.dashboards.owner,
    open: async (page) => {
      const toggle = page.getByRole('button', { name: texts.navigation.menu });
      if (await toggle.isVisible()) await toggle.click();
      await page.getByRole('navigation', { name: texts.navigation.label }).waitFor();
    },
    axeScope: 'nav',
    phoneMarkup: true,
  },
  {
    name: "the admin's documents to sign",
    role: 'admin',
    page: 'documentsToSign',
    heading: texts.navigation.documentsToSign,
    phoneMarkup: true,
  },
  {
    name: "the workplace manager's records to sign",
    role: 'employee',
    page: 'workplaceSigning',
    heading: texts.navigation.workplaceSigning,
    phoneMarkup: true,
  },
  {
    name: "the admin's records to sign as manager and for admission to work",
    role: 'admin',
    page: 'workplaceSigning',
    heading: texts.navigation.workplaceSigning,
  },
  {
    name: 'admin dashboard',
    role: 'admin',
    page: 'dashboardAdmin',
    heading: texts.dashboards.admin,
    phoneMarkup: true,
  },
  {
    name: "the admin's archive",
    role: 'admin',
    page: 'archives',
    heading: texts.navigation.archives,
  },
  {
    name: 'employee dashboard',
    role: 'employee',
    page: 'dashboardEmployee',
    heading: texts.dashboards.employee,
  },
  {
    name: 'course as the trainee',
    role: 'employee',
    page: 'course',
    params: ({ courseId }) => ({ id: courseId }),
    heading: /./,
  },
  {
    name: 'quiz',
    role: 'employee',
    page: 'quiz',
    params: ({ courseId }) => ({ id: courseId }),
    heading: /./,
  },
  {
    name: 'sign page',
    role: 'employee',
    page: 'sign',
    params: ({ waitingProgressId }) => ({ progressId: waitingProgressId }),
    heading: texts.signing.title,
  },
  { name: 'profile', role: 'employee', page: 'profile', heading: texts.profile.title },
  {
    name: 'choosing a new password',
    role: 'employee',
    page: 'changePassword',
    heading: texts.profile.changePasswordTitle,
  },
  {
    name: 'superowner dashboard',
    role: 'superowner',
    page: 'dashboardSuperowner',
    heading: texts.dashboards.superowner,
  },
];

/** The screen's address in the demo data. */
function addressOfScreen({ page, params, query = '' }: Screen, ids: Ids): string {
  return page ? `${addressOf(page, params?.(ids))}${query}` : UNKNOWN_ADDRESS;
}

const misplacedScreens = screens.filter(({ page, role }) => page && !mayOpen(page, role));
if (misplacedScreens.length > 0) {
  throw new Error(`Screens their role may not open: ${misplacedScreens.map(({ name }) => name).join(', ')}`);
}
const uncheckedPages = PAGE_NAMES.filter((name) => !screens.some(({ page }) => page === name));
if (uncheckedPages.length > 0) {
  throw new Error(`Pages no screen checks: ${uncheckedPages.join(', ')}`);
}

/** Who sees a screen, by test file: every role belongs to one group. */
const SCREEN_GROUPS: Record<'public' | 'owner' | 'others', (Role | null)[]> = {
  public: [null],
  owner: ['owner'],
  others: ['admin', 'employee', 'superowner'],
};

type ScreenGroup = keyof typeof SCREEN_GROUPS;

const ungroupedScreens = screens.filter(
  ({ role }) => !Object.values(SCREEN_GROUPS).some((roles) => roles.includes(role)),
);
if (ungroupedScreens.length > 0) {
  throw new Error(`No screens file checks: ${ungroupedScreens.map(({ name }) => name).join(', ')}`);
}

type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe-core's source is evaluated through DevTools, which the page's Content-Security-Policy does
 * not govern; a `<script>` tag would be refused, since the policy allows no inline script.
 */
export async function findAxeViolations(page: Page, scope?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const { axe: injected } = window as unknown as { axe: typeof import('axe-core') };
    // Every rule runs; only violations are collected node by node, which is all that is read here.
    const results = await injected.run(selector ? { include: [[selector]] } : document, {
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, scope);
}

function measurePageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/** Tables wider than the screen that no horizontally scrolling container holds. */
function findOverflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    return [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .filter((table) => {
        let container = table.parentElement;
        while (container && container !== document.body && !scrolls(container)) {
          container = container.parentElement;
        }
        const frame =
          container && container !== document.body
            ? container.getBoundingClientRect()
            : { left: 0, right: window.innerWidth };
        const box = table.getBoundingClientRect();
        const fitsFrame = frame.left >= -1 && frame.right <= window.innerWidth + 1;
        const fitsItself = box.right <= frame.right + 1 && box.left >= frame.left - 1;
        return !(fitsFrame && (fitsItself || container !== document.body));
      })
      .map((table) => table.getAttribute('aria-label') ?? table.textContent?.slice(0, 40) ?? 'table');
  });
}

/**
 * On a phone, the column headers of tables that lie beyond the screen's edge: a table keeps on
 * the screen the columns a row is read and acted on by and hides the rest (phone-table.module.css),
 * so none that shows may need a sideways scroll to be read.
 */
function findColumnsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table th')]
      .filter((header) => header.getClientRects().length > 0)
      .filter((header) => {
        const box = header.getBoundingClientRect();
        return box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map((header) => header.textContent?.trim() || 'th'),
  );
}

/**
 * Visible controls smaller than 24 × 24 CSS px. Links inside running text are exempt, as WCAG
 * 2.5.8 exempts them; a native checkbox or radio counts with its label, which toggles it too.
 */
function findSmallTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="link"]';
    const describe = (element: Element, width: number, height: number) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`;
    return [...document.querySelectorAll(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.opacity === '0')
        return [];
      if (element.closest('[aria-hidden="true"]')) return [];
      const isInlineLink = element.tagName === 'A' && style.display === 'inline' && element.closest('p');
      if (isInlineLink) return [];
      let width = box.width;
      let height = box.height;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const label = element.labels?.[0]?.getBoundingClientRect();
        if (label) {
          width = Math.max(width, label.right - Math.min(label.left, box.left));
          height = Math.max(height, label.height);
        }
      }
      return width < min || height < min ? [describe(element, width, height)] : [];
    });
  }, minimum);
}

/**
 * A course assigned to the demo employee (the owner sees it too), their record awaiting a
 * signature, and their company.
 */
async function readIds(context: BrowserContext): Promise<Ids> {
  const headers = demoAuthorization('employee');
  const courses = (await (await context.request.get('/api/courses/', { headers })).json()) as {
    id: string;
    has_quiz: boolean;
  }[];
  const progress = (await (await context.request.get('/api/user-progress/', { headers })).json()) as {
    id: string;
    course_title: string;
  }[];
  const me = (await (await context.request.get('/api/users/me/', { headers })).json()) as { company: string };
  const waiting = progress.find((item) => item.course_title === WAITING_COURSE);
  const withQuiz = courses.find((course) => course.has_quiz);
  if (!waiting || !withQuiz) throw new Error('The demo data lacks the expected course or record');
  return { courseId: withQuiz.id, waitingProgressId: waiting.id, companyId: me.company };
}

const devices = {
  phone: { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true },
  desktop: { viewport: DESKTOP_VIEWPORT },
} satisfies Record<string, BrowserContextOptions>;

/**
 * Opens `path` in the page as its user would get there: the first screen of a page loads the app,
 * the next ones are reached inside it, through the router (a history entry and the popstate event it
 * listens to), as the navigation's links do, and are waited for until the previous screen's heading
 * has left. A page then boots the app and compiles axe once, not once per screen.
 */
async function openScreen(page: Page, path: string, isFirst: boolean): Promise<void> {
  if (isFirst) {
    await page.goto(path);
    return;
  }
  const left = await page.evaluate((target) => {
    window.scrollTo(0, 0);
    if (window.location.pathname + window.location.search === target) return false;
    for (const heading of document.querySelectorAll('h1')) heading.dataset.leftScreen = 'true';
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 },
      '',
      target,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return true;
  }, path);
  if (left) await page.waitForFunction(() => !document.querySelector('h1[data-left-screen]'));
}

/** The kinds of request a screen waits for: its code, styles and the API's answers. */
const AWAITED_REQUESTS = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** The page's requests still waiting for their answer, as the browser reports them. */
function trackRequests(page: Page): () => string[] {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (AWAITED_REQUESTS.has(request.resourceType())) pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => [...pending].map((request) => request.url());
}

const QUIET_MS = 300;
/**
 * A request still pending after this long is not part of a screen settling (a stream the browser
 * never reports finished); the checks then go on rather than wait out the test's limit.
 */
const SETTLE_LIMIT_MS = 15_000;

/** Waits until no request of the page has been pending for `QUIET_MS`, and the loaders are gone. */
async function waitUntilSettled(page: Page, listPending: () => string[]): Promise<void> {
  const giveUpAt = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (listPending().length > 0) quietSince = Date.now();
    if (Date.now() > giveUpAt) {
      console.warn(`Still pending after ${SETTLE_LIMIT_MS} ms, checked anyway:`, listPending());
      break;
    }
    await page.waitForTimeout(50);
  }
  await page
    .getByRole('status')
    .filter({ hasText: texts.common.loading })
    .first()
    .waitFor({ state: 'detached' });
  // A PDF viewer draws in steps after its chunk and the document load: the pages, a tagged PDF's
  // structure tree, then the text layer whose spans that tree names. A page with a viewer is
  // checked once the viewer says it has loaded, its drawing has been still for a moment and every
  // span named is there, as a reader finds them.
  await page.evaluate(
    ({ loading, stillMs }) =>
      new Promise<void>((resolve) => {
        const isDrawn = () =>
          ![...document.querySelectorAll('[role="status"]')].some((status) =>
            status.textContent?.includes(loading),
          ) &&
          [
            ...document.querySelectorAll(
              '.react-pdf__Page__structTree [aria-owns], .react-pdf__Page__structTree[aria-owns]',
            ),
          ].every((owner) =>
            (owner.getAttribute('aria-owns') ?? '')
              .split(' ')
              .every((id) => document.getElementById(id) !== null),
          );
        let timer: ReturnType<typeof setTimeout>;
        const waitForStillness = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (!isDrawn()) return waitForStillness();
            observer.disconnect();
            resolve();
          }, stillMs);
        };
        const inViewer = (node: Node) =>
          (node instanceof Element ? node : node.parentElement)?.closest(
            '.react-pdf__Document, [role="status"]',
          ) != null;
        const observer = new MutationObserver((records) => {
          if (records.some((record) => inViewer(record.target))) waitForStillness();
        });
        if (isDrawn() && !document.querySelector('.react-pdf__Document')) return resolve();
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        waitForStillness();
      }),
    { loading: texts.pdfViewer.loading, stillMs: QUIET_MS },
  );
}

/** The checks above on every screen of one group, on one device: one signed-in page per role. */
export function describeEveryScreen(device: keyof typeof devices, group: ScreenGroup): void {
  const { viewport } = devices[device];
  const roles = SCREEN_GROUPS[group];
  describe(`every ${group} screen on a ${device} (${viewport.width} × ${viewport.height})`, () => {
    const contexts = new Map<Role | null, BrowserContext>();
    const pages = new Map<Role | null, { page: Page; listPending: () => string[]; fresh: boolean }>();
    let ids: Ids;

    beforeAll(async () => {
      const origin = new URL(inject('baseUrl')).origin;
      for (const role of roles) {
        // Each role's context starts with the session its login left (`support/demo-sessions.ts`).
        const localStorage = role ? readDemoSession(role) : [];
        const context = await openContext({
          ...devices[device],
          storageState: { cookies: [], origins: [{ origin, localStorage }] },
        });
        contexts.set(role, context);
        const page = await context.newPage();
        pages.set(role, { page, listPending: trackRequests(page), fresh: true });
      }
      // The ids are read with the employee's token, through any context of the run's platform.
      ids = await readIds([...contexts.values()][0]!);
    });

    afterAll(async () => {
      for (const context of contexts.values()) await context.close();
    });

    it.each(screens.filter(({ role }) => roles.includes(role)))('$name ($role)', async (screen) => {
      const { name, role, heading, open, axeScope, phoneMarkup } = screen;
      const held = pages.get(role)!;
      const { page, listPending } = held;
      const isFirst = held.fresh;
      held.fresh = false;
      // A failed screen may leave the page anywhere: the next one loads the app afresh.
      onTestFailed(() => {
        held.fresh = true;
      });
      screenshotOnFailure(page, `screens/${device}-${name.replace(/\W+/g, '-')}`);
      await openScreen(page, addressOfScreen(screen, ids), isFirst);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      // Every block is checked, the lower ones too, which render only as the reader scrolls near them.
      await renderEverySection(page);
      await waitUntilSettled(page, listPending);
      await open?.(page);
      // A modal or a menu fades in: its colours are checked once they are the ones the user reads.
      // A spinner turns for ever, so only animations that end are waited for.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      if (device === 'desktop' || isFirst || phoneMarkup) {
        expect(await findAxeViolations(page, isFirst ? undefined : axeScope)).toEqual([]);
      }
      expect(await measurePageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await findOverflowingTables(page)).toEqual([]);
      if (device === 'phone') {
        expect(await findSmallTargets(page, MIN_TARGET_PX)).toEqual([]);
        expect(await findColumnsOffScreen(page)).toEqual([]);
      }
      expect(await readCspViolations(page)).toEqual([]);
      // What a screen opened (a modal, a menu) is closed before the next one.
      if (open) await page.keyboard.press('Escape');
    });
  });
}
