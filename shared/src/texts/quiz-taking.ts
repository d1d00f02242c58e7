import { QUIZ_ATTEMPTS_PER_ROUND } from '../constants';
import { countOf } from './wording';

export const quizTaking = {
  loading: 'Se încarcă întrebările...',
  empty: 'Nu există întrebări disponibile pentru acest chestionar.',
  submit: 'Trimite răspunsurile',
  passed: '✅ Ai promovat testul!',
  failed: '❌ Nu ai trecut testul. Întoarce-te la curs pentru aprofundare.',
  saveFailed: '❌ Eroare la salvarea progresului.',
  /** The attempt's deadline, in Romania's time. */
  answerBy: (time: string) => `Trimite răspunsurile până la ${time}.`,
  newAttempt: 'Începe o încercare nouă',
  noQuiz: '❌ Acest curs nu are un chestionar asociat.',
  loadFailed: '❌ Eroare la încărcarea chestionarului.',
  noQuizDetail: 'Acest curs nu are un chestionar asociat.',
  foreignAnswers: 'Răspunsurile trimise nu aparțin chestionarului acestui curs.',
  duplicateAnswers: 'Fiecare întrebare poate avea un singur răspuns.',
  question: (number: number) => `Întrebarea ${number}`,
  score: (score: number) => `Scorul obținut: ${score}%`,
  unanswered: (count: number) => `Ai ${countOf(count, 'întrebare', 'întrebări')} fără răspuns`,
  unansweredConfirm: 'Trimiți răspunsurile așa? Întrebările fără răspuns se notează greșit.',
  unansweredSubmit: 'Trimite oricum',
  backToCourse: 'Înapoi la curs',
  /** How many attempts remain after this one before the cool-down. */
  attemptsLeft: (count: number) =>
    count === 0
      ? 'Aceasta este ultima încercare înainte de pauză.'
      : `După aceasta mai ai ${countOf(count, 'încercare', 'încercări')} înainte de pauză.`,
  attemptUnknown: 'Încercarea nu există sau nu îți aparține. Începe testul din nou.',
  attemptFinished: 'Această încercare a fost deja trimisă. Începe o încercare nouă.',
  attemptExpired: 'Timpul acestei încercări a expirat. Începe o încercare nouă.',
  quizReplaced: 'Chestionarul cursului a fost modificat între timp. Începe o încercare nouă.',
  attemptForeignQuestion: 'Răspunsurile trimise nu corespund întrebărilor primite în această încercare.',
  coolingDown: (until: string) =>
    `Ai folosit cele ${QUIZ_ATTEMPTS_PER_ROUND} încercări. Recitește materialul; poți încerca din nou după ${until}.`,
  alreadyPassed:
    'Ai promovat deja testul acestui curs. Fișa de instruire așteaptă semnătura ta: nu se poate susține din nou.',
  passedUntilReassigned:
    'Ai promovat deja testul acestui curs. O încercare nouă se deschide când cursul îți este alocat din nou.',
  ownerPreview:
    'Previzualizare: ca responsabil SSM nu susții testul. Răspunsurile corecte sunt marcate, iar cursanții nu le văd.',
  correct: 'Corect',
} as const;
