import type { IctSetup } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import { formatScore } from '../../components/format.ts';
import { IctBreakdown } from '../../components/ict-breakdown.tsx';
import { Empty, Panel, Upsell } from './panel.tsx';

/** The symbol's ICT setup, label and score with the ICT screen's own breakdown; an upsell below pro. */
export function IctPanel(props: { setup: IctSetup | null; allowed: boolean; loading: boolean }) {
  const { setup } = props;
  return (
    <Panel title="ICT setup" testId="symbol-ict">
      {!props.allowed && <Upsell part="The ICT setup and its score breakdown" plan="Pro" />}
      {props.allowed && !setup && (
        <Empty>{props.loading ? 'Loading…' : 'No ICT setup for this symbol.'}</Empty>
      )}
      {props.allowed && setup && (
        <>
          <div className="d-flex gap-2 align-items-center">
            <Badge bg="secondary" data-testid="symbol-ict-label">
              {setup.label}
            </Badge>
            <span>
              Score <strong data-testid="symbol-ict-score">{formatScore(setup.score)}</strong>
            </span>
            <span className="text-body-secondary">
              {setup.htf_bias} · {setup.htf_pd_array} · {setup.fvg_type}
            </span>
          </div>
          <IctBreakdown setup={setup} />
        </>
      )}
    </Panel>
  );
}
