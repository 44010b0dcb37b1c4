import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ListingIcon } from './listing-icons.tsx';
import classes from './bottom-sheet.module.css';

/**
 * A bottom sheet on the browser's own modal `<dialog>`: focus stays inside while it is open, Escape and a tap on the
 * dimmed page close it, the page behind is inert and does not scroll. It stays in the document while closed, so the
 * controls in it still belong to the form around it (the search box sends the sheet's choices too). Mantine's Drawer
 * brought its modal, focus-trap, scroll-lock and scroll-area code (~12 KB compressed) to every list page (ADR 0071).
 */
export function BottomSheet({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={classes.sheet}
      aria-labelledby={titleId}
      // Escape, or close() when `open` turns false: the owner's state follows.
      onClose={onClose}
      // The dialog itself is hit only outside its content: on the dimmed page around it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.content}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
            <ListingIcon name="close" size={20} />
          </button>
        </div>
        <div className={classes.body}>{children}</div>
      </div>
    </dialog>
  );
}
