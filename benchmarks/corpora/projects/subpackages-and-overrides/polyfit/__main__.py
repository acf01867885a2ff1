import jax
import numpy as np

from polyfit.models.mlp import MLP
from polyfit.training.loop import fit, loss


def main():
    rng = np.random.default_rng(0)
    x = np.linspace(-2.0, 2.0, 64, dtype=np.float32)
    y = np.sin(x) + 0.05 * rng.normal(size=x.shape).astype(np.float32)
    y[::13] += 3.0
    for depth in (2, 3):
        model = MLP(width=16, depth=depth, activation="tanh", key=jax.random.PRNGKey(depth))
        model = fit(model, x, y, batch_size=16, epochs=20, learning_rate=1e-2, keep_fraction=0.9)
        print("depth", depth, "trimmed loss", round(float(loss(model, x, y, 0.9)), 5))


if __name__ == "__main__":
    main()
