import { countOf } from './wording';

/** The e-mails of the daily job and the reminder setting (docs/training-status.md, "E-mails"). */
export const notifications = {
  dueLine: (what: string, dueDate: string, days: string) => `${what}: termen ${dueDate}, peste ${days}`,
  dueTodayLine: (what: string, dueDate: string) => `${what}: termen astăzi, ${dueDate}`,
  overdueLine: (what: string, dueDate: string, days: string) =>
    `${what}: termen ${dueDate}, depășit de ${days}`,
  noDueDateLine: (what: string) => `${what}: fără dată de angajare, deci fără termen`,
  worker: {
    subjectOverdue: 'Ai o instruire cu termenul depășit',
    subjectDueSoon: 'Se apropie termenul unei instruiri',
    subjectCourses: 'Ai cursuri noi de parcurs',
    coursesHeading: (count: number) => `Cursuri noi atribuite ție (${count}):`,
    dueSoonHeading: (count: number) => `Termen în curând (${count}):`,
    overdueHeading: (count: number) => `Termen depășit (${count}):`,
    dashboard: (url: string) => `Instruirile tale și termenele lor: ${url}`,
    loginHint: 'Linkurile deschid pagina după autentificare.',
    stopReminders: (url: string) => `Nu mai vrei aceste mementouri? Oprește-le cu un clic: ${url}`,
    stopRemindersNote:
      'Cursurile atribuite de angajator rămân în contul tău, iar e-mailurile despre cont (de exemplu resetarea parolei) vin în continuare.',
  },
  admin: {
    personCount: (count: number) => countOf(count, 'persoană', 'persoane'),
    subject: (people: string) => `Instruirea angajaților: ${people} necesită atenție`,
    intro: (companyName: string, isoWeek: string) =>
      `Situația instruirii angajaților companiei ${companyName} (săptămâna ${isoWeek}):`,
    untrainedHeading: (count: number) => `Neinstruiți (${count}):`,
    overdueHeading: (count: number) => `Instruire expirată (${count}):`,
    dueSoonHeading: (count: number) => `Expiră curând (${count}):`,
    withoutEmailHeading: (count: number) =>
      `Fără adresă de e-mail, nu au primit niciun mesaj de la platformă (${count}):`,
    fullPage: (url: string) => `Situația completă: ${url}`,
    footer:
      'Primiți acest rezumat o dată pe săptămână, cât timp aveți angajați neinstruiți, cu instruirea expirată sau cu termenul apropiat.',
  },
  ownerWorkerCounts: (counts: string) => `  Angajați: ${counts}`,
  remindersStopped:
    'Nu vei mai primi mementouri despre instruire prin e-mail. Cursurile atribuite rămân în contul tău, iar e-mailurile despre cont vin în continuare.',
  remindersStarted: 'Vei primi din nou mementouri despre instruire prin e-mail.',
  invalidLink: 'Linkul nu este valid. Poți opri mementourile și din pagina de profil, după autentificare.',
  page: {
    title: 'Mementouri despre instruire',
    stopIntro:
      'Nu mai vrei e-mailurile zilnice despre cursurile și termenele instruirilor tale? Cursurile atribuite rămân în cont oricum.',
    stop: 'Oprește mementourile',
    working: 'Se salvează alegerea ta…',
    restart: 'Repornește mementourile',
    stopAgain: 'Oprește din nou mementourile',
    toLogin: 'Mergi la autentificare',
    failure: 'Alegerea nu a putut fi salvată. Încearcă din nou.',
  },
  profile: {
    title: 'Mementouri despre instruire',
    toggle: 'Primesc prin e-mail cursurile noi și termenele instruirilor mele',
    description:
      'Un singur e-mail pe zi, doar când ai ceva de făcut. Cursurile atribuite rămân în cont oricum.',
    saveFailed: 'Setarea nu a putut fi salvată. Încearcă din nou.',
  },
} as const;
