import { toRomanianWallClock } from '@ssm/shared';
import JSZip from 'jszip';
import type { FileStore } from '../../platform/adapters';
import { now } from '../../platform/clock';

/*
 * A ZIP built from stored files straight into a store, with memory bounded whatever the number of
 * files: each file is a stream that fetches its object only when jszip reaches it (opening them
 * all up front would exhaust the SDK's sockets), the ZIP is generated as a stream with each file
 * stored as is (PDFs barely compress; STORE halves the time), and the target store uploads it in
 * parts. At any moment one source object, jszip's small buffers and the upload's parts are in
 * memory.
 *
 * A ZIP entry's date and time have no time zone: every unzip tool shows them as written. jszip
 * writes a Date's UTC fields, which would show a record signed at 10:00 in Bucharest as made at
 * 08:00, so each entry is given Romania's wall-clock time of its moment.
 */

/** `modifiedAt`: the moment the entry shows (ISO); without it, the moment the ZIP is written. */
export type ZipSourceFile = { path: string; key: string; modifiedAt?: string };
export type ZipInlineFile = { path: string; content: string | Uint8Array; modifiedAt?: string };

function entryDate(modifiedAt: string | undefined, writtenAt: Date): Date {
  return toRomanianWallClock(modifiedAt ? new Date(modifiedAt) : writtenAt);
}

/**
 * Streams a ZIP of the source store's files and the inline files into `target`. `onFileDone` is
 * called with the number of files written so far, for progress reports.
 */
export async function writeZip(options: {
  source: FileStore;
  files: readonly ZipSourceFile[];
  inlineFiles: readonly ZipInlineFile[];
  target: { store: FileStore; key: string };
  onFileDone?: (done: number, total: number) => void;
}): Promise<void> {
  const zip = new JSZip();
  const writtenAt = now();
  for (const file of options.inlineFiles) {
    zip.file(file.path, file.content, { date: entryDate(file.modifiedAt, writtenAt) });
  }
  for (const file of options.files) {
    zip.file(file.path, options.source.openReadStream(file.key), {
      binary: true,
      date: entryDate(file.modifiedAt, writtenAt),
    });
  }
  const total = options.files.length + options.inlineFiles.length;
  let done = 0;
  let current: string | null = null;
  const zipStream = zip.generateNodeStream(
    { type: 'nodebuffer', streamFiles: true, compression: 'STORE' },
    (metadata) => {
      if (metadata.currentFile && metadata.currentFile !== current) {
        if (current !== null) done += 1;
        current = metadata.currentFile;
        options.onFileDone?.(done, total);
      }
    },
  );
  await options.target.store.upload(options.target.key, zipStream, { contentType: 'application/zip' });
  options.onFileDone?.(total, total);
}
