import math

import jax
import numpy as np


def n_params(dims):
    return sum(a * b + b for a, b in zip(dims[:-1], dims[1:]))


def param_norms(params):
    return [float(np.linalg.norm(np.asarray(layer["w"]))) for layer in params]


class Table:
    def __init__(self, columns):
        self.columns = list(columns)
        self.rows = []

    def add(self, **row):
        self.rows.append(row)

    def best(self, key, lower=True):
        rows = [r for r in self.rows if not math.isnan(r.get(key, math.nan))]
        if not rows:
            return None
        return sorted(rows, key=lambda r: r[key], reverse=not lower)[0]

    def render(self):
        widths = [max(len(c), *(len(self._fmt(r.get(c))) for r in self.rows)) for c in self.columns]
        lines = ["  ".join(c.ljust(w) for c, w in zip(self.columns, widths))]
        for r in self.rows:
            lines.append("  ".join(self._fmt(r.get(c)).ljust(w) for c, w in zip(self.columns, widths)))
        return "\n".join(lines)

    @staticmethod
    def _fmt(v):
        if isinstance(v, float):
            return "%.4f" % v
        return str(v)


def device_summary():
    d = jax.devices()[0]
    return f"{d.platform}:{d.id}"


def relative_gap(a, b):
    return abs(a - b) / max(abs(b), 1e-12)
