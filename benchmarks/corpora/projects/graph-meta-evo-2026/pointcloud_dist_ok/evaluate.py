import numpy as np
from flax import nnx

from .data import make_batch


@nnx.jit
def predict(model, batch):
    return model(batch).argmax(-1)


def evaluate(model, cfg):
    rng = np.random.default_rng(cfg.seed + 1)
    batch = make_batch(rng, cfg, cfg.n_test)
    pred = np.asarray(predict(model, batch))
    return float(np.mean(pred == batch["labels"]))
