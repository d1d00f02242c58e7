/** A course's versions in other languages (docs/product.md, training in the worker's language). */
export const courseVersions = {
  title: 'Versiuni în alte limbi',
  intro:
    'Adaugă materialul tradus pentru lucrătorii care nu citesc românește: fiecare versiune își păstrează amprenta, iar fișa arată limba instruirii.',
  none: 'Cursul există doar în română.',
  language: 'Limba',
  chooseLanguage: 'Alege limba',
  versionTitle: 'Titlul în limba versiunii',
  file: 'PDF-ul tradus',
  add: 'Adaugă versiunea',
  replace: 'Salvează versiunea',
  remove: 'Șterge versiunea',
  removeConfirm: (language: string) => `Ștergi versiunea în ${language}? Fișele deja semnate o păstrează.`,
  removed: 'Versiunea a fost ștearsă.',
  saved: 'Versiunea a fost salvată.',
  fingerprint: 'Amprenta (SHA-256)',
  quizTranslated: 'Testul tradus',
  quizMissing: 'Testul nu e tradus: lucrătorul primește întrebările în română.',
  quizStale: 'Testul s-a schimbat după traducere: traduce-l din nou.',
  translateQuiz: 'Traduce testul',
  quizTranslation: (language: string) => `Testul în ${language}`,
  quizTranslationHint:
    'Aceleași întrebări, în aceeași ordine, cu răspunsurile în aceeași ordine: răspunsul corect rămâne cel din testul în română.',
  saveQuiz: 'Salvează traducerea testului',
  quizSaved: 'Traducerea testului a fost salvată.',
  fileRequired: 'Alege PDF-ul versiunii.',
  titleRequired: 'Scrie titlul versiunii.',
  notAVersionLanguage:
    'Limba aleasă nu e una din cele oferite: engleză, nepaleză, sinhaleză, hindi, vietnameză.',
  versionMissing: 'Cursul nu are o versiune în această limbă.',
  noQuizToTranslate: 'Cursul nu are încă un test: salvează întâi testul în română.',
  quizMismatch: (count: number) =>
    `Traducerea are exact întrebările testului în română, în aceeași ordine: ${count} întrebări a câte 4 răspunsuri.`,
  changedMeanwhile: 'Versiunea a fost modificată între timp. Reîncarcă pagina și încearcă din nou.',
} as const;
