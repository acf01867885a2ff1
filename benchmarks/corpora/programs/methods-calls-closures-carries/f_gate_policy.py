"""Linear gating policy used as a compiled callable."""
import jax
import jax.numpy as jnp


class Policy:
    def __init__(self, w, b):
        self.w = w
        self.b = b

    def __call__(self, obs):
        score = jnp.dot(obs, self.w) + self.b
        if score > 0:
            return jnp.tanh(score)
        return jnp.zeros_like(score)


w = jnp.array([0.5, -0.25, 1.0])
act = jax.jit(Policy(w, 0.1).__call__)
print(act(jnp.array([1.0, 2.0, 0.5])))
