export const courseEdit = {
  noQuizBadge: 'Fără chestionar',
  editQuiz: 'Editează chestionarul',
  addQuiz: 'Adaugă chestionarul',
  quizReplaceHint:
    'Salvarea înlocuiește întregul chestionar. Încercările începute pe chestionarul vechi nu mai pot fi trimise: cursantul începe o încercare nouă. Fișele deja semnate nu se schimbă.',
  open: 'Editează cursul',
  title: 'Editează cursul',
  submit: 'Salvează modificările',
  saved: 'Cursul a fost actualizat.',
  saveFailed: 'Eroare la salvarea cursului.',
  nothingToChange: 'Nu ai modificat nimic.',
  cancel: 'Renunță',
  newFile: 'PDF nou (opțional)',
  newFileHint:
    'Înlocuiește materialul pentru cei care îl studiază de acum. Fișele deja semnate păstrează versiunea pe care au fost semnate.',
  changedMeanwhile: 'Cursul a fost modificat între timp. Reîncarcă pagina și încearcă din nou.',
} as const;
