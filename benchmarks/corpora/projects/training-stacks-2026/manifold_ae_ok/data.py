import argparse

import numpy as np


def parse_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ambient-dim", type=int, default=20)
    p.add_argument("--intrinsic-dim", type=int, default=3)
    p.add_argument("--latent-dim", type=int, default=4)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--depth", type=int, default=2)
    p.add_argument("--n-points", type=int, default=1024)
    p.add_argument("--noise", type=float, default=0.02)
    p.add_argument("--latent-l2", type=float, default=1e-3)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--warmup", type=int, default=30)
    p.add_argument("--steps", type=int, default=300)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--log-every", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def manifold_points(n, intrinsic_dim, ambient_dim, noise, seed):
    rng = np.random.default_rng(seed)
    t = rng.uniform(-1.0, 1.0, size=(n, intrinsic_dim))
    feats = np.concatenate([t, np.sin(np.pi * t), t[:, :1] * t[:, 1:]], axis=1)
    proj = rng.normal(size=(feats.shape[1], ambient_dim)) / np.sqrt(feats.shape[1])
    x = feats @ proj + noise * rng.normal(size=(n, ambient_dim))
    x = (x - x.mean(0)) / x.std(0)
    return x.astype(np.float32)


def split(x, frac, seed):
    perm = np.random.default_rng(seed).permutation(len(x))
    n = int(len(x) * frac)
    return x[perm[n:]], x[perm[:n]]


def minibatches(x, batch_size, rng):
    while True:
        perm = rng.permutation(len(x))
        for i in range(0, len(x) - batch_size + 1, batch_size):
            yield x[perm[i:i + batch_size]]
