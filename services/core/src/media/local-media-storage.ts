import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MediaStorage, type StoredFile } from './media-storage';

const FOLDER_DELETE_RETRIES = 10;
const FOLDER_DELETE_RETRY_DELAY_MS = 20;

const SAFE_KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*\/?$/i;

/** MediaStorage in a local directory (MEDIA_DIR): keys are relative paths inside it, never outside. */
export class LocalMediaStorage extends MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = path.resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, data);
    await rename(partial, file);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** A file written into the folder meanwhile (ENOTEMPTY) makes rm try again, up to FOLDER_DELETE_RETRIES times. */
  async deleteFolder(folder: string): Promise<void> {
    if (!folder.endsWith('/')) throw new Error(`Not a folder key: ${folder}`);
    await rm(this.pathOf(folder), { recursive: true, force: true, maxRetries: FOLDER_DELETE_RETRIES, retryDelay: FOLDER_DELETE_RETRY_DELAY_MS });
  }

  async *keys(): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.isFile() && !entry.name.endsWith('.partial')) yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Unsafe media storage key: ${key}`);
    }
    return path.join(this.root, key);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
