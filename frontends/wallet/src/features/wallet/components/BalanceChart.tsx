import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, formatDate, formatInteger, formatOmr } from '@cf/i18n';
import { Card, EmptyState, LoadError, Money, Skeleton, useLanguage } from '@cf/ui';
import { useBalanceHistory } from '../../../api/hooks';
import type { BalancePoint } from '../../../api/wallet-api';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, bottom: 24, side: 8 };

/**
 * Geometry of the line, in SVG units. Time runs in the reading direction: left to right in English
 * and French, right to left in Arabic (`rtl` mirrors x). Balances are baisa; scaling them to pixels
 * is drawing, not money arithmetic.
 */
export function chartGeometry(points: BalancePoint[], rtl: boolean) {
  const values = points.map((p) => Number(p.balance));
  const max = Math.max(...values, 0);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const innerWidth = WIDTH - PAD.side * 2;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const xs = points.map((_, i) => {
    const ratio = points.length === 1 ? 0.5 : i / (points.length - 1);
    return PAD.side + (rtl ? 1 - ratio : ratio) * innerWidth;
  });
  const ys = values.map((v) => PAD.top + (1 - (v - min) / span) * innerHeight);
  const line = xs.map((x, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${ys[i].toFixed(1)}`).join(' ');
  const baseline = (PAD.top + innerHeight).toFixed(1);
  const area = points.length > 0 ? `${line} L${xs[xs.length - 1].toFixed(1)},${baseline} L${xs[0].toFixed(1)},${baseline} Z` : '';
  return { xs, ys, line, area, max, min };
}

/** Balance over the last 90 days (`wallet/balance-history`): a small line chart, also readable as a table. */
export function BalanceChart({ days = 90 }: { days?: number }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const rtl = directionOf(language) === 'rtl';
  const history = useBalanceHistory(days);
  const points = history.data ?? [];

  return (
    <Card title={t('chart.title', { days: formatInteger(days, language) })} className="wallet-chart">
      {history.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton height="10rem" />
        </div>
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : points.length === 0 ? (
        <EmptyState title={t('chart.empty')} />
      ) : (
        <ChartBody points={points} rtl={rtl} days={days} />
      )}
    </Card>
  );
}

function ChartBody({ points: data, rtl: mirrored, days }: { points: BalancePoint[]; rtl: boolean; days: number }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const tid = useId();
  const did = useId();
  const geometry = chartGeometry(data, mirrored);
  const first = data[0];
  const last = data[data.length - 1];
  const summary = t('chart.summary', {
    from: formatDate(first.date, language, { dateStyle: 'medium' }),
    to: formatDate(last.date, language, { dateStyle: 'medium' }),
    start: formatOmr(first.balance, language),
    end: formatOmr(last.balance, language),
    max: formatOmr(geometry.max, language),
  });
  return (
    <figure className="wallet-chart__figure">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${tid} ${did}`}
        className="wallet-chart__svg"
        preserveAspectRatio="none"
        data-direction={mirrored ? 'rtl' : 'ltr'}
      >
        <title id={tid}>{t('chart.title', { days: formatInteger(days, language) })}</title>
        <desc id={did}>{summary}</desc>
        <line x1={PAD.side} x2={WIDTH - PAD.side} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="wallet-chart__axis" />
        <path d={geometry.area} className="wallet-chart__area" />
        <path d={geometry.line} className="wallet-chart__line" fill="none" />
        <circle cx={geometry.xs[geometry.xs.length - 1]} cy={geometry.ys[geometry.ys.length - 1]} r={4} className="wallet-chart__dot" />
      </svg>
      <figcaption className="wallet-chart__caption">
        <span>{formatDate(first.date, language, { dateStyle: 'medium' })}</span>
        <span>
          {t('chart.now')} <Money amount={last.balance} />
        </span>
        <span>{formatDate(last.date, language, { dateStyle: 'medium' })}</span>
      </figcaption>
      <details className="wallet-chart__table">
        <summary>{t('chart.showTable')}</summary>
        <div className="wallet-table-wrap">
          <table className="wallet-table">
            <thead>
              <tr>
                <th scope="col">{t('chart.date')}</th>
                <th scope="col" className="wallet-table__amount">
                  {t('chart.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{formatDate(p.date, language, { dateStyle: 'medium' })}</th>
                  <td className="wallet-table__amount">
                    <Money amount={p.balance} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
