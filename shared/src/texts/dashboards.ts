export const dashboards = {
  owner: 'Panoul firmei SSM',
  admin: 'Panou administrator',
  employee: 'Panou angajat',
  superowner: 'Panoul platformei',
  welcome: (name: string) => `Bun venit, ${name}!`,
} as const;
