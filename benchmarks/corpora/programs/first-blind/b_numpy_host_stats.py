"""Compute batch predictions on device and summary statistics on the host."""

import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def predict(w: jax.Array, x: jax.Array) -> jax.Array:
    return jax.nn.sigmoid(x @ w)


def evaluate(w: jax.Array, x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    probs = np.asarray(predict(w, jnp.asarray(x)))
    preds = probs > 0.5
    acc = float(np.mean(preds == y))
    tp = np.sum(preds & (y == 1))
    precision = tp / max(int(np.sum(preds)), 1)
    return {"accuracy": acc, "precision": float(precision)}


rng = np.random.default_rng(0)
x = rng.normal(size=(200, 3)).astype(np.float32)
y = (x[:, 0] + 0.5 * x[:, 2] > 0).astype(np.int32)
w = jnp.array([1.0, 0.0, 0.4])
print(evaluate(w, x, y))
