import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A component's README is its documentation page (Storybook shows it on the component's docs
 * page): like GOV.UK's and Braid's, it says when to use the component and when not to, what its
 * accessibility gives and what the adopting app must still provide, and its do's and don'ts. The
 * package README links every one.
 */
const sourceDirectory = path.dirname(fileURLToPath(import.meta.url));
const packageReadme = readFileSync(path.join(sourceDirectory, '../README.md'), 'utf8');

const componentReadmes = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'README.md')
  .filter((file) => file.startsWith(`components${path.sep}`) || file.startsWith('colorMode'))
  .sort();

/** A README's level-2 section, from its heading to the next. */
function section(text: string, heading: string): string | undefined {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) return undefined;
  const rest = text.slice(start + heading.length + 5);
  const end = rest.indexOf('\n## ');
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

describe('component documentation pages', () => {
  it('finds the component READMEs', () => {
    expect(componentReadmes.length).toBeGreaterThan(10);
  });

  describe.each(componentReadmes)('%s', (file) => {
    const text = readFileSync(path.join(sourceDirectory, file), 'utf8');

    it('says when to use it and when not to', () => {
      expect(section(text, 'When to use')).toMatch(/\w{3}/);
      expect(section(text, 'When not to use')).toMatch(/\w{3}/);
    });

    it('gives its keyboard and screen-reader behaviour, and what an adopter must still provide', () => {
      const accessibility = section(text, 'Accessibility') ?? '';
      expect(accessibility).toMatch(/^- \*\*Keyboard\*\*: \S/m);
      expect(accessibility).toMatch(/^- \*\*Screen readers\*\*: \S/m);
      expect(accessibility).toMatch(/^- \*\*What you must still provide\*\*: \S/m);
    });

    it("lists do's and don'ts", () => {
      const doAndDont = section(text, "Do and don't") ?? '';
      expect(doAndDont).toMatch(/^- Do: \S/m);
      expect(doAndDont).toMatch(/^- Don't \S/m);
    });

    it('is linked from the package README', () => {
      expect(packageReadme).toContain(`](src/${file.split(path.sep).join('/')})`);
    });
  });
});
