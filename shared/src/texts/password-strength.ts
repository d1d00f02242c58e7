import { PASSWORD_MIN_LENGTH } from '../constants';

/** What a new password needs, the names it must leave out said as the form's reader is concerned. */
function passwordRules(withoutNames: string): string {
  return `Cel puțin ${PASSWORD_MIN_LENGTH} caractere, cu litere și cifre, ${withoutNames} și fără parole folosite des. Câteva cuvinte fără legătură între ele se țin minte ușor și se ghicesc greu.`;
}

export const passwordStrength = {
  problems: {
    personal: 'Parola nu poate conține numele de utilizator, numele sau prenumele titularului contului.',
    common:
      'Parola este una dintre cele folosite des sau pornește de la un cuvânt uzual (de exemplu „parola”, „iubire”, un oraș sau o echipă). Alege câteva cuvinte fără legătură între ele.',
    guessable:
      'Parola este prea ușor de ghicit (secvențe, taste alăturate, repetări sau date). Alege o parolă mai lungă, de exemplu câteva cuvinte fără legătură între ele.',
  },
  /** Shown under a new password before anything is typed: what `newPasswordSchema` and the estimator ask. */
  rules: passwordRules('fără numele tău'),
  /** The same, under a password chosen for someone else's account (the super owner's new owner). */
  rulesForAccountHolder: passwordRules(
    'fără numele de utilizator, numele sau prenumele titularului contului',
  ),
  meterLabel: 'Puterea parolei',
  levels: ['Foarte slabă', 'Slabă', 'Insuficientă', 'Bună', 'Foarte bună'],
} as const;
