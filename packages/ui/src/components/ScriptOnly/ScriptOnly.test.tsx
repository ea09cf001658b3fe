import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as styles from './ScriptOnly.css.js';
import { ScriptOnly } from './ScriptOnly.js';

/** The stylesheet's `@media` rules whose condition mentions `scripting`. */
function scriptingRules(): CSSMediaRule[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.conditionText.includes('scripting'));
}

describe('ScriptOnly', () => {
  it('renders its children inside one wrapper', () => {
    const { container } = render(
      <ScriptOnly>
        <button type="button">Send</button>
      </ScriptOnly>,
    );
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.className).toBe(styles.root);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('hides the wrapper with CSS where scripting is off (no JavaScript decides)', () => {
    render(<ScriptOnly>Form</ScriptOnly>);
    const rules = scriptingRules().filter((rule) =>
      [...rule.cssRules].some(
        (inner) => inner instanceof CSSStyleRule && inner.selectorText === `.${styles.root}`,
      ),
    );
    expect(rules.map((rule) => rule.conditionText)).toEqual(['(scripting: none)']);
    const inner = rules[0]?.cssRules[0] as CSSStyleRule;
    expect(inner.style.getPropertyValue('display')).toBe('none');
  });

  it('is in the server HTML, so the choice is made by the stylesheet before first paint', () => {
    const html = renderToString(<ScriptOnly>Form</ScriptOnly>);
    expect(html).toBe(`<div class="${styles.root}">Form</div>`);
  });
});
