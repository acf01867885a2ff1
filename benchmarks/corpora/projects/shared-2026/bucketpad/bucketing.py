import numpy as np

from . import shapes, settings


def group_by_bucket(lengths):
    groups = {}
    for i, n in enumerate(lengths):
        groups.setdefault(shapes.round_up(int(n), settings.BUCKET), []).append(i)
    return groups


def padded_views(tokens, lengths):
    views = {}
    for width, idx in sorted(group_by_bucket(lengths).items()):
        sub = np.asarray(tokens[idx, :width])
        views[width] = np.asarray(shapes.bucketed(sub, settings.BUCKET))
    return views
