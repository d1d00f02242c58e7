export const companyAssignments = {
  title: 'Cursuri asignate',
  intro:
    'Cursurile asignate companiei și persoanelor ei, grupate după tipul instruirii (suplimentară, periodică, la locul de muncă, introductiv-generală), cele mai noi întâi în fiecare grup; alege un tip pentru a vedea doar asignările lui. Pentru un curs asignat întregii companii, situația fiecărei persoane este în tabelul de mai sus.',
  kind: 'Tipul instruirii',
  allKinds: 'Toate tipurile',
  empty: 'Compania nu are încă niciun curs asignat.',
  loadFailed: 'Cursurile asignate nu au putut fi încărcate.',
  course: 'Curs',
  removedCourse: 'Curs șters',
  /** The status of a row a later assignment replaced: its round is over, today's status is another row's. */
  replaced: 'Înlocuită de o asignare ulterioară',
} as const;
