from __future__ import annotations

import jax
import jax.numpy as jnp

from .activations import ACT_NAMES
from .net import init_mlp
from .search import score_all


def main() -> None:
    key = jax.random.PRNGKey(3)
    k_net, k_x = jax.random.split(key)
    layers = init_mlp(k_net, [4, 16, 16, 1])
    xs = jax.random.uniform(k_x, (64, 4), minval=-2.0, maxval=2.0)
    ys = jnp.sin(xs).sum(axis=-1, keepdims=True)
    scores = score_all(layers, xs, ys, list(range(len(ACT_NAMES))))
    for code, mse in sorted(scores.items(), key=lambda kv: kv[1]):
        print(f"{ACT_NAMES[code]:>6s}  mse={mse:.4f}")


if __name__ == "__main__":
    main()
