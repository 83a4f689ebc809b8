// npm run backup [folder]: a consistent dump of the database (pg_dump takes one snapshot) and a copy of every media file.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaStorageFor } from '../media/media-storage-for';
import { BACKUP_FILES, backupConfig, mediaFileOf, runMain, runTool } from './backup-folder';

runMain(async () => {
  const config = backupConfig();
  const folder = path.resolve(process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
  await mkdir(folder, { recursive: true });

  // The custom format is compressed and lets pg_restore pick and order what it restores.
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, BACKUP_FILES.database)}`, config.DATABASE_URL]);

  // Media are copied after the snapshot: a file uploaded meanwhile is extra, never missing for a row in the dump.
  const storage = mediaStorageFor(config);
  let mediaFiles = 0;
  for await (const key of storage.keys()) {
    const data = await storage.read(key);
    if (!data) continue;
    const file = mediaFileOf(folder, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    mediaFiles += 1;
  }
  await writeFile(
    path.join(folder, BACKUP_FILES.manifest),
    JSON.stringify({ createdAt: new Date().toISOString(), mediaFiles, mediaStorage: config.MEDIA_STORAGE }, null, 2),
  );
  process.stdout.write(`Backup written to ${folder}: the database and ${mediaFiles} media files\n`);
});
