import type { AdminOverview } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { adminOverviewApi } from '../../api/admin-overview-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TaskStatusBadge } from '../admin-toolbox/task-status-badge.tsx';
import { formatDuration, formatUtc, modelVerdict, symbolList } from './overview-model.ts';

/** Refetched this often, and on every `tasks` or `market` stream event. */
export const OVERVIEW_REFRESH_MS = 15_000;

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

function OverviewView({ overview }: { overview: AdminOverview }) {
  const { market, users, trend_model: model } = overview;
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
              <div className="small">Data time: {formatUtc(market.data_time)}</div>
              <div className="small text-body-secondary">Market clock: {formatUtc(market.market_now)}</div>
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
              {model && (
                <div className="small text-body-secondary">
                  {model.samples} samples · fitted {formatUtc(model.fitted_at)}
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Card className="border-secondary-subtle mb-3" data-testid="overview-timeframes">
        <Card.Header className="fw-semibold">Stored bars</Card.Header>
        <Table size="sm" responsive className="mb-0 small align-middle">
          <thead>
            <tr>
              <th scope="col">Timeframe</th>
              <th scope="col">Newest bar</th>
              <th scope="col">Stale</th>
              <th scope="col">Failing (no bars)</th>
            </tr>
          </thead>
          <tbody>
            {overview.timeframes.map((tf) => (
              <tr key={tf.timeframe}>
                <td>{tf.timeframe}</td>
                <td>{formatUtc(tf.newest_bar)}</td>
                <td className={tf.stale_count > 0 ? 'text-warning' : ''}>
                  {symbolList(tf.stale_symbols, tf.stale_count)}
                </td>
                <td className={tf.failing_count > 0 ? 'text-danger' : ''}>
                  {symbolList(tf.failing_symbols, tf.failing_count)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card className="border-secondary-subtle" data-testid="overview-jobs">
        <Card.Header className="fw-semibold">Jobs</Card.Header>
        <Table size="sm" responsive className="mb-0 small align-middle">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Last run</th>
              <th scope="col">Status</th>
              <th scope="col">Duration</th>
              <th scope="col">Next (market time)</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {overview.jobs.map((job) => (
              <tr key={job.name}>
                <td>{job.name}</td>
                <td>{formatUtc(job.last_run_at)}</td>
                <td>{job.last_status ? <TaskStatusBadge status={job.last_status} /> : '–'}</td>
                <td>{formatDuration(job.last_duration_ms)}</td>
                <td>{formatUtc(job.next_run_at)}</td>
                <td
                  className="text-truncate text-body-secondary"
                  style={{ maxWidth: 320 }}
                  title={job.last_detail ?? ''}
                >
                  {job.last_detail ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
