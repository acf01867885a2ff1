import numpy as np


def stochastic_block_model(cfg):
    rng = np.random.default_rng(cfg.seed)
    labels = np.repeat(np.arange(cfg.n_classes), cfg.n_nodes // cfg.n_classes)
    same = labels[:, None] == labels[None, :]
    prob = np.where(same, cfg.p_in, cfg.p_out)
    upper = np.triu(rng.uniform(size=prob.shape) < prob, 1)
    adj = (upper | upper.T | np.eye(len(labels), dtype=bool)).astype(np.float32)
    means = rng.normal(size=(cfg.n_classes, cfg.feat_dim))
    feats = means[labels] + cfg.feat_noise * rng.normal(size=(len(labels), cfg.feat_dim))
    train_mask = rng.uniform(size=len(labels)) < cfg.train_frac
    return {
        "x": feats.astype(np.float32),
        "adj": adj,
        "labels": labels.astype(np.int32),
        "train_mask": train_mask,
    }


def degree_stats(adj):
    deg = adj.sum(axis=1) - 1
    return float(deg.mean()), int(deg.max())
