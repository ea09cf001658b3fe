import { SearchDialog, type SearchDialogProps } from '@lumenor/ui';
import { dialogResultLimit } from './result-limits';
import type { SearchUiCopy } from './status';
import { useSearchField } from './use-site-search';

export interface HeaderSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: SearchUiCopy;
  shortcutToggle: SearchDialogProps['shortcutToggle'];
  returnFocusTo: SearchDialogProps['returnFocusTo'];
}

/**
 * The search dialog of the header, loaded (with the search engine) the first time a visitor opens
 * search: the header island imports this module lazily, so no page loads it up front.
 */
export default function HeaderSearch({
  open,
  onOpenChange,
  copy,
  shortcutToggle,
  returnFocusTo,
}: HeaderSearchProps) {
  const field = useSearchField(copy, dialogResultLimit);
  return (
    <SearchDialog
      {...field}
      open={open}
      onOpenChange={onOpenChange}
      labels={{ ...field.labels, title: copy.dialogTitle, close: copy.closeLabel }}
      shortcutToggle={shortcutToggle}
      returnFocusTo={returnFocusTo}
    />
  );
}
