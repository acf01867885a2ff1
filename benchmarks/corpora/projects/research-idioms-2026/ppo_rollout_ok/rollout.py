import jax
import jax.numpy as jnp

from . import env, policy


def make_rollout(cfg):
    batched_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    def rollout(params, env_state, obs, key):
        def body(carry, _):
            env_state, obs, key = carry
            key, k_act, k_env = jax.random.split(key, 3)
            logits, value = policy.apply(params, obs)
            action = jax.random.categorical(k_act, logits)
            logp = jax.nn.log_softmax(logits)[jnp.arange(cfg.num_envs), action]
            env_keys = jax.random.split(k_env, cfg.num_envs)
            env_state, next_obs, reward, done = batched_step(
                env_state, action, env_keys, cfg.max_episode_steps
            )
            out = dict(obs=obs, action=action, logp=logp, value=value, reward=reward, done=done)
            return (env_state, next_obs, key), out

        carry, traj = jax.lax.scan(body, (env_state, obs, key), None, length=cfg.rollout_len)
        return carry, traj

    return jax.jit(rollout)
