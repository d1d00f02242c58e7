/** /verificare given a PDF: its embedded seal, then the record behind it. */
export const pdfVerification = {
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
} as const;
