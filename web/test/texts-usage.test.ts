import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');

type SpecText = {
  /** The text as SPEC.md quotes it; `{name}` marks a value filled in at run time. */
  spec: string;
  /** Where it lives in the shared texts module, e.g. `login.failure`. */
  key: string;
  /** The screen's source files that show it (each must use the key). */
  files: string[];
  /**
   * The spec writes a few texts without Romanian diacritics (a lost keyboard layout, not a choice);
   * the product shows them spelled correctly, so only the letters without their marks must match.
   */
  restoresDiacritics?: true;
};

const errors = 'web/src/features/errors/pages';
const auth = 'web/src/features/auth/components';
const admin = 'web/src/features/administration/components';
const courses = 'web/src/features/courses';
const profile = 'web/src/features/profile/components';
const signing = 'web/src/features/signing';
const trainingStatus = 'web/src/features/training-status';

/** Every quoted Romanian text of SPEC §2 (screens), §5 (validation) and §8 (errors) the UI shows. */
const specTexts: SpecText[] = [
  // §2 Screens and routes
  { spec: 'Pagina nu a fost găsită', key: 'notFound.title', files: [`${errors}/not-found-page.tsx`] },
  { spec: 'Acces interzis', key: 'unauthorized.title', files: [`${errors}/unauthorized-page.tsx`] },
  {
    spec: 'Nu ai permisiunea să accesezi această pagină.',
    key: 'unauthorized.message',
    files: [`${errors}/unauthorized-page.tsx`],
  },
  {
    spec: 'Se generează...',
    key: 'archives.generating',
    files: [`${signing}/components/company-archives.tsx`],
  },
  {
    spec: 'Nu există documente care așteaptă semnătura.',
    key: 'documents.pendingEmpty',
    files: [
      `${signing}/components/admin-pending-documents.tsx`,
      `${signing}/components/owner-pending-documents.tsx`,
    ],
  },
  {
    spec: 'Nicio înregistrare de progres găsită.',
    key: 'documents.progressEmpty',
    files: [`${signing}/components/admin-progress-table.tsx`],
  },
  {
    spec: 'Nu ai niciun curs asignat momentan.',
    key: 'courses.noAssigned',
    files: [`${courses}/components/course-list.tsx`],
  },
  { spec: 'Material PDF', key: 'courseDetail.material', files: [`${courses}/pages/course-detail-page.tsx`] },
  {
    spec: 'Materialul PDF nu este disponibil.',
    key: 'courseDetail.noMaterial',
    files: [`${courses}/pages/course-detail-page.tsx`],
  },
  {
    spec: 'Fișierul PDF nu este disponibil',
    key: 'courseDetail.viewerEmptyTitle',
    files: [`${courses}/components/pdf-viewer/viewer-empty-state.tsx`],
  },
  {
    spec: 'Momentan, acest curs nu are un fișier atașat.',
    key: 'courseDetail.viewerEmptyText',
    files: [`${courses}/components/pdf-viewer/viewer-empty-state.tsx`],
  },
  {
    spec: 'Confirm că am parcurs materialul și mi-am însușit cunoștințele prezentate în acesta',
    key: 'courseDetail.confirmStudied',
    files: [`${courses}/pages/course-detail-page.tsx`],
  },
  { spec: 'Du-mă la test', key: 'courseDetail.goToQuiz', files: [`${courses}/pages/course-detail-page.tsx`] },
  {
    spec: 'Se încarcă detaliile cursului...',
    key: 'courseDetail.loading',
    files: [`${courses}/pages/course-detail-page.tsx`],
  },
  {
    spec: 'Eroare la încărcarea detaliilor cursului.',
    key: 'courseDetail.loadFailed',
    files: [`${courses}/pages/course-detail-page.tsx`],
  },
  {
    spec: 'Chestionar verificare: Curs #{id}',
    key: 'courses.quizTitle',
    files: [`${courses}/pages/quiz-page.tsx`],
  },
  {
    spec: 'Trimite răspunsurile',
    key: 'quizTaking.submit',
    files: [`${courses}/components/quiz-attempt-form.tsx`],
  },
  { spec: 'Se încarcă întrebările...', key: 'quizTaking.loading', files: [`${courses}/pages/quiz-page.tsx`] },
  {
    spec: 'Nu există întrebări disponibile pentru acest chestionar.',
    key: 'quizTaking.empty',
    files: [`${courses}/pages/quiz-page.tsx`],
  },
  {
    spec: 'Profil utilizator',
    key: 'profile.title',
    files: ['web/src/features/profile/pages/profile-page.tsx'],
  },
  { spec: 'Nespecificată', key: 'common.notSpecifiedFeminine', files: [`${profile}/profile-details.tsx`] },
  { spec: 'Nespecificat', key: 'common.notSpecified', files: [`${profile}/profile-details.tsx`] },
  {
    spec: 'Istoric instruiri (ultimele 28)',
    key: 'profile.historyTitle',
    files: [`${profile}/training-history.tsx`],
  },
  {
    spec: 'Nu există încă instruiri finalizate.',
    key: 'profile.historyEmpty',
    files: [`${profile}/training-history.tsx`],
  },
  {
    spec: 'Schimbă parola',
    key: 'profile.changePasswordTitle',
    files: [`${profile}/change-password-form.tsx`],
  },
  { spec: 'Logout', key: 'common.logout', files: ['web/src/components/app-header.tsx'] },
  {
    spec: 'Aplica semnatura electronica',
    key: 'signing.submit',
    files: [`${signing}/pages/sign-page.tsx`],
    restoresDiacritics: true,
  },
  { spec: 'Salvează Utilizator', key: 'people.save', files: [`${admin}/add-user-form.tsx`] },
  { spec: 'Înapoi la Dashboard', key: 'common.backToDashboard', files: [`${admin}/add-user-form.tsx`] },
  {
    spec: 'Adaugă Companie',
    key: 'companies.add',
    files: [`${courses}/pages/add-course-page.tsx`, `${admin}/companies-section.tsx`],
  },
  {
    spec: 'Clienți - Instruire Periodică',
    key: 'trainingStatus.title',
    files: [`${trainingStatus}/pages/client-training-page.tsx`],
  },
  {
    spec: 'Necunoscut',
    key: 'trainingStatus.unknownStatus',
    files: [`${trainingStatus}/components/status-badge.tsx`],
  },

  // §5 Validation rules
  {
    spec: 'Toate câmpurile sunt obligatorii.',
    key: 'companies.allRequired',
    files: [`${admin}/add-company-modal.tsx`],
  },
  {
    spec: 'Nu ai selectat niciun document pentru semnare.',
    key: 'documents.noneSelected',
    files: [`${signing}/components/owner-pending-documents.tsx`],
  },
  {
    spec: 'Te rog introduce un hash pentru verificare.',
    key: 'verification.hashRequired',
    files: [`${signing}/components/signature-verifier.tsx`, `${signing}/pages/verification-page.tsx`],
  },
  {
    spec: 'Te rugăm să selectezi o firmă SSM.',
    key: 'owners.selectFirm',
    files: [`${admin}/add-owner-form.tsx`],
  },
  {
    spec: 'Ești sigur că vrei să ștergi acest curs și chestionarul asociat?',
    key: 'courseList.deleteConfirm',
    files: [`${courses}/components/courses-table.tsx`],
  },
  {
    spec: 'Completează toate câmpurile obligatorii.',
    key: 'people.allRequired',
    files: [`${admin}/add-user-form.tsx`],
  },
  {
    spec: 'Toate câmpurile sunt obligatorii!',
    key: 'courseForm.allRequired',
    files: [`${courses}/components/course-form.tsx`],
  },
  {
    spec: 'Te rog selectează o companie.',
    key: 'courseAssign.companyRequired',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Te rog selectează un curs.',
    key: 'courseAssign.courseRequired',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Selectează un utilizator sau alege să asignezi tuturor utilizatorilor.',
    key: 'courseAssign.userRequired',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Parola nouă și confirmarea nu coincid.',
    key: 'profile.passwordMismatch',
    files: [`${profile}/change-password-form.tsx`],
  },
  {
    spec: 'Trebuie sa accepti consimtamantul pentru a semna!',
    key: 'signing.consentRequired',
    files: [`${signing}/pages/sign-page.tsx`],
    restoresDiacritics: true,
  },
  {
    spec: 'Nu s-au putut incarca datele utilizatorului.',
    key: 'signing.userLoadFailed',
    files: [`${signing}/pages/sign-page.tsx`],
    restoresDiacritics: true,
  },

  // §8 Error catalogue
  { spec: 'Date de autentificare greșite.', key: 'login.failure', files: [`${auth}/login-form.tsx`] },
  { spec: 'Login reușit ca {role}', key: 'login.success', files: [`${auth}/login-form.tsx`] },
  {
    spec: 'A apărut o eroare la adăugare. Încearcă din nou.',
    key: 'companies.addFailure',
    files: [`${admin}/add-company-modal.tsx`],
  },
  {
    spec: 'Compania a fost ștearsă cu succes!',
    key: 'companies.deleted',
    files: [`${admin}/companies-section.tsx`],
  },
  {
    spec: 'Eroare la ștergerea companiei.',
    key: 'companies.deleteFailure',
    files: [`${admin}/companies-section.tsx`],
  },
  { spec: 'Utilizator șters cu succes!', key: 'people.deleted', files: [`${admin}/delete-user-panel.tsx`] },
  {
    spec: 'Eroare la ștergere utilizator.',
    key: 'people.deleteFailure',
    files: [`${admin}/delete-user-panel.tsx`],
  },
  {
    spec: 'Semnarea documentelor a fost efectuată cu succes.',
    key: 'documents.ownerMassSignSuccess',
    files: [`${signing}/components/owner-pending-documents.tsx`],
  },
  {
    spec: 'A apărut o eroare necunoscută la semnare.',
    key: 'documents.ownerMassSignFailure',
    files: [`${signing}/components/owner-pending-documents.tsx`],
  },
  {
    spec: 'Semnăturile au fost trimise către procesare.',
    key: 'documents.adminMassSignSuccess',
    files: [`${signing}/components/admin-pending-documents.tsx`],
  },
  {
    spec: 'Eroare la semnare: {detail}',
    key: 'documents.adminMassSignFailure',
    files: [`${signing}/components/admin-pending-documents.tsx`],
  },
  {
    spec: 'A apărut o eroare.',
    key: 'documents.genericFailure',
    files: [`${signing}/components/admin-pending-documents.tsx`],
  },
  {
    spec: 'Hash-ul nu este valid.',
    key: 'verification.invalid',
    files: [`${signing}/components/verification-result.tsx`],
  },
  {
    spec: 'Eroare la verificare sau hash inexistent.',
    key: 'verification.failure',
    files: [`${signing}/components/signature-verifier.tsx`, `${signing}/pages/verification-page.tsx`],
  },
  { spec: 'Owner adăugat cu succes!', key: 'owners.added', files: [`${admin}/add-owner-form.tsx`] },
  {
    spec: '❌ Acest curs nu are un chestionar asociat.',
    key: 'quizTaking.noQuiz',
    files: [`${courses}/pages/quiz-page.tsx`],
  },
  {
    spec: '❌ Eroare la încărcarea quiz-ului.',
    key: 'quizTaking.loadFailed',
    files: [`${courses}/pages/quiz-page.tsx`],
  },
  {
    spec: '✅ Ai promovat testul!',
    key: 'quizTaking.passed',
    files: [`${courses}/components/quiz-attempt-form.tsx`],
  },
  {
    spec: '❌ Nu ai trecut testul. Întoarce-te la curs pentru aprofundare.',
    key: 'quizTaking.failed',
    files: [`${courses}/components/quiz-attempt-form.tsx`],
  },
  {
    spec: '❌ Eroare la salvarea progresului.',
    key: 'quizTaking.saveFailed',
    files: [`${courses}/components/quiz-attempt-form.tsx`],
  },
  {
    spec: 'Parola a fost schimbată cu succes!',
    key: 'profile.passwordChanged',
    files: [`${profile}/change-password-form.tsx`],
  },
  {
    spec: 'Eroare necunoscută.',
    key: 'common.unknownError',
    files: [`${auth}/login-form.tsx`, `${errors}/route-error-page.tsx`],
  },
  {
    spec: 'Semnatura aplicata cu succes!',
    key: 'signing.success',
    files: [`${signing}/pages/sign-page.tsx`],
    restoresDiacritics: true,
  },
  {
    spec: 'Eroare la trimiterea semnaturii',
    key: 'signing.failureLog',
    files: [`${signing}/pages/sign-page.tsx`],
    restoresDiacritics: true,
  },
  {
    spec: 'A aparut o eroare la trimiterea semnaturii.',
    key: 'signing.failure',
    files: [`${signing}/pages/sign-page.tsx`],
    restoresDiacritics: true,
  },
  {
    spec: 'Utilizatorul a fost adăugat cu succes!',
    key: 'people.added',
    files: [`${admin}/add-user-form.tsx`],
  },
  {
    spec: 'A apărut o eroare la adăugare. Verifică datele și încearcă din nou.',
    key: 'people.addFailure',
    files: [`${admin}/add-user-form.tsx`],
  },
  {
    spec: 'Curs creat cu succes! Te rog să adaugi acum chestionarul.',
    key: 'courseForm.created',
    files: [`${courses}/components/course-form.tsx`],
  },
  {
    spec: 'Eroare la crearea cursului.',
    key: 'courseForm.createFailed',
    files: [`${courses}/components/course-form.tsx`],
  },
  {
    spec: 'Chestionar salvat cu succes!',
    key: 'quizForm.saved',
    files: [`${courses}/components/quiz-form.tsx`],
  },
  {
    spec: 'Eroare la salvarea chestionarului.',
    key: 'quizForm.saveFailed',
    files: [`${courses}/components/quiz-form.tsx`],
  },
  {
    spec: 'Cursul a fost șters cu succes.',
    key: 'courseList.deleted',
    files: [`${courses}/components/courses-table.tsx`],
  },
  {
    spec: 'A apărut o eroare la ștergere.',
    key: 'courseList.deleteFailed',
    files: [`${courses}/components/courses-table.tsx`],
  },
  {
    spec: 'Cursul a fost asignat cu succes!',
    key: 'courseAssign.assigned',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Eroare la asignarea cursului.',
    key: 'courseAssign.failed',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'A apărut o eroare la preluarea datelor.',
    key: 'trainingStatus.loadFailure',
    files: [`${trainingStatus}/pages/client-training-page.tsx`],
  },
  {
    spec: 'Nicio companie găsită.',
    key: 'trainingStatus.empty',
    files: [`${trainingStatus}/pages/client-training-page.tsx`],
  },
  {
    spec: 'Nu există cursuri disponibile.',
    key: 'courses.empty',
    files: [`${courses}/components/course-list.tsx`, `${courses}/components/courses-table.tsx`],
  },
  {
    spec: 'Nicio companie disponibilă',
    key: 'courseAssign.noCompanies',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Niciun utilizator disponibil',
    key: 'courseAssign.noUsers',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Niciun curs disponibil',
    key: 'courseAssign.noCourses',
    files: [`${courses}/components/assign-course-form.tsx`],
  },
  {
    spec: 'Cererea a fost trimisă. Verifică email-ul.',
    key: 'passwordReset.requested',
    files: [`${auth}/reset-password-request-form.tsx`],
  },
  {
    spec: 'Email sau companie invalidă.',
    key: 'passwordReset.failure',
    files: [`${auth}/reset-password-request-form.tsx`],
  },
];

