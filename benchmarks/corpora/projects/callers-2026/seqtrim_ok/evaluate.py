import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from . import data


def count_params(model):
    state = nnx.state(model, nnx.Param)
    return sum(int(np.prod(x.shape)) for x in jax.tree.leaves(state))


@nnx.jit
def eval_step(model, batch):
    logits = model(batch["tokens"], batch["lengths"])
    pred = jnp.argmax(logits, axis=-1)
    correct = jnp.sum(pred == batch["labels"])
    return correct, pred


def confusion(preds, labels, k):
    m = np.zeros((k, k), dtype=np.int64)
    for p, l in zip(preds, labels):
        m[int(l), int(p)] += 1
    return m


def evaluate(model, cfg, n_batches=2):
    stream = data.synthetic_batches(cfg._replace(seed=cfg.seed + 1))
    total, correct = 0, 0
    all_p, all_l = [], []
    for _ in range(n_batches):
        batch = data.to_device(next(stream))
        c, pred = eval_step(model, batch)
        correct += int(c)
        total += int(batch["labels"].shape[0])
        all_p.append(np.asarray(pred))
        all_l.append(np.asarray(batch["labels"]))
    cm = confusion(np.concatenate(all_p), np.concatenate(all_l), cfg.num_classes)
    return {"eval_acc": correct / max(total, 1), "eval_n": total, "diag": int(np.trace(cm))}
