"""Small statistics for match reports: means with a Student-t 95% confidence interval."""

from __future__ import annotations

import math
from collections.abc import Sequence

# Two-sided 97.5% quantiles of Student's t for small degrees of freedom; 1.96 beyond.
_T975 = {
    1: 12.706,
    2: 4.303,
    3: 3.182,
    4: 2.776,
    5: 2.571,
    6: 2.447,
    7: 2.365,
    8: 2.306,
    9: 2.262,
    10: 2.228,
    11: 2.201,
    12: 2.179,
    13: 2.160,
    14: 2.145,
    15: 2.131,
    16: 2.120,
    17: 2.110,
    18: 2.101,
    19: 2.093,
    20: 2.086,
    25: 2.060,
    30: 2.042,
    40: 2.021,
    60: 2.000,
    120: 1.980,
}


def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom (conservative between table rows)."""
    if df <= 0:
        return math.inf
    if df > 1000:
        return 1.96
    for k in sorted(_T975, reverse=True):
        if df >= k:
            return _T975[k]
    return _T975[1]


def mean_ci95(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """Mean and 95% confidence interval of the mean (``(mean, mean)`` for fewer than two values)."""
    n = len(values)
    if n == 0:
        return 0.0, (0.0, 0.0)
    mean = math.fsum(values) / n
    if n < 2:
        return mean, (mean, mean)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = t975(n - 1) * math.sqrt(var / n)
    return mean, (mean - half, mean + half)
