import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROLE_LABELS, texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCompany,
  buildCompanyUser,
  buildCurrentUser,
  buildFirm,
  buildId,
  buildLoginUser,
  buildPendingDocument,
  buildPerson,
  buildProgressItem,
  buildSigningCode,
  buildToken,
  signIn,
} from './support/builders';
import { buildAttempt, buildCourse, buildCourseDetail } from './support/course-builders';
import { fakeApi, type RecordedCall } from './support/fake-api';
import { pasteInto } from './support/paste';
import { labelled, startingWith } from './support/queries';
import { renderApp } from './support/render-app';
import { addressOf, type PageName, UNKNOWN_ADDRESS } from './support/screen-catalogue';

/*
 * Every quoted Romanian text of the product's screens, validation rules and error catalogue
 * (docs/product.md), found on the rendered screen in the state that shows it: a text the app
 * never shows fails here. Each state also checks that every Mantine part it renders is styled
 * by the stylesheets web/src/app/styles.ts imports.
 */

type User = ReturnType<typeof userEvent.setup>;

type Quote = {
  /** The text as the product quotes it; `{name}` marks a value filled in at run time. */
  quote: string;
  /** What the app shows for it, the quote's values filled in. */
  shown: string;
  values?: Record<string, string>;
  /**
   * The product writes a few texts without Romanian diacritics (a lost keyboard layout, not a
   * choice); the app shows them spelled correctly, so only the letters without marks must match.
   */
  restoresDiacritics?: true;
};

function said(quote: string, shown: string, options: Omit<Quote, 'quote' | 'shown'> = {}): Quote {
  return { quote, shown, ...options };
}

const DETAIL = 'Documentul nu mai așteaptă semnătura ta.';
const COURSE_ID = buildId();

