"""Recover stiffness and damping from a simulated trajectory."""

import jax.numpy as jnp

from . import dynamics
from .config import Config
from .trainer import Trainer


def main():
    config = Config()
    trainer = Trainer(config)
    init_state = jnp.array(
        [[1.0, 0.5, 0.0, 0.0], [-0.5, 1.0, 0.3, 0.0], [0.2, -0.4, -0.5, 1.0]], dtype=jnp.float32
    )
    truth = {"log_k": jnp.log(6.0), "log_c": jnp.log(0.8)}
    target = trainer.simulate(truth, init_state, config.horizon)
    guess = {"log_k": jnp.log(3.0), "log_c": jnp.log(0.3)}
    fitted = trainer.fit(guess, init_state, target)
    k, c = dynamics.physical(fitted)
    print(f"k {float(k):.3f}  c {float(c):.3f}")


if __name__ == "__main__":
    main()
