import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { parseConfig, processEnvironment } from '../config/parse-config';
import { ServerConfigSchema } from '../config/server-config';

/** What a backup folder holds: the database dump (pg_dump's custom format) and every media file under media/. */
export const BACKUP_FILES = { database: 'database.dump', media: 'media', manifest: 'backup.json' } as const;

export const BackupManifestSchema = z.object({ createdAt: z.string(), mediaFiles: z.number().int(), mediaStorage: z.enum(['local', 's3']) });

export const runTool = promisify(execFile);

/** The settings a backup or restore reads: the database, and the media storage (local folder or S3 bucket). */
export function backupConfig() {
  return parseConfig(ServerConfigSchema, processEnvironment());
}

export function mediaFileOf(folder: string, key: string): string {
  return path.join(folder, BACKUP_FILES.media, ...key.split('/'));
}

/** Runs a command-line entry point, printing its error in one line and exiting 1 on failure. */
export function runMain(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