const quotes = {
  // Screens
  notFound: said('Pagina nu a fost găsită', texts.notFound.title),
  forbidden: said('Acces interzis', texts.unauthorized.title),
  forbiddenText: said('Nu ai permisiunea să accesezi această pagină.', texts.unauthorized.message),
  generating: said('Se generează...', texts.archives.generating),
  pendingEmpty: said('Nu există documente care așteaptă semnătura.', texts.documents.pendingEmpty),
  progressEmpty: said('Nicio înregistrare de progres găsită.', texts.documents.progressEmpty),
  noAssigned: said('Nu ai niciun curs asignat momentan.', texts.courses.noAssigned),
  material: said('Material PDF', texts.courseDetail.material),
  noMaterial: said('Materialul PDF nu este disponibil.', texts.courseDetail.noMaterial),
  viewerEmptyTitle: said('Fișierul PDF nu este disponibil', texts.courseDetail.viewerEmptyTitle),
  viewerEmptyText: said('Momentan, acest curs nu are un fișier atașat.', texts.courseDetail.viewerEmptyText),
  confirmStudied: said(
    'Confirm că am parcurs materialul și mi-am însușit cunoștințele prezentate în acesta',
    texts.courseDetail.confirmStudied,
  ),
  goToQuiz: said('Du-mă la test', texts.courseDetail.goToQuiz),
  courseLoading: said('Se încarcă detaliile cursului...', texts.courseDetail.loading),
  courseLoadFailed: said('Eroare la încărcarea detaliilor cursului.', texts.courseDetail.loadFailed),
  quizTitle: said('Chestionar verificare: Curs {title}', texts.courses.quizTitle(buildCourse().title), {
    values: { title: buildCourse().title },
  }),
  quizSubmit: said('Trimite răspunsurile', texts.quizTaking.submit),
  quizLoading: said('Se încarcă întrebările...', texts.quizTaking.loading),
  quizEmpty: said('Nu există întrebări disponibile pentru acest chestionar.', texts.quizTaking.empty),
  profileTitle: said('Profil utilizator', texts.profile.title),
  notSpecifiedFeminine: said('Nespecificată', texts.common.notSpecifiedFeminine),
  notSpecified: said('Nespecificat', texts.common.notSpecified),
  historyTitle: said('Istoric instruiri (ultimele 28)', texts.profile.historyTitle),
  historyEmpty: said('Nu ai susținut încă niciun test.', texts.profile.historyEmpty),
  changePassword: said('Schimbă parola', texts.profile.changePasswordTitle),
  logout: said('Deconectare', texts.common.logout),
  signSubmit: said('Aplica semnatura electronica', texts.signing.submit, { restoresDiacritics: true }),
  saveUser: said('Salvează Utilizator', texts.people.save),
  backToDashboard: said('Înapoi la panou', texts.common.backToDashboard),
  addCompany: said('Adaugă Companie', texts.companies.add),
  trainingStatusTitle: said('Clienți - Instruire Periodică', texts.trainingStatus.title),
  unknownStatus: said('Necunoscut', texts.trainingStatus.unknownStatus),

  // Validation rules
  companyFieldsRequired: said('Toate câmpurile sunt obligatorii.', texts.companies.allRequired),
  noneSelected: said('Nu ai selectat niciun document pentru semnare.', texts.documents.noneSelected),
  authenticationRequired: said('Autentificarea este necesară.', texts.api.authenticationRequired),
  hashRequired: said('Introdu amprenta de verificat.', texts.verification.hashRequired),
  selectFirm: said('Te rugăm să selectezi o firmă SSM.', texts.owners.selectFirm),
  deleteCourseConfirm: said(
    'Ești sigur că vrei să ștergi acest curs și chestionarul asociat?',
    texts.courseList.deleteConfirm,
  ),
  userFieldsRequired: said('Completează toate câmpurile obligatorii.', texts.people.allRequired),
  courseFieldsRequired: said('Toate câmpurile sunt obligatorii!', texts.courseForm.allRequired),
  companyRequired: said('Te rog selectează o companie.', texts.courseAssign.companyRequired),
  courseRequired: said('Te rog selectează un curs.', texts.courseAssign.courseRequired),
  userRequired: said(
    'Selectează un utilizator sau alege să asignezi tuturor utilizatorilor.',
    texts.courseAssign.userRequired,
  ),
  passwordMismatch: said('Parola nouă și confirmarea nu coincid.', texts.profile.passwordMismatch),
  consentRequired: said('Trebuie sa accepti consimtamantul pentru a semna!', texts.signing.consentRequired, {
    restoresDiacritics: true,
  }),
  userLoadFailed: said('Nu s-au putut incarca datele utilizatorului.', texts.signing.userLoadFailed, {
    restoresDiacritics: true,
  }),

  // Error catalogue
  loginFailure: said('Date de autentificare greșite.', texts.login.failure),
  loginSuccess: said('Autentificare reușită ca {role}', texts.login.success(ROLE_LABELS.owner), {
    values: { role: ROLE_LABELS.owner },
  }),
  companyAddFailure: said('A apărut o eroare la adăugare. Încearcă din nou.', texts.companies.addFailure),
  companyDeleted: said('Compania a fost ștearsă cu succes!', texts.companies.deleted),
  companyDeleteFailure: said('Eroare la ștergerea companiei.', texts.companies.deleteFailure),
  userDeleted: said('Utilizator șters cu succes!', texts.people.deleted),
  userDeleteFailure: said('Eroare la ștergere utilizator.', texts.people.deleteFailure),
  ownerSigned: said(
    'Semnarea documentelor a fost efectuată cu succes.',
    texts.documents.ownerMassSignSuccess,
  ),
  ownerSignFailure: said('A apărut o eroare necunoscută la semnare.', texts.documents.ownerMassSignFailure),
  adminSigned: said('Fișele selectate au fost semnate.', texts.documents.adminMassSignSuccess),
  adminSignFailure: said('Eroare la semnare: {detail}', texts.documents.adminMassSignFailure(DETAIL), {
    values: { detail: DETAIL },
  }),
  adminSignError: said('A apărut o eroare.', texts.documents.genericFailure),
  hashInvalid: said('Amprenta nu este validă.', texts.verification.invalid),
  verificationFailure: said('Eroare la verificare sau amprentă inexistentă.', texts.verification.failure),
  ownerAdded: said('Responsabilul SSM a fost adăugat cu succes!', texts.owners.added),
  noQuiz: said('❌ Acest curs nu are un chestionar asociat.', texts.quizTaking.noQuiz),
  quizLoadFailed: said('❌ Eroare la încărcarea chestionarului.', texts.quizTaking.loadFailed),
  quizPassed: said('✅ Ai promovat testul!', texts.quizTaking.passed),
  quizFailed: said(
    '❌ Nu ai trecut testul. Întoarce-te la curs pentru aprofundare.',
    texts.quizTaking.failed,
  ),
  quizSaveFailed: said('❌ Eroare la salvarea progresului.', texts.quizTaking.saveFailed),
  passwordChanged: said('Parola a fost schimbată cu succes!', texts.profile.passwordChanged),
  unknownError: said('Eroare necunoscută.', texts.common.unknownError),
  signed: said('Semnatura aplicata cu succes!', texts.signing.success, { restoresDiacritics: true }),
  signFailureLog: said('Eroare la trimiterea semnaturii', texts.signing.failureLog, {
    restoresDiacritics: true,
  }),
  signFailure: said('A aparut o eroare la trimiterea semnaturii.', texts.signing.failure, {
    restoresDiacritics: true,
  }),
  userAdded: said('Utilizatorul a fost adăugat cu succes!', texts.people.added),
  userAddFailure: said(
    'A apărut o eroare la adăugare. Verifică datele și încearcă din nou.',
    texts.people.addFailure,
  ),
  courseCreated: said('Curs creat cu succes! Te rog să adaugi acum chestionarul.', texts.courseForm.created),
  courseCreateFailed: said('Eroare la crearea cursului.', texts.courseForm.createFailed),
  quizSaved: said('Chestionar salvat cu succes!', texts.quizForm.saved),
  quizSaveError: said('Eroare la salvarea chestionarului.', texts.quizForm.saveFailed),
  courseDeleted: said('Cursul a fost șters cu succes.', texts.courseList.deleted),
  courseDeleteFailed: said('A apărut o eroare la ștergere.', texts.courseList.deleteFailed),
  courseAssigned: said('Cursul a fost asignat cu succes!', texts.courseAssign.assigned),
  courseAssignFailed: said('Eroare la asignarea cursului.', texts.courseAssign.failed),
  trainingStatusFailure: said('A apărut o eroare la preluarea datelor.', texts.trainingStatus.loadFailure),
  trainingStatusEmpty: said('Nicio companie găsită.', texts.trainingStatus.empty),
  noCourses: said('Nu există cursuri disponibile.', texts.courses.empty),
  noCompaniesToChoose: said('Nicio companie disponibilă', texts.courseAssign.noCompanies),
  noUsersToChoose: said('Niciun utilizator disponibil', texts.courseAssign.noUsers),
  noCoursesToChoose: said('Niciun curs disponibil', texts.courseAssign.noCourses),
  resetRequested: said('Cererea a fost trimisă. Verifică email-ul.', texts.passwordReset.requested),
  resetFailure: said('Email sau companie invalidă.', texts.passwordReset.failure),
} satisfies Record<string, Quote>;

type Screen = {
  /** Finds `quote` on the screen, waiting for it to come. */
  see: (quote: Quote) => Promise<void>;
  /** Finds `quote` among what the app wrote to the console (the product has some failures only logged). */
  seeLogged: (quote: Quote) => Promise<void>;
  user: User;
};

type ScreenState = {
  state: string;
  /** Every quote the state shows: those `run` has not seen on the way are looked for at its end. */
  shows: Quote[];
  /** Sets up the API, opens the screen and brings it to the state, seeing the quotes shown on the way. */
  run: (screen: Screen) => Promise<void>;
};

type Answers = Parameters<typeof fakeApi>[0];

const never = () => new Promise<never>(() => {});
const serverFailure = { status: 500 };
const company = buildCompany();
const employee = buildCompanyUser();
const pendingDocument = buildPendingDocument();

