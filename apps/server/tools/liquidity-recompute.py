#!/usr/bin/env python3
"""Independent recompute of `sniperflow/summary` from a kline CSV folder (Python standard library only).

Re-derives docs/analytics.md §5 at the moment AS_OF (epoch ms: the served rows' market time) from the
CSV files alone, without the app's code, and compares it with what a server running on that folder
serves (MARKET_SOURCE=files):

  python3 liquidity-recompute.py [--replay] FOLDER AS_OF_MS SERVED.json [WINDOWS]
  python3 liquidity-recompute.py --days DUMP.json FOLDER [WINDOWS]

With `--replay` (the server ran the files source, a fixed data set) an AS_OF at exactly 00:00 UTC is
recomputed for the last complete day, the day before it, with all its bars (docs/analytics.md §5
"The day analysed"). The second form checks every symbol-day `liquidity-replay-report.ts --dump` wrote (each row at its `now`).

WINDOWS is `asia=00:00-07:00,london=07:00-13:00,newyork=13:00-21:00` (the default settings; windows
that do not wrap midnight). Prints each difference and a summary; exits 1 on any difference.
"""
import bisect
import csv
import functools
import glob
import json
import math
import os
import sys
from datetime import datetime, timezone

M5 = 300_000
DAY = 86_400_000


@functools.lru_cache(maxsize=None)
def read_bars(folder, symbol, tf):
    bars = {}
    for path in sorted(glob.glob(os.path.join(folder, f"{symbol}-{tf}-*.csv"))):
        with open(path, newline="") as f:
            for row in csv.reader(f):
                if not row or not row[0].isdigit():
                    continue
                t = int(row[0])
                if t > 10**14:  # microseconds
                    t //= 1000
                bars[t] = (t, float(row[1]), float(row[2]), float(row[3]), float(row[4]))
    return [bars[t] for t in sorted(bars)]


@functools.lru_cache(maxsize=None)
def _times(folder, symbol):
    return [b[0] for b in read_bars(folder, symbol, "5m")]


