import { type CprRange, cprRanges } from '@app/contracts';
import { Button, ButtonGroup, Form } from 'react-bootstrap';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { SymbolSearchInput } from '../../components/symbol-search-input.tsx';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatUpdated } from '../../lib/time-format.ts';
import { REFRESH_OPTIONS } from './screener-settings.ts';
import type { ScreenerState } from './use-screener-state.ts';

const RANGE_LABELS: Record<CprRange, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

export interface CprHeaderProps {
  state: ScreenerState;
  dataUpdated: string | null;
  insightsUpdated: string | null;
}

/** Title, update times, timeframe, search, trend-tab switch and refresh interval. */
export function CprHeader({ state, dataUpdated, insightsUpdated }: CprHeaderProps) {
  const { zone } = useTimeZone();
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div className="me-auto">
        <h1 className="h3 mb-1">Trend Screener</h1>
        <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
          <span data-testid="data-updated">
            Data Updated: <span className="text-body">{formatUpdated(dataUpdated, zone)}</span>
          </span>
          <span data-testid="insights-updated">
            Insights Updated: <span className="text-body">{formatUpdated(insightsUpdated, zone)}</span>
          </span>
        </div>
      </div>
      <ButtonGroup size="sm" aria-label="Timeframe" data-testid="cpr-timeframe">
        {cprRanges.map((range) => (
          <Button
            key={range}
            variant={state.range === range ? 'info' : 'outline-info'}
            aria-pressed={state.range === range}
            onClick={() => state.setRange(range)}
          >
            {RANGE_LABELS[range]}
          </Button>
        ))}
      </ButtonGroup>
      <SymbolSearchInput value={state.search} onChange={state.setSearch} testId="cpr-search" />
      <Form.Check
        type="switch"
        id="cpr-show-trend-tabs"
        label="Show Trend Tabs"
        data-testid="cpr-trend-switch"
        checked={state.showTrendTabs}
        onChange={(e) => state.setShowTrendTabs(e.target.checked)}
      />
      <LabelledSelect
        label="Refresh interval"
        labelStyle="hidden"
        testId="cpr-refresh"
        style={{ width: 'auto' }}
        value={String(state.refreshMs)}
        options={REFRESH_OPTIONS.map((option) => ({ value: String(option.ms), label: option.label }))}
        onChange={(v) => state.setRefreshMs(Number(v))}
      />
    </div>
  );
}
