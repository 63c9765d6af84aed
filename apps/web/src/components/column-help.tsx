import { useId } from 'react';
import { OverlayTrigger, Tooltip } from 'react-bootstrap';

export interface ColumnHelpProps {
  /** The column's header, for the button's accessible name ('About Trend'). */
  label: string;
  /** What the column means, in the trader's words (the screen's `*-column-help.ts`). */
  text: string;
}

/**
 * The ⓘ after a column header: a focusable button whose tooltip explains the column on hover and on
 * keyboard focus. While the tooltip shows, the button is `aria-describedby` it (react-bootstrap's
 * popper sets that), so a screen reader reads the help with the button.
 */
export function ColumnHelp({ label, text }: ColumnHelpProps) {
  const id = useId();
  return (
    <OverlayTrigger
      placement="bottom"
      trigger={['hover', 'focus']}
      overlay={
        <Tooltip id={`column-help-${id}`} className="column-help-tip">
          {text}
        </Tooltip>
      }
    >
      {/* The ⓘ is drawn by CSS, so the header's text stays the column's name. */}
      <button type="button" className="column-help" aria-label={`About ${label}`} data-testid="column-help" />
    </OverlayTrigger>
  );
}
