import { ictTradeStatuses } from '@app/contracts';
import type { IctOutcomeStats } from '@app/core';
import { formatPercent } from '../../components/format.ts';
import { formatR } from '../../components/price-format.ts';
import { statusLabel } from '../../components/trade-status.ts';
import { StatusBadge } from '../../components/trade-status-badge.tsx';

function Stat({
  label,
  value,
  testId,
  title,
}: {
  label: string;
  value: string;
  testId: string;
  title: string;
}) {
  return (
    <div className="text-center" title={title}>
      <div className="ict-stat-value" data-testid={testId}>
        {value}
      </div>
      <div className="small text-body-secondary">{label}</div>
    </div>
  );
}

const DECIDED = 'over the triggered trades that reached TP1, TP2 or the stop';

/** The outcome figures of the listed trades: counts by status, hit rates and average R. */
export function TradesSummary({ stats }: { stats: IctOutcomeStats }) {
  return (
    <section
      className="ict-summary d-flex flex-wrap align-items-center gap-4 px-3 py-2 mb-2"
      data-testid="ict-trades-summary"
      aria-label="Outcome of the listed trades"
    >
      <Stat label="Trades" value={String(stats.trades)} testId="ict-summary-trades" title="Listed trades" />
      <div className="d-flex flex-wrap gap-2">
        {ictTradeStatuses.map((status) => (
          <StatusBadge
            key={status}
            status={status}
            className="fw-normal"
            testId={`ict-summary-count-${status}`}
          >
            {statusLabel(status)} <span className="fw-semibold">{stats.counts[status]}</span>
          </StatusBadge>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-4 ms-auto">
        <Stat
          label="TP1 rate"
          value={formatPercent(stats.tp1Rate)}
          testId="ict-summary-tp1-rate"
          title={`TP1 or TP2 ${DECIDED}`}
        />
        <Stat
          label="TP2 rate"
          value={formatPercent(stats.tp2Rate)}
          testId="ict-summary-tp2-rate"
          title={`TP2 ${DECIDED}`}
        />
        <Stat
          label="Stop rate"
          value={formatPercent(stats.stopRate)}
          testId="ict-summary-stop-rate"
          title={`Stopped ${DECIDED}`}
        />
        <Stat
          label="Expired rate"
          value={formatPercent(stats.expiredRate)}
          testId="ict-summary-expired-rate"
          title="Expired untriggered, over the trades no longer open"
        />
        <Stat
          label="Avg R"
          value={formatR(stats.averageR)}
          testId="ict-summary-average-r"
          title={`Mean R multiple ${DECIDED}`}
        />
      </div>
    </section>
  );
}
