#!/usr/bin/env python3
"""Independent recompute of the positioning snapshot from the dump's CSV files (docs/positioning.md §6).

No project code: plain CSV reading and the definitions of docs/positioning.md §2, written afresh.

  python3 apps/server/tools/positioning-recompute.py POSITIONING_DIR SNAPSHOT_JSON
  python3 apps/server/tools/positioning-recompute.py POSITIONING_DIR --facts

SNAPSHOT_JSON is the body of GET positioning/snapshot/ (curl -H "authorization: Bearer …"). Each row is
recomputed at its own as_of and every field compared (relative tolerance 1e-9); exits 1 on a mismatch.
--facts prints what the data shows: funding extremes and the largest open-interest changes.
"""
import csv
import io
import json
import math
import os
import re
import sys
import zipfile
from datetime import datetime, timezone

H = 3_600_000


def rows_of(path):
    if path.endswith('.zip'):
        with zipfile.ZipFile(path) as z:
            for name in z.namelist():
                if name.endswith('.csv'):
                    yield from csv.DictReader(io.TextIOWrapper(z.open(name), 'utf-8'))
    else:
        with open(path, newline='') as f:
            yield from csv.DictReader(f)


def num(text):
    text = (text or '').strip()
    return None if text == '' else float(text)


def ms_of(text):
    text = text.strip()
    if text.isdigit():
        v = int(text)
        return v // 1000 if v > 1e14 else v
    return int(datetime.strptime(text, '%Y-%m-%d %H:%M:%S').replace(tzinfo=timezone.utc).timestamp() * 1000)


def load(folder):
    funding, metrics = {}, {}
    for name in sorted(os.listdir(folder)):
        m = re.match(r'^([A-Z0-9]+)-(fundingRate|metrics)-[\d-]+\.(csv|zip)$', name)
        if not m:
            continue
        symbol, kind = m.group(1), m.group(2)
        try:
            rows = list(rows_of(os.path.join(folder, name)))
        except Exception as e:  # a damaged file: named and skipped, as the app does
            print(f'skipped {name}: {e}', file=sys.stderr)
            continue
        for r in rows:
            if kind == 'fundingRate':
                hours = num(r['funding_interval_hours'])
                funding.setdefault(symbol, {})[ms_of(r['calc_time'])] = (
                    float(r['last_funding_rate']), hours if hours and hours > 0 else None)
            else:
                metrics.setdefault(symbol, {})[ms_of(r['create_time'])] = {
                    'oi': num(r['sum_open_interest']),
                    'oi_value': num(r['sum_open_interest_value']),
                    'ls': num(r['count_long_short_ratio']),
                    'top_pos': num(r['sum_toptrader_long_short_ratio']),
                    'taker': num(r['sum_taker_long_short_vol_ratio']),
                }
    return funding, metrics


def last_at(series, t):
    """The (time, value) of the last entry with time <= t, or None (a plain scan, not a search)."""
    best = None
    for time in series:
        if time <= t and (best is None or time > best):
            best = time
    return None if best is None else (best, series[best])


