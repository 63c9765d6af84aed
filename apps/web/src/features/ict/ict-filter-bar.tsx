import { Form, InputGroup } from 'react-bootstrap';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { biasOptions, fvgOptions, type IctFilters, pdArrayOptions, yesNoOptions } from './ict-filters.ts';

export interface IctFilterBarProps {
  filters: IctFilters;
  setFilter: <K extends keyof IctFilters>(key: K, value: IctFilters[K]) => void;
  shown: number;
  total: number;
}

/** The six filters of docs/product.md §2, each labelled, and how many setups pass them. */
export function IctFilterBar({ filters, setFilter, shown, total }: IctFilterBarProps) {
  return (
    <div className="filter-bar d-flex flex-wrap align-items-center gap-2 py-2" data-testid="ict-filters">
      <LabelledSelect
        label="HTF Bias"
        testId="ict-filter-bias"
        value={filters.bias}
        options={biasOptions}
        onChange={(v) => setFilter('bias', v)}
      />
      <LabelledSelect
        label="HTF PD Array"
        testId="ict-filter-pd"
        value={filters.pdArray}
        options={pdArrayOptions}
        onChange={(v) => setFilter('pdArray', v)}
      />
      <LabelledSelect
        label="LTF OTE Zone"
        testId="ict-filter-ote"
        value={filters.ote}
        options={yesNoOptions}
        onChange={(v) => setFilter('ote', v)}
      />
      <LabelledSelect
        label="FVG Type"
        testId="ict-filter-fvg"
        value={filters.fvg}
        options={fvgOptions}
        onChange={(v) => setFilter('fvg', v)}
      />
      <LabelledSelect
        label="Liquidity Sweep"
        testId="ict-filter-sweep"
        value={filters.sweep}
        options={yesNoOptions}
        onChange={(v) => setFilter('sweep', v)}
      />
      <InputGroup size="sm" className="w-auto">
        <InputGroup.Text as="label" htmlFor="ict-filter-min-score">
          Min Score
        </InputGroup.Text>
        <Form.Control
          id="ict-filter-min-score"
          data-testid="ict-filter-min-score"
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={1}
          style={{ width: '4.5rem' }}
          value={filters.minScore}
          onChange={(e) => setFilter('minScore', e.target.value)}
        />
      </InputGroup>
      <span className="small text-body-secondary ms-auto" data-testid="ict-count">
        {shown === total ? `${total} setups` : `${shown} of ${total} setups`}
      </span>
    </div>
  );
}
