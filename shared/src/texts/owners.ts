export const owners = {
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
} as const;
