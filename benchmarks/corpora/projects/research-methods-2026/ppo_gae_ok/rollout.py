import jax
import jax.numpy as jnp

from ppo_gae_ok import envs, networks


def collect(params, env_state, key, num_steps, episode_len):
    num_envs = env_state["pos"].shape[0]

    def one_step(carry, _):
        env_state, key = carry
        key, k_act, k_env = jax.random.split(key, 3)
        obs = jax.vmap(envs.observe, in_axes=(0, None))(env_state, episode_len)
        logits, value = networks.actor_critic(params, obs)
        action = jax.random.categorical(k_act, logits)
        logp = jax.nn.log_softmax(logits)[jnp.arange(num_envs), action]
        env_keys = jax.random.split(k_env, num_envs)
        env_state, reward, done = jax.vmap(envs.step, in_axes=(0, 0, 0, None))(
            env_state, action, env_keys, episode_len)
        tr = dict(obs=obs, action=action, logp=logp, value=value, reward=reward, done=done)
        return (env_state, key), tr

    (env_state, key), traj = jax.lax.scan(one_step, (env_state, key), None, length=num_steps)
    last_obs = jax.vmap(envs.observe, in_axes=(0, None))(env_state, episode_len)
    _, last_value = networks.actor_critic(params, last_obs)
    return env_state, traj, last_value
