import { createHash } from 'node:crypto';

/*
 * The manifest of a bulk signature (docs/signatures.md, the passkey assertion): one passkey
 * assertion covers many signatures by signing the root of a Merkle tree over their binding hashes,
 * in the order the signing challenge listed them. Each record keeps its own path to the root, so
 * it can be checked alone, whatever the size of the selection. One signature's root is its
 * binding hash itself.
 */

/** One step from a hash towards the root: the sibling hash and on which side it stands. */
export type ManifestStep = { position: 'left' | 'right'; hash: string };

/** An inner node: SHA-256 of 0x01, the left and the right child, so no binding hash can pose as one. */
function parentOf(left: string, right: string): string {
  return createHash('sha256')
    .update(Buffer.from([1]))
    .update(Buffer.from(left, 'hex'))
    .update(Buffer.from(right, 'hex'))
    .digest('hex');
}

/** The tree's levels, the leaves first; an odd node at the end of a level goes up unchanged. */
function levelsOf(leaves: readonly string[]): string[][] {
  if (leaves.length === 0) throw new Error('A manifest holds at least one binding hash');
  const levels = [[...leaves]];
  while ((levels.at(-1) as string[]).length > 1) {
    const level = levels.at(-1) as string[];
    const next: string[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const [left, right] = level.slice(index, index + 2) as [string, string | undefined];
      next.push(right === undefined ? left : parentOf(left, right));
    }
    levels.push(next);
  }
  return levels;
}

export function computeManifestHash(bindingHashes: readonly string[]): string {
  return (levelsOf(bindingHashes).at(-1) as [string])[0];
}

/** The path from the binding hash at `index` to the manifest hash. */
export function manifestPathOf(bindingHashes: readonly string[], index: number): ManifestStep[] {
  const path: ManifestStep[] = [];
  let position = index;
  for (const level of levelsOf(bindingHashes).slice(0, -1)) {
    const isRight = position % 2 === 1;
    const sibling = isRight ? position - 1 : position + 1;
    const hash = level[sibling];
    if (hash !== undefined) path.push({ position: isRight ? 'left' : 'right', hash });
    position = Math.floor(position / 2);
  }
  return path;
}

/** The manifest hash a binding hash and its path lead to. */
export function manifestHashFromPath(bindingHash: string, path: readonly ManifestStep[]): string {
  return path.reduce(
    (hash, step) => (step.position === 'left' ? parentOf(step.hash, hash) : parentOf(hash, step.hash)),
    bindingHash,
  );
}
