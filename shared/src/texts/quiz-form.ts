import { QUIZ_BANK_MAX_QUESTIONS, QUIZ_QUESTION_COUNT } from '../constants';
import { countOf } from './wording';

export const quizForm = {
  title: 'Chestionar',
  question: (number: number) => `Întrebarea ${number}`,
  answer: (number: number) => `Răspunsul ${number}`,
  correct: 'Corect',
  submit: 'Salvează chestionarul',
  saved: 'Chestionar salvat cu succes!',
  saveFailed: 'Eroare la salvarea chestionarului.',
  createCourseFirst: 'Creează mai întâi cursul, apoi adaugă chestionarul.',
  questionCount: `Chestionarul trebuie să aibă între ${QUIZ_QUESTION_COUNT} și ${QUIZ_BANK_MAX_QUESTIONS} de întrebări.`,
  answerCount: 'Fiecare întrebare trebuie să aibă exact 4 răspunsuri.',
  oneCorrect: 'Fiecare întrebare are exact un răspuns corect, indicat prin correct_index (de la 0 la 3).',
  textRequired: 'Completează textul fiecărei întrebări și toate cele 4 răspunsuri.',
  forCourse: (title: string) => `Chestionar pentru cursul: ${title}`,
  intro: `Scrie cel puțin ${QUIZ_QUESTION_COUNT} întrebări (cel mult ${QUIZ_BANK_MAX_QUESTIONS}), fiecare cu 4 răspunsuri, și marchează răspunsul corect al fiecăreia. La fiecare încercare cursantul primește ${QUIZ_QUESTION_COUNT} întrebări alese la întâmplare, cu răspunsurile amestecate.`,
  addQuestion: 'Adaugă o întrebare',
  removeQuestion: (number: number) => `Șterge întrebarea ${number}`,
  bankCount: (count: number) =>
    `${countOf(count, 'întrebare', 'întrebări')} din cel mult ${QUIZ_BANK_MAX_QUESTIONS}`,
  correctRequired: 'Marchează răspunsul corect.',
  correctAnswer: (question: number, answer: number) =>
    `Răspunsul ${answer} este corect la întrebarea ${question}`,
} as const;
