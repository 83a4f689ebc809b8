// npm run restore <folder>: brings a backup back into an empty database and the configured media storage.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaStorageFor } from '../media/media-storage-for';
import { BACKUP_FILES, BackupManifestSchema, backupConfig, mediaFileOf, runMain, runTool } from './backup-folder';

runMain(async () => {
  const folder = process.argv[2];
  if (!folder) throw new Error('Name the backup folder: npm run restore -- backups/<time>');
  const config = backupConfig();
  const manifest = BackupManifestSchema.parse(JSON.parse(await readFile(path.join(folder, BACKUP_FILES.manifest), 'utf8')));
  await assertEmptyDatabase(config.DATABASE_URL);

  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${config.DATABASE_URL}`,
    path.join(folder, BACKUP_FILES.database),
  ]);

  const storage = mediaStorageFor(config);
  const mediaRoot = path.join(folder, BACKUP_FILES.media);
  const files = (await readdir(mediaRoot, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const entry of files) {
    const key = path.relative(mediaRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    await storage.put(key, await readFile(mediaFileOf(folder, key)));
  }
  process.stdout.write(`Restored the database and ${files.length} of ${manifest.mediaFiles} media files from ${folder} (taken ${manifest.createdAt})\n`);
});

/** A restore never mixes with existing data: the database must have no table yet. */
async function assertEmptyDatabase(databaseUrl: string) {
  const { stdout } = await runTool('psql', [
    databaseUrl,
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    '--command',
    "select count(*) from information_schema.tables where table_schema = 'public'",
  ]);
  if (Number(stdout.trim()) > 0) throw new Error('The database is not empty: restore into a new, empty database (DATABASE_URL).');
}
