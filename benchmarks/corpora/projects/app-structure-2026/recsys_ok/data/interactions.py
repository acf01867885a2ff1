import numpy as np


def simulate(cfg):
    rng = np.random.default_rng(cfg.seed)
    user_f = rng.normal(size=(cfg.num_users, cfg.true_rank))
    item_f = rng.normal(size=(cfg.num_items, cfg.true_rank))
    popularity = rng.normal(scale=0.5, size=cfg.num_items)
    affinity = user_f @ item_f.T + popularity
    k = cfg.interactions_per_user + 1
    top = np.argsort(-affinity, axis=1)[:, :k]
    picks = np.stack([rng.permutation(row) for row in top])
    held_out = picks[:, 0]
    train_items = picks[:, 1:]
    users = np.repeat(np.arange(cfg.num_users), cfg.interactions_per_user)
    return users.astype(np.int32), train_items.reshape(-1).astype(np.int32), held_out.astype(np.int32)


def pair_batches(users, items, batch_size, seed):
    rng = np.random.default_rng(seed)
    n = len(users)
    while True:
        idx = rng.integers(0, n, size=batch_size)
        yield users[idx], items[idx]
