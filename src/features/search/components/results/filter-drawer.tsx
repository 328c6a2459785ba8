'use client';

import type { Refinements } from '@/search/schema';
import type { SearchState } from '@/search/url-state';
import { Dialog, DialogClose, DialogTitle, useDialogClose } from '@/ui/dialog';
import { type FilterContext, Filters } from './filters';

type Props = FilterContext & {
  /** The filters being edited, or null while the drawer is closed. */
  draft: SearchState | null;
  preset: Refinements;
  /** The draft's results' count, for 'Show Me {count}'. */
  count: number;
  onChange: (next: SearchState) => void;
  onShow: (draft: SearchState) => void;
  onClose: () => void;
};

/**
 * The phone's filter panel: a drawer editing a draft of the filters, applied by 'Show Me {count}'. Fetched
 * on the first press of 'Filters' (the results page's first load does without it).
 */
export function FilterDrawer({ draft, preset, count, onChange, onShow, onClose, ...context }: Props) {
  return (
    <Dialog variant="drawer" open={draft !== null} onClose={onClose}>
      {draft && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-black/10 px-4 py-3">
            <DialogTitle className="text-lg font-bold">Filters</DialogTitle>
            <DialogClose label="Close filters" />
          </div>
          <div className="flex-1 overflow-y-auto px-4">
            <Filters state={draft} preset={preset} onChange={onChange} {...context} />
          </div>
          <div className="border-t border-black/10 p-4">
            <ShowMeButton count={count} onShow={() => onShow(draft)} />
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The filter drawer's 'Show Me {count}': applies the draft, then closes the drawer. */
function ShowMeButton({ count, onShow }: { count: number; onShow: () => void }) {
  const close = useDialogClose();
  return (
    <button
      type="button"
      className="w-full rounded-site bg-brand px-4 py-3 font-bold text-brand-contrast"
      onClick={() => {
        onShow();
        close();
      }}
    >
      Show Me {count}
    </button>
  );
}
