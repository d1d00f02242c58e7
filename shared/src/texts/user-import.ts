import { countOf } from './wording';

export const userImport = {
  title: 'Import angajați',
  intro:
    'Încarcă un fișier CSV, XLSX sau ODS cu un angajat pe rând, sub un rând cu numele coloanelor (rândurile de titlu de deasupra lui se sar). Obligatorii: Nume utilizator, Prenume, Nume. Cine are email primește o invitație; pentru ceilalți tipărești după import fișa de acces.',
  downloadTemplate: 'Descarcă modelul CSV',
  file: 'Fișier CSV, XLSX sau ODS',
  preview: 'Previzualizează',
  import: 'Importă rândurile valide',
  row: 'Rând',
  status: 'Stare',
  errors: 'Erori',
  statusNew: 'Nou',
  statusExisting: 'Există deja',
  statusInvalid: 'Cu erori',
  showRows: 'Arată rândurile',
  allRows: 'Toate',
  rowsShown: (from: number, to: number, total: number) => `Rândurile ${from}–${to} din ${total}`,
  summary: (created: number, existing: number, invalid: number) =>
    `${countOf(created, 'utilizator nou', 'utilizatori noi')}, ${countOf(existing, 'existent', 'existenți')}, ${countOf(invalid, 'rând cu erori', 'rânduri cu erori')}.`,
  progress: (done: number, total: number) => `Se importă: ${done} din ${total} rânduri noi…`,
  imported: (count: number) =>
    count === 1
      ? 'A fost importat 1 utilizator.'
      : `Au fost importați ${countOf(count, 'utilizator', 'utilizatori')}.`,
  stopped: (done: number, total: number) =>
    `Importul s-a oprit după ${done} din ${total} rânduri noi. Cei importați au rămas; „Continuă importul” îi sare și îi adaugă pe ceilalți.`,
  resume: 'Continuă importul',
  nothingToImport: 'Fișierul nu conține niciun rând nou valid.',
  downloadPasswords: 'Descarcă parolele temporare (CSV)',
  downloadAccessSheet: 'Tipărește fișa de acces (PDF)',
  passwordsHint:
    'Parolele temporare se pot descărca doar acum, o singură dată. Păstrează fișierele în siguranță și predă fiecărui angajat parola lui: fișa de acces are câte un bilet de decupat pentru fiecare, cu adresa de autentificare și un cod QR.',
  invitationsSent: (count: number) =>
    count === 0
      ? 'Nicio persoană importată nu are email: predă-le fișa de acces.'
      : `${countOf(count, 'persoană cu email primește', 'persoane cu email primesc')} în următoarele minute invitația de a-și alege parola; ceilalți intră cu parola de pe fișa de acces.`,
  passwordsFileName: 'parole-temporare.csv',
  existingUsernames: 'Utilizatori existenți (nemodificați):',
  recoveredUsernames:
    'Creați de lotul întrerupt, fără parolă afișată atunci; au primit acum o parolă temporară nouă, în fișierele de mai sus (și invitația, cei cu email):',
  chooseFile: 'Alege un fișier CSV, XLSX sau ODS.',
  companyRequired: 'Alege compania în care se importă utilizatorii.',
  unreadable: 'Fișierul nu poate fi citit. Încarcă un fișier CSV (UTF-8), XLSX sau ODS.',
  noRows: 'Fișierul nu conține niciun rând de date.',
  tooManyRows: (max: string) => `Fișierul are prea multe rânduri (cel mult ${max} într-un import).`,
  missingColumns: (columns: string) => `Lipsesc coloanele obligatorii: ${columns}.`,
  duplicateInFile: 'Numele de utilizator apare de mai multe ori în fișier.',
  usernameInAnotherCompany: 'Numele de utilizator este deja folosit.',
  roleInvalid: 'Rolul trebuie să fie „angajat” sau „administrator”.',
  dateInvalid: 'Data trebuie scrisă ca AAAA-LL-ZZ sau ZZ.LL.AAAA.',
  rowRangeInvalid: 'Intervalul de rânduri al importului nu este valid.',
  /** The direct manager and the workplace-manager mark (docs/domain.md, signers per phase). */
  workplaceManagerColumn: 'Conducător al locului de muncă (da/nu)',
  workplaceManagerMarkInvalid: 'Scrie „da” sau „nu” în coloana Conducător al locului de muncă.',
  managerUnknown: (reference: string) =>
    `Conducătorul „${reference}” nu este o persoană a companiei. Scrie numele de utilizator, adresa de email sau numele complet al unei persoane din companie sau din fișier.`,
  managerAmbiguous: (reference: string) =>
    `„${reference}” se potrivește cu mai multe persoane ale companiei. Scrie numele de utilizator sau adresa de email a conducătorului.`,
  managerCannotSign: (reference: string) =>
    `„${reference}” nu poate fi conducător al locului de muncă: trebuie să fie un administrator activ sau o persoană marcată drept conducător al locului de muncă.`,
  managerInLaterBatch: (reference: string) =>
    `Conducătorul „${reference}” se importă într-un lot următor. Importă din nou fișierul după încheiere: rândul va fi adăugat atunci.`,
  managerNotCreated: (reference: string) =>
    `Conducătorul „${reference}” nu a putut fi importat, așa că nici acest rând nu a fost adăugat.`,
} as const;
