import type { ScreenTexts } from './ro';

/**
 * The trainee's screens in English. A translator adds a language by copying this file under the
 * language's code (ne.ts, vi.ts) and translating every text; TypeScript refuses one left out.
 */
export const en: ScreenTexts = {
  languageSwitch: 'Screen language',
  login: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
  },
  course: {
    material: 'PDF material',
    noMaterial: 'The PDF material is not available.',
    confirmStudied: 'I confirm that I have gone through the material and learned what it presents',
    goToQuiz: 'Go to the test',
    loading: 'Loading the course...',
    loadFailed: 'The course could not be loaded.',
    studied: (studied, minimum) =>
      minimum === null
        ? `Study time recorded: ${studied}.`
        : `Study time recorded: ${studied} of the ${minimum} required before the test.`,
    studyDuration: (seconds) => {
      if (seconds < 60) return 'less than a minute';
      const minutes = Math.floor(seconds / 60);
      return minutes === 1 ? '1 minute' : `${minutes} minutes`;
    },
    versions: 'The material in other languages',
    missingVersion: (language) =>
      `The course has no version in ${language} yet: the material is shown in Romanian.`,
  },
  quiz: {
    title: (course) => (course ? `Knowledge test: course ${course}` : 'Knowledge test'),
    loading: 'Loading the questions...',
    empty: 'This test has no questions.',
    submit: 'Send the answers',
    passed: '✅ You passed the test!',
    failed: '❌ You did not pass the test. Go back to the course and study it again.',
    saveFailed: '❌ Your answers could not be saved.',
    answerBy: (time) => `Send your answers by ${time}.`,
    newAttempt: 'Start a new attempt',
    noQuiz: '❌ This course has no test.',
    loadFailed: '❌ The test could not be loaded.',
    score: (score) => `Your score: ${score}%`,
    unanswered: (count) =>
      count === 1 ? '1 question is not answered' : `${count} questions are not answered`,
    unansweredConfirm: 'Send the answers as they are? A question without an answer counts as wrong.',
    unansweredSubmit: 'Send anyway',
    backToCourse: 'Back to the course',
    attemptsLeft: (count) =>
      count === 0
        ? 'This is the last attempt before a break.'
        : `After this one you have ${count === 1 ? '1 attempt' : `${count} attempts`} before a break.`,
    inRomanian: 'The questions are not translated yet: the test is in Romanian.',
  },
  consent: {
    pageTitle: 'Electronic signature',
    title: 'Consent to the electronic signature',
    paragraphs: [
      'I agree to sign the occupational safety and health (SSM) and emergency situations (PSI) training record electronically: with my passkey (the fingerprint, face or PIN of my device), which approves exactly this record, or, if I have none, through my account, at the exact moment of signing.',
      'I confirm that I am the person whose data appear in my account and that these data are correct.',
      'I understand that a signature made with my passkey is an advanced electronic signature (art. 26 of Regulation (EU) No 910/2014 – eIDAS): it is uniquely linked to me, created with a key under my sole control and linked to the content of the record, so that any later change of the record can be detected. Without a passkey, the signature is a simple electronic signature, linked to my account. Law No 319/2006 and its implementing rules admit an electronically signed record; only a qualified electronic signature has the legal effect of a handwritten one, under art. 25 of eIDAS.',
      'I declare that I have gone through the material and understood the subject of the training.',
      'I agree that the signature, the date and time of signing, the IP address and the browser used are kept for legal checks for as long as the training record is kept.',
    ],
    agree: 'I have read the above and I agree.',
    submit: 'Apply the electronic signature',
    consentRequired: 'You must accept the consent to sign!',
    romanianBinding: 'The Romanian text, which the record keeps:',
    recordTitle: 'What you sign',
    recordCourse: 'Course',
    recordDate: 'Date the test was passed',
    recordScore: 'Score',
    printedTitle: 'The record as it will be printed (in Romanian)',
    printedLoading: 'Preparing the record…',
    printedFailed: 'The record could not be shown. Try again.',
  },
  readAloud: {
    read: 'Read aloud',
    stop: 'Stop reading',
    noVoice: (language) =>
      `This device has no ${language} voice: the text is read with the default voice and may sound wrong.`,
  },
};
