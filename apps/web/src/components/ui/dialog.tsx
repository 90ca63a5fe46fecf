import { lazy, Suspense } from 'react';
import type { DialogProps } from './modal-dialog.tsx';

const ModalDialog = lazy(() => import('./modal-dialog.tsx'));

/**
 * A modal dialog: focus moves into it and stays there until it closes, then goes back to what
 * opened it. React Aria's modal weighs 29 KB, more than most pages: it loads when a dialog first
 * opens, not with the pages that may show one (decision 34).
 */
export function Dialog(props: DialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
