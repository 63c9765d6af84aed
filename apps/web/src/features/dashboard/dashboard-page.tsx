import { useCallback, useState } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { downloadText } from '../../components/download-text.ts';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { toggleMember } from '../../components/selection.ts';
import '../../components/data-table.css';
import { exportFileName, tradingViewList } from './tradingview-export.ts';
import { useAddGroup, useVolatility } from './use-volatility.ts';
import { VolatilityCard } from './volatility-card.tsx';
import { VolatilityDetailTable } from './volatility-detail-table.tsx';
import { type CapFilter, capFilters, type VolatilityGroup } from './volatility-groups.ts';

/** Volatility Dashboard at /dashboard: docs/product.md §2. */
export function DashboardPage() {
  const [cap, setCap] = useState<CapFilter>('All');
  const [onlyWeeklyNarrow, setOnlyWeeklyNarrow] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const data = useVolatility({ cap, onlyWeeklyNarrow });
  const group = useAddGroup();
  const { exchange } = data;
  const { add } = group;

  const onToggle = useCallback((key: string) => setOpen((current) => toggleMember(current, key)), []);
  const onExport = useCallback(
    (g: VolatilityGroup) =>
      downloadText(
        exportFileName(g.key, cap, onlyWeeklyNarrow),
        tradingViewList(
          exchange,
          g.records.map((r) => r.symbol),
        ),
      ),
    [cap, onlyWeeklyNarrow, exchange],
  );
  const onWatchlist = useCallback(
    (g: VolatilityGroup) =>
      add(
        g.key,
        g.records.map((r) => r.symbol),
      ),
    [add],
  );

  return (
    <section data-testid="dashboard-page">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">Volatility Dashboard</h1>
        <LabelledSelect
          label="Market cap"
          labelStyle="hidden"
          testId="vol-cap"
          style={{ width: 'auto' }}
          value={cap}
          options={capFilters.map((c) => ({ value: c, label: c }))}
          onChange={setCap}
        />
        <Form.Check
          id="vol-only-weekly-narrow"
          label="Only Weekly Narrow/Super Narrow"
          data-testid="vol-weekly-narrow"
          checked={onlyWeeklyNarrow}
          onChange={(e) => setOnlyWeeklyNarrow(e.target.checked)}
        />
      </div>
      {data.errors.length > 0 && (
        <Alert variant="danger" data-testid="vol-error">
          {data.errors.join(' · ')}
        </Alert>
      )}
      {!data.isLoading && data.total === 0 && (
        <p className="text-body-secondary" data-testid="vol-empty">
          No volatility data available.
        </p>
      )}
      {data.isLoading ? (
        <PageSpinner label="Loading volatility data..." />
      ) : (
        data.sections.map((section) => (
          <section key={section.timeframe} className="mb-4" data-testid={`vol-section-${section.timeframe}`}>
            <h2 className="h6 text-uppercase text-body-secondary mb-2">{section.title}</h2>
            <Row xs={2} md={3} xl={5} className="g-2">
              {section.groups.map((g) => (
                <Col key={g.key}>
                  <VolatilityCard
                    group={g}
                    open={open.has(g.key)}
                    adding={group.addingKey === g.key}
                    busy={group.addingKey !== null}
                    onToggle={onToggle}
                    onExport={onExport}
                    onWatchlist={onWatchlist}
                  />
                </Col>
              ))}
            </Row>
            {section.groups
              .filter((g) => open.has(g.key))
              .map((g) => (
                <VolatilityDetailTable key={g.key} group={g} />
              ))}
          </section>
        ))
      )}
    </section>
  );
}
