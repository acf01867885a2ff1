"""Train the maze policy, then evaluate it greedily with a host loop."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import env as env_lib
from . import learner
from .policy import Policy


def evaluate(env, env_params, policy, episodes: int = 3):
    step = jax.jit(env.step, static_argnums=3)
    act = eqx.filter_jit(lambda p, o: jnp.argmax(p(o)))
    key = jax.random.PRNGKey(123)
    lengths = []
    for _ in range(episodes):
        obs, state = env.reset(key, env_params)
        for t in range(env_params.max_steps):
            key, sub = jax.random.split(key)
            obs, state, reward, done = step(sub, state, act(policy, obs), env_params)
            if bool(done):
                break
        lengths.append(t + 1)
    return lengths


def main():
    num_envs, num_steps, iterations = 16, 24, 30
    env = env_lib.Maze()
    env_params = env_lib.EnvParams()
    key = jax.random.PRNGKey(1)
    key, k_pol = jax.random.split(key)
    policy = Policy(env.observation_size(env_params), env.num_actions, k_pol)
    optimizer = optax.adam(1e-2)
    opt_state = optimizer.init(eqx.filter(policy, eqx.is_array))

    keys = jax.random.split(key, num_envs)
    obs, env_state = jax.vmap(env.reset, in_axes=(0, None))(keys, env_params)
    train_step = learner.make_train_step(env, env_params, optimizer, num_steps)

    solved = []
    for _ in range(iterations):
        key, sub = jax.random.split(key)
        policy, opt_state, env_state, obs, stats = train_step(policy, opt_state, env_state, obs, sub)
        solved.append(float(stats["reward"]))
    solved = np.asarray(solved)
    print(f"goals reached: first={solved[0]:.0f} last={solved[-1]:.0f} total={solved.sum():.0f}")
    print("greedy episode lengths:", evaluate(env, env_params, policy))


if __name__ == "__main__":
    main()