def iso(t):
    if t is None:
        return None
    return datetime.fromtimestamp(t / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def parse_windows(text):
    out = {}
    for part in text.split(","):
        name, span = part.split("=")
        a, b = span.split("-")
        out[name] = (int(a[:2]) * 60 + int(a[3:]), int(b[:2]) * 60 + int(b[3:]))
    return out


def recompute(folder, symbol, now, w, day=None):
    if day is None:
        day = now - now % DAY
    now = min(now, day + DAY)
    every = read_bars(folder, symbol, "5m")
    times = _times(folder, symbol)
    bars = every[bisect.bisect_left(times, day - 22 * DAY):bisect.bisect_right(times, now - M5)]
    btimes = [b[0] for b in bars]
    if not any(b[0] >= day - DAY for b in bars):
        return None

    def between(a, b):
        return bars[bisect.bisect_left(btimes, a):bisect.bisect_left(btimes, b)]

    def rng(bs):
        if not bs:
            return None
        return {"h": max(x[2] for x in bs), "l": min(x[3] for x in bs), "c": bs[-1][4]}

    def first_beyond(price, up, start):
        if price is None:
            return None
        for x in bars[bisect.bisect_left(btimes, start):]:
            if x[2] > price if up else x[3] < price:
                return x[0]
        return None

    def span(name, d):
        return d + w[name][0] * 60_000, d + w[name][1] * 60_000

    yesterday = between(day - DAY, day)
    prev = rng(yesterday)
    levels = {
        "pdh": (prev and prev["h"], first_beyond(prev and prev["h"], True, day)),
        "pdl": (prev and prev["l"], first_beyond(prev and prev["l"], False, day)),
    }
    names = sorted(w, key=lambda n: w[n][0])
    session_bias = {}
    for i, n in enumerate(names):
        a, b = span(n, day)
        r = rng(between(a, b)) if a < now else None
        if n in ("asia", "london"):
            levels[f"{n}_high"] = (r and r["h"], r and first_beyond(r["h"], True, b))
            levels[f"{n}_low"] = (r and r["l"], r and first_beyond(r["l"], False, b))
        if not r:
            continue
        prior_name = names[i - 1]
        prior = rng(between(*span(prior_name, day if i > 0 else day - DAY)))
        if prior and (r["h"] > prior["h"] or r["l"] < prior["l"]) and prior["l"] <= r["c"] <= prior["h"]:
            session_bias[n] = "M"
            continue
        widths = []
        for k in range(1, 21):
            past = rng(between(*span(n, day - k * DAY)))
            if past:
                widths.append(past["h"] - past["l"])
        avg = sum(widths) / len(widths) if widths else None
        width = r["h"] - r["l"]
        outer = 0.3 * width
        d = avg is not None and width > 0 and width >= avg and (r["c"] - r["l"] <= outer or r["h"] - r["c"] <= outer)
        session_bias[n] = "D" if d else "A"

    stored = [x for x in read_bars(folder, symbol, "1d") if x[0] == day - DAY]
    hlc = (stored[0][2], stored[0][3], stored[0][4]) if stored else ((prev["h"], prev["l"], prev["c"]) if prev else None)
    cpr = None
    if hlc:
        pivot = (hlc[0] + hlc[1] + hlc[2]) / 3
        bc = (hlc[0] + hlc[1]) / 2
        tc = 2 * pivot - bc
        cpr = (max(tc, bc), pivot, min(tc, bc))
    price = bars[-1][4]
    pdh, pdl = levels["pdh"], levels["pdl"]
    if pdl[1] is not None and price > pdl[0]:
        bias, reason = "Bullish", "PDL swept and reclaimed"
    elif pdh[1] is not None and price < pdh[0]:
        bias, reason = "Bearish", "PDH swept and rejected"
    elif cpr is None:
        bias, reason = "Neutral", "No daily CPR"
    elif price > cpr[0]:
        bias, reason = "Bullish", "Above daily CPR"
    elif price < cpr[2]:
        bias, reason = "Bearish", "Below daily CPR"
    else:
        bias, reason = "Neutral", "Inside daily CPR"

    labels = {"pdh": "PDH", "pdl": "PDL", "asia_high": "Asia High", "asia_low": "Asia Low",
              "london_high": "London High", "london_low": "London Low"}

    def column(t):
        minute = (t % DAY) // 3_600_000 * 60
        for n in names:
            if w[n][0] <= minute < w[n][1]:
                return n
        return "unknown"

    events = sorted(
        ({"level": labels[k], "price": v[0], "hit_at": iso(v[1]), "session": column(v[1])}
         for k, v in levels.items() if v[1] is not None),
        key=lambda e: e["hit_at"],
    )
    row = {"symbol": symbol, "price": price, "bias": bias, "bias_reason": reason,
           "cpr_top": cpr and cpr[0], "cpr_mid": cpr and cpr[1], "cpr_bottom": cpr and cpr[2],
           "session_bias": session_bias, "hit_events": events}
    for k, (p, hit) in levels.items():
        row[k] = p
        row[f"{k}_swept"] = hit is not None
        row[f"{k}_hit_at"] = iso(hit)
    return row


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-12)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def check_days(dump_path, folder, w):
    rows = json.load(open(dump_path))
    diffs = 0
    fields = 0
    for theirs in rows:
        mine = recompute(folder, theirs["symbol"], theirs["now"], w)
        if mine is None:
            diffs += 1
            print(f"{theirs['symbol']} @ {iso(theirs['now'])}: no row recomputed")
            continue
        for k, v in mine.items():
            fields += 1
            if not same(v, theirs.get(k)):
                diffs += 1
                print(f"{theirs['symbol']} @ {iso(theirs['now'])} {k}: recomputed {v!r}, replayed {theirs.get(k)!r}")
    print(f"{len(rows)} symbol-days, {fields} fields compared, {diffs} differences")
    sys.exit(1 if diffs else 0)


DEFAULT_WINDOWS = "asia=00:00-07:00,london=07:00-13:00,newyork=13:00-21:00"


def main():
    if sys.argv[1] == "--days":
        check_days(sys.argv[2], sys.argv[3], parse_windows(sys.argv[4] if len(sys.argv) > 4 else DEFAULT_WINDOWS))
    args = sys.argv[1:]
    replay = args[0] == "--replay"
    if replay:
        args = args[1:]
    folder, as_of, served_path = args[0], int(args[1]), args[2]
    w = parse_windows(args[3] if len(args) > 3 else DEFAULT_WINDOWS)
    day = as_of - DAY if replay and as_of % DAY == 0 else None
    served = {r["symbol"]: r for r in json.load(open(served_path))}
    diffs = 0
    fields = 0
    symbols = sorted({os.path.basename(p).split("-")[0] for p in glob.glob(os.path.join(folder, "*-5m-*.csv"))})
    for symbol in symbols:
        mine = recompute(folder, symbol, as_of, w, day)
        theirs = served.get(symbol)
        if mine is None or theirs is None:
            if (mine is None) != (theirs is None):
                print(f"{symbol}: row {'missing' if theirs is None else 'unexpected'}")
                diffs += 1
            continue
        for k, v in mine.items():
            fields += 1
            if not same(v, theirs.get(k)):
                diffs += 1
                print(f"{symbol} {k}: recomputed {v!r}, served {theirs.get(k)!r}")
    swept = sum(1 for r in served.values() for k in ("pdh", "pdl", "asia_high", "asia_low", "london_high", "london_low") if r[f"{k}_swept"])
    events = sum(len(r["hit_events"]) for r in served.values())
    print(f"{len(served)} rows, {fields} fields compared, {diffs} differences; {swept} levels swept, {events} hit events, "
          f"session labels {sorted(l for r in served.values() for l in r['session_bias'].values())}")
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
