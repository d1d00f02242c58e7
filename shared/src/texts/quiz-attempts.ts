import { QUIZ_ATTEMPTS_PER_ROUND } from '../constants';

export const quizAttempts = {
  title: 'Încercări la test',
  empty: 'Nimeni nu a susținut încă testul acestui curs.',
  columns: {
    person: 'Persoană',
    attempts: 'Încercări',
    lastScore: 'Ultimul scor',
    lastAttempt: 'Ultima încercare',
    waitUntil: 'Pauză până la',
    passed: 'Promovat',
  },
  lift: 'Ridică pauza',
  lifted: `Pauza a fost ridicată: cursantul are din nou ${QUIZ_ATTEMPTS_PER_ROUND} încercări.`,
  liftFailed: 'Pauza nu a putut fi ridicată.',
  nothingToLift: 'Cursantul nu are nicio pauză de ridicat.',
  loadFailed: 'Încercările nu au putut fi încărcate.',
} as const;
