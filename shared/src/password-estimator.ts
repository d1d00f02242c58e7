import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ROMANIAN_PASSWORD_WORDS } from './password-words';

/*
 * zxcvbn with its dictionaries (about 460 kB): loaded by `import('./password-estimator')` on the
 * first password to assess, so the web fetches it only on a password form and a Lambda bundle
 * keeps it in a chunk of its own.
 */

/** zxcvbn with its common dictionaries and our Romanian words under the name given. */
export function createPasswordEstimator(romanianWordsName: string): ZxcvbnFactory {
  return new ZxcvbnFactory({
    dictionary: { ...dictionary, [romanianWordsName]: ROMANIAN_PASSWORD_WORDS },
    graphs: adjacencyGraphs,
  });
}
