import { countOf } from './wording';

export const common = {
  appName: 'Platforma SSM & PSI',
  loading: 'Se încarcă...',
  logout: 'Deconectare',
  profile: 'Profil',
  backToDashboard: 'Înapoi la panou',
  cancel: 'Anulează',
  /** A text field's length as it nears its limit, e.g. "120 / 150 de caractere". */
  characterCount: (length: number, limit: number) => `${length} / ${countOf(limit, 'caracter', 'caractere')}`,
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
} as const;
