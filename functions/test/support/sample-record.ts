import type { RecordContent } from '../../src/records/data/records';

/** A record with every Romanian diacritic in its names, for tests that need no database. */
export function buildSampleRecord(overrides: Partial<RecordContent> = {}): RecordContent {
  return {
    document_id: '01JD7Z8Q0000000000000000AB',
    firm: {
      id: '01JD7Z8Q0000000000000000F1',
      name: 'Prevenția SSM Consult SRL',
      cui: '18547290',
      reg_com: 'J40/1234/2015',
      address: 'Str. Doamnei nr. 12, București',
    },
    company: {
      id: '01JD7Z8Q0000000000000000C1',
      name: 'Construcții Brașov SRL',
      registration_number: 'J08/456/2012',
      address: 'Str. Lungă nr. 30, Brașov',
    },
    trainee: {
      id: '01JD7Z8Q0000000000000000U1',
      role: 'employee',
      username: 'stefan.taranescu',
      first_name: 'Ștefan',
      last_name: 'Țărănescu',
      email: 'stefan.taranescu@example.ro',
      birth_date: '1990-11-02',
      hire_date: '2019-03-15',
      job_title: 'Zidar',
      address: 'Str. Zizinului nr. 14, Brașov',
    },
    course: {
      id: '01JD7Z8Q0000000000000000K1',
      title: 'Lucrul la înălțime și schelele',
      category: 'SSM',
      subcategory: 'periodica',
      duration_minutes: 120,
      file_sha256: 'a7948bb496a29d0ce9450c6aecf08f459f93c951b964b57059d9516e5a0a2c7a',
    },
    quiz_score: 100,
    completed_at: '2026-11-22T08:15:00.000Z',
    study: {
      opened_at: '2026-11-22T07:30:00.000Z',
      studied_seconds: 6300,
      pages_seen: 24,
      page_count: 24,
    },
    ...overrides,
  };
}
