import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withApiReference } from './api-reference';

/* `npm run docs:api`: rewrites the generated reference of docs/api.md from the route table. */
const apiDocPath = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

const current = await readFile(apiDocPath, 'utf8');
const updated = withApiReference(current);
if (updated === current) {
  console.log('docs/api.md is up to date.');
} else {
  await writeFile(apiDocPath, updated);
  console.log('docs/api.md rewritten from the route table.');
}
