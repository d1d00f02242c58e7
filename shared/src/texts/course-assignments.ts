export const courseAssignments = {
  title: 'Cui este asignat cursul',
  empty: 'Cursul nu este încă asignat nimănui.',
  loadFailed: 'Asignările cursului nu au putut fi încărcate.',
  columns: {
    to: 'Cui',
    company: 'Companie',
    assignedAt: 'Asignat la',
    assignedBy: 'Asignat de',
    status: 'Stare',
  },
  wholeCompany: 'Toată compania',
  removedPerson: 'Persoană ștearsă',
  automatic: 'Reînrolare automată',
  statuses: {
    unfinished: 'Nefinalizat',
    awaiting_signature: 'Promovat, așteaptă semnătura',
    signed: 'Semnat',
  },
  assign: 'Asignează cursul',
} as const;
