import { countOf } from './wording';

/** The firm's workers: every worker of every client company in one list. */
export const firmWorkers = {
  title: 'Lucrătorii firmei',
  intro: 'Toți lucrătorii tuturor companiilor, cei mai urgenți primii.',
  overdueLink: 'Lucrătorii cu instruirea expirată, pe companii',
  filters: 'Filtre',
  status: 'Stare',
  allStatuses: 'Toate stările',
  domain: 'Domeniu',
  bothDomains: 'SSM și PSI-SU',
  company: 'Companie',
  allCompanies: 'Toate companiile',
  dueWithin: 'Termen în următoarele (zile)',
  search: 'Caută după nume',
  countOf: (label: string, count: number) => `${label}: ${count}`,
  total: (count: number) => countOf(count, 'lucrător', 'lucrători'),
  empty: 'Niciun lucrător nu corespunde filtrelor.',
  name: 'Nume',
  dueDate: 'Termen',
  daysLeft: 'Zile',
  noDueDate: 'fără termen',
  companiesTitle: 'Pe companii',
  /** Under the first companies of a long list, so that the workers stay near on a phone. */
  companiesShowAll: (count: number) => `Arată toate cele ${countOf(count, 'companie', 'companii')}`,
  companyCount: (workers: number, overdue: number) =>
    overdue > 0
      ? `${countOf(workers, 'lucrător', 'lucrători')}, ${countOf(overdue, 'expirat', 'expirați')}`
      : countOf(workers, 'lucrător', 'lucrători'),
  course: 'Curs',
  allCourses: 'Toate cursurile',
  phase: 'Etapa instruirii',
  allPhases: 'Toate etapele',
  manager: 'Conducătorul direct',
  allManagers: 'Toți conducătorii',
  managerNeedsCompany: 'Alege întâi compania.',
  missingData: 'Doar cei cu date lipsă în fișă',
  missingDataBadge: 'Date lipsă',
  exportCsv: 'Exportă CSV',
  exportXlsx: 'Exportă XLSX',
  exportFailure: 'Exportul nu a putut fi făcut. Încearcă din nou.',
  loadFailure: 'Lista lucrătorilor nu a putut fi încărcată. Încearcă din nou.',
  csvHeader: [
    'Nume',
    'Prenume',
    'Companie',
    'Domeniu',
    'Etapa',
    'Stare',
    'Termen',
    'Zile rămase',
    'SSM',
    'PSI-SU',
    'Date lipsă în fișă',
  ],
  yes: 'da',
  no: 'nu',
  bulkCursorInvalid: 'Locul de continuare trimis nu este valid. Pornește acțiunea din nou.',
  bulkTitle: 'Pe toți lucrătorii filtrului',
  bulkIntro: (count: number) =>
    `Acțiunile de mai jos privesc toți cei ${countOf(count, 'lucrător', 'lucrători')} ai filtrului, de pe toate paginile.`,
  bulkCourse: 'Cursul de asignat',
  bulkCourseNone: 'Alege cursul',
  bulkAssign: 'Asignează cursul',
  bulkRemind: 'Trimite un memento',
  bulkAssignConfirm: (count: number, title: string) =>
    `Asignezi cursul „${title}” celor ${countOf(count, 'lucrător', 'lucrători')} ai filtrului? Cine îl are deja asignat și nefinalizat este sărit.`,
  bulkRemindConfirm: (count: number) =>
    `Trimiți un memento pe email celor ${countOf(count, 'lucrător', 'lucrători')} ai filtrului? Cine a oprit mementourile sau a primit deja un email de instruire azi nu îl primește.`,
  bulkConfirm: 'Confirmă',
  bulkCancel: 'Renunță',
  bulkProgress: (done: number, total: number) => `${done} din ${total} lucrători`,
  bulkFailure: 'Acțiunea s-a oprit înainte de final. Ce s-a făcut rămâne; pornește-o din nou pentru restul.',
  bulkAssigned: (assigned: number, skipped: number, failed: number) =>
    [
      `Cursul a fost asignat: ${countOf(assigned, 'lucrător', 'lucrători')}.`,
      skipped > 0 ? `Săriți (îl aveau deja, nefinalizat): ${skipped}.` : '',
      failed > 0 ? `Neatinși (șterși sau mutați între timp): ${failed}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  bulkReminded: (outcome: {
    sent: number;
    without_email: number;
    reminders_off: number;
    already_today: number;
    nothing_due: number;
    failed: number;
  }) =>
    [
      `Mementouri trimise: ${outcome.sent}.`,
      outcome.without_email > 0 ? `Fără email: ${outcome.without_email}.` : '',
      outcome.reminders_off > 0 ? `Au oprit mementourile: ${outcome.reminders_off}.` : '',
      outcome.already_today > 0 ? `Au primit deja un email azi: ${outcome.already_today}.` : '',
      outcome.nothing_due > 0 ? `Fără nimic scadent: ${outcome.nothing_due}.` : '',
      outcome.failed > 0 ? `Netrimise (eroare la trimitere): ${outcome.failed}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  printSheets: 'Tipărește fișele',
  printSheetsIntro: (limit: number) =>
    `O arhivă ZIP cu fișa individuală a fiecărui lucrător al filtrului, pe foldere pe companii, și un index al celor incluse și al celor lipsă (cel mult ${limit} de lucrători o dată).`,
  printSheetsProgress: (percent: number) => `Se pregătesc fișele: ${percent}%`,
  printSheetsReady: (sheets: number, missing: number) =>
    `Arhiva cuprinde ${countOf(sheets, 'fișă', 'fișe')}${missing > 0 ? `; lipsesc ${missing} (vezi index.csv)` : ''}.`,
  printSheetsDownload: 'Descarcă arhiva fișelor',
  printSheetsFailure: 'Fișele nu au putut fi pregătite. Încearcă din nou.',
  printSheetsEmpty: 'Niciun lucrător nu corespunde filtrului: nu există fișe de tipărit.',
  printSheetsTooMany: (count: number, limit: number) =>
    `Filtrul cuprinde ${countOf(count, 'lucrător', 'lucrători')}; se pot tipări cel mult ${limit} de fișe o dată. Restrânge filtrul, de exemplu la o companie sau la o stare.`,
  /** The downloaded ZIP's name: the day it was made. */
  printSheetsZipFileName: (date: string) => `Fise individuale ${date}.zip`,
  /** index.csv of the fișe ZIP. */
  printSheetsIndexHeader: [
    'Compania',
    'Nume',
    'Prenume',
    'Utilizator',
    'Domeniul',
    'Situația',
    'Fișierul',
    'Observații',
  ],
  printSheetsIncluded: 'inclusă',
  printSheetsMissing: 'lipsă',
  printSheetsSealed: 'fișă sigilată electronic',
  printSheetsForInk: 'fișă precompletată, de semnat olograf (nicio scanare încărcată)',
  printSheetsScan: 'scanarea fișei semnate olograf',
  printSheetsNoTrainings: 'nicio instruire semnată în acest domeniu',
  printSheetsGone: 'lucrătorul nu mai este activ într-o companie a firmei',
  filterInvalid: 'Filtrul ales nu este valid.',
  dueWithinInvalid: 'Numărul de zile trebuie să fie un număr întreg între 0 și 3650.',
  pageInvalid: 'Pagina cerută nu este validă.',
} as const;
