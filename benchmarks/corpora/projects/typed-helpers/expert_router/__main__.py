from __future__ import annotations

import jax

from .config import RouterConfig
from .data import synthetic_batch
from .model import init_params, train_step


def main() -> None:
    cfg = RouterConfig()
    key = jax.random.PRNGKey(cfg.seed)
    k_init, k_data = jax.random.split(key)
    params = init_params(k_init, cfg)
    for step in range(3):
        x, y = synthetic_batch(jax.random.fold_in(k_data, step), cfg)
        params, loss = train_step(params, x, y, cfg.learning_rate)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
