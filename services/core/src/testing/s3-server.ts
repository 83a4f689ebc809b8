import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The few parts of s3rver (no type declarations of its own) that tests use. */
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

export type TestS3Server = {
  settings: { S3_ENDPOINT: string; S3_REGION: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_FORCE_PATH_STYLE: boolean };
  /** The same as environment variables, for API and worker processes. */
  env: Record<string, string>;
  close(): Promise<void>;
};

type S3ServerOptions = { bucket?: string; /** Kept at close; a temporary folder, removed at close, when unset. */ directory?: string };

/**
 * An S3-compatible server of the test's own (s3rver, from npm: it runs inside Node, no Java, Docker or binary to
 * install), on a free loopback port with one bucket, its objects in `directory` or a temporary folder.
 */
export async function startS3Server({ bucket = 'harbourline-media', directory: kept }: S3ServerOptions = {}): Promise<TestS3Server> {
  const directory = kept ?? mkdtempSync(path.join(tmpdir(), 'hl-s3-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverConstructor;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver accepts any key pair; these are the ones its documentation uses.
  const settings = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  };
  return {
    settings,
    env: { ...settings, S3_FORCE_PATH_STYLE: 'true', MEDIA_STORAGE: 's3' },
    async close() {
      await server.close();
      if (!kept) rmSync(directory, { recursive: true, force: true });
    },
  };
}