/** The API's answers for a signer without a passkey: no passkey, and a code e-mailed on request. */
const signerWithoutPasskey: Answers = {
  'GET /api/passkeys/': { body: { items: [], registration_open: false } },
  'POST /api/signing-codes/': (call: RecordedCall) => ({
    status: 201,
    body: buildSigningCode((call.body as { document_ids: string[] }).document_ids),
  }),
};

/** Asks for the e-mailed code, then types its digits: what lets a signer without a passkey sign. */
async function enterSigningCode(user: User, container: HTMLElement) {
  await user.click(within(container).getByRole('button', { name: texts.signing.requestCode }));
  const [firstDigit] = await within(container).findAllByRole('textbox');
  await user.type(firstDigit as HTMLElement, '123456');
}

type Opening = {
  /** The values of the page's path parameters, and a query its address carries. */
  params?: Record<string, string>;
  query?: string;
  role?: Parameters<typeof signIn>[0]['role'];
  api?: Answers;
};

/** Opens the page (null: an address no page has) as the role, the API answering as `api` says. */
function open(page: PageName | null, { params, query = '', role, api = {} }: Opening = {}) {
  if (role) signIn({ role });
  fakeApi(api);
  return renderApp(page ? `${addressOf(page, params)}${query}` : UNKNOWN_ADDRESS);
}

/** Presses the button `name`, once it is there (the first render of a lazily loaded page is slow). */
async function click(user: User, name: string, container: HTMLElement = document.body) {
  await user.click(await within(container).findByRole('button', { name }, { timeout: 5000 }));
}

/** Chooses `value` once the select offers it (its options come from the server). */
async function choose(user: User, select: HTMLElement, value: string) {
  await within(select).findByRole('option', {
    name: (_, option) => (option as HTMLOptionElement).value === value,
  });
  await user.selectOptions(select, value);
}

async function findSection(name: string) {
  return screen.findByRole('region', { name }, { timeout: 5000 });
}

async function confirmInDialog(user: User) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: texts.common.delete }));
}

function ownerDashboard(api: Answers = {}) {
  return open('dashboardOwner', {
    role: 'owner',
    api: {
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [] },
      'GET /api/documents/pending-owner/': { body: [pendingDocument] },
      [`GET /api/get-company-users/${company.id}/`]: { body: [employee] },
      ...signerWithoutPasskey,
      ...api,
    },
  });
}

/** /companii, its register holding `company`. */
function companyRegister(api: Answers = {}) {
  return open('companies', {
    role: 'owner',
    api: {
      'GET /api/company-register/': {
        body: {
          total: 1,
          total_workers: 0,
          page: 1,
          page_count: 1,
          companies: [{ ...company, workers: null }],
        },
      },
      ...api,
    },
  });
}

/** Deletes `company` from the register, its name typed as the confirmation asks. */
async function deleteCompany(user: User) {
  await click(user, `${texts.companies.deleteTitle}: ${company.name}`);
  const dialog = await screen.findByRole('dialog');
  await pasteInto(
    user,
    within(dialog).getByLabelText(texts.companies.deleteTypeName(company.name)),
    company.name,
  );
  await user.click(within(dialog).getByRole('button', { name: texts.common.delete }));
}

function peoplePage(api: Answers = {}) {
  return open('people', {
    role: 'owner',
    api: {
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [] },
      [`GET /api/get-company-users/${company.id}/`]: { body: [employee] },
      ...api,
    },
  });
}

async function askToSignPending(user: User) {
  const section = await findSection(texts.documents.pendingTitle);
  await user.click(
    await within(section).findByRole('checkbox', {
      name: texts.documents.selectOne('Popa Ion', 'Instruire PSI'),
    }),
  );
  await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));
}

async function signAsOwner(user: User) {
  await askToSignPending(user);
  await confirmSigning(user);
}

/** Confirms the selection in the counter-sign dialog, with the e-mailed code. */
async function confirmSigning(user: User) {
  const dialog = await screen.findByRole('dialog');
  await enterSigningCode(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: texts.documents.confirm }));
}

async function deleteUser(user: User) {
  const panel = await findSection(texts.people.deleteTitle);
  await choose(user, within(panel).getByLabelText(texts.people.chooseCompany), company.id);
  await user.selectOptions(
    await within(panel).findByRole('combobox', { name: texts.people.chooseUser }),
    await within(panel).findByRole('option', { name: /^ana\.tudor/ }),
  );
  await user.click(within(panel).getByRole('button', { name: texts.people.deleteTitle }));
  await confirmInDialog(user);
}

function adminDashboard(api: Answers = {}) {
  const document = buildPendingDocument({ status: 'awaiting_admin' });
  open('dashboardAdmin', {
    role: 'admin',
    api: {
      'GET /api/courses/': { body: [] },
      'GET /api/documents/pending-admin/': { body: [document] },
      ...signerWithoutPasskey,
      ...api,
    },
  });
  return document;
}

/** Ticks the document (a refused sign keeps it ticked) and signs it. */
async function signAsAdmin(user: User) {
  const section = await findSection(texts.documents.pendingTitle);
  const name = texts.documents.selectOne('Popa Ion', 'Instruire PSI');
  const checkbox = (await within(section).findByRole('checkbox', { name })) as HTMLInputElement;
  if (!checkbox.checked) await user.click(checkbox);
  await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));
  await confirmSigning(user);
}

async function submitLogin(user: User) {
  await pasteInto(user, await screen.findByLabelText(startingWith(texts.login.username)), 'maria.popa');
  await pasteInto(user, screen.getByLabelText(startingWith(texts.login.password)), 'Instruire2026');
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
}

async function requestReset(user: User) {
  await pasteInto(
    user,
    await screen.findByLabelText(startingWith(texts.passwordReset.email)),
    'ana@example.ro',
  );
  await pasteInto(user, screen.getByLabelText(startingWith(texts.passwordReset.companyName)), 'Someș');
  await user.click(screen.getByRole('button', { name: texts.passwordReset.submit }));
}

