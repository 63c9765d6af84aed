#!/usr/bin/env python3
"""Independent check of the ICT backtest's trade outcomes (docs/analytics.md §3.10).

Reads the CSV `npm run ict:backtest` wrote and, for every trade, re-derives its outcome columns
(status, triggered_at, tp1_at, tp2_at, stopped_at, expired_at) from its geometry columns and the 5m
rows of the kline folder alone (Python standard library, no project code; the 5m reader is
ict-recompute.py's). The rules, long (short mirrored), judged on each 5m bar opening at or after
generated_at, oldest first:
  open      -> expired at generated_at + 24 h on the first bar opening at or after it;
               triggered when low <= entry_high (the fill); stopped on that bar too when low <= stop
               (a target on the triggering bar does not count);
  triggered -> stopped when low <= stop, else tp2 (tp1_at too) when high >= tp2, else tp1 when high >= tp1;
  tp1       -> closed at break-even (stopped_at, status stays tp1) when low <= the fill, else tp2 when high >= tp2.

    python3 apps/server/tools/ict-outcome-recompute.py FOLDER BACKTEST.csv

Prints the count agreeing and the first differences; exit status 1 when anything differs.
"""
import csv
import importlib.util
import os
import sys

DAY = 24 * 3_600_000
OUTCOME = ['status', 'triggered_at', 'tp1_at', 'tp2_at', 'stopped_at', 'expired_at']

_spec = importlib.util.spec_from_file_location(
    'ict_recompute', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'ict-recompute.py')
)
_mod = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mod)
load_5m = _mod.load_5m


def outcome(trade, bars):
    """The outcome columns of one trade, from its geometry and the symbol's 5m bars."""
    long = trade['direction'] == 'long'
    lo, hi = float(trade['entry_low']), float(trade['entry_high'])
    stop, tp1, tp2 = float(trade['stop']), float(trade['tp1']), float(trade['tp2'])
    fill = hi if long else lo
    created = int(trade['generated_at'])

    def reaches(h, l, level):
        return h >= level if long else l <= level

    def falls_to(h, l, level):
        return l <= level if long else h >= level

    out = {k: '' for k in OUTCOME}
    status = 'open'
    for t, _o, h, l, _c in bars:
        if t < created:
            continue
        if status == 'open':
            if t >= created + DAY:
                out['expired_at'] = str(created + DAY)
                status = 'expired'
                break
            if not falls_to(h, l, fill):
                continue
            out['triggered_at'] = str(t)
            if falls_to(h, l, stop):
                out['stopped_at'] = str(t)
                status = 'stopped'
                break
            status = 'triggered'
        elif status == 'triggered':
            if falls_to(h, l, stop):
                out['stopped_at'] = str(t)
                status = 'stopped'
                break
            if reaches(h, l, tp2):
                out['tp1_at'] = out['tp2_at'] = str(t)
                status = 'tp2'
                break
            if reaches(h, l, tp1):
                out['tp1_at'] = str(t)
                status = 'tp1'
        elif status == 'tp1':
            if falls_to(h, l, fill):
                out['stopped_at'] = str(t)
                break
            if reaches(h, l, tp2):
                out['tp2_at'] = str(t)
                status = 'tp2'
                break
    out['status'] = status
    return out


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    folder, path = argv[1], argv[2]
    with open(path, newline='') as f:
        trades = list(csv.DictReader(f))
    bars_of = {}
    agree = 0
    differences = []
    for trade in trades:
        symbol = trade['symbol']
        if symbol not in bars_of:
            bars_of[symbol] = load_5m(folder, symbol)
        mine = outcome(trade, bars_of[symbol])
        theirs = {k: trade[k] for k in OUTCOME}
        if mine == theirs:
            agree += 1
        else:
            differences.append((trade['symbol'], trade['generated_at'], theirs, mine))
    print(f'{agree} of {len(trades)} trades agree on {", ".join(OUTCOME)}')
    for symbol, generated, theirs, mine in differences[:10]:
        print(f'{symbol}@{generated}: backtest {theirs}\n  recompute {mine}')
    return 0 if not differences and trades else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv))
