"""Run a few ES generations on the foraging grid."""
import jax
import numpy as np
import optax

from .env import Forage
from .es import make_generation
from .params import EnvParams, ESConfig
from .policy import flat_policy


def main():
    env, env_params, es_config = Forage(), EnvParams(), ESConfig()
    sizes = (env.observation_size(env_params), 16, env.num_actions)
    key = jax.random.PRNGKey(0)
    key, k_init = jax.random.split(key)
    mean, unravel = flat_policy(k_init, sizes)
    tx = optax.adam(es_config.learning_rate)
    opt_state = tx.init(mean)
    generation = make_generation(env, unravel, tx, es_config)

    log = []
    for gen in range(20):
        key, sub = jax.random.split(key)
        mean, opt_state, metrics = generation(mean, opt_state, sub, env_params)
        log.append(jax.device_get(metrics))
    fitness = np.array([m["mean_fitness"] for m in log])
    best = np.array([m["max_fitness"] for m in log])
    print(f"parameters={mean.shape[0]} generations={len(log)}")
    print(f"mean fitness first={fitness[0]:.3f} last={fitness[-1]:.3f} best={best.max():.3f}")


if __name__ == "__main__":
    main()
