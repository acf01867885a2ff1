import jax
import jax.numpy as jnp


def make_model():
    def layer(state):
        state = state + 1
        return state, state

    return layer


def forward():
    layer = make_model()
    state = jnp.zeros([])
    state, a = jax.checkpoint(layer)(state)
    state, b = jax.checkpoint(lambda s: layer(s))(state)
    return a + b


print(jax.jit(forward)())
