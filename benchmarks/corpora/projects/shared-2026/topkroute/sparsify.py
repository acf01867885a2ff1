from . import ops


def keep_top(x, k):
    return x * ops.topk_mask(x, k=k)


def keep_fraction(x, frac):
    k = max(1, int(frac * x.shape[-1]))
    return keep_top(x, k)


def keep_above(x, threshold):
    return x * (x > threshold)
