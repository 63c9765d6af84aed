#!/usr/bin/env python3
"""Independent check of the ICT engine (docs/analytics.md §3) on a kline folder.

Re-derives from the CSV files alone (Python standard library, no TypeScript code), for a few symbols
at a few times, the 4h bars (aggregated straight from the 5m rows), the 4h swings (n = 3, last 60
closed 4h bars), the 4h break of structure and bias, the dealing range and PD array (last 30 closed
4h bars), the 5m swings (n = 5, last 288 closed 5m bars), the impulse leg and its OTE zone, Wilder's
ATR(14) over the last 288 closed 5m bars and the FVG list of the last 96 closed 5m bars. Then it runs
`ict-replay-report.ts --dump` (the engine) on the same cases and compares field by field.

    python3 apps/server/tools/ict-recompute.py [FOLDER] [SYMBOL@TIME ...]

TIME is ISO 8601 UTC (e.g. 2025-08-05T00:00Z) or epoch ms. Exit status 1 when anything differs.
"""
import csv
import glob
import io
import json
import os
import subprocess
import sys
import zipfile
from datetime import datetime, timezone

M5 = 5 * 60_000
H4 = 4 * 3_600_000
FIB_LOW, FIB_HIGH = 0.618, 0.786
PREMIUM, DISCOUNT = 0.55, 0.45
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))

DEFAULT_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', '1000PEPEUSDT', 'HYPEUSDT', 'ZECUSDT']
DEFAULT_TIMES = [
    '2025-07-08T10:00Z',  # 3 days in: too few 4h bars for the dealing range
    '2025-07-20T13:35Z',
    '2025-08-05T00:00Z',
    '2025-08-12T09:17:30Z',  # inside a 5m bar
    '2025-08-17T07:05Z',
    '2025-08-31T23:55Z',
]


def parse_time(text):
    if text.isdigit():
        return int(text)
    return int(datetime.fromisoformat(text.replace('Z', '+00:00')).astimezone(timezone.utc).timestamp() * 1000)


def rows_of(path):
    if path.endswith('.zip'):
        with zipfile.ZipFile(path) as z:
            for name in z.namelist():
                yield from csv.reader(io.TextIOWrapper(z.open(name), encoding='utf-8'))
    else:
        with open(path, newline='') as f:
            yield from csv.reader(f)


def load_5m(folder, symbol):
    """The symbol's 5m bars (t, open, high, low, close), ascending, unique, bad rows skipped."""
    bars = {}
    paths = glob.glob(os.path.join(folder, '**', f'{symbol}-5m-*'), recursive=True)
    for path in sorted(p for p in paths if p.endswith(('.csv', '.zip'))):
        for cells in rows_of(path):
            try:
                t, o, h, l, c = int(float(cells[0])), *(float(x) for x in cells[1:5])
            except (ValueError, IndexError):
                continue  # header or bad row
            if t > 10**14:
                t //= 1000
            if l > min(o, c) or h < max(o, c) or l <= 0:
                continue
            bars[t] = (t, o, h, l, c)
    return [bars[t] for t in sorted(bars)]


def bars_4h(closed5m, now, count):
    """The last `count` 4h bars fully closed at `now`, aggregated from the 5m bars (UTC epoch buckets)."""
    buckets = {}
    for t, o, h, l, c in closed5m:
        b = t // H4 * H4
        if b + H4 > now:
            continue
        if b in buckets:
            _, bo, bh, bl, _ = buckets[b]
            buckets[b] = (b, bo, max(bh, h), min(bl, l), c)
        else:
            buckets[b] = (b, o, h, l, c)
    return [buckets[b] for b in sorted(buckets)][-count:]


def swings(bars, n, bar_ms):
    out = []
    for i in range(n, len(bars) - n):
        others = [bars[k] for k in range(i - n, i + n + 1) if k != i]
        confirmed = bars[i + n][0] + bar_ms
        if all(bars[i][2] > b[2] for b in others):
            out.append({'kind': 'high', 'time': bars[i][0], 'price': bars[i][2], 'confirmedAt': confirmed})
        if all(bars[i][3] < b[3] for b in others):
            out.append({'kind': 'low', 'time': bars[i][0], 'price': bars[i][3], 'confirmedAt': confirmed})
    return out


def structure(bars, sw):
    """Latest break: a close beyond the latest swing confirmed before the bar's close; a level breaks once."""
    bias, at = 'Neutral', None
    latest = {'high': None, 'low': None}
    broken = {'high': False, 'low': False}
    for t, _o, _h, _l, c in bars:
        for s in sw:
            if s['confirmedAt'] < t + H4 and (latest[s['kind']] is None or s['time'] > latest[s['kind']]['time']):
                latest[s['kind']] = s
                broken[s['kind']] = False
        if latest['high'] and not broken['high'] and c > latest['high']['price']:
            broken['high'], bias, at = True, 'Bullish', t
        if latest['low'] and not broken['low'] and c < latest['low']['price']:
            broken['low'], bias, at = True, 'Bearish', t
    return bias, at


