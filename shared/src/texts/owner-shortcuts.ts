/** The owner dashboard's links to the focused pages, each with what it is for. */
export const ownerShortcuts = {
  title: 'Unde mergi mai departe',
  /** Each page's link, named otherwise than its navigation item, and what it is for. */
  companies: 'Registrul companiilor',
  companiesHint: 'Căutare, lucrători pe stări, contact, arhivare, un curs pentru mai multe companii.',
  firmWorkers: 'Lucrătorii clienților',
  firmWorkersHint: 'Toți lucrătorii, cei restanți primii, cu filtre și export.',
  people: 'Persoanele companiilor',
  peopleHint: 'Adaugă, importă și gestionează conturile.',
  courses: 'Cursurile firmei',
  coursesHint: 'Materialele, chestionarele și asignarea lor.',
  documentsToSign: 'Fișele de semnat',
  documentsToSignHint: 'Fișele care așteaptă semnătura firmei.',
  archives: 'Arhive și istoric',
  archivesHint: 'Arhivele ZIP, ștergerea istoricului, verificarea unei semnături.',
} as const;
