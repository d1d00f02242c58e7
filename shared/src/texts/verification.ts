export const verification = {
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
} as const;
