import numpy as np

from .plugins import Metric


class RocAuc(Metric):
    name = "roc_auc"
    host_only = True

    def __call__(self, probs, labels):
        probs = np.asarray(probs)
        labels = np.asarray(labels) > 0.5
        pos, neg = probs[labels], probs[~labels]
        if len(pos) == 0 or len(neg) == 0:
            return float("nan")
        order = np.argsort(np.concatenate([pos, neg]))
        ranks = np.empty_like(order, dtype=np.float64)
        ranks[order] = np.arange(1, len(order) + 1)
        return float((ranks[: len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))
