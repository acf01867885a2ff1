import jax
import jax.numpy as jnp
from jax import lax

NUM_LAYERS = 3
USE_LAYERNORM = True
HIDDEN = 16


def layer_norm(x, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps)


def make_forward(scale):
    # `scale` is a Python float captured by the closure: a compile-time constant
    @jax.jit
    def forward(weights, x):
        for i in range(NUM_LAYERS):  # static Python loop, unrolled at trace time
            x = jnp.tanh(x @ weights[i]) * scale
            if USE_LAYERNORM:  # Python constant, not a tracer
                x = layer_norm(x)
        # fori_loop with Python int bounds and a traced carry
        return lax.fori_loop(0, 2, lambda _, h: h + 0.5 * jnp.tanh(h), x)

    return forward


weights = jax.random.normal(jax.random.PRNGKey(0), (NUM_LAYERS, HIDDEN, HIDDEN)) * 0.2
x = jnp.ones((2, HIDDEN))
forward = make_forward(scale=1.5)
print(forward(weights, x).shape)
