export const courseDetail = {
  material: 'Material PDF',
  noMaterial: 'Materialul PDF nu este disponibil.',
  viewerEmptyTitle: 'Fișierul PDF nu este disponibil',
  viewerEmptyText: 'Momentan, acest curs nu are un fișier atașat.',
  confirmStudied: 'Confirm că am parcurs materialul și mi-am însușit cunoștințele prezentate în acesta',
  goToQuiz: 'Du-mă la test',
  loading: 'Se încarcă detaliile cursului...',
  loadFailed: 'Eroare la încărcarea detaliilor cursului.',
  /** What the server has credited so far, under the viewer. */
  studied: (studied: string, minimum: string | null) =>
    minimum === null
      ? `Timp de studiu înregistrat: ${studied}.`
      : `Timp de studiu înregistrat: ${studied} din minimum ${minimum} cerute înainte de test.`,
} as const;
