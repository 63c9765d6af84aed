import type { AdminOverview, DamagedMarketFile, OverviewJob, OverviewTimeframe } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, Row } from 'react-bootstrap';
import { adminOverviewApi } from '../../api/admin-overview-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { formatDuration } from '../../components/format.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TaskStatusBadge } from '../../components/task-status-badge.tsx';
import { TimeText } from '../../components/time-text.tsx';
import { checkpointFiguresLine } from '../../components/trend-checkpoint-text.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatFullTime, withZonedTimes } from '../../lib/time-format.ts';
import { timeZoneStore } from '../../lib/time-zone-store.ts';
import { exchangeStatusText, modelVerdict, symbolList } from './overview-model.ts';

/** Refetched this often, and on every `tasks` or `market` stream event. */
const OVERVIEW_REFRESH_MS = 15_000;

/** The operator's overview of the Admin Dashboard (beyond the spec; issue 10). */
export function OperatorOverview() {
  const query = useQuery({
    queryKey: queryKeys.adminOverview,
    queryFn: () => adminOverviewApi.get(),
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Alert variant="danger">Failed to load the overview</Alert>;
  return <OverviewView overview={query.data} />;
}

/** Per stored timeframe: the newest bar, and the symbols behind (stale) or without bars (failing). */
const timeframeColumns: DataColumn<OverviewTimeframe>[] = [
  { id: 'timeframe', header: 'Timeframe', cell: ({ row }) => row.original.timeframe },
  {
    id: 'newest',
    header: 'Newest bar',
    // A time stays on one line: on a phone the table scrolls sideways rather than stacking it in four.
    meta: { className: 'text-nowrap' },
    cell: ({ row }) => <TimeText time={row.original.newest_bar} layout="second" fallback="–" />,
  },
  {
    id: 'stale',
    header: 'Stale',
    meta: { cellProps: (tf) => ({ className: tf.stale_count > 0 ? 'text-warning' : undefined }) },
    cell: ({ row: { original: tf } }) => symbolList(tf.stale_symbols, tf.stale_count),
  },
  {
    id: 'failing',
    header: 'Failing (no bars)',
    meta: { cellProps: (tf) => ({ className: tf.failing_count > 0 ? 'text-danger' : undefined }) },
    cell: ({ row: { original: tf } }) => symbolList(tf.failing_symbols, tf.failing_count),
  },
];

/** Per job: its last run (time, status, duration, detail) and its next scheduled run. */
const jobColumns: DataColumn<OverviewJob>[] = [
  { id: 'name', header: 'Job', meta: { className: 'text-nowrap' }, cell: ({ row }) => row.original.name },
  {
    id: 'last-run',
    header: 'Last run',
    meta: { className: 'text-nowrap' },
    cell: ({ row }) => <TimeText time={row.original.last_run_at} layout="second" fallback="–" />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: job } }) =>
      job.last_status ? <TaskStatusBadge status={job.last_status} /> : '–',
  },
  { id: 'duration', header: 'Duration', cell: ({ row }) => formatDuration(row.original.last_duration_ms) },
  {
    id: 'next',
    header: 'Next (market time)',
    meta: { className: 'text-nowrap' },
    cell: ({ row }) => <TimeText time={row.original.next_run_at} layout="second" fallback="–" />,
  },
  {
    id: 'detail',
    header: 'Detail',
    meta: {
      cellProps: (job) => ({
        className: 'text-truncate text-body-secondary',
        style: { maxWidth: 320 },
        title: withZonedTimes(job.last_detail ?? '', timeZoneStore.zone()),
      }),
    },
    cell: ({ row }) => withZonedTimes(row.original.last_detail ?? '', timeZoneStore.zone()),
  },
];

