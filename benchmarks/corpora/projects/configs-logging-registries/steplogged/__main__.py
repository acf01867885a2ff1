import jax
import numpy as np

from . import network, trainer
from .utils import logging as log


def main():
    rng = np.random.default_rng(5)
    centers = np.array([[0.0, 2.0], [2.0, -1.0], [-2.0, -1.0]], np.float32)
    labels = rng.integers(0, 3, size=60)
    x = (centers[labels] + 0.6 * rng.normal(size=(60, 2))).astype(np.float32)
    params = network.init(jax.random.PRNGKey(1), 2, 8, 3)
    params, final = trainer.fit(params, x, labels.astype(np.int32), steps=30)
    print("final:", log.summarize(final))


main()