function coursePage(course = buildCourseDetail(), api: Answers = {}) {
  open('course', {
    params: { id: course.id },
    role: 'employee',
    api: { [`GET /api/courses/${course.id}/`]: { body: course }, ...api },
  });
  return course;
}

function quizPage({
  course = buildCourseDetail({ id: COURSE_ID }),
  grade = {} as Answers[string],
  attempt = { status: 201, body: buildAttempt(course) } as Answers[string],
} = {}) {
  open('quiz', {
    params: { id: course.id },
    role: 'employee',
    api: {
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': attempt,
      'POST /api/progress-list-create/': grade,
      'GET /api/users/me/': { body: buildCurrentUser() },
    },
  });
}

async function answerQuiz(user: User) {
  for (const answer of await screen.findAllByRole('radio', { name: /^Varianta \d+\.1$/ }))
    await user.click(answer);
  await user.click(screen.getByRole('button', { name: texts.quizTaking.submit }));
}

function profilePage(api: Answers = {}) {
  open('profile', {
    role: 'employee',
    api: {
      'GET /api/users/me/': {
        body: buildCurrentUser({ job_title: null, email: null, address: null, birth_date: null }),
      },
      'GET /api/user-progress/': { body: [] },
      ...api,
    },
  });
}

async function changePassword(user: User, confirmation = 'Parola-Noua-2026') {
  await pasteInto(
    user,
    await screen.findByLabelText(startingWith(texts.profile.oldPassword)),
    'Instruire2026',
  );
  await pasteInto(user, screen.getByLabelText(startingWith(texts.profile.newPassword)), 'Parola-Noua-2026');
  await pasteInto(user, screen.getByLabelText(startingWith(texts.profile.confirmPassword)), confirmation);
  await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));
}

function signPage(api: Answers) {
  const record = buildProgressItem({ document_status: 'awaiting_trainee' });
  open('sign', {
    params: { progressId: record.id },
    role: 'employee',
    api: {
      'GET /api/users/me/': { body: buildCurrentUser() },
      'GET /api/user-progress/': { body: [record] },
      ...signerWithoutPasskey,
      ...api,
    },
  });
}

async function sign(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: texts.signing.agree }));
  await enterSigningCode(user, document.body);
  await user.click(screen.getByRole('button', { name: texts.signing.submit }));
}

function userManagement(createUser: Answers[string] = serverFailure) {
  open('userManagement', {
    role: 'owner',
    api: { 'GET /api/companies/': { body: [company] }, 'POST /api/users/create/': createUser },
  });
}

async function fillUser(user: User) {
  await pasteInto(user, await screen.findByLabelText(labelled(texts.people.username)), 'ana.tudor');
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.firstName)), 'Ana');
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.lastName)), 'Tudor');
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.email)), 'ana.tudor@example.ro');
  await choose(user, await screen.findByLabelText(labelled(texts.people.company)), company.id);
  await user.click(screen.getByRole('button', { name: texts.people.save }));
}

/** The PUT of a course's PDF to its presigned address, answered at once. */
class InstantUpload {
  readonly upload = {};
  status = 200;
  onload: (() => void) | null = null;
  open(): void {}
  setRequestHeader(): void {}
  send(): void {
    this.onload?.();
  }
}

function addCoursePage({
  courses = [buildCourse()],
  quizSave = { body: { questions: [] } } as Answers[string],
  api = {} as Answers,
} = {}) {
  vi.stubGlobal('XMLHttpRequest', InstantUpload);
  const created = buildCourse({ title: 'Instruire PSI la locul de muncă' });
  open('addCourse', {
    role: 'owner',
    api: {
      'GET /api/courses/': { body: courses },
      'POST /api/courses/upload-url/': {
        body: {
          upload_id: buildId(),
          upload_url: 'https://files.example.com/uploads/curs.pdf?X-Amz-Signature=abc',
          method: 'PUT',
          headers: { 'content-type': 'application/pdf' },
          expires_in: 900,
        },
      },
      'POST /api/courses/': { status: 201, body: created },
      [`POST /api/courses/${created.id}/quiz/`]: quizSave,
      'POST /api/courses/quiz-sheet/': { body: { questions: SHEET_QUESTIONS, errors: [] } },
      ...api,
    },
  });
  return created;
}

async function createCourse(user: User) {
  await pasteInto(user, await screen.findByLabelText(startingWith(texts.courseForm.title)), 'Instruire PSI');
  await pasteInto(
    user,
    screen.getByLabelText(startingWith(texts.courseForm.description)),
    'Stingerea incendiilor.',
  );
  const file = new File(['%PDF-1.7 test'], 'instruire-psi.pdf', { type: 'application/pdf' });
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));
}

/** A quiz spreadsheet's ten questions, as the server reads them. */
const SHEET_QUESTIONS = Array.from({ length: 10 }, (_, index) => ({
  question_text: `Întrebarea ${index + 1}?`,
  answers: ['Da', 'Nu', 'Uneori', 'Niciodată'],
  correct_index: 0,
}));

/**
 * Fills the quiz form from a spreadsheet and saves it. Filled field by field, the form renders its
 * hundred fields again for each of its 60 texts and answers, seconds in jsdom; these states quote
 * only what the save shows. Text queries: role queries over the form take seconds too.
 */
async function saveQuiz(user: User) {
  await screen.findByText(texts.quizForm.forCourse('Instruire PSI la locul de muncă'));
  const sheetInput = document.querySelectorAll('input[type="file"]')[1] as HTMLInputElement;
  await user.upload(sheetInput, new File(['Întrebare;...'], 'chestionar.csv', { type: 'text/csv' }));
  await user.click(screen.getByText(texts.quizImport.read));
  await screen.findByText(texts.quizImport.imported(SHEET_QUESTIONS.length));
  await user.click(screen.getByText(texts.quizForm.submit));
}

