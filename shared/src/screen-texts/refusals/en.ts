import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, QUIZ_ATTEMPTS_PER_ROUND } from '../../constants';
import type { ScreenTexts } from '../ro';

/** The server's refusals on the routes a worker calls, in English. */
export const enRefusals: ScreenTexts['refusals'] = {
  authenticationRequired: 'You must sign in.',
  invalidToken: 'The session is not valid or has expired. Sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  validationFailed: 'The data sent are not valid.',
  invalidJson: 'The body of the request is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  required: 'This field is required.',
  singleLineText: 'The text must be on one line, without Enter, Tab or other control characters.',
  controlCharacters: 'The text contains control characters that are not allowed (other than Enter and Tab).',
  invalidEmail: 'The e-mail address is not valid.',
  textTooLong: (maximum, length) =>
    `The text has ${length === 1 ? '1 character' : `${length} characters`}; at most ${maximum} are allowed.`,
  textTooShort: (minimum, length) =>
    `The text has ${length === 1 ? '1 character' : `${length} characters`}; at least ${minimum} are needed.`,
  listTooLong: (maximum, length) =>
    `The list has ${length === 1 ? '1 item' : `${length} items`}; at most ${maximum} are allowed.`,
  numberTooLarge: (maximum) => `The value can be at most ${maximum}.`,
  numberTooSmall: (minimum) => `The value must be at least ${minimum}.`,
  tooManyRequests: 'Too many requests from your address in a short time. Try again in a few minutes.',
  serviceBusy: 'The service is busy at the moment. Try again in a few seconds.',
  loginFailed: 'Wrong username or password.',
  usernameRequired: 'Enter your username.',
  passwordRequired: 'Enter your password.',
  tooManyLoginAttempts: 'Too many failed attempts. Try again in a few minutes.',
  accountDeactivated:
    'Your account has been deactivated. To reactivate it, contact the company administrator or the SSM officer.',
  passwordChangeRequired: 'The account has a temporary password: change the password before you go on.',
  wrongOldPassword: 'The old password is not correct.',
  passwordSameAsOld: 'The new password must differ from the old one.',
  passwordTooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordNeedsLetterAndDigit: 'The password must contain at least one letter and one digit.',
  passwordPersonal: "The password cannot contain the account holder's username, first name or last name.",
  passwordCommon:
    'The password is a commonly used one or starts from a common word (for example "password", a city or a team). Choose a few unrelated words.',
  passwordGuessable:
    'The password is too easy to guess (sequences, neighbouring keys, repetitions or dates). Choose a longer password, for example a few unrelated words.',
  studyNotOpened: 'Open the material from the course page: the study time is counted from there.',
  studyTooSoon: 'The study report came too soon after the previous one. Try again in a few seconds.',
  studyReportConflict: 'Another study report for this course was recorded at the same time.',
  studyPageOutOfRange: 'The pages reported must be between 1 and the number of pages of the document.',
  studyInvalidReport: 'The study report is not valid.',
  studyMinimumNotReached: (secondsLeft) => {
    const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
    return `The test opens after the minimum study time of the material. You still have ${minutes === 1 ? '1 minute' : `${minutes} minutes`} to study.`;
  },
  quizMissing: 'This course has no test.',
  quizForeignAnswers: "The answers sent do not belong to this course's test.",
  quizDuplicateAnswers: 'Each question can have only one answer.',
  quizAttemptUnknown: 'The attempt does not exist or is not yours. Start the test again.',
  quizAttemptFinished: 'This attempt was already sent. Start a new attempt.',
  quizAttemptExpired: 'The time of this attempt is up. Start a new attempt.',
  quizReplaced: "The course's test was changed in the meantime. Start a new attempt.",
  quizAttemptForeignQuestion: 'The answers sent do not match the questions given in this attempt.',
  quizCoolingDown: (until) =>
    `You have used the ${QUIZ_ATTEMPTS_PER_ROUND} attempts. Read the material again; you can try again after ${until}.`,
  quizAlreadyPassed:
    "You have already passed this course's test. The training record is waiting for your signature: the test cannot be taken again.",
  quizPassedUntilReassigned:
    "You have already passed this course's test. A new attempt opens when the course is assigned to you again.",
  signingRoleMismatch: 'The role sent does not match the account you are signed in with.',
  signingStaleTimestamp:
    "The moment of signing does not match the server's clock (more than 5 minutes apart). Reload the page and sign again.",
  signingHashMismatch:
    'The signature does not match the data of your account. Reload the page and sign again.',
  signingAlreadySigned: 'You have already signed this document.',
  signingNotAwaitingTrainee: "The document no longer waits for the trainee's signature.",
  signingPasskeyNeeded:
    'You have a passkey: the signature is applied only with it. Reload the page and confirm on the device.',
  signingNoPasskey: 'You have no passkey yet. Add one first, then sign with it.',
  signingChallengeMismatch:
    'The confirmation with the passkey does not match the documents sent for signing.',
  signingChallengeExpired: 'The signing request has expired or was already used. Try again.',
  signingAssertionInvalid: 'The confirmation with the passkey could not be checked. Try again.',
  signingPasskeyUnknown: 'The passkey used is not registered in your account.',
  signingNothingToSign: 'None of the selected documents is waiting for your signature.',
  signingCodeWrong: (attemptsLeft) =>
    `The code is not right. ${attemptsLeft === 1 ? 'You have one more try.' : `You have ${attemptsLeft} more tries.`}`,
  signingCodeExhausted: 'The code was typed wrong too many times and is no longer valid. Ask for a new code.',
  signingCodeExpired: 'The code has expired or was already used. Ask for a new code.',
  signingCodeMismatch: 'The code was not asked for the documents sent for signing. Ask for a new code.',
  signingTooManyCodes: 'You asked for too many codes. Try again later.',
  signingNoEmailForCode:
    'Your account has no e-mail address, so you cannot receive the confirmation code. Add a passkey on the profile page or ask your administrator to fill in your e-mail address.',
  signingCodeMailFailed: 'The code could not be sent by e-mail. Try again in a few minutes.',
  signingSimpleNotAllowed:
    'The firm does not allow the simple electronic signature for the records of this company. Add a passkey on the profile page, then sign with it.',
};
