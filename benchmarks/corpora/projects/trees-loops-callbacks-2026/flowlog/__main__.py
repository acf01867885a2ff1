from typing import Any

import jax
import jax.numpy as jnp

from . import data, logging_utils, train

CONFIG: dict[str, Any] = {"hidden": 64, "depth": 3, "lr": 2e-3, "steps": 80, "batch": 256, "log_every": 40}


def main():
    key = jax.random.PRNGKey(42)
    key, k_init, k_data = jax.random.split(key, 3)
    state = train.create_state(k_init, CONFIG)
    dataset = data.two_moons(k_data, 4096)

    for step in range(CONFIG["steps"]):
        key, k_batch, k_noise = jax.random.split(key, 3)
        idx = jax.random.randint(k_batch, (CONFIG["batch"],), 0, dataset.shape[0])
        state, metrics = train.train_step(state, k_noise, dataset[idx])
        if step % CONFIG["log_every"] == 0:
            logging_utils.log_host(step, logging_utils.summarize(metrics))

    key, k_sample = jax.random.split(key)
    samples = train.sample(state, k_sample, 512)
    centre = jax.device_get(jnp.mean(samples, axis=0))
    print(f"sample mean: ({float(centre[0]):.3f}, {float(centre[1]):.3f})")


if __name__ == "__main__":
    main()
