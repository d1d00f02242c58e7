import { describe, expect, it, vi } from 'vitest';
import { SealError } from '../../src/signing/sealer';

/*
 * A bundled Lambda holds a copy of the sealer module in its bundle and one in each lazily loaded
 * file (the seal's keys, the renderers): a seal error thrown by a lazy file must still be the
 * SealError the handler catches to answer 503, not a 500. A fresh module registry gives the copy.
 */

describe('a seal error made by another copy of the sealer module', () => {
  it('is a SealError to the code that catches it, both ways', async () => {
    vi.resetModules();
    const copy = await import('../../src/signing/sealer');
    expect(copy.SealError).not.toBe(SealError);
    expect(new copy.SealError('no time stamp')).toBeInstanceOf(SealError);
    expect(new SealError('no time stamp')).toBeInstanceOf(copy.SealError);
  });

  it('is told apart from any other error, even one named like it', () => {
    const named = new Error('no time stamp');
    named.name = 'SealError';
    expect(named).not.toBeInstanceOf(SealError);
    expect(new TypeError('no time stamp')).not.toBeInstanceOf(SealError);
    expect(null).not.toBeInstanceOf(SealError);
  });
});
