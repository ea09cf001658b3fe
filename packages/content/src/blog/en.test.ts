import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateCollection, validateRecord } from '../shared/validate';
import { loadBlogPosts } from './collection';
import { blogCategories, blogCopy, blogPosts } from './en';
import { getPostsByCategory } from './helpers';
import {
  blockTexts,
  blogCategoryList,
  blogCategoryNames,
  blogCategorySchema,
  blogCategorySlugOf,
  blogCopySchema,
  blogPostSchema,
  countWords,
  estimateReadingMinutes,
  formatBlogDate,
  minParagraphs,
  substantialParagraphs,
} from './schema';

const placeholder = /lorem ipsum|\btodo\b|coming soon|\btbd\b|xxx/i;

describe('blog categories', () => {
  it('pass their schema', () => {
    expect(validateCollection('blogCategories', blogCategorySchema, blogCategories)).toHaveLength(
      8,
    );
  });

  it('are the eight categories, in order, with canonical slugs', () => {
    expect(blogCategories.map(({ name, slug }) => ({ name, slug }))).toEqual(blogCategoryList);
    expect(blogCategoryNames).toEqual(blogCategoryList.map(({ name }) => name));
    for (const { name, slug } of blogCategoryList) expect(blogCategorySlugOf(name)).toBe(slug);
    expect(blogCategorySlugOf('AI & Technology')).toBe('ai-and-technology');
  });
});

/**
 * The articles of fixtures/posts/, written as the writer's guide says (packages/content README):
 * every rule below holds for them too, so the tests never ask more than the guide.
 */
const guideArticles = loadBlogPosts({
  directories: [fileURLToPath(new URL('../../fixtures/posts', import.meta.url))],
});

describe('blog posts', () => {
  it('pass their schema', () => {
    expect(validateCollection('blogPosts', blogPostSchema, blogPosts)).toHaveLength(
      blogPosts.length,
    );
  });

  it('have unique ids', () => {
    const ids = blogPosts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([...blogPosts, ...guideArticles].map((post) => [post.id, post] as const))(
    // The writer's guide: at least five paragraphs of 40 words or more; subheadings, lists,
    // quotes, images and shorter paragraphs may sit between them.
    '%s is a real article: 5+ paragraphs of 40+ words, no placeholder copy',
    (_id, post) => {
      const texts = blockTexts(post.body);
      expect(substantialParagraphs(post.body)).toBeGreaterThanOrEqual(minParagraphs);
      for (const text of texts) expect(text).not.toMatch(placeholder);
      expect(`${post.title} ${post.excerpt}`).not.toMatch(placeholder);
      expect(post.readingMinutes).toBe(estimateReadingMinutes(texts));
      expect(post.wordCount).toBe(texts.reduce((sum, text) => sum + countWords(text), 0));
    },
  );

  it('belong to categories that exist', () => {
    const names = new Set(blogCategories.map((category) => category.name));
    for (const post of [...blogPosts, ...guideArticles]) {
      expect(names.has(post.category), post.id).toBe(true);
    }
  });

  it('have date text that matches datePublished, newest first, articles of one day by id', () => {
    for (const post of blogPosts) expect(post.date).toBe(formatBlogDate(post.datePublished));
    // Any date of the calendar, and two articles may share one: their order is then their ids'.
    const order = blogPosts.map((post) => [post.datePublished, post.id] as const);
    expect(order).toEqual(
      [...order].sort(
        ([dateA, idA], [dateB, idB]) => dateB.localeCompare(dateA) || idA.localeCompare(idB),
      ),
    );
  });

  it('carry the GovConnect figures (500 villages, 15 departments, 12 districts) in the case study', () => {
    const caseStudy = blogPosts.find((post) => post.id === 'govconnect-360-case-study');
    const text = caseStudy ? blockTexts(caseStudy.body).join(' ') : '';
    expect(text).toContain('500 villages');
    expect(text).toContain('15 departments');
    expect(text).toContain('12 pilot districts');
  });
});

describe('blog copy', () => {
  it('passes its schema and states the empty-category message', () => {
    validateRecord('blogCopy', blogCopySchema, blogCopy);
    expect(blogCopy.empty.title).toBe('No articles found');
    expect(blogCopy.empty.body).toBe(
      "We couldn't find any articles in this category. Please check back later or explore other categories.",
    );
    expect(blogCopy.empty.action.href).toBe('/blog');
    expect(blogCopy.newsletter.submitLabel).toBe('Subscribe');
    expect(blogCopy.readingTime(6)).toBe('6 min read');
  });

  it('counts articles in words and links the two feeds', () => {
    expect(blogCopy.articleCount(0)).toBe('No articles yet');
    expect(blogCopy.articleCount(1)).toBe('1 article');
    expect(blogCopy.articleCount(3)).toBe('3 articles');
    expect([blogCopy.feeds.rss.href, blogCopy.feeds.atom.href]).toEqual(['/rss.xml', '/atom.xml']);
  });
});

describe('malformed records', () => {
  const base = blogPosts[0];
  if (!base) throw new Error('no posts');
  /** The message names the record by its id, then the field. */
  const problemOf = (field: string) => new RegExp(`blogPosts\\[${base.id}\\]\\.${field}`);

  it('name the record id and the field', () => {
    const broken = {
      ...base,
      body: {
        type: 'root',
        children: [
          {
            type: 'element',
            tagName: 'p',
            properties: {},
            children: [{ type: 'text', value: 'Too short.' }],
          },
        ],
      },
    };
    expect(() => validateCollection('blogPosts', blogPostSchema, [broken])).toThrow(
      problemOf('body: needs at least 5 paragraphs'),
    );
  });

  it('reject a date text that disagrees with datePublished', () => {
    const broken = { ...base, date: 'June 1, 2025' };
    expect(() => validateCollection('blogPosts', blogPostSchema, [broken])).toThrow(
      problemOf('date: date text must match'),
    );
  });

  // An unknown category is refused where a writer names it: in the frontmatter (collection.test.ts).
  it('reject a missing image alt', () => {
    const broken = { ...base, image: { ...base.image, alt: '' } };
    const result = v.safeParse(blogPostSchema, broken);
    expect(result.success).toBe(false);
    expect(() => validateCollection('blogPosts', blogPostSchema, [broken])).toThrow(
      problemOf('image\\.alt'),
    );
  });

  it('name the category slug and field', () => {
    const broken = { name: 'Smart Cities', slug: 'smart-cities', description: '' };
    expect(() => validateCollection('blogCategories', blogCategorySchema, [broken])).toThrow(
      /blogCategories\[smart-cities\]\.description/,
    );
  });
});

describe('the empty-category state', () => {
  it('stays reachable: Future Trends has no articles yet, so its page shows "No articles found"', () => {
    expect(getPostsByCategory('future-trends')).toEqual([]);
  });
});
