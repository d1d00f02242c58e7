import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUIZ_ATTEMPTS_PER_ROUND,
  QUIZ_BANK_MAX_QUESTIONS,
  QUIZ_QUESTION_COUNT,
} from './constants';

/**
 * A count and its noun, the one way every text says a number of things: "1 lună", "2 luni", and
 * Romanian's "de" after 00 or 20–99 as last two digits ("20 de zile", "101 zile").
 */
export function countOf(count: number, one: string, many: string): string {
  if (count === 1) return `1 ${one}`;
  const lastTwo = Math.abs(count) % 100;
  return `${count} ${lastTwo >= 20 || (lastTwo === 0 && count !== 0) ? 'de ' : ''}${many}`;
}

/**
 * What every signer agrees to about an advanced signature (docs/domain.md, eIDAS: advanced and
 * qualified signatures): its link to the signer and the record, and its legal effect.
 */
const advancedSignatureEffect =
  'Înțeleg că semnătura făcută cu cheia mea de acces este o semnătură electronică avansată (art. 26 din Regulamentul (UE) nr. 910/2014 – eIDAS): este legată în mod unic de mine, este creată cu o cheie aflată numai sub controlul meu și este legată de conținutul fișei, astfel încât orice modificare ulterioară a fișei poate fi detectată. Fără cheie de acces, semnătura este una electronică simplă, legată de contul meu și confirmată cu codul trimis pe adresa mea de e-mail. Legea nr. 319/2006 și normele ei de aplicare admit fișa semnată electronic; efectul juridic al unei semnături olografe îl are, potrivit art. 25 din eIDAS, doar semnătura electronică calificată.';

/** What a new password needs, the names it must leave out said as the form's reader is concerned. */
function passwordRules(withoutNames: string): string {
  return `Cel puțin ${PASSWORD_MIN_LENGTH} caractere, cu litere și cifre, ${withoutNames} și fără parole folosite des. Câteva cuvinte fără legătură între ele se țin minte ușor și se ghicesc greu.`;
}

/** What every signer agrees to keep with the signature. */
const signatureRecordKeeping =
  'Sunt de acord ca semnătura, data și ora semnării, adresa IP și browserul folosit să fie păstrate pentru verificări legale, cât timp se păstrează fișa de instruire.';

/**
 * Every Romanian text of the product (docs/product.md, screens) and its own messages,
 * grouped by the screen or call that shows them. The UI and the handlers read them from here
 * so tests can check that each text is used where it belongs.
 */
/** The months' names, lower case as a date in words writes them. */
const MONTH_NAMES = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

