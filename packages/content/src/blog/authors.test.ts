import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentValidationError } from '../shared/validate';
import { loadBlogAuthors } from './authors';
import { blogAuthors } from './authors.en';
import { blogPosts } from './en';

const temporary: string[] = [];
afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});

/** A folder of author files, as the editor writes them. */
function authorsFolder(files: Record<string, unknown>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-authors-'));
  temporary.push(directory);
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(
      path.join(directory, name),
      typeof data === 'string' ? data : JSON.stringify(data),
    );
  }
  return directory;
}

const writer = {
  name: 'Padma Reddy',
  role: 'Editor',
  bio: 'Padma edits the blog and writes about how departments plan and run their digital services.',
};

describe('authors as data files', () => {
  it('a new author is a new file, named by its id, in its language only', () => {
    const directory = authorsFolder({
      'padma-reddy.en.json': writer,
      'padma-reddy.te.json': { ...writer, translationOf: { name: 'abc' } },
    });
    expect(loadBlogAuthors('en', directory)).toEqual({ 'padma-reddy': writer });
    // The Telugu file's translationOf is the file's bookkeeping, not part of the author.
    expect(loadBlogAuthors('te', directory)).toEqual({ 'padma-reddy': writer });
  });

  it('names the file and the field of every problem', () => {
    const directory = authorsFolder({
      'short.en.json': { ...writer, bio: 'Too short.' },
      'Bad Name.en.json': writer,
      'broken.en.json': '{ "name": ',
      'nameless.en.json': { role: writer.role, bio: writer.bio },
    });
    let error: unknown;
    try {
      loadBlogAuthors('en', directory);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentValidationError);
    const message = (error as Error).message;
    expect(message).toContain('data/authors/short.en.json bio: bio is too short (60+ characters)');
    expect(message).toContain(
      'data/authors/Bad Name.en.json: file name must be <id>.<locale>.json',
    );
    expect(message).toContain('data/authors/broken.en.json: is not valid JSON');
    expect(message).toContain('data/authors/nameless.en.json name:');
  });

  it('every article names an author of the data files', () => {
    for (const post of blogPosts) expect(Object.values(blogAuthors)).toContainEqual(post.author);
  });
});
