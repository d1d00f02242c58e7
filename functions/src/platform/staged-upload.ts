import type { FileStore } from './adapters';
import { badRequest } from './errors';

/** A refusal of the uploaded file, said under the form's file field. */
export function fileError(detail: string) {
  return badRequest(detail, { file: [detail] });
}

/**
 * Takes a presigned upload staged in the bucket: refused when it is missing, larger than
 * `maxBytes` or what `refusalOf` finds in its bytes, and removed when refused. The bytes checked
 * are the bytes answered, so a second PUT to the same URL during the check cannot swap the file.
 */
export async function takeStagedUpload(options: {
  key: string;
  files: FileStore;
  maxBytes: number;
  texts: { missing: string; tooLarge: string };
  refusalOf: (content: Uint8Array) => Promise<string | null>;
}): Promise<Uint8Array> {
  const { key, files } = options;
  const size = await files.size(key);
  if (size === null) throw badRequest(options.texts.missing, { upload_id: [options.texts.missing] });
  if (size > options.maxBytes) {
    await files.delete(key);
    throw fileError(options.texts.tooLarge);
  }
  const { body: content } = await files.read(key);
  const refusal = await options.refusalOf(content);
  if (refusal) {
    await files.delete(key);
    throw fileError(refusal);
  }
  return content;
}
