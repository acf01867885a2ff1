"""Discounted returns that restart at episode boundaries (reverse scan)."""
import jax
import jax.numpy as jnp


def discounted_returns(rewards, dones, gamma: float):
    def _body(running, xs):
        reward, done = xs
        running = reward + gamma * running * (1.0 - done.astype(jnp.float32))
        return running, running

    init = jnp.zeros_like(rewards[0])
    _, returns = jax.lax.scan(_body, init, (rewards, dones), reverse=True)
    return returns
