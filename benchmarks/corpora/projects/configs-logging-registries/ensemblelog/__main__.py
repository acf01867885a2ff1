import jax
import numpy as np

from . import ensemble, trainer


def main():
    rng = np.random.default_rng(1)
    x = rng.uniform(-2, 2, size=(48, 3)).astype(np.float32)
    y = np.sin(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2]
    stacked = ensemble.init(jax.random.PRNGKey(0), 4, 3)
    stacked, history = trainer.fit(stacked, x, y, steps=40)
    final = np.asarray(history[-1])
    print("per-member loss", np.round(final, 4))
    print("ensemble prediction", np.round(np.asarray(ensemble.predict(stacked, x[:3])), 3))


main()
