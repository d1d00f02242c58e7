export const notFound = {
  title: 'Pagina nu a fost găsită',
  backToLogin: 'Înapoi la autentificare',
} as const;
