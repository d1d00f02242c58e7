/** The first steps a new firm without companies or courses sees on the owner dashboard. */
export const gettingStarted = {
  title: 'Primii pași',
  intro: 'Firma ta nu are încă tot ce trebuie pentru instruire. Începe de aici:',
  addCompany: 'Adaugă o companie',
  addCompanyHint: 'Compania client ale cărei persoane le instruiești.',
  importPeople: 'Importă angajații',
  importPeopleHint: 'Persoanele companiei, dintr-un fișier CSV sau XLSX.',
  addCourse: 'Adaugă un curs',
  addCourseHint: 'Materialul PDF și chestionarul lui, apoi asignarea.',
  done: 'Făcut',
} as const;
