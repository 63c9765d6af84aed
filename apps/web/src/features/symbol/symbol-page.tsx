import { tradingViewChartUrl } from '@app/core';
import { Col, Row } from 'react-bootstrap';
import { BoxArrowUpRight } from 'react-bootstrap-icons';
import { useParams } from 'react-router';
import { useScreenSettings } from '../../api/use-screen-settings.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { TimeText } from '../../components/time-text.tsx';
import { ChartSection } from './chart-section.tsx';
import { CprPanel } from './cpr-panel.tsx';
import { IctPanel } from './ict-panel.tsx';
import { LiquidityPanel } from './liquidity-panel.tsx';
import { TradesPanel } from './trades-panel.tsx';
import { isUnknownSymbol, useChartData, useSymbolRows } from './use-symbol-data.ts';
import { VolumePanel } from './volume-panel.tsx';
import { WatchlistPanel } from './watchlist-panel.tsx';
import './symbol.css';

/**
 * The symbol view (`/symbol/:symbol`, free and above): the chart across the page's width, below
 * it the symbol's CPR rows and insight, ICT setup, volume snapshot, liquidity row, trades, watchlist stars
 * and tags, and a TradingView link. Parts above the user's plan show an upsell instead.
 */
export function SymbolPage() {
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const { user } = useAuth();
  const { settings } = useScreenSettings();
  const rows = useSymbolRows(symbol, user?.role);
  // The trades come with the overlays (the 5m query, shared with the chart's default timeframe).
  const { overlays } = useChartData(symbol, '5m');
  const price = overlays.data?.price;
  const unknown = isUnknownSymbol(overlays.error);
  return (
    <div className="symbol-page" data-testid="symbol-page">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
        <h1 className="h4 mb-0" data-testid="symbol-title">
          {symbol}
        </h1>
        {price !== undefined && price !== null && (
          <span className="fs-5" data-testid="symbol-price">
            {price}
          </span>
        )}
        {overlays.data && (
          <span className="text-body-secondary small" data-testid="symbol-as-of">
            as of <TimeText time={overlays.data.as_of} layout="minute" />
          </span>
        )}
        <a
          href={tradingViewChartUrl(settings.exchange, symbol)}
          target="_blank"
          rel="noreferrer"
          className="ms-auto link-info small"
          data-testid="symbol-tradingview"
        >
          Open on TradingView <BoxArrowUpRight aria-hidden="true" className="align-baseline" />
        </a>
      </div>
      <Row className="g-3">
        <Col xs={12}>
          <ChartSection symbol={symbol} showTrades={rows.can('pro')} />
        </Col>
        <Col xs={12} className="symbol-panels">
          <WatchlistPanel symbol={symbol} unknown={unknown} />
          <CprPanel rows={rows.cpr} insight={rows.insight} loading={rows.cprLoading} />
          <IctPanel setup={rows.setup} allowed={rows.can('pro')} loading={rows.setupLoading} />
          <VolumePanel row={rows.volume} loading={rows.volumeLoading} />
          <LiquidityPanel
            row={rows.liquidity}
            allowed={rows.can('premium')}
            loading={rows.liquidityLoading}
          />
          <TradesPanel trades={overlays.data?.trades ?? []} allowed={rows.can('pro')} />
        </Col>
      </Row>
    </div>
  );
}
