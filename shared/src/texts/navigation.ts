/** The workspace's navigation and its focused pages (docs/product.md, Workspace navigation). */
export const navigation = {
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
} as const;