function assignPage({
  companies = [company],
  courses = [buildCourse()],
  assign = {} as Answers[string],
} = {}) {
  const course = courses[0] ?? buildCourse();
  open('assignCourse', {
    params: { courseId: course.id },
    role: 'owner',
    api: {
      'GET /api/companies/': { body: companies },
      'GET /api/courses/': { body: courses },
      [`GET /api/get-company-users/${company.id}/`]: { body: [employee] },
      [`POST /api/courses/${course.id}/assign/`]: assign,
    },
  });
}

async function assignToAll(user: User) {
  await choose(user, await screen.findByLabelText(startingWith(texts.courseAssign.company)), company.id);
  await user.click(screen.getByRole('checkbox', { name: texts.courseAssign.allUsers }));
  await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));
}

function superownerDashboard(addOwner: Answers[string] = serverFailure) {
  const firm = buildFirm();
  open('dashboardSuperowner', {
    role: 'superowner',
    api: { 'GET /api/ssm-firms/': { body: [firm] }, [`POST /api/ssm-firms/${firm.id}/add-owner/`]: addOwner },
  });
  return firm;
}

function trainingStatusPage(answer: Answers[string]) {
  open('clientTraining', { role: 'owner', api: { 'GET /api/companies/training-status/': answer } });
}

/** The viewer watches which pages are near the screen; with no page, there is nothing to report. */
class UnobservingObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** jsdom has no canvas: here every PDF fails to load, as a file gone from storage does. */
vi.mock('react-pdf', async () => {
  const { useEffect } = await import('react');
  type DocumentProps = { file: string; error: ReactNode; onLoadError: (error: Error) => void };
  function Document({ file, error, onLoadError }: DocumentProps) {
    // Like react-pdf, it loads again only for a new file.
    useEffect(() => onLoadError(new Error('Unexpected server response (403)')), [file]);
    return error;
  }
  return { Document, Page: () => null, PasswordResponses: {}, pdfjs: { GlobalWorkerOptions: {} } };
});

