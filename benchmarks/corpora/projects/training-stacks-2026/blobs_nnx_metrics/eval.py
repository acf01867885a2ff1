import jax
import numpy as np
from flax import nnx

from .train import loss_and_logits, make_metrics

val_metrics = make_metrics()


@nnx.jit
def eval_step(model, batch):
    loss, logits = loss_and_logits(model, batch)
    val_metrics.update(loss=loss, logits=logits, labels=batch["y"])
    return jax.nn.softmax(logits)


def expected_calibration_error(probs, labels, n_bins=10):
    conf = probs.max(-1)
    correct = probs.argmax(-1) == labels
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    ece = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.mean() * abs(correct[sel].mean() - conf[sel].mean())
    return float(ece)


def evaluate(model, batches):
    model.eval()
    val_metrics.reset()
    probs, labels = [], []
    for batch in batches:
        probs.append(np.asarray(eval_step(model, batch)))
        labels.append(batch["y"])
    model.train()
    result = {k: float(v) for k, v in val_metrics.compute().items()}
    result["ece"] = expected_calibration_error(np.concatenate(probs), np.concatenate(labels))
    return result
