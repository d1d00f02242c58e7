import { countOf } from './wording';

/** Assigning a course to many client companies in one action. */
export const bulkAssign = {
  title: 'Asignează un curs mai multor companii',
  open: 'Asignează un curs',
  course: 'Cursul',
  chooseCourse: 'Alege cursul',
  target: 'Cui',
  targetSelected: (count: number) => `Companiile selectate (${count})`,
  targetAll: 'Toate companiile active',
  targetSearch: (search: string) => `Companiile găsite pentru „${search}”`,
  restartOpen: 'Reîncepe cursul și unde runda anterioară nu e finalizată',
  preview: (companies: number, people: number) =>
    `Cursul va ajunge la ${countOf(people, 'persoană', 'persoane')} din ${countOf(companies, 'companie', 'companii')}.`,
  previewAlready: (count: number) =>
    `${countOf(count, 'companie are', 'companii au')} deja cursul asignat: ${count === 1 ? 'o sări' : 'le sări'} dacă runda nu e finalizată de toți.`,
  previewButton: 'Vezi pe cine atinge',
  confirm: 'Confirmă asignarea',
  finish: 'Gata',
  done: (companies: number, people: number) =>
    `Cursul a fost asignat: ${countOf(people, 'persoană', 'persoane')} din ${countOf(companies, 'companie', 'companii')}.`,
  skipped: (count: number) =>
    `${countOf(count, 'companie a fost sărită', 'companii au fost sărite')}, pentru că runda anterioară nu e finalizată de toți:`,
  skippedCompany: (name: string, open: number) =>
    `${name}: ${countOf(open, 'persoană nu a', 'persoane nu au')} finalizat runda anterioară`,
  noCompanies: 'Nicio companie de asignat.',
  companyIdsRequired: 'Alege cel puțin o companie.',
  tooManyCompanies: (max: number) => `Alege cel mult ${countOf(max, 'companie', 'companii')} într-o cerere.`,
  targetRequired: 'Alege companiile selectate sau toate companiile.',
  requestIdInvalid: 'Cererea nu are un identificator valid. Reîncarcă pagina.',
  companyMissing: 'Una dintre companiile alese nu a fost găsită sau este arhivată.',
  progress: (done: number, total: number) =>
    `Se asignează: ${done} din ${countOf(total, 'companie', 'companii')}…`,
  interrupted: (done: number, total: number) =>
    `Asignarea s-a oprit după ${done} din ${countOf(total, 'companie', 'companii')}. Apasă din nou „Confirmă asignarea” pentru a continua: nicio companie nu primește cursul de două ori.`,
} as const;