/**
 * Texts of §5 the browser shows from the server's answer (the web prints the answer's detail):
 * they come from the same module, used where the server refuses the request.
 */
const serverAnsweredTexts: SpecText[] = [
  {
    spec: 'Autentificarea este necesară.',
    key: 'api.authenticationRequired',
    files: ['functions/src/lib/errors.ts'],
  },
];

const placeholder = /\{(\w+)\}/g;

/** The module's text for `key`; a text with values is filled with the spec's own `{name}` marks. */
function lookUp(entry: SpecText): string {
  const value = entry.key
    .split('.')
    .reduce<unknown>((group, part) => (group as Record<string, unknown>)?.[part], texts);
  if (typeof value === 'function') {
    const names = [...entry.spec.matchAll(placeholder)].map(([mark]) => mark);
    return (value as (...values: string[]) => string)(...names);
  }
  return String(value);
}

function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

function readSource(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

/**
 * Whether `source` reads `texts.<group>.<name>`, directly or through a local alias of the group
 * (`const labels = texts.trainingStatus` or `const { homepage } = texts`).
 */
function usesKey(source: string, key: string): boolean {
  const [group = '', ...rest] = key.split('.');
  const name = rest.join('.');
  const references = [`texts.${key}`];
  for (const [, alias] of source.matchAll(new RegExp(`const (\\w+) = texts\\.${group};`, 'g'))) {
    references.push(`${alias}.${name}`);
  }
  const destructured = /const \{([^}]*)\} = texts;/.exec(source)?.[1] ?? '';
  if (destructured.split(',').some((part) => part.trim() === group)) references.push(`${group}.${name}`);
  return references.some((reference) => new RegExp(`${reference.replace(/\./g, '\\.')}\\b`).test(source));
}

