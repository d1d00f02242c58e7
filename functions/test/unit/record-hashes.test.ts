import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeBindingHash,
  computeContentHash,
  computeSignatureLinkHash,
  computeStartLinkHash,
  toCanonicalJson,
} from '../../src/records/domain/record-hashes';
import { buildSampleRecord } from '../support/sample-record';

describe('canonical JSON', () => {
  it('sorts keys at every level and leaves arrays in order, without whitespace', () => {
    expect(toCanonicalJson({ b: 1, a: { d: [3, 1], c: null }, e: 'ș' })).toBe(
      '{"a":{"c":null,"d":[3,1]},"b":1,"e":"ș"}',
    );
  });

  it('gives the same text whatever order the fields were written in', () => {
    const content = buildSampleRecord();
    const reordered = Object.fromEntries(Object.entries(content).reverse());

    expect(toCanonicalJson(reordered)).toBe(toCanonicalJson(content));
  });

  it('refuses values JSON cannot carry faithfully', () => {
    expect(() => toCanonicalJson({ score: Number.NaN })).toThrow(TypeError);
    expect(() => toCanonicalJson({ when: () => 1 })).toThrow(TypeError);
  });
});

describe('the content hash of a record', () => {
  it('is the SHA-256 of its canonical JSON', () => {
    const content = buildSampleRecord();
    const expected = createHash('sha256').update(toCanonicalJson(content), 'utf8').digest('hex');

    expect(computeContentHash(content)).toBe(expected);
  });

  it('changes with any field of the record, however small', () => {
    const content = buildSampleRecord();
    const original = computeContentHash(content);

    expect(computeContentHash({ ...content, quiz_score: 90 })).not.toBe(original);
    expect(
      computeContentHash({ ...content, trainee: { ...content.trainee, last_name: 'Tarănescu' } }),
    ).not.toBe(original);
    expect(computeContentHash({ ...content, course: { ...content.course, duration_minutes: 121 } })).not.toBe(
      original,
    );
  });

  it('covers the evidence of study and the material a record keeps', () => {
    const content = buildSampleRecord();
    const original = computeContentHash(content);

    expect(computeContentHash({ ...content, study: { ...content.study, studied_seconds: 6301 } })).not.toBe(
      original,
    );
    expect(computeContentHash({ ...content, study: { ...content.study, pages_seen: 23 } })).not.toBe(
      original,
    );
    expect(
      computeContentHash({ ...content, course: { ...content.course, file_sha256: 'a'.repeat(64) } }),
    ).not.toBe(original);
  });

  it('stays what it was for a stored record: the sample record hashes to the same value for good', () => {
    expect(computeContentHash(buildSampleRecord())).toBe(
      '74cda74f10712a58d12f6abc04daa229226506c1cfd331deec4126157ea35bb7',
    );
  });
});

describe('the binding of a signature to a record', () => {
  const base = {
    recordId: 'D',
    role: 'trainee' as const,
    signatureHash: 'a'.repeat(64),
    contentHash: 'b'.repeat(64),
  };

  it('depends on the document, the capacity, the identity hash and the content hash', () => {
    const binding = computeBindingHash(base);

    expect(computeBindingHash({ ...base })).toBe(binding);
    expect(computeBindingHash({ ...base, recordId: 'E' })).not.toBe(binding);
    expect(computeBindingHash({ ...base, role: 'trainer' })).not.toBe(binding);
    expect(computeBindingHash({ ...base, signatureHash: 'c'.repeat(64) })).not.toBe(binding);
    expect(computeBindingHash({ ...base, contentHash: 'c'.repeat(64) })).not.toBe(binding);
  });
});

describe('the links of the seal chain', () => {
  const start = {
    documentId: 'D',
    contentHash: 'c'.repeat(64),
    requiredRoles: ['trainee', 'trainer'] as const,
  };
  const link = {
    previous: computeStartLinkHash(start),
    role: 'trainee' as const,
    signatureHash: 'a'.repeat(64),
    bindingHash: 'b'.repeat(64),
    timestamp: '2026-11-22T08:16:00.000Z',
    requiredRoles: ['trainee', 'representative', 'trainer'] as const,
  };

  it('fix the record, its content and the capacities it needs at its start', () => {
    const hash = computeStartLinkHash(start);
    const canonical = `{"content_hash":"${'c'.repeat(64)}","document_id":"D","link":"start","required_roles":["trainee","trainer"]}`;

    expect(hash).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
    expect(computeStartLinkHash({ ...start, documentId: 'E' })).not.toBe(hash);
    expect(computeStartLinkHash({ ...start, contentHash: 'd'.repeat(64) })).not.toBe(hash);
    expect(
      computeStartLinkHash({ ...start, requiredRoles: ['trainee', 'representative', 'trainer'] }),
    ).not.toBe(hash);
  });

  it('fix each signature, the capacities after it and the link before it', () => {
    const hash = computeSignatureLinkHash(link);

    expect(computeSignatureLinkHash({ ...link })).toBe(hash);
    expect(computeSignatureLinkHash({ ...link, previous: 'e'.repeat(64) })).not.toBe(hash);
    expect(computeSignatureLinkHash({ ...link, role: 'representative' })).not.toBe(hash);
    expect(computeSignatureLinkHash({ ...link, signatureHash: 'f'.repeat(64) })).not.toBe(hash);
    expect(computeSignatureLinkHash({ ...link, bindingHash: 'f'.repeat(64) })).not.toBe(hash);
    expect(computeSignatureLinkHash({ ...link, timestamp: '2026-11-22T08:16:00.001Z' })).not.toBe(hash);
    expect(computeSignatureLinkHash({ ...link, requiredRoles: ['trainee', 'trainer'] })).not.toBe(hash);
  });

  it('stay what they were for stored records: a start and a signature hash to the same values for good', () => {
    expect(computeStartLinkHash(start)).toBe(
      '626e341d374bdb44b3a8a498df9e8ac6c8871f60993b352e5f41b787715aaf7d',
    );
    expect(computeSignatureLinkHash(link)).toBe(
      'a2712b6931e4f3266e79aa0d5ea65bb75f8899d7bd749580388189cec903924b',
    );
  });
});
