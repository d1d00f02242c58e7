export const courses = {
  empty: 'Nu există cursuri disponibile.',
  noAssigned: 'Nu ai niciun curs asignat momentan.',
  listTitle: 'Cursuri',
  detailTitle: (id: string) => `Curs #${id}`,
  /** The spec's heading, naming the course once its title is known. */
  quizTitle: (title?: string) => (title ? `Chestionar verificare: Curs ${title}` : 'Chestionar verificare'),
  addTitle: 'Adaugă curs',
  assignTitle: 'Asignează curs',
  openFile: 'Deschide fișierul PDF',
  listLoadFailed: 'Lista cursurilor nu a putut fi încărcată.',
  retry: 'Reîncearcă',
  /** A trainee's state with a course (docs/product.md, course list). */
  statusLabels: {
    to_do: 'De parcurs',
    failed: 'Test picat, reîncearcă',
    awaiting_signature: 'Așteaptă semnătura ta',
    awaiting_countersignature: 'Așteaptă contrasemnarea',
    done: 'Finalizat',
  },
  dueDate: (date: string) => `Termen: ${date}`,
  sign: 'Semnează',
  recordToSign: 'Ai promovat testul. Fișa de instruire așteaptă semnătura ta.',
  recordsToSignTitle: 'Fișe de instruire de semnat',
  recordToSignLine: (date: string, score: string) => `Test promovat pe ${date}, scor ${score}%`,
} as const;
