import { MONTH_NAMES } from './wording';

/** What the import tells about the file itself: how it was read, its columns, what broke in it. */
export const importFile = {
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
} as const;
