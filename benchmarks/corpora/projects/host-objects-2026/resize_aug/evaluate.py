"""Evaluation: deterministic preprocessing and forward pass in one jit."""
import jax
import numpy as np

from . import augment


def accuracy(model, variables, cfg, batches):
    @jax.jit
    def predict(variables, images):
        images = augment.center_crop_resize(images, cfg.crop_margin, cfg.out_size)
        return model.apply(variables, images)

    correct, total = 0.0, 0.0
    for batch in batches:
        logits = np.asarray(predict(variables, batch.images))
        hits = (logits.argmax(axis=-1) == batch.labels).astype(np.float32)
        correct += float(np.sum(hits * batch.weights))
        total += float(np.sum(batch.weights))
    return correct / max(total, 1.0)
