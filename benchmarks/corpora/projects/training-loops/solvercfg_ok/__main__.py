import jax
import jax.numpy as jnp

from .config import Config
from .train import run


def main():
    key = jax.random.PRNGKey(0)
    k_x, k_init = jax.random.split(key)
    x = jax.random.normal(k_x, (100, 4))
    y = jnp.sin(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2]
    cfg = Config(hidden=32, steps=5, lr=jnp.asarray(0.1), clip=jnp.asarray(1.0))
    before, after = run(k_init, x, y, cfg)
    print(f"mse {float(before):.4f} -> {float(after):.4f}")


main()
