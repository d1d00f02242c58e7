import { texts } from '../texts';

/**
 * The trainee's screens in Romanian: the texts of `texts.ts` the trainee reads, gathered in the
 * shape every other language copies (docs/product.md, adding screen texts). Romanian is the
 * reference: a text changes here, in `texts.ts`, and each translation follows.
 */
export const ro = {
  languageSwitch: 'Limba ecranelor',
  login: {
    title: texts.login.title,
    username: texts.login.username,
    password: texts.login.password,
    submit: texts.login.submit,
  },
  course: {
    material: texts.courseDetail.material,
    noMaterial: texts.courseDetail.noMaterial,
    confirmStudied: texts.courseDetail.confirmStudied,
    goToQuiz: texts.courseDetail.goToQuiz,
    loading: texts.courseDetail.loading,
    loadFailed: texts.courseDetail.loadFailed,
    studied: texts.courseDetail.studied,
    studyDuration: texts.study.duration,
    versions: 'Materialul în alte limbi',
    missingVersion: (language: string) =>
      `Cursul nu are încă o versiune în ${language}: materialul este afișat în română.`,
  },
  quiz: {
    title: texts.courses.quizTitle,
    loading: texts.quizTaking.loading,
    empty: texts.quizTaking.empty,
    submit: texts.quizTaking.submit,
    passed: texts.quizTaking.passed,
    failed: texts.quizTaking.failed,
    saveFailed: texts.quizTaking.saveFailed,
    answerBy: texts.quizTaking.answerBy,
    newAttempt: texts.quizTaking.newAttempt,
    noQuiz: texts.quizTaking.noQuiz,
    loadFailed: texts.quizTaking.loadFailed,
    score: texts.quizTaking.score,
    unanswered: texts.quizTaking.unanswered,
    unansweredConfirm: texts.quizTaking.unansweredConfirm,
    unansweredSubmit: texts.quizTaking.unansweredSubmit,
    backToCourse: texts.quizTaking.backToCourse,
    attemptsLeft: texts.quizTaking.attemptsLeft,
    inRomanian: 'Întrebările nu sunt încă traduse: testul este în română.',
  },
  consent: {
    pageTitle: texts.signing.title,
    title: texts.signing.consentTitle,
    paragraphs: texts.signing.consent,
    agree: texts.signing.agree,
    submit: texts.signing.submit,
    consentRequired: texts.signing.consentRequired,
    /** Above the Romanian text, when the consent is also shown in the worker's language. */
    romanianBinding: 'Textul în română, pe care îl păstrează fișa:',
    recordTitle: texts.signing.recordTitle,
    recordCourse: texts.signing.recordCourse,
    recordDate: texts.signing.recordDate,
    recordScore: texts.signing.recordScore,
    printedTitle: texts.documents.printedTitle,
    printedLoading: texts.documents.printedLoading,
    printedFailed: texts.documents.printedFailed,
  },
  readAloud: {
    read: 'Citește cu voce tare',
    stop: 'Oprește citirea',
    noVoice: (language: string) =>
      `Dispozitivul nu are o voce în ${language}: textul este citit cu vocea implicită și poate suna greșit.`,
  },
};

/** A text of the Romanian screens as any language's: a string, a list of them, or a function. */
type Translatable<Text> = Text extends string
  ? string
  : Text extends readonly string[]
    ? readonly string[]
    : Text extends (...args: infer Args) => string
      ? (...args: Args) => string
      : { [Key in keyof Text]: Translatable<Text[Key]> };

export type ScreenTexts = Translatable<typeof ro>;
