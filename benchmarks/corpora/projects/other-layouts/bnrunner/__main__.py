import jax
import numpy as np

from . import engine, metrics
from .models import BNClassifier
from .state import create_state

BATCH = 32


def padded_batches(x, y):
    """Fixed-size batches; the last one is padded with zeros and label -1."""
    for start in range(0, len(x), BATCH):
        xb, yb = x[start : start + BATCH], y[start : start + BATCH]
        pad = BATCH - len(xb)
        if pad:
            xb = np.concatenate([xb, np.zeros((pad, x.shape[1]), x.dtype)])
            yb = np.concatenate([yb, np.full((pad,), -1, y.dtype)])
        yield xb, yb


def main():
    key = jax.random.PRNGKey(0)
    k_c, k_y, k_n, k_init = jax.random.split(key, 4)
    centers = np.asarray(jax.random.normal(k_c, (3, 6))) * 2.0
    y = np.asarray(jax.random.randint(k_y, (100,), 0, 3))
    x = (centers[y] + np.asarray(jax.random.normal(k_n, (100, 6)))).astype(np.float32)

    state = create_state(k_init, BNClassifier(), x[:BATCH])
    print(f"initial accuracy {float(metrics.masked_accuracy(engine.predict(state, x), y)):.3f}")
    for epoch in range(4):
        for xb, yb in padded_batches(x, y):
            state, stats = engine.train_step(state, xb, yb)
        print(f"epoch {epoch}: loss {float(stats['loss']):.4f} acc {float(stats['accuracy']):.3f}")
    print(f"final accuracy {float(metrics.masked_accuracy(engine.predict(state, x), y)):.3f}")


if __name__ == "__main__":
    main()
