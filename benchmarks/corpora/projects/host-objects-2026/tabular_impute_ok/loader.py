"""Rows generated one at a time, then turned into a dict of column arrays."""
import numpy as np

from . import schema


def make_rows(n_rows, seed=0):
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n_rows):
        age = rng.normal(45.0, 12.0)
        income = rng.lognormal(10.5, 0.4)
        visits = rng.poisson(3.0)
        region = rng.integers(4)
        score = 0.04 * (age - 45.0) + 0.8 * (region == 2) - 0.3 * visits + 1.0
        rows.append({
            "age": age,
            "income": income,
            "visits": visits,
            "region": region,
            "label": np.int32(rng.random() < 1.0 / (1.0 + np.exp(-score))),
        })
    return rows


def columnize(rows, missing_rate=0.15, seed=1):
    rng = np.random.default_rng(seed)
    n = len(rows)
    table, present = {}, {}
    for spec in schema.COLUMNS:
        values = np.array([row[spec.name] for row in rows], dtype=np.float32)
        missing = np.zeros(n, bool)
        missing[rng.choice(n, int(missing_rate * n), replace=False)] = True
        values[missing] = np.nan
        table[spec.name] = values
        present[spec.name] = ~np.isnan(values)
    labels = np.array([row["label"] for row in rows], dtype=np.int32)
    return table, present, labels
