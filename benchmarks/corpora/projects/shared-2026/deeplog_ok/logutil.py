import collections

import numpy as np

HISTORY = collections.defaultdict(list)


def record(name, value):
    HISTORY[name].append(np.asarray(value).item())
    return value


def last(name, default=float("nan")):
    values = HISTORY.get(name)
    return values[-1] if values else default


def summary():
    return {k: (len(v), round(float(np.mean(v)), 4)) for k, v in sorted(HISTORY.items())}