export const texts = {
  common: {
    appName: 'Platforma SSM & PSI',
    loading: 'Se încarcă...',
    logout: 'Deconectare',
    profile: 'Profil',
    backToDashboard: 'Înapoi la panou',
    cancel: 'Anulează',
    /** A text field's length as it nears its limit, e.g. "120 / 150 de caractere". */
    characterCount: (length: number, limit: number) =>
      `${length} / ${countOf(limit, 'caracter', 'caractere')}`,
    /** A long text's limit, said before anything is typed, e.g. "Cel mult 5000 de caractere." */
    characterLimit: (limit: number) => `Cel mult ${countOf(limit, 'caracter', 'caractere')}.`,
    close: 'Închide',
    confirm: 'Confirmă',
    delete: 'Șterge',
    notSpecifiedFeminine: 'Nespecificată',
    notSpecified: 'Nespecificat',
    dash: '—',
    yes: 'Da',
    no: 'Nu',
    unknownError: 'Eroare necunoscută.',
    networkError: 'Serverul nu poate fi contactat. Verifică conexiunea la internet.',
    reload: 'Reîncarcă pagina',
    reloadHint: 'Pagina nu a putut fi încărcată. Reîncarcă pagina și încearcă din nou.',
  },
  login: {
    title: 'Autentificare',
    username: 'Nume utilizator',
    password: 'Parolă',
    submit: 'Intră în cont',
    forgotPassword: 'Ai uitat parola?',
    help: 'Ajutor și contact',
    verifyLink: 'Verifică un document semnat',
    success: (role: string) => `Autentificare reușită ca ${role}`,
    failure: 'Date de autentificare greșite.',
    usernameRequired: 'Introdu numele de utilizator.',
    passwordRequired: 'Introdu parola.',
    intro: 'Intră în cont pentru a continua instruirea.',
    sessionExpired: 'Sesiunea a expirat. Autentifică-te din nou pentru a continua.',
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    backToLogin: 'Înapoi la autentificare',
  },
  unauthorized: {
    title: 'Acces interzis',
    message: 'Nu ai permisiunea să accesezi această pagină.',
    backToLogin: 'Înapoi la autentificare',
  },
  homepage: {
    title: 'Servicii de consultanță SSM și PSI',
    onlinePlatform: 'Platforma online',
    intro:
      'Consultanță completă pentru securitatea și sănătatea în muncă, situații de urgență și conformitate, plus o platformă online de instruire cu semnătură electronică.',
    servicesTitle: 'Serviciile noastre',
    services: [
      {
        title: 'Securitate și sănătate în muncă (SSM)',
        description:
          'Evaluarea riscurilor, instrucțiuni proprii, instruirea lucrătorilor și documentația cerută de Legea nr. 319/2006.',
      },
      {
        title: 'Prevenirea și stingerea incendiilor (PSI)',
        description:
          'Scenarii de securitate la incendiu, planuri de evacuare, instruire PSI și situații de urgență.',
      },
      {
        title: 'Resurse umane (HR)',
        description:
          'Administrare de personal, contracte de muncă, registrul salariaților și regulamente interne.',
      },
      {
        title: 'Protecția datelor (GDPR)',
        description:
          'Audit de conformitate, politici de confidențialitate și instruirea personalului conform Regulamentului (UE) 2016/679.',
      },
      {
        title: 'Echipamente sub presiune (ISCIR)',
        description:
          'Evidența și verificarea instalațiilor și echipamentelor sub presiune, prin responsabil RSVTI.',
      },
      {
        title: 'Protecția mediului',
        description: 'Autorizații de mediu, evidența deșeurilor și raportările către autorități.',
      },
    ],
    platformTitle: 'Instruire online',
    platformText:
      'Angajații parcurg cursurile SSM și PSI de pe telefon sau calculator, susțin testul și semnează electronic fișa de instruire.',
  },
  profile: {
    title: 'Profil utilizator',
    jobTitle: 'Funcție',
    email: 'Email',
    address: 'Adresă',
    birthDate: 'Data nașterii',
    historyTitle: 'Istoric instruiri (ultimele 28)',
    historyEmpty: 'Nu ai susținut încă niciun test.',
    historyCourse: 'Curs',
    historyScore: 'Scor',
    /** Whether the attempt passed: not 'Finalizat', which is the record's state once signed by all. */
    historyCompleted: 'Test promovat',
    historyDate: 'Data promovării',
    historyRecordStatus: 'Fișa de instruire',
    changePasswordTitle: 'Schimbă parola',
    oldPassword: 'Parola veche',
    newPassword: 'Parola nouă',
    confirmPassword: 'Confirmă parola nouă',
    changePasswordSubmit: 'Schimbă parola',
    changePasswordAllRequired: 'Completează toate câmpurile.',
    passwordMismatch: 'Parola nouă și confirmarea nu coincid.',
    passwordChanged: 'Parola a fost schimbată cu succes!',
    fullName: 'Nume complet',
  },
  passwordReset: {
    title: 'Resetare parolă',
    email: 'Email',
    companyName: 'Numele companiei',
    submit: 'Trimite cererea',
    requested: 'Cererea a fost trimisă. Verifică email-ul.',
    failure: 'Email sau companie invalidă.',
    confirmTitle: 'Setează o parolă nouă',
    confirmSubmit: 'Salvează parola',
    confirmed: 'Parola a fost schimbată. Te poți autentifica.',
    invalidToken: 'Linkul de resetare nu este valid sau a expirat.',
    mailSubject: 'Resetarea parolei',
    intro: 'Introdu adresa de email a contului tău. Îți trimitem un link pentru a seta o parolă nouă.',
    companyNameHint:
      'Necesar doar dacă folosești aceeași adresă de email pentru mai multe conturi. Nu contează literele mari, diacriticele sau forma juridică (SRL, SA).',
    withoutEmailTitle: 'Nu ai o adresă de email în cont?',
    withoutEmail:
      'Cere o parolă nouă administratorului companiei tale sau responsabilului SSM al firmei: o primești pe loc, pe o fișă de acces tipărită, și alegi apoi parola ta.',
    newPassword: 'Parola nouă',
    confirmPassword: 'Confirmă parola nouă',
    backToLogin: 'Înapoi la autentificare',
  },
  /** WebAuthn passkeys, the signer's own key (docs/security.md, passkeys). */
  passkeys: {
    title: 'Chei de acces',
    intro:
      'O cheie de acces rămâne pe telefonul sau calculatorul tău și se folosește cu amprenta, fața sau PIN-ul dispozitivului. Cu ea vei semna documentele, iar nimeni altcineva nu o poate folosi.',
    none: 'Nu ai încă nicio cheie de acces.',
    register: 'Adaugă o cheie de acces',
    defaultName: 'Cheia mea de acces',
    name: 'Numele cheii',
    nameRequired: 'Dă un nume cheii de acces.',
    rename: 'Redenumește',
    save: 'Salvează',
    remove: 'Șterge',
    removeConfirm: (name: string) =>
      `Ștergi cheia de acces „${name}”? Semnăturile făcute cu ea rămân valabile, dar nu o vei mai putea folosi.`,
    removed: 'Cheia de acces a fost ștearsă.',
    renamed: 'Cheia de acces a fost redenumită.',
    registered: 'Cheia de acces a fost înregistrată.',
    createdAt: (date: string) => `Adăugată la ${date}`,
    registrationClosed:
      'Ai deja o cheie de acces. Pentru a adăuga alta, cere responsabilului SSM să redeschidă înregistrarea.',
    registrationClosedDetail:
      'Înregistrarea unei chei de acces noi nu este deschisă pentru acest cont. Cere responsabilului SSM să o redeschidă.',
    challengeExpired: 'Cererea de înregistrare a expirat sau a fost deja folosită. Încearcă din nou.',
    invalidResponse: 'Răspunsul dispozitivului nu a putut fi verificat. Încearcă din nou.',
    alreadyRegistered: 'Această cheie de acces este deja înregistrată.',
    notFound: 'Cheia de acces nu a fost găsită.',
    cancelled: 'Înregistrarea a fost anulată sau dispozitivul nu a răspuns.',
    unsupported: 'Acest browser nu poate folosi chei de acces.',
    reopen: 'Redeschide cheia de acces',
    reopenOf: (name: string) => `Redeschide cheia de acces: ${name}`,
    reopenConfirm: (username: string) =>
      `Utilizatorul ${username} își va putea înregistra o cheie de acces nouă în următoarele 7 zile (de exemplu după ce și-a pierdut telefonul). Cheile și semnăturile lui de până acum rămân valabile.`,
    reopenFailure: 'Înregistrarea cheii de acces nu a putut fi redeschisă.',
    reopened: (days: number) =>
      `Înregistrarea unei chei de acces noi este deschisă ${days} zile pentru această persoană.`,
    registeredMailSubject: 'O cheie de acces nouă a fost adăugată contului tău',
  },
  /** A new e-mail address of an account: it counts only once the new address confirms it. */
  emailChange: {
    awaitingConfirmation: (email: string) =>
      `Adresa nouă de e-mail (${email}) va fi folosită după ce este confirmată din mesajul trimis la ea.`,
    confirmSubject: 'Confirmă noua adresă de e-mail',
    noticeSubject: 'Adresa de e-mail a contului tău urmează să fie schimbată',
    confirmTitle: 'Confirmarea adresei de e-mail',
    confirmSubmit: 'Confirmă adresa de e-mail',
    confirmed: 'Adresa de e-mail a fost confirmată și este acum adresa contului.',
    invalidToken: 'Linkul de confirmare nu este valid sau a expirat. Cere din nou schimbarea adresei.',
  },
  sessions: {
    loggedOut: 'Te-ai deconectat.',
    logoutEverywhere: 'Deconectează-mă de pe toate dispozitivele',
    logoutEverywhereHint:
      'Închide sesiunile deschise pe orice telefon sau calculator, inclusiv aceasta (de exemplu după ce ai pierdut telefonul).',
    loggedOutEverywhere: 'Ai fost deconectat de pe toate dispozitivele.',
    logoutUserEverywhere: 'Deconectează de pe toate dispozitivele',
    logoutUserEverywhereConfirm: (username: string) =>
      `Utilizatorul ${username} va fi deconectat de pe toate dispozitivele și va trebui să se autentifice din nou.`,
    userLoggedOutEverywhere: 'Utilizatorul a fost deconectat de pe toate dispozitivele.',
  },
  usernameChecks: {
    takenTrySuggestion: (suggestion: string) =>
      `Numele de utilizator este deja folosit. Poți alege, de exemplu, ${suggestion}.`,
    tooManyTaken:
      'Ai primit prea multe răspunsuri „nume de utilizator deja folosit” într-un timp scurt. Încearcă din nou mai târziu.',
  },
  passwordStrength: {
    problems: {
      personal: 'Parola nu poate conține numele de utilizator, numele sau prenumele titularului contului.',
      common:
        'Parola este una dintre cele folosite des sau pornește de la un cuvânt uzual (de exemplu „parola”, „iubire”, un oraș sau o echipă). Alege câteva cuvinte fără legătură între ele.',
      guessable:
        'Parola este prea ușor de ghicit (secvențe, taste alăturate, repetări sau date). Alege o parolă mai lungă, de exemplu câteva cuvinte fără legătură între ele.',
    },
    /** Shown under a new password before anything is typed: what `newPasswordSchema` and the estimator ask. */
    rules: passwordRules('fără numele tău'),
    /** The same, under a password chosen for someone else's account (the super owner's new owner). */
    rulesForAccountHolder: passwordRules(
      'fără numele de utilizator, numele sau prenumele titularului contului',
    ),
    meterLabel: 'Puterea parolei',
    levels: ['Foarte slabă', 'Slabă', 'Insuficientă', 'Bună', 'Foarte bună'],
  },
  dashboards: {
    owner: 'Panoul firmei SSM',
    admin: 'Panou administrator',
    employee: 'Panou angajat',
    superowner: 'Panoul platformei',
    welcome: (name: string) => `Bun venit, ${name}!`,
  },
  /** The workspace's navigation and its focused pages (docs/product.md, Workspace navigation). */
  navigation: {
    label: 'Navigare principală',
    menu: 'Meniu',
    dashboard: 'Panou',
    companies: 'Companii',
    people: 'Persoane',
    courses: 'Cursuri',
    documentsToSign: 'Documente de semnat',
    archives: 'Arhive',
    periodicTraining: 'Instruire periodică',
    firmWorkers: 'Lucrători',
    myCompany: 'Angajații companiei',
    workplaceSigning: 'Semnături de conducător',
    profile: 'Profil',
    logoToDashboard: 'Platforma SSM & PSI: panoul tău',
  },
  /** The owner dashboard's links to the focused pages, each with what it is for. */
  ownerShortcuts: {
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
  },
  /** The first steps a new firm without companies or courses sees on the owner dashboard. */
  gettingStarted: {
    title: 'Primii pași',
    intro: 'Firma ta nu are încă tot ce trebuie pentru instruire. Începe de aici:',
    addCompany: 'Adaugă o companie',
    addCompanyHint: 'Compania client ale cărei persoane le instruiești.',
    importPeople: 'Importă angajații',
    importPeopleHint: 'Persoanele companiei, dintr-un fișier CSV sau XLSX.',
    addCourse: 'Adaugă un curs',
    addCourseHint: 'Materialul PDF și chestionarul lui, apoi asignarea.',
    done: 'Făcut',
  },
  courses: {
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
  },
  signing: {
    title: 'Semnătură electronică',
    loading: 'Se încarcă datele utilizatorului...',
    userLoadFailed: 'Nu s-au putut încărca datele utilizatorului.',
    consentTitle: 'Consimțământ pentru semnătura electronică',
    /*
     * Every element the consent screen lists (docs/product.md, signature consent), with the legal
     * effect stated as docs/domain.md (eIDAS: advanced and qualified signatures) says it is: an
     * advanced signature (eIDAS art. 26), accepted as proof of training under Legea 319/2006;
     * only a qualified signature equals a handwritten one (eIDAS art. 25).
     */
    consent: [
      'Sunt de acord să semnez electronic fișa de instruire în domeniul securității și sănătății în muncă (SSM) și al situațiilor de urgență (PSI): cu cheia mea de acces (amprenta, fața sau codul PIN al dispozitivului meu), care aprobă exact această fișă, sau, dacă nu am una, prin contul meu, cu codul trimis pe adresa mea de e-mail, la momentul exact al semnării.',
      'Confirm că sunt persoana ale cărei date apar în contul meu și că aceste date sunt corecte.',
      advancedSignatureEffect,
      'Declar că am parcurs materialul și am înțeles tematica instruirii.',
      signatureRecordKeeping,
    ],
    /*
     * The counter-signers' consent (docs/domain.md, signers of the record): the employer's
     * representative confirms the training was given and checked; the SSM service confirms it gave
     * it. The signature's nature, legal effect and retention read as in the trainee's text.
     */
    counterSignConsent: {
      representative: {
        title: 'Consimțământ pentru semnătura reprezentantului angajatorului',
        paragraphs: [
          'Semnez fișele de instruire de mai jos în calitate de reprezentant al angajatorului, cu cheia mea de acces, care aprobă exact aceste fișe (semnătură electronică avansată), sau, dacă nu am una, prin contul meu, cu codul trimis pe adresa mea de e-mail (semnătură electronică simplă), la momentul exact al semnării.',
          'Confirm, în numele angajatorului, că lucrătorii numiți în fișe au fost instruiți conform tematicii, duratei și datei înscrise în fiecare fișă și că am verificat instruirea lor.',
          advancedSignatureEffect,
          signatureRecordKeeping,
        ],
      },
      trainer: {
        title: 'Consimțământ pentru semnătura persoanei care a efectuat instruirea',
        paragraphs: [
          'Semnez fișele de instruire de mai jos în calitate de persoană care a efectuat instruirea, pentru serviciul extern de prevenire și protecție, cu cheia mea de acces, care aprobă exact aceste fișe (semnătură electronică avansată), sau, dacă nu am una, prin contul meu, cu codul trimis pe adresa mea de e-mail (semnătură electronică simplă), la momentul exact al semnării.',
          'Confirm că am efectuat instruirea consemnată în fiecare fișă, conform tematicii, duratei și datei înscrise în ea, și că lucrătorul a promovat testul de verificare a cunoștințelor.',
          advancedSignatureEffect,
          signatureRecordKeeping,
        ],
      },
      manager: {
        title: 'Consimțământ pentru semnătura conducătorului locului de muncă',
        paragraphs: [
          'Semnez fișele de instruire de mai jos în calitate de conducător al locului de muncă al lucrătorilor numiți în ele, persoană care a efectuat instruirea, cu cheia mea de acces, care aprobă exact aceste fișe (semnătură electronică avansată), sau, dacă nu am una, prin contul meu, cu codul trimis pe adresa mea de e-mail (semnătură electronică simplă), la momentul exact al semnării.',
          'Confirm că am efectuat instruirea la locul de muncă sau instruirea periodică consemnată în fiecare fișă, conform tematicii, duratei și datei înscrise în ea, și că lucrătorul a promovat testul de verificare a cunoștințelor.',
          advancedSignatureEffect,
          signatureRecordKeeping,
        ],
      },
      admitter: {
        title: 'Consimțământ pentru admiterea la lucru',
        paragraphs: [
          'Semnez fișele de instruire de mai jos în calitate de reprezentant al angajatorului care verifică instruirea la locul de muncă și admite lucrătorul la lucru, cu cheia mea de acces, care aprobă exact aceste fișe (semnătură electronică avansată), sau, dacă nu am una, prin contul meu, cu codul trimis pe adresa mea de e-mail (semnătură electronică simplă), la momentul exact al semnării.',
          'Confirm, în numele angajatorului, că am verificat instruirea la locul de muncă a lucrătorilor numiți în fișe și că îi admit la lucru.',
          advancedSignatureEffect,
          signatureRecordKeeping,
        ],
      },
      verifier: {
        title: 'Consimțământ pentru semnătura persoanei care a verificat instruirea',
        paragraphs: [
          'Semnez fișele de instruire de mai jos în calitate de persoană care a verificat instruirea, pentru serviciul extern de prevenire și protecție, cu cheia mea de acces, care aprobă exact aceste fișe (semnătură electronică avansată), sau, dacă nu am una, prin contul meu, cu codul trimis pe adresa mea de e-mail (semnătură electronică simplă), la momentul exact al semnării.',
          'Confirm că am verificat instruirea periodică sau suplimentară consemnată în fiecare fișă, efectuată de conducătorul locului de muncă conform tematicii, duratei și datei înscrise în ea.',
          advancedSignatureEffect,
          signatureRecordKeeping,
        ],
      },
    },
    agree: 'Am citit și sunt de acord cu cele de mai sus.',
    submit: 'Aplică semnătura electronică',
    consentRequired: 'Trebuie să accepți consimțământul pentru a semna!',
    success: 'Semnătura aplicată cu succes!',
    failure: 'A apărut o eroare la trimiterea semnăturii.',
    failureLog: 'Eroare la trimiterea semnăturii',
    roleMismatch: 'Rolul trimis nu corespunde contului cu care ești autentificat.',
    staleTimestamp:
      'Momentul semnării nu corespunde ceasului serverului (diferență mai mare de 5 minute). Reîncarcă pagina și semnează din nou.',
    hashMismatch: 'Semnătura nu corespunde datelor contului tău. Reîncarcă pagina și semnează din nou.',
    alreadySigned: 'Ai semnat deja acest document.',
    recordTitle: 'Ce semnezi',
    recordCourse: 'Curs',
    recordDate: 'Data promovării testului',
    recordScore: 'Scor',
    recordNotFound: 'Fișa de instruire nu a fost găsită printre testele tale promovate.',
    recordLoadFailed: 'Fișa de instruire nu a putut fi încărcată.',
    notAwaitingTrainee: 'Documentul nu mai așteaptă semnătura cursantului.',
    /** Signing with the signer's passkey (docs/signatures.md, the passkey assertion). */
    passkeyPrompt: 'Confirmă semnătura cu cheia ta de acces (amprentă, față sau PIN).',
    passkeyNeeded:
      'Ai o cheie de acces: semnătura se aplică numai cu ea. Reîncarcă pagina și confirmă pe dispozitiv.',
    noPasskey: 'Nu ai încă o cheie de acces. Adaug-o mai întâi, apoi semnează cu ea.',
    registerBeforeSigning:
      'Înainte de prima semnătură, adaugă o cheie de acces: rămâne pe dispozitivul tău și numai tu o poți folosi.',
    challengeExpired: 'Cererea de semnare a expirat sau a fost deja folosită. Încearcă din nou.',
    challengeMismatch: 'Confirmarea cu cheia de acces nu corespunde documentelor trimise spre semnare.',
    assertionInvalid: 'Confirmarea cu cheia de acces nu a putut fi verificată. Încearcă din nou.',
    passkeyUnknown: 'Cheia de acces folosită nu este înregistrată în contul tău.',
    passkeyKeyUnsupported:
      'Cheia de acces folosită are un tip de cheie pe care platforma nu îl acceptă. Șterge-o pe pagina de profil, adaugă o cheie de acces nouă și semnează cu ea.',
    passkeyCancelled: 'Confirmarea cu cheia de acces a fost anulată sau dispozitivul nu a răspuns.',
    nothingToSign: 'Niciunul dintre documentele selectate nu așteaptă semnătura ta.',
    /** How each signature was made, as the record, the fișă and the verification page print it. */
    levels: {
      advanced: 'semnătură electronică avansată (cheie de acces a semnatarului)',
      simple: 'semnătură electronică simplă',
    },
    levelLabel: 'Nivelul semnăturii',
    /** The simple fallback's one-time code (docs/signatures.md, the e-mailed code). */
    codeMailSubject: 'Codul pentru semnătura electronică',
    codeMailText: (code: string, count: number, minutes: number) =>
      [
        `Codul tău pentru a semna ${count === 1 ? 'o fișă de instruire' : `${count} fișe de instruire`} este: ${code}`,
        '',
        `Codul este valabil ${minutes} minute, o singură dată, numai pentru ${count === 1 ? 'fișa pe care ai cerut să o semnezi' : 'fișele pe care ai cerut să le semnezi'}.`,
        'Dacă nu tu ai cerut codul, nu îl da nimănui și anunță administratorul.',
      ].join('\n'),
    codeSent: (email: string) => `Am trimis un cod de 6 cifre la ${email}. Scrie-l mai jos pentru a semna.`,
    codeLabel: 'Codul primit pe e-mail',
    codeInvalidFormat: 'Codul are 6 cifre.',
    requestCode: 'Trimite codul pe e-mail',
    resendCode: 'Trimite alt cod',
    codeNeeded:
      'Fără cheie de acces, semnătura se confirmă cu codul trimis pe e-mail. Cere codul, apoi semnează cu el.',
    codeWrong: (attemptsLeft: number) =>
      `Codul nu este corect. ${attemptsLeft === 1 ? 'Mai ai o încercare.' : `Mai ai ${attemptsLeft} încercări.`}`,
    codeExhausted: 'Codul a fost introdus greșit de prea multe ori și nu mai este valabil. Cere un cod nou.',
    codeExpired: 'Codul a expirat sau a fost deja folosit. Cere un cod nou.',
    codeMismatch: 'Codul nu a fost cerut pentru documentele trimise spre semnare. Cere un cod nou.',
    tooManyCodes: 'Ai cerut prea multe coduri. Încearcă din nou mai târziu.',
    noEmailForCode:
      'Contul tău nu are o adresă de e-mail, deci nu poți primi codul de confirmare. Adaugă o cheie de acces pe pagina de profil sau cere administratorului să îți completeze adresa de e-mail.',
    codeMailFailed: 'Codul nu a putut fi trimis pe e-mail. Încearcă din nou peste câteva minute.',
    simpleNotAllowed:
      'Firma nu permite semnătura electronică simplă pentru fișele acestei companii. Adaugă o cheie de acces pe pagina de profil, apoi semnează cu ea.',
    /** How the evidence names a simple signature confirmed by an e-mailed code. */
    confirmedByCode: (email: string) => `confirmată cu cod trimis pe e-mail la ${email}`,
  },
  documents: {
    statusLabels: {
      awaiting_trainee: 'Așteaptă semnătura cursantului',
      awaiting_manager: 'Așteaptă semnătura conducătorului locului de muncă',
      awaiting_admin: 'Așteaptă semnătura reprezentantului angajatorului',
      awaiting_owner: 'Așteaptă semnătura serviciului SSM',
      signed: 'Semnat',
    },
    /** The admin's progress table: an attempt below the pass mark has no document. */
    failedAttempt: 'Nepromovat',
    signerRoleLabels: {
      trainee: 'Persoana instruită (cursant)',
      representative: 'Persoana care a verificat instruirea (reprezentantul angajatorului)',
      trainer: 'Persoana care a efectuat instruirea (serviciul extern de prevenire și protecție)',
      manager: 'Persoana care a efectuat instruirea (conducătorul locului de muncă)',
      admitter:
        'Persoana care a verificat instruirea și a admis lucrătorul la lucru (reprezentantul angajatorului)',
      verifier: 'Persoana care a verificat instruirea (serviciul extern de prevenire și protecție)',
    },
    pendingEmpty: 'Nu există documente care așteaptă semnătura.',
    filterDateInvalid: 'Data trebuie să fie o zi din calendar (AAAA-LL-ZZ).',
    filterDatesReversed: 'Ziua de început a intervalului este după ziua de sfârșit.',
    courseFilter: 'Curs',
    allCourses: 'Toate cursurile',
    signedFrom: 'Semnate de cursant din',
    signedTo: 'până în',
    /** How many documents the filter holds, over every page. */
    pendingTotal: (count: number) =>
      count === 0
        ? 'Niciun document nu așteaptă semnătura ta în acest filtru.'
        : `${countOf(count, 'document așteaptă', 'documente așteaptă')} semnătura ta în acest filtru.`,
    selectFiltered: (count: number) =>
      count === 1
        ? 'Selectează documentul din filtru'
        : `Selectează toate cele ${count} documente din filtru`,
    selectionOfFilter: (selected: number, total: number) =>
      `${countOf(selected, 'document selectat', 'documente selectate')} din ${total}.`,
    clearSelection: 'Golește selecția',
    /** While a selection is signed chunk by chunk. */
    signingProgress: (done: number, total: number) => `Semnez ${done} din ${total}…`,
    stopSigning: 'Oprește semnarea',
    signingStopped: 'Semnarea a fost oprită; documentele rămase nu au fost semnate.',
    /** The result of a signing, in numbers (docs/product.md, counter-signing). */
    signedCount: (count: number) =>
      count === 0
        ? 'Nu ai semnat nicio fișă'
        : `Ai semnat ${count === 1 ? 'o fișă' : countOf(count, 'fișă', 'fișe')}`,
    /** Follows `signedCount` and a semicolon: the records are already named. */
    notSignedCount: (count: number) =>
      count === 1 ? 'una nu a putut fi semnată:' : `${count} nu au putut fi semnate:`,
    notSignedLine: (name: string, course: string, reason: string) => `${name}, ${course}: ${reason}`,
    resultTitle: 'Rezultatul semnării',
    /** The owner's view of the client companies' documents waiting for their admins. */
    adminBacklogTitle: 'Fișe care așteaptă reprezentanții companiilor',
    adminBacklogIntro:
      'Aceste fișe așteaptă semnătura administratorului companiei (reprezentantul angajatorului) înainte să ajungă la tine. Poți trimite administratorilor un e-mail de amintire, cel mult unul pe zi pentru fiecare companie.',
    adminBacklogEmpty: 'Nicio fișă nu așteaptă semnătura reprezentanților companiilor.',
    adminBacklogLine: (count: number) => countOf(count, 'fișă', 'fișe'),
    remindAdmins: 'Trimite amintire',
    remindAllAdmins: (count: number) =>
      `Trimite amintire tuturor (${countOf(count, 'companie', 'companii')})`,
    remindedToday: 'Amintire trimisă azi',
    remindersSent: (emails: number, companies: number) =>
      emails === 0
        ? 'Nu a fost trimis niciun e-mail.'
        : `Am trimis ${emails === 1 ? 'un e-mail' : countOf(emails, 'e-mail', 'e-mailuri')} către administratorii ${companies === 1 ? 'unei companii' : `a ${countOf(companies, 'companie', 'companii')}`}.`,
    remindersAlreadyToday: (count: number) =>
      count === 1
        ? 'O companie a primit deja amintirea azi.'
        : `${countOf(count, 'companie a primit', 'companii au primit')} deja amintirea azi.`,
    remindersWithoutEmail: (count: number) =>
      count === 1
        ? 'O companie nu are un administrator activ cu e-mail.'
        : `${countOf(count, 'companie nu are', 'companii nu au')} un administrator activ cu e-mail.`,
    reminderSubject: (count: number) =>
      `${countOf(count, 'fișă de instruire așteaptă', 'fișe de instruire așteaptă')} semnătura ta`,
    reminderText: (options: { name: string; company: string; count: number; firm: string; link: string }) =>
      [
        `Bună ziua, ${options.name},`,
        '',
        `În ${options.company}, ${countOf(options.count, 'fișă de instruire așteaptă', 'fișe de instruire așteaptă')} semnătura ta ca reprezentant al angajatorului. ${options.firm} le poate semna numai după tine.`,
        '',
        `Le semnezi aici: ${options.link}`,
      ].join('\n'),
    progressEmpty: 'Nicio înregistrare de progres găsită.',
    noneSelected: 'Nu ai selectat niciun document pentru semnare.',
    tooMany: 'Se pot semna cel mult 500 de documente odată.',
    tooManyForOneConfirmation: (max: number) =>
      `O singură confirmare (cheie de acces sau cod primit pe e-mail) cuprinde cel mult ${countOf(max, 'document', 'documente')}.`,
    /** Said before a selection too large for one e-mailed code is started (docs/product.md, counter-signing). */
    tooManyForOneCode: (selected: number, max: number) =>
      `Ai selectat ${countOf(selected, 'document', 'documente')}, iar un cod primit pe e-mail confirmă cel mult ${max} odată. Restrânge filtrul (de exemplu la o săptămână) sau selectează cel mult ${max}, apoi semnează restul cu un cod nou.`,
    ownerMassSignSuccess: 'Semnarea documentelor a fost efectuată cu succes.',
    ownerMassSignFailure: 'A apărut o eroare necunoscută la semnare.',
    adminMassSignSuccess: 'Fișele selectate au fost semnate.',
    adminMassSignFailure: (detail: string) => `Eroare la semnare: ${detail}`,
    genericFailure: 'A apărut o eroare.',
    massSignSummary: (signed: string, alreadySigned: string, notSigned: string) =>
      `Documente semnate acum: ${signed}; semnate deja: ${alreadySigned}; nesemnate: ${notSigned}.`,
    notSignedReasons: {
      not_found: 'Documentul nu a fost găsit.',
      not_awaiting_you: 'Documentul nu așteaptă semnătura ta.',
      busy: 'Documentul era modificat în același timp de altcineva. Încearcă din nou.',
      tampered:
        'Fișa nu mai corespunde sigiliilor platformei: datele ei au fost modificate în afara platformei. Nu a fost semnată; incidentul a fost înregistrat în jurnalul de audit.',
      not_approved:
        'Documentul nu a fost cuprins în confirmarea ta (cheia de acces sau codul primit pe e-mail). Semnează-l din nou.',
      passkey_required:
        'Firma nu permite semnătura electronică simplă pentru fișele acestei companii: semnează cu o cheie de acces.',
    },
    /** A record whose seals no longer match it is neither signed nor sealed (docs/signatures.md, the seal chain). */
    tampered:
      'Fișa nu mai corespunde sigiliilor platformei: datele ei au fost modificate în afara platformei. Nu poate fi semnată sau sigilată; incidentul a fost înregistrat în jurnalul de audit.',
    companyUnavailable:
      'Compania nu mai primește fișe de instruire: a fost ștearsă sau este în curs de ștergere.',
    notFullySigned: 'Fișa de instruire nu este încă semnată de toți semnatarii.',
    sealUnavailable:
      'Fișa semnată nu poate fi sigilată acum: serviciul de marcare temporală nu răspunde. Încearcă din nou în câteva minute.',
    notFound: 'Documentul nu a fost găsit.',
    /** The record still being signed, as it will be printed (docs/signatures.md, the preview). */
    previewBanner:
      'PREVIZUALIZARE – document în curs de semnare; originalul este fișa semnată de toți semnatarii și sigilată de platformă.',
    previewOfSigned: 'Fișa este semnată de toți semnatarii: descarcă originalul sigilat.',
    printedTitle: 'Fișa așa cum va fi tipărită',
    printedLoading: 'Se pregătește fișa…',
    printedFailed: 'Fișa nu a putut fi afișată. Încearcă din nou.',
    download: 'Descarcă fișa semnată',
    selectedCount: (count: string) => `Semnează documentele selectate (${count})`,
    confirmTitle: 'Confirmă semnarea',
    /** The counter-signer's confirmation: how many records and whose (at most a few names, then a count). */
    counterSignSummary: (count: number, names: string) =>
      `Semnezi ${countOf(count, 'fișă de instruire', 'fișe de instruire')}, pentru: ${names}.`,
    otherPeople: (count: number) => `și încă ${countOf(count, 'persoană', 'persoane')}`,
    confirm: 'Semnează',
    pendingTitle: 'Documente care așteaptă semnătura ta',
    /** The workplace managers' page (docs/domain.md, signers per phase). */
    managerPendingTitle: 'Fișe de semnat în calitate de conducător al locului de muncă',
    admitterPendingTitle: 'Fișe de semnat pentru admiterea la lucru',
    workplaceSigningIntro:
      'Instruirea la locul de muncă și cea periodică sunt efectuate de conducătorul locului de muncă, iar după instruirea la locul de muncă reprezentantul angajatorului admite lucrătorul la lucru. Aici semnezi fișele care te așteaptă în aceste calități.',
    workplaceSigningWaiting: (count: number) =>
      `Ai ${countOf(count, 'fișă de instruire', 'fișe de instruire')} de semnat în calitate de conducător al locului de muncă.`,
    workplaceSigningLink: 'Deschide fișele de semnat',
    /** Records whose direct manager is missing (docs/domain.md, signers per phase). */
    missingSignerTitle: 'Fișe fără conducător al locului de muncă',
    missingSignerIntro: (count: number) =>
      `${countOf(count, 'fișă de instruire așteaptă', 'fișe de instruire așteaptă')} semnătura conducătorului locului de muncă, dar lucrătorul nu are un conducător stabilit (sau cel stabilit nu mai poate semna). Stabilește conducătorul, iar fișa va apărea la el pentru semnare.`,
    missingSignerLine: (name: string, course: string) => `${name}: ${course}`,
    setManager: (name: string) => `Stabilește conducătorul pentru ${name}`,
    setManagerShort: 'Stabilește conducătorul',
    progressTitle: 'Progresul angajaților',
    loadMore: 'Încarcă mai multe',
    companyFilter: 'Companie',
    allCompanies: 'Toate companiile',
    selectAll: 'Selectează toate documentele',
    selectOne: (name: string, course: string) => `Selectează documentul: ${name}, ${course}`,
    preview: (name: string, course: string) => `Vezi fișa: ${name}, ${course}`,
    previewLink: 'Vezi fișa',
    /** A pending record's score and date, under the person's name on a phone. */
    phoneScoreLine: (score: number, date: string) => `Scor ${score}% · ${date}`,
    previewTitle: 'Fișa de instruire de semnat',
    shortStudyNote: 'Studiu sub minim',
    shortStudyInSelection: (count: number) =>
      count === 1
        ? 'Una dintre fișele selectate are timpul de studiu pe platformă sub jumătate din durata instruirii. Semnând, confirmi instruirea și pentru ea.'
        : `${count} dintre fișele selectate au timpul de studiu pe platformă sub jumătate din durata instruirii. Semnând, confirmi instruirea și pentru ele.`,
    shortStudyWarning:
      'Timpul de studiu înregistrat pe platformă este sub jumătate din durata instruirii. Verifică fișa înainte de a semna.',
    previewFields: {
      trainee: 'Persoana instruită',
      username: 'Nume de utilizator',
      company: 'Companie',
      course: 'Curs',
      completedAt: 'Data promovării testului',
      score: 'Scor',
      status: 'Stare',
    },
    columns: {
      date: 'Data',
      lastName: 'Nume',
      firstName: 'Prenume',
      course: 'Curs',
      company: 'Companie',
      employee: 'Angajat',
      score: 'Scor',
      status: 'Stare',
    },
  },
  verification: {
    title: 'Verificarea unui document semnat',
    intro: 'Introdu amprenta SHA-256 tipărită pe fișă sau încarcă fișierul PDF semnat.',
    hashLabel: 'Amprenta SHA-256',
    fileLabel: 'Fișier PDF semnat',
    dropHint: 'Sau trage aici fișierul PDF semnat.',
    submit: 'Verifică',
    hashRequired: 'Introdu amprenta de verificat.',
    valid: 'Semnătura este validă.',
    invalid: 'Amprenta nu este validă.',
    failure: 'Eroare la verificare sau amprentă inexistentă.',
    signer: 'Semnatar',
    username: 'Nume de utilizator',
    signedAt: 'Data și ora semnării',
    course: 'Curs',
    /** What the hash turned out to be the fingerprint of. */
    matchedLabel: 'Documentul verificat',
    matchedKinds: {
      signature: 'Semnătura unei persoane pe o fișă de instruire',
      document: 'Fișa de instruire, semnată de toți semnatarii',
      file: 'Fișierul PDF al fișei de instruire semnate',
    },
    trainee: 'Persoana instruită',
    fullySignedAt: 'Semnată de toți semnatarii la',
    signersTitle: 'Semnăturile fișei',
    checkedHash: 'Amprenta verificată',
    checkedPlaces:
      'Amprenta a fost căutată printre semnăturile persoanelor, amprentele fișelor semnate de toți semnatarii și amprentele fișierelor PDF semnate pe această platformă.',
    /** Why a hash is not valid, as the API answers it and the page shows it. */
    failureReasons: {
      malformed: 'Textul introdus nu are forma unei amprente SHA-256 (64 de caractere hexazecimale).',
      unknown: 'Amprenta nu aparține niciunei fișe semnate pe această platformă.',
      document_missing: 'Fișa acestei amprente nu mai există pe platformă.',
      record_changed: 'Conținutul fișei a fost modificat după semnare.',
      signature_not_on_document: 'Semnătura nu se mai află pe fișă.',
      identity_changed: 'Datele semnatarului au fost modificate după semnare.',
      binding_broken: 'Semnătura nu mai corespunde conținutului fișei.',
      document_hash_mismatch: 'Amprenta nu corespunde fișei semnate de toți semnatarii.',
      seal_missing: 'Fișa semnată nu poartă sigiliul platformei.',
      seal_unknown_key: 'Sigiliul fișei nu a fost aplicat cu cheia publicată de platformă.',
      seal_mismatch:
        'Sigiliul platformei nu corespunde fișei: datele ei au fost modificate după ce a fost sigilată.',
      state_inconsistent:
        'Starea fișei nu corespunde semnăturilor de pe ea și sigiliilor platformei: fișa a fost modificată în afara platformei.',
      passkey_evidence_invalid:
        'Dovada unei semnături cu cheie de acces nu se verifică: semnătura dispozitivului, cheia publică sau provocarea semnată nu corespund fișei.',
    },
    /** What confirmed each signature, as /verificare lists it. */
    confirmations: {
      passkey: 'dovada cheii de acces verificată criptografic',
      session: 'confirmată prin sesiunea contului semnatarului',
    },
    confirmationLabel: 'Confirmare',
    sealTitle: 'Sigiliul platformei',
    sealFingerprint: 'Amprenta SHA-256 a cheii publice',
    sealCertificateFingerprint: 'Amprenta SHA-256 a certificatului (cea afișată de cititorul PDF)',
  },
  /** /verificare given a PDF: its embedded seal, then the record behind it. */
  pdfVerification: {
    chooseFile: 'Alege fișierul PDF de verificat.',
    notPdf: 'Fișierul nu este un PDF. Încarcă fișa descărcată de pe platformă (fișier .pdf).',
    checking: 'Se verifică fișierul...',
    title: 'Verificarea fișierului PDF',
    valid: 'Documentul este valid.',
    invalid: 'Documentul nu este valid.',
    unknown: 'Document necunoscut: platforma nu are înregistrat acest fișier, deci nu îl poate confirma.',
    unknownBadge: 'Necunoscut',
    signer: 'Sigilat de',
    certificate: 'Amprenta SHA-256 a certificatului',
    sealIntact:
      'Semnătura electronică (sigiliul) din fișier este validă și acoperă întregul fișier: documentul nu a fost modificat după sigilare.',
    sealAltered:
      'Fișierul a fost modificat după ce a fost sigilat: semnătura electronică din el nu mai corespunde conținutului. Nu vă bazați pe acest exemplar; descărcați-l din nou de pe platformă.',
    sealMissing:
      'Fișierul nu conține nicio semnătură electronică: nu este un document sigilat de platformă (sau a fost salvat din nou, de exemplu tipărit în PDF, fără semnătură).',
    sealUnreadable:
      'Semnătura electronică din fișier nu poate fi citită: fișierul este deteriorat sau nu a fost sigilat de această platformă.',
    platformSeal: (fingerprint: string) =>
      `Sigiliul este al platformei: certificatul cu care a fost aplicat are amprenta ${fingerprint}, aceeași cu cea publicată mai jos.`,
    foreignSeal: (subject: string) =>
      `Sigiliul NU este al platformei: a fost aplicat cu alt certificat (${subject}). Documentul nu provine de la această platformă sau a fost semnat din nou de altcineva.`,
    claimedTime: (time: string) => `Momentul sigilării, declarat în document: ${time}.`,
    timestampTime: (time: string, authority: string) =>
      `Marca temporală a autorității de marcare temporală ${authority}, verificată până la o autoritate de încredere, confirmă sigilarea la: ${time}.`,
    timestampUnconfirmed:
      'Fișierul conține și o marcă temporală, dar platforma nu are configurată nicio autoritate de marcare temporală de încredere care să o confirme: momentul ei nu este luat în considerare.',
    timestampInvalid:
      'Marca temporală din fișier nu este validă: nu provine de la o autoritate de marcare temporală de încredere sau nu privește sigiliul acestui fișier. Fișierul a fost modificat după sigilare.',
    recordValid:
      'Fișa de instruire din acest fișier este înregistrată pe platformă, iar semnăturile și sigiliul ei din baza de date sunt intacte.',
    recordUnknown:
      'Sigiliul este al platformei, dar fișierul nu este înregistrat pe platformă: poate fi fișa unei înregistrări șterse sau refuzate. Nu vă bazați pe acest exemplar; cereți fișa actuală de la cine a emis-o.',
    workerSheet: (sealedAt: string) =>
      `Fișierul este o fișă individuală de instruire emisă de platformă la ${sealedAt}: fiecare instruire din ea se verifică cu codul tipărit în dreptul ei.`,
    recordInvalid: (reason: string) => `Fișa din acest fișier nu trece verificarea pe platformă: ${reason}`,
  },
  archives: {
    title: 'Arhivă ZIP',
    chooseCompany: 'Alege compania',
    companyRequired: 'Alege compania pentru care se generează arhiva.',
    generate: 'Descarcă arhiva ZIP',
    generating: 'Se generează...',
    ready: 'Arhiva este gata.',
    readyCount: (records: number) =>
      `Arhiva cuprinde ${countOf(records, 'fișă semnată', 'fișe semnate')}; descărcarea a pornit.`,
    download: 'Descarcă arhiva',
    /** The company's records when at least one is signed by everyone (`signed` ≤ `records`). */
    recordCount: (records: number, signed: number) => {
      const inArchive =
        signed === records
          ? records === 1
            ? 'este semnată de toți semnatarii și intră în arhivă'
            : 'toate sunt semnate de toți semnatarii și intră în arhivă'
          : `${signed === 1 ? 'una este semnată' : `${signed} sunt semnate`} de toți semnatarii și intră în arhivă`;
      return `Compania are ${countOf(records, 'fișă de instruire', 'fișe de instruire')} pe platformă; ${inArchive}.`;
    },
    noSignedRecords: (records: number) =>
      `Compania are ${countOf(records, 'fișă de instruire', 'fișe de instruire')} pe platformă, dar ${records === 1 ? 'nu este încă semnată' : 'niciuna nu este încă semnată'} de toți semnatarii: arhiva se poate descărca după ultima semnătură.`,
    noRecords: 'Compania nu are încă fișe de instruire: nu există nimic de arhivat.',
    failed: 'Arhiva nu a putut fi generată. Încearcă din nou.',
    loadFailed: 'Datele companiei nu au putut fi încărcate.',
    notFound: 'Arhiva nu a fost găsită sau a expirat.',
    empty: 'Compania nu are încă fișe de instruire semnate.',
    /** The downloaded ZIP's name: the company's name as a file name allows it, and the day it was made. */
    zipFileName: (company: string, date: string) => `Arhiva ${company} ${date}.zip`,
  },
  /** The worker's fișă individuală de instruire: every signed training of one domain on one PDF. */
  trainingSheet: {
    title: 'Fișa individuală de instruire',
    explanation:
      'Toate instruirile semnate, pe câte o fișă: cea SSM sigilată electronic, cea PSI-SU sigilată electronic sau tipărită pentru semnături olografe, după cum a ales firma.',
    download: (domain: string) => `Descarcă fișa individuală ${domain}`,
    downloadFailure: 'Fișa individuală nu a putut fi descărcată. Încearcă din nou.',
    notFound: 'Lucrătorul nu a fost găsit.',
    noTrainings: 'Lucrătorul nu are încă instruiri semnate în acest domeniu.',
    domainInvalid: 'Domeniul fișei trebuie să fie SSM sau PSI-SU.',
  },
  psiSheets: {
    title: 'Fișele individuale PSI-SU',
    current: 'Fișele PSI-SU ale acestei companii:',
    modeLabels: {
      paper: 'pe hârtie, semnate olograf',
      electronic: 'electronice, sigilate de platformă',
    },
    paperExplanation:
      'Fișa PSI-SU a fiecărui lucrător se descarcă precompletată, se semnează de mână de lucrător și de persoanele care au efectuat și au verificat instruirea, iar copia scanată a fișei semnate se încarcă pe platformă, lângă instruirile lucrătorului.',
    electronicExplanation:
      'Fișa PSI-SU a fiecărui lucrător este emisă electronic, cu semnăturile electronice ale instruirilor și sigiliul platformei, ca fișa SSM.',
    legalRiskTitle: 'Riscul legal al fișelor PSI-SU electronice',
    legalRisk:
      'Ordinul MAI nr. 712/2005 (art. 47) cere fișa individuală de instruire în domeniul situațiilor de urgență completată și semnată, iar inspectoratele pentru situații de urgență (ISU) o citesc ca fișă pe hârtie, semnată olograf. Fișa PSI-SU electronică nu este recunoscută expres de lege: la un control, inspectorul poate cere fișa pe hârtie, semnată cu pixul, iar firma își asumă acest risc.',
    acceptRisk: 'Am citit riscul legal și îl asum în numele firmei.',
    switchToElectronic: 'Trec la fișe PSI-SU electronice',
    switchToPaper: 'Revin la fișe PSI-SU pe hârtie',
    riskNotAccepted:
      'Confirmă că ai citit și îți asumi riscul legal înainte de a trece la fișe PSI-SU electronice.',
    modeInvalid: 'Modul fișelor PSI-SU trebuie să fie „paper” (pe hârtie) sau „electronic”.',
    changed: (mode: 'paper' | 'electronic') =>
      mode === 'electronic'
        ? 'Fișele PSI-SU ale companiei sunt de acum electronice.'
        : 'Fișele PSI-SU ale companiei sunt de acum pe hârtie, semnate olograf.',
    failure: 'Modul fișelor PSI-SU nu a putut fi schimbat. Încearcă din nou.',
    changedMeanwhile:
      'Modul fișelor PSI-SU a fost schimbat între timp. Reîncarcă pagina și încearcă din nou.',
    scansTitle: (name: string) => `Fișe PSI-SU semnate olograf: ${name}`,
    scans: 'Fișe scanate',
    scansExplanation:
      'Încarcă fișa PSI-SU descărcată de pe platformă după ce a fost semnată de mână. Fiecare încărcare se păstrează, nemodificată, cu amprenta ei SHA-256.',
    noScans: 'Nicio fișă scanată încărcată încă.',
    file: 'Fișa semnată, scanată (PDF, JPEG sau PNG)',
    upload: 'Încarcă fișa scanată',
    uploaded: 'Fișa scanată a fost încărcată.',
    uploadFailure: 'Fișa scanată nu a putut fi încărcată. Încearcă din nou.',
    listFailure: 'Fișele scanate nu au putut fi încărcate.',
    emptyFile: 'Fișierul ales este gol.',
    fileTooLarge: 'Fișa scanată poate avea cel mult 20 MB.',
    wrongType: 'Fișa scanată se încarcă doar ca PDF, imagine JPEG sau PNG.',
    notScan:
      'Fișierul nu este un PDF, o imagine JPEG sau PNG valide. Scanează fișa semnată din nou și încarcă fișierul obținut.',
    uploadMissing: 'Fișierul încărcat nu a fost găsit sau a expirat. Încarcă-l din nou.',
    electronicCompany:
      'Compania are fișe PSI-SU electronice: fișa se emite sigilată și nu se încarcă o copie scanată.',
    uploadedBy: (name: string, at: string) => `încărcată de ${name}, ${at}`,
    download: 'Descarcă',
    sha256: 'SHA-256',
  },
  companyHistory: {
    deleteTitle: 'Șterge istoricul companiei',
    deleteConfirm: (name: string, records: number) =>
      `Se șterg definitiv din platformă, pentru compania ${name}: ${countOf(records, 'fișă de instruire', 'fișe de instruire')} cu semnăturile și PDF-urile lor, fișele individuale ale lucrătorilor, progresul și încercările la teste ale angajaților și arhivele generate. Angajații și cursurile rămân.`,
    archiveFirst: 'Descarcă mai întâi arhiva ZIP, ca să păstrezi fișele semnate.',
    typeName: (name: string) => `Scrie numele companiei pentru a confirma: ${name}`,
    deleted: (progress: number, documents: number, signatures: number, archives: number) =>
      `Istoricul companiei a fost șters: ${countOf(progress, 'înregistrare de progres', 'înregistrări de progres')}, ${countOf(documents, 'fișă', 'fișe')}, ${countOf(signatures, 'semnătură', 'semnături')}, ${countOf(archives, 'arhivă', 'arhive')}.`,
    failure: 'Eroare la ștergerea istoricului companiei.',
  },
  userManagement: {
    title: 'Adaugă utilizator',
  },
  trainingStatus: {
    title: 'Clienți - Instruire Periodică',
    search: 'Caută companie',
    searchPlaceholder: 'Numele companiei',
    company: 'Companie',
    lastAllocation: 'Ultima alocare',
    lastTraining: 'Ultima instruire',
    nextDue: 'Următorul termen',
    frequency: 'Frecvență',
    frequencyMonths: (months: number) => countOf(months, 'lună', 'luni'),
    status: 'Status',
    daysRemaining: 'Zile rămase',
    /** Days to a due date in words, never a bare negative number. */
    daysInWords: (days: number) =>
      days < 0
        ? `depășit cu ${countOf(-days, 'zi', 'zile')}`
        : days === 0
          ? 'astăzi'
          : `în ${countOf(days, 'zi', 'zile')}`,
    people: 'Persoane',
    /** One status's count of people, as the table and the cards list them. */
    peopleInStatus: (label: string, count: number) => `${label}: ${count}`,
    noPeople: 'Nicio persoană',
    sortAscending: 'Sortează după zilele rămase, crescător',
    sortDescending: 'Sortează după zilele rămase, descrescător',
    notAvailable: 'N/A',
    unknownStatus: 'Necunoscut',
    empty: 'Nicio companie găsită.',
    loadFailure: 'A apărut o eroare la preluarea datelor.',
    summary: {
      title: 'Instruire periodică a clienților',
      monitored: 'Companii monitorizate',
      overdue: 'Cu termen depășit',
      dueSoon: 'Cu termen apropiat',
      withoutStatus: 'Fără persoane (status necunoscut)',
      chart: (green: number, yellow: number, red: number) =>
        `Companii după status: ${green} în termen, ${yellow} cu termen apropiat, ${red} cu termen depășit`,
      link: 'Vezi situația clienților',
    },
    reminder: {
      companyCount: (count: number) => countOf(count, 'companie', 'companii'),
      dayCount: (count: number) => countOf(count, 'zi', 'zile'),
      subject: (companies: string) => `Instruire periodică: ${companies} necesită atenție`,
      greeting: (firstName: string) => `Bună ziua, ${firstName},`,
      intro: (firmName: string, isoWeek: string) =>
        `Situația instruirii periodice la clienții firmei ${firmName} (săptămâna ${isoWeek}):`,
      overdueHeading: (count: number) => `Termen depășit (${count}):`,
      dueSoonHeading: (count: number) => `Termen apropiat (${count}):`,
      overdueLine: (company: string, dueDate: string, days: string) =>
        `${company}: termen ${dueDate}, depășit de ${days}`,
      dueTodayLine: (company: string, dueDate: string) => `${company}: termen astăzi, ${dueDate}`,
      dueSoonLine: (company: string, dueDate: string, days: string) =>
        `${company}: termen ${dueDate}, peste ${days}`,
      fullPage: (url: string) => `Situația completă: ${url}`,
      footer:
        'Primiți acest rezumat o dată pe săptămână, cât timp aveți clienți cu termenul de instruire periodică apropiat sau depășit.',
    },
  },
  /** The e-mails of the daily job and the reminder setting (docs/training-status.md, "E-mails"). */
  notifications: {
    dueLine: (what: string, dueDate: string, days: string) => `${what}: termen ${dueDate}, peste ${days}`,
    dueTodayLine: (what: string, dueDate: string) => `${what}: termen astăzi, ${dueDate}`,
    overdueLine: (what: string, dueDate: string, days: string) =>
      `${what}: termen ${dueDate}, depășit de ${days}`,
    noDueDateLine: (what: string) => `${what}: fără dată de angajare, deci fără termen`,
    worker: {
      subjectOverdue: 'Ai o instruire cu termenul depășit',
      subjectDueSoon: 'Se apropie termenul unei instruiri',
      subjectCourses: 'Ai cursuri noi de parcurs',
      coursesHeading: (count: number) => `Cursuri noi atribuite ție (${count}):`,
      dueSoonHeading: (count: number) => `Termen în curând (${count}):`,
      overdueHeading: (count: number) => `Termen depășit (${count}):`,
      dashboard: (url: string) => `Instruirile tale și termenele lor: ${url}`,
      loginHint: 'Linkurile deschid pagina după autentificare.',
      stopReminders: (url: string) => `Nu mai vrei aceste mementouri? Oprește-le cu un clic: ${url}`,
      stopRemindersNote:
        'Cursurile atribuite de angajator rămân în contul tău, iar e-mailurile despre cont (de exemplu resetarea parolei) vin în continuare.',
    },
    admin: {
      personCount: (count: number) => countOf(count, 'persoană', 'persoane'),
      subject: (people: string) => `Instruirea angajaților: ${people} necesită atenție`,
      intro: (companyName: string, isoWeek: string) =>
        `Situația instruirii angajaților companiei ${companyName} (săptămâna ${isoWeek}):`,
      untrainedHeading: (count: number) => `Neinstruiți (${count}):`,
      overdueHeading: (count: number) => `Instruire expirată (${count}):`,
      dueSoonHeading: (count: number) => `Expiră curând (${count}):`,
      withoutEmailHeading: (count: number) =>
        `Fără adresă de e-mail, nu au primit niciun mesaj de la platformă (${count}):`,
      fullPage: (url: string) => `Situația completă: ${url}`,
      footer:
        'Primiți acest rezumat o dată pe săptămână, cât timp aveți angajați neinstruiți, cu instruirea expirată sau cu termenul apropiat.',
    },
    ownerWorkerCounts: (counts: string) => `  Angajați: ${counts}`,
    remindersStopped:
      'Nu vei mai primi mementouri despre instruire prin e-mail. Cursurile atribuite rămân în contul tău, iar e-mailurile despre cont vin în continuare.',
    remindersStarted: 'Vei primi din nou mementouri despre instruire prin e-mail.',
    invalidLink: 'Linkul nu este valid. Poți opri mementourile și din pagina de profil, după autentificare.',
    page: {
      title: 'Mementouri despre instruire',
      stopIntro:
        'Nu mai vrei e-mailurile zilnice despre cursurile și termenele instruirilor tale? Cursurile atribuite rămân în cont oricum.',
      stop: 'Oprește mementourile',
      working: 'Se salvează alegerea ta…',
      restart: 'Repornește mementourile',
      stopAgain: 'Oprește din nou mementourile',
      toLogin: 'Mergi la autentificare',
      failure: 'Alegerea nu a putut fi salvată. Încearcă din nou.',
    },
    profile: {
      title: 'Mementouri despre instruire',
      toggle: 'Primesc prin e-mail cursurile noi și termenele instruirilor mele',
      description:
        'Un singur e-mail pe zi, doar când ai ceva de făcut. Cursurile atribuite rămân în cont oricum.',
      saveFailed: 'Setarea nu a putut fi salvată. Încearcă din nou.',
    },
  },
  workerTraining: {
    statusLabels: {
      on_time: 'În termen',
      due_soon: 'Expiră curând',
      overdue: 'Expirat',
      untrained: 'Neinstruit',
    },
    staffCategoryLabels: {
      muncitor: 'Muncitor',
      tehnico_administrativ: 'Personal tehnico-administrativ',
    },
    eventKindLabels: {
      absence_return: 'Revenire după o absență de peste 30 de zile lucrătoare',
      rules_changed: 'Modificarea reglementărilor sau a instrucțiunilor',
      equipment_changed: 'Echipament sau tehnologie nouă ori modificată',
      work_accident: 'Accident de muncă',
    },
    staffCategory: 'Categorie de personal',
    staffCategoryNone: 'Neprecizată',
    staffCategoryInvalid:
      'Categoria de personal trebuie să fie „muncitor” sau „personal tehnico-administrativ”.',
    pageTitle: 'Instruirea angajaților',
    myCompanyLink: 'Situația instruirii angajaților',
    person: 'Angajat',
    domain: 'Domeniu',
    allDomains: 'Toate domeniile',
    allStatuses: 'Toate statusurile',
    overdueOnly: 'Doar cei restanți',
    searchPerson: 'Caută după nume',
    searchPersonPlaceholder: 'Nume, prenume sau utilizator',
    lastTraining: 'Ultima instruire',
    dueDate: 'Termen',
    daysRemaining: 'Zile rămase',
    counts: 'Angajați după status',
    countLine: (label: string, count: number) => `${label}: ${count}`,
    noPeople: 'Niciun angajat găsit.',
    loadFailure: 'A apărut o eroare la preluarea datelor.',
    exportCsv: 'Exportă CSV',
    exportXlsx: 'Exportă XLSX',
    exportFailure: 'Exportul nu a putut fi creat. Încearcă din nou.',
    exportFileName: (company: string, day: string) => `instruire-${company}-${day}`,
    myTrainingsTitle: 'Instruirile mele',
    noDueDate: 'Fără termen',
    settingsTitle: 'Setări de instruire',
    warningDays: 'Pragul „Expiră curând” (zile)',
    shorterInterval: 'Periodicitate mai scurtă impusă de companie (luni)',
    shorterIntervalNone: 'Fără (intervalul legal)',
    saveSettings: 'Salvează setările',
    settingsSaved: 'Setările au fost salvate.',
    settingsFailure: 'Setările nu au putut fi salvate.',
    reenrolmentTitle: 'Reînscriere automată și cursuri pentru angajații noi',
    reenrolmentEnabled: 'Reînscriere automată la instruirea periodică',
    reenrolmentLeadDays: 'Câte zile înainte de termen se alocă instruirea periodică',
    namedCourse: {
      introductive: (domain: string) => `Curs introductiv-general ${domain} pentru angajații noi`,
      loc_munca: (domain: string) => `Curs la locul de muncă ${domain} pentru angajații noi`,
      periodica: (domain: string) => `Curs periodic ${domain} pentru reînscriere`,
    },
    noNamedCourse: 'Niciun curs',
    namedCourseNotFound: 'Cursul ales nu există printre cursurile firmei.',
    namedCourseMismatch: (domain: string, phase: string) =>
      `Cursul ales trebuie să fie un curs ${domain} de tipul „${phase}”.`,
    namedCourseWithoutQuiz:
      'Cursul ales nu are încă un chestionar, deci nu poate fi atribuit. Adaugă-i chestionarul sau alege alt curs.',
    reenrolmentNeedsPeriodicCourse:
      'Pentru reînscrierea automată alege cursul periodic al cel puțin unui domeniu.',
    newHireCoursesLeftOutTitle: 'Cursuri pentru angajații noi neatribuite',
    leftOutCourseDeleted: (slot: string) => `${slot} – cursul ales a fost șters`,
    leftOutCourseWithoutQuiz: (slot: string, title: string) =>
      `${slot} – cursul „${title}” nu are chestionar`,
    leftOutCoursePeople: (course: string, people: number) =>
      `${course} (${countOf(people, 'persoană', 'persoane')} nu l-${people === 1 ? 'a' : 'au'} primit)`,
    newHireCoursesLeftOut: (courses: string) =>
      `Persoana a fost creată fără aceste cursuri pentru angajații noi, numite în setările de instruire ale companiei: ${courses}. Alege alt curs în setări sau adaugă chestionarul care lipsește, apoi atribuie cursul persoanei din pagina cursului.`,
    importCoursesLeftOut: (courses: string) =>
      `Persoanele importate au fost create fără aceste cursuri pentru angajații noi, numite în setările de instruire ale companiei: ${courses}. Alege alt curs în setări sau adaugă chestionarul care lipsește, apoi atribuie cursul persoanelor importate din pagina cursului.`,
    openCompanySettings: 'Deschide setările de instruire ale companiei',
    reenrolmentSource: 'Ale cui setări le folosește compania',
    reenrolmentSourceFirm: 'Setările implicite ale firmei',
    reenrolmentSourceCompany: 'Setări proprii ale companiei',
    followsFirmDefaults:
      'Compania urmează setările implicite ale firmei: o schimbare a lor se aplică și aici, fără alt pas.',
    hasOwnSettings: 'Compania are setări proprii, alese mai jos; schimbările setărilor firmei nu o ating.',
    openFirmDefaults: 'Vezi setările implicite ale firmei',
    eventTitle: 'Înregistrează un eveniment (instruire suplimentară)',
    eventPerson: 'Pentru',
    eventWholeCompany: 'Toată compania',
    eventKind: 'Eveniment',
    eventDate: 'Data evenimentului',
    eventDomains: 'Domenii',
    saveEvent: 'Înregistrează evenimentul',
    eventSaved: 'Evenimentul a fost înregistrat.',
    eventFailure: 'Evenimentul nu a putut fi înregistrat.',
    eventDomainsRequired: 'Alege cel puțin un domeniu.',
    companyEventKindOnly: 'Pentru toată compania se poate înregistra doar modificarea reglementărilor.',
    personNotFound: 'Angajatul nu a fost găsit în această companie.',
    changedMeanwhile: 'Datele au fost modificate între timp. Încearcă din nou.',
    eventNotFound: 'Evenimentul nu a fost găsit.',
    eventsChangedMeanwhile:
      'Evenimentele au fost modificate între timp. Verifică lista actualizată și încearcă din nou.',
    eventDeleted: 'Evenimentul a fost șters.',
    eventsTitle: 'Evenimente înregistrate',
    noEvents: 'Niciun eveniment înregistrat.',
    eventDescription: (kind: string, date: string, holder: string) =>
      `„${kind}” din ${date}, pentru ${holder}`,
    deleteEvent: 'Șterge',
    deleteEventLabel: (description: string) => `Șterge evenimentul ${description}`,
    deleteEventTitle: 'Ștergi evenimentul?',
    deleteEventConfirm: (description: string) =>
      `Evenimentul ${description} va fi șters, iar instruirea suplimentară pe care o cere nu va mai fi datorată. Șterge doar un eveniment înregistrat din greșeală.`,
    eventDeleteFailure: 'Evenimentul nu a putut fi șters.',
    exportHeaders: {
      lastName: 'Nume',
      firstName: 'Prenume',
      username: 'Utilizator',
      staffCategory: 'Categorie de personal',
      hireDate: 'Data angajării',
      domain: 'Domeniu',
      status: 'Status',
      dueDate: 'Termen',
      daysRemaining: 'Zile rămase',
      lastIntroductive: 'Ultima instruire introductiv-generală',
      lastWorkplace: 'Ultima instruire la locul de muncă',
      lastPeriodic: 'Ultima instruire periodică',
      lastSupplementary: 'Ultima instruire suplimentară',
    },
  },
  /** The firm's default re-enrolment settings, which every company without its own follows. */
  firmTrainingDefaults: {
    title: 'Setări implicite de instruire',
    intro:
      'Reînscrierea automată și cursurile pentru angajații noi alese aici se aplică fiecărei companii care urmează setările firmei. O companie poate primi setări proprii din pagina ei și poate reveni oricând la acestea.',
    companiesWithOwnSettings: (count: number) =>
      count === 0
        ? 'Toate companiile active urmează aceste setări.'
        : `${countOf(count, 'companie are', 'companii au')} setări proprii și nu urmează aceste setări.`,
    save: 'Salvează setările firmei',
    saved: 'Setările implicite ale firmei au fost salvate. Companiile care le urmează le folosesc de acum.',
    failure: 'Setările firmei nu au putut fi salvate.',
  },
  contact: {
    title: 'Contact',
    emailLabel: 'Email',
    phoneLabel: 'Telefon',
    // The addresses themselves are settings (shared/src/site-config.ts), not texts.
  },
  courseForm: {
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
  },
  courseEdit: {
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
  },
  /** Filling a quiz bank from a spreadsheet (docs/product.md, Quiz import). */
  quizImport: {
    title: 'Importă întrebările dintr-un tabel',
    intro:
      'Încarcă un fișier CSV, XLSX sau ODS cu o întrebare pe rând: întrebarea, cele 4 răspunsuri și numărul răspunsului corect (1-4). Întrebările citite înlocuiesc formularul de mai jos; le verifici și apoi salvezi chestionarul.',
    template: 'Descarcă modelul de tabel (CSV)',
    templateFileName: 'model-chestionar.csv',
    chooseFile: 'Fișierul cu întrebări',
    fileRequired: 'Alege fișierul cu întrebări.',
    read: 'Citește întrebările',
    noQuestions: 'Fișierul nu are nicio întrebare sub rândul cu numele coloanelor.',
    tooManyQuestions: (max: number) =>
      `Un chestionar are cel mult ${countOf(max, 'întrebare', 'întrebări')}; fișierul are mai multe.`,
    rowsRefused: 'Unele rânduri nu au putut fi citite. Corectează-le în fișier și încarcă-l din nou:',
    rowError: (row: number, detail: string) => `Rândul ${row}: ${detail}`,
    missingQuestion: 'lipsește întrebarea.',
    missingAnswer: (number: number) => `lipsește răspunsul ${number}.`,
    correctInvalid: 'răspunsul corect trebuie să fie un număr de la 1 la 4.',
    questionTooLong: (max: number) => `întrebarea are mai mult de ${countOf(max, 'caracter', 'caractere')}.`,
    answerTooLong: (number: number, max: number) =>
      `răspunsul ${number} are mai mult de ${countOf(max, 'caracter', 'caractere')}.`,
    imported: (count: number) =>
      `Am citit ${countOf(count, 'întrebare', 'întrebări')}. Verifică-le și salvează chestionarul.`,
  },
  quizForm: {
    title: 'Chestionar',
    question: (number: number) => `Întrebarea ${number}`,
    answer: (number: number) => `Răspunsul ${number}`,
    correct: 'Corect',
    submit: 'Salvează chestionarul',
    saved: 'Chestionar salvat cu succes!',
    saveFailed: 'Eroare la salvarea chestionarului.',
    createCourseFirst: 'Creează mai întâi cursul, apoi adaugă chestionarul.',
    questionCount: `Chestionarul trebuie să aibă între ${QUIZ_QUESTION_COUNT} și ${QUIZ_BANK_MAX_QUESTIONS} de întrebări.`,
    answerCount: 'Fiecare întrebare trebuie să aibă exact 4 răspunsuri.',
    oneCorrect: 'Fiecare întrebare are exact un răspuns corect, indicat prin correct_index (de la 0 la 3).',
    textRequired: 'Completează textul fiecărei întrebări și toate cele 4 răspunsuri.',
    forCourse: (title: string) => `Chestionar pentru cursul: ${title}`,
    intro: `Scrie cel puțin ${QUIZ_QUESTION_COUNT} întrebări (cel mult ${QUIZ_BANK_MAX_QUESTIONS}), fiecare cu 4 răspunsuri, și marchează răspunsul corect al fiecăreia. La fiecare încercare cursantul primește ${QUIZ_QUESTION_COUNT} întrebări alese la întâmplare, cu răspunsurile amestecate.`,
    addQuestion: 'Adaugă o întrebare',
    removeQuestion: (number: number) => `Șterge întrebarea ${number}`,
    bankCount: (count: number) =>
      `${countOf(count, 'întrebare', 'întrebări')} din cel mult ${QUIZ_BANK_MAX_QUESTIONS}`,
    correctRequired: 'Marchează răspunsul corect.',
    correctAnswer: (question: number, answer: number) =>
      `Răspunsul ${answer} este corect la întrebarea ${question}`,
  },
  courseList: {
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
  },
  courseAssign: {
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
  },
  courseDetail: {
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
  },
  study: {
    notOpened: 'Deschide materialul din pagina cursului: timpul de studiu se numără de acolo.',
    tooSoon:
      'Raportul de studiu a sosit prea devreme după cel anterior. Încearcă din nou peste câteva secunde.',
    reportConflict: 'Un alt raport de studiu pentru acest curs a fost înregistrat în același timp.',
    pageOutOfRange: 'Paginile raportate trebuie să fie între 1 și numărul de pagini al documentului.',
    invalidReport: 'Raportul de studiu nu este valid.',
    /** A study time as the record and the pages print it: whole minutes, or less than one. */
    duration: (seconds: number) =>
      seconds < 60 ? 'mai puțin de un minut' : countOf(Math.floor(seconds / 60), 'minut', 'minute'),
    /** The quiz refused until the course's minimum study time is reached. */
    minimumNotReached: (left: string) =>
      `Testul se deschide după timpul minim de studiu al materialului. Mai ai de studiat ${left}.`,
    /** The time still to study, rounded up to a whole minute. */
    timeLeft: (seconds: number) => countOf(Math.max(1, Math.ceil(seconds / 60)), 'minut', 'minute'),
  },
  pdfViewer: {
    label: (title: string) => `Document PDF: ${title}`,
    loading: 'Se încarcă documentul PDF...',
    previousPage: 'Pagina anterioară',
    nextPage: 'Pagina următoare',
    pageNumber: 'Numărul paginii',
    pageCount: (count: number) => `din ${count}`,
    zoomIn: 'Mărește',
    zoomOut: 'Micșorează',
    zoom: 'Zoom',
    fitWidth: 'Lățimea paginii',
    search: 'Caută în document',
    searchPrevious: 'Rezultatul anterior',
    searchNext: 'Rezultatul următor',
    searchPosition: (current: number, total: number) => `${current} din ${total}`,
    searchNoResults: 'Niciun rezultat',
    searching: 'Se caută...',
    thumbnails: 'Miniaturi',
    thumbnailsResize: 'Lățimea miniaturilor',
    thumbnail: (page: number) => `Pagina ${page}`,
    more: 'Mai multe opțiuni',
    rotate: 'Rotește la dreapta',
    continuousScroll: 'Derulare continuă',
    singlePage: 'O singură pagină',
    darkTheme: 'Temă întunecată',
    lightTheme: 'Temă luminoasă',
    print: 'Tipărește',
    preparingPrint: 'Se pregătește tipărirea...',
    printFailed: 'Documentul nu a putut fi pregătit pentru tipărire.',
    download: 'Descarcă',
    fullScreen: 'Ecran complet',
    exitFullScreen: 'Ieși din ecranul complet',
    properties: 'Proprietățile documentului',
    propertyTitle: 'Titlu',
    propertyAuthor: 'Autor',
    propertyPages: 'Pagini',
    propertySize: 'Dimensiune',
    propertyCreated: 'Creat la',
    passwordTitle: 'Document protejat cu parolă',
    passwordPrompt: 'Introdu parola pentru a deschide documentul.',
    passwordLabel: 'Parola documentului',
    passwordWrong: 'Parola nu este corectă. Încearcă din nou.',
    passwordSubmit: 'Deschide documentul',
    passwordLocked: 'Documentul este protejat cu parolă.',
    enterPassword: 'Introdu parola',
  },
  quizTaking: {
    loading: 'Se încarcă întrebările...',
    empty: 'Nu există întrebări disponibile pentru acest chestionar.',
    submit: 'Trimite răspunsurile',
    passed: '✅ Ai promovat testul!',
    failed: '❌ Nu ai trecut testul. Întoarce-te la curs pentru aprofundare.',
    saveFailed: '❌ Eroare la salvarea progresului.',
    /** The attempt's deadline, in Romania's time. */
    answerBy: (time: string) => `Trimite răspunsurile până la ${time}.`,
    newAttempt: 'Începe o încercare nouă',
    noQuiz: '❌ Acest curs nu are un chestionar asociat.',
    loadFailed: '❌ Eroare la încărcarea chestionarului.',
    noQuizDetail: 'Acest curs nu are un chestionar asociat.',
    foreignAnswers: 'Răspunsurile trimise nu aparțin chestionarului acestui curs.',
    duplicateAnswers: 'Fiecare întrebare poate avea un singur răspuns.',
    question: (number: number) => `Întrebarea ${number}`,
    score: (score: number) => `Scorul obținut: ${score}%`,
    unanswered: (count: number) => `Ai ${countOf(count, 'întrebare', 'întrebări')} fără răspuns`,
    unansweredConfirm: 'Trimiți răspunsurile așa? Întrebările fără răspuns se notează greșit.',
    unansweredSubmit: 'Trimite oricum',
    backToCourse: 'Înapoi la curs',
    /** How many attempts remain after this one before the cool-down. */
    attemptsLeft: (count: number) =>
      count === 0
        ? 'Aceasta este ultima încercare înainte de pauză.'
        : `După aceasta mai ai ${countOf(count, 'încercare', 'încercări')} înainte de pauză.`,
    attemptUnknown: 'Încercarea nu există sau nu îți aparține. Începe testul din nou.',
    attemptFinished: 'Această încercare a fost deja trimisă. Începe o încercare nouă.',
    attemptExpired: 'Timpul acestei încercări a expirat. Începe o încercare nouă.',
    quizReplaced: 'Chestionarul cursului a fost modificat între timp. Începe o încercare nouă.',
    attemptForeignQuestion: 'Răspunsurile trimise nu corespund întrebărilor primite în această încercare.',
    coolingDown: (until: string) =>
      `Ai folosit cele ${QUIZ_ATTEMPTS_PER_ROUND} încercări. Recitește materialul; poți încerca din nou după ${until}.`,
    alreadyPassed:
      'Ai promovat deja testul acestui curs. Fișa de instruire așteaptă semnătura ta: nu se poate susține din nou.',
    passedUntilReassigned:
      'Ai promovat deja testul acestui curs. O încercare nouă se deschide când cursul îți este alocat din nou.',
    ownerPreview:
      'Previzualizare: ca responsabil SSM nu susții testul. Răspunsurile corecte sunt marcate, iar cursanții nu le văd.',
    correct: 'Corect',
  },
  quizAttempts: {
    title: 'Încercări la test',
    empty: 'Nimeni nu a susținut încă testul acestui curs.',
    columns: {
      person: 'Persoană',
      attempts: 'Încercări',
      lastScore: 'Ultimul scor',
      lastAttempt: 'Ultima încercare',
      waitUntil: 'Pauză până la',
      passed: 'Promovat',
    },
    lift: 'Ridică pauza',
    lifted: `Pauza a fost ridicată: cursantul are din nou ${QUIZ_ATTEMPTS_PER_ROUND} încercări.`,
    liftFailed: 'Pauza nu a putut fi ridicată.',
    nothingToLift: 'Cursantul nu are nicio pauză de ridicat.',
    loadFailed: 'Încercările nu au putut fi încărcate.',
  },
  courseAssignments: {
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
  },
  companyAssignments: {
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
  },
  api: {
    tooManyRequests:
      'Prea multe cereri de la adresa ta într-un timp scurt. Încearcă din nou peste câteva minute.',
    invalidJson: 'Corpul cererii nu este un JSON valid.',
    unsupportedMediaType: 'Tipul conținutului nu este acceptat.',
    bodyTooLarge: 'Cererea este prea mare.',
    validationFailed: 'Datele trimise nu sunt valide.',
    required: 'Câmpul este obligatoriu.',
    singleLineText: 'Textul trebuie să fie pe un singur rând, fără Enter, Tab sau alte caractere de control.',
    controlCharacters: 'Textul conține caractere de control nepermise (în afară de Enter și Tab).',
    textTooLong: (maximum: number, length: number) =>
      `Textul are ${countOf(length, 'caracter', 'caractere')}; sunt permise cel mult ${maximum}.`,
    textTooShort: (minimum: number, length: number) =>
      `Textul are ${countOf(length, 'caracter', 'caractere')}; sunt necesare cel puțin ${minimum}.`,
    listTooLong: (maximum: number, length: number) =>
      `Lista are ${countOf(length, 'element', 'elemente')}; sunt permise cel mult ${maximum}.`,
    numberTooLarge: (maximum: number) => `Valoarea poate fi cel mult ${maximum}.`,
    numberTooSmall: (minimum: number) => `Valoarea trebuie să fie cel puțin ${minimum}.`,
    authenticationRequired: 'Autentificarea este necesară.',
    invalidToken: 'Sesiunea nu este validă sau a expirat. Autentifică-te din nou.',
    forbidden: 'Nu ai permisiunea pentru această acțiune.',
    notFound: 'Resursa nu a fost găsită.',
    malformedPath: 'Adresa cererii nu este validă.',
    tooManyLoginAttempts: 'Prea multe încercări eșuate. Încearcă din nou peste câteva minute.',
    internalError: 'A apărut o eroare internă. Încearcă din nou.',
    serviceBusy: 'Serviciul este momentan supraîncărcat. Încearcă din nou în câteva secunde.',
    wrongOldPassword: 'Parola veche nu este corectă.',
    passwordTooShort: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN_LENGTH} caractere.`,
    passwordTooLong: `Parola poate avea cel mult ${countOf(PASSWORD_MAX_LENGTH, 'caracter', 'caractere')}.`,
    passwordNeedsLetterAndDigit: 'Parola trebuie să conțină cel puțin o literă și o cifră.',
    passwordSameAsOld: 'Parola nouă trebuie să fie diferită de cea veche.',
    invalidEmail: 'Adresa de email nu este validă.',
    invalidCursor: 'Cursorul de paginare nu este valid.',
    invalidId: 'Identificator invalid.',
  },
  firms: {
    title: 'Firme SSM',
    createTitle: 'Adaugă firmă SSM',
    name: 'Denumire',
    cui: 'CUI',
    regCom: 'Nr. Registrul Comerțului',
    address: 'Adresă',
    createSubmit: 'Creează firma',
    created: 'Firma SSM a fost creată cu succes!',
    allRequired: 'Toate câmpurile sunt obligatorii.',
    cuiInvalid:
      'CUI invalid: 2-10 cifre, opțional cu prefixul RO, iar ultima cifră de control trebuie să corespundă.',
    regComInvalid: 'Numărul de la Registrul Comerțului nu este valid (ex. J40/1234/2020 sau J2024012345005).',
    duplicateCui: 'Există deja o firmă SSM cu acest CUI.',
    duplicateRegCom: 'Există deja o firmă SSM cu acest număr de la Registrul Comerțului.',
    notFound: 'Firma SSM nu a fost găsită.',
    empty: 'Nu există încă nicio firmă SSM.',
    details: 'Detalii',
    hideDetails: 'Ascunde detaliile',
    clientsTitle: 'Companii client',
    ownersTitle: 'Responsabili SSM',
    noClients: 'Firma nu are încă nicio companie client.',
    noOwners: 'Firma nu are încă niciun responsabil SSM.',
    loadFailure: 'Firmele nu au putut fi încărcate.',
  },
  owners: {
    addTitle: 'Adaugă responsabil SSM',
    firm: 'Firmă SSM',
    selectFirm: 'Te rugăm să selectezi o firmă SSM.',
    submit: 'Adaugă responsabil SSM',
    added: 'Responsabilul SSM a fost adăugat cu succes!',
    deleted: 'Responsabilul SSM a fost șters.',
    deleteTitle: 'Șterge responsabilul SSM',
    deleteConfirm: (username: string) =>
      `Ești sigur că vrei să ștergi responsabilul SSM ${username}? Nu se va mai putea autentifica.`,
    lastOwner:
      'Responsabilul SSM nu poate fi șters: firma trebuie să rămână cu cel puțin unul. Adaugă mai întâi alt responsabil SSM.',
    notFound: 'Responsabilul SSM nu a fost găsit.',
  },
  companies: {
    title: 'Companii',
    add: 'Adaugă Companie',
    name: 'Denumire',
    registrationNumber: 'Număr de înregistrare',
    registrationHint: 'Nr. Registrul Comerțului (J40/1234/2020 sau J2024012345005) sau CUI',
    address: 'Adresă',
    trainingFrequency: 'Instruire periodică (luni)',
    trainingFrequencyHint: 'La cel mult 6 luni pentru muncitori, 12 pentru personalul tehnic-administrativ.',
    actions: 'Acțiuni',
    save: 'Salvează',
    allRequired: 'Toate câmpurile sunt obligatorii.',
    registrationInvalid:
      'Numărul de înregistrare trebuie să fie un număr de la Registrul Comerțului (ex. J40/1234/2020 sau J2024012345005) sau un CUI valid.',
    duplicateRegistration: 'Există deja o companie cu acest număr de înregistrare.',
    frequencyRange: 'Frecvența trebuie să fie un număr întreg de luni, între 1 și 12.',
    added: 'Compania a fost adăugată cu succes!',
    addFailure: 'A apărut o eroare la adăugare. Încearcă din nou.',
    frequencyUpdated: 'Frecvența instruirii periodice a fost actualizată.',
    deleted: 'Compania a fost ștearsă cu succes!',
    deleteFailure: 'Eroare la ștergerea companiei.',
    deleteTitle: 'Șterge compania',
    deleteConfirm: (name: string) =>
      `Ești sigur că vrei să ștergi compania ${name}? Conturile utilizatorilor ei vor fi șterse și nu se vor mai putea autentifica. Dacă vrei doar să nu o mai vezi, arhiveaz-o: o poți restaura oricând.`,
    hasRecords:
      'Compania are fișe de instruire păstrate pe platformă și nu poate fi ștearsă. Descarcă arhiva ZIP a companiei, șterge istoricul companiei, apoi încearcă din nou.',
    notFound: 'Compania nu a fost găsită.',
    empty: 'Nu există încă nicio companie.',
    noneAvailable: 'Nicio companie disponibilă',
    months: (count: number) => countOf(count, 'lună', 'luni'),
    phone: 'Telefon',
    email: 'E-mail',
    representative: 'Reprezentant',
    phoneInvalid:
      'Telefonul are 6-15 cifre și poate conține spații, puncte, liniuțe, paranteze și + la început.',
    simpleSignatureLabel: 'Permite semnătura electronică simplă (cod trimis pe e-mail)',
    simpleSignatureDescription:
      'Un semnatar fără cheie de acces (cursant, administrator sau conducător al locului de muncă al acestei companii, sau tu) semnează fișele companiei cu semnătură electronică simplă, după un cod de unică folosință trimis pe adresa sa de e-mail. Dacă o refuzi, fișele companiei se semnează numai cu cheia de acces a fiecărui semnatar (semnătură electronică avansată); cine nu are una este trimis să o adauge pe pagina de profil.',
    simpleSignatureInvalid: 'Alege dacă semnătura electronică simplă este permisă.',
    nothingToChange: 'Nu ai schimbat nimic.',
    changedMeanwhile: 'Compania tocmai a fost modificată de altcineva. Reîncarcă pagina și încearcă din nou.',
    updated: 'Datele companiei au fost salvate.',
    updateFailure: 'Datele companiei nu au putut fi salvate. Încearcă din nou.',
    archiveFailure: 'Compania nu a putut fi arhivată sau restaurată. Încearcă din nou.',
    contact: 'Contact',
    noContact: 'Contact necompletat',
    edit: 'Editează',
    editTitle: (name: string) => `Editează ${name}`,
    archive: 'Arhivează',
    archiveTitle: 'Arhivează compania',
    archiveConfirm: (name: string) =>
      `Arhivezi compania ${name}? Nu va mai apărea în liste, în remindere și în lucrările zilnice. Fișele, documentele și conturile ei rămân păstrate, iar compania poate fi restaurată oricând.`,
    archived: 'Compania a fost arhivată.',
    alreadyArchived: 'Compania este deja arhivată.',
    restore: 'Restaurează',
    restored: 'Compania a fost restaurată.',
    notArchived: 'Compania nu este arhivată.',
    archivedLabel: 'Arhivată',
    archivedSince: (date: string) => `Arhivată din ${date}`,
    archivedRefused: 'Compania este arhivată. Restaureaz-o mai întâi.',
    deleteTypeName: (name: string) => `Pentru confirmare, scrie numele companiei: ${name}`,
    deleteNameLabel: 'Numele companiei',
    deleteNameMismatch: 'Numele scris nu este exact numele companiei. Compania nu a fost ștearsă.',
    registerTitle: 'Registrul companiilor',
    search: 'Caută după denumire sau CUI',
    showArchived: 'Arhivate',
    showActive: 'Active',
    noMatch: 'Nicio companie nu corespunde căutării.',
    total: (count: number) => countOf(count, 'companie', 'companii'),
    workers: 'Lucrători',
    workerCount: (count: number) => countOf(count, 'lucrător', 'lucrători'),
    noWorkers: 'Fără lucrători',
    statusPending: 'Situația se calculează',
    page: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    previous: 'Înapoi',
    next: 'Înainte',
    select: (name: string) => `Selectează ${name}`,
    selected: (count: number) => `${countOf(count, 'companie selectată', 'companii selectate')}`,
    searchInvalid: 'Căutarea are cel mult 100 de caractere.',
    pageInvalid: 'Pagina trebuie să fie un număr întreg pozitiv.',
  },
  /** Assigning a course to many client companies in one action. */
  bulkAssign: {
    title: 'Asignează un curs mai multor companii',
    open: 'Asignează un curs',
    course: 'Cursul',
    chooseCourse: 'Alege cursul',
    target: 'Cui',
    targetSelected: (count: number) => `Companiile selectate (${count})`,
    targetAll: 'Toate companiile active',
    targetSearch: (search: string) => `Companiile găsite pentru „${search}”`,
    restartOpen: 'Reîncepe cursul și unde runda anterioară nu e finalizată',
    preview: (companies: number, people: number) =>
      `Cursul va ajunge la ${countOf(people, 'persoană', 'persoane')} din ${countOf(companies, 'companie', 'companii')}.`,
    previewAlready: (count: number) =>
      `${countOf(count, 'companie are', 'companii au')} deja cursul asignat: ${count === 1 ? 'o sări' : 'le sări'} dacă runda nu e finalizată de toți.`,
    previewButton: 'Vezi pe cine atinge',
    confirm: 'Confirmă asignarea',
    finish: 'Gata',
    done: (companies: number, people: number) =>
      `Cursul a fost asignat: ${countOf(people, 'persoană', 'persoane')} din ${countOf(companies, 'companie', 'companii')}.`,
    skipped: (count: number) =>
      `${countOf(count, 'companie a fost sărită', 'companii au fost sărite')}, pentru că runda anterioară nu e finalizată de toți:`,
    skippedCompany: (name: string, open: number) =>
      `${name}: ${countOf(open, 'persoană nu a', 'persoane nu au')} finalizat runda anterioară`,
    noCompanies: 'Nicio companie de asignat.',
    companyIdsRequired: 'Alege cel puțin o companie.',
    tooManyCompanies: (max: number) =>
      `Alege cel mult ${countOf(max, 'companie', 'companii')} într-o cerere.`,
    targetRequired: 'Alege companiile selectate sau toate companiile.',
    requestIdInvalid: 'Cererea nu are un identificator valid. Reîncarcă pagina.',
    companyMissing: 'Una dintre companiile alese nu a fost găsită sau este arhivată.',
    progress: (done: number, total: number) =>
      `Se asignează: ${done} din ${countOf(total, 'companie', 'companii')}…`,
    interrupted: (done: number, total: number) =>
      `Asignarea s-a oprit după ${done} din ${countOf(total, 'companie', 'companii')}. Apasă din nou „Confirmă asignarea” pentru a continua: nicio companie nu primește cursul de două ori.`,
  },
  people: {
    username: 'Nume utilizator',
    password: 'Parolă',
    firstName: 'Prenume',
    lastName: 'Nume',
    email: 'Email',
    emailOptional:
      'Opțional. Cine nu are email intră cu parola de pe fișa de acces și cere o parolă nouă administratorului sau firmei SSM.',
    birthDate: 'Data nașterii',
    hireDate: 'Data angajării',
    address: 'Adresa de domiciliu',
    jobTitle: 'Funcție',
    birthPlace: 'Locul nașterii',
    workplace: 'Locul de muncă',
    qualification: 'Calificarea',
    manager: 'Conducătorul locului de muncă',
    noManager: 'Nestabilit',
    isWorkplaceManager: 'Este conducător al locului de muncă (semnează instruirile subordonaților)',
    managerInvalid:
      'Conducătorul locului de muncă trebuie să fie o persoană activă a aceleiași companii: un administrator sau un angajat marcat drept conducător al locului de muncă.',
    managerIsSelf: 'O persoană nu poate fi propriul conducător al locului de muncă.',
    language: 'Limba instruirii',
    languageHint:
      'Limba în care persoana deschide cursurile care au o versiune în ea și în care vede ecranele de instruire; fișa rămâne în română.',
    languageInvalid:
      'Limba instruirii este una din cele oferite: română, engleză, nepaleză, sinhaleză, hindi, vietnameză.',
    role: 'Rol',
    company: 'Companie',
    save: 'Salvează Utilizator',
    allRequired: 'Completează toate câmpurile obligatorii.',
    added: 'Utilizatorul a fost adăugat cu succes!',
    addFailure: 'A apărut o eroare la adăugare. Verifică datele și încearcă din nou.',
    usernameTaken: 'Numele de utilizator este deja folosit.',
    usernameFormat: 'Numele de utilizator are 3-150 caractere: litere, cifre și . _ - @ (fără spații).',
    birthDateInFuture: 'Data nașterii nu poate fi în viitor.',
    temporaryPasswordTitle: 'Parolă temporară',
    temporaryPasswordHint:
      'Notează sau copiază parola acum: nu va mai fi afișată. Utilizatorul o schimbă din profil după prima autentificare.',
    copy: 'Copiază',
    copied: 'Copiat',
    continueToDashboard: 'Continuă la panou',
    manageUsers: 'Gestionare utilizatori',
    importUsers: 'Import angajați',
    deleteTitle: 'Șterge utilizator',
    filterByUsername: 'Caută după numele de utilizator',
    chooseUser: 'Alege utilizatorul',
    chooseCompany: 'Alege compania',
    noUsers: 'Niciun utilizator disponibil',
    deleteConfirm: (username: string) =>
      `Ești sigur că vrei să ștergi utilizatorul ${username}? Nu se va mai putea autentifica.`,
    deleted: 'Utilizator șters cu succes!',
    deleteFailure: 'Eroare la ștergere utilizator.',
    notFound: 'Utilizatorul nu a fost găsit.',
    editTitle: 'Editează utilizatorul',
    peopleTitle: 'Persoanele companiei',
    actions: 'Acțiuni',
    searchPeople: 'Caută după nume sau utilizator',
    noPeopleFound: 'Nicio persoană găsită.',
    sheetDataTitle: 'Date lipsă pentru fișa individuală',
    sheetDataMissing: (count: number) =>
      count === 1
        ? 'O persoană nu are toate datele pe care le tipărește fișa individuală de instruire. Completează-le cu Editează înainte de prima semnătură.'
        : `${count} persoane nu au toate datele pe care le tipărește fișa individuală de instruire. Completează-le cu Editează înainte de prima semnătură.`,
    sheetDataMissingFor: (fields: string) => `Lipsește: ${fields}`,
    peopleLoadFailure: 'Lista persoanelor nu a putut fi încărcată.',
    editPerson: (name: string) => `Editează: ${name}`,
    edit: 'Editează',
    saveChanges: 'Salvează modificările',
    updated: 'Datele utilizatorului au fost salvate.',
    updateFailure: 'Modificările nu au fost salvate. Verifică datele și încearcă din nou.',
    adminKeepsCompanyAndRole: 'Un administrator nu poate schimba compania sau rolul unui utilizator.',
    adminEditsEmployeesOnly:
      'Un administrator poate modifica doar datele angajaților companiei sale, nu și ale altor administratori.',
    changedMeanwhile: 'Utilizatorul a fost modificat între timp. Redeschide formularul și încearcă din nou.',
    roleChangeEndsSessions:
      'Schimbarea rolului sau a companiei închide toate sesiunile utilizatorului: se va autentifica din nou.',
    signedRecordsUnchanged:
      'Documentele deja semnate păstrează datele de la momentul semnării; fișa individuală se regenerează cu datele noi.',
    invitationSubject: 'Contul tău pe platforma de instruire SSM și PSI',
  },
  /** A course's versions in other languages (docs/product.md, training in the worker's language). */
  courseVersions: {
    title: 'Versiuni în alte limbi',
    intro:
      'Adaugă materialul tradus pentru lucrătorii care nu citesc românește: fiecare versiune își păstrează amprenta, iar fișa arată limba instruirii.',
    none: 'Cursul există doar în română.',
    language: 'Limba',
    chooseLanguage: 'Alege limba',
    versionTitle: 'Titlul în limba versiunii',
    file: 'PDF-ul tradus',
    add: 'Adaugă versiunea',
    replace: 'Salvează versiunea',
    remove: 'Șterge versiunea',
    removeConfirm: (language: string) => `Ștergi versiunea în ${language}? Fișele deja semnate o păstrează.`,
    removed: 'Versiunea a fost ștearsă.',
    saved: 'Versiunea a fost salvată.',
    fingerprint: 'Amprenta (SHA-256)',
    quizTranslated: 'Testul tradus',
    quizMissing: 'Testul nu e tradus: lucrătorul primește întrebările în română.',
    quizStale: 'Testul s-a schimbat după traducere: traduce-l din nou.',
    translateQuiz: 'Traduce testul',
    quizTranslation: (language: string) => `Testul în ${language}`,
    quizTranslationHint:
      'Aceleași întrebări, în aceeași ordine, cu răspunsurile în aceeași ordine: răspunsul corect rămâne cel din testul în română.',
    saveQuiz: 'Salvează traducerea testului',
    quizSaved: 'Traducerea testului a fost salvată.',
    fileRequired: 'Alege PDF-ul versiunii.',
    titleRequired: 'Scrie titlul versiunii.',
    notAVersionLanguage:
      'Limba aleasă nu e una din cele oferite: engleză, nepaleză, sinhaleză, hindi, vietnameză.',
    versionMissing: 'Cursul nu are o versiune în această limbă.',
    noQuizToTranslate: 'Cursul nu are încă un test: salvează întâi testul în română.',
    quizMismatch: (count: number) =>
      `Traducerea are exact întrebările testului în română, în aceeași ordine: ${count} întrebări a câte 4 răspunsuri.`,
    changedMeanwhile: 'Versiunea a fost modificată între timp. Reîncarcă pagina și încearcă din nou.',
  },
  /** The printable access sheet: a cut-out card per person with their username and temporary password. */
  accessSheet: {
    title: 'Fișe de acces',
    pageHint: (page: number, pages: number) =>
      `Decupează pe liniile punctate și dă fiecărui angajat biletul lui. Pagina ${page} din ${pages}.`,
    username: 'Utilizator',
    password: 'Parolă temporară',
    signInAt: 'Intră la',
    afterSignIn: 'Parola este temporară: după ce intri, alege-ți una nouă (Profil → Schimbă parola).',
    forgotten:
      'Ai uitat parola? Cere una nouă administratorului companiei tale sau firmei SSM: îți dau pe loc o fișă nouă.',
    download: 'Tipărește fișa de acces (PDF)',
    downloadFailure: 'Fișa de acces nu a putut fi generată. Încearcă din nou.',
    fileName: (company: string) => `Fise de acces ${company}.pdf`,
    peopleRequired: 'Alege cel puțin o persoană pentru fișa de acces.',
  },
  /** An owner or admin resetting a person's password, deactivating and reactivating them. */
  accountAccess: {
    resetPassword: 'Resetează parola',
    resetPasswordOf: (name: string) => `Resetează parola: ${name}`,
    resetConfirm: (username: string) =>
      `Utilizatorul ${username} primește o parolă temporară nouă: parola lui actuală nu mai funcționează, toate sesiunile lui se închid, iar la următoarea autentificare își va alege o parolă nouă.`,
    resetDone: 'Parola a fost resetată.',
    resetFailure: 'Parola nu a putut fi resetată.',
    temporaryPasswordOnce:
      'Parola temporară este afișată o singură dată: copiaz-o acum și transmite-o persoanei. La prima autentificare își va alege o parolă nouă.',
    adminResetsEmployeesOnly: 'Un administrator poate reseta doar parola angajaților companiei sale.',
    passwordChangeRequired: 'Contul are o parolă temporară: schimbă parola înainte de a continua.',
    forcedChangeIntro: 'Contul tău are o parolă temporară. Alege o parolă nouă pentru a continua.',
    temporaryPassword: 'Parola temporară',
    status: 'Stare',
    active: 'Activ',
    deactivated: 'Dezactivat',
    deactivate: 'Dezactivează',
    reactivate: 'Reactivează',
    deactivateOf: (name: string) => `Dezactivează: ${name}`,
    reactivateOf: (name: string) => `Reactivează: ${name}`,
    deactivateConfirm: (username: string) =>
      `Utilizatorul ${username} nu se va mai putea autentifica, sesiunile lui se închid și nu mai primește reînrolări sau mementouri. Documentele semnate și istoricul lui rămân. Îl poți reactiva oricând.`,
    reactivateConfirm: (username: string) =>
      `Utilizatorul ${username} se va putea autentifica din nou și reintră în reînrolări, mementouri și situația instruirilor.`,
    deactivatedDone: 'Utilizatorul a fost dezactivat.',
    reactivatedDone: 'Utilizatorul a fost reactivat.',
    activeChangeFailure: 'Starea utilizatorului nu a putut fi schimbată.',
    cannotDeactivateSelf: 'Nu îți poți dezactiva propriul cont.',
    accountDeactivated:
      'Contul tău a fost dezactivat. Pentru reactivare, contactează administratorul companiei sau responsabilul SSM.',
    companyArchived:
      'Compania ta este arhivată, așa că nu te poți autentifica. Contactează consultantul SSM al companiei.',
    deleteOffersDeactivation:
      'Ștergerea este definitivă. Dacă persoana doar a plecat din companie, dezactiveaz-o: documentele și istoricul rămân, iar contul poate fi reactivat.',
  },
  /** What the import tells about the file itself: how it was read, its columns, what broke in it. */
  importFile: {
    encodingRead: (encoding: string) => `Fișier citit ca ${encoding}.`,
    encodings: {
      'utf-8': 'text UTF-8',
      'utf-8-bom': 'text UTF-8 cu BOM',
      'utf-16le': 'text Unicode (UTF-16 LE)',
      'utf-16be': 'text Unicode (UTF-16 BE)',
      'windows-1250': 'text Windows-1250 (Europa Centrală)',
      xlsx: 'registru Excel (XLSX)',
      ods: 'foaie de calcul OpenDocument (ODS, LibreOffice)',
    },
    headerRowFound: (row: number) =>
      `Capul de tabel este pe rândul ${row}; rândurile de deasupra lui (titlul) nu se importă.`,
    unknownColumnsTitle: 'Coloane nerecunoscute',
    unknownColumnsHint:
      'Importul nu recunoaște aceste coloane. Alege pentru fiecare câmpul în care se citește sau „Ignoră coloana”, apoi previzualizează din nou: nicio coloană nu se pierde fără alegerea ta.',
    columnChoice: (header: string) => `Coloana „${header}”`,
    columnNumber: (column: string) => `coloana ${column} (fără nume)`,
    chooseColumn: 'Alege ce conține',
    ignoreColumn: 'Ignoră coloana',
    unknownColumnsUnresolved: (headers: string) =>
      `Alege ce conține fiecare coloană nerecunoscută sau ignor-o explicit: ${headers}.`,
    missingColumnsBesideUnknown: (missing: string, unknown: string) =>
      `Lipsesc coloanele obligatorii: ${missing}. Coloane nerecunoscute: ${unknown}; redenumește-le în fișier cu numele cerute.`,
    columnsInvalid: 'Alegerea coloanelor nu este validă.',
    fieldFromTwoColumns: (field: string) => `Câmpul „${field}” nu poate fi citit din două coloane.`,
    lostDiacritics:
      'Textul conține „?” sau caractere stricate în locul diacriticelor: fișierul a fost salvat fără ele. Salvează-l ca „CSV UTF-8” sau XLSX și încarcă-l din nou.',
    dateNonexistent: 'Dată inexistentă: ziua nu există în calendar.',
    dateMonthFirst: (written: string, example: string) =>
      `Data „${written}” nu se poate citi sigur: coloana are și date scrise lună/zi/an (de exemplu „${example}”), deci „${written}” poate însemna oricare dintre două zile. Scrie datele coloanei ca ZZ.LL.AAAA (de exemplu 03.04.1985) și încarcă din nou fișierul.`,
    datesRead: 'Datele citite',
    datesReadHint:
      'Datele scrise cu „/” sau „.” se citesc zi/lună/an: 3/4/1985 este 3 aprilie 1985. Verifică în coloana „Datele citite” că fiecare dată este cea din fișier.',
    monthNames: MONTH_NAMES,
    unpacksTooLarge:
      'Fișierul se despachetează în prea multe date pentru un import. Păstrează în el doar foaia cu angajații și încearcă din nou.',
  },
  /** The firm's workers: every worker of every client company in one list. */
  firmWorkers: {
    title: 'Lucrătorii firmei',
    intro: 'Toți lucrătorii tuturor companiilor, cei mai urgenți primii.',
    overdueLink: 'Lucrătorii cu instruirea expirată, pe companii',
    filters: 'Filtre',
    status: 'Stare',
    allStatuses: 'Toate stările',
    domain: 'Domeniu',
    bothDomains: 'SSM și PSI-SU',
    company: 'Companie',
    allCompanies: 'Toate companiile',
    dueWithin: 'Termen în următoarele (zile)',
    search: 'Caută după nume',
    countOf: (label: string, count: number) => `${label}: ${count}`,
    total: (count: number) => countOf(count, 'lucrător', 'lucrători'),
    empty: 'Niciun lucrător nu corespunde filtrelor.',
    name: 'Nume',
    dueDate: 'Termen',
    daysLeft: 'Zile',
    noDueDate: 'fără termen',
    companiesTitle: 'Pe companii',
    /** Under the first companies of a long list, so that the workers stay near on a phone. */
    companiesShowAll: (count: number) => `Arată toate cele ${countOf(count, 'companie', 'companii')}`,
    companyCount: (workers: number, overdue: number) =>
      overdue > 0
        ? `${countOf(workers, 'lucrător', 'lucrători')}, ${countOf(overdue, 'expirat', 'expirați')}`
        : countOf(workers, 'lucrător', 'lucrători'),
    course: 'Curs',
    allCourses: 'Toate cursurile',
    phase: 'Etapa instruirii',
    allPhases: 'Toate etapele',
    manager: 'Conducătorul direct',
    allManagers: 'Toți conducătorii',
    managerNeedsCompany: 'Alege întâi compania.',
    missingData: 'Doar cei cu date lipsă în fișă',
    missingDataBadge: 'Date lipsă',
    exportCsv: 'Exportă CSV',
    exportXlsx: 'Exportă XLSX',
    exportFailure: 'Exportul nu a putut fi făcut. Încearcă din nou.',
    loadFailure: 'Lista lucrătorilor nu a putut fi încărcată. Încearcă din nou.',
    csvHeader: [
      'Nume',
      'Prenume',
      'Companie',
      'Domeniu',
      'Etapa',
      'Stare',
      'Termen',
      'Zile rămase',
      'SSM',
      'PSI-SU',
      'Date lipsă în fișă',
    ],
    yes: 'da',
    no: 'nu',
    bulkCursorInvalid: 'Locul de continuare trimis nu este valid. Pornește acțiunea din nou.',
    bulkTitle: 'Pe toți lucrătorii filtrului',
    bulkIntro: (count: number) =>
      `Acțiunile de mai jos privesc toți cei ${countOf(count, 'lucrător', 'lucrători')} ai filtrului, de pe toate paginile.`,
    bulkCourse: 'Cursul de asignat',
    bulkCourseNone: 'Alege cursul',
    bulkAssign: 'Asignează cursul',
    bulkRemind: 'Trimite un memento',
    bulkAssignConfirm: (count: number, title: string) =>
      `Asignezi cursul „${title}” celor ${countOf(count, 'lucrător', 'lucrători')} ai filtrului? Cine îl are deja asignat și nefinalizat este sărit.`,
    bulkRemindConfirm: (count: number) =>
      `Trimiți un memento pe email celor ${countOf(count, 'lucrător', 'lucrători')} ai filtrului? Cine a oprit mementourile sau a primit deja un email de instruire azi nu îl primește.`,
    bulkConfirm: 'Confirmă',
    bulkCancel: 'Renunță',
    bulkProgress: (done: number, total: number) => `${done} din ${total} lucrători`,
    bulkFailure:
      'Acțiunea s-a oprit înainte de final. Ce s-a făcut rămâne; pornește-o din nou pentru restul.',
    bulkAssigned: (assigned: number, skipped: number, failed: number) =>
      [
        `Cursul a fost asignat: ${countOf(assigned, 'lucrător', 'lucrători')}.`,
        skipped > 0 ? `Săriți (îl aveau deja, nefinalizat): ${skipped}.` : '',
        failed > 0 ? `Neatinși (șterși sau mutați între timp): ${failed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    bulkReminded: (outcome: {
      sent: number;
      without_email: number;
      reminders_off: number;
      already_today: number;
      nothing_due: number;
      failed: number;
    }) =>
      [
        `Mementouri trimise: ${outcome.sent}.`,
        outcome.without_email > 0 ? `Fără email: ${outcome.without_email}.` : '',
        outcome.reminders_off > 0 ? `Au oprit mementourile: ${outcome.reminders_off}.` : '',
        outcome.already_today > 0 ? `Au primit deja un email azi: ${outcome.already_today}.` : '',
        outcome.nothing_due > 0 ? `Fără nimic scadent: ${outcome.nothing_due}.` : '',
        outcome.failed > 0 ? `Netrimise (eroare la trimitere): ${outcome.failed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    printSheets: 'Tipărește fișele',
    printSheetsIntro: (limit: number) =>
      `O arhivă ZIP cu fișa individuală a fiecărui lucrător al filtrului, pe foldere pe companii, și un index al celor incluse și al celor lipsă (cel mult ${limit} de lucrători o dată).`,
    printSheetsProgress: (percent: number) => `Se pregătesc fișele: ${percent}%`,
    printSheetsReady: (sheets: number, missing: number) =>
      `Arhiva cuprinde ${countOf(sheets, 'fișă', 'fișe')}${missing > 0 ? `; lipsesc ${missing} (vezi index.csv)` : ''}.`,
    printSheetsDownload: 'Descarcă arhiva fișelor',
    printSheetsFailure: 'Fișele nu au putut fi pregătite. Încearcă din nou.',
    printSheetsEmpty: 'Niciun lucrător nu corespunde filtrului: nu există fișe de tipărit.',
    printSheetsTooMany: (count: number, limit: number) =>
      `Filtrul cuprinde ${countOf(count, 'lucrător', 'lucrători')}; se pot tipări cel mult ${limit} de fișe o dată. Restrânge filtrul, de exemplu la o companie sau la o stare.`,
    /** The downloaded ZIP's name: the day it was made. */
    printSheetsZipFileName: (date: string) => `Fise individuale ${date}.zip`,
    /** index.csv of the fișe ZIP. */
    printSheetsIndexHeader: [
      'Compania',
      'Nume',
      'Prenume',
      'Utilizator',
      'Domeniul',
      'Situația',
      'Fișierul',
      'Observații',
    ],
    printSheetsIncluded: 'inclusă',
    printSheetsMissing: 'lipsă',
    printSheetsSealed: 'fișă sigilată electronic',
    printSheetsForInk: 'fișă precompletată, de semnat olograf (nicio scanare încărcată)',
    printSheetsScan: 'scanarea fișei semnate olograf',
    printSheetsNoTrainings: 'nicio instruire semnată în acest domeniu',
    printSheetsGone: 'lucrătorul nu mai este activ într-o companie a firmei',
    filterInvalid: 'Filtrul ales nu este valid.',
    dueWithinInvalid: 'Numărul de zile trebuie să fie un număr întreg între 0 și 3650.',
    pageInvalid: 'Pagina cerută nu este validă.',
  },
  monthPlan: {
    title: 'Planul lunii',
    link: 'Planul lunii: ce ajunge la termen, pe clienți',
    intro:
      'Instruirile care ajung la termen în luna aleasă, pe clienți, de tipărit pentru vizita la fiecare.',
    month: 'Luna',
    monthInvalid: 'Luna trebuie să fie de forma AAAA-LL (de exemplu 2026-12).',
    companyRequired: 'Alege compania al cărei plan îl tipărești.',
    empty: 'Nimic nu ajunge la termen în luna aleasă.',
    printPdf: 'Tipărește planul (PDF)',
    printFailure: 'PDF-ul nu a putut fi făcut. Încearcă din nou.',
    loadFailure: 'Planul lunii nu a putut fi încărcat. Încearcă din nou.',
    monthLabel: (month: string) => {
      const [year, number] = month.split('-');
      return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year}`;
    },
    pdfTitle: (company: string) => `Planul instruirilor: ${company}`,
    pdfSubtitle: (month: string, count: number) =>
      `Ajung la termen în ${month}: ${countOf(count, 'instruire', 'instruiri')}`,
    columns: ['Lucrător', 'Domeniu', 'Instruire', 'Termen', 'Stare'],
    fileName: (company: string, month: string) => `plan-${month}-${company}.pdf`,
    itemCount: (count: number) => countOf(count, 'instruire', 'instruiri'),
  },
  userImport: {
    title: 'Import angajați',
    intro:
      'Încarcă un fișier CSV, XLSX sau ODS cu un angajat pe rând, sub un rând cu numele coloanelor (rândurile de titlu de deasupra lui se sar). Obligatorii: Nume utilizator, Prenume, Nume. Cine are email primește o invitație; pentru ceilalți tipărești după import fișa de acces.',
    downloadTemplate: 'Descarcă modelul CSV',
    file: 'Fișier CSV, XLSX sau ODS',
    preview: 'Previzualizează',
    import: 'Importă rândurile valide',
    row: 'Rând',
    status: 'Stare',
    errors: 'Erori',
    statusNew: 'Nou',
    statusExisting: 'Există deja',
    statusInvalid: 'Cu erori',
    showRows: 'Arată rândurile',
    allRows: 'Toate',
    rowsShown: (from: number, to: number, total: number) => `Rândurile ${from}–${to} din ${total}`,
    summary: (created: number, existing: number, invalid: number) =>
      `${countOf(created, 'utilizator nou', 'utilizatori noi')}, ${countOf(existing, 'existent', 'existenți')}, ${countOf(invalid, 'rând cu erori', 'rânduri cu erori')}.`,
    progress: (done: number, total: number) => `Se importă: ${done} din ${total} rânduri noi…`,
    imported: (count: number) =>
      count === 1
        ? 'A fost importat 1 utilizator.'
        : `Au fost importați ${countOf(count, 'utilizator', 'utilizatori')}.`,
    stopped: (done: number, total: number) =>
      `Importul s-a oprit după ${done} din ${total} rânduri noi. Cei importați au rămas; „Continuă importul” îi sare și îi adaugă pe ceilalți.`,
    resume: 'Continuă importul',
    nothingToImport: 'Fișierul nu conține niciun rând nou valid.',
    downloadPasswords: 'Descarcă parolele temporare (CSV)',
    downloadAccessSheet: 'Tipărește fișa de acces (PDF)',
    passwordsHint:
      'Parolele temporare se pot descărca doar acum, o singură dată. Păstrează fișierele în siguranță și predă fiecărui angajat parola lui: fișa de acces are câte un bilet de decupat pentru fiecare, cu adresa de autentificare și un cod QR.',
    invitationsSent: (count: number) =>
      count === 0
        ? 'Nicio persoană importată nu are email: predă-le fișa de acces.'
        : `${countOf(count, 'persoană cu email primește', 'persoane cu email primesc')} în următoarele minute invitația de a-și alege parola; ceilalți intră cu parola de pe fișa de acces.`,
    passwordsFileName: 'parole-temporare.csv',
    existingUsernames: 'Utilizatori existenți (nemodificați):',
    recoveredUsernames:
      'Creați de lotul întrerupt, fără parolă afișată atunci; au primit acum o parolă temporară nouă, în fișierele de mai sus (și invitația, cei cu email):',
    chooseFile: 'Alege un fișier CSV, XLSX sau ODS.',
    companyRequired: 'Alege compania în care se importă utilizatorii.',
    unreadable: 'Fișierul nu poate fi citit. Încarcă un fișier CSV (UTF-8), XLSX sau ODS.',
    noRows: 'Fișierul nu conține niciun rând de date.',
    tooManyRows: (max: string) => `Fișierul are prea multe rânduri (cel mult ${max} într-un import).`,
    missingColumns: (columns: string) => `Lipsesc coloanele obligatorii: ${columns}.`,
    duplicateInFile: 'Numele de utilizator apare de mai multe ori în fișier.',
    usernameInAnotherCompany: 'Numele de utilizator este deja folosit.',
    roleInvalid: 'Rolul trebuie să fie „angajat” sau „administrator”.',
    dateInvalid: 'Data trebuie scrisă ca AAAA-LL-ZZ sau ZZ.LL.AAAA.',
    rowRangeInvalid: 'Intervalul de rânduri al importului nu este valid.',
    /** The direct manager and the workplace-manager mark (docs/domain.md, signers per phase). */
    workplaceManagerColumn: 'Conducător al locului de muncă (da/nu)',
    workplaceManagerMarkInvalid: 'Scrie „da” sau „nu” în coloana Conducător al locului de muncă.',
    managerUnknown: (reference: string) =>
      `Conducătorul „${reference}” nu este o persoană a companiei. Scrie numele de utilizator, adresa de email sau numele complet al unei persoane din companie sau din fișier.`,
    managerAmbiguous: (reference: string) =>
      `„${reference}” se potrivește cu mai multe persoane ale companiei. Scrie numele de utilizator sau adresa de email a conducătorului.`,
    managerCannotSign: (reference: string) =>
      `„${reference}” nu poate fi conducător al locului de muncă: trebuie să fie un administrator activ sau o persoană marcată drept conducător al locului de muncă.`,
    managerInLaterBatch: (reference: string) =>
      `Conducătorul „${reference}” se importă într-un lot următor. Importă din nou fișierul după încheiere: rândul va fi adăugat atunci.`,
    managerNotCreated: (reference: string) =>
      `Conducătorul „${reference}” nu a putut fi importat, așa că nici acest rând nu a fost adăugat.`,
  },
} as const;