function importsTexts(source: string): boolean {
  return /import \{[^}]*\btexts\b[^}]*\} from '@ssm\/shared';/.test(source);
}

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Comments may name a text (e.g. "the Logout button"); only code can show one. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const webSources = listSourceFiles(join(repoRoot, 'web/src')).map((path) => ({
  path: relative(repoRoot, path),
  code: withoutComments(readFileSync(path, 'utf8')),
}));

/** The fixed words of a spec text: the whole text, or each run between its `{name}` marks. */
function fixedParts(spec: string): string[] {
  return spec
    .split(placeholder)
    .filter((_, index) => index % 2 === 0)
    .map((part) => part.trim())
    .filter(Boolean);
}

describe('the Romanian texts of SPEC §2, §5 and §8', () => {
  it.each([...specTexts, ...serverAnsweredTexts])('"$spec" is texts.$key', (entry) => {
    const text = lookUp(entry);
    if (entry.restoresDiacritics) {
      expect(withoutDiacritics(text)).toBe(entry.spec);
      expect(text, 'spelled with its diacritics').not.toBe(entry.spec);
    } else {
      expect(text).toBe(entry.spec);
    }
  });

  it.each([...specTexts, ...serverAnsweredTexts])(
    'texts.$key is used where it is shown',
    ({ key, files }) => {
      for (const file of files) {
        const source = readSource(file);
        expect(importsTexts(source), `${file} imports texts from @ssm/shared`).toBe(true);
        expect(usesKey(source, key), `${file} uses texts.${key}`).toBe(true);
      }
    },
  );

  it('is never written out in a web source file instead of read from the texts module', () => {
    const hardCoded = specTexts.flatMap((entry) =>
      [entry.spec, lookUp(entry)]
        .flatMap(fixedParts)
        .flatMap((part) =>
          webSources.filter(({ code }) => code.includes(part)).map(({ path }) => `${path}: "${part}"`),
        ),
    );
    expect([...new Set(hardCoded)]).toEqual([]);
  });
});
