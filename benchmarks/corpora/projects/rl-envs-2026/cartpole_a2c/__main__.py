"""Train A2C on CartPole for a handful of updates and print episode statistics."""
import jax
import numpy as np
import optax

from . import a2c, normalize
from .env import CartPole, EnvParams
from .model import ActorCritic


def main():
    num_envs, num_steps, iterations = 8, 32, 15
    env, env_params = CartPole(), EnvParams()
    network = ActorCritic(env.num_actions)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))

    @jax.jit
    def setup(key):
        k_init, k_reset, key = jax.random.split(key, 3)
        obs, env_state = jax.vmap(env.reset, in_axes=(0, None))(
            jax.random.split(k_reset, num_envs), env_params)
        params = network.init(k_init, obs)
        return a2c.AgentState(params, tx.init(params), normalize.init(env.obs_size),
                              env_state, obs, key)

    agent = setup(jax.random.PRNGKey(3))
    update = a2c.make_update(env, env_params, network, tx, num_steps)
    episodes, steps, losses = 0, 0, []
    for _ in range(iterations):
        agent, metrics = update(agent)
        metrics = jax.device_get(metrics)
        episodes += int(metrics["episodes"])
        steps += int(metrics["steps"])
        losses.append(float(metrics["loss"]))
    print(f"env steps={steps} finished episodes={episodes} "
          f"mean episode length={steps / max(episodes, 1):.1f}")
    print(f"loss first={losses[0]:.3f} last={np.mean(losses[-5:]):.3f}")
    print("obs stats:", normalize.summary(agent.obs_stats))


if __name__ == "__main__":
    main()
