/**
 * What every signer agrees to about an advanced signature (docs/domain.md, eIDAS: advanced and
 * qualified signatures): its link to the signer and the record, and its legal effect.
 */
const advancedSignatureEffect =
  'Înțeleg că semnătura făcută cu cheia mea de acces este o semnătură electronică avansată (art. 26 din Regulamentul (UE) nr. 910/2014 – eIDAS): este legată în mod unic de mine, este creată cu o cheie aflată numai sub controlul meu și este legată de conținutul fișei, astfel încât orice modificare ulterioară a fișei poate fi detectată. Fără cheie de acces, semnătura este una electronică simplă, legată de contul meu și confirmată cu codul trimis pe adresa mea de e-mail. Legea nr. 319/2006 și normele ei de aplicare admit fișa semnată electronic; efectul juridic al unei semnături olografe îl are, potrivit art. 25 din eIDAS, doar semnătura electronică calificată.';

/** What every signer agrees to keep with the signature. */
const signatureRecordKeeping =
  'Sunt de acord ca semnătura, data și ora semnării, adresa IP și browserul folosit să fie păstrate pentru verificări legale, cât timp se păstrează fișa de instruire.';

export const signing = {
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
} as const;