const states: ScreenState[] = [
  {
    state: 'an address the app does not know',
    shows: [quotes.notFound],
    run: async () => {
      open(null);
    },
  },
  {
    state: 'a page the role may not open',
    shows: [quotes.forbidden, quotes.forbiddenText],
    run: async () => {
      open('dashboardOwner', { role: 'employee' });
    },
  },
  {
    state: 'login refused, then accepted',
    shows: [quotes.loginFailure, quotes.loginSuccess],
    run: async ({ see, user }) => {
      const owner = buildLoginUser({ role: 'owner' });
      const access = buildToken({ sub: owner.id, role: 'owner', exp: Math.floor(Date.now() / 1000) + 3600 });
      let attempts = 0;
      open('login', {
        api: {
          'POST /api/token/': () =>
            ++attempts === 1
              ? { status: 401, body: { detail: texts.login.failure } }
              : { body: { access, user: owner, must_change_password: false } },
        },
      });
      await submitLogin(user);
      await see(quotes.loginFailure);
      await user.click(screen.getByRole('button', { name: texts.login.submit }));
    },
  },
  {
    state: 'login failed without an explanation',
    shows: [quotes.unknownError],
    run: async ({ user }) => {
      open('login', { api: { 'POST /api/token/': serverFailure } });
      await submitLogin(user);
    },
  },
  {
    state: 'password reset requested, or refused',
    shows: [quotes.resetFailure, quotes.resetRequested],
    run: async ({ see, user }) => {
      let requests = 0;
      open('resetPassword', {
        api: {
          'POST /api/request-password-reset/': () =>
            ++requests === 1 ? serverFailure : { body: { detail: 'ok' } },
        },
      });
      await requestReset(user);
      await see(quotes.resetFailure);
      await user.click(screen.getByRole('button', { name: texts.passwordReset.submit }));
    },
  },
  {
    state: 'the public verification without a hash, then with a hash matching nothing',
    shows: [quotes.hashRequired, quotes.hashInvalid],
    run: async ({ see, user }) => {
      open('verification', {
        api: {
          'GET /api/verify-signature/': {
            body: { valid: false, reason: texts.verification.failureReasons.unknown },
          },
        },
      });
      await click(user, texts.verification.submit);
      await see(quotes.hashRequired);
      await pasteInto(user, screen.getByLabelText(texts.verification.hashLabel), 'a'.repeat(64));
      await user.click(screen.getByRole('button', { name: texts.verification.submit }));
    },
  },
  {
    state: "the QR code's link when the check fails",
    shows: [quotes.verificationFailure],
    run: async () => {
      open('verification', {
        query: `?hash=${'b'.repeat(64)}`,
        api: { 'GET /api/verify-signature/': serverFailure },
      });
    },
  },
  {
    state: 'the owner dashboard with nothing waiting',
    shows: [quotes.pendingEmpty, quotes.logout],
    run: async () => {
      ownerDashboard({ 'GET /api/documents/pending-owner/': { body: [] } });
    },
  },
  {
    state: "the owner's courses page without a course",
    shows: [quotes.noCourses],
    run: async () => {
      open('courses', { role: 'owner', api: { 'GET /api/courses/': { body: [] } } });
    },
  },
  {
    state: 'the owner signing with nothing ticked, then signing',
    shows: [quotes.noneSelected, quotes.ownerSigned],
    run: async ({ see, user }) => {
      ownerDashboard({
        'POST /api/sign-mass-docs/': {
          body: { detail: 'ok', signed: [pendingDocument.id], already_signed: [], not_signed: [] },
        },
      });
      const section = await findSection(texts.documents.pendingTitle);
      await click(user, texts.documents.selectedCount('0'), section);
      await see(quotes.noneSelected);
      await signAsOwner(user);
    },
  },
  {
    state: "the owner's mass sign failing without an explanation",
    shows: [quotes.ownerSignFailure],
    run: async ({ user }) => {
      ownerDashboard({ 'POST /api/sign-mass-docs/': { status: 502 } });
      await signAsOwner(user);
    },
  },
  {
    state: "the owner's mass sign once the session is no longer valid",
    shows: [quotes.authenticationRequired],
    run: async ({ user }) => {
      ownerDashboard({
        'POST /api/sign-mass-docs/': { status: 401, body: { detail: texts.api.authenticationRequired } },
      });
      await signAsOwner(user);
    },
  },
  {
    state: 'a company added without its fields, then refused by the server',
    shows: [quotes.addCompany, quotes.companyFieldsRequired, quotes.companyAddFailure],
    run: async ({ see, user }) => {
      companyRegister({ 'POST /api/companies/': serverFailure });
      await click(user, texts.companies.add);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: texts.companies.add }));
      await see(quotes.companyFieldsRequired);
      await pasteInto(
        user,
        within(dialog).getByLabelText(startingWith(texts.companies.name)),
        'Panificația SA',
      );
      await pasteInto(
        user,
        within(dialog).getByLabelText(startingWith(texts.companies.registrationNumber)),
        'J22/1/2020',
      );
      await pasteInto(user, within(dialog).getByLabelText(startingWith(texts.companies.address)), 'Iași');
      await user.click(within(dialog).getByRole('button', { name: texts.companies.add }));
    },
  },
  {
    state: 'a company deleted, then a deletion failing',
    shows: [quotes.companyDeleted, quotes.companyDeleteFailure],
    run: async ({ see, user }) => {
      let deletions = 0;
      companyRegister({
        [`DELETE /api/companies/${company.id}/`]: () =>
          ++deletions === 1 ? { body: { detail: 'ok' } } : serverFailure,
      });
      await deleteCompany(user);
      await see(quotes.companyDeleted);
      await deleteCompany(user);
    },
  },
  {
    state: 'a user deleted, then a deletion failing',
    shows: [quotes.userDeleted, quotes.userDeleteFailure],
    run: async ({ see, user }) => {
      let deletions = 0;
      peoplePage({
        [`DELETE /api/delete-user/${employee.id}/`]: () =>
          ++deletions === 1 ? { body: { detail: 'ok' } } : serverFailure,
      });
      await deleteUser(user);
      await see(quotes.userDeleted);
      await deleteUser(user);
    },
  },
  {
    state: "a company's archive being generated",
    shows: [quotes.generating],
    run: async ({ user }) => {
      open('archives', {
        role: 'owner',
        api: {
          'GET /api/companies/': { body: [{ ...company, record_count: 3, signed_record_count: 3 }] },
          'GET /api/courses/': { body: [] },
          'POST /api/generate-company-zip/': never,
        },
      });
      const archives = await findSection(texts.archives.title);
      await choose(user, within(archives).getByLabelText(texts.archives.chooseCompany), company.id);
      await user.click(within(archives).getByRole('button', { name: texts.archives.generate }));
    },
  },
  {
    state: 'the admin dashboard with nothing waiting and no progress',
    shows: [quotes.pendingEmpty, quotes.progressEmpty],
    run: async () => {
      adminDashboard({
        'GET /api/documents/pending-admin/': { body: [] },
        'GET /api/user-progress-admin/': { body: [] },
      });
    },
  },
  {
    state: "the admin's mass sign: done, refused with the server's reason, failing",
    shows: [quotes.adminSigned, quotes.adminSignFailure, quotes.adminSignError],
    run: async ({ see, user }) => {
      let attempts = 0;
      const document = adminDashboard({
        'POST /api/sign-mass-docs/': () =>
          [
            { body: { detail: 'ok', signed: [document.id], already_signed: [], not_signed: [] } },
            { status: 409, body: { detail: DETAIL } },
            serverFailure,
          ][attempts++] ?? serverFailure,
      });
      await signAsAdmin(user);
      await see(quotes.adminSigned);
      await signAsAdmin(user);
      await see(quotes.adminSignFailure);
      await signAsAdmin(user);
    },
  },
  {
    state: 'the employee dashboard without courses',
    shows: [quotes.noAssigned],
    run: async () => {
      open('dashboardEmployee', { role: 'employee', api: { 'GET /api/courses/': { body: [] } } });
    },
  },
  {
    state: 'a course page while the course loads',
    shows: [quotes.courseLoading],
    run: async () => {
      const id = buildId();
      open('course', { params: { id }, role: 'employee', api: { [`GET /api/courses/${id}/`]: never } });
    },
  },
  {
    state: 'a course page whose course cannot be loaded',
    shows: [quotes.courseLoadFailed],
    run: async () => {
      open('course', { params: { id: buildId() }, role: 'employee' });
    },
  },
  {
    state: 'a course without a PDF',
    shows: [quotes.material, quotes.noMaterial, quotes.confirmStudied, quotes.goToQuiz],
    run: async () => {
      coursePage(buildCourseDetail({ file: '' }));
    },
  },
  {
    state: 'a course whose PDF cannot be loaded',
    shows: [quotes.viewerEmptyTitle, quotes.viewerEmptyText],
    run: async () => {
      vi.stubGlobal('IntersectionObserver', UnobservingObserver);
      coursePage();
    },
  },
  {
    state: 'the quiz while its questions load',
    shows: [quotes.quizTitle, quotes.quizLoading],
    run: async () => {
      quizPage({ attempt: never });
    },
  },
  {
    state: 'the quiz when it cannot be loaded',
    shows: [quotes.quizLoadFailed],
    run: async () => {
      open('quiz', { params: { id: COURSE_ID }, role: 'employee' });
    },
  },
  {
    state: 'a quiz without questions',
    shows: [quotes.quizEmpty],
    run: async () => {
      const course = buildCourseDetail({ id: COURSE_ID });
      quizPage({ course, attempt: { status: 201, body: buildAttempt(course, { questions: [] }) } });
    },
  },
  {
    state: 'a course without a quiz',
    shows: [quotes.noQuiz],
    run: async () => {
      quizPage({ course: buildCourseDetail({ id: COURSE_ID, quiz: null, has_quiz: false }) });
    },
  },
  {
    state: 'the quiz passed',
    shows: [quotes.quizPassed],
    run: async ({ user }) => {
      quizPage({
        grade: { status: 201, body: { id: buildId(), course: COURSE_ID, quiz_score: 100, completed: true } },
      });
      await answerQuiz(user);
    },
  },
  {
    state: 'the quiz failed',
    shows: [quotes.quizFailed, quotes.quizSubmit],
    run: async ({ user }) => {
      quizPage({
        grade: { status: 201, body: { id: buildId(), course: COURSE_ID, quiz_score: 90, completed: false } },
      });
      await answerQuiz(user);
    },
  },
  {
    state: "the quiz's answers not saved",
    shows: [quotes.quizSaveFailed],
    run: async ({ user }) => {
      quizPage({ grade: serverFailure });
      await answerQuiz(user);
    },
  },
  {
    state: 'a profile without optional fields or trainings',
    shows: [
      quotes.profileTitle,
      quotes.notSpecifiedFeminine,
      quotes.notSpecified,
      quotes.historyTitle,
      quotes.historyEmpty,
      quotes.changePassword,
      quotes.logout,
    ],
    run: async () => {
      profilePage();
    },
  },
  {
    state: 'a password change with a different confirmation, then done',
    shows: [quotes.passwordMismatch, quotes.passwordChanged],
    run: async ({ see, user }) => {
      profilePage({ 'POST /api/change-password/': { body: { detail: 'ok', access: 'e30.e30.c2ln' } } });
      await changePassword(user, 'Alta-Parola-2026');
      await see(quotes.passwordMismatch);
      const confirmation = screen.getByLabelText(startingWith(texts.profile.confirmPassword));
      await pasteInto(user, confirmation, 'Parola-Noua-2026');
      await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));
    },
  },
  {
    state: 'the signature page before the consent',
    shows: [quotes.signSubmit, quotes.consentRequired],
    run: async () => {
      signPage({});
    },
  },
  {
    state: "the signature page when the signer's data cannot be loaded",
    shows: [quotes.userLoadFailed],
    run: async () => {
      signPage({ 'GET /api/users/me/': serverFailure });
    },
  },
  {
    state: 'a signature applied, the server saying nothing more',
    shows: [quotes.signed],
    run: async ({ user }) => {
      signPage({
        'POST /api/signatures/upload/': { status: 201, body: { message: '', redirect_url: '/profile' } },
      });
      await sign(user);
    },
  },
  {
    state: 'a signature failing on the server',
    shows: [quotes.signFailure, quotes.signFailureLog],
    run: async ({ see, seeLogged, user }) => {
      signPage({ 'POST /api/signatures/upload/': serverFailure });
      await sign(user);
      await see(quotes.signFailure);
      await seeLogged(quotes.signFailureLog);
    },
  },
  {
    state: 'a user added without the required fields, then refused by the server',
    shows: [quotes.saveUser, quotes.backToDashboard, quotes.userFieldsRequired, quotes.userAddFailure],
    run: async ({ see, user }) => {
      userManagement();
      await see(quotes.saveUser);
      await see(quotes.backToDashboard);
      await user.click(screen.getByRole('button', { name: texts.people.save }));
      await see(quotes.userFieldsRequired);
      await fillUser(user);
    },
  },
  {
    state: 'a user added',
    shows: [quotes.userAdded],
    run: async ({ user }) => {
      userManagement({
        status: 201,
        body: {
          ...buildPerson({ email: 'ana.tudor@example.ro', company: company.id }),
          temporary_password: 'Kp3sWq9ZtR4mX7',
          new_hire_courses_left_out: [],
          new_hire_courses_notice: null,
        },
      });
      await fillUser(user);
    },
  },
  {
    state: 'a course added without its fields, then refused by the server',
    shows: [quotes.addCompany, quotes.courseFieldsRequired, quotes.courseCreateFailed],
    run: async ({ see, user }) => {
      addCoursePage({ api: { 'POST /api/courses/': serverFailure } });
      await see(quotes.addCompany);
      await click(user, texts.courseForm.submit);
      await see(quotes.courseFieldsRequired);
      await createCourse(user);
    },
  },
  {
    state: 'a course created',
    shows: [quotes.courseCreated],
    run: async ({ user }) => {
      addCoursePage();
      await createCourse(user);
    },
  },
  {
    state: "a course's quiz refused, then saved",
    shows: [quotes.quizSaveError, quotes.quizSaved],
    run: async ({ see, user }) => {
      let saves = 0;
      addCoursePage({ quizSave: () => (++saves === 1 ? serverFailure : { body: { questions: [] } }) });
      await createCourse(user);
      await saveQuiz(user);
      await see(quotes.quizSaveError);
      await user.click(screen.getByText(texts.quizForm.submit));
    },
  },
  {
    state: 'a course deleted, then a deletion failing',
    shows: [quotes.deleteCourseConfirm, quotes.courseDeleted, quotes.courseDeleteFailed],
    run: async ({ see, user }) => {
      const course = buildCourse();
      let deletions = 0;
      addCoursePage({
        courses: [course],
        api: {
          [`DELETE /api/courses/${course.id}/`]: () =>
            ++deletions === 1 ? { body: { detail: 'ok' } } : serverFailure,
        },
      });
      await click(user, `${texts.common.delete}: ${course.title}`);
      await see(quotes.deleteCourseConfirm);
      await confirmInDialog(user);
      await see(quotes.courseDeleted);
      await click(user, `${texts.common.delete}: ${course.title}`);
      await confirmInDialog(user);
    },
  },
  {
    state: 'an assignment sent without its choices',
    shows: [quotes.companyRequired, quotes.courseRequired, quotes.userRequired],
    run: async ({ user }) => {
      open('assignCourse', {
        params: { courseId: buildId() },
        role: 'owner',
        api: { 'GET /api/companies/': { body: [company] }, 'GET /api/courses/': { body: [buildCourse()] } },
      });
      await click(user, texts.courseAssign.submit);
    },
  },
  {
    state: 'an assignment with nothing to choose from',
    shows: [quotes.noCompaniesToChoose, quotes.noUsersToChoose, quotes.noCoursesToChoose],
    run: async () => {
      assignPage({ companies: [], courses: [] });
    },
  },
  {
    state: 'a course assigned',
    shows: [quotes.courseAssigned],
    run: async ({ user }) => {
      const course = buildCourse();
      assignPage({
        courses: [course],
        assign: {
          status: 201,
          body: {
            course: course.id,
            company_id: company.id,
            user_id: null,
            assigned_at: '2026-02-10T10:00:00.000Z',
            assigned: [],
            skipped: [],
          },
        },
      });
      await assignToAll(user);
    },
  },
  {
    state: 'an assignment failing',
    shows: [quotes.courseAssignFailed],
    run: async ({ user }) => {
      assignPage({ assign: serverFailure });
      await assignToAll(user);
    },
  },
  {
    state: 'an owner added without a firm, then added',
    shows: [quotes.selectFirm, quotes.ownerAdded],
    run: async ({ see, user }) => {
      const firm = superownerDashboard({
        status: 201,
        body: {
          id: buildId(),
          username: 'radu.pop',
          email: 'radu@example.ro',
          first_name: 'Radu',
          last_name: 'Pop',
          firm_id: buildId(),
        },
      });
      await click(user, texts.owners.submit);
      await see(quotes.selectFirm);
      await choose(user, screen.getByLabelText(labelled(texts.owners.firm)), firm.id);
      await pasteInto(user, screen.getByLabelText(labelled(texts.people.username)), 'radu.pop');
      await pasteInto(user, screen.getByLabelText(labelled(texts.people.password)), 'Parola-Sigura-2026');
      await pasteInto(user, screen.getByLabelText(labelled(texts.people.email)), 'radu@example.ro');
      await pasteInto(user, screen.getByLabelText(labelled(texts.people.firstName)), 'Radu');
      await pasteInto(user, screen.getByLabelText(labelled(texts.people.lastName)), 'Pop');
      await user.click(screen.getByRole('button', { name: texts.owners.submit }));
    },
  },
  {
    state: "the clients' training status failing to load",
    shows: [quotes.trainingStatusTitle, quotes.trainingStatusFailure],
    run: async () => {
      trainingStatusPage(serverFailure);
    },
  },
  {
    state: 'a firm without client companies',
    shows: [quotes.trainingStatusEmpty],
    run: async () => {
      trainingStatusPage({ body: [] });
    },
  },
  {
    state: 'a client company without a status',
    shows: [quotes.unknownStatus],
    run: async () => {
      trainingStatusPage({
        body: [
          {
            id: buildId(),
            company_name: 'Construcții Brașov SRL',
            last_allocation_date: null,
            last_training_date: null,
            next_due_date: null,
            frequency: 12,
            status: null,
            status_label: null,
            days_remaining: null,
            worker_status: null,
            workers: { on_time: 0, due_soon: 0, overdue: 0, untrained: 0 },
          },
        ],
      });
    },
  },
];

