export const userManagement = {
  title: 'Adaugă utilizator',
} as const;
