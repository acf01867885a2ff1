"""Return estimators: ``(rewards[T], values[T+1], dones[T]) -> targets[T]``."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def discounted_returns(rewards, values, dones, gamma=0.99):
    def body(g, inp):
        r, d = inp
        g = r + gamma * (1.0 - d) * g
        return g, g

    _, out = lax.scan(body, jnp.zeros(()), (rewards, dones), reverse=True)
    return out


class LambdaReturn:
    def __init__(self, gamma=0.99, lam=0.9):
        self.gamma, self.lam = gamma, lam

    def __call__(self, rewards, values, dones):
        def body(g, inp):
            r, d, v_next = inp
            g = r + self.gamma * (1.0 - d) * ((1 - self.lam) * v_next + self.lam * g)
            return g, g

        _, out = lax.scan(body, values[-1], (rewards, dones, values[1:]), reverse=True)
        return out


class NStepReturn:
    def __init__(self, n=3, gamma=0.99):
        self.n, self.gamma = n, gamma
        self.discounts = jnp.asarray(gamma ** np.arange(n), dtype=jnp.float32)

    def __call__(self, rewards, values, dones):
        T, n = rewards.shape[0], self.n
        pad_r = jnp.concatenate([rewards, jnp.zeros(n)])
        pad_d = jnp.concatenate([dones, jnp.zeros(n)])

        def one(t):
            r = pad_r[t:t + n]
            d = lax.dynamic_slice(pad_d, (t,), (n,))
            valid = (t + jnp.arange(n)) < T
            alive = jnp.cumprod(1.0 - d)
            keep = jnp.concatenate([jnp.ones(1), alive[:-1]])
            m = jnp.minimum(n, T - t)
            boot = self.gamma ** m * alive[m - 1] * values[t + m]
            return jnp.sum(self.discounts * keep * valid * r) + boot

        return jax.vmap(one)(jnp.arange(T))