/** Mantine's sheets and the classes each one styles, and those of the sheets the app imports. */
function readMantineStyles() {
  const require = createRequire(import.meta.url);
  const classesOf = (sheet: string) =>
    new Set(readFileSync(require.resolve(sheet), 'utf8').match(/m_[0-9a-f]{8}/g) ?? []);
  const componentSheets = readdirSync(join(dirname(require.resolve('@mantine/core/styles.css')), 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => `@mantine/core/styles/${file}`)
    .concat('@mantine/notifications/styles.css');
  const sheetOf = new Map(
    componentSheets.flatMap((sheet) => Array.from(classesOf(sheet), (name) => [name, sheet] as const)),
  );
  const importedSheets = Array.from(
    readFileSync(join(import.meta.dirname, '../src/app/styles.ts'), 'utf8').matchAll(
      /^import '(@mantine\/[^']+)';$/gm,
    ),
    ([, sheet]) => sheet as string,
  );
  return { sheetOf, imported: new Set(importedSheets) };
}

const mantineStyles = readMantineStyles();

/** The Mantine sheets that style parts on the screen but that web/src/app/styles.ts does not import. */
function findMissingMantineSheets(): string[] {
  const rendered = Array.from(document.querySelectorAll('[class*="m_"]')).flatMap((element) =>
    Array.from(element.classList),
  );
  const sheets = rendered.flatMap((name) => mantineStyles.sheetOf.get(name) ?? []);
  return [...new Set(sheets)].filter((sheet) => !mantineStyles.imported.has(sheet));
}

