from __future__ import annotations

import jax
import jax.numpy as jnp

from .memory import MemoryConfig, init_memory
from .model import Predictor, make_step


def main() -> None:
    cfg = MemoryConfig()
    model = Predictor(cfg)
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (5, 6))
    memory = init_memory(cfg)
    params = jax.jit(model.init)(key, x, memory, jnp.asarray(0))["params"]
    step_fn = make_step(model)
    for t in range(3):
        xt = jax.random.normal(jax.random.fold_in(key, t), (5, 6))
        out, memory = step_fn(params, xt, memory, jnp.asarray(t))
        print(t, out.shape, float(jnp.abs(memory).sum()))


if __name__ == "__main__":
    main()
