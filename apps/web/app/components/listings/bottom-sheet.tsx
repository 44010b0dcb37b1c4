import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ListingIcon } from './listing-icons.tsx';
import classes from './bottom-sheet.module.css';

/**
 * A bottom sheet on the browser's own modal `<dialog>`: focus stays inside while it is open, Escape and a tap on the
 * dimmed page close it, the page behind is inert and does not scroll. It stays in the document while closed, so the
 * controls in it still belong to the form around it (the search box sends the sheet's choices too). Mantine's Drawer
 * brought its modal, focus-trap, scroll-lock and scroll-area code (~12 KB compressed) to every list page (ADR 0071).
 *
 * While `sheet` is false (the server's page, a wide screen) the same element is a panel in place: the dialog's title
 * bar hidden, shown or hidden and laid out by `panelClassName`. A phone's list turns its panel into
 * the sheet right after hydration: the element and its fields stay where the server drew them and only its classes
 * change. Moved into a sheet of its own, every field and the ~330 cities of the city filter were drawn anew in one
 * long task on a phone's every list (issue 32).
 */
export function BottomSheet({
  id,
  sheet,
  open,
  onClose,
  title,
  closeLabel,
  panelClassName,
  children,
}: {
  id?: string;
  /** Drawn as the bottom sheet (else a panel in place). */
  sheet: boolean;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** The element's class while it is a panel in place (its content laid out as the element's own children). */
  panelClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (sheet && open && !dialog.open) dialog.showModal();
    if ((!sheet || !open) && dialog.open) dialog.close();
  }, [sheet, open]);
  return (
    <dialog
      ref={ref}
      id={id}
      className={sheet ? classes.sheet : `${classes.panel} ${panelClassName ?? ''}`}
      aria-labelledby={titleId}
      // Escape, or close() when `open` turns false: the owner's state follows.
      onClose={sheet ? onClose : undefined}
      // The dialog itself is hit only outside its content: on the dimmed page around it.
      onClick={(event) => {
        if (sheet && event.target === event.currentTarget) onClose();
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
        <div className={sheet ? classes.body : classes.panelBody}>{children}</div>
      </div>
    </dialog>
  );
}
