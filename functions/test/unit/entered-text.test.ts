import { describe, expect, it } from 'vitest';
import { normalizeEnteredFields } from '../../src/http/entered-text';

describe('text entering through a request', () => {
  it('is written with the comma below and composed, at any depth', () => {
    const body = {
      first_name: 'Ştefan',
      company: { name: 'Ţesătoria S\u0327tei' },
      document_ids: ['a', 'ş'],
      duration: 30,
      active: true,
      note: null,
    };

    expect(normalizeEnteredFields(body)).toEqual({
      first_name: 'Ștefan',
      company: { name: 'Țesătoria Ștei' },
      document_ids: ['a', 'ș'],
      duration: 30,
      active: true,
      note: null,
    });
  });

  it('reaches the fields of an object without a prototype, as the multipart parser builds them', () => {
    const form = Object.assign(Object.create(null), { columns: '{"Funcţia":"job_title"}' });

    expect(normalizeEnteredFields(form)).toEqual({ columns: '{"Funcția":"job_title"}' });
  });

  it('leaves passwords as typed, and file contents alone', () => {
    const content = new Uint8Array([0xba]);
    const body = { password: 'parolaş1', new_password: 'ţ1', file: { filename: 'ş.csv', content } };

    const normalized = normalizeEnteredFields(body) as typeof body;

    expect(normalized.password).toBe('parolaş1');
    expect(normalized.new_password).toBe('ţ1');
    expect(normalized.file.filename).toBe('ș.csv');
    expect(normalized.file.content).toBe(content);
  });

  it('walks a body nested thousands deep without overflowing the stack', () => {
    let body: unknown = 'ş';
    for (let level = 0; level < 30_000; level += 1) body = [body];

    expect(() => normalizeEnteredFields(body)).not.toThrow();
  });
});
