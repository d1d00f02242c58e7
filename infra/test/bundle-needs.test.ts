import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { type AwsNeeds, type RouteDefinition, routeList } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import {
  type BundledFunction,
  bundleHandlers,
  jobBundleId,
  listBundleEntries,
  resolveRuntimeAssets,
} from '../src/bundle';
import { jobList } from '../src/jobs';

/*
 * What each route's folder holds, read from esbuild's own list of its inputs: only the SDK
 * clients its contract entry declares, only its own contract entry, and no PDF or seal library on
 * the import path (the renderer, the PDF check, the seal's keys and the PDF seal check are chunks
 * loaded by `import()` in the folders of the routes that use them), and the multipart parser only
 * where uploads are accepted.
 */

/** The SDK packages of each client, as they appear in a bundle's inputs. */
const CLIENT_PACKAGES = {
  dynamodb: ['client-dynamodb', 'lib-dynamodb'],
  secretsManager: ['client-secrets-manager'],
  s3: ['client-s3', 's3-request-presigner', 'lib-storage'],
  ses: ['client-sesv2'],
  lambda: ['client-lambda'],
  kms: ['client-kms'],
  sqs: ['client-sqs'],
} as const;
type Client = keyof typeof CLIENT_PACKAGES;

/** Every function reads the token secret (Secrets Manager on AWS) and the table. */
function declaredClients(needs: AwsNeeds): Client[] {
  return [
    'dynamodb',
    'secretsManager',
    ...(needs.buckets ? (['s3'] as const) : []),
    ...(needs.mail ? (['ses'] as const) : []),
    ...(needs.invokes?.length ? (['lambda'] as const) : []),
    ...(needs.seal ? (['kms'] as const) : []),
    // Only a sender calls SQS: a consumer is handed its messages by Lambda.
    ...(Object.values(needs.queues ?? {}).includes('send') ? (['sqs'] as const) : []),
  ];
}

function clientsIn(modules: readonly string[]): Client[] {
  return (Object.keys(CLIENT_PACKAGES) as Client[]).filter((client) =>
    CLIENT_PACKAGES[client].some((name) =>
      modules.some((module) => module.includes(`${sep}@aws-sdk${sep}${name}${sep}`)),
    ),
  );
}

const ROUTE_MODULES = join(REPO_ROOT, 'shared', 'src', 'contract', 'routes');
const PDF_LIBRARIES = ['pdf-lib', '@pdf-lib', 'qrcode', 'fontkit', 'pdfjs-dist'].map(
  (name) => `${sep}node_modules${sep}${name}${sep}`,
);
const SEAL_LIBRARIES = ['pkijs', 'asn1js'].map((name) => `${sep}node_modules${sep}${name}${sep}`);
const holdsAny = (modules: readonly string[], libraries: readonly string[]) =>
  modules.some((module) => libraries.some((library) => module.includes(library)));

/** All the code of a function's folder: `index.mjs` and every chunk beside it. */
const codeOf = (bundle: BundledFunction) =>
  readdirSync(bundle.dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(bundle.dir, file), 'utf8'))
    .join('\n');

let outDir: string;
let bundles: Map<string, BundledFunction>;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'ssm-bundle-needs-'));
  bundles = bundleHandlers({
    outDir,
    entries: listBundleEntries({ routes: routeList, jobs: jobList }),
    assets: resolveRuntimeAssets(REPO_ROOT),
    // The checks read the code and esbuild's list of inputs, which are the same without source maps.
    sourceMaps: false,
  });
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('each job bundle', () => {
  it.each(jobList.map((job) => [job.id, job] as const))(
    '%s holds only the SDK clients its needs declare',
    (id, job) => {
      const { modules, lazyModules } = bundles.get(jobBundleId(id))!;

      expect(
        clientsIn([...modules, ...lazyModules]).filter(
          (client) => !declaredClients(job.needs).includes(client),
        ),
      ).toEqual([]);
    },
  );
});

