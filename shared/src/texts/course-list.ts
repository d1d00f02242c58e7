export const courseList = {
  columns: {
    title: 'Titlu',
    category: 'Categorie',
    subcategory: 'Subcategorie',
    duration: 'Durată (minute)',
  },
  actions: 'Acțiuni',
  assign: 'Asignează',
  deleteConfirm: 'Ești sigur că vrei să ștergi acest curs și chestionarul asociat?',
  deleted: 'Cursul a fost șters cu succes.',
  deleteFailed: 'A apărut o eroare la ștergere.',
  title: 'Cursurile firmei',
  deleteTitle: 'Șterge cursul',
} as const;
