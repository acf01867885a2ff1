"""Weight decay that skips biases, over a dict of parameters."""
import jax
import jax.numpy as jnp


def init(key):
    k1, k2 = jax.random.split(key)
    return {
        "dense1": {"w": jax.random.normal(k1, (3, 4)), "b": jnp.zeros(4)},
        "dense2": {"w": jax.random.normal(k2, (4, 1)), "b": jnp.zeros(1)},
    }


def forward(params, x):
    for name in sorted(params):
        layer = params[name]
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x


def loss(params, x, y):
    decay = 0.0
    for name in params.keys():
        for k, v in params[name].items():
            if k == "w":
                decay = decay + jnp.sum(v ** 2)
    return jnp.mean((forward(params, x) - y) ** 2) + 1e-3 * decay


@jax.jit
def step(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    return {k: jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params[k], grads[k]) for k in params}


params = init(jax.random.PRNGKey(5))
x = jnp.ones((8, 3))
y = jnp.zeros((8, 1))
for _ in range(3):
    params = step(params, x, y)
print(loss(params, x, y))
