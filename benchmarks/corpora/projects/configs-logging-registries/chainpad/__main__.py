import jax
import numpy as np

from . import train
from .model import Net


def main():
    rng = np.random.default_rng(9)
    x = rng.normal(size=(24, 5)).astype(np.float32)
    y = np.tanh(x[:, 0] - x[:, 1]).astype(np.float32)
    net = Net(jax.random.PRNGKey(0), width=8, n_blocks=2, span=4)
    net, history = train.fit(net, x, y, steps=30)
    head = train.crop_targets(y, keep=5)
    print(f"loss {history[0]:.4f} -> {history[-1]:.4f}; first targets {np.round(np.asarray(head), 3)}")


main()
