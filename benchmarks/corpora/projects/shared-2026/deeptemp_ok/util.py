def to_float(x):
    return float(x)


def clamp(x, lo, hi):
    return min(max(x, lo), hi)


def pick(d, *keys):
    return tuple(d[k] for k in keys)
