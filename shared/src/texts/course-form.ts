export const courseForm = {
  title: 'Titlu',
  description: 'Descriere',
  category: 'Categorie',
  subcategory: 'Subcategorie',
  duration: 'Durată (minute)',
  file: 'Fișier PDF',
  submit: 'Creează cursul',
  allRequired: 'Toate câmpurile sunt obligatorii!',
  created: 'Curs creat cu succes! Te rog să adaugi acum chestionarul.',
  createFailed: 'Eroare la crearea cursului.',
  subcategoryLabels: {
    introductive: 'Instruire introductiv-generală',
    loc_munca: 'Instruire la locul de muncă',
    periodica: 'Instruire periodică',
    suplimentara: 'Instruire suplimentară',
  },
  invalidCategory: 'Categoria trebuie să fie SSM sau PSI-SU.',
  invalidSubcategory: 'Subcategoria aleasă nu există.',
  invalidDuration:
    'Durata trebuie să fie un număr întreg de minute, între 60 și 2400: o instruire SSM sau PSI-SU durează cel puțin o oră (HG 1425/2006, art. 80¹).',
  minStudy: 'Timp minim de studiu înainte de test (minute)',
  minStudyHint: (standardMinutes: number) =>
    `Testul se deschide doar după ce cursantul a studiat materialul cel puțin atât. Implicit jumătate din durată (${standardMinutes} min); mai puțin doar cu un motiv, tipărit pe fișă.`,
  invalidMinStudy:
    'Timpul minim de studiu trebuie să fie un număr întreg de minute, între 0 și durata cursului.',
  minStudyReason: 'Motivul timpului de studiu redus',
  minStudyReasonHint: 'Se tipărește pe fișa fiecărui cursant al acestui curs.',
  minStudyReasonRequired: (standardMinutes: number) =>
    `Un timp minim de studiu sub jumătate din durată (${standardMinutes} min) cere un motiv, care se tipărește pe fișă.`,
  minStudyReasonTooLong: 'Motivul poate avea cel mult 500 de caractere.',
  onlyPdf: 'Sunt acceptate doar fișiere PDF.',
  notPdf: 'Fișierul nu este un PDF valid. Alege un document PDF și încearcă din nou.',
  damagedPdf:
    'Fișierul PDF este deteriorat sau incomplet și nu poate fi deschis. Salvează-l din nou sau alege o altă copie.',
  pdfWithoutPages: 'Fișierul PDF nu are nicio pagină.',
  xfaOnlyPdf:
    'Fișierul este un formular XFA, pe care browserele nu îl pot afișa (în locul paginilor apare doar „Please wait…”). Salvează-l ca PDF obișnuit, de exemplu cu Imprimare → Salvare ca PDF, și încarcă-l din nou.',
  emptyFile: 'Fișierul PDF este gol.',
  fileTooLarge: 'Fișierul PDF poate avea cel mult 50 MB.',
  formFileTooLarge:
    'Prin formular se pot trimite fișiere de cel mult 4 MB; fișierele mai mari se încarcă direct (până la 50 MB).',
  fileTwice: 'Trimite fișierul o singură dată: fie în formular, fie încărcat direct.',
  uploadMissing: 'Fișierul încărcat nu a fost găsit sau a expirat. Încarcă-l din nou.',
  filePlaceholder: 'Alege fișierul PDF',
  fileHint: 'Un singur fișier PDF, de cel mult 50 MB.',
  uploadProgress: 'Încărcarea fișierului PDF',
  uploadFailed: 'Fișierul PDF nu a putut fi încărcat. Verifică conexiunea și încearcă din nou.',
} as const;
