import { createHash } from 'node:crypto';
import { computeCuiCheckDigit, QUIZ_ANSWER_COUNT, QUIZ_QUESTION_COUNT, texts } from '@ssm/shared';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  readDownloadedText,
  screenshotOnFailure,
} from './support/browser';
import {
  buildCoursePdf,
  countInkedPixels,
  enterSigningCode,
  field,
  readShownQuestions,
  renderEverySection,
  signIn,
  tabPastQuestion,
  waitForNotification,
} from './support/page-helpers';

/*
 * The whole product in one scenario on the freshly seeded platform, as its users go through it:
 * a new firm is set up from nothing (its company, people added one by one and imported from a
 * file, one deleted), an employee is trained, comes back later and signs, the employer and the
 * prevention service countersign, a record outlives a new edition of its course's PDF, and the
 * firm archives and clears the company's history. Everything it changes is its own, so it runs
 * beside the other files on the platform they share. The quiz's failed attempt and its timer,
 * and the PDF viewer's tools, are `courses.e2e.test.ts`'s.
 */

const suffix = Date.now().toString(36);
const firmName = `Prevenție Parcurs ${suffix}`;
const companyName = `Construcții Parcurs ${suffix}`;
const courseTitle = `Lucrul la înălțime ${suffix}`;
const owner = {
  username: `owner.parcurs.${suffix}`,
  password: 'Lanterna-Rece-Munte-7',
  newPassword: 'Ciocarlie-Piatra-Lac-39',
};
const admin = { username: `admin.parcurs.${suffix}`, firstName: 'Elena', lastName: 'Vasile' };
const employees = [
  { username: `angajat.parcurs.${suffix}`, firstName: 'Mihai', lastName: 'Dumitrescu' },
  { username: `angajata.parcurs.${suffix}`, firstName: 'Ioana', lastName: 'Stoica' },
];
const trainee = employees[0]!;

/** The correct answer of each question sits at a different position. */
const correctIndex = (question: number) => question % QUIZ_ANSWER_COUNT;
const answerText = (question: number, answer: number) =>
  `Răspunsul ${answer + 1} la întrebarea ${question + 1}`;

/** 20 employees; rows 7 and 15 are wrong (an e-mail without @, a missing first name). */
function buildEmployeesCsv(): string {
  const lines = Array.from({ length: 20 }, (_, index) => {
    const username = `angajat${index + 1}.${suffix}`;
    if (index === 5) return `${username};Radu;Stan;fara-arond;12.03.1991;Zidar;`;
    if (index === 13) return `${username};;Marin;${username}@example.ro;;Zidar;`;
    return `${username};Angajat${index + 1};Test;${username}@example.ro;12.03.1991;Zidar;tura de noapte`;
  });
  // "Observații" is no column the import knows: the owner must say what becomes of it.
  const header = 'Nume utilizator;Prenume;Nume;Email;Data nașterii;Funcție;Observații';
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

/** Enough presses to cross the PDF viewer's toolbar, the longest run of controls on any page. */
const MAX_TAB_PRESSES = 80;

/** The screen at a step of the journey fits the phone's width and broke no rule of the CSP. */
async function checkScreen(page: Page, step: string): Promise<void> {
  // Polled: a notification sliding in overhangs the screen until its transition ends.
  await expect.poll(() => hasHorizontalScroll(page), { message: step }).toBe(false);
  expect(await readCspViolations(page), step).toEqual([]);
}

/** Presses Tab until `target` has the focus, as someone without a mouse reaches a control. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < MAX_TAB_PRESSES; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Logs in with the keyboard only: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, field(page, texts.login.username));
  await page.keyboard.type(username);
  await tabTo(page, field(page, texts.login.password));
  await page.keyboard.type(password);
  await checkScreen(page, 'employee-login');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: texts.dashboards.employee, level: 1 }).waitFor();
}

/**
 * Ticks the course's confirmation and answers its quiz right with the keyboard: Tab into each question's
 * radio group, arrows to the answer wherever the attempt put it (Space picks the first, which arrows
 * cannot select), Enter sends.
 */
async function answerQuizByKeyboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
  await tabTo(page, page.getByRole('checkbox', { name: texts.courseDetail.confirmStudied }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: texts.courseDetail.goToQuiz }));
  await page.keyboard.press('Enter');
  // The attempt shows its questions and answers in its own order: each is found by its text.
  const shown = await readShownQuestions(page);
  await tabTo(page, page.getByRole('radio').first());
  for (const { label, answers } of shown) {
    const question = Number(/situația (\d+)/.exec(label)?.[1]) - 1;
    const answer = answerText(question, correctIndex(question));
    const position = answers.indexOf(answer);
    if (position === 0) await page.keyboard.press('Space');
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: answer, exact: true }).isChecked()).toBe(true);
    await tabPastQuestion(page);
  }
  const submit = page.getByRole('button', { name: texts.quizTaking.submit });
  expect(await submit.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

/**
 * Records every pointer press (mouse, touch, pen) the page receives in the tab's session storage,
 * which outlives reloads, so the keyboard-only steps can show they had none.
 */
async function recordPointerPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'pointerdown',
      () =>
        sessionStorage.setItem(
          'pointerPresses',
          String(Number(sessionStorage.getItem('pointerPresses')) + 1),
        ),
      true,
    );
  });
}

