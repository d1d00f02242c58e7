import { countOf } from './wording';

export const study = {
  notOpened: 'Deschide materialul din pagina cursului: timpul de studiu se numără de acolo.',
  tooSoon:
    'Raportul de studiu a sosit prea devreme după cel anterior. Încearcă din nou peste câteva secunde.',
  reportConflict: 'Un alt raport de studiu pentru acest curs a fost înregistrat în același timp.',
  pageOutOfRange: 'Paginile raportate trebuie să fie între 1 și numărul de pagini al documentului.',
  invalidReport: 'Raportul de studiu nu este valid.',
  /** A study time as the record and the pages print it: whole minutes, or less than one. */
  duration: (seconds: number) =>
    seconds < 60 ? 'mai puțin de un minut' : countOf(Math.floor(seconds / 60), 'minut', 'minute'),
  /** The quiz refused until the course's minimum study time is reached. */
  minimumNotReached: (left: string) =>
    `Testul se deschide după timpul minim de studiu al materialului. Mai ai de studiat ${left}.`,
  /** The time still to study, rounded up to a whole minute. */
  timeLeft: (seconds: number) => countOf(Math.max(1, Math.ceil(seconds / 60)), 'minut', 'minute'),
} as const;
