"""Train PPO on the grid world for a few iterations and report metrics."""
import jax
import numpy as np
import optax

from . import env as env_lib
from . import network, ppo, rollout


def main():
    num_envs, num_steps, iterations = 8, 16, 8
    env = env_lib.GridWorld()
    env_params = env.default_params()

    key = jax.random.PRNGKey(0)
    key, k_init, k_reset = jax.random.split(key, 3)
    reset_keys = jax.random.split(k_reset, num_envs)
    obs, env_state = jax.vmap(env.reset, in_axes=(0, None))(reset_keys, env_params)

    net = network.ActorCritic(num_actions=env.num_actions)
    net_params = net.init(k_init, obs)
    tx = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(3e-3))
    opt_state = tx.init(net_params)

    runner = rollout.RunnerState(net_params, env_state, obs, key)
    update = ppo.make_update(env, env_params, net, tx, num_steps=num_steps)

    history = []
    for _ in range(iterations):
        runner, opt_state, metrics = update(runner, opt_state)
        history.append(jax.device_get(metrics))

    rewards = np.array([m["mean_reward"] for m in history])
    episodes = int(np.sum([m["episodes"] for m in history]))
    print(f"iterations={iterations} episodes={episodes}")
    print(f"mean reward first={rewards[0]:.3f} last={rewards[-1]:.3f}")
    final_pos = np.asarray(runner.env_state.pos)
    for i in range(num_envs):
        print(f"env {i}: pos={final_pos[i].tolist()}")


if __name__ == "__main__":
    main()
