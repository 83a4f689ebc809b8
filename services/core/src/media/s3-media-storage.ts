import { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MediaStorage, type StoredFile } from './media-storage';

export type S3Settings = {
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** Longest wait for one S3 request, so an unreachable store fails a call in time instead of hanging it. */
const S3_REQUEST_TIMEOUT_MS = 10_000;

/**
 * MediaStorage in an S3-compatible bucket (AWS S3, MinIO, ...): keys are object keys, folders key prefixes. Every API
 * and worker process on any machine sees the same files. A put replaces the object at once (S3 writes are atomic).
 */
export class S3MediaStorage extends MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.S3_BUCKET;
    const credentials =
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined;
    this.client = new S3Client({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      credentials,
      // Checksums only where S3 requires them: S3-compatible stores do not all accept the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { requestTimeout: S3_REQUEST_TIMEOUT_MS, connectionTimeout: 2000 },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }));
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deleteFolder(folder: string): Promise<void> {
    if (!folder.endsWith('/')) throw new Error(`Not a folder key: ${folder}`);
    for await (const keys of this.pagesOfKeys(folder)) {
      if (keys.length)
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  async *keys(): AsyncIterable<string> {
    for await (const keys of this.pagesOfKeys('')) yield* keys;
  }

  /** The keys starting with `prefix`, a page (up to 1000) at a time. */
  private async *pagesOfKeys(prefix: string): AsyncIterable<string[]> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: continuationToken }));
      yield (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  close(): void {
    this.client.destroy();
  }
}
