import { countOf } from './wording';

export const trainingStatus = {
  title: 'Clienți - Instruire Periodică',
  search: 'Caută companie',
  searchPlaceholder: 'Numele companiei',
  company: 'Companie',
  lastAllocation: 'Ultima alocare',
  lastTraining: 'Ultima instruire',
  nextDue: 'Următorul termen',
  frequency: 'Frecvență',
  frequencyMonths: (months: number) => countOf(months, 'lună', 'luni'),
  status: 'Status',
  daysRemaining: 'Zile rămase',
  /** Days to a due date in words, never a bare negative number. */
  daysInWords: (days: number) =>
    days < 0
      ? `depășit cu ${countOf(-days, 'zi', 'zile')}`
      : days === 0
        ? 'astăzi'
        : `în ${countOf(days, 'zi', 'zile')}`,
  people: 'Persoane',
  /** One status's count of people, as the table and the cards list them. */
  peopleInStatus: (label: string, count: number) => `${label}: ${count}`,
  noPeople: 'Nicio persoană',
  sortAscending: 'Sortează după zilele rămase, crescător',
  sortDescending: 'Sortează după zilele rămase, descrescător',
  notAvailable: 'N/A',
  unknownStatus: 'Necunoscut',
  empty: 'Nicio companie găsită.',
  loadFailure: 'A apărut o eroare la preluarea datelor.',
  summary: {
    title: 'Instruire periodică a clienților',
    monitored: 'Companii monitorizate',
    overdue: 'Cu termen depășit',
    dueSoon: 'Cu termen apropiat',
    withoutStatus: 'Fără persoane (status necunoscut)',
    chart: (green: number, yellow: number, red: number) =>
      `Companii după status: ${green} în termen, ${yellow} cu termen apropiat, ${red} cu termen depășit`,
    link: 'Vezi situația clienților',
  },
  reminder: {
    companyCount: (count: number) => countOf(count, 'companie', 'companii'),
    dayCount: (count: number) => countOf(count, 'zi', 'zile'),
    subject: (companies: string) => `Instruire periodică: ${companies} necesită atenție`,
    greeting: (firstName: string) => `Bună ziua, ${firstName},`,
    intro: (firmName: string, isoWeek: string) =>
      `Situația instruirii periodice la clienții firmei ${firmName} (săptămâna ${isoWeek}):`,
    overdueHeading: (count: number) => `Termen depășit (${count}):`,
    dueSoonHeading: (count: number) => `Termen apropiat (${count}):`,
    overdueLine: (company: string, dueDate: string, days: string) =>
      `${company}: termen ${dueDate}, depășit de ${days}`,
    dueTodayLine: (company: string, dueDate: string) => `${company}: termen astăzi, ${dueDate}`,
    dueSoonLine: (company: string, dueDate: string, days: string) =>
      `${company}: termen ${dueDate}, peste ${days}`,
    fullPage: (url: string) => `Situația completă: ${url}`,
    footer:
      'Primiți acest rezumat o dată pe săptămână, cât timp aveți clienți cu termenul de instruire periodică apropiat sau depășit.',
  },
} as const;
