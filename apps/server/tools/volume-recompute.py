#!/usr/bin/env python3
"""Independent recompute of volume snapshots from a kline CSV folder (Python standard library only).

Re-derives docs/analytics.md §4 from the CSV files alone, without the app's code, for each given
snapshot (its symbol, session and 5m close), and compares every served figure:

  python3 volume-recompute.py FOLDER SERVED.json [SERVED2.json ...]

SERVED is a list in the API's shape: `volume/volume-snapshots/current/` or `{symbol}/` of a server
running on FOLDER (MARKET_SOURCE=files), or the `--dump` of volume-replay-report.ts. The default
session windows (Asia 00:00-07:00, London 07:00-13:00, New York 13:00-21:00 UTC). The baseline of a
session on day D covers its instances on D-20 .. D-1 that have at least one bar (missing bars count
0): mean and sample standard deviation of the volume up to the same elapsed 5m slot. The previous
session is the one before in time (London: today's Asia; Asia: yesterday's New York) at the same
elapsed share of its slots, rounded. Prints each difference and a summary; exits 1 on any difference.
"""
import csv
import functools
import glob
import json
import math
import os
import sys
from datetime import datetime

M5 = 300_000
DAY = 86_400_000
H = 3_600_000
SESSIONS = {  # name: (start hour, end hour, previous session, its day shift)
    "Asia": (0, 7, "New York", -1),
    "London": (7, 13, "Asia", 0),
    "New York": (13, 21, "London", 0),
}


@functools.lru_cache(maxsize=None)
def volumes(folder, symbol):
    """Quote volume by 5m open time (ms)."""
    out = {}
    for path in sorted(glob.glob(os.path.join(folder, f"{symbol}-5m-*.csv"))):
        with open(path, newline="") as f:
            for row in csv.reader(f):
                if not row or not row[0].isdigit():
                    continue
                t = int(row[0])
                if t > 10**14:
                    t //= 1000
                out[t] = float(row[7])
    return out


def ms(iso):
    return int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000)


def window_sum(v, start, slots):
    return sum(v.get(start + i * M5, 0.0) for i in range(slots))


def has_bar(v, start, slots):
    return any((start + i * M5) in v for i in range(slots))


def recompute(folder, row):
    v = volumes(folder, row["symbol"])
    s0, s1, prev_name, shift = SESSIONS[row["session"]]
    close = ms(row["timestamp"])
    start = ms(row["session_start"])
    day = start - start % DAY
    n = (s1 - s0) * 12
    k = (min(close, day + s1 * H) - start) // M5
    actual = window_sum(v, start, k)
    cums = []
    for d in range(1, 21):
        past = start - d * DAY
        if has_bar(v, past, n):
            cums.append(window_sum(v, past, k))
    mean = sum(cums) / len(cums) if cums else None
    std = math.sqrt(sum((c - mean) ** 2 for c in cums) / (len(cums) - 1)) if len(cums) > 1 else 0.0
    z = (actual - mean) / std if mean is not None and std > 0 else 0.0
    ratio = actual / mean if mean else None
    p0, p1, _, _ = SESSIONS[prev_name]
    m = (p1 - p0) * 12
    prev_start = day + shift * DAY + p0 * H
    share = min(m, max(1, int(math.floor(k * m / n + 0.5))))
    prev = window_sum(v, prev_start, share)
    change = 100 * (actual / prev - 1) if has_bar(v, prev_start, share) and prev > 0 else None
    status = "Active" if (ratio is not None and ratio >= 1.5) or z >= 2 else (
        "Warming Up" if ratio is not None and ratio >= 0.8 else "Silent")
    alert = z >= 2 or (ratio is not None and ratio >= 3)
    minutes = (min(close, day + s1 * H) - start) / 60_000
    confidence = round(100 * min(1, len(cums) / 20) * min(1, minutes / 60) + 1e-9)
    return {
        "actual_volume": actual, "expected_volume": mean, "volume_ratio": ratio,
        "volume_change_pct": change, "z_score": z, "status": status, "alert_triggered": alert,
        "emoji": "🔥" if alert else {"Active": "🟢", "Warming Up": "🟡", "Silent": "⚪"}[status],
        "confidence": confidence, "baseline_days": len(cums),
    }


def same(a, b):
    if a is None or b is None:
        return a is b
    if isinstance(a, float) or isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-6)
    return a == b


def main():
    folder, files = sys.argv[1], sys.argv[2:]
    rows = [r for path in files for r in json.load(open(path))]
    differences = 0
    for row in rows:
        expected = recompute(folder, row)
        for field, value in expected.items():
            if not same(row[field], value):
                differences += 1
                print(f"{row['symbol']} {row['session']} {row['timestamp']} {field}: served {row[field]!r}, recomputed {value!r}")
    fields = len(rows) * 10
    print(f"{len(rows)} snapshots, {fields} figures compared, {differences} differences")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