describe('each route bundle', () => {
  it.each(routeList.map((route) => [route.id, route] as const))(
    '%s holds only the SDK clients its needs declare',
    (id, route: RouteDefinition) => {
      const { modules, lazyModules } = bundles.get(id)!;

      expect(
        clientsIn([...modules, ...lazyModules]).filter(
          (client) => !declaredClients(route.needs).includes(client),
        ),
      ).toEqual([]);
    },
  );

  it.each(routeList.map((route) => [route.id, route] as const))(
    '%s evaluates its own contract entry and no other route',
    (id, route: RouteDefinition) => {
      const contractEntries = bundles
        .get(id)!
        .modules.filter((module) => module.startsWith(ROUTE_MODULES))
        .map((module) => module.slice(ROUTE_MODULES.length + 1));

      expect(contractEntries).toEqual([`${route.area}/${route.id}.ts`]);
    },
  );

  it('never loads pdf-lib, fontkit, the QR code or pdf.js on import, only in the chunks of the routes that render or check PDFs', () => {
    const onImport = [...bundles].filter(([, bundle]) =>
      bundle.modules.some((module) => PDF_LIBRARIES.some((library) => module.includes(library))),
    );
    const lazily = [...bundles]
      .filter(([, bundle]) =>
        bundle.lazyModules.some((module) => PDF_LIBRARIES.some((library) => module.includes(library))),
      )
      .map(([id]) => id)
      .sort();

    expect(onImport.map(([id]) => id)).toEqual([]);
    expect(lazily).toEqual([
      'access-sheet',
      // Checks an uploaded scan of a fișă that is neither PNG nor JPEG to be a readable PDF.
      'add-sheet-scan',
      'create-course',
      // Renders and seals the records a large mass sign left for later, as it packs them.
      jobBundleId('archive'),
      // Renders a client's month plan as a PDF.
      'month-plan-pdf',
      // Renders a record still being signed, unsealed, for its signers to read.
      'record-preview',
      // Checks a course version's PDF as the course's own.
      'save-course-version',
      'sign-mass-docs',
      'signed-record',
      'update-course',
      'worker-training-sheet',
    ]);
  });

  it('places the fonts beside the chunks of the routes that render PDFs, and nowhere else', () => {
    // The module that reads the fonts, shared by the record, the fișă and the access sheet.
    const renderer = join(REPO_ROOT, 'functions', 'src', 'records', 'domain', 'pdf-layout.ts');
    for (const [id, bundle] of bundles) {
      const renders = bundle.lazyModules.includes(renderer);
      for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
        expect(existsSync(join(bundle.dir, font)), `${id} ${font}`).toBe(renders);
      }
    }
    expect([...bundles].filter(([, bundle]) => bundle.lazyModules.includes(renderer)).length).toBeGreaterThan(
      0,
    );
  });

  it('loads zxcvbn and its dictionaries only in the chunk of the routes that set a password', () => {
    const holdsZxcvbn = (modules: readonly string[]) =>
      modules.some((module) => module.includes(`${sep}node_modules${sep}@zxcvbn-ts${sep}`));
    const lazily = [...bundles]
      .filter(([, bundle]) => holdsZxcvbn(bundle.lazyModules))
      .map(([id]) => id)
      .sort();

    expect([...bundles].filter(([, bundle]) => holdsZxcvbn(bundle.modules)).map(([id]) => id)).toEqual([]);
    expect(lazily).toEqual(
      expect.arrayContaining(['add-owner', 'change-password', 'confirm-password-reset']),
    );
    expect(lazily).not.toContain('users-me');
  });

  it('pepper passwords exactly in the routes that declare they hash or check one (and so may read the pepper)', () => {
    // The scheme's name is in a folder's code only where a hash is made or checked (esbuild drops the rest).
    const hashing = [...bundles]
      .filter(([, bundle]) => codeOf(bundle).includes('scrypt-peppered'))
      .map(([id]) => id)
      .sort();
    const declaring = routeList
      .filter((route) => (route.needs as AwsNeeds).passwords)
      .map((route) => route.id);

    expect(hashing).toEqual(declaring.sort());
    expect(hashing).toEqual(
      expect.arrayContaining(['token', 'change-password', 'create-user', 'import-users']),
    );
    expect(jobList.filter((job) => (job.needs as AwsNeeds).passwords)).toEqual([]);
  });

  it('never loads pkijs or asn1js on import, only in the chunks of the routes that declare the seal or check a passkey', () => {
    const onImport = [...bundles].filter(([, bundle]) => holdsAny(bundle.modules, SEAL_LIBRARIES));
    const lazily = [...bundles]
      .filter(([, bundle]) => holdsAny(bundle.lazyModules, SEAL_LIBRARIES))
      .map(([id]) => id)
      .sort();
    const sealing = [
      ...routeList.filter((route) => (route.needs as AwsNeeds).seal).map((route) => route.id),
      ...jobList.filter((job) => job.needs.seal).map((job) => jobBundleId(job.id)),
    ].sort();

    // The WebAuthn library parses attestations with asn1js (accounts/domain/passkey-registration.ts);
    // the signing challenge asks it for the request options (records/domain/signing-authorisation.ts).
    const checkingPasskeys = ['passkey-registration-options', 'register-passkey', 'signing-challenge'];
    // The preview renders with the record's renderer (record-pdf.ts), which loads the sealing step
    // (pades.ts) by an `import()` of its own when it seals: the folder holds that chunk, and the
    // chunks the preview loads hold no seal library.
    const renderingWithTheSealer = ['record-preview'];
    const renderer = join(REPO_ROOT, 'functions', 'src', 'records', 'domain', 'record-pdf.ts');

    expect(onImport.map(([id]) => id)).toEqual([]);
    expect(lazily).toEqual([...sealing, ...checkingPasskeys, ...renderingWithTheSealer].sort());
    expect(holdsAny(bundles.get('record-preview')!.lazyImports.get(renderer)!, SEAL_LIBRARIES)).toBe(false);
    expect(sealing).toEqual(
      expect.arrayContaining(['seal-certificate', 'sign-mass-docs', 'signed-record', 'verify-pdf']),
    );
  });

  it('verifies the seal on node:crypto alone: the published seals load neither pkijs nor asn1js, only the keys that create a local seal do', () => {
    const signing = (file: string) => join(REPO_ROOT, 'functions', 'src', 'signing', file);
    const sealLibraries = (modules: readonly string[]) =>
      modules.filter((module) => holdsAny([module], SEAL_LIBRARIES));
    for (const id of ['seal-certificate', 'verify-signature', 'verify-pdf']) {
      const { modules, lazyImports } = bundles.get(id)!;
      const kms = lazyImports.get(signing('transports/aws-kms-published.ts'))!;
      const local = lazyImports.get(signing('transports/local-published.ts'))!;
      expect(clientsIn(kms), id).toContain('kms');
      expect([...sealLibraries(kms), ...sealLibraries(local), ...sealLibraries(modules)], id).toEqual([]);
      // The local seal's chunk holds no SDK client at all.
      expect(clientsIn(local), id).toEqual([]);
      // The first use of a fresh local seal directory makes the key pair and certificate.
      expect(holdsAny(lazyImports.get(signing('keys.ts'))!, SEAL_LIBRARIES), id).toBe(true);
    }
  });

  it('holds only the areas of the texts its code reads, never all of them', () => {
    // `texts` used as a value (`Object.keys(texts)`, or imported by name from the package, which
    // esbuild cannot see through) builds the namespace object, and with it every area.
    const textsDir = join(REPO_ROOT, 'shared', 'src', 'texts');
    const textModules = readdirSync(textsDir).map((file) => join(textsDir, file));
    const holdingEveryText = [...bundles]
      .filter(([, bundle]) =>
        textModules.every((module) => [...bundle.modules, ...bundle.lazyModules].includes(module)),
      )
      .map(([id]) => id);

    expect(holdingEveryText).toEqual([]);
    expect(bundles.get('token')!.modules).toContain(join(textsDir, 'login.ts'));
    expect(bundles.get('token')!.modules).not.toContain(join(textsDir, 'firm-workers.ts'));
  });

  it('loads the confusables data on import where a username is typed', () => {
    const holdsConfusables = (modules: readonly string[]) =>
      modules.some((module) => module.includes(`${sep}node_modules${sep}unhomoglyph${sep}`));
    for (const id of ['delete-user', 'delete-owner', 'delete-company']) {
      expect(holdsConfusables([...bundles.get(id)!.modules, ...bundles.get(id)!.lazyModules]), id).toBe(
        false,
      );
    }
    for (const id of ['token', 'create-user', 'add-owner', 'update-user', 'import-users']) {
      expect(holdsConfusables(bundles.get(id)!.modules), id).toBe(true);
    }
  });

  it('holds the multipart parser (busboy) only in the routes that accept file uploads', () => {
    const holdsBusboy = (modules: readonly string[]) =>
      modules.some((module) => module.includes(`${sep}node_modules${sep}@fastify${sep}busboy${sep}`));
    const holding = [...bundles]
      .filter(([, bundle]) => holdsBusboy([...bundle.modules, ...bundle.lazyModules]))
      .map(([id]) => id)
      .sort();
    const uploading = routeList
      .filter((route) => (route as RouteDefinition).acceptsMultipart)
      .map((route) => route.id)
      .sort();

    expect(holding).toEqual(uploading);
    expect(uploading).toEqual(expect.arrayContaining(['create-course', 'import-users', 'upload-signature']));
  });

  it('keeps verification, signing and listing free of the renderer altogether', () => {
    for (const id of [
      'verify-signature',
      'verify-pdf',
      'upload-signature',
      'pending-owner',
      'pending-admin',
      'user-progress-admin',
    ]) {
      expect(holdsAny(bundles.get(id)!.lazyModules, PDF_LIBRARIES), id).toBe(false);
    }
    const ownLazyImports = (id: string) =>
      [...bundles.get(id)!.lazyImports.keys()].filter(
        (module) => !module.includes(`${sep}node_modules${sep}`),
      );
    // Nothing of the platform's own code loads lazily there (only the SDK's other credential providers)
    // but, where a signature lands, the seal's keys that seal its link of the record's chain.
    for (const id of ['pending-owner', 'pending-admin', 'user-progress-admin']) {
      expect(ownLazyImports(id), id).toEqual([]);
    }
    expect(ownLazyImports('upload-signature')).toEqual([
      join(REPO_ROOT, 'functions', 'src', 'signing', 'keys.ts'),
    ]);
  });
});