def iso(ms):
    return None if ms is None else datetime.fromtimestamp(ms / 1000, timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.000Z')


def snapshot(symbol, as_of, funding, metrics):
    out = {k: None for k in ('funding_rate', 'funding_interval_hours', 'funding_time', 'next_funding_time',
                             'predicted_funding_rate', 'open_interest', 'open_interest_value', 'oi_change_1h_pct',
                             'oi_change_4h_pct', 'oi_change_24h_pct', 'long_short_ratio',
                             'top_trader_long_short_ratio', 'taker_buy_sell_ratio', 'liquidations_24h_long_usd',
                             'liquidations_24h_short_usd')}
    f = last_at(funding.get(symbol, {}), as_of)
    if f:
        t, (rate, hours) = f
        out.update(funding_rate=rate, funding_interval_hours=hours, funding_time=iso(t))
        if hours:
            nxt = t + int(hours * H)
            while nxt <= as_of:
                nxt += int(hours * H)
            out['next_funding_time'] = iso(nxt)
    series = metrics.get(symbol, {})
    now = last_at(series, as_of)
    if now:
        v = now[1]
        out.update(open_interest=v['oi'], open_interest_value=v['oi_value'], long_short_ratio=v['ls'],
                   top_trader_long_short_ratio=v['top_pos'], taker_buy_sell_ratio=v['taker'])
        for hours, key in ((1, 'oi_change_1h_pct'), (4, 'oi_change_4h_pct'), (24, 'oi_change_24h_pct')):
            then = last_at(series, as_of - hours * H)
            if then and then[1]['oi'] and v['oi'] is not None:
                out[key] = 100 * (v['oi'] / then[1]['oi'] - 1)
    return out


def same(a, b):
    if a is None or b is None:
        return a is b
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def compare(folder, snapshot_path):
    funding, metrics = load(folder)
    body = json.load(open(snapshot_path))
    rows = body if isinstance(body, list) else body['data']
    fields = checked = 0
    bad = []
    for row in rows:
        as_of = int(datetime.strptime(row['as_of'], '%Y-%m-%dT%H:%M:%S.%fZ').replace(tzinfo=timezone.utc).timestamp() * 1000)
        mine = snapshot(row['symbol'], as_of, funding, metrics)
        for key, value in mine.items():
            fields += 1
            if value is not None:
                checked += 1
            if not same(value, row.get(key)):
                bad.append((row['symbol'], key, value, row.get(key)))
    print(f'{len(rows)} rows, {fields} fields compared ({checked} non-null), {len(bad)} mismatches')
    for b in bad[:20]:
        print('  mismatch', b)
    return 1 if bad else 0


def facts(folder):
    funding, metrics = load(folder)
    print('Funding (per settlement, %): symbol, settlements, mean, min (time), max (time), annualised mean')
    for symbol in sorted(funding):
        s = funding[symbol]
        rates = [(r, t) for t, (r, _) in s.items()]
        mean = sum(r for r, _ in rates) / len(rates)
        lo, hi = min(rates), max(rates)
        print(f'  {symbol}: {len(rates)}, {100 * mean:.4f}, {100 * lo[0]:.4f} ({iso(lo[1])[:16]}), '
              f'{100 * hi[0]:.4f} ({iso(hi[1])[:16]}), {100 * mean * 3 * 365:.1f}% a year')
    print('Open interest: symbol, readings, min-max coins, largest 1h rise and fall (%), largest 24h rise and fall (%)')
    for symbol in sorted(metrics):
        s = metrics[symbol]
        times = sorted(s)
        ois = [s[t]['oi'] for t in times if s[t]['oi'] is not None]
        def changes(hours):
            out = []
            for t in times:
                then = last_at({k: s[k] for k in times if k <= t - hours * H and k >= t - hours * H - H}, t - hours * H)
                if then and then[1]['oi'] and s[t]['oi'] is not None:
                    out.append((100 * (s[t]['oi'] / then[1]['oi'] - 1), t))
            return out
        c1, c24 = changes(1), changes(24)
        print(f'  {symbol}: {len(times)}, {min(ois):,.0f}-{max(ois):,.0f}, '
              f'+{max(c1)[0]:.2f} ({iso(max(c1)[1])[:16]}) / {min(c1)[0]:.2f} ({iso(min(c1)[1])[:16]}), '
              f'+{max(c24)[0]:.2f} ({iso(max(c24)[1])[:16]}) / {min(c24)[0]:.2f} ({iso(min(c24)[1])[:16]})')


if __name__ == '__main__':
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    if sys.argv[2] == '--facts':
        facts(sys.argv[1])
    else:
        sys.exit(compare(sys.argv[1], sys.argv[2]))
