import type { IctSetup } from '@app/contracts';
import { rowColour } from '@app/core';
import { memo } from 'react';
import { Badge } from 'react-bootstrap';
import { DASH, formatScore } from '../../components/format.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { IctBreakdown } from './ict-breakdown.tsx';
import { biasTone, labelBadge } from './ict-labels.ts';

export const ICT_COLUMNS = 7;

function Check({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <span className="text-success" role="img" aria-label={`${label}: yes`}>
      ✓
    </span>
  ) : (
    <span className="text-body-secondary" role="img" aria-label={`${label}: no`}>
      ✗
    </span>
  );
}

export interface IctRowProps {
  setup: IctSetup;
  expanded: boolean;
  onToggle: (symbol: string) => void;
}

/**
 * One setup, coloured by its score (spec section 9, core `rowColour`); a click anywhere on the row (or
 * Enter/Space on its symbol button) opens its breakdown in a row below.
 */
export const IctRow = memo(function IctRow({ setup, expanded, onToggle }: IctRowProps) {
  const colour = rowColour(setup.score);
  const label = labelBadge(setup.label);
  const detailId = `ict-detail-${setup.symbol}`;
  return (
    <>
      <tr
        className={`ict-row${colour ? ` row-${colour}` : ''}${expanded ? ' is-expanded' : ''}`}
        data-testid={`ict-row-${setup.symbol}`}
        data-colour={colour ?? 'none'}
        data-score={setup.score}
        data-bias={setup.htf_bias}
        data-fvg={setup.fvg_type}
        onClick={() => onToggle(setup.symbol)}
      >
        <td className="symbol">
          <button
            type="button"
            className="ict-expand"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            aria-label={`${setup.symbol} score breakdown`}
            onClick={(e) => {
              e.stopPropagation();
              onToggle(setup.symbol);
            }}
          >
            <span aria-hidden="true" className="ict-caret">
              {expanded ? '▾' : '▸'}
            </span>
            {setup.symbol}
          </button>
          <SymbolLink symbol={setup.symbol} icon />
        </td>
        <td className={`text-${biasTone(setup.htf_bias)}`}>{setup.htf_bias}</td>
        <td className="text-center">
          <Check on={setup.ltf_ote} label="OTE" />
        </td>
        <td>
          {setup.fvg_type === 'None' ? <span className="text-body-secondary">{DASH}</span> : setup.fvg_type}
        </td>
        <td className="text-center">
          <Check on={setup.liquidity_sweep} label="Liquidity sweep" />
        </td>
        <td className="num fw-semibold">{formatScore(setup.score)}</td>
        <td>
          <Badge
            bg={label.outline ? 'transparent' : label.tone}
            className={label.outline ? `border border-${label.tone} text-${label.tone}` : undefined}
          >
            {setup.label}
          </Badge>
        </td>
      </tr>
      {expanded && (
        <tr className="ict-detail" id={detailId}>
          <td colSpan={ICT_COLUMNS}>
            <IctBreakdown setup={setup} />
          </td>
        </tr>
      )}
    </>
  );
});
