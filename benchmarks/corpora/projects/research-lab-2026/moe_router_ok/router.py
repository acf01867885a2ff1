import equinox as eqx
import jax
import jax.numpy as jnp


class Router(eqx.Module):
    proj: eqx.nn.Linear
    temperature: float = eqx.field(static=True)

    def __init__(self, d_in, n_experts, key, temperature=1.0):
        self.proj = eqx.nn.Linear(d_in, n_experts, key=key)
        self.temperature = temperature

    def __call__(self, x):
        probs = jax.nn.softmax(self.proj(x) / self.temperature)
        return jnp.argmax(probs), probs
