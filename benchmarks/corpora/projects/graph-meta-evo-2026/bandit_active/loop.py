import jax
import numpy as np

from . import features
from .acquisition import score_pool
from .data import Pool
from .posterior import fit


def select_batch(scores, labelled, k):
    """Greedy top-k among unlabelled candidates (host side)."""
    scores = np.where(labelled > 0, -np.inf, scores)
    return [int(i) for i in np.argsort(-scores)[:k]]


def run(loop_cfg, acq_cfg):
    pool = Pool(loop_cfg)
    W, b = features.make_rff(jax.random.PRNGKey(loop_cfg.seed), 2, loop_cfg.n_features,
                             loop_cfg.lengthscale)
    phi = features.rff(pool.x, W, b)
    labelled = np.zeros(loop_cfg.pool_size, np.float32)
    y = np.zeros(loop_cfg.pool_size, np.float32)
    init = pool.rng.choice(loop_cfg.pool_size, loop_cfg.n_init, replace=False)
    labelled[init] = 1.0
    y[init] = pool.query(init)
    best_true = float(pool.f.max())
    regrets = []
    for r in range(loop_cfg.rounds):
        post = fit(phi, y, labelled, loop_cfg.noise, loop_cfg.prior_var)
        best_y = float(y[labelled > 0].max())
        scores = np.asarray(score_pool(post, phi, best_y, acq=acq_cfg))
        chosen = select_batch(scores, labelled, loop_cfg.batch_size)
        labelled[chosen] = 1.0
        y[chosen] = pool.query(chosen)
        regret = best_true - float(pool.f[labelled > 0].max())
        regrets.append(regret)
        print(f"round {r:2d}  labelled {int(labelled.sum()):3d}  simple regret {regret:.4f}")
    return regrets
