import numpy as np

from . import ensemble, members, train
from .registry import FAMILIES


def main():
    rng = np.random.default_rng(7)
    x = rng.uniform(-1, 1, size=(50, 3)).astype(np.float32)
    y = (x[:, 0] - 2 * x[:, 1] ** 2 + 0.5 * x[:, 2]).astype(np.float32)
    print(members.__name__, sorted(FAMILIES))
    for name in ("linear", "mlp"):
        stacked, losses = train.fit(name, x, y, n_members=5, steps=40)
        mean, spread = ensemble.predict(name, stacked, x[:4])
        print(name, np.round(np.asarray(losses), 3), np.round(np.asarray(spread), 3))


main()