/** Files source: the kline files skipped whole (error) or with unreadable rows. */
const damagedFileColumns: DataColumn<DamagedMarketFile>[] = [
  { id: 'file', header: 'File', cell: ({ row }) => row.original.file },
  { id: 'bad-rows', header: 'Bad rows', cell: ({ row }) => row.original.bad_rows },
  {
    id: 'error',
    header: 'Skipped because',
    meta: { cellProps: (f) => ({ className: f.error ? 'text-danger' : undefined }) },
    cell: ({ row }) => row.original.error ?? '–',
  },
];

function OverviewView({ overview }: { overview: AdminOverview }) {
  const { market, users, trend_model: model } = overview;
  const { zone } = useTimeZone();
  const formatAt = (iso: string | null) => formatFullTime(iso, zone);
  const exchangeProblem = exchangeStatusText(market.exchange_status, formatAt);
  return (
    <div data-testid="operator-overview">
      <Row xs={1} md={3} className="g-3 mb-3">
        <Col>
          <Card className="h-100 border-secondary-subtle" data-testid="overview-market">
            <Card.Body>
              <Card.Title className="h6">Market</Card.Title>
              <div>
                Source <strong>{market.source}</strong> · exchange <strong>{market.exchange}</strong>
              </div>
              <div className="small">Data time: {formatAt(market.data_time)}</div>
              <div className="small text-body-secondary">Market clock: {formatAt(market.market_now)}</div>
              {exchangeProblem && (
                <div className="small text-danger" data-testid="overview-exchange-status">
                  {exchangeProblem}
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="h-100 border-secondary-subtle" data-testid="overview-users">
            <Card.Body>
              <Card.Title className="h6">Users</Card.Title>
              <div className="d-flex flex-wrap gap-2 mb-1">
                {Object.entries(users.by_role).map(([role, n]) => (
                  <Badge key={role} bg="secondary">
                    {role}: {n}
                  </Badge>
                ))}
              </div>
              <div className="small">Inactive: {users.inactive}</div>
              <div className="small">
                Pending upgrade requests:{' '}
                <Badge bg={users.pending_upgrades > 0 ? 'warning' : 'secondary'} text="dark">
                  {users.pending_upgrades}
                </Badge>
              </div>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="h-100 border-secondary-subtle" data-testid="overview-model">
            <Card.Body>
              <Card.Title className="h6">Trend model (walk-forward)</Card.Title>
              <div>
                Brier <strong>{model?.brier?.toFixed(4) ?? '–'}</strong> vs base rate{' '}
                <strong>{model?.base_rate_brier?.toFixed(4) ?? '–'}</strong>
              </div>
              <div className="small">{modelVerdict(model)}</div>
              {(model?.checkpoints ?? []).map((f) => (
                <div key={f.checkpoint} className="small" data-testid={`overview-model-${f.checkpoint}`}>
                  {checkpointFiguresLine(f)}
                </div>
              ))}
              {model && (
                <div className="small text-body-secondary">
                  {model.samples} samples · fitted {formatAt(model.fitted_at)}
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Card className="border-secondary-subtle mb-3" data-testid="overview-timeframes">
        <Card.Header className="fw-semibold">Stored bars</Card.Header>
        <DataTable
          data={overview.timeframes}
          columns={timeframeColumns}
          getRowId={(tf) => tf.timeframe}
          embedded
        />
      </Card>
      {market.damaged_files.length > 0 && (
        <Card className="border-secondary-subtle mb-3" data-testid="overview-damaged-files">
          <Card.Header className="fw-semibold">Damaged market files</Card.Header>
          <DataTable
            data={market.damaged_files}
            columns={damagedFileColumns}
            getRowId={(f) => f.file}
            embedded
          />
        </Card>
      )}
      <Card className="border-secondary-subtle" data-testid="overview-jobs">
        <Card.Header className="fw-semibold">Jobs</Card.Header>
        <DataTable data={overview.jobs} columns={jobColumns} getRowId={(job) => job.name} embedded />
      </Card>
    </div>
  );
}
