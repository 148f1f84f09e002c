import type { S3Settings, ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deleteStoredFiles, findStoredFile, insertStoredFile } from './queries.ts';

/** A stored file: its bytes and the type they are served with. */
export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

/**
 * Keeps uploaded files (complaint pictures) under server-made keys (decision 085). Callers write
 * only bytes they made themselves (re-encoded pictures), never an upload as it came.
 */
export interface FileStore {
  readonly kind: 'postgres' | 's3';
  put(key: string, file: StoredFile): Promise<void>;
  /** null when no file has the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(keys: string[]): Promise<void>;
}

/**
 * Default: files in PostgreSQL (table stored_files, bytea). Every server process on the database
 * sees them with no other service to run or back up; fine for pictures of a few hundred kilobytes
 * at the volume of complaints. A large deployment sets FILE_STORE=s3 instead.
 */
export function postgresFileStore(db: Db): FileStore {
  return {
    kind: 'postgres',
    put: (key, file) => insertStoredFile(db, { key, ...file }),
    get: (key) => findStoredFile(db, key),
    delete: (keys) => deleteStoredFiles(db, keys),
  };
}

/**
 * Files in an S3-compatible bucket, through the AWS SDK's S3 client (loaded only when chosen, so
 * the default server does not pay for it at start). Objects stay private: the server reads them
 * and serves them to their owner; the bucket needs no public access.
 */
export async function s3FileStore(settings: S3Settings): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectsCommand, NoSuchKey } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, file) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: file.bytes,
          ContentType: file.contentType,
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        const bytes = Buffer.from(await res.Body.transformToByteArray());
        return { contentType: res.ContentType ?? 'application/octet-stream', bytes };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: keys.map((k) => ({ Key: objectKey(k) })), Quiet: true },
        }),
      );
    },
  };
}

/** The store the settings choose: FILE_STORE=s3 with S3_BUCKET, else PostgreSQL. */
export async function fileStoreFromConfig(db: Db, config: ServerConfig): Promise<FileStore> {
  return config.fileStore ? s3FileStore(config.fileStore) : postgresFileStore(db);
}
