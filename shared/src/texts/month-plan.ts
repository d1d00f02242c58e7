import { countOf, MONTH_NAMES } from './wording';

export const monthPlan = {
  title: 'Planul lunii',
  link: 'Planul lunii: ce ajunge la termen, pe clienți',
  intro: 'Instruirile care ajung la termen în luna aleasă, pe clienți, de tipărit pentru vizita la fiecare.',
  month: 'Luna',
  monthInvalid: 'Luna trebuie să fie de forma AAAA-LL (de exemplu 2026-12).',
  companyRequired: 'Alege compania al cărei plan îl tipărești.',
  empty: 'Nimic nu ajunge la termen în luna aleasă.',
  printPdf: 'Tipărește planul (PDF)',
  printFailure: 'PDF-ul nu a putut fi făcut. Încearcă din nou.',
  loadFailure: 'Planul lunii nu a putut fi încărcat. Încearcă din nou.',
  monthLabel: (month: string) => {
    const [year, number] = month.split('-');
    return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year}`;
  },
  pdfTitle: (company: string) => `Planul instruirilor: ${company}`,
  pdfSubtitle: (month: string, count: number) =>
    `Ajung la termen în ${month}: ${countOf(count, 'instruire', 'instruiri')}`,
  columns: ['Lucrător', 'Domeniu', 'Instruire', 'Termen', 'Stare'],
  fileName: (company: string, month: string) => `plan-${month}-${company}.pdf`,
  itemCount: (count: number) => countOf(count, 'instruire', 'instruiri'),
} as const;
