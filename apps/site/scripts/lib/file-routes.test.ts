import { describe, expect, it } from 'vitest';
import {
  fileOfRoute,
  isRoutePage,
  notFoundFiles,
  requestPathsOf,
  routeOfFile,
  servedFileFor,
} from './file-routes';

describe('files and routes', () => {
  it('maps a page to its route and back', () => {
    for (const [file, route] of [
      ['index.html', '/'],
      ['about/index.html', '/about'],
      ['te/blog/a-post/index.html', '/te/blog/a-post'],
      ['rss.xml', '/rss.xml'],
    ] as const) {
      expect(routeOfFile(file)).toBe(route);
      expect(fileOfRoute(route)).toBe(file);
    }
    expect(fileOfRoute('/about/')).toBe('about/index.html');
  });

  it('serves every not-found page at its own file name, and gives none a route of its own', () => {
    expect([...notFoundFiles]).toEqual(
      expect.arrayContaining(['404.html', 'te/404.html', 'blog/category/404.html']),
    );
    for (const file of notFoundFiles) {
      expect(routeOfFile(file)).toBe(`/${file}`);
      expect(fileOfRoute(routeOfFile(file))).toBe(file);
      expect(isRoutePage(file), file).toBe(false);
    }
    expect(isRoutePage('te/index.html')).toBe(true);
    expect(isRoutePage('rss.xml')).toBe(false);
  });

  it('answers a page at its route with and without the trailing slash', () => {
    expect(requestPathsOf('index.html')).toEqual(['/']);
    expect(requestPathsOf('about/index.html')).toEqual(['/about', '/about/']);
    expect(requestPathsOf('404.html')).toEqual(['/404.html']);
    expect(requestPathsOf('assets/a.css')).toEqual(['/assets/a.css']);
  });

  it('finds the file a static host serves at a path, or none', () => {
    const files = new Set(['index.html', 'about/index.html', 'rss.xml', 'te/index.html']);
    expect(servedFileFor('/', files)).toBe('index.html');
    expect(servedFileFor('/about', files)).toBe('about/index.html');
    expect(servedFileFor('/about/', files)).toBe('about/index.html');
    expect(servedFileFor('/te', files)).toBe('te/index.html');
    expect(servedFileFor('/rss.xml', files)).toBe('rss.xml');
    expect(servedFileFor('/blog/category/future-trends', files)).toBeUndefined();
  });
});