function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

const allQuotes = Object.values(quotes);

describe('the texts the product quotes', () => {
  it.each(allQuotes)('"$quote" is what the app says', ({ quote, shown, values = {}, restoresDiacritics }) => {
    const filled = quote.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
    if (restoresDiacritics) {
      expect(withoutDiacritics(shown)).toBe(filled);
      expect(shown, 'spelled with its diacritics').not.toBe(filled);
    } else {
      expect(shown).toBe(filled);
    }
  });

  it('each have a screen state that shows them', () => {
    const shown = new Set(states.flatMap((state) => state.shows));
    expect(allQuotes.filter((quote) => !shown.has(quote)).map(({ quote }) => quote)).toEqual([]);
  });
});

describe('every quoted text on the screen that shows it', () => {
  it.each(states)('$state', { timeout: 60_000 }, async ({ shows, run }) => {
    const seen = new Set<Quote>();
    // Failures the product only logs, and jsdom's notes on what it cannot do (navigate), are expected.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const see = async (quote: Quote) => {
      // The PDF viewer's chunk takes seconds to load in jsdom on a busy machine.
      expect(await screen.findAllByText(quote.shown, {}, { timeout: 10_000 })).not.toEqual([]);
      seen.add(quote);
    };
    await run({
      user: userEvent.setup(),
      see,
      seeLogged: async (quote) => {
        await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(quote.shown, expect.anything()));
        seen.add(quote);
      },
    });
    for (const quote of shows) if (!seen.has(quote)) await see(quote);
    expect(findMissingMantineSheets()).toEqual([]);
  });
});
