import { countOf } from './wording';

export const courseAssign = {
  company: 'Companie',
  searchUser: 'Caută utilizator după numele de utilizator',
  user: 'Utilizator',
  allUsers: 'Asignează tuturor utilizatorilor',
  course: 'Curs',
  submit: 'Asignează cursul',
  companyRequired: 'Te rog selectează o companie.',
  courseRequired: 'Te rog selectează un curs.',
  userRequired: 'Selectează un utilizator sau alege să asignezi tuturor utilizatorilor.',
  userNotInCompany: 'Utilizatorul ales nu aparține companiei alese.',
  assigned: 'Cursul a fost asignat cu succes!',
  failed: 'Eroare la asignarea cursului.',
  noCompanies: 'Nicio companie disponibilă',
  noUsers: 'Niciun utilizator disponibil',
  noCourses: 'Niciun curs disponibil',
  chooseCompany: 'Alege compania',
  chooseUser: 'Alege utilizatorul',
  chooseCourse: 'Alege cursul',
  noQuiz:
    'Cursul nu are încă un chestionar, deci nu poate fi asignat: cursanții nu ar avea ce test să dea. Adaugă mai întâi chestionarul din pagina cursului.',
  choosePeople: 'Sau alege mai multe persoane',
  searchPeople: 'Caută după nume',
  selectAll: 'Selectează tot',
  /** The outcome of a group: how many were assigned and who was skipped (their names, joined). */
  groupAssigned: (assigned: number, skipped: string) =>
    `${countOf(assigned, 'persoană', 'persoane')} ${assigned === 1 ? 'a' : 'au'} primit cursul.${
      skipped ? ` Nu au primit cursul, pentru că îl au deja asignat și nefinalizat: ${skipped}.` : ''
    }`,
  groupTooLarge: (max: number) => `Alege cel mult ${countOf(max, 'persoană', 'persoane')} într-o cerere.`,
  /** Every person named (their names, joined) already has the course assigned and not yet passed and signed. */
  alreadyAssigned: (names: string) =>
    `Cursul este deja asignat și nefinalizat (nepromovat sau nesemnat încă) pentru: ${names}. Îl poți asigna din nou după ce este finalizat.`,
  /** The course is assigned to the whole company and `open` of its people have not finished it: asked before restarting. */
  companyRoundOpen: (company: string, open: number) =>
    `Cursul este deja asignat întregii companii ${company}, iar ${countOf(open, 'persoană', 'persoane')} nu ${
      open === 1 ? 'l-a' : 'l-au'
    } finalizat încă (nepromovat sau nesemnat). O asignare nouă reîncepe cursul și pentru ${
      open === 1 ? 'ea' : 'ele'
    }: studiul și testul se iau de la capăt.`,
  /** The question, and its confirming button, that assigns the course to the whole company over its open round. */
  restartRoundTitle: 'Asignezi din nou cursul întregii companii?',
  restartRound: 'Asignează din nou',
  /** `restart_open_round` sent with a person or a group. */
  restartOnlyForCompany:
    'Reînceperea unei runde nefinalizate se poate cere doar la asignarea către întreaga companie.',
  /** Another request assigned the course to the whole company between this one's check and its write. */
  companyAssignedMeanwhile:
    'Cursul tocmai a fost asignat companiei printr-o altă cerere. Reîncarcă pagina și verifică asignările înainte de a încerca din nou.',
} as const;
