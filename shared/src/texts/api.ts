import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { countOf } from './wording';

export const api = {
  tooManyRequests:
    'Prea multe cereri de la adresa ta într-un timp scurt. Încearcă din nou peste câteva minute.',
  invalidJson: 'Corpul cererii nu este un JSON valid.',
  unsupportedMediaType: 'Tipul conținutului nu este acceptat.',
  bodyTooLarge: 'Cererea este prea mare.',
  validationFailed: 'Datele trimise nu sunt valide.',
  required: 'Câmpul este obligatoriu.',
  singleLineText: 'Textul trebuie să fie pe un singur rând, fără Enter, Tab sau alte caractere de control.',
  controlCharacters: 'Textul conține caractere de control nepermise (în afară de Enter și Tab).',
  textTooLong: (maximum: number, length: number) =>
    `Textul are ${countOf(length, 'caracter', 'caractere')}; sunt permise cel mult ${maximum}.`,
  textTooShort: (minimum: number, length: number) =>
    `Textul are ${countOf(length, 'caracter', 'caractere')}; sunt necesare cel puțin ${minimum}.`,
  listTooLong: (maximum: number, length: number) =>
    `Lista are ${countOf(length, 'element', 'elemente')}; sunt permise cel mult ${maximum}.`,
  numberTooLarge: (maximum: number) => `Valoarea poate fi cel mult ${maximum}.`,
  numberTooSmall: (minimum: number) => `Valoarea trebuie să fie cel puțin ${minimum}.`,
  authenticationRequired: 'Autentificarea este necesară.',
  invalidToken: 'Sesiunea nu este validă sau a expirat. Autentifică-te din nou.',
  forbidden: 'Nu ai permisiunea pentru această acțiune.',
  notFound: 'Resursa nu a fost găsită.',
  malformedPath: 'Adresa cererii nu este validă.',
  tooManyLoginAttempts: 'Prea multe încercări eșuate. Încearcă din nou peste câteva minute.',
  internalError: 'A apărut o eroare internă. Încearcă din nou.',
  serviceBusy: 'Serviciul este momentan supraîncărcat. Încearcă din nou în câteva secunde.',
  wrongOldPassword: 'Parola veche nu este corectă.',
  passwordTooShort: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN_LENGTH} caractere.`,
  passwordTooLong: `Parola poate avea cel mult ${countOf(PASSWORD_MAX_LENGTH, 'caracter', 'caractere')}.`,
  passwordNeedsLetterAndDigit: 'Parola trebuie să conțină cel puțin o literă și o cifră.',
  passwordSameAsOld: 'Parola nouă trebuie să fie diferită de cea veche.',
  invalidEmail: 'Adresa de email nu este validă.',
  invalidCursor: 'Cursorul de paginare nu este valid.',
  invalidId: 'Identificator invalid.',
} as const;
