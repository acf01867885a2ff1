"""Fixed-length episodes in lax.scan; rewards after termination are masked."""
import jax
import jax.numpy as jnp

from .policy import apply_mlp


def episode_return(env, env_params, unravel, flat_params, key):
    params = unravel(flat_params)
    k_reset, k_steps = jax.random.split(key)
    obs, state = env.reset(k_reset, env_params)

    def _step(carry, step_key):
        obs, state, alive, total = carry
        action = jnp.argmax(apply_mlp(params, obs))
        obs, state, reward, done = env.step(step_key, state, action, env_params)
        total = total + jnp.where(alive, reward, 0.0)
        return (obs, state, alive & ~done, total), None

    keys = jax.random.split(k_steps, env_params.max_steps)
    init = (obs, state, jnp.bool_(True), jnp.float32(0.0))
    (_, _, _, total), _ = jax.lax.scan(_step, init, keys)
    return total
