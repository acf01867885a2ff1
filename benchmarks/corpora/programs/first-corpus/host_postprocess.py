"""Run a compiled model, then post-process its outputs on the host with numpy."""

import jax
import numpy as np


@jax.jit
def predict(w, x):
    return jax.nn.softmax(x @ w, axis=-1)


def postprocess(probs):
    arr = np.asarray(probs)
    labels = np.argmax(arr, axis=-1)
    confident = arr.max(axis=-1) > 0.5
    return {int(i): bool(c) for i, c in zip(labels, confident, strict=True)}


if __name__ == "__main__":
    w = jax.random.normal(jax.random.PRNGKey(0), (4, 3))
    x = jax.random.normal(jax.random.PRNGKey(1), (6, 4))
    probs = predict(w, x)
    print(postprocess(probs))
    print(np.sin(probs).shape, hash(probs.shape))
