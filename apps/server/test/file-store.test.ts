import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { type FileStore, postgresFileStore, s3FileStore } from '../src/integrations/file-store.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The file store's two implementations keep the same contract (decision 085): put, get (null when
 * missing), delete. The S3 one runs through the real AWS SDK against a small S3-compatible server
 * made here (path-style PutObject, GetObject, DeleteObjects), since no S3 service runs on this
 * machine; it checks the requests the SDK makes, the key prefix and "no such key" as null.
 */

/** An S3-compatible bucket in memory: enough of the protocol for the store's three calls. */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { type: string; body: Buffer }>;
}> {
  const objects = new Map<string, { type: string; body: Buffer }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const key = decodeURIComponent(url.pathname.replace(/^\/[^/]+\//, ''));
      const body = Buffer.concat(chunks);
      if (req.method === 'PUT') {
        objects.set(key, { type: String(req.headers['content-type'] ?? ''), body });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'POST' && url.searchParams.has('delete')) {
        for (const m of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(m[1]!);
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><DeleteResult></DeleteResult>');
      } else res.writeHead(400).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects }),
    ),
  );
}

async function checkContract(store: FileStore) {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
  expect(await store.get('complaints/missing.jpg')).toBeNull();
  await store.put('complaints/a.jpg', { contentType: 'image/jpeg', bytes });
  await store.put('complaints/b.jpg', { contentType: 'image/jpeg', bytes: Buffer.from('b') });
  const got = await store.get('complaints/a.jpg');
  expect(got?.contentType).toBe('image/jpeg');
  expect(got?.bytes.equals(bytes)).toBe(true);
  await store.delete(['complaints/a.jpg', 'complaints/b.jpg']);
  expect(await store.get('complaints/a.jpg')).toBeNull();
  expect(await store.get('complaints/b.jpg')).toBeNull();
  await store.delete([]);
}

describe(`File store (${engine})`, () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    s3 = await fakeS3();
  });
  afterAll(async () => {
    await t?.close();
    s3?.server.close();
  });

  it('keeps files in PostgreSQL by default', async () => {
    expect(readConfig({}).fileStore).toBeNull();
    await checkContract(postgresFileStore(t.database.db));
  });

  it('keeps files in an S3-compatible bucket with FILE_STORE=s3, under the key prefix', async () => {
    const config = readConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'pictures',
      S3_ENDPOINT: s3.url,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'restock/',
    });
    expect(config.fileStore).toMatchObject({ bucket: 'pictures', forcePathStyle: true, prefix: 'restock/' });
    const store = await s3FileStore(config.fileStore!);
    expect(store.kind).toBe('s3');
    await store.put('complaints/x.jpg', { contentType: 'image/jpeg', bytes: Buffer.from('x') });
    expect([...s3.objects.keys()]).toEqual(['restock/complaints/x.jpg']);
    await store.delete(['complaints/x.jpg']);
    await checkContract(store);
    expect(s3.objects.size).toBe(0);
  });

  it('warns and stays on PostgreSQL when FILE_STORE=s3 has no bucket', () => {
    const config = readConfig({ FILE_STORE: 's3' });
    expect(config.fileStore).toBeNull();
    expect(config.warnings.join(' ')).toMatch(/S3_BUCKET/);
  });
});