function countPointerPresses(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('pointerPresses')));
}

/**
 * Logs out once the notifications are gone: on a phone they cover the bottom of a page, where the
 * profile's Logout sits, and they stay while the pointer (left there by the last click) rests on them.
 */
/** From the owner dashboard to one of the focused pages its shortcuts lead to. */
async function followShortcut(page: Page, shortcut: string, heading: string): Promise<void> {
  await page.getByRole('link', { name: shortcut, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.locator('[data-portal] [role="alert"]').first().waitFor({ state: 'detached' });
  await page.getByRole('button', { name: texts.common.logout, exact: true }).click();
  await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
}

/** Selects every document waiting for the signed-in signer and presses the sign button. */
async function selectAllAndSign(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: texts.documents.pendingTitle });
  await section.getByRole('checkbox', { name: texts.documents.selectAll }).check();
  await section.getByRole('button', { name: texts.documents.selectedCount('1') }).click();
}

/** What the public verification page says of the signature. */
async function verifySignature(page: Page, signatureHash: string): Promise<string> {
  await page.goto('/verificare');
  await field(page, texts.verification.hashLabel).fill(signatureHash);
  await page.getByRole('button', { name: texts.verification.submit }).click();
  const result = page.getByRole('main');
  await result.getByText(texts.verification.valid).waitFor();
  return (await result.textContent()) ?? '';
}

