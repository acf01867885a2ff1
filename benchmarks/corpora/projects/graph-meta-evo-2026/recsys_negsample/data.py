"""Synthetic implicit feedback from a low-rank preference model, leave-one-out split."""
import numpy as np


class Interactions:
    def __init__(self, cfg):
        rng = np.random.default_rng(cfg.seed)
        u = rng.normal(size=(cfg.num_users, cfg.latent_dim))
        v = rng.normal(size=(cfg.num_items, cfg.latent_dim))
        pop = rng.normal(scale=0.5, size=cfg.num_items)
        logits = u @ v.T + pop
        g = rng.gumbel(size=logits.shape)
        ranked = np.argsort(-(logits + g), axis=1)[:, :cfg.interactions_per_user]
        self.test_item = ranked[:, 0].astype(np.int32)
        train_items = ranked[:, 1:]
        self.train_users = np.repeat(np.arange(cfg.num_users), train_items.shape[1]).astype(np.int32)
        self.train_items = train_items.reshape(-1).astype(np.int32)
        self.seen = np.zeros((cfg.num_users, cfg.num_items), bool)
        self.seen[self.train_users, self.train_items] = True
        self.rng = rng

    def batches(self, batch_size):
        n = len(self.train_users)
        while True:
            perm = self.rng.permutation(n)
            for start in range(0, n - batch_size + 1, batch_size):
                idx = perm[start:start + batch_size]
                yield self.train_users[idx], self.train_items[idx]
