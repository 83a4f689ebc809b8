// The README is the front door and docs/ the house: every relative link must lead somewhere, and the README stays short.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const repositoryRoot = path.resolve(__dirname, '..');
const README = path.join(repositoryRoot, 'README.md');
const README_MAX_LINES = 150;

function markdownFilesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** Inline `[text](target)` links and `[label]: target` definitions, outside code blocks and code spans. */
function linkTargets(markdown) {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const definitions = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]);
  return [...inline, ...definitions];
}

function isRelative(target) {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');
}

/** The relative links of one file that lead to no file or folder, as `target` strings. */
function brokenLinks(file) {
  return linkTargets(readFileSync(file, 'utf8'))
    .filter(isRelative)
    .filter((target) => {
      const filePart = decodeURIComponent(target.split('#')[0].split('?')[0]);
      const resolved = filePart.startsWith('/') ? path.join(repositoryRoot, filePart) : path.resolve(path.dirname(file), filePart);
      return !existsSync(resolved);
    });
}

const documents = [README, ...markdownFilesUnder(__dirname)];

describe('documentation', () => {
  it.each(documents.map((file) => [path.relative(repositoryRoot, file), file]))('%s has no broken relative link', (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it(`keeps the README at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(README, 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('finds the links it checks', () => {
    expect(linkTargets('See [the spec](docs/a.md#x), `[not](b.md)` and\n[c]: ./c.md\n```\n[d](d.md)\n```')).toEqual(['docs/a.md#x', './c.md']);
    expect(brokenLinks(README)).toEqual(expect.any(Array));
  });
});
