import type { IctTrackRecord } from '@app/contracts';
import { useState } from 'react';
import { Button, Card, Collapse, Table } from 'react-bootstrap';
import { useTimeZone } from '../../components/use-time-zone.ts';
import {
  decileRows,
  labelRows,
  NO_FORECASTS,
  overallRow,
  type TrackRow,
  trackEmptyText,
  trackWindow,
} from './track-record-model.ts';

function TrackTable(props: {
  title: string;
  group: string;
  rows: TrackRow[];
  forecast: boolean;
  testId: string;
}) {
  return (
    <Table size="sm" responsive className="mb-0 small track-table" data-testid={props.testId}>
      <caption className="caption-top small fw-semibold text-body">{props.title}</caption>
      <thead>
        <tr>
          <th scope="col">{props.group}</th>
          <th scope="col" className="num" title="Decided trades: TP1 reached or stopped before it">
            Trades
          </th>
          <th scope="col" className="num" title="Realised TP1 rate (TP1 hits)">
            TP1 rate
          </th>
          <th scope="col" className="num" title="95% Wilson interval of the rate">
            95% interval
          </th>
          {props.forecast && (
            <th scope="col" className="num" title="Mean P(TP1) of the group's trades">
              Mean P(TP1)
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            <td className="text-nowrap">{row.group}</td>
            <td className="num">{row.count}</td>
            <td className="num">{row.rate}</td>
            <td className="num">{row.interval}</td>
            {props.forecast && <td className="num">{row.forecast}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function TrackBody({ record }: { record: IctTrackRecord }) {
  const empty = trackEmptyText(record);
  if (empty)
    return (
      <div className="text-body-secondary small" data-testid="ict-track-empty">
        {empty}
      </div>
    );
  const deciles = decileRows(record);
  return (
    <div className="d-flex flex-wrap gap-4">
      <div className="flex-grow-1 track-record-part">
        {deciles.length > 0 ? (
          <TrackTable
            title="By decile of P(TP1)"
            group="P(TP1) range"
            rows={deciles}
            forecast
            testId="ict-track-deciles"
          />
        ) : (
          <div className="text-body-secondary small" data-testid="ict-track-no-forecasts">
            {NO_FORECASTS}
          </div>
        )}
      </div>
      <div className="flex-grow-1 track-record-part">
        <TrackTable
          title="By label"
          group="Label"
          rows={[...labelRows(record), overallRow(record)]}
          forecast
          testId="ict-track-labels"
        />
      </div>
    </div>
  );
}

/**
 * The Track record card (collapsible, open at first): the realised TP1 rate of this venue's decided
 * trades of the last 30 days by decile of P(TP1) and by label, with 95 % intervals.
 */
export function TrackRecordPanel(props: { record: IctTrackRecord | undefined; failed: boolean }) {
  const [open, setOpen] = useState(true);
  const { zone } = useTimeZone();
  const { record } = props;
  return (
    <Card className="mt-3" data-testid="ict-track-record">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant="link"
          className="p-0 fw-semibold text-body text-decoration-none"
          aria-expanded={open}
          aria-controls="ict-track-body"
          data-testid="ict-track-toggle"
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>Track record
        </Button>
        {record && (
          <span className="small text-body-secondary ms-auto" data-testid="ict-track-window">
            {trackWindow(record, zone)}
          </span>
        )}
      </Card.Header>
      <Collapse in={open}>
        <div id="ict-track-body">
          <Card.Body>
            {record ? (
              <TrackBody record={record} />
            ) : (
              <div className="text-body-secondary small">
                {props.failed ? 'The track record could not be loaded.' : 'Loading the track record...'}
              </div>
            )}
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}
