import jax
import numpy as np

from .config import get_config
from .data import make_spirals, batches
from .train import create_state, train_step, eval_step
from .utils.checkpoint import save_checkpoint
from .utils.metrics import METRICS


def main():
    cfg = get_config()
    x, y = make_spirals(200, cfg.num_classes, seed=cfg.seed)
    state = create_state(cfg, jax.random.key(cfg.seed))
    for epoch in range(cfg.epochs):
        METRICS.reset()
        for batch in batches(x, y, cfg.batch_size, seed=epoch):
            state, metrics = train_step(state, batch)
            METRICS.update(**metrics)
        summary = METRICS.summary()
        val_acc = np.mean([float(eval_step(state, b)) for b in batches(x, y, 100, seed=99)])
        print("epoch %d loss %.4f acc %.3f val %.3f"
              % (epoch, summary["loss"], summary["accuracy"], val_acc))
        save_checkpoint(cfg.ckpt_dir, epoch, state.params)
