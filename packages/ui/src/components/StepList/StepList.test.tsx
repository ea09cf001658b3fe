import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList.js';

describe('StepList', () => {
  it('renders the steps in order as an ordered list with headings of the requested level', () => {
    render(
      <StepList
        headingLevel={4}
        steps={[
          { title: 'Discovery', description: 'Study the process.' },
          { title: 'Strategy', description: 'Design the target.' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Discovery', 'Strategy']);
    expect(screen.getByText('Study the process.').tagName).toBe('P');
  });

  it('wraps rich descriptions in a div so block content is not nested in a paragraph', () => {
    render(
      <StepList
        steps={[
          {
            title: 'Implementation',
            description: (
              <>
                <p>Build in short cycles.</p>
                <ul>
                  <li>Demonstrations every two weeks</li>
                </ul>
              </>
            ),
          },
        ]}
      />,
    );
    const paragraph = screen.getByText('Build in short cycles.');
    expect(paragraph.parentElement?.tagName).toBe('DIV');
    expect(paragraph.closest('p')).toBe(paragraph);
    expect(screen.getByText('Demonstrations every two weeks').closest('p')).toBeNull();
  });
});
