"""Evaluation over the held-out set."""
import jax
import numpy as np

from .data import eval_batches


def evaluate(state, dataset, batch_size):
    predict = jax.jit(lambda params, tokens: state.apply_fn({"params": params}, tokens))
    correct, total = 0, 0
    for batch in eval_batches(dataset, batch_size):
        logits = predict(state.params, batch["tokens"])
        preds = np.asarray(jax.device_get(logits)).argmax(-1)
        correct += int((preds == batch["labels"]).sum())
        total += len(batch["labels"])
    return correct / max(total, 1)


def confusion(state, dataset, num_classes, batch_size):
    mat = np.zeros((num_classes, num_classes), dtype=np.int64)
    for batch in eval_batches(dataset, batch_size):
        logits = state.apply_fn({"params": state.params}, batch["tokens"])
        preds = np.asarray(logits).argmax(-1)
        np.add.at(mat, (batch["labels"], preds), 1)
    return mat
