from __future__ import annotations

import equinox as eqx
import jax
import optax

from .model import Probe
from .regularizers import L2, PositiveL1
from .train import train_step


def main() -> None:
    key = jax.random.PRNGKey(7)
    k_model, k_x, k_w = jax.random.split(key, 3)
    model = Probe(10, 24, 2, key=k_model)
    x = jax.random.normal(k_x, (32, 10))
    y = x @ jax.random.normal(k_w, (10, 2))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    regs = (PositiveL1(1e-4), L2(1e-5))
    for step in range(3):
        model, opt_state, loss = train_step(model, opt_state, x, y, optim, regs)
        print(f"[{step}] loss={loss.item():.5f}")


if __name__ == "__main__":
    main()