describe('the whole journey, from a new firm to a cleared company history', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('runs end to end with the employee on the keyboard only', { timeout: 300_000 }, async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'journey');
    await recordPointerPresses(page);
    const temporaryPasswords = new Map<string, string>();

    // The super owner creates the firm and its owner.
    await signIn(page, demoLogins.superowner, DEMO_PASSWORD, texts.dashboards.superowner);
    const cuiDigits = String(30_000_000 + (Date.now() % 9_000_000));
    const firmForm = page.locator('form').filter({ has: page.getByText(texts.firms.createTitle) });
    await field(firmForm, texts.firms.name).fill(firmName);
    await field(firmForm, texts.firms.cui).fill(`RO${cuiDigits}${computeCuiCheckDigit(cuiDigits)}`);
    await field(firmForm, texts.firms.regCom).fill(`J40/${Date.now() % 900_000}/2025`);
    await field(firmForm, texts.firms.address).fill('Str. Parcursului nr. 2, București');
    await firmForm.getByRole('button', { name: texts.firms.createSubmit }).click();
    await waitForNotification(page, texts.firms.created);
    const ownerForm = page
      .locator('form')
      .filter({ has: page.getByText(texts.owners.addTitle, { exact: true }) });
    await ownerForm.getByRole('button', { name: texts.owners.submit }).click();
    await ownerForm.getByText(texts.owners.selectFirm).waitFor();
    await field(ownerForm, texts.owners.firm).selectOption({ label: firmName });
    await field(ownerForm, texts.people.username).fill(owner.username);
    await field(ownerForm, texts.people.password).fill(owner.password);
    await field(ownerForm, texts.people.email).fill(`${owner.username}@example.ro`);
    await field(ownerForm, texts.people.firstName).fill('Teodora');
    await field(ownerForm, texts.people.lastName).fill('Marinescu');
    await ownerForm.getByRole('button', { name: texts.owners.submit }).click();
    await waitForNotification(page, texts.owners.added);
    const firmCard = page.getByRole('article', { name: firmName });
    await firmCard.getByRole('button', { name: texts.firms.details }).click();
    await firmCard.getByText(owner.username).waitFor();
    await firmCard.getByText(texts.firms.noClients).waitFor();
    await checkScreen(page, 'superowner-firm-and-owner');
    await logOut(page);

    // The owner signs in with the password the super owner gave and replaces it in the profile.
    await signIn(page, owner.username, owner.password, texts.dashboards.owner);
    await checkScreen(page, 'owner-first-dashboard');
    await page.getByRole('link', { name: texts.common.profile, exact: true }).click();
    await page.getByRole('heading', { name: texts.profile.title, level: 1 }).waitFor();
    await field(page, texts.profile.oldPassword).fill(owner.password);
    await field(page, texts.profile.newPassword).fill(owner.newPassword);
    await field(page, texts.profile.confirmPassword).fill(owner.newPassword);
    await page.getByRole('button', { name: texts.profile.changePasswordSubmit }).click();
    await waitForNotification(page, texts.profile.passwordChanged);
    await checkScreen(page, 'owner-profile-password-changed');
    await page.getByRole('link', { name: texts.common.backToDashboard }).click();

    // A company, its admin and two employees, each with a temporary password shown once.
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await followShortcut(page, texts.ownerShortcuts.companies, texts.navigation.companies);
    await page.getByRole('button', { name: texts.companies.add }).click();
    const companyModal = page.getByRole('dialog');
    await companyModal.getByRole('button', { name: texts.companies.add }).click();
    await companyModal.getByText(texts.companies.allRequired).first().waitFor();
    await field(companyModal, texts.companies.name).fill(companyName);
    await field(companyModal, texts.companies.registrationNumber).fill('J12/777/2020');
    await field(companyModal, texts.companies.address).fill('Str. Schelei nr. 4, Cluj-Napoca');
    await checkScreen(page, 'owner-add-company');
    await companyModal.getByRole('button', { name: texts.companies.add }).click();
    await waitForNotification(page, texts.companies.added);
    await page
      .getByRole('list', { name: texts.companies.registerTitle })
      .getByRole('link', { name: companyName, exact: true })
      .waitFor();
    await page.goto('/dashboard-owner');
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    for (const person of [
      { ...admin, role: 'Administrator' },
      ...employees.map((employee) => ({ ...employee, role: 'Angajat' })),
    ]) {
      await followShortcut(page, texts.ownerShortcuts.people, texts.navigation.people);
      await page.getByRole('link', { name: texts.people.manageUsers }).click();
      await page.getByRole('heading', { name: texts.userManagement.title, level: 1 }).waitFor();
      if (person.username === admin.username) {
        await page.getByRole('button', { name: texts.people.save }).click();
        await page.getByText(texts.people.allRequired).first().waitFor();
      }
      await field(page, texts.people.username).fill(person.username);
      await field(page, texts.people.email).fill(`${person.username}@example.ro`);
      await field(page, texts.people.firstName).fill(person.firstName);
      await field(page, texts.people.lastName).fill(person.lastName);
      await field(page, texts.people.birthDate).fill('1991-05-17');
      await field(page, texts.people.role).selectOption({ label: person.role });
      await field(page, texts.people.company).selectOption({ label: companyName });
      await page.getByRole('button', { name: texts.people.save }).click();
      await waitForNotification(page, texts.people.added);
      const shownPassword = page.getByTestId('temporary-password');
      await expect.poll(() => shownPassword.textContent()).toMatch(/^[A-Za-z2-9]{14}$/);
      temporaryPasswords.set(person.username, (await shownPassword.textContent()) ?? '');
      await page.getByRole('button', { name: texts.people.copy }).waitFor();
      await checkScreen(page, `owner-user-added-${person.username.split('.')[0]}`);
      await page.getByRole('button', { name: texts.people.continueToDashboard }).click();
      await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    }

    // A file of 20 employees with two bad rows: a preview, then the import of the 18 good ones.
    await followShortcut(page, texts.ownerShortcuts.people, texts.navigation.people);
    await page.getByRole('link', { name: texts.people.importUsers }).click();
    await page.getByRole('heading', { name: texts.userImport.title, level: 1 }).waitFor();
    await field(page, texts.people.company).selectOption({ label: companyName });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'angajati.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(buildEmployeesCsv()),
    });
    await page.getByRole('button', { name: texts.userImport.preview }).click();
    await page.getByText(texts.importFile.encodingRead(texts.importFile.encodings['utf-8-bom'])).waitFor();
    const importButton = page.getByRole('button', { name: texts.userImport.import });
    expect(await importButton.isDisabled()).toBe(true);
    await field(page, texts.importFile.columnChoice('Observații')).selectOption({
      label: texts.importFile.ignoreColumn,
    });
    await page.getByRole('button', { name: texts.userImport.preview }).click();
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await page.getByText(texts.userImport.summary(18, 0, 2)).waitFor();
    expect(await page.locator('tr[data-status="invalid"]').count()).toBe(2);
    await page.getByText(texts.api.invalidEmail).filter({ visible: true }).waitFor();
    await checkScreen(page, 'owner-import-preview');
    await importButton.click();
    await page.getByText(texts.userImport.imported(18)).first().waitFor();
    const passwordsFile = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.userImport.downloadPasswords }).click();
    const passwords = await readDownloadedText(await passwordsFile);
    expect(passwords.split('\r\n').filter((line) => line.includes(`.${suffix};`))).toHaveLength(18);
    expect(passwords.startsWith('\uFEFFNume utilizator;Prenume;Nume;Email;Parolă temporară')).toBe(true);
    await checkScreen(page, 'owner-import-done');

    // One of them deleted again: company, username filter, user, confirmation.
    await page.getByRole('link', { name: texts.common.backToDashboard }).click();
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await followShortcut(page, texts.ownerShortcuts.people, texts.navigation.people);
    const deletePanel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: texts.people.deleteTitle }) });
    await field(deletePanel, texts.people.chooseCompany).selectOption({ label: companyName });
    await field(deletePanel, texts.people.filterByUsername).fill(`angajat7.${suffix}`);
    const userSelect = field(deletePanel, texts.people.chooseUser);
    await expect.poll(() => userSelect.locator('option').count()).toBe(2);
    await userSelect.selectOption({ index: 1 });
    await deletePanel.getByRole('button', { name: texts.people.deleteTitle }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.common.delete }).click();
    await waitForNotification(page, texts.people.deleted);
    await expect.poll(() => userSelect.locator('option').count()).toBe(1);
    await checkScreen(page, 'owner-user-deleted');

    // A course with its PDF, then its quiz, then assigned to everyone in the company.
    await page.goto('/dashboard-owner');
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await followShortcut(page, texts.ownerShortcuts.courses, texts.courses.listTitle);
    await page.getByRole('link', { name: texts.courses.addTitle, exact: true }).click();
    await page.getByRole('heading', { name: texts.courses.addTitle, level: 1 }).waitFor();
    await field(page, texts.courseForm.title).fill(courseTitle);
    await field(page, texts.courseForm.description).fill('Reguli pentru lucrul la înălțime, cu test final.');
    // Introductory-general: countersigned by the company's admin, then the SSM service
    // (docs/domain.md, signers per phase).
    await field(page, texts.courseForm.subcategory).selectOption('introductive');
    // The trainee takes the quiz at once: the firm lowers the minimum study, with its reason.
    await field(page, texts.courseForm.minStudy).fill('0');
    await field(page, texts.courseForm.minStudyReason).fill('Materialul se parcurge în sală, cu formatorul.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'lucrul-la-inaltime.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await buildCoursePdf(courseTitle)),
    });
    await page.getByRole('button', { name: texts.courseForm.submit }).click();
    await waitForNotification(page, texts.courseForm.created);
    await page.getByRole('heading', { name: texts.quizForm.forCourse(courseTitle) }).waitFor();
    const questions = page.getByLabel(/^Întrebarea \d+( \*)?$/);
    const answers = page.getByLabel(/^Răspunsul \d+( \*)?$/);
    for (let question = 0; question < QUIZ_QUESTION_COUNT; question += 1) {
      await questions.nth(question).fill(`Ce faci în situația ${question + 1}?`);
      for (let answer = 0; answer < QUIZ_ANSWER_COUNT; answer += 1) {
        await answers.nth(question * QUIZ_ANSWER_COUNT + answer).fill(answerText(question, answer));
      }
      await page
        .getByRole('radio', {
          name: texts.quizForm.correctAnswer(question + 1, correctIndex(question) + 1),
          exact: true,
        })
        .check();
    }
    await checkScreen(page, 'owner-course-and-quiz');
    await page.getByRole('button', { name: texts.quizForm.submit }).click();
    await waitForNotification(page, texts.quizForm.saved);
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await followShortcut(page, texts.ownerShortcuts.courses, texts.courses.listTitle);
    await page.getByRole('link', { name: texts.courses.addTitle, exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: courseTitle })
      .getByRole('link', { name: `${texts.courseList.assign}: ${courseTitle}` })
      .click();
    await page.getByRole('heading', { name: texts.courses.assignTitle, level: 1 }).waitFor();
    await field(page, texts.courseAssign.company).selectOption({ label: companyName });
    await page.getByRole('checkbox', { name: texts.courseAssign.allUsers }).check();
    await checkScreen(page, 'owner-assign-course');
    await page.getByRole('button', { name: texts.courseAssign.submit }).click();
    await waitForNotification(page, texts.courseAssign.assigned);
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await renderEverySection(page);
    await logOut(page);

    // The employee: the login, the quiz and the signature with the keyboard only.
    const pressesBeforeLogin = await countPointerPresses(page);
    expect(pressesBeforeLogin, 'the recorder saw the clicks so far').toBeGreaterThan(0);
    await signInByKeyboard(page, trainee.username, temporaryPasswords.get(trainee.username) ?? '');
    expect(await countPointerPresses(page), 'pointer presses while logging in').toBe(pressesBeforeLogin);
    await checkScreen(page, 'employee-dashboard');
    await page.getByRole('link', { name: courseTitle }).click();
    await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
    await expect.poll(() => countInkedPixels(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    await checkScreen(page, 'employee-course-pdf');

    // Passed at the first attempt: the failed one and its timer are courses.e2e.test.ts's.
    const pressesBeforeQuiz = await countPointerPresses(page);
    await answerQuizByKeyboard(page);
    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    await waitForNotification(page, texts.quizTaking.passed);
    await checkScreen(page, 'employee-sign-consent');

    // The trainee leaves before signing and comes back to the record from the dashboard.
    await page.goto('/dashboard-employee');
    const toSign = page.getByRole('region', { name: texts.courses.recordsToSignTitle });
    await toSign.getByText(courseTitle).waitFor();
    const courseCard = page
      .getByRole('region', { name: texts.courses.listTitle })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: courseTitle, exact: true }) });
    await courseCard.getByText(texts.courses.statusLabels.awaiting_signature).waitFor();
    await checkScreen(page, 'employee-dashboard-record-to-sign');
    await tabTo(page, toSign.getByRole('link', { name: `${texts.courses.sign}: ${courseTitle}` }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    await tabTo(page, page.getByRole('checkbox', { name: texts.signing.agree }));
    await page.keyboard.press('Space');
    // Without a passkey the signature is confirmed with the code mailed to the trainee.
    const consentForm = page
      .locator('section')
      .filter({ has: page.getByRole('button', { name: texts.signing.submit }) });
    await enterSigningCode(page, consentForm, `${trainee.username}@example.ro`, (target) =>
      tabTo(page, target),
    );
    await tabTo(page, page.getByRole('button', { name: texts.signing.submit }));
    const upload = page.waitForRequest((request) => request.url().includes('/api/signatures/upload'));
    await page.keyboard.press('Enter');
    const signatureHash = ((await upload).postDataJSON() as { hash_signature: string }).hash_signature;
    await page.waitForURL(/\/profile$/);
    expect(await countPointerPresses(page), 'pointer presses from the quiz to the signature').toBe(
      pressesBeforeQuiz,
    );
    const history = page.getByRole('region', { name: texts.profile.historyTitle });
    await history
      .getByRole('listitem')
      .filter({ hasText: courseTitle })
      .getByText(texts.courses.statusLabels.awaiting_countersignature)
      .first()
      .waitFor();
    await checkScreen(page, 'employee-profile-signed');
    await page.goto('/dashboard-employee');
    await courseCard.getByText(texts.courses.statusLabels.awaiting_countersignature).waitFor();
    expect(await page.getByRole('region', { name: texts.courses.recordsToSignTitle }).count()).toBe(0);
    await logOut(page);

    // The company admin countersigns as the employer's representative and sees the progress.
    await signIn(page, admin.username, temporaryPasswords.get(admin.username) ?? '', texts.dashboards.admin);
    await selectAllAndSign(page);
    const consent = page.getByRole('dialog', { name: texts.documents.confirmTitle });
    await consent.getByText(texts.signing.counterSignConsent.representative.title).waitFor();
    await consent.getByText(/^Semnezi 1 fișă de instruire/).waitFor();
    await checkScreen(page, 'admin-consent');
    await enterSigningCode(page, consent, `${admin.username}@example.ro`);
    await consent.getByRole('button', { name: texts.documents.confirm }).click();
    await waitForNotification(page, texts.documents.adminMassSignSuccess);
    await page.getByText(texts.documents.pendingEmpty).waitFor();
    const progressRow = page
      .getByRole('region', { name: texts.documents.progressTitle })
      .getByRole('row')
      .filter({ hasText: `${trainee.lastName} ${trainee.firstName}` });
    await progressRow.getByText(texts.documents.statusLabels.awaiting_owner).waitFor();
    // On the phone the course is read under the person's name; score and state keep their cells.
    expect(await progressRow.getByRole('cell').allInnerTexts()).toEqual([
      `${trainee.lastName} ${trainee.firstName}\n${courseTitle}`,
      '100%',
      texts.documents.statusLabels.awaiting_owner,
    ]);
    await checkScreen(page, 'admin-signed-and-progress');
    await logOut(page);

    // The owner signs as the prevention service, then checks the signature on the public page.
    // On /documente-de-semnat it selects the whole filter, not the page listed, and signs it with
    // the e-mailed code; the result comes in numbers and the total and the table empty at once.
    await signIn(page, owner.username, owner.newPassword, texts.dashboards.owner);
    await page.goto('/documente-de-semnat');
    const ownerPending = page.getByRole('region', { name: texts.documents.pendingTitle });
    await ownerPending.getByText(texts.documents.pendingTotal(1)).waitFor();
    await ownerPending.getByRole('button', { name: texts.documents.selectFiltered(1) }).click();
    await ownerPending.getByText(texts.documents.selectionOfFilter(1, 1)).waitFor();
    await ownerPending.getByRole('button', { name: texts.documents.selectedCount('1') }).click();
    await enterSigningCode(page, page.getByRole('dialog'), `${owner.username}@example.ro`);
    await page.getByRole('dialog').getByRole('button', { name: texts.documents.confirm }).click();
    await waitForNotification(page, texts.documents.ownerMassSignSuccess);
    await ownerPending.getByText(`${texts.documents.signedCount(1)}.`).waitFor();
    await ownerPending.getByText(texts.documents.pendingTotal(0)).waitFor();
    await ownerPending.getByText(texts.documents.pendingEmpty).waitFor();
    await checkScreen(page, 'owner-signed');
    const verified = await verifySignature(page, signatureHash);
    expect(verified).toContain(`${trainee.lastName} ${trainee.firstName}`);
    await checkScreen(page, 'verification-valid');

    // A new edition of the course's PDF leaves the record signed on the old one as it was.
    await page.goto('/courses');
    await page.getByRole('link', { name: courseTitle, exact: true }).first().click();
    await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
    await page.getByRole('button', { name: texts.courseEdit.open }).click();
    // The course page also uploads its language versions: the edit form's file field is the one.
    await page
      .getByRole('region', { name: texts.courseEdit.title })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'lucrul-la-inaltime-v2.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await buildCoursePdf(`${courseTitle}, ediția a doua`)),
      });
    await page.getByRole('button', { name: texts.courseEdit.submit }).click();
    await waitForNotification(page, texts.courseEdit.saved);
    await checkScreen(page, 'owner-course-new-pdf');
    expect(await verifySignature(page, signatureHash)).toBe(verified);

    // The company's ZIP: an index naming the signed record, and that record's PDF.
    await page.goto('/arhive');
    await page.getByRole('heading', { name: texts.navigation.archives, level: 1 }).waitFor();
    const archives = page.getByRole('region', { name: texts.archives.title });
    await archives.getByLabel(texts.archives.chooseCompany).selectOption({ label: companyName });
    await archives.getByRole('button', { name: texts.archives.generate }).click();
    const downloadLink = archives.getByRole('link', { name: texts.archives.download });
    await downloadLink.waitFor({ timeout: 60_000 });
    await checkScreen(page, 'owner-archive-ready');
    const zipResponse = await fetch(String(await downloadLink.getAttribute('href')));
    const zip = await JSZip.loadAsync(await zipResponse.arrayBuffer());
    const indexFile = zip.file('index.csv');
    expect(indexFile, 'the archive has its index').not.toBeNull();
    const [header = [], ...rows] = parse(await indexFile!.async('string'), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(rows).toHaveLength(1);
    const record = Object.fromEntries(header.map((column, index) => [column, rows[0]![index]]));
    expect(record.Utilizator).toBe(trainee.username);
    expect(record.Cursul).toBe(courseTitle);
    expect(record['Scor (%)']).toBe('100');
    expect(record['Semnat complet la']).not.toBe('');
    const pdfFile = zip.file(record.Fișier ?? '');
    expect(pdfFile, `the archive holds ${record.Fișier}`).not.toBeNull();
    const pdf = await pdfFile!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(record['SHA-256 fișier PDF']);
    // The one record, and beside it the worker's fișă individuală that prints it.
    const folder = String(record.Fișier).split('/')[0];
    expect(
      Object.keys(zip.files)
        .filter((name) => name.endsWith('.pdf'))
        .sort(),
    ).toEqual([record.Fișier, `${folder}/Fisa individuala SSM.pdf`].sort());

    // The clients' periodic-training page lists the new company.
    await page.goto('/dashboard-owner');
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await renderEverySection(page);
    await page
      .getByRole('region', { name: texts.trainingStatus.summary.title })
      .getByRole('link', { name: texts.trainingStatus.summary.link })
      .click();
    await page.getByRole('heading', { name: texts.trainingStatus.title, level: 1 }).waitFor();
    const companyCard = page.getByRole('listitem', { name: companyName, exact: true });
    await companyCard.locator('[data-status]').waitFor();
    await checkScreen(page, 'owner-training-status');
    await page.getByRole('link', { name: texts.common.backToDashboard }).click();
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();

    // Last, the company's history is deleted after the owner confirms.
    await followShortcut(page, texts.ownerShortcuts.archives, texts.navigation.archives);
    await archives.getByLabel(texts.archives.chooseCompany).selectOption({ label: companyName });
    await archives.getByRole('button', { name: texts.companyHistory.deleteTitle }).click();
    const deletion = page.getByRole('dialog');
    await deletion.getByLabel(texts.companyHistory.typeName(companyName)).fill(companyName);
    await deletion.getByRole('button', { name: texts.common.delete }).click();
    await archives.getByText(texts.companyHistory.deleted(1, 1, 3, 1)).waitFor();
    await checkScreen(page, 'owner-history-deleted');
    await logOut(page);

    await signIn(
      page,
      trainee.username,
      temporaryPasswords.get(trainee.username) ?? '',
      texts.dashboards.employee,
    );
    await page.getByRole('link', { name: texts.common.profile, exact: true }).click();
    await page.getByText(texts.profile.historyEmpty).waitFor();
    await checkScreen(page, 'employee-history-empty');
    await page.close();
  });
});