def leg_and_ote(sw5, bias):
    seq = []
    for s in sw5:
        if seq and seq[-1]['kind'] == s['kind']:
            better = s['price'] >= seq[-1]['price'] if s['kind'] == 'high' else s['price'] <= seq[-1]['price']
            if better:
                seq[-1] = s
        else:
            seq.append(s)
    for a, b in reversed(list(zip(seq, seq[1:]))):
        direction = 'Bullish' if a['kind'] == 'low' else 'Bearish'
        if b['time'] > a['time'] and bias in ('Neutral', direction):
            leg = {'direction': direction, 'fromTime': a['time'], 'fromPrice': a['price'],
                   'toTime': b['time'], 'toPrice': b['price']}
            size = abs(b['price'] - a['price'])
            if direction == 'Bullish':
                ote = {'low': b['price'] - FIB_HIGH * size, 'high': b['price'] - FIB_LOW * size}
            else:
                ote = {'low': b['price'] + FIB_LOW * size, 'high': b['price'] + FIB_HIGH * size}
            return leg, ote
    return None, None


def wilder_atr(bars, period=14):
    if len(bars) < period + 1:
        return None
    trs = [max(b[2] - b[3], abs(b[2] - a[4]), abs(b[3] - a[4])) for a, b in zip(bars, bars[1:])]
    atr = sum(trs[:period]) / period
    for tr in trs[period:]:
        atr = (atr * (period - 1) + tr) / period
    return atr


def fvgs(bars):
    out = []
    for i in range(1, len(bars) - 1):
        (_, _, h0, l0, _), (t1, o1, _, _, c1), (t2, _, h2, l2, _) = bars[i - 1], bars[i], bars[i + 1]
        if h0 < l2 and c1 > o1:
            d, low, high = 'bullish', h0, l2
            hit = next((b for b in bars[i + 2:] if b[4] < low), None)
        elif l0 > h2 and c1 < o1:
            d, low, high = 'bearish', h2, l0
            hit = next((b for b in bars[i + 2:] if b[4] > high), None)
        else:
            continue
        out.append({'direction': d, 'start': t1, 'low': low, 'high': high, 'knownAt': t2 + M5,
                    'state': 'mitigated' if hit else 'open', 'mitigatedAt': hit[0] if hit else None})
    return out


def recompute(all5m, symbol, now):
    closed = [b for b in all5m if b[0] + M5 <= now]
    price = closed[-1][4] if closed else None
    h4 = bars_4h(closed, now, 60)
    sw4 = swings(h4, 3, H4)
    bias, at = structure(h4, sw4)
    dr = None
    if len(h4) >= 30:
        hi, lo = max(b[2] for b in h4[-30:]), min(b[3] for b in h4[-30:])
        dr = {'high': hi, 'low': lo, 'position': None if price is None or hi <= lo else (price - lo) / (hi - lo)}
    p = dr['position'] if dr else None
    pd = 'Unknown' if p is None else 'Premium' if p >= PREMIUM else 'Discount' if p <= DISCOUNT else 'Equilibrium'
    leg, ote = leg_and_ote(swings(closed[-288:], 5, M5), bias)
    return {'symbol': symbol, 'now': now, 'price': price, 'dealingRange': dr, 'htfPdArray': pd, 'htfBias': bias,
            'structureBreakAt': at, 'swings4h': sw4, 'fvgs': fvgs(closed[-96:]), 'leg': leg, 'ote': ote,
            'atr': wilder_atr(closed[-288:])}


def differences(a, b, path=''):
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(set(a) | set(b))
        return [d for k in keys for d in differences(a.get(k), b.get(k), f'{path}.{k}')]
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return [f'{path}: {len(a)} items vs {len(b)}']
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f'{path}[{i}]')]
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return [] if abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b)) else [f'{path}: {a} vs {b}']
    return [] if a == b else [f'{path}: {a!r} vs {b!r}']


def main():
    args = sys.argv[1:]
    folder = args[0] if args and '@' not in args[0] else os.environ.get('MARKET_FILES_DIR')
    if not folder:
        sys.exit('usage: ict-recompute.py FOLDER [SYMBOL@TIME ...] (or MARKET_FILES_DIR)')
    cases = [a for a in args if '@' in a] or [f'{s}@{t}' for s in DEFAULT_SYMBOLS for t in DEFAULT_TIMES]
    script = os.path.join(HERE, 'ict-replay-report.ts')
    engine = subprocess.run(['npx', 'tsx', script, '--dump', folder, *cases], cwd=ROOT, check=True,
                            capture_output=True, text=True)
    theirs = json.loads(engine.stdout)
    cache, failures, checked = {}, 0, 0
    for case, got in zip(cases, theirs):
        symbol, time = case.split('@')
        if symbol not in cache:
            cache[symbol] = load_5m(folder, symbol)
        mine = recompute(cache[symbol], symbol, parse_time(time))
        diffs = differences(mine, got)
        checked += 1
        summary = (f"{case:36} bias {mine['htfBias']:8} pd {mine['htfPdArray']:11} swings4h {len(mine['swings4h']):2}"
                   f" fvgs {len(mine['fvgs']):2} leg {mine['leg']['direction'] if mine['leg'] else '-':7}"
                   f" ote zone {'yes' if mine['ote'] else 'no '}")
        print(f"{'AGREE ' if not diffs else 'DIFFER'} {summary}")
        for d in diffs[:10]:
            print(f'    {d}')
        failures += bool(diffs)
    print(f'\n{checked - failures} of {checked} cases agree on price, dealing range, PD array, 4h swings, bias and '
          f'break time, FVGs (last 96 bars), leg, OTE zone and ATR.')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
