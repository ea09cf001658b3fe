import { expect, it } from 'vitest';
import { articleProblems } from './check';

/**
 * The content check (`pnpm run check:content`: the checks workflow's content step, and the local
 * review mode's check before it lets a publish merge): the articles of posts/, or of the folder
 * CHECK_ARTICLES_DIR names (a review branch's, laid out like posts/ with public/ beside it). On
 * failure the list names each file and what to correct.
 */
it('every article, drafts and scheduled ones too, loads in both languages and links only to pages of the site', () => {
  expect(articleProblems(process.env.CHECK_ARTICLES_DIR || undefined)).toEqual([]);
});
