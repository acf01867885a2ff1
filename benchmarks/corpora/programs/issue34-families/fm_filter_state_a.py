import jax
import jax.numpy as jnp
from jax import lax

DIAGNOSTICS = {}


def ema_step(state, obs, alpha=0.2):
    new_state = (1 - alpha) * state + alpha * obs
    DIAGNOSTICS["innovation"] = obs - state
    return new_state, new_state


def smooth(observations):
    final, path = lax.scan(ema_step, observations[0], observations)
    return final, path


obs = jnp.cos(jnp.linspace(0.0, 4.0, 50)) + 0.1 * jax.random.normal(jax.random.key(1), (50,))
final, path = smooth(obs)
print("final level:", float(final))
spread = jnp.abs(DIAGNOSTICS["innovation"]) / jnp.std(obs)
print("last innovation (in std units):", spread)
