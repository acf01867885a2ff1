"""A layer whose activation is picked from a per-layer code."""
import jax
import jax.numpy as jnp

ACTIVATIONS = [jax.nn.relu, jnp.tanh, jax.nn.sigmoid]


def dense(w, b, x, act_code):
    act = ACTIVATIONS[act_code]
    return act(x @ w + b)


@jax.jit
def forward(layers, x):
    for w, b, code in layers:
        x = dense(w, b, x, code)
    return x


def build(key):
    k1, k2 = jax.random.split(key)
    return [
        (jax.random.normal(k1, (4, 6)), jnp.zeros(6), jnp.array(0)),
        (jax.random.normal(k2, (6, 2)), jnp.zeros(2), jnp.array(1)),
    ]


if __name__ == "__main__":
    layers = build(jax.random.PRNGKey(0))
    print(forward(layers, jnp.ones((3, 4))).shape)
