import { PASSWORD_MIN_LENGTH } from '../constants';
import { enRefusals } from './refusals/en';
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
    signedIn: 'Signed in as an employee',
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
      'I agree to sign the occupational safety and health (SSM) and emergency situations (PSI) training record electronically: with my passkey (the fingerprint, face or PIN of my device), which approves exactly this record, or, if I have none, through my account, with the code sent to my e-mail address, at the exact moment of signing.',
      'I confirm that I am the person whose data appear in my account and that these data are correct.',
      'I understand that a signature made with my passkey is an advanced electronic signature (art. 26 of Regulation (EU) No 910/2014 – eIDAS): it is uniquely linked to me, created with a key under my sole control and linked to the content of the record, so that any later change of the record can be detected. Without a passkey, the signature is a simple electronic signature, linked to my account and confirmed with the code sent to my e-mail address. Law No 319/2006 and its implementing rules admit an electronically signed record; only a qualified electronic signature has the legal effect of a handwritten one, under art. 25 of eIDAS.',
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
  frame: {
    navigation: 'Main navigation',
    menu: 'Menu',
    dashboard: 'Dashboard',
    courses: 'Courses',
    workplaceSigning: 'Workplace manager signatures',
    profile: 'Profile',
    logout: 'Sign out',
    logoutEverywhere: 'Sign me out on every device',
    logoutEverywhereHint:
      'Closes the sessions open on any phone or computer, this one included (for example after you lost your phone).',
    backToDashboard: 'Back to the dashboard',
    logoToDashboard: 'Platforma SSM & PSI: your dashboard',
    loading: 'Loading...',
    dash: '—',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
    unknownError: 'Unknown error.',
    required: 'This field is required.',
  },
  dashboard: {
    title: 'Employee dashboard',
    welcome: (name) => `Welcome, ${name}!`,
    coursesTitle: 'Courses',
    noAssigned: 'You have no course assigned at the moment.',
    listLoadFailed: 'The list of courses could not be loaded.',
    retry: 'Try again',
    openFile: 'Open the PDF file',
    dueDate: (date) => `Due: ${date}`,
    sign: 'Sign',
    courseStatus: {
      to_do: 'To do',
      failed: 'Test failed, try again',
      awaiting_signature: 'Waiting for your signature',
      awaiting_countersignature: 'Waiting for the countersignature',
      done: 'Done',
    },
    recordToSign: 'You passed the test. The training record is waiting for your signature.',
    recordsToSignTitle: 'Training records to sign',
    recordToSignLine: (date, score) => `Test passed on ${date}, score ${score}%`,
    workplaceSigningWaiting: (count) =>
      count === 1
        ? 'You have 1 training record to sign as the workplace manager.'
        : `You have ${count} training records to sign as the workplace manager.`,
    workplaceSigningLink: 'Open the records to sign',
    trainingsTitle: 'My trainings',
    trainingsLoadFailed: 'The data could not be loaded.',
    trainingStatus: {
      on_time: 'On time',
      due_soon: 'Due soon',
      overdue: 'Overdue',
      untrained: 'Not trained',
    },
    phases: {
      introductive: 'General introductory training',
      loc_munca: 'Workplace training',
      periodica: 'Periodic training',
      suplimentara: 'Additional training',
    },
    dueDateLabel: 'Due',
    noDueDate: 'No due date',
    daysRemaining: 'Days left',
    daysInWords: (days) => {
      const count = (value: number) => (value === 1 ? '1 day' : `${value} days`);
      if (days < 0) return `${count(-days)} overdue`;
      return days === 0 ? 'today' : `in ${count(days)}`;
    },
    lastTraining: 'Last training',
  },
  profile: {
    title: 'User profile',
    jobTitle: 'Job',
    email: 'E-mail',
    address: 'Address',
    birthDate: 'Date of birth',
    notSpecified: 'Not given',
    notSpecifiedFeminine: 'Not given',
    historyTitle: 'Training history (the last 28)',
    historyEmpty: 'You have not taken any test yet.',
    historyScore: 'Score',
    historyCompleted: 'Test passed',
    historyDate: 'Date passed',
    historyRecordStatus: 'Training record',
    downloadRecord: 'Download the signed record',
    sheetsTitle: 'Individual training sheet',
    sheetsExplanation:
      'All your signed trainings, one sheet per domain: the SSM one sealed electronically, the PSI-SU one sealed electronically or printed for handwritten signatures, as the firm chose.',
    sheetDownload: (domain) => `Download the individual sheet ${domain}`,
    sheetDownloadFailed: 'The individual sheet could not be downloaded. Try again.',
    remindersTitle: 'Training reminders',
    remindersToggle: 'E-mail me new courses and the due dates of my trainings',
    remindersDescription:
      'At most one e-mail a day, only when you have something to do. Assigned courses stay in your account anyway.',
    remindersSaveFailed: 'The setting could not be saved. Try again.',
    changePasswordTitle: 'Change the password',
    oldPassword: 'Old password',
    temporaryPassword: 'Temporary password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    changePasswordSubmit: 'Change the password',
    passwordMismatch: 'The new password and its confirmation differ.',
    passwordChanged: 'The password was changed.',
    passwordRules: `At least ${PASSWORD_MIN_LENGTH} characters, with letters and digits, without your name and without commonly used passwords. A few unrelated words are easy to remember and hard to guess.`,
    passwordMeter: 'Password strength',
    passwordLevels: ['Very weak', 'Weak', 'Not enough', 'Good', 'Very good'],
  },
  signingConfirmation: {
    registerBeforeSigning:
      'Before your first signature, add a passkey: it stays on your device and only you can use it.',
    codeNeeded:
      'Without a passkey, the signature is confirmed with a code sent to your e-mail. Ask for the code, then sign with it.',
    requestCode: 'Send me the code by e-mail',
    resendCode: 'Send another code',
    codeSent: (email) => `We sent a 6-digit code to ${email}. Type it below to sign.`,
    codeLabel: 'The code you received by e-mail',
  },
  passkeys: {
    title: 'Passkeys',
    intro:
      'A passkey stays on your phone or computer and is used with the fingerprint, face or PIN of the device. You sign your documents with it, and nobody else can use it.',
    none: 'You have no passkey yet.',
    register: 'Add a passkey',
    defaultName: 'My passkey',
    name: 'Name of the passkey',
    rename: 'Rename',
    remove: 'Delete',
    removeConfirm: (name) =>
      `Delete the passkey “${name}”? Signatures made with it stay valid, but you will not be able to use it any more.`,
    removed: 'The passkey was deleted.',
    renamed: 'The passkey was renamed.',
    registered: 'The passkey was registered.',
    createdAt: (date) => `Added on ${date}`,
    registrationClosed:
      'You already have a passkey. To add another, ask the SSM officer to reopen the registration.',
    cancelled: 'The registration was cancelled or the device did not answer.',
    unsupported: 'This browser cannot use passkeys.',
  },
  refusals: enRefusals,
  readAloud: {
    read: 'Read aloud',
    stop: 'Stop reading',
    noVoice: (language) =>
      `This device has no ${language} voice: the text is read with the default voice and may sound wrong.`,
  },
};
