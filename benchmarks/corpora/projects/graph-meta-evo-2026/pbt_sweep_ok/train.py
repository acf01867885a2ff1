import jax
import numpy as np

from . import data
from .config import sample_hparams
from .exploit import exploit_and_explore
from .model import MLP
from .population import Population


def run_pbt(cfg):
    rng = np.random.default_rng(cfg.seed)
    (x_tr, y_tr), (x_val, y_val) = data.load(cfg)
    pop = Population(MLP(cfg.hidden, cfg.n_classes), cfg)
    params, velocity = pop.init(jax.random.PRNGKey(cfg.seed))
    hps = sample_hparams(rng, cfg.population)
    history = []
    for r in range(cfg.rounds):
        xs, ys = data.round_batches(rng, x_tr, y_tr, cfg.steps_per_round, cfg.batch_size)
        params, velocity, losses = pop.train_round(params, velocity, hps, xs, ys)
        scores = np.asarray(pop.evaluate(params, x_val, y_val))
        history.append(scores)
        best = int(np.argmax(scores))
        print(f"round {r}  mean acc {scores.mean():.3f}  best {scores[best]:.3f} "
              f"(lr={hps.lr[best]:.4f}, wd={hps.weight_decay[best]:g})")
        if r < cfg.rounds - 1:
            params, velocity, hps = exploit_and_explore(
                params, velocity, hps, scores, rng, cfg.truncation)
    return params, hps, history
