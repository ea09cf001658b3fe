// The site's copy is data (the messages files of packages/content/data/messages, both languages),
// never a literal in TypeScript. A cheap check, not a parser: it reads the string literals and the
// JSX text of a TypeScript file and names each that reads like words of copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Three words of letters in a row ('Read this page'; not a unit, '1px solid', nor a part of a
 * name, 'background-color'), or any Telugu letter.
 */
const wordsOfCopy = /(?<![\p{L}\p{N}_-])\p{L}+(?: \p{L}+){2,}/u;
const teluguLetter = /[\u0C00-\u0C7F]/u;

/**
 * Calls whose words are for developers and writers (a build's or a check's message), never on a
 * page: errors (and an error class's `super`), logs, the build's problem lists and the messages of valibot's rules
 * (`v.minLength(50, 'must be …')`). Telugu is copy wherever it is.
 */
const developerCalls =
  /^(?:new )?(?:[A-Za-z]*Error|DOMException|super|console\.\w+|problems\.push|issues\.push|process\.\w+\.write|v\.(?:includes|string|number|boolean|regex|minLength|maxLength|length|nonEmpty|picklist|check|custom|email|url|isoDate|startsWith|endsWith|minValue|maxValue|integer|literal|strictObject|function))$/;

/** Attributes a reader (or a screen reader) reads: any word in one is copy ('Close'). */
const readerAttribute =
  /\b(?:aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label)\s*=\s*\{?\s*$/;

/** Attributes and keys whose values are words of a machine ('card link small'), not of a reader. */
const technicalKey =
  /\b(?:className|class|rel|autoComplete|sizes|sandbox|allow|role|fontFamily)\s*[=:]\s*\{?\s*$/;

/**
 * The names of the calls whose arguments hold `offset`, innermost first ('v.regex', 'new Error'),
 * up to the statement or the block it is in.
 */
function enclosingCalls(code, offset) {
  const calls = [];
  let depth = 0;
  for (let at = offset - 1; at >= 0; at -= 1) {
    const char = code[at];
    if (char === ')' || char === ']' || char === '}') depth += 1;
    else if (char === '(' || char === '[' || char === '{') {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      const before = code.slice(Math.max(0, at - 80), at);
      // A block ends the search; an object or a list is part of an argument.
      if (char === '{' && /(?:\)|=>|\belse|\btry|\bdo)\s*$/.test(before)) return calls;
      if (char === '(')
        calls.push(/((?:new )?[\w$.]+)\s*(?:<[^()]*>)?\s*$/.exec(before)?.[1] ?? '');
    } else if (char === ';' && depth === 0) return calls;
  }
  return calls;
}

/**
 * The source with comments blanked (same length, so offsets and lines stay), and its string
 * literals and template texts with their offsets. Regular expression literals are skipped after
 * a token that cannot end an expression.
 */
function literalsOf(source) {
  const literals = [];
  let code = '';
  let at = 0;
  let last = '';
  /** Open template literals: the brace depth of their `${`, and where the template starts. */
  const templateDepths = [];
  const templateStarts = [];
  /** Their text so far, each `${…}` written '{…}': a template is read as one text. */
  const templateTexts = [];
  let braces = 0;
  while (at < source.length) {
    const char = source[at];
    const next = source[at + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', at);
      const stop = end === -1 ? source.length : end;
      code += ' '.repeat(stop - at);
      at = stop;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', at + 2);
      const stop = end === -1 ? source.length : end + 2;
      code += source.slice(at, stop).replace(/[^\n]/g, ' ');
      at = stop;
      continue;
    }
    if (
      char === '/' &&
      (last === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(last) || /\breturn$/.test(last))
    ) {
      // A regular expression: to its closing slash, past classes and escapes.
      let end = at + 1;
      let inClass = false;
      while (end < source.length && source[end] !== '\n') {
        const c = source[end];
        if (c === '\\') end += 1;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        end += 1;
      }
      code += source.slice(at, end + 1);
      at = end + 1;
      last = '/';
      continue;
    }
    const templateEnd = char === '}' && templateDepths.at(-1) === braces;
    if (char === "'" || char === '"' || char === '`' || templateEnd) {
      const quote = templateEnd ? '`' : char;
      const start = templateEnd ? (templateStarts.pop() ?? at) : at;
      const before = templateEnd ? (templateTexts.pop() ?? '') : '';
      if (templateEnd) templateDepths.pop();
      let end = at + 1;
      let text = '';
      let opensExpression = false;
      while (end < source.length) {
        const c = source[end];
        if (c === '\\') {
          text += source.slice(end, end + 2);
          end += 2;
          continue;
        }
        if (c === quote) break;
        if (quote !== '`' && c === '\n') break;
        if (quote === '`' && c === '$' && source[end + 1] === '{') {
          opensExpression = true;
          break;
        }
        text += c;
        end += 1;
      }
      if (!opensExpression) literals.push({ offset: start, line: start, text: `${before}${text}` });
      const stop = opensExpression ? end + 2 : end + 1;
      code += `${source[at]}${' '.repeat(Math.max(0, stop - at - 2))}${source[stop - 1] ?? ''}`;
      if (opensExpression) {
        templateDepths.push(braces);
        templateStarts.push(start);
        templateTexts.push(`${before}${text}{…}`);
      }
      at = stop;
      last = 'x';
      continue;
    }
    if (char === '{') braces += 1;
    if (char === '}') braces -= 1;
    code += char;
    if (!/\s/.test(char)) last = /[\w$]/.test(char) ? `${last}${char}`.slice(-8) : char;
    at += 1;
  }
  return { code, literals };
}

/** Text between JSX tags (`<p>Read this page</p>`): a stretch between '>' and '<' or '{' with no code in it. */
function jsxTexts(code) {
  const texts = [];
  // Not after an arrow ('=> Promise<…>'): the '>' of a tag only.
  for (const match of code.matchAll(/(?<![=-])>([^<>{}]+)(?=[<{])/g)) {
    const text = match[1] ?? '';
    // Code, or the rest of a type after its type arguments ('Omit<A, B>, Props {').
    if (/[;()=[\]]|&&|\|\||=>|\b(?:extends|implements)\b/.test(text) || /^\s*[,|&]/.test(text)) {
      continue;
    }
    const offset = (match.index ?? 0) + 1;
    texts.push({ offset, line: offset, text: text.trim().replace(/\s+/g, ' ') });
  }
  return texts;
}

/**
 * Each literal or JSX text of a TypeScript source that reads like copy, by line: `allowed` holds
 * the texts known to be no copy (a font's name, a list of DOM events…).
 */
export function copyInSource(source, { jsx = false, allowed = new Set() } = {}) {
  const { code, literals } = literalsOf(source);
  const found = [];
  const lineOf = (offset) => source.slice(0, offset).split('\n').length;
  const marked = [
    ...literals.map((literal) => ({
      ...literal,
      // In an attribute a reader reads (JSX), a single word is copy too.
      shown:
        jsx && readerAttribute.test(code.slice(Math.max(0, literal.offset - 40), literal.offset)),
    })),
    // Text between JSX tags is what the page shows: a single word is copy too.
    ...(jsx ? jsxTexts(code).map((text) => ({ ...text, shown: true })) : []),
  ];
  for (const { offset, line, text, shown } of marked) {
    const telugu = teluguLetter.test(text);
    // A value put in a sentence stands for a word of it ('Read our {…} policy').
    const plain = text.replaceAll('{…}', 'x');
    const ownWords = text.match(/(?<![\p{L}\p{N}_-])\p{L}{2,}(?![\p{L}\p{N}_-])/gu) ?? [];
    const words = shown ? ownWords.length > 0 : wordsOfCopy.test(plain) && ownWords.length >= 2;
    // Code in a string (an inline script) is no copy.
    if (!telugu && (!words || text.includes('=>'))) continue;
    if (allowed.has(text)) continue;
    if (!telugu && enclosingCalls(code, offset).some((call) => developerCalls.test(call))) continue;
    if (!telugu && technicalKey.test(code.slice(Math.max(0, offset - 40), offset))) continue;
    found.push({ line: lineOf(line), text });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The TypeScript sources under `directory` (tests, stories and declarations left out). */
export function typeScriptSources(directory) {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec|stories|d)\.tsx?$/.test(file))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => path.join(directory, file));
}

/**
 * Every text of copy in the sources under the directories: 'file:line: text'. `allowedTexts`: texts
 * known to be no copy; `allowedFiles`: files whose words are all for developers and writers (their
 * Telugu is still copy).
 */
export function copyInCode(
  directories,
  { allowedTexts = new Set(), allowedFiles = new Set() } = {},
) {
  return directories.flatMap((directory) =>
    typeScriptSources(directory).flatMap((file) =>
      copyInSource(readFileSync(file, 'utf8'), {
        jsx: file.endsWith('.tsx'),
        allowed: allowedTexts,
      })
        .filter(({ text }) => !allowedFiles.has(file) || teluguLetter.test(text))
        .map(({ line, text }) => `${file}:${line}: ${text}`),
    ),
  );
}
