import { Nav } from 'react-bootstrap';
import { BASE_RATE_NOTE } from '../../components/trend-checkpoint-text.ts';
import type { ScreenerTab } from './screener-tabs.ts';

const BASE_RATE_TAB_HINT =
  'Every Trend % in this tab is the base rate: the model did not beat it out of sample at the checkpoint of the day reached so far.';

export interface ScreenerTabNavProps {
  tabs: ScreenerTab[];
  activeKey: string;
  onSelect: (key: string) => void;
}

/** 'sub:narrow' → 'narrow', 'trend:80-100' → 'trend-80-100' (for test ids). */
const tabTestId = (key: string) => `cpr-tab-${key.replace(/^sub:/, '').replace(':', '-')}`;

/**
 * Subcategory and trend tabs; the count badge is hidden from the accessible name. A trend tab holding
 * only base-rate rows says '≈ base rate'.
 */
export function ScreenerTabNav({ tabs, activeKey, onSelect }: ScreenerTabNavProps) {
  return (
    <Nav
      variant="tabs"
      role="tablist"
      className="screener-tabs flex-nowrap overflow-x-auto overflow-y-hidden"
      activeKey={activeKey}
      onSelect={(key) => key && onSelect(key)}
    >
      {tabs.map((tab) => (
        <Nav.Item key={tab.key} role="presentation">
          <Nav.Link
            eventKey={tab.key}
            role="tab"
            aria-selected={tab.key === activeKey}
            aria-controls="cpr-tab-panel"
            data-testid={tabTestId(tab.key)}
          >
            {tab.title}
            {tab.baseRateOnly && (
              <span
                className="small text-body-secondary ms-1"
                title={BASE_RATE_TAB_HINT}
                data-testid={`${tabTestId(tab.key)}-base-rate`}
              >
                {BASE_RATE_NOTE}
              </span>
            )}
            <span className="tab-count badge text-bg-secondary" aria-hidden="true">
              {tab.rows.length}
            </span>
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
