"""Held-out accuracy and per-class recall."""
import jax
import numpy as np


@jax.jit
def predict(state, x):
    return state.apply_fn({"params": state.params}, x).argmax(-1)


def report(state, x, y, num_classes):
    pred = np.asarray(predict(state, x))
    acc = float((pred == y).mean())
    recall = []
    for c in range(num_classes):
        sel = y == c
        recall.append(float((pred[sel] == c).mean()) if sel.any() else float("nan"))
    return acc, recall
