import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseStudyCard } from './CaseStudyCard.js';

describe('CaseStudyCard', () => {
  it('renders the title, the results heading one level lower and a list named by it', () => {
    render(
      <CaseStudyCard
        title="District grievance portal"
        description="A single portal for citizen grievances."
        resultsHeading="Key Results"
        results={['40% faster resolution', '12 districts live']}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'District grievance portal' }),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 4, name: 'Key Results' })).toBeDefined();
    const list = screen.getByRole('list', { name: 'Key Results' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });

  it('renders no results block without results', () => {
    render(<CaseStudyCard title="T" description="D" resultsHeading="Key Results" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Key Results')).toBeNull();
  });
});
