import { brotliDecompressSync } from 'node:zlib';
import { TEXT_LIMITS } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import {
  decodeRosterWorkers,
  encodeRosterWorkers,
  type RosterWorker,
  WORKER_ENCODING_MAX_BYTES,
  WORKERS_PER_ROSTER_PART,
} from '../../src/training-status/data/worker-rosters';

/*
 * A roster part's workers as stored (docs/data-model.md, the worker roster part): one compressed
 * Binary attribute, which must give back exactly the workers written, and stay within an item
 * whatever names people have.
 */

const DYNAMODB_ITEM_MAX_BYTES = 400 * 1024;

function worker(
  index: number,
  names: { first: string; last: string },
  overrides: Partial<RosterWorker> = {},
) {
  return {
    id: `01J${String(index).padStart(23, '0')}`,
    first_name: names.first,
    last_name: names.last,
    domains: {
      SSM: { status: 'overdue', due_date: '2026-03-01', phase: 'periodica' },
      'PSI-SU': { status: 'untrained', due_date: null, phase: 'introductive' },
    },
    ...overrides,
  } satisfies RosterWorker;
}

/** A name of `length` UTF-16 units drawn at random from `units` (a string of candidates). */
function randomName(units: string, length: number = TEXT_LIMITS.personName): string {
  return Array.from({ length }, () => units[Math.floor(Math.random() * units.length)]).join('');
}

/** Letters of the Basic Multilingual Plane above U+0800 (3 bytes each in UTF-8), no surrogates. */
const WIDE_LETTERS = Array.from({ length: 0xd7ff - 0x0800 }, (_, index) =>
  String.fromCharCode(0x0800 + index),
).join('');

describe("a roster part's workers as stored", () => {
  it('decode to exactly the workers encoded, whatever their names and figures', () => {
    const workers: RosterWorker[] = [
      worker(1, { first: 'Ștefan-Cătălin', last: 'Țurcanu' }, { missing_data: true }),
      worker(2, { first: 'Ana "Ani"', last: 'O\\Brien' }),
      worker(
        3,
        { first: '\ud800 lone', last: '😀 Ümit' },
        {
          domains: {
            SSM: { status: 'on_time', due_date: '2027-01-31', phase: 'loc_munca' },
            'PSI-SU': { status: 'due_soon', due_date: '2026-12-05', phase: 'suplimentara' },
          },
        },
      ),
      ...Array.from({ length: 1500 }, (_, index) =>
        worker(100 + index, { first: randomName(WIDE_LETTERS, 12), last: `Pop ${index}` }),
      ),
    ];

    const decoded = decodeRosterWorkers(encodeRosterWorkers(workers));

    expect(decoded).toStrictEqual(workers);
  });

  it('keeps a full part within an item at the longest names, escaped or incompressible', () => {
    const escaped = Array.from({ length: WORKERS_PER_ROSTER_PART }, (_, index) =>
      worker(index, {
        first: '\ud800'.repeat(TEXT_LIMITS.personName),
        last: '"'.repeat(TEXT_LIMITS.personName),
      }),
    );
    const incompressible = Array.from({ length: WORKERS_PER_ROSTER_PART }, (_, index) =>
      worker(index, { first: randomName(WIDE_LETTERS), last: randomName(WIDE_LETTERS) }),
    );

    for (const workers of [escaped, incompressible]) {
      const stored = encodeRosterWorkers(workers);
      const text = brotliDecompressSync(stored);
      expect(text.byteLength).toBeLessThanOrEqual(WORKERS_PER_ROSTER_PART * WORKER_ENCODING_MAX_BYTES);
      expect(stored.byteLength).toBeLessThanOrEqual(text.byteLength);
    }
    expect(WORKERS_PER_ROSTER_PART * WORKER_ENCODING_MAX_BYTES).toBeLessThan(DYNAMODB_ITEM_MAX_BYTES - 1024);
  });
});
