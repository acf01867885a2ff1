from __future__ import annotations

import jax
import jax.numpy as jnp

from .config import OTConfig
from .data import gaussian_blob, two_moons
from .transport import transport_step


def chamfer(x: jax.Array, y: jax.Array) -> float:
    d = jnp.sum((x[:, None] - y[None]) ** 2, axis=-1)
    return float(jnp.mean(d.min(axis=1)) + jnp.mean(d.min(axis=0)))


def main() -> None:
    cfg = OTConfig()
    x = gaussian_blob(jax.random.PRNGKey(cfg.seed), cfg.n_source)
    y = two_moons(cfg.n_target, noise=0.05, seed=cfg.seed)
    print(f"round 0  chamfer {chamfer(x, y):.4f}")
    for r in range(1, cfg.n_rounds + 1):
        x, result = transport_step(x, y, cfg)
        print(f"round {r}  chamfer {chamfer(x, y):.4f}  ot_cost {float(result.cost):.4f}  iters {int(result.n_iter)}")


if __name__ == "__main__":
    main()
