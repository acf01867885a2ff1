import jax
import numpy as np

from .callbacks import BestTracker, Logger, WarmupCosine, WeightDecayRamp
from .config import EXPERIMENT, from_dict
from .data import batch_generator, make_regression, prefetch
from .train import Trainer, create_state


def main():
    cfg = from_dict(EXPERIMENT)
    rng = np.random.default_rng(cfg.seed)
    x_tr, y_tr, w = make_regression(cfg.data.num_train, cfg.data, rng)
    x_ev, y_ev, _ = make_regression(cfg.data.num_eval, cfg.data, rng, w=w)
    steps_per_epoch = cfg.data.num_train // cfg.data.batch_size

    best = BestTracker()
    callbacks = [
        WarmupCosine(cfg.optim.learning_rate, cfg.optim.warmup_steps, cfg.optim.total_steps),
        WeightDecayRamp(cfg.optim.weight_decay, cfg.optim.warmup_steps),
        Logger(cfg.log_every),
        best,
    ]
    trainer = Trainer(cfg, callbacks)
    state = create_state(cfg, jax.random.PRNGKey(cfg.seed))
    batches = prefetch(batch_generator(x_tr, y_tr, cfg.data.batch_size, rng), cfg.data.prefetch)
    state, history = trainer.fit(state, batches, steps_per_epoch, (x_ev, y_ev))
    print(f"best eval mse {best.best:.4f} at epoch {best.best_epoch}")


if __name__ == "__main__":
    main()
