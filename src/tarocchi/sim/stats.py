"""Small statistics for match reports: means with a Student-t 95% confidence interval (exact quantiles,
no SciPy needed)."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Final

_Z975: Final = 1.959963984540054
"""The 97.5% quantile of the standard normal distribution."""
EXACT_BELOW: Final = 100
"""Up to this many degrees of freedom the quantile is solved from the exact distribution function."""


def _t_two_sided(t: float, df: int) -> float:
    """``P(|T| < t)`` for Student's t with an integer ``df``: the closed finite series (Abramowitz and Stegun
    26.7.3 and 26.7.4) in ``θ = atan(t / √df)``."""
    theta = math.atan(t / math.sqrt(df))
    c2, sin = math.cos(theta) ** 2, math.sin(theta)
    if df % 2:
        term = total = 0.0
        if df > 1:
            term = total = math.cos(theta)
            for k in range(3, df, 2):
                term *= c2 * (k - 1) / k
                total += term
        return 2 / math.pi * (theta + sin * total)
    term = total = 1.0
    for k in range(2, df, 2):
        term *= c2 * (k - 1) / k
        total += term
    return sin * total


def _cornish_fisher(df: int) -> float:
    """The 97.5% quantile by the Cornish-Fisher expansion in ``1/df`` (A&S 26.7.5): off by less than
    1e-9 beyond :data:`EXACT_BELOW` degrees of freedom."""
    z = _Z975
    g = (
        (z**3 + z) / 4,
        (5 * z**5 + 16 * z**3 + 3 * z) / 96,
        (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384,
        (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160,
    )
    return z + math.fsum(gi / float(df) ** (i + 1) for i, gi in enumerate(g))


@functools.lru_cache(maxsize=256)
def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom, to the 3 decimals of a printed
    table (a 95% confidence interval is ``mean ± t975(n-1)·s/√n``). It was read from a table of a few rows,
    taking the row below between them: up to 0.8% too wide (df 21-24, 500...) and a little too narrow
    beyond df 1000."""
    if df <= 0:
        return math.inf
    if df > EXACT_BELOW:
        return round(_cornish_fisher(df), 3)
    lo, hi = 0.0, 100.0
    for _ in range(200):  # bisection: the two-sided probability grows with t
        mid = (lo + hi) / 2
        if _t_two_sided(mid, df) < 0.95:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-13:
            break
    return round((lo + hi) / 2, 3)


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
