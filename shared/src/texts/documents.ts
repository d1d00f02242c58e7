import { countOf } from './wording';

export const documents = {
  statusLabels: {
    awaiting_trainee: 'Așteaptă semnătura cursantului',
    awaiting_manager: 'Așteaptă semnătura conducătorului locului de muncă',
    awaiting_admin: 'Așteaptă semnătura reprezentantului angajatorului',
    awaiting_owner: 'Așteaptă semnătura serviciului SSM',
    signed: 'Semnat',
  },
  /** The admin's progress table: an attempt below the pass mark has no document. */
  failedAttempt: 'Nepromovat',
  signerRoleLabels: {
    trainee: 'Persoana instruită (cursant)',
    representative: 'Persoana care a verificat instruirea (reprezentantul angajatorului)',
    trainer: 'Persoana care a efectuat instruirea (serviciul extern de prevenire și protecție)',
    manager: 'Persoana care a efectuat instruirea (conducătorul locului de muncă)',
    admitter:
      'Persoana care a verificat instruirea și a admis lucrătorul la lucru (reprezentantul angajatorului)',
    verifier: 'Persoana care a verificat instruirea (serviciul extern de prevenire și protecție)',
  },
  pendingEmpty: 'Nu există documente care așteaptă semnătura.',
  filterDateInvalid: 'Data trebuie să fie o zi din calendar (AAAA-LL-ZZ).',
  filterDatesReversed: 'Ziua de început a intervalului este după ziua de sfârșit.',
  courseFilter: 'Curs',
  allCourses: 'Toate cursurile',
  signedFrom: 'Semnate de cursant din',
  signedTo: 'până în',
  /** How many documents the filter holds, over every page. */
  pendingTotal: (count: number) =>
    count === 0
      ? 'Niciun document nu așteaptă semnătura ta în acest filtru.'
      : `${countOf(count, 'document așteaptă', 'documente așteaptă')} semnătura ta în acest filtru.`,
  selectFiltered: (count: number) =>
    count === 1 ? 'Selectează documentul din filtru' : `Selectează toate cele ${count} documente din filtru`,
  selectionOfFilter: (selected: number, total: number) =>
    `${countOf(selected, 'document selectat', 'documente selectate')} din ${total}.`,
  clearSelection: 'Golește selecția',
  /** While a selection is signed chunk by chunk. */
  signingProgress: (done: number, total: number) => `Semnez ${done} din ${total}…`,
  stopSigning: 'Oprește semnarea',
  signingStopped: 'Semnarea a fost oprită; documentele rămase nu au fost semnate.',
  /** The result of a signing, in numbers (docs/product.md, counter-signing). */
  signedCount: (count: number) =>
    count === 0
      ? 'Nu ai semnat nicio fișă'
      : `Ai semnat ${count === 1 ? 'o fișă' : countOf(count, 'fișă', 'fișe')}`,
  /** Follows `signedCount` and a semicolon: the records are already named. */
  notSignedCount: (count: number) =>
    count === 1 ? 'una nu a putut fi semnată:' : `${count} nu au putut fi semnate:`,
  notSignedLine: (name: string, course: string, reason: string) => `${name}, ${course}: ${reason}`,
  resultTitle: 'Rezultatul semnării',
  /** The owner's view of the client companies' documents waiting for their admins. */
  adminBacklogTitle: 'Fișe care așteaptă reprezentanții companiilor',
  adminBacklogIntro:
    'Aceste fișe așteaptă semnătura administratorului companiei (reprezentantul angajatorului) înainte să ajungă la tine. Poți trimite administratorilor un e-mail de amintire, cel mult unul pe zi pentru fiecare companie.',
  adminBacklogEmpty: 'Nicio fișă nu așteaptă semnătura reprezentanților companiilor.',
  adminBacklogLine: (count: number) => countOf(count, 'fișă', 'fișe'),
  remindAdmins: 'Trimite amintire',
  remindAllAdmins: (count: number) => `Trimite amintire tuturor (${countOf(count, 'companie', 'companii')})`,
  remindedToday: 'Amintire trimisă azi',
  remindersSent: (emails: number, companies: number) =>
    emails === 0
      ? 'Nu a fost trimis niciun e-mail.'
      : `Am trimis ${emails === 1 ? 'un e-mail' : countOf(emails, 'e-mail', 'e-mailuri')} către administratorii ${companies === 1 ? 'unei companii' : `a ${countOf(companies, 'companie', 'companii')}`}.`,
  remindersAlreadyToday: (count: number) =>
    count === 1
      ? 'O companie a primit deja amintirea azi.'
      : `${countOf(count, 'companie a primit', 'companii au primit')} deja amintirea azi.`,
  remindersWithoutEmail: (count: number) =>
    count === 1
      ? 'O companie nu are un administrator activ cu e-mail.'
      : `${countOf(count, 'companie nu are', 'companii nu au')} un administrator activ cu e-mail.`,
  reminderSubject: (count: number) =>
    `${countOf(count, 'fișă de instruire așteaptă', 'fișe de instruire așteaptă')} semnătura ta`,
  reminderText: (options: { name: string; company: string; count: number; firm: string; link: string }) =>
    [
      `Bună ziua, ${options.name},`,
      '',
      `În ${options.company}, ${countOf(options.count, 'fișă de instruire așteaptă', 'fișe de instruire așteaptă')} semnătura ta ca reprezentant al angajatorului. ${options.firm} le poate semna numai după tine.`,
      '',
      `Le semnezi aici: ${options.link}`,
    ].join('\n'),
  progressEmpty: 'Nicio înregistrare de progres găsită.',
  noneSelected: 'Nu ai selectat niciun document pentru semnare.',
  tooMany: 'Se pot semna cel mult 500 de documente odată.',
  tooManyForOneConfirmation: (max: number) =>
    `O singură confirmare (cheie de acces sau cod primit pe e-mail) cuprinde cel mult ${countOf(max, 'document', 'documente')}.`,
  /** Said before a selection too large for one e-mailed code is started (docs/product.md, counter-signing). */
  tooManyForOneCode: (selected: number, max: number) =>
    `Ai selectat ${countOf(selected, 'document', 'documente')}, iar un cod primit pe e-mail confirmă cel mult ${max} odată. Restrânge filtrul (de exemplu la o săptămână) sau selectează cel mult ${max}, apoi semnează restul cu un cod nou.`,
  ownerMassSignSuccess: 'Semnarea documentelor a fost efectuată cu succes.',
  ownerMassSignFailure: 'A apărut o eroare necunoscută la semnare.',
  adminMassSignSuccess: 'Fișele selectate au fost semnate.',
  adminMassSignFailure: (detail: string) => `Eroare la semnare: ${detail}`,
  genericFailure: 'A apărut o eroare.',
  massSignSummary: (signed: string, alreadySigned: string, notSigned: string) =>
    `Documente semnate acum: ${signed}; semnate deja: ${alreadySigned}; nesemnate: ${notSigned}.`,
  notSignedReasons: {
    not_found: 'Documentul nu a fost găsit.',
    not_awaiting_you: 'Documentul nu așteaptă semnătura ta.',
    busy: 'Documentul era modificat în același timp de altcineva. Încearcă din nou.',
    tampered:
      'Fișa nu mai corespunde sigiliilor platformei: datele ei au fost modificate în afara platformei. Nu a fost semnată; incidentul a fost înregistrat în jurnalul de audit.',
    not_approved:
      'Documentul nu a fost cuprins în confirmarea ta (cheia de acces sau codul primit pe e-mail). Semnează-l din nou.',
    passkey_required:
      'Firma nu permite semnătura electronică simplă pentru fișele acestei companii: semnează cu o cheie de acces.',
  },
  /** A record whose seals no longer match it is neither signed nor sealed (docs/signatures.md, the seal chain). */
  tampered:
    'Fișa nu mai corespunde sigiliilor platformei: datele ei au fost modificate în afara platformei. Nu poate fi semnată sau sigilată; incidentul a fost înregistrat în jurnalul de audit.',
  companyUnavailable:
    'Compania nu mai primește fișe de instruire: a fost ștearsă sau este în curs de ștergere.',
  notFullySigned: 'Fișa de instruire nu este încă semnată de toți semnatarii.',
  sealUnavailable:
    'Fișa semnată nu poate fi sigilată acum: serviciul de marcare temporală nu răspunde. Încearcă din nou în câteva minute.',
  notFound: 'Documentul nu a fost găsit.',
  /** The record still being signed, as it will be printed (docs/signatures.md, the preview). */
  previewBanner:
    'PREVIZUALIZARE – document în curs de semnare; originalul este fișa semnată de toți semnatarii și sigilată de platformă.',
  previewOfSigned: 'Fișa este semnată de toți semnatarii: descarcă originalul sigilat.',
  printedTitle: 'Fișa așa cum va fi tipărită',
  printedLoading: 'Se pregătește fișa…',
  printedFailed: 'Fișa nu a putut fi afișată. Încearcă din nou.',
  download: 'Descarcă fișa semnată',
  selectedCount: (count: string) => `Semnează documentele selectate (${count})`,
  confirmTitle: 'Confirmă semnarea',
  /** The counter-signer's confirmation: how many records and whose (at most a few names, then a count). */
  counterSignSummary: (count: number, names: string) =>
    `Semnezi ${countOf(count, 'fișă de instruire', 'fișe de instruire')}, pentru: ${names}.`,
  otherPeople: (count: number) => `și încă ${countOf(count, 'persoană', 'persoane')}`,
  confirm: 'Semnează',
  pendingTitle: 'Documente care așteaptă semnătura ta',
  /** The workplace managers' page (docs/domain.md, signers per phase). */
  managerPendingTitle: 'Fișe de semnat în calitate de conducător al locului de muncă',
  admitterPendingTitle: 'Fișe de semnat pentru admiterea la lucru',
  workplaceSigningIntro:
    'Instruirea la locul de muncă și cea periodică sunt efectuate de conducătorul locului de muncă, iar după instruirea la locul de muncă reprezentantul angajatorului admite lucrătorul la lucru. Aici semnezi fișele care te așteaptă în aceste calități.',
  workplaceSigningWaiting: (count: number) =>
    `Ai ${countOf(count, 'fișă de instruire', 'fișe de instruire')} de semnat în calitate de conducător al locului de muncă.`,
  workplaceSigningLink: 'Deschide fișele de semnat',
  /** Records whose direct manager is missing (docs/domain.md, signers per phase). */
  missingSignerTitle: 'Fișe fără conducător al locului de muncă',
  missingSignerIntro: (count: number) =>
    `${countOf(count, 'fișă de instruire așteaptă', 'fișe de instruire așteaptă')} semnătura conducătorului locului de muncă, dar lucrătorul nu are un conducător stabilit (sau cel stabilit nu mai poate semna). Stabilește conducătorul, iar fișa va apărea la el pentru semnare.`,
  missingSignerLine: (name: string, course: string) => `${name}: ${course}`,
  setManager: (name: string) => `Stabilește conducătorul pentru ${name}`,
  setManagerShort: 'Stabilește conducătorul',
  progressTitle: 'Progresul angajaților',
  loadMore: 'Încarcă mai multe',
  companyFilter: 'Companie',
  allCompanies: 'Toate companiile',
  selectAll: 'Selectează toate documentele',
  selectOne: (name: string, course: string) => `Selectează documentul: ${name}, ${course}`,
  preview: (name: string, course: string) => `Vezi fișa: ${name}, ${course}`,
  previewLink: 'Vezi fișa',
  /** A pending record's score and date, under the person's name on a phone. */
  phoneScoreLine: (score: number, date: string) => `Scor ${score}% · ${date}`,
  previewTitle: 'Fișa de instruire de semnat',
  shortStudyNote: 'Studiu sub minim',
  shortStudyInSelection: (count: number) =>
    count === 1
      ? 'Una dintre fișele selectate are timpul de studiu pe platformă sub jumătate din durata instruirii. Semnând, confirmi instruirea și pentru ea.'
      : `${count} dintre fișele selectate au timpul de studiu pe platformă sub jumătate din durata instruirii. Semnând, confirmi instruirea și pentru ele.`,
  shortStudyWarning:
    'Timpul de studiu înregistrat pe platformă este sub jumătate din durata instruirii. Verifică fișa înainte de a semna.',
  previewFields: {
    trainee: 'Persoana instruită',
    username: 'Nume de utilizator',
    company: 'Companie',
    course: 'Curs',
    completedAt: 'Data promovării testului',
    score: 'Scor',
    status: 'Stare',
  },
  columns: {
    date: 'Data',
    lastName: 'Nume',
    firstName: 'Prenume',
    course: 'Curs',
    company: 'Companie',
    employee: 'Angajat',
    score: 'Scor',
    status: 'Stare',
  },
} as const;
