"""Adam optimizer object whose update method is compiled with the instance static."""

import functools

import jax
import jax.numpy as jnp


class Adam:
    def __init__(self, lr=1e-2, b1=0.9, b2=0.999, eps=1e-8):
        self.lr, self.b1, self.b2, self.eps = lr, b1, b2, eps

    def init(self, params):
        return jnp.zeros_like(params), jnp.zeros_like(params), 0

    @functools.partial(jax.jit, static_argnums=0)
    def update(self, params, grads, state):
        m, v, t = state
        t = t + 1
        m = self.b1 * m + (1 - self.b1) * grads
        v = self.b2 * v + (1 - self.b2) * grads**2
        m_hat = m / (1 - self.b1**t)
        v_hat = v / (1 - self.b2**t)
        if self.eps > 0:
            v_hat = v_hat + self.eps
        return params - self.lr * m_hat / jnp.sqrt(v_hat), (m, v, t)


if __name__ == "__main__":
    opt = Adam()
    w = jnp.array([1.0, -2.0])
    state = opt.init(w)
    for _ in range(3):
        g = jax.grad(lambda p: jnp.sum(p**2))(w)
        w, state = opt.update(w, g, state)
    print(w, state[2])
