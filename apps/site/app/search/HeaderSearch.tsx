import { SearchDialog } from '@lumenor/ui';
import { useState } from 'react';
import type { SearchUiCopy } from './status';
import { useSearchView } from './use-site-search';

export interface HeaderSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: SearchUiCopy;
}

/** At most this many results in the dialog; Enter in the field shows them all on the search page. */
const dialogResultLimit = 10;

/**
 * The search dialog of the header, loaded (with the search engine) the first time a visitor opens
 * search: the header island imports this module lazily, so no page loads it up front.
 */
export default function HeaderSearch({ open, onOpenChange, copy }: HeaderSearchProps) {
  const [query, setQuery] = useState('');
  const { results, status } = useSearchView(query, copy, dialogResultLimit);
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      labels={{
        title: copy.dialogTitle,
        input: copy.inputLabel,
        placeholder: copy.placeholder,
        close: copy.closeLabel,
        results: copy.resultsLabel,
      }}
      query={query}
      onQueryChange={setQuery}
      results={results}
      status={status}
      action={copy.href}
    />
  );
}
